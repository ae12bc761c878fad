import CollectionGeometry
import CollectionViewHost

/// Configuration of a list section or list layout (UIKit's `UICollectionLayoutListConfiguration`, iOS 14).
///
/// Build a section with `NSCollectionLayoutSection.list(using:layoutEnvironment:)`, or a layout whose every
/// section is a list with `UICollectionViewCompositionalLayout.list(using:)`.
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
    /// The overall look of a list.
    public enum Appearance: Int, Hashable, Sendable {
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
    }

    /// How a list section shows its header.
    public enum HeaderMode: Int, Hashable, Sendable {
        /// No header.
        case none = 0
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary = 1
        /// The first item of the section is styled as the header.
        case firstItemInSection = 2
    }

    /// How a list section shows its footer.
    public enum FooterMode: Int, Hashable, Sendable {
        /// No footer.
        case none = 0
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary = 1
    }

    /// Returns the swipe actions of the row at an index path.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    /// Returns the separator configuration of the row at an index path, given the section's configuration.
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    /// The list's appearance.
    public let appearance: Appearance
    /// Whether rows show separators (default `true`). When `false`, ``separatorConfiguration`` has no effect.
    public var showsSeparators = true
    /// The section-wide separator look, the appearance's defaults to start with (iOS 14.5).
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Adjusts the separators of individual rows, starting from ``separatorConfiguration`` (iOS 14.5).
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background colour; nil (the default) means the appearance's system colour.
    public var backgroundColor: UIColor?
    /// Leading swipe actions per row.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Trailing swipe actions per row.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// How sections show a header (default `.none`).
    public var headerMode: HeaderMode = .none
    /// How sections show a footer (default `.none`).
    public var footerMode: FooterMode = .none
    /// The space above each section's header; nil (the default) means automatic padding (iOS 15).
    ///
    /// The padding sits above the header (or above the first row when there is no supplementary header).
    /// Negative or non-finite values fall back to automatic padding.
    public var headerTopPadding: CGFloat?

    /// Creates a list configuration with an appearance; its separator configuration is
    /// `UIListSeparatorConfiguration(listAppearance: appearance)`.
    public init(appearance: Appearance) {
        self.appearance = appearance
        self.separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }
}
