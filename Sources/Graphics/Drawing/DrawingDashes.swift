import CollectionGeometry

/// A dash pattern applied to a polyline, as SVG's `stroke-dasharray` applies it: dashes and gaps in turn from the
/// line's start, the pattern repeated (twice over when it has an odd number of lengths), running on across
/// corners; each dash a polyline of its own.
enum DrawingDashes {
    /// The most dashes a line is cut into; a finer pattern is drawn solid rather than cost more than a picture.
    static let maximumDashes = 100_000

    /// The dashes of the polyline through `points` (closed back to its first point when `isClosed`) under `pattern`;
    /// nil when the line is drawn solid: an empty pattern, one with a length that is negative or not finite, one of
    /// zero length in all, or one finer than ``maximumDashes`` dashes along the line.
    ///
    /// - Complexity: O(points + dashes).
    static func dashes(of points: [CGPoint], isClosed: Bool, pattern: [CGFloat], phase: CGFloat = 0) -> [[CGPoint]]? {
        guard !pattern.isEmpty, pattern.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        let lengths = pattern.count % 2 == 0 ? pattern : pattern + pattern
        let period = lengths.reduce(0, +)
        var path = points
        if isClosed, let first = points.first { path.append(first) }
        let segments = zip(path, path.dropFirst()).map { ($0, $1, hypot($1.x - $0.x, $1.y - $0.y)) }
        let total = segments.reduce(CGFloat(0)) { $0 + ($1.2.isFinite ? $1.2 : 0) }
        guard period > 0, total.isFinite, total / period * CGFloat(lengths.count) / 2 <= CGFloat(maximumDashes) else { return nil }
        var dashes: [[CGPoint]] = []
        var current: [CGPoint] = []
        var index = 0, remaining = lengths[0], isOn = true
        // The phase skips into the pattern (a negative one counts back from a whole period).
        if phase.isFinite, phase != 0 {
            var skip = phase.truncatingRemainder(dividingBy: period)
            if skip < 0 { skip += period }
            while skip > 0 {
                if skip < remaining {
                    remaining -= skip
                    break
                }
                skip -= remaining
                index = (index + 1) % lengths.count
                remaining = lengths[index]
                isOn.toggle()
            }
        }
        for (from, to, length) in segments {
            guard length.isFinite else { continue }
            var travelled: CGFloat = 0
            func point(_ distance: CGFloat) -> CGPoint {
                length > 0 ? CGPoint(x: from.x + (to.x - from.x) * distance / length, y: from.y + (to.y - from.y) * distance / length) : from
            }
            if isOn, current.isEmpty { current = [from] }
            while travelled < length {
                let step = min(remaining, length - travelled)
                travelled += step
                remaining -= step
                if isOn { current.append(point(travelled)) }
                guard remaining <= 0 else { continue }
                // The dash or gap ends here: the next length starts.
                if isOn, current.count > 1 { dashes.append(current) }
                current = []
                index = (index + 1) % lengths.count
                remaining = lengths[index]
                isOn.toggle()
                if isOn { current = [point(travelled)] }
            }
        }
        if isOn, current.count > 1 { dashes.append(current) }
        return dashes
    }
}
