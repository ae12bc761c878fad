#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

#if !canImport(UIKit)
/// Gesture recognizers driven by simulated touches (the simulations and the closure handlers are beyond UIKit).
@MainActor
@Suite struct GestureRecognizerTests {
    /// A 300 × 300 root holding a recording 200 × 200 view at (50, 50).
    private func scene() -> (root: UIView, view: RecordingView, log: EventLog) {
        let log = EventLog()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = RecordingView("view", frame: CGRect(x: 50, y: 50, width: 200, height: 200), log: log)
        root.addSubview(view)
        return (root, view, log)
    }

    private func name(_ state: UIGestureRecognizer.State) -> String {
        switch state {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }

    /// A tap is recognized once (a discrete gesture goes straight to recognized), is possible again afterwards,
    /// and reports where it happened; the view's touches are cancelled, since the recognizer held back their end.
    @Test func tapIsRecognized() {
        let (root, view, log) = scene()
        var states: [String] = []
        var location = CGPoint.zero
        let tap = UITapGestureRecognizer { tap in
            states.append(name(tap.state))
            location = tap.location(in: tap.view)
        }
        view.addGestureRecognizer(tap)
        #expect(view.gestureRecognizers?.count == 1 && tap.view === view)
        root.simulateTap(at: CGPoint(x: 80, y: 90))
        #expect(states == ["ended"])
        #expect(tap.state == .possible)
        // (80, 90) in the root is (30, 40) in the view at (50, 50).
        #expect(location == CGPoint(x: 30, y: 40))
        #expect(log.entries == ["view began", "view cancelled"])
        // Without cancelling, the view hears the whole touch once the tap is decided.
        log.entries = []
        tap.cancelsTouchesInView = false
        root.simulateTap(at: CGPoint(x: 80, y: 90))
        #expect(log.entries == ["view began", "view ended"])
        #expect(states == ["ended", "ended"])
    }

    /// A pan of 100 points in 10 moves of 10 points, 0.025 s apart: it begins at the first move (10 points, the
    /// threshold), changes at the 9 others and ends when the finger lifts; the translation is then (100, 0), the
    /// velocity 10 / 0.025 = 400 points per second. The view hears the touch begin, then its cancellation.
    @Test func panStateSequence() {
        let (root, view, log) = scene()
        var states: [String] = []
        var translation = CGPoint.zero
        var velocity = CGPoint.zero
        let pan = UIPanGestureRecognizer { pan in
            states.append(name(pan.state))
            translation = pan.translation(in: pan.view)
            velocity = pan.velocity(in: pan.view)
        }
        view.addGestureRecognizer(pan)
        root.simulatePan(from: CGPoint(x: 60, y: 100), to: CGPoint(x: 160, y: 100), duration: 0.25, steps: 10)
        #expect(states == ["began"] + Array(repeating: "changed", count: 9) + ["ended"])
        #expect(translation == CGPoint(x: 100, y: 0))
        #expect(abs(velocity.x - 400) < 1e-6 && velocity.y == 0)
        #expect(log.entries == ["view began", "view cancelled"])
        // setTranslation(.zero) measures from there: a second pan that resets at each change ends with one step.
        let incremental = UIPanGestureRecognizer { pan in
            translation = pan.translation(in: nil)
            pan.setTranslation(.zero, in: nil)
        }
        view.removeGestureRecognizer(pan)
        view.addGestureRecognizer(incremental)
        root.simulatePan(from: CGPoint(x: 60, y: 100), to: CGPoint(x: 60, y: 200), duration: 0.25, steps: 10)
        // The last change is 10 points; the ended call sees no move since then.
        #expect(translation == .zero)
    }

    /// A pan shorter than the threshold never begins and fails; a moving touch fails a tap.
    @Test func shortPanFails() {
        let (root, view, _) = scene()
        var panCalls = 0, tapCalls = 0
        view.addGestureRecognizer(UIPanGestureRecognizer { _ in panCalls += 1 })
        view.addGestureRecognizer(UITapGestureRecognizer { _ in tapCalls += 1 })
        // 5 points: a tap (moves of up to 10 points allowed), not a pan.
        root.simulatePan(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 105, y: 100), duration: 0.1, steps: 1)
        #expect(panCalls == 0 && tapCalls == 1)
        // 40 points in 4 moves: a pan (began at the first move, 3 changes, ended: 5 calls), the tap failed when the finger moved more than 10 points.
        root.simulatePan(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 140, y: 100), duration: 0.1, steps: 4)
        #expect(panCalls == 5 && tapCalls == 1)
    }

    /// A long press begins after 0.5 s of the animation clock and ends when the finger lifts; a press of 0.3 s
    /// fails.
    @Test func longPressWaitsOnTheClock() {
        let (root, view, _) = scene()
        var states: [String] = []
        var beganAfter: Double = -1
        let start = UIView.animationClock.currentTime
        let press = UILongPressGestureRecognizer { press in
            states.append(name(press.state))
            if press.state == .began { beganAfter = UIView.animationClock.currentTime - start }
        }
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        view.addGestureRecognizer(press)
        root.simulateLongPress(at: CGPoint(x: 100, y: 100), duration: 0.3)
        #expect(states.isEmpty)
        let second = UIView.animationClock.currentTime
        root.simulateLongPress(at: CGPoint(x: 100, y: 100), duration: 0.75)
        #expect(states == ["began", "ended"])
        #expect(abs(beganAfter - (second - start) - 0.5) < 1e-9)
    }

    /// A single tap that requires a double tap to fail waits the double tap's 0.35 s after the finger lifted
    /// (0.05 s after it went down), so it fires 0.40 s after the touch began; a double tap fires only the double
    /// tap.
    @Test func singleTapWaitsForDoubleTapToFail() {
        let (root, view, _) = scene()
        var singles: [Double] = [], doubles = 0
        let single = UITapGestureRecognizer { _ in singles.append(UIView.animationClock.currentTime) }
        let double = UITapGestureRecognizer { _ in doubles += 1 }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        let start = UIView.animationClock.currentTime
        root.simulateTap(at: CGPoint(x: 100, y: 100))
        #expect(singles.count == 1 && doubles == 0)
        #expect(abs((singles.first ?? 0) - start - 0.40) < 1e-9)
        root.simulateTap(at: CGPoint(x: 100, y: 100), tapCount: 2)
        #expect(singles.count == 1 && doubles == 1)
    }

    /// Without the requirement both fire on a double tap: the single tap at each tap, the double tap at the second.
    @Test func independentTapsBothFire() {
        let (root, view, _) = scene()
        var singles = 0, doubles = 0
        let double = UITapGestureRecognizer { _ in doubles += 1 }
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(UITapGestureRecognizer { _ in singles += 1 })
        view.addGestureRecognizer(double)
        root.simulateTap(at: CGPoint(x: 100, y: 100), tapCount: 2)
        #expect(singles == 2 && doubles == 1)
    }

    /// Delegates veto: `gestureRecognizerShouldBegin` false fails the recognizer (the view then hears the whole
    /// touch); `shouldReceive` false keeps the touch from it; a view's `gestureRecognizerShouldBegin` can veto too.
    @Test func delegateVetoes() {
        final class Veto: UIGestureRecognizerDelegate {
            var begin = true, receive = true
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begin }
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receive }
        }
        let (root, view, log) = scene()
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        let delegate = Veto()
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        delegate.begin = false
        root.simulateTap(at: CGPoint(x: 100, y: 100))
        #expect(taps == 0)
        #expect(log.entries == ["view began", "view ended"])
        delegate.begin = true
        delegate.receive = false
        root.simulateTap(at: CGPoint(x: 100, y: 100))
        #expect(taps == 0)
        delegate.receive = true
        root.simulateTap(at: CGPoint(x: 100, y: 100))
        #expect(taps == 1)

        final class Refusing: UIView {
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let refusing = Refusing(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        var refusedTaps = 0
        refusing.addGestureRecognizer(UITapGestureRecognizer { _ in refusedTaps += 1 })
        root.addSubview(refusing)
        root.simulateTap(at: CGPoint(x: 10, y: 10))
        #expect(refusedTaps == 0)
        withExtendedLifetime(delegate) {}
    }

    /// Two pans, on a view and on its superview: only the first to begin (the inner one, nearer the touch) runs,
    /// unless a delegate lets them recognize simultaneously.
    @Test func simultaneousRecognition() {
        final class Together: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
        }
        let (root, view, _) = scene()
        var inner = 0, outer = 0
        view.addGestureRecognizer(UIPanGestureRecognizer { _ in inner += 1 })
        let outerPan = UIPanGestureRecognizer { _ in outer += 1 }
        root.addGestureRecognizer(outerPan)
        root.simulatePan(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.1, steps: 5)
        // Began, 4 changes, ended: 6 calls.
        #expect(inner == 6 && outer == 0)
        let together = Together()
        outerPan.delegate = together
        root.simulatePan(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.1, steps: 5)
        #expect(inner == 12 && outer == 6)
        withExtendedLifetime(together) {}
    }

    /// A button keeps its tap against a tap recognizer on a view around it (UIKit's default control actions).
    @Test func buttonKeepsItsTap() {
        let (root, view, _) = scene()
        var recognized = 0, tapped = 0
        view.addGestureRecognizer(UITapGestureRecognizer { _ in recognized += 1 })
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        button.addAction(UIAction { _ in tapped += 1 }, for: .touchUpInside)
        view.addSubview(button)
        root.simulateTap(at: CGPoint(x: 90, y: 70))
        #expect(tapped == 1 && recognized == 0)
        root.simulateTap(at: CGPoint(x: 150, y: 150))
        #expect(tapped == 1 && recognized == 1)
    }

    /// Swipes are recognized only in their directions; a disabled recognizer takes nothing.
    @Test func swipeDirections() {
        let (_, view, _) = scene()
        var lefts = 0
        let swipe = UISwipeGestureRecognizer { _ in lefts += 1 }
        #expect(swipe.direction == .right)
        swipe.direction = .left
        view.addGestureRecognizer(swipe)
        view.simulateSwipe(.left)
        #expect(lefts == 1)
        view.simulateSwipe(.right)
        view.simulateSwipe(.up)
        #expect(lefts == 1)
        swipe.isEnabled = false
        view.simulateSwipe(.left)
        #expect(lefts == 1)
    }

    /// A pinch from 100 to 200 points apart ends with scale 2; a quarter turn ends with rotation π/2.
    @Test func pinchAndRotation() {
        let (_, view, _) = scene()
        var scales: [CGFloat] = [], rotations: [CGFloat] = []
        var pinchStates: [String] = []
        view.addGestureRecognizer(UIPinchGestureRecognizer { pinch in
            scales.append(pinch.scale)
            pinchStates.append(name(pinch.state))
        })
        view.simulatePinch(scale: 2)
        #expect(pinchStates.first == "began" && pinchStates.last == "ended")
        #expect(scales.last == 2)
        view.gestureRecognizers = [UIRotationGestureRecognizer { rotation in rotations.append(rotation.rotation) }]
        view.simulateRotation(by: .pi / 2)
        #expect(abs((rotations.last ?? 0) - .pi / 2) < 1e-9)
    }

    /// An edge pan begins only from within 20 points of its edge of the window.
    @Test func screenEdgePan() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var calls = 0
        let edge = UIScreenEdgePanGestureRecognizer { _ in calls += 1 }
        edge.edges = .left
        root.addGestureRecognizer(edge)
        root.simulatePan(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1, steps: 2)
        #expect(calls == 0)
        root.simulatePan(from: CGPoint(x: 5, y: 100), to: CGPoint(x: 105, y: 100), duration: 0.1, steps: 2)
        // Began at the first move, changed at the second, ended.
        #expect(calls == 3)
    }
    /// Asking for a touch the recognizer does not have stops with UIKit's `NSRangeException` message by default.
    @Test func touchIndexOutOfRangeStops() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UITapGestureRecognizer().location(ofTouch: 0, in: nil)
            }
        }
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self)
            .contains("-[UITapGestureRecognizer locationOfTouch:inView:]: index (0) beyond bounds (0)."))
    }

    /// Under `.record` the same call reports a diagnostic and gives the gesture's location instead.
    @Test func touchIndexOutOfRangeRecords() {
        let collector = DiagnosticCollector()
        let pan = UIPanGestureRecognizer()
        pan.failurePolicy = .record
        pan.diagnosticSink = collector.sink
        #expect(pan.location(ofTouch: 2, in: nil) == pan.location(in: nil))
        #expect(collector.diagnostics.map(\.kind) == ["gestureTouchIndexOutOfRange"])
    }
    /// A hover recognizer takes no fingers and never holds back the view's touches; a recognizer that allows no
    /// direct touches takes none.
    @Test func hoverAndTouchTypes() {
        let (root, view, log) = scene()
        var hovers = 0, taps = 0
        view.addGestureRecognizer(UIHoverGestureRecognizer { _ in hovers += 1 })
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        tap.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)]
        view.addGestureRecognizer(tap)
        root.simulateTap(at: CGPoint(x: 100, y: 100))
        #expect(hovers == 0 && taps == 0)
        #expect(log.entries == ["view began", "view ended"])
        tap.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
        root.simulateTap(at: CGPoint(x: 100, y: 100))
        #expect(taps == 1)
    }
}
#endif
