import CollectionGeometry
import Foundation

/// The timing of an animation as a cubic Bézier curve (UIKit's `UICubicTimingParameters`): progress against time
/// from (0, 0) to (1, 1), bent by two control points.
@MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The built-in curve these parameters were made with (`.easeInOut` for custom control points, as in UIKit).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// UIKit's default curve, ease-in-ease-out.
    public override convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// The parameters of a built-in curve; its control points are the curve's: ease-in-ease-out (0.42, 0)
    /// (0.58, 1), ease-in (0.42, 0) (1, 1), ease-out (0, 0) (0.58, 1), linear (0, 0) (1, 1).
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        switch curve {
        case .easeInOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
        isBuiltin = true
        super.init()
    }

    /// A custom curve through `point1` and `point2`. The x coordinates are clamped to 0…1 (so that time runs
    /// forward); a coordinate that is not finite becomes that of the linear curve.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        func finite(_ value: CGFloat, _ fallback: CGFloat) -> CGFloat { value.isFinite ? value : fallback }
        controlPoint1 = CGPoint(x: min(1, max(0, finite(point1.x, 0))), y: finite(point1.y, 0))
        controlPoint2 = CGPoint(x: min(1, max(0, finite(point2.x, 1))), y: finite(point2.y, 1))
        animationCurve = .easeInOut
        isBuiltin = false
        super.init()
    }

    /// `.builtin` for a built-in curve, `.cubic` for custom control points.
    public var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    /// The parameters themselves.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None.
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The clock's timing for this curve.
    var animationTiming: AnimationTiming {
        if isBuiltin { return AnimationTiming(animationCurve) }
        return .bezier(x1: Double(controlPoint1.x), y1: Double(controlPoint1.y), x2: Double(controlPoint2.x), y2: Double(controlPoint2.y))
    }
}
