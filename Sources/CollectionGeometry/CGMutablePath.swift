import Foundation

/// A path that can be added to (Core Graphics' `CGMutablePath`). Points are taken as they are given (moved by an
/// optional transform); elements that need a current point start a subpath at the origin when the path has none,
/// and points that are not finite are ignored.
open class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public override init() {
        super.init()
    }

    /// A path of `elements`.
    override init(elements: [Element]) {
        super.init(elements: elements)
    }

    /// Whether an element was added since the last move (a curve or line needs a current point).
    private var hasCurrentPoint: Bool {
        guard let last = elements.last else { return false }
        return last.type != .closeSubpath
    }

    private func append(_ type: CGPathElementType, _ points: [CGPoint], _ transform: CGAffineTransform) {
        guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        if type != .moveToPoint, !hasCurrentPoint {
            // Core Graphics starts the subpath where the last one started (or at the origin).
            elements.append(Element(type: .moveToPoint, points: [currentPoint]))
        }
        elements.append(Element(type: type, points: points.map { $0.applying(transform) }))
    }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.moveToPoint, [point], transform)
    }

    /// Adds a line to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.addLineToPoint, [point], transform)
    }

    /// Adds lines through `points`, the first a move.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Adds a quadratic Bézier curve to `end` with `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        append(.addQuadCurveToPoint, [control, end], transform)
    }

    /// Adds a cubic Bézier curve to `end` with `control1` and `control2`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        append(.addCurveToPoint, [control1, control2, end], transform)
    }

    /// Closes the subpath with a line to its start.
    public func closeSubpath() {
        guard hasCurrentPoint else { return }
        elements.append(Element(type: .closeSubpath, points: []))
    }

    /// Adds `rect` as a closed subpath: from its minimum corner along the x axis first.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        move(to: CGPoint(x: rect.minX, y: rect.minY), transform: transform)
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY), transform: transform)
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY), transform: transform)
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY), transform: transform)
        closeSubpath()
    }

    /// Adds each of `rects`.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath of four cubic curves, from the middle of its maximum-x
    /// edge, towards increasing y first.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let rx = rect.width / 2, ry = rect.height / 2
        let center = CGPoint(x: rect.midX, y: rect.midY)
        move(to: CGPoint(x: center.x + rx, y: center.y), transform: transform)
        appendArc(center: center, radiusX: rx, radiusY: ry, from: 0, to: 2 * .pi, transform: transform)
        closeSubpath()
    }

    /// Adds a rectangle with corners rounded to quarter ellipses `cornerWidth` × `cornerHeight` (each at most half the
    /// rectangle's side), as a closed subpath.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let rx = min(max(cornerWidth.isFinite ? cornerWidth : 0, 0), rect.width / 2)
        let ry = min(max(cornerHeight.isFinite ? cornerHeight : 0, 0), rect.height / 2)
        guard rx > 0, ry > 0 else {
            addRect(rect, transform: transform)
            return
        }
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY), transform: transform)
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY), transform: transform)
        appendArc(center: CGPoint(x: rect.maxX - rx, y: rect.minY + ry), radiusX: rx, radiusY: ry, from: -.pi / 2, to: 0, transform: transform)
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry), transform: transform)
        appendArc(center: CGPoint(x: rect.maxX - rx, y: rect.maxY - ry), radiusX: rx, radiusY: ry, from: 0, to: .pi / 2, transform: transform)
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY), transform: transform)
        appendArc(center: CGPoint(x: rect.minX + rx, y: rect.maxY - ry), radiusX: rx, radiusY: ry, from: .pi / 2, to: .pi, transform: transform)
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry), transform: transform)
        appendArc(center: CGPoint(x: rect.minX + rx, y: rect.minY + ry), radiusX: rx, radiusY: ry, from: .pi, to: 1.5 * .pi, transform: transform)
        closeSubpath()
    }

    /// Adds an arc of the circle at `center` of `radius` from `startAngle` to `endAngle` (radians, measured from the
    /// x axis towards the y axis), going `clockwise` as Core Graphics counts it (towards decreasing angles); a line
    /// first joins the current point to the arc's start, as Core Graphics does.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        guard center.x.isFinite, center.y.isFinite, radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        let radius = abs(radius)
        var end = endAngle
        // Core Graphics sweeps towards increasing angles unless clockwise; a sweep of more than a turn is one turn.
        if clockwise {
            while end > startAngle { end -= 2 * .pi }
            if startAngle - end > 2 * .pi { end = startAngle - 2 * .pi }
        } else {
            while end < startAngle { end += 2 * .pi }
            if end - startAngle > 2 * .pi { end = startAngle + 2 * .pi }
        }
        let start = CGPoint(x: center.x + radius * DeterministicMath.cos(startAngle), y: center.y + radius * DeterministicMath.sin(startAngle))
        if hasCurrentPoint { addLine(to: start, transform: transform) } else { move(to: start, transform: transform) }
        appendArc(center: center, radiusX: radius, radiusY: radius, from: startAngle, to: end, transform: transform)
    }

    /// Adds `path`'s elements, moved by `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for element in path.elements {
            if element.type == .closeSubpath { closeSubpath() } else { append(element.type, element.points, transform) }
        }
    }

    /// Appends the arc from angle `from` to `to` of the ellipse at `center` as cubic curves of at most a quarter
    /// turn each (control points at k = 4/3 · tan(θ/4) of the radius along the tangents, the usual approximation).
    private func appendArc(center: CGPoint, radiusX: CGFloat, radiusY: CGFloat, from: CGFloat, to: CGFloat,
                           transform: CGAffineTransform) {
        let sweep = to - from
        guard sweep != 0 else { return }
        let segments = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(segments)
        let k = 4.0 / 3.0 * DeterministicMath.tan(step / 4)
        var angle = from
        for _ in 0..<segments {
            let next = angle + step
            let (c0, s0, c1, s1) = (DeterministicMath.cos(angle), DeterministicMath.sin(angle), DeterministicMath.cos(next), DeterministicMath.sin(next))
            let control1 = CGPoint(x: center.x + radiusX * (c0 - k * s0), y: center.y + radiusY * (s0 + k * c0))
            let control2 = CGPoint(x: center.x + radiusX * (c1 + k * s1), y: center.y + radiusY * (s1 - k * c1))
            let end = CGPoint(x: center.x + radiusX * c1, y: center.y + radiusY * s1)
            append(.addCurveToPoint, [control1, control2, end], transform)
            angle = next
        }
    }
}
