import CollectionGeometry
import LayoutCore

/// A supplementary view (badge) attached to an item or a group, placed by anchors
/// (UIKit's `NSCollectionLayoutSupplementaryItem`). Its size resolves against its host's frame.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The stacking order (default 1, above cells).
    open var zIndex: Int = 1
    /// The element kind the data source uses to make the view.
    public let elementKind: String
    /// Where the item attaches to its host.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Which point of the supplementary is glued to the container anchor point (`nil`: the same edges).
    public let itemAnchor: NSCollectionLayoutAnchor?

    /// Creates a supplementary item attached to its host at `containerAnchor`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// Creates a supplementary item whose `itemAnchor` point is glued to the host's `containerAnchor` point.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String,
                            containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: Optional(itemAnchor))
    }

    package init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                 itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    package func copySupplementary() -> NSCollectionLayoutSupplementaryItem {
        let copy = NSCollectionLayoutSupplementaryItem(layoutSize: layoutSize, elementKind: elementKind,
                                                       containerAnchor: containerAnchor, itemAnchor: itemAnchor)
        copy.zIndex = zIndex
        copy.contentInsets = contentInsets
        return copy
    }

    package override func copyItem() -> NSCollectionLayoutItem { copySupplementary() }

    package func makeSupplementarySpec() -> SupplementarySpec {
        SupplementarySpec(size: layoutSize.spec, elementKind: elementKind, containerAnchor: containerAnchor.spec,
                          itemAnchor: itemAnchor?.spec, zIndex: zIndex, contentInsets: contentInsets)
    }
}
