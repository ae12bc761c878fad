// The animated transitions are sampled on the virtual animation clock (`UIAnimationClock`,
// `UIView.withAnimationClock`, `presentationFrame`) and windows get their safe area through
// `overrideSafeAreaInsets`: both beyond UIKit, so this file does not compile against UIKit by design.
import OpenCompositionalLayout
import Testing

@MainActor
@Suite struct NavigationControllerStackTests {
    @Test func rootPushPopAndTheStack() {
        let journal = Journal()
        let root = JournalViewController("A", journal: journal)
        let navigation = UINavigationController(rootViewController: root)
        #expect(identities(navigation.viewControllers) == identities([root]))
        #expect(navigation.topViewController === root)
        #expect(navigation.visibleViewController === root)
        #expect(root.navigationController === navigation)
        #expect(root.parent === navigation)

        let second = JournalViewController("B", journal: journal)
        let third = JournalViewController("C", journal: journal)
        navigation.pushViewController(second, animated: false)
        navigation.pushViewController(third, animated: false)
        #expect(identities(navigation.viewControllers) == identities([root, second, third]))
        #expect(identities(navigation.children) == identities([root, second, third]))
        #expect(third.navigationController === navigation)

        // The root is never popped; popping returns what left, bottom first.
        #expect(navigation.popViewController(animated: false) === third)
        #expect(third.navigationController == nil && third.parent == nil)
        navigation.pushViewController(third, animated: false)
        #expect(identities(navigation.popToViewController(second, animated: false)) == identities([third]))
        #expect(identities(navigation.popToViewController(second, animated: false)) == identities([]))
        #expect(identities(navigation.popToRootViewController(animated: false)) == identities([second]))
        #expect(identities(navigation.popToRootViewController(animated: false)) == nil)
        #expect(navigation.popViewController(animated: false) == nil)
        #expect(identities(navigation.viewControllers) == identities([root]))

        navigation.setViewControllers([second, third], animated: false)
        #expect(identities(navigation.viewControllers) == identities([second, third]))
        #expect(root.parent == nil)
        navigation.viewControllers = [root]
        #expect(navigation.topViewController === root)
    }

    /// Off screen, the stack changes with containment callbacks only.
    @Test func offScreenPushHasNoAppearanceCallbacks() {
        let journal = Journal()
        let navigation = UINavigationController(rootViewController: JournalViewController("A", journal: journal))
        journal.entries = []
        navigation.pushViewController(JournalViewController("B", journal: journal), animated: true)
        #expect(journal.entries == ["B.willMove(parent)", "B.didMove(parent)"])
    }

    /// The bar's items are the stack's navigation items; the item's title follows the view controller's title.
    @Test func barItemsFollowTheStack() {
        let root = UIViewController()
        root.title = "Inbox"
        let detail = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(detail, animated: false)
        #expect(navigation.navigationBar.items?.count == 2)
        #expect(navigation.navigationBar.topItem === detail.navigationItem)
        #expect(navigation.navigationBar.backItem === root.navigationItem)
        #expect(root.navigationItem.title == "Inbox")
        root.title = "Mail"
        #expect(root.navigationItem.title == "Mail")
        root.navigationItem.title = "Mailboxes"
        #expect(root.title == "Mail")
    }

    /// `show(_:sender:)` pushes inside a navigation controller and presents elsewhere.
    @Test func showPushesInsideANavigationController() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = makePhoneWindow(root: navigation)
        let detail = UIViewController()
        root.show(detail, sender: nil)
        #expect(navigation.topViewController === detail)
        let other = UIViewController()
        detail.showDetailViewController(other, sender: nil)
        #expect(navigation.topViewController === other)

        let lone = UIViewController()
        window.rootViewController = lone
        let shown = UIViewController()
        lone.show(shown, sender: nil)
        #expect(lone.presentedViewController === shown)
        withExtendedLifetime(window) {}
    }
}

