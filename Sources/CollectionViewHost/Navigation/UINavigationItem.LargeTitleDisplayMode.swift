extension UINavigationItem {
    /// Whether a navigation item's title shows large (UIKit's `UINavigationItem.LargeTitleDisplayMode`),
    /// with UIKit's raw values. Large titles show only when the bar's ``UINavigationBar/prefersLargeTitles``
    /// is set, and never in a compact-height (landscape phone) environment.
    public enum LargeTitleDisplayMode: Int, Hashable, Sendable {
        /// As the item below it in the stack shows its title (large for the root item).
        case automatic = 0
        /// Always large.
        case always = 1
        /// Never large.
        case never = 2
        /// Inline, in the bar's standard row (iOS 17).
        case inline = 3
    }
}
