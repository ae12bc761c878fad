import Foundation
/// An object that restores its state from a user activity (UIKit's `UIUserActivityRestoring`): what the app
/// delegate passes to the restoration handler of `application(_:continue:restorationHandler:)`.
@preconcurrency @MainActor
public protocol UIUserActivityRestoring: AnyObject {
    /// Restores state from `userActivity`.
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}
