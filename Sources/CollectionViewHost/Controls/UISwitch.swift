import CollectionGeometry

/// A control that offers an on/off choice (UIKit's `UISwitch`), headless: its value, its colours and its fixed
/// size.
///
/// A switch is always 51 × 31 points, UIKit's size for a switch on iPhone: `init(frame:)` keeps only the origin
/// of the frame it is given, a new frame keeps its origin and that size, and the intrinsic content size and
/// `sizeThatFits(_:)` report it. Setting ``isOn`` (or ``setOn(_:animated:)``) sends no action, as in UIKit;
/// ``simulateTap()`` (beyond UIKit) flips it and sends `.valueChanged` and `.primaryActionTriggered`.
@MainActor
open class UISwitch: UIControl {
    /// The size of every switch: 51 × 31 points, what UIKit gives a switch on iPhone (it ignores the frame's size).
    public static let switchSize = CGSize(width: 51, height: 31)

    /// Whether the switch is on (default `false`). Setting it sends no action.
    open var isOn = false
    /// The colour of the track while on; nil: the system green.
    open var onTintColor: UIColor?
    /// The colour of the thumb; nil: white.
    open var thumbTintColor: UIColor?
    /// An image for the on state (unused by UIKit since iOS 7); stored.
    open var onImage: UIImage?
    /// An image for the off state (unused by UIKit since iOS 7); stored.
    open var offImage: UIImage?
    /// The title of a checkbox-style switch (Mac idiom); stored.
    open var title: String?
    /// The style the app asks for (default `.automatic`).
    open var preferredStyle: Style = .automatic
    /// The style shown: always `.sliding` headless, as on iPhone and iPad (the checkbox exists only in Mac
    /// Catalyst's Mac idiom); never `.automatic`.
    open var style: Style { .sliding }

    /// Creates a switch at the frame's origin; the size is always ``switchSize``.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.switchSize))
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The frame; a new frame keeps its origin and takes ``switchSize``, as UIKit keeps a switch's size.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.switchSize) }
    }

    /// Sets ``isOn``; headless there is no animation. Sends no action, as in UIKit.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// ``switchSize``.
    open override var intrinsicContentSize: CGSize { Self.switchSize }

    /// ``switchSize``, whatever the size offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.switchSize }

    /// Does what a tap does, when the switch is enabled and visible: highlights it while the touch is down and
    /// sends `.touchDown`, flips ``isOn``, sends `.valueChanged` and `.primaryActionTriggered`, then
    /// `.touchUpInside`. Beyond UIKit.
    open override func simulateTap() {
        guard isEnabled, !isHidden else { return }
        isHighlighted = true
        sendActions(for: .touchDown)
        isHighlighted = false
        isOn.toggle()
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
        sendActions(for: .touchUpInside)
    }
}
