import Foundation

/// A generator of the feedback that tells of a task's outcome (UIKit's `UINotificationFeedbackGenerator`).
@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the feedback for `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        play(.notification(notificationType))
    }
}

extension UINotificationFeedbackGenerator {
    /// The outcome a notification feedback tells of.
    public enum FeedbackType: Int, Hashable, Sendable {
        /// The task succeeded.
        case success = 0
        /// The task produced a warning.
        case warning = 1
        /// The task failed.
        case error = 2
    }
}
