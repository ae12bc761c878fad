import CollectionDiagnostics
import CollectionGeometry
import Foundation

/// The base of gesture recognizers (UIKit's `UIGestureRecognizer`): an object attached to a view that reads the
/// touches on the view and its subviews and decides whether they are its gesture.
///
/// A recognizer starts ``State-swift.enum/possible``. Subclasses read touches in ``touchesBegan(_:with:)`` and
/// its siblings and set ``state``: discrete gestures (a tap) to ``State-swift.enum/recognized`` or
/// ``State-swift.enum/failed``, continuous ones (a pan) to `.began`, `.changed`… and `.ended`. Every change to
/// `.began`, `.changed`, `.ended` (recognized) or `.cancelled` calls the recognizer's handlers. As in UIKit, two
/// recognizers do not recognize at once unless a delegate allows it (see ``UIGestureRecognizerDelegate``), a
/// recognizer that ``require(toFail:)`` another waits until that one fails, and a recognizer that recognizes with
/// ``cancelsTouchesInView`` makes the view hear `touchesCancelled(_:with:)` instead of the rest of its touches.
///
/// UIKit's target–action (`init(target:action:)`, `addTarget(_:action:)`) takes a `#selector`, which needs the
/// Objective-C runtime that Swift on Linux does not have, so actions are closures: `init(handler:)` and
/// `addHandler(_:)` (beyond UIKit, see ``UIGestureRecognizerHandling``) receive the recognizer with its own type.
///
/// Headless nothing touches the screen: the simulated interactions on views (``UIView/simulateTap(at:tapCount:)``,
/// ``UIView/simulatePan(from:to:duration:)`` and the others, beyond UIKit) hit-test, make the touches and drive
/// recognizers on the animation clock (``UIView/animationClock``).
@MainActor
open class UIGestureRecognizer: NSObject {
    /// The state as it was last set (see ``state``).
    private var storedState = State.possible

    /// The recognizer's state. Setting it is for subclasses (UIKit's `UIGestureRecognizerSubclass`): transitions
    /// UIKit does not allow (say `.changed` before `.began`) are ignored; leaving `.possible` asks the delegate and
    /// the view (``UIGestureRecognizerDelegate/gestureRecognizerShouldBegin(_:)``), waits for recognizers it
    /// requires to fail, and fails when another recognizer excludes it.
    public var state: State {
        get { storedState }
        set { requestTransition(to: newValue) }
    }