@MainActor
@Suite struct NavigationTransitionTests {
    /// UIKit's order for an animated push of B over A: containment, loading, the will-callbacks, the
    /// delegate's willShow, the alongside block; then, when the clock passes 0.35 s, the coordinator's
    /// completion, the did-callbacks, didMove and the delegate's didShow.
    @Test func animatedPushRunsOnTheClockInUIKitsOrder() {
        let journal = Journal()
        let first = JournalViewController("A", journal: journal)
        let navigation = UINavigationController(rootViewController: first)
        let delegate = JournalNavigationDelegate(journal: journal)
        navigation.delegate = delegate
        let window = makePhoneWindow(root: navigation)
        let second = JournalViewController("B", journal: journal)
        second.coordinates = true
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            journal.entries = []
            navigation.pushViewController(second, animated: true)
            #expect(journal.appearanceEntries == ["B.willMove(parent)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                                                  "willShow B", "B.alongside"])
            #expect(navigation.transitionCoordinator?.isAnimated == true)
            #expect(navigation.transitionCoordinator?.transitionDuration == 0.35)
            #expect(second.transitionCoordinator?.viewController(forKey: .from) === first)
            #expect(second.transitionCoordinator?.viewController(forKey: .to) === second)
            #expect(second.isMovingToParent)
            // The model values are the end; halfway through the ease-in-ease-out curve (0.5 at 0.175 s) B has
            // come half of its 390 points and A has gone half of its 0.3 × 390 = 117.
            #expect(second.view.frame.origin.x == 0)
            clock.advance(by: 0.175)
            #expect(abs(second.view.presentationFrame.minX - 195) < 0.001)
            #expect(abs(first.view.presentationFrame.minX + 58.5) < 0.001)
            #expect(first.view.superview === navigation.view)
            journal.entries = []
            clock.advance(by: 0.175)
            #expect(journal.appearanceEntries == ["B.coordinatorCompletion", "A.viewDidDisappear", "B.viewDidAppear",
                                                  "B.didMove(parent)", "didShow B"])
        }
        #expect(navigation.transitionCoordinator == nil)
        #expect(!second.isMovingToParent)
        #expect(first.view.superview == nil)
        #expect(second.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(window.isKeyWindow)
        withExtendedLifetime(window) {}
    }

    /// A pop mirrors the push: willMove(nil) first, didMove(nil) last; the popped view controller is still
    /// in the stack's containment during its disappearance.
    @Test func animatedPopMirrorsThePush() {
        let journal = Journal()
        let first = JournalViewController("A", journal: journal)
        let second = JournalViewController("B", journal: journal)
        let navigation = UINavigationController(rootViewController: first)
        navigation.pushViewController(second, animated: false)
        let window = makePhoneWindow(root: navigation)
        first.coordinates = true
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            journal.entries = []
            let popped = navigation.popViewController(animated: true)
            #expect(popped === second)
            #expect(identities(navigation.viewControllers) == identities([first]))
            #expect(second.isMovingFromParent)
            // A's view was never loaded (B was pushed before the window showed the stack): it loads now.
            #expect(journal.appearanceEntries == ["B.willMove(nil)", "A.viewDidLoad", "B.viewWillDisappear", "A.viewWillAppear",
                                                  "A.alongside"])
            // B slides out to the right: halfway it is at 195.
            clock.advance(by: 0.175)
            #expect(abs(second.view.presentationFrame.minX - 195) < 0.001)
            journal.entries = []
            clock.advance(by: 0.175)
            #expect(journal.appearanceEntries == ["A.coordinatorCompletion", "B.viewDidDisappear", "A.viewDidAppear",
                                                  "B.didMove(nil)"])
        }
        #expect(second.parent == nil)
        #expect(second.view.superview == nil)
        #expect(first.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        withExtendedLifetime(window) {}
    }

    /// Not animated, the transition ends before the call returns, with the same callbacks; the coordinator
    /// reports it as not animated, with duration 0.
    @Test func pushWithoutAnimationEndsAtOnce() {
        let journal = Journal()
        let navigation = UINavigationController(rootViewController: JournalViewController("A", journal: journal))
        let window = makePhoneWindow(root: navigation)
        let second = JournalViewController("B", journal: journal)
        var duration: Double = -1
        second.coordinates = true
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            journal.entries = []
            navigation.pushViewController(second, animated: false)
            duration = navigation.transitionCoordinator?.transitionDuration ?? -1
        }
        #expect(duration == -1) // already over: no coordinator left
        #expect(journal.appearanceEntries == ["B.willMove(parent)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                                              "B.alongside", "B.coordinatorCompletion", "A.viewDidDisappear",
                                              "B.viewDidAppear", "B.didMove(parent)"])
        #expect(clock.runningAnimationCount == 0)
        withExtendedLifetime(window) {}
    }

    /// A second push while the first is in flight ends the first one at once.
    @Test func pushDuringATransitionFinishesTheFirst() {
        let journal = Journal()
        let navigation = UINavigationController(rootViewController: JournalViewController("A", journal: journal))
        let window = makePhoneWindow(root: navigation)
        let second = JournalViewController("B", journal: journal)
        let third = JournalViewController("C", journal: journal)
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            navigation.pushViewController(second, animated: true)
            journal.entries = []
            navigation.pushViewController(third, animated: true)
            #expect(Array(journal.appearanceEntries.prefix(3)) == ["A.viewDidDisappear", "B.viewDidAppear", "B.didMove(parent)"])
            #expect(clock.runningAnimationCount == 1)
            clock.advance(by: 0.35)
        }
        #expect(navigation.viewControllers.count == 3)
        #expect(third.view.superview === navigation.view && second.view.superview == nil)
        withExtendedLifetime(window) {}
    }
}
