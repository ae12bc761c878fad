import CollectionGeometry
import Foundation

/// One simulated interaction with a view hierarchy (beyond UIKit): the touches, the gesture recognizers they
/// reach, and the deliveries to the touched views, on the animation clock.
///
/// Each touch is hit-tested when it begins (``UIView/hitTest(_:with:)`` from the hierarchy's root); the
/// recognizers attached to the hit view and the views above it take it (unless their delegate declines), and
/// hear every phase before the view does. The view hears the touches through the responder chain
/// (`touchesBegan(_:with:)` … forwarding to `next`), held back while a recognizer that
/// ``UIGestureRecognizer/delaysTouchesBegan`` or ``UIGestureRecognizer/delaysTouchesEnded`` is still possible,
/// and cancelled when a recognizer that ``UIGestureRecognizer/cancelsTouchesInView`` recognizes.
@MainActor
final class TouchSession {
    /// A phase of some touches waiting to reach their views.
    private struct Delivery {
        let phase: UITouch.Phase
        let touch: UITouch
    }

    /// The root of the hierarchy: where hit testing starts and locations are measured.
    let root: UIView
    /// The event all the session's touches belong to (UIKit reuses one event for a sequence of touches).
    let event = UIEvent(touches: [])
    /// The recognizers taking part, in the order they joined (for each touch: its view's, then those above).
    private(set) var recognizers: [UIGestureRecognizer] = []
    /// The touches on the screen or still waiting for deliveries.
    private var touches: [UITouch] = []
    /// Deliveries held back by recognizers, in order.
    private var held: [Delivery] = []
    /// The touches whose views heard `touchesBegan(_:with:)` and not yet their end.
    private var begunInView: [ObjectIdentifier: UITouch] = [:]
    /// The touches whose views were cancelled by a recognizer: they hear nothing more.
    private var cancelledInView: Set<ObjectIdentifier> = []

    init(root: UIView) {
        self.root = root
    }

    /// The time of the animation clock.
    var now: TimeInterval { UIView.animationClock.currentTime }

    // MARK: - Touches

