#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// Custom presentations: a transitioning delegate's animators run the presentation and the dismissal with the
/// context UIKit hands them (container, view controllers, views, final frame), the presentation ends when the
/// animator calls `completeTransition(_:)`, a `.custom` style takes the delegate's presentation controller, and
/// `completeTransition(false)` takes a presentation back.
@MainActor
@Suite(.serialized) struct CustomPresentationTransitionTests {
    /// Fades the presented view in (presenting) or out (dismissing) over 0.4 s, recording what the context says.
    final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let presenting: Bool
        var completes = true
        var ended: [Bool] = []
        var sawFinalFrame: CGRect?
        var sawContainer: UIView?
        var sawFromView: UIView?
        init(presenting: Bool) { self.presenting = presenting }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            sawContainer = transitionContext.containerView
            sawFromView = transitionContext.view(forKey: .from)
            if presenting {
                guard let to = transitionContext.viewController(forKey: .to), let toView = transitionContext.view(forKey: .to) else { return }
                sawFinalFrame = transitionContext.finalFrame(for: to)
                transitionContext.containerView.addSubview(toView)
                toView.frame = transitionContext.finalFrame(for: to)
                toView.alpha = 0
                let completes = completes
                UIView.animate(withDuration: 0.4, animations: { toView.alpha = 1 }, completion: { _ in
                    transitionContext.completeTransition(completes)
                })
            } else {
                guard let fromView = transitionContext.view(forKey: .from) else { return }
                UIView.animate(withDuration: 0.4, animations: { fromView.alpha = 0 }, completion: { _ in
                    transitionContext.completeTransition(true)
                })
            }
        }
        func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
    }

    /// A card 300 pt tall at the bottom of the container.
    final class CardPresentationController: UIPresentationController {
        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            return CGRect(x: 0, y: bounds.height - 300, width: bounds.width, height: 300)
        }
    }

    final class Transitions: NSObject, UIViewControllerTransitioningDelegate {
        let present = FadeAnimator(presenting: true), dismiss = FadeAnimator(presenting: false)
        var askedForPresentationController = false
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { present }
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { dismiss }
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            askedForPresentationController = true
            return CardPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }

    final class Recording: UIViewController {
        var events: [String] = []
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); events.append("will-appear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); events.append("did-appear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); events.append("will-disappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); events.append("did-disappear") }
    }

    func window() -> (UIWindow, UIViewController) {
        let root = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root)
    }

    #if !canImport(UIKit)
    @Test func aCustomPresentationRunsTheAnimatorOnTheClock() {
        let clock = UIAnimationClock(mode: .manual)
        let previous = UIView.animationClock
        UIView.animationClock = clock
        defer { UIView.animationClock = previous }
        let (window, root) = window()
        let card = Recording()
        let transitions = Transitions()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitions
        var presentedCompletion = false
        root.present(card, animated: true) { presentedCompletion = true }
        #expect(transitions.askedForPresentationController)
        #expect(card.presentationController is CardPresentationController)
        // The card's frame: 844 − 300 = 544 from the top, as the custom presentation controller says.
        #expect(transitions.present.sawFinalFrame == CGRect(x: 0, y: 544, width: 390, height: 300))
        #expect(transitions.present.sawContainer === window)
        // A custom presentation leaves the presenter in place: no `.from` view.
        #expect(transitions.present.sawFromView == nil)
        #expect(card.events == ["will-appear"])
        // Halfway through 0.4 s of a linear-in-time, ease-in-ease-out fade: the model value is 1, the shown one between.
        clock.advance(by: 0.2)
        #expect(card.view.alpha == 1)
        #expect(card.view.presentationAlpha > 0 && card.view.presentationAlpha < 1)
        #expect(!presentedCompletion)
        clock.advance(by: 0.25)
        #expect(presentedCompletion)
        #expect(card.events == ["will-appear", "did-appear"])
        #expect(transitions.present.ended == [true])
        #expect(root.presentedViewController === card)

        var dismissed = false
        card.dismiss(animated: true) { dismissed = true }
        #expect(transitions.dismiss.sawFromView === card.view)
        clock.advance(by: 0.45)
        #expect(dismissed)
        #expect(card.view.superview == nil)
        #expect(root.presentedViewController == nil)
        #expect(transitions.dismiss.ended == [true])
        #expect(card.events == ["will-appear", "did-appear", "will-disappear", "did-disappear"])
        withExtendedLifetime(transitions) {}
    }

    @Test func completingWithFalseTakesThePresentationBack() {
        let (window, root) = window()
        let card = Recording()
        let transitions = Transitions()
        transitions.present.completes = false
        card.transitioningDelegate = transitions
        var completed = false
        root.present(card, animated: true) { completed = true }
        // The animation clock is immediate: the animator's fade ends at once, with `completeTransition(false)`.
        #expect(!completed)
        #expect(transitions.present.ended == [false])
        #expect(root.presentedViewController == nil)
        #expect(card.presentingViewController == nil)
        #expect(card.view.superview == nil)
        // A sheet (the default style) never asks for a presentation controller.
        #expect(!transitions.askedForPresentationController)
        withExtendedLifetime((transitions, window)) {}
    }

    /// Cross-fades pushes and pops for a navigation controller's delegate; `completes` false cancels.
    final class CrossFade: NSObject, UIViewControllerAnimatedTransitioning {
        var completes = true
        var sawFinalFrame: CGRect?
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            guard let to = transitionContext.viewController(forKey: .to), let toView = transitionContext.view(forKey: .to) else { return }
            sawFinalFrame = transitionContext.finalFrame(for: to)
            transitionContext.containerView.addSubview(toView)
            toView.alpha = 0
            let completes = completes
            UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }, completion: { _ in
                transitionContext.completeTransition(completes)
            })
        }
    }

    final class NavigationDelegate: NSObject, UINavigationControllerDelegate {
        let animator = CrossFade()
        var operations: [UINavigationController.Operation] = []
        func navigationController(_ navigationController: UINavigationController,
                                  animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            operations.append(operation)
            return animator
        }
    }

    @Test func aNavigationDelegatesAnimatorPushesAndPops() {
        let first = UIViewController(), second = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        let delegate = NavigationDelegate()
        navigation.delegate = delegate
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(second, animated: true)
        #expect(delegate.operations == [.push])
        // The arriving view fills the navigation controller's view.
        #expect(delegate.animator.sawFinalFrame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(navigation.topViewController === second)
        #expect(second.view.superview === navigation.view)
        #expect(first.view.superview == nil)
        navigation.popViewController(animated: true)
        #expect(delegate.operations == [.push, .pop])
        #expect(navigation.topViewController === first)
        #expect(second.view.superview == nil)
        // A cancelled push leaves the stack as it was.
        delegate.animator.completes = false
        let third = UIViewController()
        navigation.pushViewController(third, animated: true)
        #expect(navigation.viewControllers == [first])
        #expect(third.parent == nil)
        #expect(third.view.superview == nil)
        #expect(first.view.superview === navigation.view)
        withExtendedLifetime(delegate) {}
    }
    #endif
}
