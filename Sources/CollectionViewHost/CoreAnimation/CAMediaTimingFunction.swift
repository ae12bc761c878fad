import CollectionGeometry

/// How an animation's progress follows time (Core Animation's `CAMediaTimingFunction`): a cubic Bézier curve
/// from (0, 0) to (1, 1) with two control points.
public final class CAMediaTimingFunction: Hashable, Sendable {
    /// The first control point.
    let c1: (x: Float, y: Float)
    /// The second control point.
    let c2: (x: Float, y: Float)

    /// The curve with control points (c1x, c1y) and (c2x, c2y); x values are clamped to 0…1 and values that
    /// are not finite count as 0, so the curve is a function of time.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        func clamped(_ value: Float) -> Float { value.isFinite ? min(1, max(0, value)) : 0 }
        func finite(_ value: Float) -> Float { value.isFinite ? value : 0 }
        c1 = (clamped(c1x), finite(c1y))
        c2 = (clamped(c2x), finite(c2y))
    }

    /// One of Core Animation's named curves, with its documented control points: linear (0, 0, 1, 1),
    /// ease in (0.42, 0, 1, 1), ease out (0, 0, 0.58, 1), ease in-out (0.42, 0, 0.58, 1) and the default
    /// (0.25, 0.1, 0.25, 1).
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Writes the control point at `idx` (0 and 3 are the ends, 1 and 2 the control points) into `ptr`;
    /// an index out of range writes (0, 0).
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Float, Float) = switch idx {
        case 1: (c1.x, c1.y)
        case 2: (c2.x, c2.y)
        case 3: (1, 1)
        default: (0, 0)
        }
        ptr[0] = point.0
        ptr[1] = point.1
    }

    /// The progress at `fraction` of the time (clamped to 0…1): the curve's y where its x is `fraction`. x(s) is
    /// solved for the curve parameter s by bisection (x rises with s, as the control points' x lie in 0…1), 60
    /// halvings, then y(s) = 3(1 − s)²s·y1 + 3(1 − s)s²·y2 + s³. Arithmetic only, so the same on every machine.
    ///
    /// - Complexity: O(1).
    public func progress(at fraction: Double) -> Double {
        guard fraction.isFinite else { return fraction > 0 ? 1 : 0 }
        let x = min(1, max(0, fraction))
        if x == 0 || x == 1 { return x }
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if bezier(middle, Double(c1.x), Double(c2.x)) < x { low = middle } else { high = middle }
        }
        return bezier((low + high) / 2, Double(c1.y), Double(c2.y))
    }

    /// Whether two curves have the same control points.
    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        lhs.c1 == rhs.c1 && lhs.c2 == rhs.c2
    }

    /// Hashes the control points.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(c1.x)
        hasher.combine(c1.y)
        hasher.combine(c2.x)
        hasher.combine(c2.y)
    }
}

/// The names of Core Animation's timing curves (`CAMediaTimingFunctionName`).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The curve's name.
    public let rawValue: String
    /// Creates a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Even over the duration.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Starts slowly.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Ends slowly.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Starts and ends slowly.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's default curve for implicit animations.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
