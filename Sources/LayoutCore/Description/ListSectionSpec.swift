import CollectionGeometry

/// A list section, as a value: what a list configuration (UIKit's `UICollectionLayoutListConfiguration`)
/// resolves to in a layout — full-width rows of estimated height, the appearance's insets and space above, and
/// the supplementary header and footer with their estimates and pinning.
///
/// Both front doors lower lists through this one description: `NSCollectionLayoutSection.list(using:layoutEnvironment:)`
/// builds its objects from it, and layout documents turn it into a ``SectionSpec`` with ``sectionSpec(containerWidth:layoutMargins:)``.
/// The values UIKit does not document come from ``ListMetrics``.
public struct ListSectionSpec: Hashable, Sendable, Codable {
    /// The element kind of a list's supplementary header (UIKit's `UICollectionView.elementKindSectionHeader`).
    public static let headerElementKind = "UICollectionElementKindSectionHeader"
    /// The element kind of a list's supplementary footer (UIKit's `UICollectionView.elementKindSectionFooter`).
    public static let footerElementKind = "UICollectionElementKindSectionFooter"

    /// The list's look.
    public var appearance: ListAppearance
    /// Whether the section has a supplementary header (header mode `.supplementary`).
    public var hasSupplementaryHeader: Bool
    /// Whether the section has a supplementary footer (footer mode `.supplementary`).
    public var hasSupplementaryFooter: Bool
    /// The space above the section; nil, negative or not finite: the appearance's automatic padding.
    public var headerTopPadding: CGFloat?

    /// Creates a list section description.
    public init(appearance: ListAppearance, hasSupplementaryHeader: Bool = false, hasSupplementaryFooter: Bool = false,
                headerTopPadding: CGFloat? = nil) {
        self.appearance = appearance
        self.hasSupplementaryHeader = hasSupplementaryHeader
        self.hasSupplementaryFooter = hasSupplementaryFooter
        self.headerTopPadding = headerTopPadding
    }

    /// The space above each section: ``headerTopPadding`` when it is finite and not negative, otherwise the
    /// appearance's automatic padding (35 pt grouped and inset-grouped, 0 plain and sidebars).
    ///
    /// - Complexity: O(1).
    public var resolvedHeaderTopPadding: CGFloat {
        if let padding = headerTopPadding, padding.isFinite, padding >= 0 { return padding }
        switch appearance {
        case .grouped, .insetGrouped: return ListMetrics.groupedHeaderTopPadding
        case .plain, .sidebar, .sidebarPlain: return ListMetrics.plainHeaderTopPadding
        }
    }

    /// The estimated height of a row (44 pt).
    public var rowEstimate: CGFloat { ListMetrics.rowEstimate }

    /// The estimated height of the supplementary header and footer: 28 pt in plain lists, 38 pt otherwise.
    public var supplementaryEstimate: CGFloat {
        appearance.isPlain ? ListMetrics.plainHeaderEstimate : ListMetrics.groupedHeaderEstimate
    }

    /// The section's content insets in a container `containerWidth` points wide whose view has `layoutMargins`:
    /// the space above on top; inset-grouped lists align their sides with the layout margins, kept at least at
    /// the system minimum margins of a view controller's root view (16 pt, 20 pt from 414 pt wide); sidebars
    /// inset their rows 10 pt; plain and grouped lists run edge to edge.
    ///
    /// - Complexity: O(1).
    public func contentInsets(containerWidth: CGFloat, layoutMargins: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
        var insets = NSDirectionalEdgeInsets(top: resolvedHeaderTopPadding, leading: 0, bottom: 0, trailing: 0)
        switch appearance {
        case .plain, .sidebarPlain, .grouped:
            break
        case .insetGrouped:
            insets.leading = ListMetrics.insetGroupedSideInset(layoutMargin: layoutMargins.leading, width: containerWidth)
            insets.trailing = ListMetrics.insetGroupedSideInset(layoutMargin: layoutMargins.trailing, width: containerWidth)
        case .sidebar:
            insets.leading = ListMetrics.sidebarInset
            insets.trailing = ListMetrics.sidebarInset
        }
        return insets
    }

