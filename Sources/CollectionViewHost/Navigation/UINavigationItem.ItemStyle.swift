extension UINavigationItem {
    /// The role of the screen the item belongs to, which places its title and items (UIKit's
    /// `UINavigationItem.ItemStyle`, iOS 16), with UIKit's raw values; stored headless.
    public enum ItemStyle: Int, Hashable, Sendable {
        /// A screen in a hierarchy: title centred.
        case navigator = 0
        /// A screen for browsing documents: title leading.
        case browser = 1
        /// A screen for editing a document: title leading, back button leading.
        case editor = 2
    }
}
