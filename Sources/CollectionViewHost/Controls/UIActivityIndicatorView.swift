import CollectionGeometry

/// A spinner that shows a task is under way (UIKit's `UIActivityIndicatorView`), headless: its style, colour, size
/// and whether it is animating.
///
/// As in UIKit, an indicator starts stopped, and while ``hidesWhenStopped`` is on (the default) a stopped
/// indicator is hidden: it is hidden when made, ``startAnimating()`` shows it and ``stopAnimating()`` hides it
/// again. Headless nothing turns; a picture draws the spokes as they stand at rest.
///
/// Size: 20 × 20 pt for the medium styles, 37 × 37 pt for the large ones (UIKit's sizes); `init(frame:)` keeps
/// the frame it is given, as UIKit does, and the spinner is drawn centred in it.
@MainActor
open class UIActivityIndicatorView: UIView {
    /// The side of a medium indicator.
    static let mediumSide: CGFloat = 20
    /// The side of a large indicator.
    static let largeSide: CGFloat = 37

    /// The style (default `.medium`); it decides the size.
    open var style: Style = .medium {
        didSet { if style != oldValue { invalidateIntrinsicContentSize() } }
    }
    private var storedColor: UIColor?
    /// The colour of the spokes. Setting nil goes back to the style's: white for `.white` and `.whiteLarge`,
    /// the secondary label colour otherwise (chosen: a mid grey that follows dark mode, as UIKit's does).
    open var color: UIColor! {
        get { storedColor ?? ((style == .white || style == .whiteLarge) ? .white : .secondaryLabel) }
        set { storedColor = newValue }
    }
    /// Whether the indicator is hidden while stopped (default `true`). Turning it on while stopped hides the
    /// indicator; turning it off shows it.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    /// Whether the indicator is animating (started and not stopped since).
    open private(set) var isAnimating = false

    /// Creates a medium indicator with a frame; it is stopped, hence hidden.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates an indicator of `style` at its size (20 or 37 pt square); it is stopped, hence hidden.
    public convenience init(style: Style) {
        let side = style.isLarge ? Self.largeSide : Self.mediumSide
        self.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        self.style = style
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Starts animating, and shows the indicator.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops animating, and hides the indicator when ``hidesWhenStopped`` is on.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's size: 20 × 20 (medium) or 37 × 37 (large).
    open override var intrinsicContentSize: CGSize {
        let side = style.isLarge ? Self.largeSide : Self.mediumSide
        return CGSize(width: side, height: side)
    }

    /// The style's size, whatever the size offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
