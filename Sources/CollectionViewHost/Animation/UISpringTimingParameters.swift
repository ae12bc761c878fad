import CollectionGeometry
import Foundation

/// The timing of an animation as a damped spring (UIKit's `UISpringTimingParameters`). Headless the spring is
/// the clock's (see ``UIAnimationClock``): it comes to rest at the end of the animation's duration, so only the
/// damping ratio and the initial velocity shape it; a spring given by mass, stiffness and damping also sets its
/// own duration, the time its swing takes to fall to a thousandth.
@MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The spring's damping ratio: 1 comes to rest without overshooting, smaller values oscillate.
    let dampingRatio: CGFloat
    /// The duration the spring sets itself (mass, stiffness and damping), or nil to take the animator's.
    let settlingDuration: TimeInterval?
    /// The initial rate of change of the animation's progress, in whole distances per second (`dx`; `dy` is
    /// used for the vertical part of a point, which headless follows `dx`).
    public let initialVelocity: CGVector

    /// UIKit's default spring: a damping ratio of 4.56 (overdamped: headless, critically damped) and no initial
    /// velocity.
    public override convenience init() {
        self.init(dampingRatio: 4.56, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with damping ratio `ratio` and no initial velocity.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with damping ratio `ratio` (not finite or not positive: 1) and initial velocity `velocity` (each
    /// component not finite: 0).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio.isFinite && ratio > 0 ? ratio : 1
        initialVelocity = Self.finite(velocity)
        settlingDuration = nil
        super.init()
    }

    /// A spring of mass `mass`, stiffness `stiffness` and damping coefficient `damping`: its damping ratio is
    /// damping / (2 √(stiffness · mass)), and it sets its own duration, the time its swing's envelope takes to
    /// fall to 1/1000: ln 1000 / (ζω₀) for ω₀ = √(stiffness / mass) when ζ ≤ 1, ln 1000 / (ω₀(ζ − √(ζ² − 1))) when
    /// overdamped. Values that are not finite and positive make a critically damped spring of the animator's
    /// duration.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = Self.finite(velocity)
        guard [mass, stiffness, damping].allSatisfy({ $0.isFinite && $0 > 0 }) else {
            dampingRatio = 1
            settlingDuration = nil
            super.init()
            return
        }
        let omega = (Double(stiffness) / Double(mass)).squareRoot()
        let zeta = Double(damping) / (2 * (Double(stiffness) * Double(mass)).squareRoot())
        let decay = zeta <= 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
        // ln 1000, the number of e-foldings from a whole swing to a thousandth.
        let settling = 6.907755278982137 / decay
        dampingRatio = CGFloat(zeta)
        settlingDuration = settling.isFinite && settling > 0 ? settling : nil
        super.init()
    }

    /// A spring that takes `duration` (kept for the animator: headless the animator's own duration is used) and
    /// bounces by `bounce`: 0 comes to rest without overshooting, towards 1 more bouncy (damping ratio 1 − bounce);
    /// negative values are overdamped (1 / (1 + bounce)). Values are clamped to −0.99…0.99; NaN is 0.
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring as ``init(duration:bounce:)`` with initial velocity `velocity`.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        let b = bounce.isFinite ? min(0.99, max(-0.99, bounce)) : 0
        dampingRatio = b >= 0 ? 1 - b : 1 / (1 + b)
        initialVelocity = Self.finite(velocity)
        settlingDuration = nil
        super.init()
    }

    /// `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }
    /// None.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// The parameters themselves.
    public var springTimingParameters: UISpringTimingParameters? { self }

    private static func finite(_ vector: CGVector) -> CGVector {
        CGVector(dx: vector.dx.isFinite ? vector.dx : 0, dy: vector.dy.isFinite ? vector.dy : 0)
    }
}
