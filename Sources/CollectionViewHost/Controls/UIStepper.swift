import CollectionGeometry

/// A control with a minus and a plus button that steps a value (UIKit's `UIStepper`), headless: its value, range and
/// step, its images per state, its fixed size, and simulated taps on its buttons.
///
/// UIKit raises an exception for a minimum not below the maximum and for a step that is not positive; here such a
/// setting is refused (the old one kept) with an `invalidValue` diagnostic, as is NaN or an infinity. The value
/// stays in ``minimumValue`` … ``maximumValue`` (a value outside is pinned to the nearer end). Setting ``value``
/// sends no action, as in UIKit; ``simulateIncrementTap()`` and ``simulateDecrementTap()`` (beyond UIKit) step it
/// and send `.valueChanged`.
///
/// A stepper is always 94 × 32 points, the size of UIKit's stepper since iOS 13: `init(frame:)` keeps only the
/// frame's origin, and so does a new frame.
@MainActor
open class UIStepper: UIControl {
    /// The size of every stepper: 94 × 32 points.
    public static let stepperSize = CGSize(width: 94, height: 32)

    private var storedValue: Double = 0
    private var storedMinimumValue: Double = 0
    private var storedMaximumValue: Double = 100
    private var storedStepValue: Double = 1
    private var incrementImages: [State: UIImage] = [:]
    private var decrementImages: [State: UIImage] = [:]
    private var backgroundImages: [State: UIImage] = [:]
    private var dividerImages: [DividerStates: UIImage] = [:]

    /// The states of the two buttons a divider image is set for.
    private struct DividerStates: Hashable {
        var left: State.RawValue
        var right: State.RawValue
    }

    /// The value (default 0), pinned to ``minimumValue`` … ``maximumValue``; NaN is refused with an
    /// `invalidValue` diagnostic. Setting it sends no action.
    open var value: Double {
        get { storedValue }
        set {
            guard !newValue.isNaN else { return refuse("value", newValue, kept: storedValue) }
            storedValue = min(max(newValue, storedMinimumValue), storedMaximumValue)
        }
    }
    /// The lowest value (default 0); it must be finite and below ``maximumValue``, else it is refused with an
    /// `invalidValue` diagnostic (UIKit raises). The value is pinned into the new range.
    open var minimumValue: Double {
        get { storedMinimumValue }
        set {
            guard newValue.isFinite, newValue < storedMaximumValue else { return refuse("minimumValue", newValue, kept: storedMinimumValue) }
            storedMinimumValue = newValue
            storedValue = max(storedValue, newValue)
        }
    }
    /// The highest value (default 100); it must be finite and above ``minimumValue``, else it is refused with an
    /// `invalidValue` diagnostic (UIKit raises). The value is pinned into the new range.
    open var maximumValue: Double {
        get { storedMaximumValue }
        set {
            guard newValue.isFinite, newValue > storedMinimumValue else { return refuse("maximumValue", newValue, kept: storedMaximumValue) }
            storedMaximumValue = newValue
            storedValue = min(storedValue, newValue)
        }
    }
    /// How much a tap adds or takes away (default 1); it must be finite and above 0, else it is refused with an
    /// `invalidValue` diagnostic (UIKit raises).
    open var stepValue: Double {
        get { storedStepValue }
        set {
            guard newValue.isFinite, newValue > 0 else { return refuse("stepValue", newValue, kept: storedStepValue) }
            storedStepValue = newValue
        }
    }
    /// Whether stepping past an end goes round to the other (default `false`: it stops at the end).
    open var wraps = false
    /// Whether holding a button keeps stepping (default `true`); stored (there is no holding headless).
    open var autorepeat = true
    /// Whether `.valueChanged` is sent at each step while a button is held (`true`, the default) or only when it
    /// is let go; headless each simulated tap is one whole press, so either way one event is sent per tap.
    open var isContinuous = true

