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

/// A view that shows text (UIKit's `UILabel`), headless: it holds the text and its attributes and measures
/// the text with the view's text measurer (see ``TextMeasuring``).
@MainActor
open class UILabel: UIView {
    /// The first baseline lies the font's ascender below the top; the last lies the descender above the bottom.
    override var autoLayoutBaselineOffsets: (firstFromTop: CGFloat, lastFromBottom: CGFloat)? {
        (effectiveFont.ascender, -effectiveFont.descender)
    }

    // `@exclusivity(unchecked)`: used on every layout pass, and no two accesses to one overlap (see `UIView`).

    /// The text shown; a new text invalidates the label's intrinsic content size, as in UIKit. Setting it
    /// replaces ``attributedText`` with the same text styled by the label's properties.
    @exclusivity(unchecked) open var text: String? {
        didSet {
            if !isSettingAttributedText { storedAttributedText = nil }
            if text != oldValue { invalidateIntrinsicContentSize() }
        }
    }
    /// The colour of the text; UIKit's default is `.label`. Setting it colours the whole ``attributedText``; setting
    /// nil restores the default (UIKit's property is null-resettable, so it never reads back as nil).
    open var textColor: UIColor! {
        get { storedTextColor }
        set {
            storedTextColor = newValue ?? .label
            applyToAttributedText(.foregroundColor, storedTextColor)
        }
    }
    @exclusivity(unchecked) var storedTextColor: UIColor = .label
    /// The font of the text; UIKit's default is the 17-pt system font. Setting it sets the font of the whole
    /// ``attributedText``; setting nil restores the default (null-resettable, as in UIKit).
    open var font: UIFont! {
        get { storedFont }
        set {
            storedFont = newValue ?? .systemFont(ofSize: UIFont.labelFontSize)
            applyToAttributedText(.font, storedFont)
            invalidateIntrinsicContentSize()
        }
    }
    @exclusivity(unchecked) var storedFont: UIFont = .systemFont(ofSize: UIFont.labelFontSize)
    /// The styled text (UIKit's `attributedText`). Reading it without styled text set gives ``text`` styled
    /// by the label's ``font``, ``textColor``, ``textAlignment`` and ``lineBreakMode`` (nil without text).
    /// Setting it keeps a copy and sets ``text`` to its characters; setting ``text`` afterwards drops the
    /// styles, and setting ``font``, ``textColor``, ``textAlignment`` or ``lineBreakMode`` applies to the whole
    /// styled text, as UIKit documents. Runs without a font or colour use the label's.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            return text.map { NSAttributedString(string: $0, attributes: plainTextAttributes) }
        }
        set {
            storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
            isSettingAttributedText = true
            text = newValue?.string
            isSettingAttributedText = false
            invalidateIntrinsicContentSize()
        }
    }

    /// The styled text, when ``attributedText`` was set (nil when the label shows plain ``text``).
    @exclusivity(unchecked) var storedAttributedText: NSAttributedString?
    /// Set while ``attributedText`` updates ``text``, which then keeps the styled text.
    @exclusivity(unchecked) var isSettingAttributedText = false
    /// The maximum number of lines; 0 means no limit. UIKit's default is 1.
    @exclusivity(unchecked) open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The horizontal alignment of the text.
    @exclusivity(unchecked) open var textAlignment: NSTextAlignment = .natural {
        didSet { applyParagraphChangeToAttributedText() }
    }
    /// How lines wrap and the last line is cut; UIKit's default is `.byTruncatingTail`.
    @exclusivity(unchecked) open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet {
            applyParagraphChangeToAttributedText()
            if lineBreakMode != oldValue { invalidateIntrinsicContentSize() }
        }
    }
    /// Whether the font shrinks for the text to fit the label's width (default `false`); see
    /// ``minimumScaleFactor``. It changes what the label draws, not its intrinsic size.
    @exclusivity(unchecked) open var adjustsFontSizeToFitWidth = false
    /// The smallest factor the font may shrink by when ``adjustsFontSizeToFitWidth`` is on (default 0: the
    /// font's own size is the smallest, as UIKit documents). Values outside 0…1 read as 0.
    @exclusivity(unchecked) open var minimumScaleFactor: CGFloat = 0
    /// Whether the label may tighten letter spacing before it cuts the text (default `false`). Stored:
    /// headless text is not tightened.
    @exclusivity(unchecked) open var allowsDefaultTighteningForTruncation = false
    /// Whether the font follows the content size category: a font made by
    /// `UIFont.preferredFont(forTextStyle:)` is measured at the size its style has for the content size
    /// category of this view's traits (of the enclosing collection view's, inside one).
    @exclusivity(unchecked) open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The width at which ``intrinsicContentSize`` wraps a multi-line label (0: no wrapping width).
    @exclusivity(unchecked) open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// A label whose ``adjustsFontForContentSizeCategory`` is on takes, for the new content size category, its
    /// text style's font (a font from `UIFont.preferredFont(forTextStyle:)`) or its font scaled again (a font
    /// from `UIFontMetrics.scaledFont(for:)`), as UIKit updates it.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard adjustsFontForContentSizeCategory,
              traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory else { return }
        if let scaling = font.scaling {
            font = UIFontMetrics(forTextStyle: scaling.style).scaledFont(for: font.withSize(scaling.baseSize),
                                                                        maximumPointSize: scaling.maximumPointSize,
                                                                        compatibleWith: traitCollection)
        } else if let style = font.textStyle {
            font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
        }
    }

    /// Creates a label with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The font measured: ``font``, or its text style's font for this view's content size category when
    /// ``adjustsFontForContentSizeCategory`` is on.
    var effectiveFont: UIFont { effectiveFont(in: environmentTraitCollection) }

    /// ``effectiveFont`` for the environment's traits `traits`.
    private func effectiveFont(in traits: UITraitCollection) -> UIFont {
        guard adjustsFontForContentSizeCategory, let style = font.textStyle else { return font }
        return UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
    }

    /// The size of the text wrapped to `size.width` (a width that is not finite or not positive means no
    /// limit, as UIKit treats 0), limited to ``numberOfLines``, rounded up to the pixel grid. Empty text
    /// measures zero.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        // One walk up the hierarchy finds the measurer, the traits (content size category, display scale).
        let collectionView = enclosingCollectionView
        let traits = collectionView?.traitCollection ?? traitCollection
        if let attributed = storedAttributedText {
            // Styled text is laid out run by run (see `AttributedTextLayout`).
            let layout = attributedLayout(attributed, width: size.width, font: effectiveFont(in: traits))
            let scale = traits.displayScale > 0 ? traits.displayScale : 1
            return CGSize(width: Self.ceil(layout.size.width, toScale: scale), height: Self.ceil(layout.size.height, toScale: scale))
        }
        let measurer = Self.textMeasurer(of: collectionView) ?? TextMeasuringRegistry.global
        let measured = measurer.measure(text, font: effectiveFont(in: traits), constrainedToWidth: size.width,
                                        numberOfLines: numberOfLines, lineBreakMode: lineBreakMode).size
        let scale = traits.displayScale > 0 ? traits.displayScale : 1
        return CGSize(width: Self.ceil(measured.width, toScale: scale), height: Self.ceil(measured.height, toScale: scale))
    }

    /// The size of the text on as few lines as ``numberOfLines`` and ``preferredMaxLayoutWidth`` allow,
    /// rounded up to the pixel grid.
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: numberOfLines == 1 ? 0 : preferredMaxLayoutWidth, height: 0))
    }
}
