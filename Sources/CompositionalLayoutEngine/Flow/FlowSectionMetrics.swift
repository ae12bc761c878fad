import CollectionGeometry
import LayoutCore
import CollectionViewHost

/// One section's measures as a flow layout reads them: from its collection view's delegate when it adopts
/// ``UICollectionViewDelegateFlowLayout``, else from the layout's properties — as the flow configuration
/// (``UICollectionLayoutFlowConfiguration``) the section is made from, so a flow layout's sections and a
/// compositional layout's flow sections lower alike.
@MainActor
struct FlowSectionMetrics {
    /// The section's configuration: the layout's properties, with the delegate's answers in their place.
    var configuration: UICollectionLayoutFlowConfiguration

    /// Reads section `section` of `layout`'s collection view.
    ///
    /// - Complexity: O(items) delegate calls when the delegate adopts the flow protocol, else O(1).
    init(layout: UICollectionViewFlowLayout, section: Int, itemCount: Int) {
        configuration = UICollectionLayoutFlowConfiguration()
        configuration.itemSize = layout.itemSize
        configuration.estimatedItemSize = layout.estimatedItemSize
        configuration.sectionInset = layout.sectionInset
        configuration.minimumLineSpacing = layout.minimumLineSpacing
        configuration.minimumInteritemSpacing = layout.minimumInteritemSpacing
        configuration.headerReferenceSize = layout.headerReferenceSize
        configuration.footerReferenceSize = layout.footerReferenceSize
        configuration.sectionInsetReference = layout.sectionInsetReference
        configuration.sectionHeadersPinToVisibleBounds = layout.sectionHeadersPinToVisibleBounds
        configuration.sectionFootersPinToVisibleBounds = layout.sectionFootersPinToVisibleBounds
        guard let collectionView = layout.collectionView,
              let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout else { return }
        // Estimated sizes are not asked for: the cells size themselves.
        if configuration.estimatedItemSize == .zero {
            // One size per item: the configuration's repeating sizes then give item i the delegate's size for i.
            configuration.itemSizes = (0..<max(itemCount, 0)).map {
                delegate.collectionView(collectionView, layout: layout, sizeForItemAt: IndexPath(item: $0, section: section))
            }
        }
        configuration.sectionInset = delegate.collectionView(collectionView, layout: layout, insetForSectionAt: section)
        configuration.minimumLineSpacing = delegate.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section)
        configuration.minimumInteritemSpacing = delegate.collectionView(collectionView, layout: layout,
                                                                        minimumInteritemSpacingForSectionAt: section)
        configuration.headerReferenceSize = delegate.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section)
        configuration.footerReferenceSize = delegate.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section)
    }

    /// The section as the layout core's flow section (``LayoutCore/FlowSectionSpec``): the items in lines, the
    /// inset as its content insets, the line spacing between its lines, and the header and footer as boundary
    /// items spanning the collection view across the scroll direction, outside the inset.
    func section(scrollDirection: UICollectionView.ScrollDirection) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection.flow(configuration.sectionSpec, scrollAxis: scrollDirection == .vertical ? .vertical : .horizontal)
    }
}
