import CollectionGeometry
import Foundation

/// The look of tab bar items in one state (UIKit's `UITabBarItemStateAppearance`): stored values, of which view
/// pictures draw the icon colour, the title's colour (`.foregroundColor`) and font (`.font`), and the badge's
/// background colour.
@MainActor
public final class UITabBarItemStateAppearance {
    /// The colour of the item's image (nil: the bar's colour for the state).
    public var iconColor: UIColor?
    /// The title's attributes (empty: the system's, 10 pt medium in the icon colour).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The badge's background colour (nil: the item's ``UITabBarItem/badgeColor``, else the system red).
    public var badgeBackgroundColor: UIColor?
    /// The badge text's attributes (stored).
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// A state appearance with the system's values.
    init() {}

    /// A copy of `other`.
    init(copying other: UITabBarItemStateAppearance) {
        iconColor = other.iconColor
        titleTextAttributes = other.titleTextAttributes
        badgeBackgroundColor = other.badgeBackgroundColor
        badgeTextAttributes = other.badgeTextAttributes
    }
}
