import CollectionGeometry

/// The description of a flow section (what `UICollectionViewFlowLayout` lays out for one section): items of
/// their own sizes placed in lines across the section, a line broken where the next item no longer fits, as
/// ``FlowLines`` describes. The space between lines is the section's `interGroupSpacing` (the flow layout's
/// `minimumLineSpacing`); the section's `group` is not used.
public struct FlowSpec: Sendable, Hashable, Codable {
    /// The size of every item, unless ``itemSizes`` gives each its own (the flow layout's `itemSize`).
    public var itemSize: CGSize
    /// Each item's size, by item (the delegate's `collectionView(_:layout:sizeForItemAt:)`); items past its end
    /// take ``itemSize``.
    public var itemSizes: [CGSize]?
    /// The least space between two items of a line (the flow layout's `minimumInteritemSpacing`).
    public var minimumInteritemSpacing: CGFloat

    /// Creates a flow description.
    public init(itemSize: CGSize, itemSizes: [CGSize]? = nil, minimumInteritemSpacing: CGFloat) {
        self.itemSize = itemSize
        self.itemSizes = itemSizes
        self.minimumInteritemSpacing = minimumInteritemSpacing
    }

    /// The size of item `item`.
    package func size(ofItem item: Int) -> CGSize {
        if let itemSizes, item >= 0, item < itemSizes.count { return itemSizes[item] }
        return itemSize
    }
}
