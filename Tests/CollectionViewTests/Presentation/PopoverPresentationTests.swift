#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import CollectionDiagnostics
import Testing

// Windows get their traits and safe area set by hand, and the popover is dismissed with the simulated tap
// outside: beyond UIKit.
#if !canImport(UIKit)
/// Popovers in a 1180 × 820 iPad window (regular size classes, status bar 24, home indicator 20): the popover keeps
/// 10 points inside the safe area, so it may go from x 10 to 1170 and from y 34 to 790. The arrow is 13 points
/// long with a 26-point base; the popover is rounded 13, so the arrow's tip stays 13 + 13 = 26 points from its ends.
@MainActor
@Suite struct PopoverPresentationTests {
    func padWindow(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1180, height: 820))
        window.traitCollection = UITraitCollection {
            $0.horizontalSizeClass = .regular
            $0.verticalSizeClass = .regular
        }
        window.overrideSafeAreaInsets = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    /// A presenter whose view holds a button-sized source view at (100, 100), 80 × 40.
    func presenterWithSource() -> (UIViewController, UIView) {
        let presenter = UIViewController()
        let source = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
        presenter.view.addSubview(source)
        return (presenter, source)
    }

    /// Below the source there is room (790 − 140 − 13 = 637 ≥ 200), so the arrow points up: the popover is at
    /// y = 140 + 13 = 153, centred on x = 140 but kept from the left margin: 140 − 150 = −10 → 10. The arrow's tip
    /// is at the source's middle, 140, so its rectangle is (127, 140, 26, 13).
    @Test func aPopoverSitsBelowItsSourceWithAnArrow() throws {
        let (presenter, source) = presenterWithSource()
        let window = padWindow(presenter)
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 300, height: 200)
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = source
        let delegate = RecordingPresentationDelegate()
        popover.delegate = delegate
        presenter.present(content, animated: false)
        #expect(delegate.log == ["prepare"])
        #expect(content.view.frame == CGRect(x: 10, y: 153, width: 300, height: 200))
        #expect(content.view.safeAreaInsets == .zero)
        #expect(popover.arrowDirection == .up)
        #expect(content.view.layer.cornerRadius == 13)
        let index = try #require(window.subviews.firstIndex { $0 === content.view })
        #expect(window.subviews[index + 1].frame == CGRect(x: 127, y: 140, width: 26, height: 13))
        // A smaller preferred size moves the popover at once: centred on 140, 140 − 100 = 40, 200 × 100; the tip
        // stays at 140.
        content.preferredContentSize = CGSize(width: 200, height: 100)
        #expect(content.view.frame == CGRect(x: 40, y: 153, width: 200, height: 100))
        #expect(window.subviews[index + 1].frame == CGRect(x: 127, y: 140, width: 26, height: 13))
        // The presenter stays on screen; a tap outside dismisses.
        #expect(presenter.view.superview === window)
        #expect(content.simulateInteractiveDismissal(animated: false))
        #expect(delegate.log == ["prepare", "shouldDismiss", "willDismiss", "didDismiss"])
        #expect(presenter.presentedViewController == nil)
        #expect(popover.arrowDirection == .unknown)
        #expect(window.subviews.count == 1)
        withExtendedLifetime(window) {}
    }

    /// Only a left arrow permitted: the popover goes right of the source, x = 180 + 13 = 193, centred on y = 120
    /// but kept under the top margin: 120 − 100 = 20 → 34. The tip stays at 120: the arrow is (180, 107, 13, 26).
    /// A source rectangle narrows the source: the right half (40, 0, 40, 40) changes nothing vertically.
    @Test func permittedDirectionsChooseTheSide() throws {
        let (presenter, source) = presenterWithSource()
        let window = padWindow(presenter)
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 300, height: 200)
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = source
        popover.sourceRect = CGRect(x: 40, y: 0, width: 40, height: 40)
        popover.permittedArrowDirections = .left
        presenter.present(content, animated: false)
        #expect(popover.arrowDirection == .left)
        #expect(content.view.frame == CGRect(x: 193, y: 34, width: 300, height: 200))
        let index = try #require(window.subviews.firstIndex { $0 === content.view })
        #expect(window.subviews[index + 1].frame == CGRect(x: 180, y: 107, width: 13, height: 26))
        withExtendedLifetime(window) {}
    }

    /// In a compact width a popover becomes a sheet, configured through its adaptive sheet controller: medium in the
    /// phone window is 410 tall at y 434 (see the sheet tests).
    @Test func aCompactPopoverAdaptsToASheet() throws {
        let presenter = UIViewController()
        let window = makePhoneWindow(root: presenter)
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        let popover = try #require(content.popoverPresentationController)
        popover.adaptiveSheetPresentationController.detents = [.medium()]
        presenter.present(content, animated: false)
        #expect(content.view.frame == CGRect(x: 0, y: 434, width: 390, height: 410))
        #expect(popover.arrowDirection == .unknown)
        withExtendedLifetime(window) {}
    }

    /// A delegate answering `.none` keeps the popover in a compact width: the phone window's area is x 10…380 and
    /// y 57…800; below the source (20, 100, 44, 44) there is room (800 − 144 − 13 = 643), so the popover is at
    /// y = 157, x = 42 − 150 = −108 → 10.
    @Test func theDelegateKeepsThePopoverInACompactWidth() throws {
        let presenter = UIViewController()
        let source = UIView(frame: CGRect(x: 20, y: 100, width: 44, height: 44))
        presenter.view.addSubview(source)
        let window = makePhoneWindow(root: presenter)
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 300, height: 200)
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = source
        let delegate = RecordingPresentationDelegate()
        delegate.adaptiveStyle = UIModalPresentationStyle.none
        popover.delegate = delegate
        presenter.present(content, animated: false)
        #expect(content.view.frame == CGRect(x: 10, y: 157, width: 300, height: 200))
        #expect(popover.arrowDirection == .up)
        withExtendedLifetime(window) {}
        withExtendedLifetime(delegate) {}
    }

    /// Recorded instead of stopping: a popover without a source, and an action sheet on an iPad without one, are
    /// not presented, and each sends its diagnostic. The delegate may still set the source in
    /// `prepareForPopoverPresentation(_:)`; an action sheet in a compact width needs none.
    @Test func missingSourcesAreRecordedUnderTheRecordPolicy() throws {
        let (presenter, source) = presenterWithSource()
        let window = padWindow(presenter)
        let collector = DiagnosticCollector()
        let previous = DiagnosticSink.current
        DiagnosticSink.current = collector.sink
        defer { DiagnosticSink.current = previous }
        // Other tests may report meanwhile through the process-wide sink: keep the popover kinds only.
        let kinds = Set(UIPopoverPresentationController.DiagnosticKind.allCases.map(\.rawValue))
        var mine: [Diagnostic] { collector.diagnostics.filter { kinds.contains($0.kind) } }
        try UIViewController.withFailurePolicy(.record) {
                let content = UIViewController()
                content.modalPresentationStyle = .popover
                presenter.present(content, animated: false)
                #expect(presenter.presentedViewController == nil)
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "OK", style: .default))
                presenter.present(sheet, animated: false)
                #expect(presenter.presentedViewController == nil)
                #expect(mine.map(\.kind) == ["popoverWithoutSource", "actionSheetWithoutSource"])
                #expect(mine.first?.message.hasSuffix("should have a non-nil sourceView or barButtonItem set before the presentation occurs.") == true)
                #expect(mine.last?.message.hasPrefix("Your application has presented a UIAlertController") == true)
                #expect(mine.last?.message.contains("You must provide either a sourceView and sourceRect or a barButtonItem.") == true)

                let late = PopoverSourceSettingDelegate(source: source)
                let popover = try #require(sheet.popoverPresentationController)
                popover.delegate = late
                presenter.present(sheet, animated: false)
                #expect(presenter.presentedViewController === sheet)
                #expect(mine.count == 2)
                withExtendedLifetime(late) {}
        }
        withExtendedLifetime(window) {}
    }
}

/// Sets the popover's source at the last moment.
@MainActor
final class PopoverSourceSettingDelegate: UIPopoverPresentationControllerDelegate {
    let source: UIView
    init(source: UIView) { self.source = source }
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        popoverPresentationController.sourceView = source
    }
}
#endif
