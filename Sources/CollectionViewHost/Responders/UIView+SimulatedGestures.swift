import CollectionGeometry
import Foundation

/// Simulated gestures (beyond UIKit): the finger movements of common gestures, made with
/// ``UIView/simulateTouches(along:stepDuration:)-(([[CGPoint]],_))`` so that they go through hit testing,
/// the gesture recognizers and the responder chain.
extension UIView {
    /// Drags one finger from `start` to `end` (in the view's coordinates) in `steps` equal moves over `duration`
    /// seconds (defaults: 10 moves over 0.25 s, chosen), then lifts it. Non-finite durations count as 0.25 s; at
    /// least one move is made. Beyond UIKit.
    public func simulatePan(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.25, steps: Int = 10) {
        let count = max(1, steps)
        let time = duration.isFinite && duration >= 0 ? duration : 0.25
        let path = (0...count).map { index in
            let t = CGFloat(index) / CGFloat(count)
            return CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
        }
        simulateTouches(along: [path], stepDuration: time / Double(count))
    }

    /// Holds one finger still at `point` (in the view's coordinates) for `duration` seconds (default 0.75, past a
    /// long press's 0.5 s), then lifts it. Negative or non-finite durations count as 0. Beyond UIKit.
    public func simulateLongPress(at point: CGPoint, duration: TimeInterval = 0.75) {
        let time = duration.isFinite && duration >= 0 ? duration : 0
        simulateTouches(along: [[point]], stepDuration: time)
    }

    /// Swipes one finger `distance` points in `direction` (the first of right, left, up, down it contains) from
    /// `start` (default: the middle of the bounds), in 5 moves over 0.1 s (chosen). Beyond UIKit.
    public func simulateSwipe(_ direction: UISwipeGestureRecognizer.Direction, from start: CGPoint? = nil, distance: CGFloat = 100) {
        let origin = start ?? CGPoint(x: bounds.midX, y: bounds.midY)
        let length = distance.isFinite ? distance : 100
        let unit: CGPoint
        if direction.contains(.right) { unit = CGPoint(x: 1, y: 0) } else if direction.contains(.left) { unit = CGPoint(x: -1, y: 0) }
        else if direction.contains(.up) { unit = CGPoint(x: 0, y: -1) } else if direction.contains(.down) { unit = CGPoint(x: 0, y: 1) }
        else { return }
        simulatePan(from: origin, to: CGPoint(x: origin.x + unit.x * length, y: origin.y + unit.y * length), duration: 0.1, steps: 5)
    }

    /// Pinches two fingers placed 50 points either side of `center` (default: the middle of the bounds) on a
    /// horizontal line until they are `scale` times as far apart, in 10 moves over 0.25 s (chosen). A scale that
    /// is not positive and finite does nothing. Beyond UIKit.
    public func simulatePinch(scale: CGFloat, at center: CGPoint? = nil) {
        guard scale.isFinite, scale > 0 else { return }
        let middle = center ?? CGPoint(x: bounds.midX, y: bounds.midY)
        let count = 10
        var left: [CGPoint] = [], right: [CGPoint] = []
        for index in 0...count {
            let half = 50 * (1 + (scale - 1) * CGFloat(index) / CGFloat(count))
            left.append(CGPoint(x: middle.x - half, y: middle.y))
            right.append(CGPoint(x: middle.x + half, y: middle.y))
        }
        simulateTouches(along: [left, right], stepDuration: 0.025)
    }

    /// Turns two fingers placed 50 points either side of `center` (default: the middle of the bounds) by `angle`
    /// radians (positive clockwise on the screen), in 10 moves over 0.25 s (chosen). A non-finite angle does
    /// nothing. Beyond UIKit.
    public func simulateRotation(by angle: CGFloat, at center: CGPoint? = nil) {
        guard angle.isFinite else { return }
        let middle = center ?? CGPoint(x: bounds.midX, y: bounds.midY)
        let count = 10
        var first: [CGPoint] = [], second: [CGPoint] = []
        for index in 0...count {
            let (sine, cosine) = DeterministicMath.sinCos(Double(angle) * Double(index) / Double(count))
            let dx = 50 * CGFloat(cosine), dy = 50 * CGFloat(sine)
            first.append(CGPoint(x: middle.x - dx, y: middle.y - dy))
            second.append(CGPoint(x: middle.x + dx, y: middle.y + dy))
        }
        simulateTouches(along: [first, second], stepDuration: 0.025)
    }
}
