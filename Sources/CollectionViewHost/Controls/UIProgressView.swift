import CollectionDiagnostics
import CollectionGeometry

/// A bar that shows how far a task has come (UIKit's `UIProgressView`), headless: its progress, style and colours,
/// and its height.
///
/// ``progress`` is pinned to 0…1 (NaN counts as 0, with an `invalidValue` diagnostic). Size: no intrinsic width;
/// 4 pt tall (UIKit's bar since iOS 14, chosen for both styles).
@MainActor
open class UIProgressView: UIView {
    /// The height of a progress view (chosen; see the type's discussion).
    static let barHeight: CGFloat = 4

    private var storedProgress: Float = 0

    /// The progress, 0 (none, the default) … 1 (done); a value outside is pinned to the nearer end, NaN becomes 0
    /// with an `invalidValue` diagnostic.
    open var progress: Float {
        get { storedProgress }
        set {
            if newValue.isNaN {
                ControlDiagnostics.report(kind: .invalidValue, message: "\(progressDiagnosticName): progress NaN is not a value; "
                                              + "set to 0", sink: diagnosticSink)
            }
            storedProgress = newValue.isNaN ? 0 : min(1, max(0, newValue))
        }
    }
    /// The style (default `.default`).
    open var progressViewStyle: Style = .default
    /// The colour of the done part; nil: the tint colour.
    open var progressTintColor: UIColor?
    /// The colour of the track; nil: the system's (a light grey fill; faint for `.bar`).
    open var trackTintColor: UIColor?
    /// An image for the done part; stored (the picture draws the colour).
    open var progressImage: UIImage?
    /// An image for the track; stored.
    open var trackImage: UIImage?
    /// Where the view's diagnostics go; nil (the default) sends them to ``DiagnosticSink/current``. Beyond UIKit.
    public var diagnosticSink: DiagnosticSink?

    /// Creates a progress view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a progress view of `style`, sized as UIKit sizes it: zero wide, 4 pt tall.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.barHeight))
        progressViewStyle = style
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets ``progress`` (pinned to 0…1); headless there is no animation.
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    /// No intrinsic width; 4 pt tall.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight)
    }

    /// The width offered (0 when it is not finite or negative) by 4 pt.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.isFinite ? max(size.width, 0) : 0, height: Self.barHeight)
    }

    /// The view's name in diagnostics.
    private var progressDiagnosticName: String {
        "<UIProgressView: 0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16))>"
    }
}
