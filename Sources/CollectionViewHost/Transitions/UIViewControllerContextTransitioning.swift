import CollectionGeometry

/// What a custom transition animator is handed (UIKit's `UIViewControllerContextTransitioning`): the container view,
/// the view controllers and views going away and coming in, their frames, and ``completeTransition(_:)``, which the
/// animator calls when its animations end.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition's views are in (headless: the window).
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the transition is driven by an interaction controller (never headless).
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The presentation style of a presentation or dismissal (`.none` for pushes and pops).
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation to apply during the transition (identity headless).
    var targetTransform: CGAffineTransform { get }

    /// Reports the progress of an interactive transition.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Ends an interactive transition where it would complete.
    func finishInteractiveTransition()
    /// Ends an interactive transition where it began.
    func cancelInteractiveTransition()
    /// Pauses an interactive transition.
    func pauseInteractiveTransition()
    /// Tells the container that the animations ended: `didComplete` false undoes the transition.
    func completeTransition(_ didComplete: Bool)
    /// The view controller leaving (`.from`) or arriving (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view leaving (`.from`) or arriving (`.to`); nil for a view that stays on screen (a presenter that a
    /// sheet or custom presentation leaves in place).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where `viewController`'s view is when the transition starts (`.zero` when unknown).
    func initialFrame(for viewController: UIViewController) -> CGRect
    /// Where `viewController`'s view must be when the transition ends (`.zero` when it leaves).
    func finalFrame(for viewController: UIViewController) -> CGRect
}
