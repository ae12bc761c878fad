import Foundation

/// An object that animates a transition (UIKit's `UIViewControllerAnimatedTransitioning`), returned by a
/// ``UIViewControllerTransitioningDelegate`` for presentations and dismissals, or by a navigation controller's
/// delegate for pushes and pops. Its animations run on the animation clock; it calls
/// ``UIViewControllerContextTransitioning/completeTransition(_:)`` when they end.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition's animations last, in seconds.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Adds the arriving view to the container and animates the views to their final frames.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Called after the transition ended (`transitionCompleted` false when it was undone). Optional.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}
