// Presentations are sampled on the virtual animation clock (`UIAnimationClock`), windows get their safe area
// through `overrideSafeAreaInsets`, and UIKit's logged warnings are read as diagnostics (`DiagnosticSink`):
// all beyond UIKit, so this file does not compile against UIKit by design.
import OpenCompositionalLayout
import Testing

@MainActor
@Suite struct PresentationTests {
    /// Full screen, animated: A.viewWillDisappear, B.viewWillAppear (with the alongside block) at once; when
    /// the clock passes 0.5 s, the coordinator's completion, B.viewDidAppear, A.viewDidDisappear, then the
    /// completion. B slides up from the bottom edge: halfway (0.25 s, progress 0.5) it is at 844 / 2 = 422.
    @Test func fullScreenPresentationAndDismissal() {
        let journal = Journal()
        let presenter = JournalViewController("A", journal: journal)
        let window = makePhoneWindow(root: presenter)
        let presented = JournalViewController("B", journal: journal)
        presented.modalPresentationStyle = .fullScreen
        presented.coordinates = true
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            journal.entries = []
            presenter.present(presented, animated: true) { journal.add("completion") }
            #expect(journal.appearanceEntries == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.alongside"])
            #expect(presented.isBeingPresented)
            #expect(presenter.presentedViewController === presented)
            #expect(presented.presentingViewController === presenter)
            #expect(presented.transitionCoordinator?.presentationStyle == .fullScreen)
            clock.advance(by: 0.25)
            #expect(abs(presented.view.presentationFrame.minY - 422) < 0.001)
            journal.entries = []
            clock.advance(by: 0.25)
            #expect(journal.appearanceEntries == ["B.coordinatorCompletion", "B.viewDidAppear", "A.viewDidDisappear", "completion"])
        }
        #expect(!presented.isBeingPresented)
        #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(presented.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(presented.view.superview === window)
        // A full-screen presentation takes the covered view out of the window.
        #expect(presenter.view.superview == nil)

        journal.entries = []
        presented.dismiss(animated: false) { journal.add("dismissed") }
        #expect(journal.appearanceEntries == ["B.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "B.viewDidDisappear",
                                              "dismissed"])
        #expect(presenter.presentedViewController == nil)
        #expect(presented.presentingViewController == nil)
        #expect(presenter.view.superview === window)
        #expect(presented.view.superview == nil)
        withExtendedLifetime(window) {}
    }

    /// The default style (automatic) is a page sheet: the presenter stays on screen without appearance
    /// callbacks; on a phone the sheet starts 10 points under the 47-point status bar (y 57, 787 tall) and
    /// its safe area keeps only the bottom inset.
    @Test func pageSheetLeavesThePresenterOnScreen() {
        let journal = Journal()
        let presenter = JournalViewController("A", journal: journal)
        let window = makePhoneWindow(root: presenter)
        let presented = JournalViewController("B", journal: journal)
        #expect(presented.modalPresentationStyle == .automatic)
        journal.entries = []
        presenter.present(presented, animated: false)
        #expect(journal.appearanceEntries == ["B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear"])
        #expect(presented.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(presented.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(presenter.view.superview === window)
        journal.entries = []
        presenter.dismiss(animated: false)
        #expect(journal.appearanceEntries == ["B.viewWillDisappear", "B.viewDidDisappear"])
        withExtendedLifetime(window) {}
    }

    /// A child presents through its container: the navigation controller is the presenting view controller,
    /// and both see the presented one.
    @Test func presentingFromAChildGoesThroughTheContainer() {
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        let window = makePhoneWindow(root: navigation)
        let sheet = UIViewController()
        child.present(sheet, animated: false)
        #expect(sheet.presentingViewController === navigation)
        #expect(navigation.presentedViewController === sheet)
        #expect(child.presentedViewController === sheet)
        #expect(navigation.visibleViewController === sheet)
        // A presented navigation controller's children see who presented it.
        let modalRoot = UIViewController()
        let modal = UINavigationController(rootViewController: modalRoot)
        sheet.dismiss(animated: false)
        navigation.present(modal, animated: false)
        #expect(modalRoot.presentingViewController === navigation)
        modalRoot.dismiss(animated: false)
        #expect(navigation.presentedViewController == nil)
        withExtendedLifetime(window) {}
    }

    /// Presenting while already presenting does nothing and is reported (UIKit logs it); so is presenting
    /// from a view controller outside a window. The completion is not called.
    @Test func presentingWhilePresentingIsReported() {
        let collector = DiagnosticCollector()
        let previous = DiagnosticSink.current
        DiagnosticSink.current = collector.sink
        defer { DiagnosticSink.current = previous }
        let presenter = UIViewController()
        let window = makePhoneWindow(root: presenter)
        let first = UIViewController()
        presenter.present(first, animated: false)
        var completed = false
        presenter.present(UIViewController(), animated: false) { completed = true }
        #expect(!completed)
        #expect(presenter.presentedViewController === first)
        #expect(collector.diagnostics.contains { $0.kind == "presentationWhilePresenting" && $0.message.contains("which is already presenting") })

        let outside = UIViewController()
        outside.present(UIViewController(), animated: false) { completed = true }
        #expect(!completed)
        #expect(outside.presentedViewController == nil)
        #expect(collector.diagnostics.contains { $0.kind == "presentationOutsideWindow" })
        // The presented view controller presents over itself: a stack of two.
        let second = UIViewController()
        first.present(second, animated: false)
        #expect(first.presentedViewController === second)
        // Dismissing from the bottom dismisses both.
        presenter.dismiss(animated: false)
        #expect(presenter.presentedViewController == nil && first.presentedViewController == nil)
        #expect(second.view.superview == nil && first.view.superview == nil)
        withExtendedLifetime(window) {}
    }

    /// Dismissing when nothing is presented does nothing, and the completion is not called.
    @Test func dismissingNothing() {
        let controller = UIViewController()
        var completed = false
        controller.dismiss(animated: false) { completed = true }
        #expect(!completed)
    }

    /// An animated dismissal reports `isBeingDismissed` until the clock ends it.
    @Test func animatedDismissalOnTheClock() {
        let presenter = UIViewController()
        let window = makePhoneWindow(root: presenter)
        let presented = UIViewController()
        presented.modalPresentationStyle = .overFullScreen
        presented.isModalInPresentation = true
        presenter.present(presented, animated: false)
        let clock = UIAnimationClock(mode: .manual)
        var done = false
        UIView.withAnimationClock(clock) {
            presented.dismiss(animated: true) { done = true }
            #expect(presented.isBeingDismissed)
            #expect(!done)
            clock.advance(by: 0.5)
        }
        #expect(done && !presented.isBeingDismissed)
        #expect(presenter.presentedViewController == nil)
        withExtendedLifetime(window) {}
    }
}
