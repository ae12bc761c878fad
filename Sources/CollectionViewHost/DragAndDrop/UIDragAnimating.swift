/// Animations that run beside a drop's own (UIKit's `UIDragAnimating`).
@preconcurrency @MainActor
public protocol UIDragAnimating: AnyObject {
    /// Adds animations to run with the drop's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a block to run when the drop's animation ends.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// The drop animation of one item, headless: a drop lands at once, so added animations run to their end when
/// added and completions are called with ``UIViewAnimatingPosition/end`` when added.
@MainActor
final class LandedDropAnimation: UIDragAnimating {
    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completion(.end) }
}
