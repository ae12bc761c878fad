extension UITextField {
    /// The border a text field draws (UIKit's `UITextField.BorderStyle`, with UIKit's raw values). The bordered
    /// styles pad the text (see `UITextField+Sizing.swift`); nothing is drawn headless.
    public enum BorderStyle: Int, Hashable, Sendable {
        /// No border (the default).
        case none = 0
        /// A thin rectangle.
        case line = 1
        /// A bezel.
        case bezel = 2
        /// A rounded rectangle.
        case roundedRect = 3
    }
}
