/// The overall look of a list section, as a value: the cases of UIKit's
/// `UICollectionLayoutListConfiguration.Appearance`, with the same raw values.
public enum ListAppearance: Int, Hashable, Sendable, Codable, CaseIterable {
    /// Plain rows, edge to edge; supplementary headers pin.
    case plain = 0
    /// Grouped sections.
    case grouped = 1
    /// Grouped sections inset from the sides with rounded corners.
    case insetGrouped = 2
    /// A sidebar.
    case sidebar = 3
    /// A plain sidebar; supplementary headers pin.
    case sidebarPlain = 4

    /// Whether the appearance is one of the plain ones (`.plain`, `.sidebarPlain`), whose supplementary headers
    /// pin to the visible bounds (UIKit's documentation of `UICollectionLayoutListConfiguration`).
    public var isPlain: Bool { self == .plain || self == .sidebarPlain }

    /// Whether separators show by default: sidebars draw no separators between their rounded rows.
    public var showsSeparatorsByDefault: Bool { self == .plain || self == .grouped || self == .insetGrouped }

    /// Whether the rows sit on a grouped background (`systemGroupedBackground`) rather than the plain one.
    public var hasGroupedBackground: Bool { !isPlain }
}
