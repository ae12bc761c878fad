import CollectionGeometry

/// One laid-out element as a value: what `UICollectionViewLayoutAttributes` carries, without a heap
/// object (for tools and scroll engines that query often; see
/// `UICollectionViewCompositionalLayout.forEachElement(in:_:)`).
public struct LayoutElement: Hashable, Sendable, Codable {
    /// Whether the element is a cell, a supplementary view or a decoration view.
    public var category: Category
    /// The element kind of a supplementary or decoration view; nil for cells.
    public var elementKind: String?
    /// The element's section.
    public var section: Int
    /// The element's item within its section (0 for section-level elements).
    public var item: Int
    /// The element's index path, `[section, item]`.
    public var indexPath: IndexPath { IndexPath(item: item, section: section) }
    /// The element's frame in content coordinates.
    public var frame: CGRect
    /// The element's stacking order.
    public var zIndex: Int

    /// Creates an element value.
    public init(category: Category, elementKind: String?, indexPath: IndexPath, frame: CGRect, zIndex: Int) {
        self.init(category: category, elementKind: elementKind, section: indexPath.section, item: indexPath.item,
                  frame: frame, zIndex: zIndex)
    }

    /// Creates an element value from its section and item (no index path is built until asked for).
    public init(category: Category, elementKind: String?, section: Int, item: Int, frame: CGRect, zIndex: Int) {
        self.category = category
        self.elementKind = elementKind
        self.section = section
        self.item = item
        self.frame = frame
        self.zIndex = zIndex
    }
}
