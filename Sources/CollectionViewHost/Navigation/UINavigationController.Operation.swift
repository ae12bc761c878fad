extension UINavigationController {
    /// The kind of change a navigation controller's transition makes (UIKit's `UINavigationController.Operation`),
    /// handed to its delegate when it asks for a custom animator.
    public enum Operation: Int, Hashable, Sendable {
        /// No change.
        case none = 0
        /// A view controller is pushed.
        case push = 1
        /// The top view controller is popped.
        case pop = 2
    }
}
