import CollectionGeometry

/// The value-type form of an anchor.
package struct AnchorSpec: Hashable, Sendable {
    package var edges: NSDirectionalRectEdge
    package var offset: CGPoint
    package var isAbsolute: Bool

    package init(edges: NSDirectionalRectEdge, offset: CGPoint, isAbsolute: Bool) {
        self.edges = edges
        self.offset = offset
        self.isAbsolute = isAbsolute
    }
}
