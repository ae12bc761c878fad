extension UIButton {
    /// What a button's action means, for the system to style it (UIKit's `UIButton.Role`, with UIKit's raw
    /// values). Headless, the role is stored and changes nothing.
    public enum Role: Int, Hashable, Sendable {
        /// An ordinary button (the default).
        case normal = 0
        /// The button people are most likely to choose.
        case primary = 1
        /// A button that cancels the action.
        case cancel = 2
        /// A button that deletes data or does something that cannot be undone.
        case destructive = 3
    }
}
