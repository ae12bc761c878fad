import CollectionGeometry
import LayoutCore
import CollectionViewHost

extension NSCollectionLayoutSection {
    /// A flow section: items in lines, as a ``UICollectionViewFlowLayout`` with the configuration's properties lays
    /// out each of its sections (beyond UIKit: UIKit has flow sections only in a flow layout).
    ///
    /// The section's inset becomes its content insets, measured from the configuration's
    /// ``UICollectionLayoutFlowConfiguration/sectionInsetReference``; its line spacing the space between its lines;
    /// a header or footer of some length along the scroll direction becomes a boundary supplementary item of that
    /// length spanning the section across it (what the inset is measured from: the view, or its safe area or
    /// margins), outside the inset, of the kinds `UICollectionView.elementKindSectionHeader`
    /// and `…Footer`. The scroll direction is the layout's, read from the environment of the compositional layout
    /// asking (an environment made by hand is taken as vertical).
    public static func flow(using configuration: UICollectionLayoutFlowConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let direction = (layoutEnvironment as? LayoutEnvironment)?.scrollDirection ?? .vertical
        return flow(configuration.sectionSpec, scrollAxis: direction == .vertical ? .vertical : .horizontal)
    }

    /// The section of a flow description in a layout scrolling along `scrollAxis`: the objects of what
    /// ``LayoutCore/FlowSectionSpec/sectionSpec(scrollAxis:)`` describes, which layout documents solve directly.
    package static func flow(_ description: FlowSectionSpec, scrollAxis: ScrollAxis) -> NSCollectionLayoutSection {
        // The group is not used by a flow section; it only has to be valid.
        let placeholder = NSCollectionLayoutSize(widthDimension: NSCollectionLayoutDimension(spec: FlowSectionSpec.placeholderSize.width),
                                                 heightDimension: NSCollectionLayoutDimension(spec: FlowSectionSpec.placeholderSize.height))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: placeholder,
                                                                   subitems: [NSCollectionLayoutItem(layoutSize: placeholder)]))
        section.flowSpec = description.flow
        section.contentInsets = description.sectionInset
        section.interGroupSpacing = description.minimumLineSpacing
        section.contentInsetsReference = description.sectionInsetReference
        section.supplementaryContentInsetsReference = .none
        section.supplementariesFollowContentInsets = false
        section.boundarySupplementaryItems = description.boundaryItems(scrollAxis: scrollAxis).map { spec in
            let size = NSCollectionLayoutSize(widthDimension: NSCollectionLayoutDimension(spec: spec.size.width),
                                              heightDimension: NSCollectionLayoutDimension(spec: spec.size.height))
            let item = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: spec.elementKind,
                                                                   alignment: spec.alignment, absoluteOffset: spec.offset)
            item.pinToVisibleBounds = spec.pinToVisibleBounds
            item.zIndex = spec.zIndex
            return item
        }
        return section
    }
}
