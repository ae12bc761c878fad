#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

// Windows get their safe area through `overrideSafeAreaInsets`, the clock is the virtual animation clock, and the
// sheet is dragged and swiped with the simulations: all beyond UIKit.
#if !canImport(UIKit)
/// Sheets in a 390 × 844 phone window whose safe area is 47 points at the top and 34 at the bottom. The largest
/// detent value is the sheet's full height less the bottom inset: 844 − (47 + 10) − 34 = 753.
@MainActor
@Suite struct SheetPresentationTests {
    /// Medium is half the largest value, rounded down: 753 / 2 = 376.5 → 376; the sheet is 376 + 34 = 410 tall at
    /// y = 844 − 410 = 434, and keeps the bottom inset as its safe area.
    @Test func aMediumSheetSitsOnTheLowerHalf() throws {
        let presenter = UIViewController()
        let window = makePhoneWindow(root: presenter)
        let presented = UIViewController()
        let sheet = try #require(presented.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        presenter.present(presented, animated: false)
        #expect(presented.view.frame == CGRect(x: 0, y: 434, width: 390, height: 410))
        #expect(presented.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(sheet.containerView === window)
        #expect(sheet.presentingViewController === presenter)
        #expect(sheet.currentDetentIdentifier == .medium)
        #expect(sheet.frameOfPresentedViewInContainerView == presented.view.frame)
        // Selecting large moves the sheet to its full height: y = 47 + 10 = 57, 787 tall.
        sheet.selectedDetentIdentifier = .large
        #expect(presented.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        withExtendedLifetime(window) {}
    }

    /// A custom detent resolved from the context: a quarter of 753 is 188.25, so the sheet is 188.25 + 34 = 222.25
    /// tall at 844 − 222.25 = 621.75. The resolver sees the window's traits and the largest value.
    @Test func aCustomDetentUsesTheResolutionContext() throws {
        let presenter = UIViewController()
        let window = makePhoneWindow(root: presenter)
        let presented = UIViewController()
        let sheet = try #require(presented.sheetPresentationController)
        var seenMaximum: CGFloat = 0
        sheet.detents = [.custom(identifier: .init("quarter")) { context in
            seenMaximum = context.maximumDetentValue
            return context.maximumDetentValue / 4
        }]
        presenter.present(presented, animated: false)
        #expect(seenMaximum == 753)
        #expect(presented.view.frame == CGRect(x: 0, y: 621.75, width: 390, height: 222.25))
        withExtendedLifetime(window) {}
    }

    /// Bad resolver values: a negative value rests at 0 (the sheet is only the 34-point bottom inset), a value
    /// above the maximum at the maximum, a NaN makes the detent inactive (the sheet falls back to the next one).
    @Test func detentValuesAreClamped() throws {
        let presenter = UIViewController()
        let window = makePhoneWindow(root: presenter)
        let presented = UIViewController()
        let sheet = try #require(presented.sheetPresentationController)
        sheet.detents = [.custom { _ in -50 }]
        presenter.present(presented, animated: false)
        #expect(presented.view.frame == CGRect(x: 0, y: 810, width: 390, height: 34))
        sheet.detents = [.custom { _ in 5000 }]
        #expect(presented.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        sheet.detents = [.custom { _ in .nan }, .medium()]
        #expect(presented.view.frame == CGRect(x: 0, y: 434, width: 390, height: 410))
        withExtendedLifetime(window) {}
    }

