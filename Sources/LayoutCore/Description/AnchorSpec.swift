import CollectionGeometry

/// Where a supplementary item attaches to its container, as a value (what `NSCollectionLayoutAnchor` describes).
public struct AnchorSpec: Hashable, Sendable, Codable {
    /// The edges of the container the element attaches to.
    public var edges: NSDirectionalRectEdge
    /// The offset from the anchor point: points when `isAbsolute`, else fractions of the element's size.
    public var offset: CGPoint
    /// Whether `offset` is in points (otherwise fractional).
    public var isAbsolute: Bool

    /// Creates an anchor.
    public init(edges: NSDirectionalRectEdge, offset: CGPoint, isAbsolute: Bool) {
        self.edges = edges
        self.offset = offset
        self.isAbsolute = isAbsolute
    }
}
