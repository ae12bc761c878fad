import CollectionGeometry
import CollectionViewHost
import LayoutCore

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
        // The numbers come from the layout core's list description, which layout documents lower through too.
        let list = configuration.sectionSpec
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(list.rowEstimate))
        let item = NSCollectionLayoutItem(layoutSize: rowSize)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        // The environment of a compositional layout carries its view's margins; another environment (built by
        // hand) has none, and the system minimum applies.
        let margins = (layoutEnvironment as? LayoutEnvironment)?.layoutMargins ?? .zero
        section.contentInsets = list.contentInsets(containerWidth: layoutEnvironment.container.effectiveContentSize.width,
                                                   layoutMargins: margins)
        section.boundarySupplementaryItems = [list.header, list.footer].compactMap { $0 }.map { spec in
            let item = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                   heightDimension: .estimated(list.supplementaryEstimate)),
                elementKind: spec.elementKind, alignment: spec.alignment, absoluteOffset: spec.offset)
            item.pinToVisibleBounds = spec.pinToVisibleBounds
            return item
        }
        section.listConfiguration = configuration
        return section
    }
}