    /// The supplementary header, when the section has one: full width, of estimated height, moved down by the
    /// space above. The header stacks at the section's start and the section's top inset lies between it and the
    /// rows; moving it down by the same amount puts the padding above the header, while the rows still start
    /// below both. It pins in plain lists. Its zIndex is 1, the default of supplementary items in UIKit.
    public var header: BoundarySpec? {
        guard hasSupplementaryHeader else { return nil }
        return BoundarySpec(size: supplementarySize, elementKind: Self.headerElementKind, alignment: .top,
                            offset: CGPoint(x: 0, y: resolvedHeaderTopPadding), extendsBoundary: true,
                            pinToVisibleBounds: appearance.isPlain, zIndex: 1, contentInsets: .zero)
    }

    /// The supplementary footer, when the section has one: full width, of estimated height, at the bottom, zIndex 1.
    public var footer: BoundarySpec? {
        guard hasSupplementaryFooter else { return nil }
        return BoundarySpec(size: supplementarySize, elementKind: Self.footerElementKind, alignment: .bottom,
                            offset: .zero, extendsBoundary: true, pinToVisibleBounds: false, zIndex: 1, contentInsets: .zero)
    }

    /// The row: full width, of estimated height.
    public var rowSize: SizeSpec { SizeSpec(width: .fractionalWidth(1), height: .estimated(rowEstimate)) }

    private var supplementarySize: SizeSpec {
        SizeSpec(width: .fractionalWidth(1), height: .estimated(supplementaryEstimate))
    }

    /// The section with the given heights instead of the list's estimates (a table view's `rowHeight`,
    /// estimated heights and header and footer heights): one row per group, the appearance's insets, the header
    /// and footer when the section has them.
    ///
    /// - Complexity: O(1).
    package func sectionSpec(containerWidth: CGFloat, layoutMargins: NSDirectionalEdgeInsets, rowHeight: DimensionSpec,
                             headerHeight: DimensionSpec, footerHeight: DimensionSpec) -> SectionSpec {
        var spec = sectionSpec(containerWidth: containerWidth, layoutMargins: layoutMargins)
        let rowSize = SizeSpec(width: .fractionalWidth(1), height: rowHeight)
        spec.group.size = rowSize
        spec.group.group?.subitems = [ItemSpec(size: rowSize, contentInsets: .zero, edgeSpacing: .none, supplementaries: [], group: nil)]
        for index in spec.boundaryItems.indices {
            let isHeader = spec.boundaryItems[index].elementKind == Self.headerElementKind
            spec.boundaryItems[index].size = SizeSpec(width: .fractionalWidth(1), height: isHeader ? headerHeight : footerHeight)
        }
        return spec
    }

    /// The section as the layout core solves it: one row per group, the appearance's insets, the header and
    /// footer.
    ///
    /// - Complexity: O(1).
    public func sectionSpec(containerWidth: CGFloat, layoutMargins: NSDirectionalEdgeInsets) -> SectionSpec {
        let row = ItemSpec(size: rowSize, contentInsets: .zero, edgeSpacing: .none, supplementaries: [], group: nil)
        let group = ItemSpec(size: rowSize, contentInsets: .zero, edgeSpacing: .none, supplementaries: [],
                             group: GroupSpec(kind: .horizontal(.fill), subitems: [row], interItemSpacing: nil))
        return SectionSpec(group: group, contentInsets: contentInsets(containerWidth: containerWidth, layoutMargins: layoutMargins),
                           interGroupSpacing: 0, contentInsetsReference: .automatic,
                           supplementaryContentInsetsReference: .automatic, orthogonalScrollingBehavior: .none,
                           boundaryItems: [header, footer].compactMap { $0 }, supplementariesFollowContentInsets: true,
                           decorationItems: [], hasVisibleItemsInvalidationHandler: false)
    }
}
