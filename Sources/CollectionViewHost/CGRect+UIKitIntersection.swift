import CollectionGeometry

extension CGRect {
    /// Whether two rects overlap by Core Graphics' rule (`CGRectIntersectsRect` on Apple platforms): the
    /// open intervals overlap on both axes, so rects that only share an edge do **not** intersect, while a
    /// zero-size rect strictly inside another does.
    ///
    /// swift-corelibs-foundation's `CGRect.intersects(_:)` on Linux answers `true` for rects that only
    /// touch (its intersection is a zero-height rect), which would realize one extra row at each edge of
    /// the visible rect; the collection view uses this rule instead.
    ///
    /// - Complexity: O(1).
    package func overlapsByCoreGraphicsRule(_ other: CGRect) -> Bool {
        let a = standardized
        let b = other.standardized
        return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
