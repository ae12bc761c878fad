extension UIAlertAction {
    /// How an alert action's button looks and where it goes (UIKit's `UIAlertAction.Style`).
    public enum Style: Int, Hashable, Sendable {
        /// An ordinary button, in the tint colour.
        case `default` = 0
        /// The button that cancels: drawn bold and placed last (at the left of two buttons side by side, in its
        /// own box under an action sheet). An alert controller holds at most one.
        case cancel = 1
        /// A button that destroys data, drawn red.
        case destructive = 2
    }
}
