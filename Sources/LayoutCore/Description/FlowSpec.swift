import CollectionGeometry

/// The description of a flow section (what `UICollectionViewFlowLayout` lays out for one section): items of
/// their own sizes placed in lines across the section, a line broken where the next item no longer fits, as
/// ``FlowLines`` describes. The space between lines is the section's `interGroupSpacing` (the flow layout's
/// `minimumLineSpacing`); the section's `group` is not used.
public struct FlowSpec: Sendable, Hashable, Codable {
    /// The size of every item, unless ``itemSizes`` gives each its own (the flow layout's `itemSize`).
    public var itemSize: CGSize
    /// Each item's size, by item (the delegate's `collectionView(_:layout:sizeForItemAt:)`); items past its end
    /// take ``itemSize``, unless ``repeatsItemSizes`` makes the sizes repeat.
    public var itemSizes: [CGSize]?
    /// Whether ``itemSizes`` repeats over the items: item `i` takes `itemSizes[i % itemSizes.count]` (a layout
    /// document's repeating sizes, which need no item count). Default `false`.
    public var repeatsItemSizes: Bool
    /// The least space between two items of a line (the flow layout's `minimumInteritemSpacing`).
    public var minimumInteritemSpacing: CGFloat
    /// Whether the sizes are estimates the items replace with their measured sizes, on both axes (the flow
    /// layout's `estimatedItemSize`); measured items take their measured sizes at the next solve.
    public var estimatesItemSizes: Bool

    /// Creates a flow description.
    public init(itemSize: CGSize, itemSizes: [CGSize]? = nil, repeatsItemSizes: Bool = false, minimumInteritemSpacing: CGFloat,
                estimatesItemSizes: Bool = false) {
        self.itemSize = itemSize
        self.itemSizes = itemSizes
        self.repeatsItemSizes = repeatsItemSizes
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.estimatesItemSizes = estimatesItemSizes
    }

    private enum CodingKeys: String, CodingKey {
        case itemSize, itemSizes, repeatsItemSizes, minimumInteritemSpacing, estimatesItemSizes
    }

    /// Decodes a flow description; a missing `estimatesItemSizes` or `repeatsItemSizes` reads as `false`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        itemSize = try container.decode(CGSize.self, forKey: .itemSize)
        itemSizes = try container.decodeIfPresent([CGSize].self, forKey: .itemSizes)
        repeatsItemSizes = try container.decodeIfPresent(Bool.self, forKey: .repeatsItemSizes) ?? false
        minimumInteritemSpacing = try container.decode(CGFloat.self, forKey: .minimumInteritemSpacing)
        estimatesItemSizes = try container.decodeIfPresent(Bool.self, forKey: .estimatesItemSizes) ?? false
    }

    /// The size of item `item`.
    package func size(ofItem item: Int) -> CGSize {
        guard let itemSizes, item >= 0, !itemSizes.isEmpty else { return itemSize }
        if repeatsItemSizes { return itemSizes[item % itemSizes.count] }
        return item < itemSizes.count ? itemSizes[item] : itemSize
    }
}
