import CollectionGeometry

/// An object that drives a transition from a gesture (UIKit's `UIViewControllerInteractiveTransitioning`).
///
/// Headless there is no finger to follow: the delegates are asked for interaction controllers as in UIKit, but a
/// transition runs with its animator alone, as when the user does not start a gesture.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the interactive part of the transition.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// The speed of the completion animation, 1 by default.
    var completionSpeed: CGFloat { get }
    /// The curve of the completion animation, ease-in-ease-out by default.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive, true by default.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// 1.
    public var completionSpeed: CGFloat { 1 }
    /// Ease-in-ease-out.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// True.
    public var wantsInteractiveStart: Bool { true }
}
