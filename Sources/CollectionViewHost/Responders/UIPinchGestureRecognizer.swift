import CollectionGeometry
import Foundation

/// A recognizer of two-finger pinches (UIKit's `UIPinchGestureRecognizer`), continuous: it begins at the first
/// move that changes the distance between the two fingers, changes with each move, and ends when a finger lifts.
@MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The distance the scale is measured against (the fingers' distance when they went down, or where
    /// ``scale`` was last set).
    private var reference: CGFloat?
    /// The fingers' current distance.
    private var distance: CGFloat = 0
    /// The scale and time of the previous event.
    private var previous: (scale: CGFloat, time: TimeInterval)?

    /// The distance between the fingers as a multiple of their distance when they went down (1 before the
    /// gesture). Setting it (say to 1, to measure the next changes from here) rescales the reference; values that
    /// are not positive and finite are ignored.
    open var scale: CGFloat {
        get {
            guard let reference, reference > 0 else { return 1 }
            return distance / reference
        }
        set {
            guard newValue.isFinite, newValue > 0, reference != nil, distance > 0 else { return }
            reference = distance / newValue
        }
    }
    /// How fast the scale changed over the latest move, per second.
    open private(set) var velocity: CGFloat = 0

    /// The distance between the first two fingers still down, if two are.
    private func currentDistance() -> CGFloat? {
        let touches = activeTouches
        guard touches.count >= 2 else { return nil }
        return GestureMetrics.distance(touches[0].location(in: nil), touches[1].location(in: nil))
    }

    /// Notes the fingers' distance once two are down.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard reference == nil, let measured = currentDistance(), measured > 0 else { return }
        reference = measured
        distance = measured
        previous = (1, UIView.animationClock.currentTime)
    }

    /// Measures the scale; begins at its first change, then reports changes.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard reference != nil, let measured = currentDistance() else { return }
        distance = measured
        let now = UIView.animationClock.currentTime
        if let previous, now > previous.time { velocity = (scale - previous.scale) / CGFloat(now - previous.time) }
        previous = (scale, now)
        advanceTwoFingerGesture(hasChanged: scale != 1)
    }

    /// Ends (or fails) the pinch when fewer than two fingers are left.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        finishTwoFingerGestureIfLifted()
    }

    /// Forgets the measurements.
    open override func reset() {
        super.reset()
        reference = nil
        distance = 0
        previous = nil
        velocity = 0
    }
}
