import Foundation

/// The state steps that pinch and rotation recognizers share: both measure two fingers, begin at the first change
/// of what they measure, report changes while the fingers move, and end (or fail, if nothing changed) when fewer than
/// two fingers are left, as UIKit documents continuous gestures.
extension UIGestureRecognizer {
    /// Moves a continuous two-finger gesture on after a measurement: it begins once `hasChanged` is first true, then
    /// reports changes.
    func advanceTwoFingerGesture(hasChanged: Bool) {
        switch state {
        case .possible: if hasChanged { state = .began }
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// Ends the gesture (or fails it, if it never began) once fewer than two fingers are down.
    func finishTwoFingerGestureIfLifted() {
        guard numberOfTouches < 2 else { return }
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }
}
