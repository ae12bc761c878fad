import Foundation
import CollectionGeometry

/// How an animation's progress (0 at its start, 1 at its end) follows time.
enum AnimationTiming: Sendable, Equatable {
    /// A cubic Bézier timing curve through (0, 0), (x1, y1), (x2, y2), (1, 1), as Core Animation's
    /// `CAMediaTimingFunction`; UIKit's curves are `easeInOut` (0.42, 0, 0.58, 1), `easeIn` (0.42, 0, 1, 1),
    /// `easeOut` (0, 0, 0.58, 1) and linear.
    case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// Even over the duration.
    case linear
    /// A damped spring that comes to rest at the end of the duration (see ``springProgress(_:damping:velocity:)``).
    case spring(damping: Double, velocity: Double)

    /// The timing of a UIKit curve.
    init(_ curve: UIView.AnimationCurve) {
        switch curve {
        case .easeInOut: self = .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
        case .easeIn: self = .bezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
        case .easeOut: self = .bezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
        case .linear: self = .linear
        }
    }

    /// The progress at `fraction` of the duration (clamped to 0...1).
    func progress(_ fraction: Double) -> Double {
        let t = min(1, max(0, fraction))
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        switch self {
        case .linear: return t
        case .bezier(let x1, let y1, let x2, let y2): return Self.bezierProgress(t, x1: x1, y1: y1, x2: x2, y2: y2)
        case .spring(let damping, let velocity): return Self.springProgress(t, damping: damping, velocity: velocity)
        }
    }

    /// The Bézier curve's y where its x is `x`: solves x(s) = x for the curve parameter s (Newton's method,
    /// bisection when it stalls), then evaluates y(s). With P0 = (0, 0) and P3 = (1, 1),
    /// x(s) = 3(1 − s)²s·x1 + 3(1 − s)s²·x2 + s³, and y(s) likewise.
    static func bezierProgress(_ x: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
        func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        var s = x
        for _ in 0..<8 {
            let error = coordinate(s, x1, x2) - x
            if abs(error) < 1e-12 { return coordinate(s, y1, y2) }
            let d = slope(s, x1, x2)
            if abs(d) < 1e-9 { break }
            s -= error / d
        }
        // Bisection: x(s) rises monotonically from 0 to 1 for control points in 0...1.
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<64 {
            let value = coordinate(s, x1, x2)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return coordinate(s, y1, y2)
    }

    /// A spring's progress at `fraction` of its duration: a damped harmonic oscillator from 0 to 1 with
    /// damping ratio ζ (`damping`, clamped to 0.01...1: an overdamped spring is treated as critically
    /// damped) and initial velocity v₀ (`velocity`, in whole distances per duration, as UIKit's
    /// `initialSpringVelocity` is per second of a one-second animation). Its natural frequency ω₀ is chosen
    /// so that the envelope e^(−ζω₀t) falls to 1/1000 at the end: ω₀ = ln 1000 / ζ (time in durations).
    /// Underdamped: x(t) = 1 − e^(−ζω₀t)(cos ω_d t + (ζω₀ − v₀)/ω_d · sin ω_d t), ω_d = ω₀√(1 − ζ²);
    /// critically damped: x(t) = 1 − e^(−ω₀t)(1 + (ω₀ − v₀)t). Both start at 0 with slope v₀. UIKit's own
    /// spring is private; this one has the same parameters and settles by the end of the duration.
    static func springProgress(_ t: Double, damping: Double, velocity: Double) -> Double {
        let zeta = min(1, max(0.01, damping.isFinite ? damping : 1))
        let v0 = velocity.isFinite ? velocity : 0
        let omega0 = log(1000) / zeta
        if zeta >= 1 {
            return 1 - DeterministicMath.exp(-omega0 * t) * (1 + (omega0 - v0) * t)
        }
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        let a = zeta * omega0
        return 1 - DeterministicMath.exp(-a * t) * (DeterministicMath.cos(omegaD * t) + (a - v0) / omegaD * DeterministicMath.sin(omegaD * t))
    }
}
