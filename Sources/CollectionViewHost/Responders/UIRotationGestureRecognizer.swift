import CollectionGeometry
import Foundation

/// A recognizer of two-finger rotations (UIKit's `UIRotationGestureRecognizer`), continuous: it begins at the first
/// move that turns the line between the two fingers, changes with each move, and ends when a finger lifts.
///
/// Angles are in radians, positive clockwise on the screen (y grows downwards), as in UIKit.
@MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The angle of the line between the fingers the rotation is measured from.
    private var reference: CGFloat?
    /// The angle of the line between the fingers now, unwrapped so it turns continuously.
    private var angle: CGFloat = 0
    /// The rotation and time of the previous event.
    private var previous: (rotation: CGFloat, time: TimeInterval)?

    /// How far the fingers turned since they went down, in radians (0 before the gesture). Setting it (say to 0,
    /// to measure the next turns from here) moves the reference; non-finite values are ignored.
    open var rotation: CGFloat {
        get { reference.map { angle - $0 } ?? 0 }
        set {
            guard newValue.isFinite, reference != nil else { return }
            reference = angle - newValue
        }
    }
    /// How fast the rotation changed over the latest move, in radians per second.
    open private(set) var velocity: CGFloat = 0

    /// The angle of the line from the first to the second finger still down, if two are.
    private func currentAngle() -> CGFloat? {
        let touches = activeTouches
        guard touches.count >= 2 else { return nil }
        let a = touches[0].location(in: nil), b = touches[1].location(in: nil)
        guard a != b else { return nil }
        return CGFloat(atan2(Double(b.y - a.y), Double(b.x - a.x)))
    }

    /// Notes the fingers' angle once two are down.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard reference == nil, let measured = currentAngle() else { return }
        reference = measured
        angle = measured
        previous = (0, UIView.animationClock.currentTime)
    }

    /// Measures the turn; begins at its first change, then reports changes.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard reference != nil, let measured = currentAngle() else { return }
        // Unwrap: take the turn from the previous angle the short way round.
        var delta = measured - angle
        while delta > .pi { delta -= 2 * .pi }
        while delta < -.pi { delta += 2 * .pi }
        angle += delta
        let now = UIView.animationClock.currentTime
        if let previous, now > previous.time { velocity = (rotation - previous.rotation) / CGFloat(now - previous.time) }
        previous = (rotation, now)
        advanceTwoFingerGesture(hasChanged: rotation != 0)
    }

    /// Ends (or fails) the rotation when fewer than two fingers are left.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        finishTwoFingerGestureIfLifted()
    }

    /// Forgets the measurements.
    open override func reset() {
        super.reset()
        reference = nil
        angle = 0
        previous = nil
        velocity = 0
    }
}
