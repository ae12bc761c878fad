extension UITextField {
    /// When an overlay view (the clear button, the left or right view) shows (UIKit's `UITextField.ViewMode`,
    /// with UIKit's raw values).
    public enum ViewMode: Int, Hashable, Sendable {
        /// Never.
        case never = 0
        /// While the text field is editing.
        case whileEditing = 1
        /// While it is not editing.
        case unlessEditing = 2
        /// Always.
        case always = 3

        /// Whether a view with this mode shows in a text field that is editing (`editing`) or not.
        func shows(editing: Bool) -> Bool {
            switch self {
            case .never: false
            case .whileEditing: editing
            case .unlessEditing: !editing
            case .always: true
            }
        }
    }
}