    /// Puts a finger down at `point` in the root's coordinates; returns its touch, or nil when no view takes it.
    func begin(at point: CGPoint, tapCount: Int = 1) -> UITouch? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        event.timestamp = now
        guard let view = root.hitTest(point, with: event) else { return nil }
        // An exclusive-touch view down keeps fingers from other views, and is not touched while others are.
        if touches.contains(where: { other in
            other.view !== view && (other.view?.isExclusiveTouch == true || view.isExclusiveTouch)
        }) { return nil }
        let touch = UITouch(location: view.convert(point, from: nil), in: view, phase: .began, tapCount: tapCount, timestamp: now)
        // A view without multiple touch hears only its first finger (its recognizers still see them all).
        if !view.isMultipleTouchEnabled, touches.contains(where: { $0.view === view }) {
            cancelledInView.insert(ObjectIdentifier(touch))
        }
        touches.append(touch)
        event.replaceTouches(touches)
        var candidate: UIView? = view
        while let current = candidate {
            for recognizer in current.attachedGestureRecognizers where recognizer.isEnabled {
                guard recognizer.state == .possible || recognizer.state == .began || recognizer.state == .changed,
                      recognizer.allowedTouchTypes.contains(where: { $0.intValue == touch.type.rawValue }),
                      recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: event) ?? true,
                      recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true else { continue }
                recognizer.trackedTouches.append(touch)
                touch.gestureRecognizers = (touch.gestureRecognizers ?? []) + [recognizer]
                recognizer.session = self
                if !recognizers.contains(where: { $0 === recognizer }) { recognizers.append(recognizer) }
            }
            candidate = current.superview
        }
        dispatch([touch], phase: .began)
        return touch
    }

    /// Moves `moves` (touches and points in the root's coordinates) at once.
    func move(_ moves: [(touch: UITouch, point: CGPoint)]) {
        event.timestamp = now
        for (touch, point) in moves { touch.move(to: point, in: nil, phase: .moved, timestamp: now) }
        dispatch(moves.map(\.touch), phase: .moved)
    }

    /// Lifts `lifted` (or cancels them).
    func end(_ lifted: [UITouch], cancelled: Bool = false) {
        event.timestamp = now
        let phase: UITouch.Phase = cancelled ? .cancelled : .ended
        for touch in lifted { touch.setPhase(phase, timestamp: now) }
        dispatch(lifted, phase: phase)
        touches.removeAll { touch in lifted.contains { $0 === touch } }
        event.replaceTouches(touches)
    }

    /// Lets `interval` seconds pass on the animation clock, reaching recognizers' deadlines on the way.
    func wait(_ interval: TimeInterval) {
        guard interval.isFinite, interval > 0 else { return }
        let target = now + interval
        while let next = nextDeadline(), next.deadline <= target {
            if next.deadline > now { UIView.animationClock.advance(by: next.deadline - now) }
            next.recognizer.deadline = nil
            next.recognizer.deadlineReached()
            afterEvent()
        }
        if target > now { UIView.animationClock.advance(by: target - now) }
    }

    /// Ends the interaction: waits for the recognizers' deadlines (a double tap's wait for a second tap), fails
    /// those still undecided, delivers what they held back and resets them.
    func finish() {
        if !touches.isEmpty { end(touches, cancelled: true) }
        var guardCount = 0
        while let next = nextDeadline(), guardCount < 64 {
            wait(max(next.deadline - now, 0) + 1e-9)
            guardCount += 1
        }
        for recognizer in recognizers where recognizer.state == .possible { recognizer.forceFail() }
        flushDeliveries()
        for delivery in held { deliverToView(delivery.phase, [delivery.touch]) }
        held = []
        afterEvent()
    }

    /// The recognizer whose deadline comes first, and when.
    private func nextDeadline() -> (recognizer: UIGestureRecognizer, deadline: TimeInterval)? {
        var best: (recognizer: UIGestureRecognizer, deadline: TimeInterval)?
        for recognizer in recognizers {
            if let deadline = recognizer.deadline, best.map({ deadline < $0.deadline }) ?? true { best = (recognizer, deadline) }
        }
        return best
    }

    // MARK: - Dispatch

    /// Gives a phase of `changed` to the recognizers that track them, then (unless held) to their views.
    private func dispatch(_ changed: [UITouch], phase: UITouch.Phase) {
        for recognizer in recognizers {
            guard recognizer.session === self,
                  recognizer.state == .possible || recognizer.state == .began || recognizer.state == .changed else { continue }
            let mine = changed.filter { touch in recognizer.trackedTouches.contains { $0 === touch } }
            guard !mine.isEmpty else { continue }
            // The centroid of the fingers down and of those lifting now (not of earlier taps' fingers).
            let located = recognizer.trackedTouches.filter { touch in
                touch.phase == .ended ? mine.contains { $0 === touch } : touch.phase != .cancelled
            }
            if !located.isEmpty {
                let sum = located.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.location(in: nil).x, y: $0.y + $1.location(in: nil).y) }
                recognizer.lastCentroid = CGPoint(x: sum.x / CGFloat(located.count), y: sum.y / CGFloat(located.count))
            }
            let set = Set(mine)
            switch phase {
            case .began: recognizer.touchesBegan(set, with: event)
            case .moved: recognizer.touchesMoved(set, with: event)
            case .ended: recognizer.touchesEnded(set, with: event)
            default: recognizer.touchesCancelled(set, with: event)
            }
        }
        for touch in changed { held.append(Delivery(phase: phase, touch: touch)) }
        flushDeliveries()
        afterEvent()
    }

    /// Delivers the held phases whose recognizers no longer hold them, in order.
    func flushDeliveries() {
        var blocked: Set<ObjectIdentifier> = []
        var remaining: [Delivery] = []
        var ready: [Delivery] = []
        for delivery in held {
            let id = ObjectIdentifier(delivery.touch)
            if cancelledInView.contains(id) { continue }
            if blocked.contains(id) || isHeld(delivery) {
                blocked.insert(id)
                remaining.append(delivery)
            } else {
                ready.append(delivery)
            }
        }
        held = remaining
        // Touches of one phase that reach the same view arrive together, as in one UIKit event.
        var index = 0
        while index < ready.count {
            let phase = ready[index].phase
            var group = [ready[index].touch]
            while index + 1 < ready.count, ready[index + 1].phase == phase { index += 1; group.append(ready[index].touch) }
            deliverToView(phase, group)
            index += 1
        }
    }

    /// Whether a possible recognizer tracking the delivery's touch holds it back.
    private func isHeld(_ delivery: Delivery) -> Bool {
        recognizers.contains { recognizer in
            guard recognizer.state == .possible, recognizer.trackedTouches.contains(where: { $0 === delivery.touch }) else { return false }
            switch delivery.phase {
            case .began, .moved: return recognizer.delaysTouchesBegan
            case .ended: return recognizer.delaysTouchesEnded
            default: return false
            }
        }
    }

    /// Sends a phase of `touches` to their views, grouped by view, through the responder chain.
    private func deliverToView(_ phase: UITouch.Phase, _ group: [UITouch]) {
        var byView: [(UIView, Set<UITouch>)] = []
        for touch in group {
            guard let view = touch.view, !cancelledInView.contains(ObjectIdentifier(touch)) else { continue }
            if phase != .began, begunInView[ObjectIdentifier(touch)] == nil { continue }
            if let index = byView.firstIndex(where: { $0.0 === view }) { byView[index].1.insert(touch) } else { byView.append((view, [touch])) }
        }
        for (view, set) in byView {
            for touch in set {
                if phase == .began { begunInView[ObjectIdentifier(touch)] = touch }
                if phase == .ended || phase == .cancelled { begunInView[ObjectIdentifier(touch)] = nil }
            }
            switch phase {
            case .began: view.touchesBegan(set, with: event)
            case .moved: view.touchesMoved(set, with: event)
            case .ended: view.touchesEnded(set, with: event)
            default: view.touchesCancelled(set, with: event)
            }
        }
    }

    /// Resets the recognizers whose gesture is over and whose touches all lifted.
    private func afterEvent() {
        for recognizer in recognizers where recognizer.session === self {
            let over = recognizer.state == .ended || recognizer.state == .cancelled || recognizer.state == .failed
            if over, recognizer.activeTouches.isEmpty { recognizer.resetForNextGesture() }
        }
        recognizers.removeAll { $0.session !== self }
    }

    // MARK: - Rules between recognizers

    /// Whether `recognizer` must wait: a recognizer it requires to fail takes part and is still possible.
    func mustWait(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizers.contains { other in
            other !== recognizer && other.session === self && other.state == .possible && recognizer.requiresFailure(of: other)
        }
    }

    /// Whether the two recognizers may recognize at once (either delegate allows it).
    private func simultaneous(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
        first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) == true
            || second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first) == true
    }

    /// Whether `recognizer` is kept from recognizing: another recognizer's gesture is in progress, or a control
    /// under it keeps its default action.
    func isPrevented(_ recognizer: UIGestureRecognizer) -> Bool {
        if recognizers.contains(where: { other in
            other !== recognizer && (other.state == .began || other.state == .changed) && !simultaneous(recognizer, other)
                && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other)
        }) { return true }
        return recognizer.trackedTouches.contains { touch in
            guard let control = touch.view as? UIControl, control !== recognizer.view else { return false }
            return control.keepsDefaultAction(against: recognizer)
        }
    }

    /// Whether the views the recognizer's touches are in, and the views up to its own, let it begin
    /// (``UIView/gestureRecognizerShouldBegin(_:)``).
    func viewsAllowBeginning(_ recognizer: UIGestureRecognizer, attachedTo view: UIView) -> Bool {
        var asked: Set<ObjectIdentifier> = []
        for touch in recognizer.trackedTouches {
            var candidate = touch.view
            while let current = candidate {
                if asked.insert(ObjectIdentifier(current)).inserted, !current.gestureRecognizerShouldBegin(recognizer) { return false }
                if current === view { break }
                candidate = current.superview
            }
        }
        return asked.contains(ObjectIdentifier(view)) || view.gestureRecognizerShouldBegin(recognizer)
    }

    /// A recognizer left the possible state: those waiting for it fail, those it excludes fail, and the views
    /// of its touches are cancelled when it cancels touches in view.
    func recognizerDidRecognize(_ recognizer: UIGestureRecognizer) {
        for other in recognizers where other !== recognizer && other.session === self {
            if !other.pendingStates.isEmpty, other.requiresFailure(of: recognizer) {
                other.forceFail()
            } else if other.state == .possible, !other.activeTouches.isEmpty, !simultaneous(recognizer, other),
                      recognizer.canPrevent(other), other.canBePrevented(by: recognizer) {
                other.forceFail()
            }
        }
        guard recognizer.cancelsTouchesInView else { return }
        var cancelled: [UITouch] = []
        for touch in recognizer.trackedTouches where !cancelledInView.contains(ObjectIdentifier(touch)) {
            if begunInView[ObjectIdentifier(touch)] != nil { cancelled.append(touch) }
        }
        held.removeAll { delivery in recognizer.trackedTouches.contains { $0 === delivery.touch } }
        if !cancelled.isEmpty { deliverToView(.cancelled, cancelled) }
        for touch in recognizer.trackedTouches { cancelledInView.insert(ObjectIdentifier(touch)) }
    }

    /// A recognizer failed (or was cancelled): recognizers waiting for it may go on.
    func recognizerDidFail(_ recognizer: UIGestureRecognizer) {
        for other in recognizers where other !== recognizer && !other.pendingStates.isEmpty && !mustWait(other) {
            other.releasePendingStates()
        }
    }
}
