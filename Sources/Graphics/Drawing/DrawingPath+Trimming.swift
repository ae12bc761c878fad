import CollectionGeometry

extension DrawingPath {
    /// The path mapped through `transform`.
    ///
    /// - Complexity: O(elements).
    package func applying(_ transform: CGAffineTransform) -> DrawingPath {
        DrawingPath(elements.map { element in
            switch element {
            case .move(let p): .move(to: p.applying(transform))
            case .line(let p): .line(to: p.applying(transform))
            case let .quadCurve(p, c): .quadCurve(to: p.applying(transform), control: c.applying(transform))
            case let .curve(p, c1, c2): .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .close: .close
            }
        })
    }

    /// The part of the path from `start` to `end` (fractions 0…1 of its whole length, over all its subpaths in
    /// order, as Core Animation's `strokeStart` and `strokeEnd` measure it), as polylines: curves are flattened
    /// (8 segments each) and each subpath's piece kept open.
    ///
    /// - Complexity: O(n) in the flattened points.
    package func trimmed(from start: CGFloat, to end: CGFloat) -> DrawingPath {
        var pieces = subpaths.map { subpath -> [CGPoint] in
            subpath.isClosed && subpath.points.count > 1 ? subpath.points + [subpath.points[0]] : subpath.points
        }
        pieces.removeAll { $0.count < 2 }
        func length(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
            let value = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            return value.isFinite ? value : 0
        }
        let total = pieces.reduce(CGFloat(0)) { sum, points in sum + zip(points, points.dropFirst()).reduce(0) { $0 + length($1.0, $1.1) } }
        guard total > 0 else { return DrawingPath() }
        let from = start * total, to = end * total
        var elements: [Element] = []
        var travelled: CGFloat = 0
        for points in pieces {
            var isDrawing = false
            for (a, b) in zip(points, points.dropFirst()) {
                let segment = length(a, b)
                let segmentStart = travelled, segmentEnd = travelled + segment
                travelled = segmentEnd
                guard segment > 0, segmentEnd > from, segmentStart < to else { continue }
                func point(_ distance: CGFloat) -> CGPoint {
                    let t = (distance - segmentStart) / segment
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if !isDrawing {
                    elements.append(.move(to: segmentStart >= from ? a : point(from)))
                    isDrawing = true
                }
                elements.append(.line(to: segmentEnd <= to ? b : point(to)))
            }
        }
        return DrawingPath(elements)
    }
}
