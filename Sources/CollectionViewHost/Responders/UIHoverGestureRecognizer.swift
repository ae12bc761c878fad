/// A recognizer of a pointer hovering over a view (UIKit's `UIHoverGestureRecognizer`), continuous.
///
/// Headless there is no pointer: the simulated interactions are fingers, which a hover recognizer does not take
/// (it fails at once, holding nothing back), so it never recognizes. It exists so that code that adds one compiles
/// and runs.
@MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// A finger is not a hovering pointer: the recognizer fails.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }
}
