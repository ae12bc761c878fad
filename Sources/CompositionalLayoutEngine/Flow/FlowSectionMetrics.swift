import CollectionGeometry
import LayoutCore
import CollectionViewHost

/// One section's measures as a flow layout reads them: from its collection view's delegate when it adopts
/// ``UICollectionViewDelegateFlowLayout``, else from the layout's properties.
@MainActor
struct FlowSectionMetrics {
    var itemSize: CGSize
    /// Whether the sizes are estimates the cells replace by sizing themselves (``UICollectionViewFlowLayout/estimatedItemSize``).
    var estimatesItemSizes: Bool
    /// Each item's size, when the delegate gives them.
    var itemSizes: [CGSize]?
    var inset: UIEdgeInsets
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
    var headerSize: CGSize
    var footerSize: CGSize

    /// Reads section `section` of `layout`'s collection view.
    ///
    /// - Complexity: O(items) delegate calls when the delegate adopts the flow protocol, else O(1).
    init(layout: UICollectionViewFlowLayout, section: Int, itemCount: Int) {
        // An estimate of `automaticSize` names no size: the item size stands in until the cells are measured.
        let estimate = layout.estimatedItemSize
        estimatesItemSizes = estimate != .zero
        itemSize = estimate == .zero || estimate == UICollectionViewFlowLayout.automaticSize ? layout.itemSize : estimate
        inset = layout.sectionInset
        lineSpacing = layout.minimumLineSpacing
        interitemSpacing = layout.minimumInteritemSpacing
        headerSize = layout.headerReferenceSize
        footerSize = layout.footerReferenceSize
        guard let collectionView = layout.collectionView,
              let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout else { return }
        if !estimatesItemSizes {
            itemSizes = (0..<max(itemCount, 0)).map {
                delegate.collectionView(collectionView, layout: layout, sizeForItemAt: IndexPath(item: $0, section: section))
            }
        }
        inset = delegate.collectionView(collectionView, layout: layout, insetForSectionAt: section)
        lineSpacing = delegate.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section)
        interitemSpacing = delegate.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
        headerSize = delegate.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section)
        footerSize = delegate.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section)
    }

    /// The section as the layout core's flow section: the items in lines, the inset as its content insets, the line
    /// spacing between its lines, and the header and footer as boundary items spanning the collection view across
    /// the scroll direction, outside the inset.
    func section(scrollDirection: UICollectionView.ScrollDirection, insetReference: UICollectionViewFlowLayout.SectionInsetReference,
                 pinsHeader: Bool, pinsFooter: Bool) -> NSCollectionLayoutSection {
        // The group is not used by a flow section; it only has to be valid.
        let placeholder = NSCollectionLayoutSize(widthDimension: .absolute(1), heightDimension: .absolute(1))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: placeholder,
                                                                   subitems: [NSCollectionLayoutItem(layoutSize: placeholder)]))
        section.flowSpec = FlowSpec(itemSize: itemSize, itemSizes: itemSizes, minimumInteritemSpacing: interitemSpacing,
                                    estimatesItemSizes: estimatesItemSizes)
        // The flow layout mirrors itself in a right-to-left layout: its left inset is the leading one.
        section.contentInsets = NSDirectionalEdgeInsets(top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right)
        section.interGroupSpacing = lineSpacing
        section.contentInsetsReference = insetReference.contentInsetsReference
        section.supplementaryContentInsetsReference = .none
        section.supplementariesFollowContentInsets = false
        let vertical = scrollDirection == .vertical
        var items: [NSCollectionLayoutBoundarySupplementaryItem] = []
        func boundary(_ size: CGSize, kind: String, alignment: NSRectAlignment, pins: Bool) {
            let length = vertical ? size.height : size.width
            guard length.isFinite, length > 0 else { return }
            let layoutSize = vertical
                ? NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(length))
                : NSCollectionLayoutSize(widthDimension: .absolute(length), heightDimension: .fractionalHeight(1))
            let item = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: layoutSize, elementKind: kind, alignment: alignment)
            item.pinToVisibleBounds = pins
            items.append(item)
        }
        boundary(headerSize, kind: UICollectionView.elementKindSectionHeader, alignment: vertical ? .top : .leading, pins: pinsHeader)
        boundary(footerSize, kind: UICollectionView.elementKindSectionFooter, alignment: vertical ? .bottom : .trailing, pins: pinsFooter)
        section.boundarySupplementaryItems = items
        return section
    }
}
