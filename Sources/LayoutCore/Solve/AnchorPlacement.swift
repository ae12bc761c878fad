import CollectionGeometry

/// Places an item or group supplementary on its host frame (UIKit's `NSCollectionLayoutAnchor` rules).
package enum AnchorPlacement {
    /// The point of `rect` named by `edges` on each axis: leading/top → min, trailing/bottom → max, neither → middle.
    package static func point(of rect: CGRect, edges: NSDirectionalRectEdge) -> CGPoint {
        let x: CGFloat = edges.contains(.leading) ? rect.minX : (edges.contains(.trailing) ? rect.maxX : rect.midX)
        let y: CGFloat = edges.contains(.top) ? rect.minY : (edges.contains(.bottom) ? rect.maxY : rect.midY)
        return CGPoint(x: x, y: y)
    }

    /// An anchor's offset in points: absolute offsets are points, fractional ones are fractions of the
    /// supplementary's own size (UIKit's "unit offset").
    package static func offset(of anchor: AnchorSpec, size: CGSize) -> CGPoint {
        anchor.isAbsolute ? anchor.offset : CGPoint(x: anchor.offset.x * size.width, y: anchor.offset.y * size.height)
    }

    /// The frame of a supplementary of `size` on `host`: the item-anchor point of the supplementary is
    /// glued to the container-anchor point of the host (plus offsets). Without an item anchor, the
    /// supplementary uses the container's edges, which keeps it inside them by default.
    package static func frame(size: CGSize, host: CGRect, containerAnchor: AnchorSpec, itemAnchor: AnchorSpec?) -> CGRect {
        let hostPoint = point(of: host, edges: containerAnchor.edges)
        let hostOffset = offset(of: containerAnchor, size: size)
        let ownAnchor = itemAnchor ?? AnchorSpec(edges: containerAnchor.edges, offset: .zero, isAbsolute: true)
        let ownPoint = point(of: CGRect(origin: .zero, size: size), edges: ownAnchor.edges)
        let ownOffset = offset(of: ownAnchor, size: size)
        return CGRect(x: hostPoint.x + hostOffset.x - ownPoint.x + ownOffset.x,
                      y: hostPoint.y + hostOffset.y - ownPoint.y + ownOffset.y,
                      width: size.width, height: size.height)
    }
}
