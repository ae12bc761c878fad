import CollectionGeometry

/// The content view of a list configuration (UIKit's `UIListContentView`): a label for each text and an
/// image view, kept in step with the configuration.
@MainActor
open class UIListContentView: UIView, UIContentView {
    /// The label showing the primary text. Beyond UIKit (UIKit keeps its labels private).
    public let textLabel = UILabel(frame: .zero)
    /// The label showing the secondary text. Beyond UIKit.
    public let secondaryTextLabel = UILabel(frame: .zero)
    /// The image view. Beyond UIKit.
    public let imageView = UIImageView(frame: .zero)

    private var listConfiguration: UIListContentConfiguration
    private var textGuide: UILayoutGuide?
    private var secondaryTextGuide: UILayoutGuide?
    private var imageGuide: UILayoutGuide?

    /// The guide of the primary text's frame, for constraints of custom views around it (UIKit's
    /// `textLayoutGuide`); `nil` while the configuration has no text.
    open var textLayoutGuide: UILayoutGuide? {
        guard textLabel.text?.isEmpty == false else { return nil }
        return guide(\.textGuide, following: textLabel, identifier: "UIListContentView-textLayoutGuide")
    }

    /// The guide of the secondary text's frame (UIKit's `secondaryTextLayoutGuide`); `nil` without secondary text.
    open var secondaryTextLayoutGuide: UILayoutGuide? {
        guard secondaryTextLabel.text?.isEmpty == false else { return nil }
        return guide(\.secondaryTextGuide, following: secondaryTextLabel,
                     identifier: "UIListContentView-secondaryTextLayoutGuide")
    }

    /// The guide of the image's frame (UIKit's `imageLayoutGuide`); `nil` without an image.
    open var imageLayoutGuide: UILayoutGuide? {
        guard imageView.image != nil else { return nil }
        return guide(\.imageGuide, following: imageView, identifier: "UIListContentView-imageLayoutGuide")
    }

    /// The guide kept on `view`'s frame, made on first use and added to this view.
    private func guide(_ slot: ReferenceWritableKeyPath<UIListContentView, UILayoutGuide?>, following view: UIView,
                       identifier: String) -> UILayoutGuide {
        if let guide = self[keyPath: slot] { return guide }
        let guide = UILayoutGuide()
        guide.identifier = identifier
        // Weak: an app may keep the guide longer than the content view and its labels.
        guide.frameProvider = { [weak view] in view?.frame ?? .zero }
        addLayoutGuide(guide)
        self[keyPath: slot] = guide
        return guide
    }

    /// Creates a content view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        self.listConfiguration = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply(configuration)
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The configuration shown. Setting a configuration of another type is ignored (UIKit traps; the
    /// cell never does it because it asks ``supports(_:)`` first).
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
            apply(list)
            // The texts and image move: lay them (and the views constrained to their guides) out again.
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// The configuration shown, typed.
    public var listContentConfiguration: UIListContentConfiguration { listConfiguration }

    /// Only list configurations are supported.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    /// The size of the configuration's content at `size.width` (see
    /// ``UIListContentConfiguration/measuredSize(fittingWidth:traitCollection:measurer:)``), measured with
    /// this view's text measurer and traits (the enclosing collection view's, inside one).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        listConfiguration.measuredSize(fittingWidth: size.width, traitCollection: environmentTraitCollection,
                                       measurer: effectiveTextMeasurer)
    }

    /// Places the image view and the labels by the configuration's rule (see the list configuration's
    /// placement), then runs Auto Layout for views added around them.
    open override func layoutSubviews() {
        let frames = listConfiguration.placement(in: bounds.size, traitCollection: environmentTraitCollection,
                                                 measurer: effectiveTextMeasurer,
                                                 isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let image = frames.image ?? .zero, text = frames.text ?? .zero, secondary = frames.secondaryText ?? .zero
        if imageView.frame != image || textLabel.frame != text || secondaryTextLabel.frame != secondary {
            imageView.frame = image
            textLabel.frame = text
            secondaryTextLabel.frame = secondary
            // The layout guides follow these frames: views constrained to them are laid out again below.
            setNeedsLayout()
        }
        super.layoutSubviews()
    }

    /// The content's natural size (no wrapping).
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: 0, height: 0))
    }

    private func apply(_ configuration: UIListContentConfiguration) {
        textLabel.text = configuration.text.map(configuration.textProperties.transformed)
        textLabel.font = configuration.textProperties.font
        textLabel.textColor = configuration.textProperties.resolvedColor()
        textLabel.numberOfLines = configuration.textProperties.numberOfLines
        textLabel.lineBreakMode = configuration.textProperties.lineBreakMode
        textLabel.adjustsFontForContentSizeCategory = configuration.textProperties.adjustsFontForContentSizeCategory
        secondaryTextLabel.text = configuration.secondaryText.map(configuration.secondaryTextProperties.transformed)
        secondaryTextLabel.font = configuration.secondaryTextProperties.font
        secondaryTextLabel.textColor = configuration.secondaryTextProperties.resolvedColor()
        secondaryTextLabel.numberOfLines = configuration.secondaryTextProperties.numberOfLines
        secondaryTextLabel.lineBreakMode = configuration.secondaryTextProperties.lineBreakMode
        secondaryTextLabel.adjustsFontForContentSizeCategory =
            configuration.secondaryTextProperties.adjustsFontForContentSizeCategory
        imageView.image = configuration.image
        imageView.tintColor = configuration.imageProperties.tintColor
        directionalLayoutMargins = configuration.directionalLayoutMargins
    }
}
