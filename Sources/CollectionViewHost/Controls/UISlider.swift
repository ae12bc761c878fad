import CollectionGeometry

/// A control for picking a value from a continuous range (UIKit's `UISlider`), headless: its value and range, its
/// colours and images, the rectangles of its track and thumb, and a simulated drag.
///
/// The value stays within ``minimumValue`` … ``maximumValue``: a value set outside is pinned to the nearer end, a
/// NaN value becomes the minimum (with an `invalidValue` diagnostic). Setting ``value`` sends no action, as in
/// UIKit; ``simulateDrag(to:)`` (beyond UIKit) moves the thumb as a finger does and sends `.valueChanged`.
///
/// Size: no intrinsic width; 31 pt tall (chosen from the look of UIKit's slider). The track is 4 pt
/// tall and the thumb a 28-pt circle (chosen from the look of UIKit's slider since iOS 13), or the size of a custom
/// thumb image; the thumb's edges stay within the track, so its centre travels from half its width inside one end
/// to half its width inside the other.
@MainActor
open class UISlider: UIControl {
    /// The slider's height (chosen; see the type's discussion).
    static let sliderHeight: CGFloat = 31
    /// The height of the track (chosen).
    static let trackHeight: CGFloat = 4
    /// The side of the thumb (chosen).
    static let thumbSide: CGFloat = 28
    /// The room a value image takes beside the track: its width plus this gap (chosen).
    static let valueImageGap: CGFloat = 8

    private var storedValue: Float = 0
    private var storedMinimumValue: Float = 0
    private var storedMaximumValue: Float = 1
    private var thumbImages: [State: UIImage] = [:]
    private var minimumTrackImages: [State: UIImage] = [:]
    private var maximumTrackImages: [State: UIImage] = [:]

    /// The value (default 0), within ``minimumValue`` … ``maximumValue``: a value outside is pinned to the
    /// nearer end; NaN becomes the minimum, with an `invalidValue` diagnostic. Setting it sends no action.
    open var value: Float {
        get { storedValue }
        set { storedValue = pinned(newValue, named: "value") }
    }
    /// The lower end of the range (default 0). A new minimum above the maximum raises the maximum to it; the
    /// value is pinned into the new range. NaN or an infinity is refused (the minimum kept), with an
    /// `invalidValue` diagnostic.
    open var minimumValue: Float {
        get { storedMinimumValue }
        set {
            guard newValue.isFinite else { return refuse(newValue, named: "minimumValue", kept: storedMinimumValue) }
            storedMinimumValue = newValue
            if storedMaximumValue < newValue { storedMaximumValue = newValue }
            storedValue = min(max(storedValue, storedMinimumValue), storedMaximumValue)
        }
    }
    /// The upper end of the range (default 1). A new maximum below the minimum lowers the minimum to it; the
    /// value is pinned into the new range. NaN or an infinity is refused, with an `invalidValue` diagnostic.
    open var maximumValue: Float {
        get { storedMaximumValue }
        set {
            guard newValue.isFinite else { return refuse(newValue, named: "maximumValue", kept: storedMaximumValue) }
            storedMaximumValue = newValue
            if storedMinimumValue > newValue { storedMinimumValue = newValue }
            storedValue = min(max(storedValue, storedMinimumValue), storedMaximumValue)
        }
    }
    /// Whether a drag sends `.valueChanged` as the thumb moves (`true`, the default) or only when it ends.
    open var isContinuous = true
    /// The image at the minimum end of the track (it shortens the track; see ``minimumValueImageRect(forBounds:)``).
    open var minimumValueImage: UIImage?
    /// The image at the maximum end of the track.
    open var maximumValueImage: UIImage?
    /// The colour of the track left of the thumb; nil: the tint colour.
    open var minimumTrackTintColor: UIColor?
    /// The colour of the track right of the thumb; nil: the system's light grey fill.
    open var maximumTrackTintColor: UIColor?
    /// The colour of the thumb; nil: white.
    open var thumbTintColor: UIColor?

    /// Creates a slider with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets ``value`` (pinned to the range); headless there is no animation. Sends no action, as in UIKit.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    // MARK: - Images per state

