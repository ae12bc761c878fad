extension CGRect {
    /// Whether two standardized rects meet, edges included: Core Graphics' rule for `CGRectIntersectsRect`
    /// (rects that only share an edge have a zero-size intersection, which is not the null rect), and the
    /// answer of Foundation's `intersects(_:)` on every platform, without building the intersection.
    ///
    /// The layout's rect queries use it (`layoutAttributesForElements(in:)` returns elements that touch
    /// the rect, as UIKit's does), per element, so it takes rects that are already standardized.
    ///
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    package func meets(_ other: CGRect) -> Bool {
        origin.x <= other.origin.x + other.size.width && other.origin.x <= origin.x + size.width
            && origin.y <= other.origin.y + other.size.height && other.origin.y <= origin.y + size.height
    }

    /// Whether two rects share some of their area: their open intervals overlap on both axes, so rects that
    /// only touch do **not**, while a zero-size rect strictly inside another does.
    ///
    /// The collection view shows, and prefetches for, only elements that are in view by this rule: of what
    /// a rect query returns, an element that only touches the visible bounds is not on screen.
    ///
    /// - Complexity: O(1).
    @inlinable
    package func sharesArea(with other: CGRect) -> Bool {
        let a = standardized, b = other.standardized
        return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
