import CollectionGeometry

/// One laid-out element as a value: what `UICollectionViewLayoutAttributes` carries, without a heap
/// object (for tools and scroll engines that query often; see
/// `UICollectionViewCompositionalLayout.forEachElement(in:_:)`).
public struct LayoutElement: Hashable, Sendable, Codable {
    // The frame is stored first, at the start of the value: rect queries write it per element and hand the
    // value on, and a copy then reads it in the same 16-byte halves it was written in (a read straddling
    // two writes stalls; measured about a third of an enumeration of 1M frames). Encoding names the fields,
    // so their order in storage does not show in the JSON.

    /// The element's frame in content coordinates.
    public var frame: CGRect
    /// The element's section.
    public var section: Int
    /// The element's item within its section (0 for section-level elements).
    public var item: Int
    /// The element kind of a supplementary or decoration view; nil for cells.
    public var elementKind: String?
    /// The element's stacking order.
    public var zIndex: Int
    /// The element's opacity, 0 to 1 (what a visible-items handler or a delegate set; 1 from the layout).
    public var alpha: CGFloat = 1
    /// Whether the element is a cell, a supplementary view or a decoration view.
    public var category: Category
    /// Whether the element is hidden.
    public var isHidden = false
    /// The element's index path, `[section, item]`.
    public var indexPath: IndexPath { IndexPath(item: item, section: section) }

    /// Creates an element value.
    public init(category: Category, elementKind: String?, indexPath: IndexPath, frame: CGRect, zIndex: Int) {
        self.init(category: category, elementKind: elementKind, section: indexPath.section, item: indexPath.item,
                  frame: frame, zIndex: zIndex)
    }

    /// Creates an element value from its section and item (no index path is built until asked for).
    public init(category: Category, elementKind: String? = nil, section: Int, item: Int, frame: CGRect, zIndex: Int = 0,
                alpha: CGFloat = 1, isHidden: Bool = false) {
        self.category = category
        self.elementKind = elementKind
        self.section = section
        self.item = item
        self.frame = frame
        self.zIndex = zIndex
        self.alpha = alpha
        self.isHidden = isHidden
    }
}
