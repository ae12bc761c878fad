extension UITextField {
    /// Why a text field stopped editing (UIKit's `UITextField.DidEndEditingReason`, with UIKit's raw values).
    public enum DidEndEditingReason: Int, Hashable, Sendable {
        /// The changes were accepted (every end of editing on iOS).
        case committed = 0
        /// The changes were abandoned (tvOS's Menu button).
        case cancelled = 1
    }
}
