import Foundation

/// Fills glyph outlines into a ``RasterImage`` with anti-aliasing (beyond UIKit, where Core Graphics draws text).
///
/// The outline's quadratic curves are flattened into line segments; each pixel row is sampled on four
/// sub-scanlines, where the non-zero winding rule gives the covered spans with exact horizontal extents; a
/// pixel's coverage (the covered fraction of its samples) is its paint's opacity. Deterministic: the same
/// outline at the same place gives the same pixels on every machine.
package struct OutlineRasterizer {
    /// Sub-scanlines per pixel row.
    package static let samplesPerRow = 4

    /// A line segment in pixels, from (x0, y0) to (x1, y1).
    private struct Edge {
        var x0: Double, y0: Double, x1: Double, y1: Double
    }

    private var edges: [Edge] = []

    /// An empty rasterizer.
    package init() {}

    /// Adds `contours` (font units, y up), mapped to pixels: x ↦ originX + x · scaleX, y ↦ originY − y · scaleY.
    package mutating func add(_ contours: [[TrueTypeFont.Point]], originX: Double, originY: Double, scaleX: Double, scaleY: Double) {
        func map(_ x: Double, _ y: Double) -> (Double, Double) { (originX + x * scaleX, originY - y * scaleY) }
        // Curves are split finer the larger the glyph: about one segment per two pixels of em, 2…16.
        // Clamped in Double before it becomes an Int, so a huge or non-finite scale cannot trap.
        let wanted = (scaleY * 1000 / 64).rounded(.up)
        let steps = wanted.isFinite ? Int(max(2, min(16, wanted))) : (wanted > 0 ? 16 : 2)
        for contour in contours where contour.count >= 2 {
            // Start at an on-curve point, or between the first two control points when there is none.
            let startIndex = contour.firstIndex(where: \.isOnCurve)
            let start: (Double, Double)
            var order: [TrueTypeFont.Point]
            if let startIndex {
                start = (contour[startIndex].x, contour[startIndex].y)
                order = Array(contour[(startIndex + 1)...] + contour[..<startIndex])
            } else {
                start = ((contour[0].x + contour[1].x) / 2, (contour[0].y + contour[1].y) / 2)
                order = Array(contour[1...] + contour[..<1])
            }
            order.append(TrueTypeFont.Point(x: start.0, y: start.1, isOnCurve: true))
            var current = start
            var index = 0
            while index < order.count {
                let point = order[index]
                if point.isOnCurve {
                    line(map(current.0, current.1), map(point.x, point.y))
                    current = (point.x, point.y)
                    index += 1
                    continue
                }
                // A control point: the curve ends at the next on-curve point, or midway to the next control point.
                let next = index + 1 < order.count ? order[index + 1] : order[0]
                let end = next.isOnCurve ? (next.x, next.y) : ((point.x + next.x) / 2, (point.y + next.y) / 2)
                var previous = map(current.0, current.1)
                for step in 1...steps {
                    let t = Double(step) / Double(steps), u = 1 - t
                    let x = u * u * current.0 + 2 * u * t * point.x + t * t * end.0
                    let y = u * u * current.1 + 2 * u * t * point.y + t * t * end.1
                    let mapped = map(x, y)
                    line(previous, mapped)
                    previous = mapped
                }
                current = end
                index += next.isOnCurve ? 2 : 1
            }
        }
    }

    /// Adds a closed polygon, its corners in pixels.
    package mutating func add(polygon points: [(Double, Double)]) {
        guard points.count >= 3 else { return }
        for index in points.indices { line(points[index], points[(index + 1) % points.count]) }
    }

    private mutating func line(_ from: (Double, Double), _ to: (Double, Double)) {
        guard from.1 != to.1, from.0.isFinite, from.1.isFinite, to.0.isFinite, to.1.isFinite else { return }
        edges.append(Edge(x0: from.0, y0: from.1, x1: to.0, y1: to.1))
    }

    /// Paints the added outlines into `image` in `color` at `opacity`, only inside `clip` (the image when nil).
    /// Not `antialiased`, a pixel is painted wholly when its centre lies inside the outlines and not at all
    /// otherwise (one sample a pixel, as ``RasterImage/fill(_:with:opacity:)`` paints rectangles).
    /// - Complexity: O(rows · samples · (edges + pixels in the outline's box)).
    package func fill(into image: inout RasterImage, color: RGBColor, opacity: Double, clip: CGRect?, antialiased: Bool = true) {
        guard !edges.isEmpty, opacity > 0 else { return }
        var bounds = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        if let clip { bounds = bounds.intersection(clip.standardized) }
        guard !bounds.isNull, !bounds.isEmpty else { return }
        // The outline's box intersected with the image's (or clip's) in Double, then converted: edges may lie
        // far outside any Int (a huge font size or place), the intersection never does.
        let low = (x: max(Double(bounds.minX), edges.map { min($0.x0, $0.x1) }.min() ?? 0).rounded(.down),
                   y: max(Double(bounds.minY), edges.map { min($0.y0, $0.y1) }.min() ?? 0).rounded(.down))
        let high = (x: min(Double(bounds.maxX), edges.map { max($0.x0, $0.x1) }.max() ?? 0).rounded(.up),
                    y: min(Double(bounds.maxY), edges.map { max($0.y0, $0.y1) }.max() ?? 0).rounded(.up))
        guard low.x.isFinite, low.y.isFinite, high.x.isFinite, high.y.isFinite, high.x > low.x, high.y > low.y else { return }
        let minX = Int(low.x), maxX = Int(high.x), minY = Int(low.y), maxY = Int(high.y)
        var coverage = [Double](repeating: 0, count: maxX - minX)
        var crossings: [(x: Double, winding: Int)] = []
        let samples = antialiased ? Self.samplesPerRow : 1
        for row in minY..<maxY {
            for index in coverage.indices { coverage[index] = 0 }
            for sample in 0..<samples {
                let y = Double(row) + (Double(sample) + 0.5) / Double(samples)
                crossings.removeAll(keepingCapacity: true)
                for edge in edges {
                    let low = min(edge.y0, edge.y1), high = max(edge.y0, edge.y1)
                    // Half-open in y, so a vertex shared by two edges counts once.
                    guard y >= low, y < high else { continue }
                    let x = edge.x0 + (y - edge.y0) / (edge.y1 - edge.y0) * (edge.x1 - edge.x0)
                    crossings.append((x, edge.y1 > edge.y0 ? 1 : -1))
                }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for (index, crossing) in crossings.enumerated() {
                    winding += crossing.winding
                    guard winding != 0, index + 1 < crossings.count else { continue }
                    let from = max(Double(minX), crossing.x), to = min(Double(maxX), crossings[index + 1].x)
                    guard to > from else { continue }
                    if !antialiased {
                        // The columns whose centres lie in [from, to).
                        for column in RasterImage.covered(from, to, limit: maxX) where column >= minX { coverage[column - minX] = 1 }
                        continue
                    }
                    var column = Int(from.rounded(.down))
                    while Double(column) < to, column < maxX {
                        let overlap = min(to, Double(column + 1)) - max(from, Double(column))
                        if overlap > 0 { coverage[column - minX] += overlap / Double(samples) }
                        column += 1
                    }
                }
            }
            for (index, amount) in coverage.enumerated() where amount > 0.001 {
                image.fill(CGRect(x: minX + index, y: row, width: 1, height: 1), with: color, opacity: opacity * min(1, amount))
            }
        }
    }
}