    /// Sets the thumb's image for `state` (it sizes the thumb; view pictures draw it in place of the white circle).
    open func setThumbImage(_ image: UIImage?, for state: State) { thumbImages[state] = image }
    /// The thumb's image for `state`: its own, else the normal state's.
    open func thumbImage(for state: State) -> UIImage? { thumbImages[state] ?? thumbImages[.normal] }
    /// Sets the image of the track left of the thumb for `state` (view pictures stretch it over that part).
    open func setMinimumTrackImage(_ image: UIImage?, for state: State) { minimumTrackImages[state] = image }
    /// The image of the track left of the thumb for `state`: its own, else the normal state's.
    open func minimumTrackImage(for state: State) -> UIImage? { minimumTrackImages[state] ?? minimumTrackImages[.normal] }
    /// Sets the image of the track right of the thumb for `state` (view pictures stretch it over that part).
    open func setMaximumTrackImage(_ image: UIImage?, for state: State) { maximumTrackImages[state] = image }
    /// The image of the track right of the thumb for `state`: its own, else the normal state's.
    open func maximumTrackImage(for state: State) -> UIImage? { maximumTrackImages[state] ?? maximumTrackImages[.normal] }
    /// The thumb's image for the current state.
    open var currentThumbImage: UIImage? { thumbImage(for: state) }
    /// The image of the track left of the thumb for the current state.
    open var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: state) }
    /// The image of the track right of the thumb for the current state.
    open var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: state) }

    // MARK: - Rectangles (UIKit's override points)

    /// Where the minimum value image goes: at the leading end, at its size, centred vertically; zero without one.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = minimumValueImage?.size else { return .zero }
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the maximum value image goes: at the trailing end, at its size, centred vertically; zero without one.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = maximumValueImage?.size else { return .zero }
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the track is drawn: the bounds' width less the value images (and a gap beside each), 4 pt tall,
    /// centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let leading = minimumValueImage.map { $0.size.width + Self.valueImageGap } ?? 0
        let trailing = maximumValueImage.map { $0.size.width + Self.valueImageGap } ?? 0
        let width = max(0, bounds.width - leading - trailing)
        return CGRect(x: bounds.minX + leading, y: bounds.midY - Self.trackHeight / 2, width: width, height: Self.trackHeight)
    }

    /// Where the thumb is drawn for `value` on `rect` (a track rectangle): a 28-pt square, or the size of the
    /// current thumb image when one is set (as UIKit sizes a custom thumb), centred vertically on the track, its
    /// centre at `rect.minX + w / 2 + fraction × (rect.width − w)` for a thumb `w` wide, the fraction being where
    /// `value` lies in the range (0 when the range is empty or the value is not finite).
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = thumbSize
        let travel = max(0, rect.width - size.width)
        let centerX = rect.minX + size.width / 2 + CGFloat(fraction(of: value)) * travel
        return CGRect(x: centerX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The thumb's size: the current thumb image's (when finite and not empty), else 28 × 28.
    var thumbSize: CGSize {
        if let size = currentThumbImage?.size, size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 { return size }
        return CGSize(width: Self.thumbSide, height: Self.thumbSide)
    }

    /// Where `value` lies between the minimum (0) and the maximum (1), pinned to 0…1.
    func fraction(of value: Float) -> Float {
        let span = storedMaximumValue - storedMinimumValue
        guard span > 0, span.isFinite, value.isFinite else { return 0 }
        return min(1, max(0, (value - storedMinimumValue) / span))
    }

    // MARK: - UIView overrides

    /// No intrinsic width; 31 pt tall.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.sliderHeight)
    }

    /// The width offered (0 when it is not finite or negative) by 31 pt.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.isFinite ? max(size.width, 0) : 0, height: Self.sliderHeight)
    }

    // MARK: - Simulated touches (beyond UIKit)

    /// Drags the thumb to `value` as a finger does, when the slider is enabled and visible: highlights it and
    /// sends `.touchDown`; moves the value there (pinned to the range) in `steps` equal moves (at least 1),
    /// sending `.valueChanged` after each move while ``isContinuous`` (else once at the end, when the value
    /// changed); then sends `.touchUpInside`. Beyond UIKit.
    open func simulateDrag(to value: Float, steps: Int = 1) {
        guard isEnabled, !isHidden else { return }
        let start = storedValue
        let target = pinned(value, named: "value")
        let count = max(1, steps)
        isHighlighted = true
        sendActions(for: .touchDown)
        for step in 1...count {
            storedValue = step == count ? target : start + (target - start) * Float(step) / Float(count)
            if isContinuous { sendActions(for: .valueChanged) }
        }
        isHighlighted = false
        if !isContinuous, target != start { sendActions(for: .valueChanged) }
        sendActions(for: .touchUpInside)
    }

    /// Drags the thumb to where `x` (in the bounds) puts its centre, as ``simulateDrag(to:steps:)``. Beyond UIKit.
    open func simulateDrag(toX x: CGFloat) {
        let track = trackRect(forBounds: bounds)
        let side = thumbSize.width
        let travel = track.width - side
        let fraction: Float = travel > 0 && x.isFinite ? Float(min(1, max(0, (x - track.minX - side / 2) / travel))) : 0
        simulateDrag(to: storedMinimumValue + fraction * (storedMaximumValue - storedMinimumValue))
    }

    /// `value` pinned to the range; NaN becomes the minimum, with a diagnostic.
    private func pinned(_ value: Float, named name: String) -> Float {
        guard !value.isNaN else {
            reportDiagnostic(kind: .invalidValue, message: "\(diagnosticName): \(name) NaN is not a value; set to the minimum, "
                                 + "\(storedMinimumValue)")
            return storedMinimumValue
        }
        return min(max(value, storedMinimumValue), storedMaximumValue)
    }

    /// Reports that `value` was refused for `name`, `kept` staying.
    private func refuse(_ value: Float, named name: String, kept: Float) {
        reportDiagnostic(kind: .invalidValue, message: "\(diagnosticName): \(name) \(value) must be finite; kept \(kept)")
    }
}
