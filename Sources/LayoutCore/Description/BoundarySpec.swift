import CollectionGeometry

/// A section or global boundary item (header, footer, side item), as a value (what
/// `NSCollectionLayoutBoundarySupplementaryItem` describes).
public struct BoundarySpec: Hashable, Sendable, Codable {
    /// Its size.
    public var size: SizeSpec
    /// The element kind it is dequeued by.
    public var elementKind: String
    /// Where it sits around the section (or the whole layout).
    public var alignment: NSRectAlignment
    /// A further offset in points.
    public var offset: CGPoint
    /// Whether it makes the section larger (rather than overlapping the content).
    public var extendsBoundary: Bool
    /// Whether it stays in view while its host is visible.
    public var pinToVisibleBounds: Bool
    /// Its stacking order.
    public var zIndex: Int
    /// Insets taken off its box.
    public var contentInsets: NSDirectionalEdgeInsets

    /// Creates a boundary item.
    public init(size: SizeSpec, elementKind: String, alignment: NSRectAlignment, offset: CGPoint, extendsBoundary: Bool, pinToVisibleBounds: Bool, zIndex: Int, contentInsets: NSDirectionalEdgeInsets) {
        self.size = size
        self.elementKind = elementKind
        self.alignment = alignment
        self.offset = offset
        self.extendsBoundary = extendsBoundary
        self.pinToVisibleBounds = pinToVisibleBounds
        self.zIndex = zIndex
        self.contentInsets = contentInsets
    }
}
