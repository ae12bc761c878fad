import CollectionGeometry

/// The region a text view lays its text out in (UIKit's `NSTextContainer`), headless: its size, the padding at
/// each end of a line, and the line limit.
@MainActor
open class NSTextContainer {
    /// The container's size; a text view whose ``widthTracksTextView`` is on keeps the width its own less its
    /// ``UITextView/textContainerInset``'s sides. Headless the text view lays its text out at its own width, so a
    /// size set here does not change the layout.
    open var size: CGSize
    /// The blank space at each end of a line fragment: 5 points by default, UIKit's.
    open var lineFragmentPadding: CGFloat = 5 {
        didSet { owner?.textLayoutDidChange() }
    }
    /// The most lines laid out (0, the default: no limit).
    open var maximumNumberOfLines = 0 {
        didSet { owner?.textLayoutDidChange() }
    }
    /// How the last line is cut when the lines run out (default `.byWordWrapping`).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping {
        didSet { owner?.textLayoutDidChange() }
    }
    /// Whether the width follows the text view's (default `true`).
    open var widthTracksTextView = true
    /// Whether the height follows the text view's (default `false`).
    open var heightTracksTextView = false
    /// The text view the container belongs to.
    weak var owner: UITextView?

    /// A container of `size`.
    public init(size: CGSize) {
        self.size = size
    }

    /// A container with no size limit.
    public convenience init() {
        self.init(size: CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
    }

    /// The padding used in arithmetic: ``lineFragmentPadding``, or 0 when it is negative or not finite.
    package var usablePadding: CGFloat { lineFragmentPadding.isFinite ? max(0, lineFragmentPadding) : 0 }
}
