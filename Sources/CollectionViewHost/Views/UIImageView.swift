import CollectionGeometry

/// A view that shows an image (UIKit's `UIImageView`), headless: it holds the image and sizes itself to it.
@MainActor
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage? {
        didSet { if image != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The symbol configuration the view shows symbol images with (UIKit's `preferredSymbolConfiguration`: "Use
    /// this property to configure the point size, text style, weight, or scale of a symbol image"). It is
    /// applied on top of the image's own configuration (our choice where Apple is silent: the view's preference
    /// wins for the values it specifies; the image's stand for the others), so a symbol's size — and the view's
    /// intrinsic size — follow it (see `UIImage.size` for the placeholder rule). Other images are unaffected.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { if preferredSymbolConfiguration != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The image shown while the view is highlighted (nil: the normal ``image`` is shown).
    open var highlightedImage: UIImage? {
        didSet { if isHighlighted, highlightedImage != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Whether the view shows its ``highlightedImage`` (default false).
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue, highlightedImage != nil { invalidateIntrinsicContentSize() } }
    }

    /// Creates an image view showing `image`, its frame at the origin and of the image's size ("This method adjusts
    /// the frame of the receiver to match the size of the specified image").
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// Creates an image view showing `image`, and `highlightedImage` while highlighted, its frame of `image`'s size.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// Creates an image view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The image as the view shows it: the ``highlightedImage`` while highlighted (when there is one), else the
    /// ``image``; a symbol image with ``preferredSymbolConfiguration`` applied. Beyond UIKit.
    public var displayedImage: UIImage? {
        let shown = isHighlighted ? highlightedImage ?? image : image
        guard let image = shown, image.isSymbolImage, let preferredSymbolConfiguration else { return shown }
        return image.applyingSymbolConfiguration(preferredSymbolConfiguration) ?? image
    }

    /// The displayed image's size. Without an image the view has no intrinsic size on either axis
    /// (``UIView/noIntrinsicMetric``, UIView's default): it neither hugs nor resists, so constraints that let it
    /// fill the free space decide its size.
    open override var intrinsicContentSize: CGSize {
        displayedImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The displayed image's size (zero without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { displayedImage?.size ?? .zero }
}