    /// Whether the recognizer takes touches (default `true`). Disabling it during a gesture cancels a continuous
    /// gesture in progress (fails a possible one), then resets it.
    open var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            if storedState == .began || storedState == .changed {
                requestTransition(to: .cancelled)
            } else if storedState == .possible, session != nil {
                requestTransition(to: .failed)
            }
        }
    }
    /// The view the recognizer is attached to (set by ``UIView/addGestureRecognizer(_:)``).
    open internal(set) weak var view: UIView?
    /// The recognizer's delegate (held weakly, as in UIKit).
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// Whether the view's touches are cancelled when the gesture is recognized (default `true`): the view hears
    /// `touchesCancelled(_:with:)` and nothing more of those touches.
    open var cancelsTouchesInView = true
    /// Whether the view hears `touchesBegan(_:with:)` only once the recognizer failed (default `false`); if the
    /// recognizer recognizes, the view never hears those touches.
    open var delaysTouchesBegan = false
    /// Whether the view hears `touchesEnded(_:with:)` only once the recognizer failed or recognized (default
    /// `true`, as in UIKit: a double-tap recognizer still waiting holds back the end of the first tap).
    open var delaysTouchesEnded = true
    /// Whether the recognizer takes only touches of one type at a time (default `true`); stored.
    open var requiresExclusiveTouchType = true
    /// The kinds of touch the recognizer takes, as raw values of ``UITouch/TouchType`` (default: all kinds).
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3]
    /// A name for the recognizer, for debugging and for finding it.
    open var name: String?
    /// What the recognizer does with the programmer errors UIKit raises an exception for (asking for the
    /// location of a touch it does not have): ``FailurePolicy/stop`` (the default) stops with UIKit's message;
    /// ``FailurePolicy/record`` sends a diagnostic (domain `view`, kind `gestureTouchIndexOutOfRange`) to
    /// ``diagnosticSink`` and applies the documented fallback. Beyond UIKit.
    public var failurePolicy: FailurePolicy = .stop
    /// Where the recognizer's diagnostics go; nil (the default) sends them to ``DiagnosticSink/current``. Beyond
    /// UIKit.
    public var diagnosticSink: DiagnosticSink?

    /// The touches the recognizer took in the current gesture, in the order they began.
    var trackedTouches: [UITouch] = []
    /// The centroid of the tracked touches at the latest event, in the root's coordinates.
    var lastCentroid = CGPoint.zero
    /// The states set while the recognizer waits for recognizers it requires to fail.
    var pendingStates: [State] = []
    /// The recognizers this one waits for (``require(toFail:)``), held weakly.
    private var failureRequirements: [WeakGestureRecognizer] = []
    /// The actions called when the state changes.
    private var handlers: [@MainActor (UIGestureRecognizer) -> Void] = []
    /// The touch sequence the recognizer takes part in, while it does.
    weak var session: TouchSession?
    /// When the recognizer wants ``deadlineReached()`` called, in seconds of the animation clock.
    var deadline: TimeInterval?

    /// Creates a recognizer without handlers (add them with `addHandler(_:)`).
    public required override init() {
        super.init()
    }

    // MARK: - Dependencies

    /// Makes the recognizer wait, before recognizing, until `otherGestureRecognizer` fails; it fails itself if the
    /// other one recognizes (a single tap that should not fire on a double tap requires the double tap to fail).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self,
              !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        failureRequirements.append(WeakGestureRecognizer(recognizer: otherGestureRecognizer))
    }

    /// Whether this recognizer may prevent `preventedGestureRecognizer` from recognizing (default `true`).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` may prevent this recognizer from recognizing (default `true`).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail (default `false`; subclasses decide).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` must wait for this recognizer to fail (default `false`).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether this recognizer waits for `other` to fail: by ``require(toFail:)``, either delegate or either
    /// recognizer's own rules.
    func requiresFailure(of other: UIGestureRecognizer) -> Bool {
        failureRequirements.contains { $0.recognizer === other }
            || shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
            || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    // MARK: - Touches (for subclasses)

    /// The touches began; subclasses read them (the base implementation does nothing).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The touches moved; subclasses read them (the base implementation does nothing).
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The touches ended; subclasses read them (the base implementation does nothing).
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The touches were cancelled; the base implementation cancels a gesture in progress and fails a possible one.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if storedState == .began || storedState == .changed { state = .cancelled } else if storedState == .possible { state = .failed }
    }

    /// Stops tracking `touch` in this gesture: the recognizer hears nothing more of it.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
    }

    /// Called after the gesture ended, failed or was cancelled, before the recognizer is possible again;
    /// subclasses clear what they measured (the base implementation does nothing).
    open func reset() {}

    /// Called when the animation clock reaches ``deadline`` during a simulated interaction; subclasses that time
    /// their gesture (a long press, the wait for a second tap) override it. The base implementation does nothing.
    func deadlineReached() {}

    // MARK: - Location

    /// The touches of the current gesture still on the screen.
    var activeTouches: [UITouch] {
        trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
    }

    /// The number of touches of the current gesture still on the screen.
    ///
    /// - Complexity: O(*t*), *t* the number of touches.
    open var numberOfTouches: Int { activeTouches.count }

    /// Where the gesture is, in `view`'s coordinates (`nil`: the window's): the centroid of its touches (their
    /// last place once they lifted).
    ///
    /// - Complexity: O(*t* + *d*), *t* the number of touches, *d* the depth of `view`.
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return lastCentroid }
        return view.convert(lastCentroid, from: nil)
    }

    /// Where the touch at `touchIndex` (of ``numberOfTouches``) is, in `view`'s coordinates. UIKit raises
    /// `NSRangeException` for an index that names no touch: see ``failurePolicy``; under `.record` such an index
    /// gives ``location(in:)``.
    ///
    /// - Complexity: O(*t* + *d*), *t* the number of touches, *d* the depth of `view`.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let touches = activeTouches
        guard touches.indices.contains(touchIndex) else {
            let message = "-[\(String(describing: type(of: self))) locationOfTouch:inView:]: index (\(UInt(bitPattern: touchIndex))) "
                + "beyond bounds (\(touches.count))."
            failurePolicy.reject(message) { text in
                (diagnosticSink ?? DiagnosticSink.current).receive(Diagnostic(domain: .view, kind: "gestureTouchIndexOutOfRange", message: text))
            }
            return location(in: view)
        }
        return touches[touchIndex].location(in: view)
    }

    // MARK: - Handlers

    /// Adds a handler without the recognizer's own type (see `addHandler(_:)`).
    func appendHandler(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        handlers.append(handler)
    }

    /// Removes every handler. Beyond UIKit (UIKit's `removeTarget(_:action:)` takes a selector).
    public func removeAllHandlers() {
        handlers.removeAll()
    }

    // MARK: - State machine

    /// Applies a state a subclass set, by UIKit's allowed transitions.
    private func requestTransition(to newState: State) {
        if !pendingStates.isEmpty {
            // Waiting for a required recognizer to fail: remember the gesture's course, or give it up.
            if newState == .failed {
                pendingStates = []
                apply(.failed)
            } else {
                pendingStates.append(newState)
            }
            return
        }
        switch (storedState, newState) {
        case (.possible, .began), (.possible, .ended):
            attemptToRecognize(newState)
        case (.possible, .failed):
            apply(.failed)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
             (.began, .cancelled), (.changed, .cancelled):
            apply(newState)
        case (.began, .failed), (.changed, .failed):
            // A continuous gesture in progress cannot fail; UIKit treats it as cancelled.
            apply(.cancelled)
        default:
            break
        }
    }

    /// Leaves the possible state for `newState` (`.began` or `.ended`), unless the recognizer must wait, is vetoed
    /// or is excluded by another.
    private func attemptToRecognize(_ newState: State) {
        if let session, session.mustWait(self) {
            pendingStates = [newState]
            return
        }
        guard isEnabled, let view, delegate?.gestureRecognizerShouldBegin(self) ?? true,
              session?.viewsAllowBeginning(self, attachedTo: view) ?? view.gestureRecognizerShouldBegin(self),
              session?.isPrevented(self) != true else {
            apply(.failed)
            return
        }
        apply(newState)
    }

    /// Releases the states set while waiting, now that no required recognizer is possible.
    func releasePendingStates() {
        let states = pendingStates
        pendingStates = []
        for pending in states { requestTransition(to: pending) }
    }

    /// Fails the recognizer (and drops what it waited to do), as another's recognition requires.
    func forceFail() {
        pendingStates = []
        if storedState == .possible { apply(.failed) } else if storedState == .began || storedState == .changed { apply(.cancelled) }
    }

    /// Sets the state, tells the touch sequence and calls the handlers.
    private func apply(_ newState: State) {
        let previous = storedState
        storedState = newState
        if previous == .possible, newState == .began || newState == .ended {
            session?.recognizerDidRecognize(self)
        }
        if newState == .failed || newState == .cancelled { deadline = nil }
        if newState != .failed {
            for handler in handlers { handler(self) }
        }
        if newState == .failed || newState == .cancelled { session?.recognizerDidFail(self) }
        session?.flushDeliveries()
    }

    /// Makes the recognizer possible again after its gesture, calling ``reset()``.
    func resetForNextGesture() {
        storedState = .possible
        pendingStates = []
        trackedTouches = []
        deadline = nil
        session = nil
        reset()
    }
}

/// A weak reference to a recognizer (for ``UIGestureRecognizer/require(toFail:)``).
struct WeakGestureRecognizer {
    weak var recognizer: UIGestureRecognizer?
}
