/// The identifier of a task the app runs in the background (UIKit's `UIBackgroundTaskIdentifier`), from
/// ``UIApplication/beginBackgroundTask(expirationHandler:)``.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's number.
    public let rawValue: Int

    /// Creates an identifier from its number.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// No task: what a failed request returns, and the value to reset a stored identifier to.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}
