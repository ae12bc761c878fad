import CollectionDiagnostics
import CollectionGeometry

/// The base of controls (UIKit's `UIControl`): states, and actions sent for events.
///
/// Actions are closures (``UIAction``), added for events with ``addAction(_:for:)`` and sent with
/// ``sendActions(for:)``. UIKit's target–action (`addTarget(_:action:for:)` with a `#selector`) needs the
/// Objective-C runtime, which Swift on Linux does not have; use the closure form, which UIKit offers too.
/// Headless, ``simulateTap()`` (beyond UIKit) does what a tap does; a simulated touch at a point
/// (``UIView/simulateTap(at:tapCount:)``) reaches the control through hit testing and its tracking.
@MainActor
open class UIControl: UIView {
    /// Whether the control responds to touches (default `true`). A disabled control sends no actions when
    /// tapped and is drawn dimmed.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { controlStateDidChange() } }
    }
    /// Whether the control is selected (default `false`).
    open var isSelected = false {
        didSet { if isSelected != oldValue { controlStateDidChange() } }
    }
    /// Whether a touch is down on the control (default `false`).
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { controlStateDidChange() } }
    }
    /// How the content lines up vertically (default centred).
    open var contentVerticalAlignment: ContentVerticalAlignment = .center
    /// How the content lines up horizontally (default centred).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    /// ``contentHorizontalAlignment`` with `.leading` and `.trailing` resolved to `.left` or `.right` for the
    /// view's layout direction.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }
    /// The control's state: highlighted, disabled and selected, from the flags above.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }
    /// Whether a touch is being tracked (during a simulated touch on the control, see `UIControl+Tracking.swift`).
    open internal(set) var isTracking = false
    /// Whether the tracked touch is inside the control.
    open internal(set) var isTouchInside = false
    /// Events ``sendActions(for:)`` leaves out while a simulated touch routes to ``simulateTap()`` after it
    /// already sent them.
    final var suppressedEvents: Event = []
    /// Whether the control shows its context menu on a long press.
    open var isContextMenuInteractionEnabled = false
    /// Whether a tap shows the control's menu instead of sending its primary action.
    open var showsMenuAsPrimaryAction = false
    /// A tool tip.
    open var toolTip: String?
    /// Where the control's diagnostics go (bad input it repaired, programmer errors recorded under
    /// ``FailurePolicy/record``); nil (the default) sends them to ``DiagnosticSink/current``. Beyond UIKit, which
    /// logs or raises instead.
    public var diagnosticSink: DiagnosticSink?

    /// The actions added, with their events, in the order they were added.
    private var registrations: [(action: UIAction, events: Event)] = []

    /// Creates a control with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control whose primary action is `primaryAction` (sent for `.primaryActionTriggered`).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Called when ``isEnabled``, ``isSelected`` or ``isHighlighted`` changes; subclasses update their look.
    /// The base implementation does nothing. (An internal hook; UIKit has no public equivalent.)
    func controlStateDidChange() {}

    // MARK: - Actions

    /// Adds `action` for `controlEvents`. An action with the same identifier replaces the earlier one, as in
    /// UIKit; adding the same action for more events adds those events.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = registrations.firstIndex(where: { $0.action.identifier == action.identifier }) {
            if registrations[index].action === action {
                registrations[index].events.formUnion(controlEvents)
            } else {
                registrations[index] = (action, controlEvents)
            }
            return
        }
        registrations.append((action, controlEvents))
    }

    /// Removes `action` from `controlEvents` (the action stays for its other events).
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action named `actionIdentifier` from `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for index in registrations.indices.reversed() where registrations[index].action.identifier == actionIdentifier {
            registrations[index].events.subtract(controlEvents)
            if registrations[index].events.isEmpty { registrations.remove(at: index) }
        }
    }

    /// The actions added for any of `controlEvents`, in the order they were added. Beyond UIKit (UIKit's
    /// `enumerateEventHandlers(_:)` takes an Objective-C block).
    public func actions(for controlEvents: Event) -> [UIAction] {
        registrations.filter { !$0.events.isDisjoint(with: controlEvents) }.map(\.action)
    }

    /// Every event some action is added for.
    open var allControlEvents: Event {
        registrations.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Performs `action` with the control as its sender.
    open func sendAction(_ action: UIAction) {
        action.performWithSender(self)
    }

    /// Performs every action added for any of `controlEvents`, in the order they were added, with the control
    /// as sender. As in UIKit, this sends whatever the control's state (a disabled control is only kept from
    /// sending by its touch handling).
    open func sendActions(for controlEvents: Event) {
        for action in actions(for: controlEvents.subtracting(suppressedEvents)) { sendAction(action) }
    }

    // MARK: - Tracking touches (the behaviour lives in `Responders/UIControl+Tracking.swift`)

    /// A touch began on the control; returns whether to go on tracking it (`true` by default).
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved; returns whether to go on tracking it (`true` by default).
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch lifted (does nothing by default).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Tracking was cancelled (does nothing by default).
    open func cancelTracking(with event: UIEvent?) {}
    /// Tracks the touch and sends `.touchDown` (the control does not forward touches up the responder chain).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { trackTouches(touches, .began, event) }
    /// Follows the touch, sending the drag events.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { trackTouches(touches, .moved, event) }
    /// Ends the touch: inside, the control does its tap (``simulateTap()``); outside, sends `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { trackTouches(touches, .ended, event) }
    /// Cancels tracking and sends `.touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { trackTouches(touches, .cancelled, event) }

    // MARK: - Simulated touches (beyond UIKit)

    /// Does what a tap on the control does, when it is enabled: highlights it while the touch is down and
    /// sends `.touchDown`, then `.touchUpInside` and `.primaryActionTriggered`. Subclasses add their own
    /// effect (a switch toggles, a segmented control selects). A disabled or hidden control ignores the tap.
    open func simulateTap() {
        guard isEnabled, !isHidden else { return }
        isHighlighted = true
        sendActions(for: .touchDown)
        isHighlighted = false
        sendActions(for: .touchUpInside)
        sendActions(for: .primaryActionTriggered)
    }
}
