import CollectionGeometry

/// How text lines up horizontally (UIKit's `NSTextAlignment`).
public enum NSTextAlignment: Int, Hashable, Sendable {
    /// Left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Right edge.
    case right = 2
    /// Both edges.
    case justified = 3
    /// The script's natural alignment (left for left-to-right text).
    case natural = 4
}

/// A view that shows text (UIKit's `UILabel`), headless: it holds the text and its attributes.
@MainActor
open class UILabel: UIView {
    /// The text shown.
    open var text: String?
    /// The colour of the text; UIKit's default is `.label`.
    open var textColor: UIColor = .label
    /// The font of the text; UIKit's default is the 17-pt system font.
    open var font: UIFont = .systemFont(ofSize: UIFont.labelFontSize)
    /// The maximum number of lines; 0 means no limit. UIKit's default is 1.
    open var numberOfLines = 1
    /// The horizontal alignment of the text.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the font follows the content size category.
    open var adjustsFontForContentSizeCategory = false

    /// Creates a label with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }
}
