import CollectionGeometry

extension UISegmentedControl {
    /// Where each segment lies in `bounds`, in order, left to right (right to left in a right-to-left layout).
    /// Beyond UIKit, which lays its segments out the same way without saying where.
    ///
    /// Segments with a width of their own keep it; the automatically sized ones share what is left of the bounds'
    /// width in proportion to their natural widths (see `UISegmentedControl+Sizing.swift`: equal shares unless
    /// ``apportionsSegmentWidthsByContent``), never below 0. Bounds that are not finite lay the segments out at
    /// their natural widths.
    ///
    /// - Complexity: O(n) for n segments, plus measuring their titles.
    public func segmentRects(forBounds bounds: CGRect) -> [CGRect] {
        var widths = segmentWidths
        let automatic = segments.indices.filter { segments[$0].width == 0 }
        let automaticTotal = automatic.reduce(CGFloat(0)) { $0 + widths[$1] }
        let extra = bounds.width - widths.reduce(0, +)
        if bounds.width.isFinite, !automatic.isEmpty, extra != 0 {
            for index in automatic {
                let share = automaticTotal > 0 ? widths[index] / automaticTotal : 1 / CGFloat(automatic.count)
                widths[index] = max(0, widths[index] + extra * share)
            }
        }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let minX = bounds.minX.isFinite ? bounds.minX : 0
        let total = widths.reduce(0, +)
        var x = rightToLeft ? minX + total : minX
        return widths.map { width in
            defer { x += rightToLeft ? -width : width }
            return CGRect(x: rightToLeft ? x - width : x, y: bounds.minY.isFinite ? bounds.minY : 0, width: width,
                          height: bounds.height.isFinite ? bounds.height : Self.controlHeight)
        }
    }
}
