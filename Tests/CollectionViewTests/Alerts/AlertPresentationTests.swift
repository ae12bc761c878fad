// Simulated taps, the failure policy's `.record` twin and diagnostics are beyond UIKit, so this file does not
// compile against UIKit by design.
import OpenCompositionalLayout
import Testing

@MainActor
@Suite struct AlertPresentationTests {
    /// A 390 × 844 window (traits at 3×, the default phone's) whose safe area is 47 points at the top and 34 at the bottom.
    private func makeWindow(root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.overrideSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    @Test func presentedAlertCoversTheWindowAndKeepsThePresenterOnScreen() {
        let presenter = UIViewController()
        let window = makeWindow(root: presenter)
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        presenter.present(alert, animated: false)
        #expect(presenter.presentedViewController === alert)
        #expect(alert.view.superview === window)
        #expect(alert.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        // Presented over the screen: the presenter's view stays in the window, under the dimming view.
        #expect(presenter.view.superview === window)
        #expect(alert.view.backgroundColor != nil)
        withExtendedLifetime(window) {}
    }

    @Test func tappingAnActionDismissesThenRunsItsHandler() {
        let presenter = UIViewController()
        let window = makeWindow(root: presenter)
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        var events: [String] = []
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { action in
            events.append("handler \(action.title ?? "") presented=\(presenter.presentedViewController != nil)")
        })
        presenter.present(alert, animated: false)
        #expect(alert.simulateTap(onActionTitled: "Cancel"))
        // The handler runs once the alert has gone.
        #expect(events == ["handler Cancel presented=false"])
        #expect(alert.view.superview == nil)
        withExtendedLifetime(window) {}
    }

    @Test func disabledMissingOrUnpresentedActionsIgnoreTaps() {
        let presenter = UIViewController()
        let window = makeWindow(root: presenter)
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        var runs = 0
        let save = UIAlertAction(title: "Save", style: .default) { _ in runs += 1 }
        save.isEnabled = false
        alert.addAction(save)
        // Not presented yet: nothing to tap.
        #expect(!alert.simulateTap(on: save))
        presenter.present(alert, animated: false)
        #expect(!alert.simulateTap(on: save))
        #expect(!alert.simulateTap(onActionTitled: "Nope"))
        #expect(!alert.simulateTap(on: UIAlertAction(title: "Other", style: .default)))
        #expect(runs == 0)
        #expect(presenter.presentedViewController === alert)
        save.isEnabled = true
        #expect(alert.simulateTap(on: save))
        #expect(runs == 1)
        withExtendedLifetime(window) {}
    }

