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
