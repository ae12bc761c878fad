extension UITabBar {
    /// How a tab bar places its items across its width (UIKit's `UITabBar.ItemPositioning`).
    public enum ItemPositioning: Int, Hashable, Sendable {
        /// Fill in a compact horizontal size class, centred in a regular one.
        case automatic = 0
        /// The items share the bar's whole width equally.
        case fill = 1
        /// The items keep their width (``UITabBar/itemWidth``) and spacing (``UITabBar/itemSpacing``), centred.
        case centered = 2
    }
}
