extension UINavigationItem {
    /// How the back button shows its title (UIKit's `UINavigationItem.BackButtonDisplayMode`, iOS 14), with
    /// UIKit's raw values.
    public enum BackButtonDisplayMode: Int, Hashable, Sendable {
        /// The previous item's back title, else its title, shortened to "Back" or nothing when space is short.
        case `default` = 0
        /// "Back", or nothing when space is short.
        case generic = 1
        /// No title: the chevron alone.
        case minimal = 2
    }
}
