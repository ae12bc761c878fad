extension UIBarButtonItem {
    /// How a bar button item is drawn (UIKit's `UIBarButtonItem.Style`), with UIKit's raw values.
    public enum Style: Int, Hashable, Sendable {
        /// The plain style (the default).
        case plain = 0
        /// A bordered item (deprecated in UIKit: use `plain`).
        @available(*, deprecated, renamed: "plain")
        case bordered = 1
        /// The style of a Done button: the title in bold (prominent).
        case done = 2
    }
}
