extension UISearchBar {
    /// How a search bar is drawn (UIKit's `UISearchBar.Style`, with UIKit's raw values); stored.
    public enum Style: UInt, Hashable, Sendable {
        /// The system's style (prominent).
        case `default` = 0
        /// A translucent background and an opaque search field.
        case prominent = 1
        /// No background; the search field translucent.
        case minimal = 2
    }
}
