import CollectionGeometry
import Foundation

/// A recognizer of presses held in place (UIKit's `UILongPressGestureRecognizer`), continuous: it begins once the
/// required fingers stayed down ``minimumPressDuration`` (of the animation clock) without moving farther than
/// ``allowableMovement``, changes as they move, and ends when they lift.
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must stay down, in seconds (default 0.5, UIKit's). Negative or non-finite values
    /// count as 0.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the fingers may move before the press begins, in points (default 10, UIKit's).
    open var allowableMovement: CGFloat = 10
    /// How many fingers the press takes (default 1).
    open var numberOfTouchesRequired = 1
    /// How many taps come before the press (default 0); stored — headless presses count without preceding taps.
    open var numberOfTapsRequired = 0

    /// Where each finger went down, in the root's coordinates.
    private var starts: [ObjectIdentifier: CGPoint] = [:]

    /// Starts the wait once the required fingers are down.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches { starts[ObjectIdentifier(touch)] = touch.location(in: nil) }
        guard state == .possible else { return }
        if numberOfTouches > max(1, numberOfTouchesRequired) {
            state = .failed
        } else if numberOfTouches == max(1, numberOfTouchesRequired) {
            let wait = minimumPressDuration.isFinite ? max(0, minimumPressDuration) : 0
            deadline = UIView.animationClock.currentTime + wait
        }
    }

    /// Fails when a finger strays before the press began; reports the move after.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            let limit = allowableMovement.isFinite ? max(0, allowableMovement) : 0
            for touch in touches {
                if let start = starts[ObjectIdentifier(touch)], GestureMetrics.distance(start, touch.location(in: nil)) > limit {
                    state = .failed
                    return
                }
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// A lift before the press began fails it; after, ends it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    /// The fingers stayed down long enough.
    override func deadlineReached() {
        if state == .possible { state = .began }
    }

    /// Forgets the fingers.
    open override func reset() {
        super.reset()
        starts = [:]
    }
}
