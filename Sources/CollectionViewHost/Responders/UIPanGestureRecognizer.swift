import CollectionGeometry
import Foundation

/// A recognizer of drags (UIKit's `UIPanGestureRecognizer`), continuous: it begins once the fingers' centroid
/// moved 10 points (chosen; UIKit does not document its threshold) with between ``minimumNumberOfTouches`` and
/// ``maximumNumberOfTouches`` fingers down, changes with every move, and ends when the fingers lift.
///
/// ``translation(in:)`` is measured from where the fingers went down (so it already holds the 10 points when the
/// pan begins); ``velocity(in:)`` is the centroid's speed over the latest move. Headless, view coordinates differ
/// only by offsets (transforms are not applied), so both are the same in every view.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that pan (default 1).
    open var minimumNumberOfTouches = 1
    /// The most fingers that pan (default: no limit, UIKit's `NSUIntegerMax`).
    open var maximumNumberOfTouches = Int.max

    /// Where the translation is measured from, in the root's coordinates.
    private var origin = CGPoint.zero
    /// The centroid and time of the previous event.
    private var previous: (point: CGPoint, time: TimeInterval)?
    /// The centroid's latest speed, in points per second.
    private var latestVelocity = CGPoint.zero

    /// How far the fingers moved since they went down (or since ``setTranslation(_:in:)``), in points.
    ///
    /// - Complexity: O(1).
    open func translation(in view: UIView?) -> CGPoint {
        CGPoint(x: lastCentroid.x - origin.x, y: lastCentroid.y - origin.y)
    }

    /// Makes the current translation `translation` (`.zero` to measure the next changes from here). A
    /// non-finite translation is ignored.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard translation.x.isFinite, translation.y.isFinite else { return }
        origin = CGPoint(x: lastCentroid.x - translation.x, y: lastCentroid.y - translation.y)
    }

    /// How fast the fingers moved over the latest move, in points per second.
    ///
    /// - Complexity: O(1).
    open func velocity(in view: UIView?) -> CGPoint { latestVelocity }

    /// Whether the first finger of the gesture may start the pan (screen-edge pans check the edge).
    func acceptsStart(at point: CGPoint) -> Bool { true }

    /// Takes the fingers; a finger added later does not move the translation.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let now = UIView.animationClock.currentTime
        if let previous {
            origin.x += lastCentroid.x - previous.point.x
            origin.y += lastCentroid.y - previous.point.y
        } else {
            origin = lastCentroid
            if state == .possible, !acceptsStart(at: lastCentroid) { state = .failed }
        }
        previous = (lastCentroid, now)
        if state == .possible, numberOfTouches > max(1, maximumNumberOfTouches) { state = .failed }
    }

    /// Measures the move; begins past the threshold, else reports the change.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let now = UIView.animationClock.currentTime
        if let previous, now > previous.time {
            let interval = CGFloat(now - previous.time)
            latestVelocity = CGPoint(x: (lastCentroid.x - previous.point.x) / interval, y: (lastCentroid.y - previous.point.y) / interval)
        }
        previous = (lastCentroid, now)
        switch state {
        case .possible:
            let count = numberOfTouches
            guard count >= max(1, minimumNumberOfTouches), count <= max(1, maximumNumberOfTouches) else { return }
            if GestureMetrics.distance(origin, lastCentroid) >= GestureMetrics.panHysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends the pan when too few fingers are left; a pan that never began fails.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches < max(1, minimumNumberOfTouches) else { return }
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    /// Forgets the measurements.
    open override func reset() {
        super.reset()
        origin = .zero
        previous = nil
        latestVelocity = .zero
    }
}
