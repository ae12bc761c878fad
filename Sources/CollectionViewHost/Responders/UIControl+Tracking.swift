import CollectionGeometry

/// How a control follows a simulated touch (UIKit's tracking, headless).
///
/// When the touch begins the control asks ``UIControl/beginTracking(_:with:)``, highlights itself and sends
/// `.touchDown` (and `.touchDownRepeat` for a repeated tap). While it moves the control sends
/// `.touchDragInside`, `.touchDragOutside`, `.touchDragEnter` or `.touchDragExit` (inside meaning
/// ``UIView/point(inside:with:)``), stays highlighted while the touch is inside and asks
/// ``UIControl/continueTracking(_:with:)``. When it lifts inside, the control does what its tap does
/// (``UIControl/simulateTap()``: a switch flips, a button sends `.touchUpInside` and `.primaryActionTriggered`;
/// a segmented control selects the segment under the touch, a page control and a stepper act on the half that
/// was touched) without sending `.touchDown` again; lifted outside, it sends `.touchUpOutside`. A slider follows
/// the touch with its thumb.
extension UIControl {
    /// Follows `touches` (the first one the control tracks) through `phase`.
    func trackTouches(_ touches: Set<UITouch>, _ phase: UITouch.Phase, _ event: UIEvent?) {
        guard let touch = touches.min(by: { $0.timestamp < $1.timestamp }) else { return }
        let location = touch.location(in: self)
        switch phase {
        case .began:
            isTouchInside = true
            isTracking = beginTracking(touch, with: event)
            isHighlighted = true
            let down: Event = touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : [.touchDown]
            sendActions(for: down)
        case .moved:
            let wasInside = isTouchInside
            let inside = point(inside: location, with: event)
            isTouchInside = inside
            if isTracking { isTracking = continueTracking(touch, with: event) }
            if let slider = self as? UISlider, isTracking {
                withSuppressedEvents([.touchDown, .touchUpInside]) { slider.simulateDrag(toX: location.x) }
            }
            isHighlighted = inside
            sendActions(for: inside ? (wasInside ? .touchDragInside : .touchDragEnter)
                                    : (wasInside ? .touchDragExit : .touchDragOutside))
        case .ended:
            endTracking(touch, with: event)
            isTracking = false
            isHighlighted = false
            if isTouchInside {
                withSuppressedEvents(.touchDown) { tapEffect(at: location) }
            } else {
                sendActions(for: .touchUpOutside)
            }
            isTouchInside = false
        default:
            cancelTracking(with: event)
            isTracking = false
            isHighlighted = false
            isTouchInside = false
            sendActions(for: .touchCancel)
        }
    }

    /// Runs `body` with `events` left out of ``sendActions(for:)``.
    private func withSuppressedEvents(_ events: Event, _ body: () -> Void) {
        let outer = suppressedEvents
        suppressedEvents.formUnion(events)
        defer { suppressedEvents = outer }
        body()
    }

    /// What a tap lifted at `location` (in the bounds) does.
    private func tapEffect(at location: CGPoint) {
        switch self {
        case let segmented as UISegmentedControl:
            let rects = segmented.segmentRects(forBounds: segmented.bounds)
            if let index = rects.firstIndex(where: { location.x >= $0.minX && location.x < $0.maxX }) {
                segmented.simulateTap(segmentAt: index)
            } else {
                sendActions(for: .touchUpInside)
            }
        case let pageControl as UIPageControl:
            // UIKit's page control moves one page towards the touched half.
            let forward = (location.x >= bounds.midX) != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
            let page = pageControl.currentPage + (forward ? 1 : -1)
            if page >= 0, page < pageControl.numberOfPages { pageControl.simulateTap(onPage: page) } else { sendActions(for: .touchUpInside) }
        case let stepper as UIStepper:
            // The stepper's minus button is its leading half, the plus button its trailing half.
            if location.x < bounds.midX { stepper.simulateDecrementTap() } else { stepper.simulateIncrementTap() }
        case is UISlider:
            sendActions(for: .touchUpInside)
        default:
            simulateTap()
        }
    }

    /// Whether the control keeps its default action against `recognizer`, attached to a view above it: UIKit's
    /// rule that a one-finger single tap on a button, switch, stepper, segmented control or page control goes to
    /// the control, not to a tap recognizer of a view around it.
    func keepsDefaultAction(against recognizer: UIGestureRecognizer) -> Bool {
        guard isEnabled, let tap = recognizer as? UITapGestureRecognizer,
              tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 else { return false }
        return self is UIButton || self is UISwitch || self is UIStepper || self is UISegmentedControl || self is UIPageControl
    }
}
