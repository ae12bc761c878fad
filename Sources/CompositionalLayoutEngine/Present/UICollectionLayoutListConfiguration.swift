import CollectionGeometry
import LayoutCore
import CollectionViewHost

/// How list separators look (UIKit's `UIListSeparatorConfiguration`, iOS 14.5). Separators are drawn by
/// cells, not laid out as elements, so these values are carried for the cells to read.
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

    /// Insets that mean "the list decides".
    public static let automaticInsets = NSDirectionalEdgeInsets(top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude,
                                                                bottom: -.greatestFiniteMagnitude, trailing: -.greatestFiniteMagnitude)
    /// Visibility of the separator above a row.
    public var topSeparatorVisibility: Visibility = .automatic
    /// Visibility of the separator below a row.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// Insets of the separator above a row.
    public var topSeparatorInsets: NSDirectionalEdgeInsets = automaticInsets
    /// Insets of the separator below a row.
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = automaticInsets
    /// The separator colour.
    public var color: UIColor = UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.29)
    /// The separator colour in multiple selection.
    public var multipleSelectionColor: UIColor = UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.29)
    /// A visual effect name, if any (UIKit's `UIVisualEffect`; not drawn headless).
    public var visualEffect: String?

    /// Creates the separator configuration a list appearance uses by default.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}

/// Configuration of a list section or list layout (UIKit's `UICollectionLayoutListConfiguration`, iOS 14).
@MainActor
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
    /// Returns the separator configuration of the row at an index path.
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    /// The list's appearance.
    public let appearance: Appearance
    /// Whether rows show separators.
    public var showsSeparators = true
    /// The separators' look (used when `showsSeparators` is true).
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Adjusts the separators of individual rows.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background colour; nil means the appearance's system colour.
    public var backgroundColor: UIColor?
    /// Leading swipe actions per row.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Trailing swipe actions per row.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// How sections show a header.
    public var headerMode: HeaderMode = .none
    /// How sections show a footer.
    public var footerMode: FooterMode = .none
    /// Space above each section's header; nil means automatic (iOS 15).
    public var headerTopPadding: CGFloat?

    /// Creates a list configuration with an appearance.
    public init(appearance: Appearance) {
        self.appearance = appearance
        self.separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }
}

/// List metrics. UIKit documents none of these; they are our documented choice (decision D-13),
/// kept in one place.
package enum ListMetrics {
    /// The estimated height of a row.
    package static let rowEstimate: CGFloat = 44
    /// The estimated height of a plain list's supplementary header or footer.
    package static let plainHeaderEstimate: CGFloat = 28
    /// The estimated height of a grouped list's supplementary header or footer.
    package static let groupedHeaderEstimate: CGFloat = 38
    /// Space above a grouped section.
    package static let groupedTopPadding: CGFloat = 35
    /// Side inset of an inset-grouped list on views at least `wideViewWidth` wide.
    package static let insetGroupedWideInset: CGFloat = 20
    /// Side inset of an inset-grouped list on narrower views.
    package static let insetGroupedNarrowInset: CGFloat = 16
    /// The width from which the wide inset applies.
    package static let wideViewWidth: CGFloat = 414
    /// Side inset of a sidebar.
    package static let sidebarInset: CGFloat = 10
}

extension NSCollectionLayoutSection {
    /// A list section: full-width rows of estimated height, with the configuration's header, footer
    /// and appearance insets (iOS 14).
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(ListMetrics.rowEstimate))
        let item = NSCollectionLayoutItem(layoutSize: rowSize)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let width = layoutEnvironment.container.effectiveContentSize.width
        let isPlain = configuration.appearance == .plain || configuration.appearance == .sidebarPlain
        var insets = NSDirectionalEdgeInsets.zero
        switch configuration.appearance {
        case .plain, .sidebarPlain:
            break
        case .grouped:
            insets.top = configuration.headerTopPadding ?? ListMetrics.groupedTopPadding
        case .insetGrouped:
            insets.top = configuration.headerTopPadding ?? ListMetrics.groupedTopPadding
            let side = width >= ListMetrics.wideViewWidth ? ListMetrics.insetGroupedWideInset : ListMetrics.insetGroupedNarrowInset
            insets.leading = side
            insets.trailing = side
        case .sidebar:
            insets.leading = ListMetrics.sidebarInset
            insets.trailing = ListMetrics.sidebarInset
        }
        section.contentInsets = insets
        let headerEstimate = isPlain ? ListMetrics.plainHeaderEstimate : ListMetrics.groupedHeaderEstimate
        var boundaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(headerEstimate)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            // Plain and plain-sidebar lists pin their supplementary headers (UIKit documentation).
            header.pinToVisibleBounds = isPlain
            boundaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            boundaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(headerEstimate)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundaryItems
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list section made with `configuration` (iOS 14).
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
