import CollectionGeometry
import Raster

/// A colour gradient that fills a figure (beyond UIKit; what `CAGradientLayer` draws), in the drawing's current
/// coordinates.
///
/// Colours are interpolated in sRGB with their opacities between ``stops``, and held at the first and last stop's
/// colour beyond them. The SVG back end writes a `<linearGradient>` or `<radialGradient>` (user-space units) with a
/// unique id, and a conic gradient as thin wedges clipped to the shape; the PNG back end computes each pixel's
/// colour at its centre.
public struct DrawingGradient: Hashable, Sendable {
    /// How the colour changes over the plane.
    public enum Kind: String, Hashable, Sendable {
        /// Along the line from ``start`` to ``end`` (constant across it).
        case axial
        /// With the distance from ``start``: an ellipse whose radii are ``end``'s offsets from ``start`` across
        /// and down (a circle when only one is non-zero: its radius is that offset).
        case radial
        /// With the angle around ``start``, from the direction of ``end``, clockwise on screen. The angle is a
        /// polygonal pseudo-angle (the place along a square around ``start``): exact at each eighth of a turn and
        /// within a few degrees between, so that no trigonometry reaches the pixels.
        case conic
    }

    /// One colour of the gradient.
    public struct Stop: Hashable, Sendable {
        /// Where the colour lies, 0…1 along the gradient.
        public var offset: Double
        /// The colour and its opacity.
        public var paint: DrawingPaint

        /// A stop of `paint` at `offset`.
        public init(offset: Double, paint: DrawingPaint) {
            self.offset = offset
            self.paint = paint
        }
    }

    /// The kind of gradient.
    public var kind: Kind
    /// The start point (the centre of a radial or conic gradient).
    public var start: CGPoint
    /// The end point.
    public var end: CGPoint
    /// The colours, by ascending offset.
    public var stops: [Stop]

    /// A gradient of `kind` from `start` to `end` through `stops` (sorted by offset; offsets that are not finite
    /// are dropped, the rest clamped to 0…1).
    public init(_ kind: Kind, from start: CGPoint, to end: CGPoint, stops: [Stop]) {
        self.kind = kind
        self.start = start
        self.end = end
        self.stops = stops.filter { $0.offset.isFinite }.map { Stop(offset: min(1, max(0, $0.offset)), paint: $0.paint) }
            .enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
    }

    /// The place 0…1 along the gradient of `point` (not clamped for axial and radial).
    ///
    /// - Complexity: O(1).
    func parameter(at point: CGPoint) -> Double {
        let dx = Double(point.x - start.x), dy = Double(point.y - start.y)
        let ex = Double(end.x - start.x), ey = Double(end.y - start.y)
        switch kind {
        case .axial:
            let length = ex * ex + ey * ey
            return length > 0 ? (dx * ex + dy * ey) / length : 0
        case .radial:
            let rx = abs(ex), ry = abs(ey)
            switch (rx > 0, ry > 0) {
            case (true, true): return ((dx / rx) * (dx / rx) + (dy / ry) * (dy / ry)).squareRoot()
            case (true, false): return (dx * dx + dy * dy).squareRoot() / rx
            case (false, true): return (dx * dx + dy * dy).squareRoot() / ry
            case (false, false): return 1
            }
        case .conic:
            var turn = Self.pseudoAngle(dx, dy) - Self.pseudoAngle(ex == 0 && ey == 0 ? 1 : ex, ey)
            if turn < 0 { turn += 1 }
            return turn
        }
    }

    /// The direction (x, y) as a fraction of a turn, 0…1, clockwise on screen from +x: its place along the
    /// perimeter of the square |x|, |y| ≤ 1 it is scaled onto (0 for a zero vector).
    static func pseudoAngle(_ x: Double, _ y: Double) -> Double {
        let size = max(abs(x), abs(y))
        guard size > 0, size.isFinite else { return 0 }
        let u = x / size, v = y / size
        // Eight half-sides of length 1, clockwise (y down) from (1, 0).
        let position: Double
        if u == 1 && v >= 0 { position = v }
        else if v == 1 { position = 2 - u }
        else if u == -1 { position = 4 - v }
        else if v == -1 { position = 6 + u }
        else { position = 8 + v }
        return position / 8
    }

    /// The point of the square of half-side `size` around the origin at pseudo-angle `turn` (see ``pseudoAngle(_:_:)``).
    static func squarePoint(_ turn: Double, size: Double) -> CGPoint {
        var position = (turn - turn.rounded(.down)) * 8
        if position < 0 { position += 8 }
        let (u, v): (Double, Double)
        switch position {
        case ..<1: (u, v) = (1, position)
        case ..<3: (u, v) = (2 - position, 1)
        case ..<5: (u, v) = (-1, 4 - position)
        case ..<7: (u, v) = (position - 6, -1)
        default: (u, v) = (1, position - 8)
        }
        return CGPoint(x: u * size, y: v * size)
    }

    /// The colour and opacity at `parameter` (clamped to 0…1): interpolated between the stops around it.
    ///
    /// - Complexity: O(stops).
    func paint(at parameter: Double) -> (red: Double, green: Double, blue: Double, opacity: Double)? {
        guard let first = stops.first, let last = stops.last else { return nil }
        func channels(_ paint: DrawingPaint) -> (Double, Double, Double, Double) {
            (Double(paint.color.red), Double(paint.color.green), Double(paint.color.blue),
             paint.opacity.isNaN ? 0 : min(1, max(0, paint.opacity)))
        }
        let t = parameter.isNaN ? 0 : parameter
        if t <= first.offset { return channels(first.paint) }
        if t >= last.offset { return channels(last.paint) }
        guard let upper = stops.firstIndex(where: { $0.offset > t }), upper > 0 else { return channels(last.paint) }
        let a = stops[upper - 1], b = stops[upper]
        let span = b.offset - a.offset
        let f = span > 0 ? (t - a.offset) / span : 1
        let x = channels(a.paint), y = channels(b.paint)
        return (x.0 + (y.0 - x.0) * f, x.1 + (y.1 - x.1) * f, x.2 + (y.2 - x.2) * f, x.3 + (y.3 - x.3) * f)
    }
}
