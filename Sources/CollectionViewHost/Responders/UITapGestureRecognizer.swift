import CollectionGeometry
import Foundation

/// A recognizer of taps (UIKit's `UITapGestureRecognizer`), discrete: recognized when the required number of
/// fingers tapped the required number of times.
///
/// A finger that moves more than 10 points fails the tap, as does a tap with more fingers than required. Between
/// taps the recognizer waits at most 0.35 s (of the animation clock) for the next one before it fails — which is
/// how a single-tap recognizer that requires a double tap to fail (``UIGestureRecognizer/require(toFail:)``)
/// fires only after that wait. (Both figures are chosen; UIKit does not document them.)
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture (default 1). Values below 1 count as 1.
    open var numberOfTapsRequired = 1
    /// How many fingers each tap takes (default 1). Values below 1 count as 1.
    open var numberOfTouchesRequired = 1

    /// Taps completed so far in this gesture.
    private var tapsCompleted = 0
    /// The most fingers down at once in the current tap.
    private var fingersInTap = 0
    /// Where each finger of the current tap went down, in the root's coordinates.
    private var starts: [ObjectIdentifier: CGPoint] = [:]

    /// Counts the fingers of the tap.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        deadline = nil
        for touch in touches { starts[ObjectIdentifier(touch)] = touch.location(in: nil) }
        fingersInTap = max(fingersInTap, numberOfTouches)
        if fingersInTap > max(1, numberOfTouchesRequired) { state = .failed }
    }

    /// Fails when a finger strays.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            guard let start = starts[ObjectIdentifier(touch)] else { continue }
            if GestureMetrics.distance(start, touch.location(in: nil)) > GestureMetrics.tapAllowableMovement {
                state = .failed
                return
            }
        }
    }

    /// Completes a tap when the last finger lifts; recognizes after the last tap, else waits for the next.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == 0, state == .possible else { return }
        guard fingersInTap == max(1, numberOfTouchesRequired) else {
            state = .failed
            return
        }
        tapsCompleted += 1
        fingersInTap = 0
        starts = [:]
        if tapsCompleted >= max(1, numberOfTapsRequired) {
            state = .recognized
        } else {
            deadline = UIView.animationClock.currentTime + GestureMetrics.maximumTapInterval
        }
    }

    /// The next tap did not come in time.
    override func deadlineReached() {
        if state == .possible { state = .failed }
    }

    /// Forgets the taps.
    open override func reset() {
        super.reset()
        tapsCompleted = 0
        fingersInTap = 0
        starts = [:]
    }
}
