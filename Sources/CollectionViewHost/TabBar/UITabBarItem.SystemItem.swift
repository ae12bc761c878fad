extension UITabBarItem {
    /// The system-supplied tab bar items (UIKit's `UITabBarItem.SystemItem`), with UIKit's raw values (the cases
    /// in declaration order from 0).
    public enum SystemItem: Int, Hashable, Sendable {
        /// The More item (a tab bar controller shows it for the tabs that do not fit).
        case more = 0
        /// The Favorites item.
        case favorites = 1
        /// The Featured item.
        case featured = 2
        /// The Top Rated item.
        case topRated = 3
        /// The Recents item.
        case recents = 4
        /// The Contacts item.
        case contacts = 5
        /// The History item.
        case history = 6
        /// The Bookmarks item.
        case bookmarks = 7
        /// The Search item.
        case search = 8
        /// The Downloads item.
        case downloads = 9
        /// The Most Recent item.
        case mostRecent = 10
        /// The Most Viewed item.
        case mostViewed = 11

        /// The title the system gives the item (English).
        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }

        /// The SF Symbol name pictures draw for the item's glyph (UIKit draws its own glyphs; these symbols are the
        /// nearest ones, chosen).
        var symbolName: String {
            switch self {
            case .more: "ellipsis"
            case .favorites, .featured, .topRated: "star.fill"
            case .recents, .history, .mostRecent: "clock.fill"
            case .contacts: "person.crop.circle.fill"
            case .bookmarks: "book.fill"
            case .search: "magnifyingglass"
            case .downloads: "arrow.down.circle.fill"
            case .mostViewed: "list.number"
            }
        }
    }
}
