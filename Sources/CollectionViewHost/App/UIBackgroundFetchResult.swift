/// What a background fetch found (UIKit's `UIBackgroundFetchResult`), passed to the completion handler of
/// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`.
public enum UIBackgroundFetchResult: UInt, Hashable, Sendable {
    /// New data was downloaded.
    case newData = 0
    /// There was no new data.
    case noData = 1
    /// The fetch failed.
    case failed = 2
}
