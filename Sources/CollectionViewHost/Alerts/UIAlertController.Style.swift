extension UIAlertController {
    /// How an alert controller is shown (UIKit's `UIAlertController.Style`).
    public enum Style: Int, Hashable, Sendable {
        /// A sheet of actions rising from the bottom of the screen.
        case actionSheet = 0
        /// A modal alert centred on the screen.
        case alert = 1
    }
}
