/// Closure actions for gesture recognizers (beyond UIKit): UIKit's `init(target:action:)` takes a `#selector`,
/// which Swift on Linux cannot form, so recognizers take closures that receive the recognizer with its own type.
///
/// ```swift
/// let pan = UIPanGestureRecognizer { pan in
///     card.center.x += pan.translation(in: card.superview).x
///     pan.setTranslation(.zero, in: card.superview)
/// }
/// card.addGestureRecognizer(pan)
/// ```
@MainActor
public protocol UIGestureRecognizerHandling: UIGestureRecognizer {}

extension UIGestureRecognizer: UIGestureRecognizerHandling {}

extension UIGestureRecognizerHandling {
    /// Creates a recognizer that calls `handler` at each change of state to began, changed, ended (recognized)
    /// or cancelled. Beyond UIKit (UIKit's `init(target:action:)`).
    public init(handler: @escaping @MainActor (Self) -> Void) {
        self.init()
        addHandler(handler)
    }

    /// Adds `handler`, called after the handlers added before it at each change of state to began, changed, ended
    /// (recognized) or cancelled. Beyond UIKit (UIKit's `addTarget(_:action:)`).
    public func addHandler(_ handler: @escaping @MainActor (Self) -> Void) {
        appendHandler { recognizer in
            if let typed = recognizer as? Self { handler(typed) }
        }
    }
}
