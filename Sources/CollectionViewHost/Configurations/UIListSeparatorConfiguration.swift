import CollectionGeometry

/// How list separators look (UIKit's `UIListSeparatorConfiguration`, iOS 14.5). Separators are drawn by
/// cells, not laid out as elements, so these values are carried for the cells (and renderers) to read.
///
/// Make one with `init(listAppearance:)` (from `UICollectionLayoutListConfiguration.Appearance`), as in UIKit.
public struct UIListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator shows.
    public enum Visibility: Int, Hashable, Sendable {
        /// The list decides.
        case automatic = 0
        /// Always shown.
        case visible = 1
        /// Never shown.
        case hidden = 2
    }

    /// Insets that mean "the list decides" on each edge (UIKit's `automaticInsets`).
    public static let automaticInsets = NSDirectionalEdgeInsets(top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude,
                                                                bottom: -.greatestFiniteMagnitude, trailing: -.greatestFiniteMagnitude)
    /// Visibility of the separator above a row.
    public var topSeparatorVisibility: Visibility = .automatic
    /// Visibility of the separator below a row.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// Insets of the separator above a row (default ``automaticInsets``).
    public var topSeparatorInsets: NSDirectionalEdgeInsets = automaticInsets
    /// Insets of the separator below a row (default ``automaticInsets``).
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = automaticInsets
    /// The separator colour (default `UIColor.separator`).
    public var color: UIColor = .separator
    /// The separator colour in multiple selection (default `UIColor.separator`).
    public var multipleSelectionColor: UIColor = .separator
    /// A visual effect name, if any (UIKit's `UIVisualEffect`; not drawn headless).
    public var visualEffect: String?

    /// Every value at its default (both separators `.automatic`, automatic insets, `UIColor.separator`): the
    /// plain list's configuration, which `init(listAppearance:)` starts from.
    package init() {}
}
