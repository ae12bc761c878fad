import CollectionGeometry
import CollectionViewHost

extension NSCollectionLayoutSection {
    /// A list section: full-width rows of estimated height, with the configuration's header, footer and
    /// appearance insets (iOS 14).
    ///
    /// The section's space above (``UICollectionLayoutListConfiguration/resolvedHeaderTopPadding``) sits
    /// above its header, or above its first row when it has no supplementary header. Inset-grouped lists
    /// align their sides with the collection view's layout margins (`directionalLayoutMargins`), kept at least
    /// at the system minimum margins of a view controller's root view (16 pt, or 20 pt on views 414 pt and
    /// wider); sidebars inset their rows 10 pt. Plain and plain-sidebar lists pin their
    /// supplementary headers (UIKit documentation).
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(ListMetrics.rowEstimate))
        let item = NSCollectionLayoutItem(layoutSize: rowSize)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let width = layoutEnvironment.container.effectiveContentSize.width
        let topPadding = configuration.resolvedHeaderTopPadding
        var insets = NSDirectionalEdgeInsets(top: topPadding, leading: 0, bottom: 0, trailing: 0)
        switch configuration.appearance {
        case .plain, .sidebarPlain, .grouped:
            break
        case .insetGrouped:
            // The environment of a compositional layout carries its view's margins; another environment
            // (built by hand) has none, and the system minimum applies.
            let margins = (layoutEnvironment as? LayoutEnvironment)?.layoutMargins ?? .zero
            insets.leading = ListMetrics.insetGroupedSideInset(layoutMargin: margins.leading, width: width)
            insets.trailing = ListMetrics.insetGroupedSideInset(layoutMargin: margins.trailing, width: width)
        case .sidebar:
            insets.leading = ListMetrics.sidebarInset
            insets.trailing = ListMetrics.sidebarInset
        }
        section.contentInsets = insets
        let estimate = configuration.isPlainAppearance ? ListMetrics.plainHeaderEstimate : ListMetrics.groupedHeaderEstimate
        let boundarySize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimate))
        var boundaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            // The header stacks at the section's start and the section's top inset lies between it and
            // the rows; moving the header down by the same amount puts the padding above the header
            // instead, while the rows still start below both.
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: boundarySize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top,
                absoluteOffset: CGPoint(x: 0, y: topPadding))
            header.pinToVisibleBounds = configuration.isPlainAppearance
            boundaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            boundaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: boundarySize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundaryItems
        section.listConfiguration = configuration
        return section
    }
}