    /// An animated dismissal runs on the animation clock: the handler waits for its end (0.5 s).
    @Test func animatedTapRunsTheHandlerWhenTheDismissalEnds() {
        let presenter = UIViewController()
        let window = makeWindow(root: presenter)
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        var runs = 0
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in runs += 1 })
        presenter.present(alert, animated: false)
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            alert.simulateTap(onActionTitled: "OK", animated: true)
            #expect(runs == 0)
            clock.advance(by: 0.6)
            #expect(runs == 1)
        }
        #expect(presenter.presentedViewController == nil)
        withExtendedLifetime(window) {}
    }

    /// Title "Delete?" (semibold 17 pt, one line: 17 × 2444 / 2048 = 20.287, 20.333 at 3×) and message "Sure."
    /// (13 pt: 15.513, 15.667 at 3×): the box is 20 + 20.333 + 2 + 15.667 + 20 + 44 = 122 tall, centred in
    /// 390 × 844 at x (390 − 270) / 2 = 60, y (844 − 122) / 2 = 361. Two short titles sit side by side, the cancel
    /// button at the left: (60, 439, 135, 44) and (195, 439, 135, 44).
    @Test func alertLayoutPutsTwoShortButtonsSideBySide() {
        let presenter = UIViewController()
        let window = makeWindow(root: presenter)
        let alert = UIAlertController(title: "Delete?", message: "Sure.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        presenter.present(alert, animated: false)
        let layout = alert.layout
        #expect(layout.boxes == [CGRect(x: 60, y: 361, width: 270, height: 122)])
        #expect(layout.buttons.map { $0.action.title } == ["Cancel", "Delete"])
        #expect(layout.buttons.map(\.frame) == [CGRect(x: 60, y: 439, width: 135, height: 44), CGRect(x: 195, y: 439, width: 135, height: 44)])
        // Cancel is semibold, the destructive action regular.
        #expect(layout.buttons.map { $0.font.weight } == [.semibold, .regular])
        withExtendedLifetime(window) {}
    }

    /// A preferred action is the bold one; the cancel action is then regular.
    @Test func thePreferredActionIsBoldInsteadOfCancel() {
        let presenter = UIViewController()
        let window = makeWindow(root: presenter)
        let alert = UIAlertController(title: "Save?", message: nil, preferredStyle: .alert)
        let save = UIAlertAction(title: "Save", style: .default)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(save)
        alert.preferredAction = save
        presenter.present(alert, animated: false)
        let fonts = Dictionary(uniqueKeysWithValues: alert.layout.buttons.map { ($0.action.title ?? "", $0.font.weight) })
        #expect(fonts == ["Save": .semibold, "Cancel": .regular])
        withExtendedLifetime(window) {}
    }

    /// Three actions stack, the cancel button last: 44-point rows under a header of 20 + 20.333 + 20 = 60.333
    /// (title only), so the rows start 60.333 below the box's top, with hairlines (1/3 pt at 3×) above each.
    @Test func threeActionsStackWithCancelLast() throws {
        let presenter = UIViewController()
        let window = makeWindow(root: presenter)
        let alert = UIAlertController(title: "Pick", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "One", style: .default))
        alert.addAction(UIAlertAction(title: "Two", style: .default))
        presenter.present(alert, animated: false)
        let layout = alert.layout
        #expect(layout.buttons.map { $0.action.title } == ["One", "Two", "Cancel"])
        let box = try #require(layout.boxes.first)
        // 60.333 + 3 × 44 = 192.333 tall.
        #expect(abs(box.height - 192.333) < 0.001)
        let tops = layout.buttons.map { $0.frame.minY - box.minY }
        #expect(tops.map { abs($0 - 60.333) < 0.001 || abs($0 - 104.333) < 0.001 || abs($0 - 148.333) < 0.001 } == [true, true, true])
        #expect(layout.separators.count == 3)
        #expect(layout.separators.allSatisfy { abs($0.height - 1.0 / 3) < 0.0001 })
        withExtendedLifetime(window) {}
    }

    /// An action sheet: 390 − 2 × 8 = 374 wide; the cancel box 57 tall ends 34 above the bottom (the safe area),
    /// at y 844 − 34 − 57 = 753; the other buttons' box ends 8 above it, at 745, holding two 57-point rows (no
    /// header): y 631 and 688.
    @Test func actionSheetSitsAtTheBottomWithItsCancelBoxApart() {
        let presenter = UIViewController()
        let window = makeWindow(root: presenter)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        presenter.present(sheet, animated: false)
        let layout = sheet.layout
        #expect(layout.boxes == [CGRect(x: 8, y: 631, width: 374, height: 114), CGRect(x: 8, y: 753, width: 374, height: 57)])
        #expect(layout.buttons.map { $0.action.title } == ["Share", "Delete", "Cancel"])
        #expect(layout.buttons.map(\.frame) == [CGRect(x: 8, y: 631, width: 374, height: 57), CGRect(x: 8, y: 688, width: 374, height: 57),
                                               CGRect(x: 8, y: 753, width: 374, height: 57)])
        withExtendedLifetime(window) {}
    }

    @Test func textFieldsBecomeSubviewsPlacedInTheAlert() throws {
        let presenter = UIViewController()
        let window = makeWindow(root: presenter)
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        presenter.present(alert, animated: false)
        alert.view.layoutIfNeeded()
        let field = try #require(alert.textFields?.first)
        #expect(field.superview === alert.view)
        let box = try #require(alert.layout.boxes.first)
        // 16 points in from the box's sides, 28 tall, inside the box.
        #expect(field.frame.minX == box.minX + 16)
        #expect(abs(field.frame.width - (270 - 32)) < 0.001)
        #expect(field.frame.height == 28)
        #expect(box.contains(field.frame))
        // Once presented, the first field is editing.
        #expect(field.isEditing)
        withExtendedLifetime(window) {}
    }

    @Test func secondCancelActionStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "A", style: .cancel))
                alert.addAction(UIAlertAction(title: "B", style: .cancel))
            }
        }
    }

    @Test func textFieldOnAnActionSheetStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet).addTextField()
            }
        }
    }

    /// Under `.record`: the second cancel action is not added, no field is added to a sheet (its handler does
    /// not run), and each sends UIKit's message.
    @Test func recordPolicyIgnoresTheCallsAndReports() {
        UIViewController.withFailurePolicy(.record) {
            let collector = DiagnosticCollector()
            let previous = DiagnosticSink.current
            DiagnosticSink.current = collector.sink
            defer { DiagnosticSink.current = previous }
            let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "A", style: .cancel))
            alert.addAction(UIAlertAction(title: "B", style: .cancel))
            #expect(alert.actions.map(\.title) == ["A"])
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            var configured = false
            sheet.addTextField { _ in configured = true }
            #expect(!configured)
            #expect(sheet.textFields?.isEmpty ?? true)
            #expect(collector.diagnostics.map(\.kind) == ["secondCancelAction", "textFieldOnActionSheet"])
            #expect(collector.diagnostics.map(\.message) == [
                "UIAlertController can only have one action with a style of UIAlertActionStyleCancel",
                "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert",
            ])
        }
    }
}