    /// Creates a stepper at the frame's origin; the size is always ``stepperSize``.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.stepperSize))
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The frame; a new frame keeps its origin and takes ``stepperSize``, as UIKit keeps a stepper's size.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.stepperSize) }
    }

    /// ``stepperSize``.
    open override var intrinsicContentSize: CGSize { Self.stepperSize }

    /// ``stepperSize``, whatever the size offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.stepperSize }

    // MARK: - Images per state

    /// Sets the image of the plus button for `state` (view pictures draw it in place of the plus).
    open func setIncrementImage(_ image: UIImage?, for state: State) { incrementImages[state] = image }
    /// The image of the plus button for `state`: its own, else the normal state's.
    open func incrementImage(for state: State) -> UIImage? { incrementImages[state] ?? incrementImages[.normal] }
    /// Sets the image of the minus button for `state`; stored.
    open func setDecrementImage(_ image: UIImage?, for state: State) { decrementImages[state] = image }
    /// The image of the minus button for `state`: its own, else the normal state's.
    open func decrementImage(for state: State) -> UIImage? { decrementImages[state] ?? decrementImages[.normal] }
    /// Sets the background image for `state` (view pictures stretch it over the stepper in place of the grey
    /// background).
    open func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state] = image }
    /// The background image for `state`: its own, else the normal state's.
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state] ?? backgroundImages[.normal] }
    /// Sets the image between the minus (left) and plus (right) buttons for the pair of their states (view
    /// pictures draw it in place of the divider line).
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: State, rightSegmentState rightState: State) {
        dividerImages[DividerStates(left: leftState.rawValue, right: rightState.rawValue)] = image
    }
    /// The divider image for the pair of states: its own, else the one for both buttons normal.
    open func dividerImage(forLeftSegmentState state: State, rightSegmentState state2: State) -> UIImage? {
        dividerImages[DividerStates(left: state.rawValue, right: state2.rawValue)]
            ?? dividerImages[DividerStates(left: State.normal.rawValue, right: State.normal.rawValue)]
    }

    // MARK: - Buttons

    /// Whether the minus button can step: the value is above the minimum, or the stepper wraps. UIKit dims the
    /// button that cannot. Beyond UIKit.
    ///
    /// - Complexity: O(1).
    public var canDecrement: Bool { wraps || storedValue > storedMinimumValue }
    /// Whether the plus button can step: the value is below the maximum, or the stepper wraps. Beyond UIKit.
    ///
    /// - Complexity: O(1).
    public var canIncrement: Bool { wraps || storedValue < storedMaximumValue }

    // MARK: - Simulated touches (beyond UIKit)

    /// Taps the plus button, when the stepper is enabled and visible: highlights it and sends `.touchDown`; adds
    /// ``stepValue`` (stopping at the maximum, or going round to the minimum when ``wraps``); sends `.valueChanged` when the value changed; then `.touchUpInside`. Beyond UIKit.
    open func simulateIncrementTap() { step(by: 1) }

    /// Taps the minus button, as ``simulateIncrementTap()`` does the plus button. Beyond UIKit.
    open func simulateDecrementTap() { step(by: -1) }

    /// A tap on the stepper itself taps the plus button (its trailing half). Beyond UIKit.
    open override func simulateTap() { simulateIncrementTap() }

    /// One tap on the button of `direction` (+1 plus, −1 minus).
    private func step(by direction: Double) {
        guard isEnabled, !isHidden else { return }
        isHighlighted = true
        sendActions(for: .touchDown)
        isHighlighted = false
        let old = storedValue
        var new = old + direction * storedStepValue
        // Past an end: the other end when the stepper wraps (as UIKit documents `wraps`), else the end itself.
        if new > storedMaximumValue {
            new = wraps ? storedMinimumValue : storedMaximumValue
        } else if new < storedMinimumValue {
            new = wraps ? storedMaximumValue : storedMinimumValue
        }
        storedValue = new
        if new != old { sendActions(for: .valueChanged) }
        sendActions(for: .touchUpInside)
    }

    /// Reports that `value` was refused for `name`, `kept` staying.
    private func refuse(_ name: String, _ value: Double, kept: Double) {
        reportDiagnostic(kind: .invalidValue, message: "\(diagnosticName): \(name) \(value) is not allowed here; kept \(kept)")
    }
}
