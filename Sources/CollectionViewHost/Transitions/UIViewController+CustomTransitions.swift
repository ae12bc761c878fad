import CollectionGeometry

extension UIViewController {
    /// A presentation run by an app's animator (see ``UIViewControllerTransitioningDelegate``): the presented view
    /// is in the window at its final frame when the animator starts (UIKit has the animator add it; adding it again
    /// changes nothing), the coordinator's alongside animations run for the animator's duration, and the
    /// presentation ends when both the animator has called `completeTransition(_:)` and the coordinator has ended.
    /// `completeTransition(false)` takes the presentation back.
    func runCustomPresentation(_ animator: any UIViewControllerAnimatedTransitioning, of presented: UIViewController,
                               by context: UIViewController, in window: UIWindow, controller: UIPresentationController,
                               transition: ViewControllerTransition, animated: Bool, finishPresentation: @escaping () -> Void) {
        let presentedView: UIView = presented.view
        let presenterView = context.viewIfLoaded
        let presenterFrame = presenterView?.frame ?? .zero
        let frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)] = [
            ObjectIdentifier(presented): (.zero, controller.frameOfPresentedViewInContainerView),
            ObjectIdentifier(context): (presenterFrame, presenterFrame),
        ]
        let transitionContext = CustomTransitionContext(
            container: window, animated: animated, style: controller.resolvedStyle, from: context, to: presented,
            fromView: controller.shouldRemovePresentersView ? presenterView : nil, toView: presentedView, frames: frames
        ) { completed in
            animator.animationEnded(completed)
            if completed {
                finishPresentation()
            } else {
                // Taken back: the presented view leaves and the links are undone.
                presentedView.removeFromSuperview()
                controller.removeChrome()
                controller.endPresentation()
                controller.presentationTransitionDidEnd(false)
                presented.forwardAppearance(false, done: false, animated: animated)
                presented.forwardAppearance(false, done: true, animated: animated)
                context.storedPresentedViewController = nil
                presented.storedPresentingViewController = nil
                presented.transitionFlags.beingPresented = false
                presented.transitionFlags.presentationStyle = .none
            }
        }
        UIView.performWithoutAnimation { controller.layoutChrome() }
        let duration = animator.transitionDuration(using: transitionContext)
        transition.transitionDuration = animated && duration.isFinite ? max(0, duration) : 0
        transition.start(animations: {}, completion: { transitionContext.coordinatorDidEnd() })
        animator.animateTransition(using: transitionContext)
    }

    /// A dismissal run by an app's animator: the presented view is the `.from` view, the presenter's the `.to` view
    /// when the presentation covered it. `completeTransition(false)` keeps the presented view controller.
    func runCustomDismissal(_ animator: any UIViewControllerAnimatedTransitioning, of presented: UIViewController,
                            in window: UIWindow, presentedView: UIView, transition: ViewControllerTransition, animated: Bool,
                            finishDismissal: @escaping () -> Void) {
        let style = presented.transitionFlags.presentationStyle
        let covers = style == .fullScreen || style == .currentContext
        let presenterView = viewIfLoaded
        let presenterFrame = presenterView?.frame ?? .zero
        let frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)] = [
            ObjectIdentifier(presented): (presentedView.frame, .zero),
            ObjectIdentifier(self): (presenterFrame, presenterFrame),
        ]
        let transitionContext = CustomTransitionContext(
            container: window, animated: animated, style: style, from: presented, to: self, fromView: presentedView,
            toView: covers ? presenterView : nil, frames: frames
        ) { [self] completed in
            animator.animationEnded(completed)
            if completed {
                finishDismissal()
            } else {
                // Kept: the presented view controller appears again.
                presented.storedPresentationController?.dismissalTransitionDidEnd(false)
                if covers {
                    forwardAppearance(false, done: false, animated: animated)
                    forwardAppearance(false, done: true, animated: animated)
                }
                presented.forwardAppearance(true, done: false, animated: animated)
                presented.forwardAppearance(true, done: true, animated: animated)
                presented.transitionFlags.beingDismissed = false
                if covers, let presenterView, presenterView.superview === window {
                    presenterView.removeFromSuperview()
                    presented.transitionFlags.removedPresenterView = true
                }
            }
        }
        let duration = animator.transitionDuration(using: transitionContext)
        transition.transitionDuration = animated && duration.isFinite ? max(0, duration) : 0
        transition.start(animations: {}, completion: { transitionContext.coordinatorDidEnd() })
        animator.animateTransition(using: transitionContext)
    }
}
