#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

#if !canImport(UIKit)
/// Simulated touches at points (beyond UIKit): hit testing, the responder chain, controls and shakes.
@MainActor
@Suite struct TouchDeliveryTests {
    /// The touch reaches the hit view first and passes up the chain: the superview, then the view controller whose
    /// root view holds it; each phase goes all the way up before the next.
    @Test func touchesTravelUpTheResponderChain() {
        let log = EventLog()
        let controller = RecordingViewController(log: log)
        controller.view.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        let outer = RecordingView("outer", frame: CGRect(x: 100, y: 100, width: 100, height: 100), log: log)
        let inner = RecordingView("inner", frame: CGRect(x: 10, y: 10, width: 50, height: 50), log: log)
        outer.addSubview(inner)
        controller.view.addSubview(outer)
        // (120, 120) is (20, 20) in `outer`, (10, 10) in `inner`.
        controller.view.simulateTap(at: CGPoint(x: 120, y: 120))
        #expect(log.entries == ["inner began", "outer began", "controller began",
                                "inner ended", "outer ended", "controller ended"])
        // A tap in `outer` beside `inner`: (180, 180) is (80, 80) in `outer`, outside `inner` (10 ... 60).
        log.entries = []
        controller.view.simulateTap(at: CGPoint(x: 180, y: 180))
        #expect(log.entries == ["outer began", "controller began", "outer ended", "controller ended"])
        // Points are in the receiver's coordinates: (10, 10) in `outer` is (110, 110) in the root, (0, 0) in `inner`.
        log.entries = []
        outer.simulateTap(at: CGPoint(x: 10, y: 10))
        #expect(log.entries.first == "inner began")
    }

    /// A moving touch stays with the view it began in, even once it leaves it; the touch's location follows it.
    @Test func movingTouchStaysWithItsView() {
        let log = EventLog()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let first = RecordingView("first", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let second = RecordingView("second", frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: log)
        root.addSubview(first)
        root.addSubview(second)
        root.simulateTouches(along: [CGPoint(x: 50, y: 50), CGPoint(x: 150, y: 50), CGPoint(x: 250, y: 50)])
        #expect(log.entries == ["first began", "first moved", "first moved", "first ended"])
    }

    /// A tap on a button's location sends `.touchDown` when the finger goes down, then `.touchUpInside` and
    /// `.primaryActionTriggered` when it lifts; a tap beside it or on a disabled button sends nothing.
    @Test func tapAtAButtonSendsItsEvents() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
        root.addSubview(button)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
        button.addAction(UIAction { _ in events.append("up inside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        button.addAction(UIAction { _ in events.append("up outside") }, for: .touchUpOutside)
        root.simulateTap(at: CGPoint(x: 140, y: 120))
        #expect(events == ["down", "up inside", "primary"])
        #expect(!button.isHighlighted && !button.isTracking)
        events = []
        root.simulateTap(at: CGPoint(x: 90, y: 120))
        #expect(events.isEmpty)
        button.isEnabled = false
        root.simulateTap(at: CGPoint(x: 140, y: 120))
        #expect(events.isEmpty)
    }

    /// A finger that goes down on a button and lifts outside it: `.touchDown`, `.touchDragExit` as it leaves,
    /// `.touchDragOutside` as it moves on outside, `.touchUpOutside`; no primary action.
    @Test func dragOffAButton() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
        root.addSubview(button)
        var events: [String] = []
        let names: [(UIControl.Event, String)] = [(.touchDown, "down"), (.touchDragInside, "drag inside"),
                                                  (.touchDragExit, "exit"), (.touchDragOutside, "drag outside"),
                                                  (.touchUpInside, "up inside"), (.touchUpOutside, "up outside"),
                                                  (.primaryActionTriggered, "primary")]
        for (event, name) in names { button.addAction(UIAction(identifier: UIAction.Identifier(name)) { _ in events.append(name) }, for: event) }
        root.simulateTouches(along: [CGPoint(x: 140, y: 120), CGPoint(x: 150, y: 125), CGPoint(x: 250, y: 250), CGPoint(x: 260, y: 260)])
        #expect(events == ["down", "drag inside", "exit", "drag outside", "up outside"])
        #expect(!button.isHighlighted)
    }

    /// Taps at points act as the control's own tap: a switch flips, a segmented control selects the segment under
    /// the finger (two 100-pt segments of a 200-pt control: x 150 is the second).
    @Test func tapsAtControlsDoTheirEffect() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        root.addSubview(toggle)
        root.simulateTap(at: CGPoint(x: 25, y: 15))
        #expect(toggle.isOn)
        let segmented = UISegmentedControl(items: ["One", "Two"])
        segmented.frame = CGRect(x: 0, y: 100, width: 200, height: 32)
        root.addSubview(segmented)
        var changes = 0
        segmented.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        root.simulateTap(at: CGPoint(x: 150, y: 116))
        #expect(segmented.selectedSegmentIndex == 1)
        #expect(changes == 1)
    }

    /// A hidden window (not yet made key and visible) takes no touches, as in UIKit.
    @Test func hiddenWindowTakesNoTouches() {
        let log = EventLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = RecordingView("view", frame: window.bounds, log: log)
        window.addSubview(view)
        window.simulateTap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries.isEmpty)
        window.makeKeyAndVisible()
        window.simulateTap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["view began", "view ended"])
    }

    /// A shake goes to the hierarchy's first responder and up the chain from it; without a first responder, to
    /// the root.
    @Test func shakeReachesTheFirstResponder() {
        let log = EventLog()
        let root = RecordingView("root", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let field = RecordingView("field", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
        root.addSubview(field)
        root.simulateShake()
        #expect(log.entries == ["root motionBegan shake", "root motionEnded shake"])
        log.entries = []
        field.acceptsFirstResponder = true
        #expect(field.becomeFirstResponder())
        field.simulateShake()
        #expect(log.entries == ["field motionBegan shake", "root motionBegan shake",
                                "field motionEnded shake", "root motionEnded shake"])
    }

    /// The existing tap at an index path of a collection view is not a touch: it still selects without hit testing.
    @Test func indexPathTapsAreUnaffected() {
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 300), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Source()
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        collectionView.simulateTap(at: IndexPath(item: 1, section: 0))
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        withExtendedLifetime(source) {}
    }
    /// Two fingers on one view: by default it hears only the first (one began, one ended); with multiple touch on
    /// it hears both fingers begin (one call each) and both lift in one call.
    @Test func multipleTouchOnOneView() {
        let log = EventLog()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = RecordingView("view", frame: root.bounds, log: log)
        root.addSubview(view)
        #expect(!view.isMultipleTouchEnabled)
        root.simulateTouches(along: [[CGPoint(x: 50, y: 50)], [CGPoint(x: 150, y: 150)]])
        #expect(log.entries == ["view began", "view ended"])
        log.entries = []
        view.isMultipleTouchEnabled = true
        root.simulateTouches(along: [[CGPoint(x: 50, y: 50)], [CGPoint(x: 150, y: 150)]])
        #expect(log.entries == ["view began", "view began", "view ended"])
    }

    /// A finger on an exclusive-touch view keeps a second finger on another view from being delivered.
    @Test func exclusiveTouch() {
        let log = EventLog()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let first = RecordingView("first", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let second = RecordingView("second", frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: log)
        root.addSubview(first)
        root.addSubview(second)
        root.simulateTouches(along: [[CGPoint(x: 50, y: 50)], [CGPoint(x: 250, y: 50)]])
        #expect(log.entries == ["first began", "second began", "first ended", "second ended"])
        log.entries = []
        first.isExclusiveTouch = true
        root.simulateTouches(along: [[CGPoint(x: 50, y: 50)], [CGPoint(x: 250, y: 50)]])
        #expect(log.entries == ["first began", "first ended"])
    }
}
#endif
