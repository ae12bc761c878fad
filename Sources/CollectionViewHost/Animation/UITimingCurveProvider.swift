import Foundation

/// The kind of timing a ``UITimingCurveProvider`` gives (UIKit's `UITimingCurveType`).
public enum UITimingCurveType: Int, Hashable, Sendable {
    /// One of UIKit's built-in curves (``UIView/AnimationCurve``).
    case builtin = 0
    /// A cubic Bézier curve through two control points.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// A cubic curve and a spring together.
    case composed = 3
}

/// What an animation's timing is made of (UIKit's `UITimingCurveProvider`): a cubic curve, a spring, or both.
/// ``UICubicTimingParameters`` and ``UISpringTimingParameters`` adopt it. UIKit also requires `NSCoding` and
/// `NSCopying`; headless the parameters are immutable and shared instead of copied.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// The kind of timing.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, if the timing has one.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, if the timing has one.
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The clock's timing for these parameters over `duration` seconds: the spring when there is one (its
    /// velocity per second turned into distances per duration), else the cubic curve, else UIKit's default
    /// ease-in-ease-out.
    func animationTiming(duration: TimeInterval) -> AnimationTiming {
        if let spring = springTimingParameters {
            let perDuration = Double(spring.initialVelocity.dx) * (duration.isFinite && duration > 0 ? duration : 0)
            return .spring(damping: Double(spring.dampingRatio), velocity: perDuration.isFinite ? perDuration : 0)
        }
        return cubicTimingParameters?.animationTiming ?? AnimationTiming(UIView.AnimationCurve.easeInOut)
    }
}
