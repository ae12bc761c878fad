import CollectionGeometry
import LayoutCore

/// Where a supplementary item attaches to its host: a set of edges plus an absolute or fractional offset
/// (UIKit's `NSCollectionLayoutAnchor`). By default the item sits inside the named edges.
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor {
    /// The edges the item attaches to; two adjacent edges name a corner, none centres on that axis.
    public let edges: NSDirectionalRectEdge
    /// The offset: points for an absolute offset, fractions of the supplementary's own size for a fractional one.
    public let offset: CGPoint
    /// Whether ``offset`` is in points.
    public let isAbsoluteOffset: Bool
    /// Whether ``offset`` is a fraction of the supplementary's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    /// Creates an anchor at `edges` with no offset.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, absoluteOffset: .zero)
    }

    /// Creates an anchor at `edges` offset by a number of points.
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        self.offset = absoluteOffset
        self.isAbsoluteOffset = true
    }

    /// Creates an anchor at `edges` offset by fractions of the supplementary's own width and height.
    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        self.offset = fractionalOffset
        self.isAbsoluteOffset = false
    }

    package var spec: AnchorSpec { AnchorSpec(edges: edges, offset: offset, isAbsolute: isAbsoluteOffset) }
}