    /// Medium is inactive in a compact height: a landscape phone (844 × 390, compact height, insets 0 / 21 at
    /// the bottom) shows the large detent: 390 − 10 = 380 tall from y = 10.
    @Test func mediumIsInactiveInACompactHeight() throws {
        let presenter = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 844, height: 390))
        window.traitCollection = UITraitCollection {
            $0.horizontalSizeClass = .compact
            $0.verticalSizeClass = .compact
        }
        window.overrideSafeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        let presented = UIViewController()
        let sheet = try #require(presented.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        presenter.present(presented, animated: false)
        #expect(sheet.currentDetentIdentifier == .large)
        #expect(presented.view.frame == CGRect(x: 0, y: 10, width: 844, height: 380))
        withExtendedLifetime(window) {}
    }

    /// A drag to large moves the sheet on the animation clock and tells the delegate; setting the selection in code
    /// does not. Inside `animateChanges` the move is animated over 0.35 s: halfway through (0.175 s; ease-in-ease-out
    /// is at progress 0.5 at half time) the sheet is halfway between 434 and 57: 245.5.
    @Test func draggingBetweenDetentsTellsTheDelegate() throws {
        let presenter = UIViewController()
        let window = makePhoneWindow(root: presenter)
        let presented = UIViewController()
        let sheet = try #require(presented.sheetPresentationController)
        let delegate = RecordingPresentationDelegate()
        sheet.delegate = delegate
        sheet.detents = [.medium(), .large()]
        presenter.present(presented, animated: false)
        #expect(sheet.simulateDrag(toDetent: .large, animated: false))
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(presented.view.frame.minY == 57)
        #expect(delegate.log == ["didChangeDetent"])
        // Dragging to the detent it rests at, or to one it does not have, does nothing.
        #expect(!sheet.simulateDrag(toDetent: .large))
        #expect(!sheet.simulateDrag(toDetent: .init("missing")))
        sheet.selectedDetentIdentifier = .medium
        #expect(delegate.log == ["didChangeDetent"])
        #expect(presented.view.frame.minY == 434)

        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
            #expect(presented.view.frame.minY == 57)
            clock.advance(by: 0.175)
            #expect(abs(presented.view.presentationFrame.minY - 245.5) < 0.001)
            clock.advance(by: 1)
            #expect(presented.view.presentationFrame.minY == 57)
        }
        withExtendedLifetime(window) {}
        withExtendedLifetime(delegate) {}
    }

    /// The window behind is dimmed above the largest undimmed detent only: the dimming view under the sheet is
    /// clear at medium and shows once the sheet is dragged to large. The grabber is a 36 × 5 capsule 5 points
    /// under the sheet's top, centred: x = 195 − 18 = 177, y = 434 + 5 = 439.
    @Test func dimmingAndGrabberFollowTheDetent() throws {
        let presenter = UIViewController()
        let window = makePhoneWindow(root: presenter)
        let presented = UIViewController()
        let sheet = try #require(presented.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.largestUndimmedDetentIdentifier = .medium
        sheet.prefersGrabberVisible = true
        presenter.present(presented, animated: false)
        let index = try #require(window.subviews.firstIndex { $0 === presented.view })
        let dimming = window.subviews[index - 1]
        let grabber = window.subviews[index + 1]
        #expect(dimming.frame == window.bounds)
        #expect(dimming.alpha == 0)
        #expect(grabber.frame == CGRect(x: 177, y: 439, width: 36, height: 5))
        #expect(grabber.layer.cornerRadius == 2.5)
        #expect(!grabber.isHidden)
        #expect(presented.view.layer.cornerRadius == 10)
        sheet.simulateDrag(toDetent: .large, animated: false)
        #expect(dimming.alpha == 1)
        #expect(abs(grabber.frame.minY - (57 + 5)) < 0.001)
        sheet.preferredCornerRadius = 20
        #expect(presented.view.layer.cornerRadius == 20)
        sheet.prefersGrabberVisible = false
        #expect(grabber.isHidden)
        // Dismissed, the chrome leaves the window and the view's layer is as it was.
        presenter.dismiss(animated: false)
        #expect(dimming.superview == nil && grabber.superview == nil)
        #expect(presented.view.layer.cornerRadius == 0)
        #expect(sheet.containerView == nil)
        withExtendedLifetime(window) {}
    }

    /// A swipe down asks the delegate, tells it the dismissal begins before `viewWillDisappear(_:)`, and that it
    /// ended after `viewDidDisappear(_:)` once the clock passes the 0.5-second dismissal.
    @Test func aSwipeDownDismissesInIOSOrder() {
        let journal = Journal()
        let presenter = UIViewController()
        let window = makePhoneWindow(root: presenter)
        let presented = JournalViewController("B", journal: journal)
        let delegate = RecordingPresentationDelegate()
        delegate.onLog = { journal.add($0) }
        presented.presentationController?.delegate = delegate
        presenter.present(presented, animated: false)
        journal.entries = []
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            #expect(presented.simulateInteractiveDismissal())
            #expect(journal.appearanceEntries == ["shouldDismiss", "willDismiss", "B.viewWillDisappear"])
            #expect(presenter.presentedViewController === presented)
            clock.advance(by: 0.5)
        }
        #expect(journal.appearanceEntries == ["shouldDismiss", "willDismiss", "B.viewWillDisappear", "B.viewDidDisappear", "didDismiss"])
        #expect(presenter.presentedViewController == nil)
        withExtendedLifetime(window) {}
        withExtendedLifetime(delegate) {}
    }

    /// A refused swipe: `isModalInPresentation` (here on the root of a presented navigation controller) skips
    /// `presentationControllerShouldDismiss` and reports the attempt; so does a delegate answering `false`. The
    /// sheet stays. A programmatic dismissal calls none of the delegate's methods.
    @Test func refusedSwipesReportTheAttempt() {
        let presenter = UIViewController()
        let window = makePhoneWindow(root: presenter)
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        let delegate = RecordingPresentationDelegate()
        content.presentationController?.delegate = delegate
        presenter.present(navigation, animated: false)
        content.isModalInPresentation = true
        #expect(!content.simulateInteractiveDismissal(animated: false))
        #expect(delegate.log == ["didAttemptToDismiss"])
        content.isModalInPresentation = false
        delegate.allowsDismissal = false
        #expect(!navigation.simulateInteractiveDismissal(animated: false))
        #expect(delegate.log == ["didAttemptToDismiss", "shouldDismiss", "didAttemptToDismiss"])
        #expect(presenter.presentedViewController === navigation)
        delegate.log = []
        presenter.dismiss(animated: false)
        #expect(delegate.log.isEmpty)
        #expect(presenter.presentedViewController == nil)
        withExtendedLifetime(window) {}
    }

    /// Full-screen presentations have no swipe to dismiss.
    @Test func fullScreenHasNoInteractiveDismissal() {
        let presenter = UIViewController()
        let window = makePhoneWindow(root: presenter)
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        let delegate = RecordingPresentationDelegate()
        presented.presentationController?.delegate = delegate
        presenter.present(presented, animated: false)
        #expect(!presented.simulateInteractiveDismissal(animated: false))
        #expect(delegate.log.isEmpty)
        #expect(presenter.presentedViewController === presented)
        withExtendedLifetime(window) {}
    }

    /// In a compact width the delegate is asked once for the sheet's style, and can turn it full screen: the view then
    /// covers the window.
    @Test func theDelegateAdaptsTheStyle() {
        let presenter = UIViewController()
        let window = makePhoneWindow(root: presenter)
        let presented = UIViewController()
        let delegate = RecordingPresentationDelegate()
        delegate.adaptiveStyle = .fullScreen
        presented.presentationController?.delegate = delegate
        presenter.present(presented, animated: false)
        #expect(delegate.adaptiveRequests == 1)
        #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        withExtendedLifetime(window) {}
    }
}
#endif
