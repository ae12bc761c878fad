import CollectionGeometry

/// The look of a toolbar (UIKit's `UIToolbarAppearance`), headless: stored values, which view pictures draw (the
/// background colour and image and the shadow line along the toolbar's top edge).
@MainActor
open class UIToolbarAppearance {
    /// The toolbar's background colour (nil with the default background: the system's material).
    open var backgroundColor: UIColor?
    /// The background image, stretched over the toolbar.
    open var backgroundImage: UIImage?
    /// The colour of the hairline along the toolbar's top edge (nil: none).
    open var shadowColor: UIColor?
    /// The image drawn for the hairline (stored; pictures draw ``shadowColor``).
    open var shadowImage: UIImage?

    /// An appearance with the default (translucent material) background.
    public init() {
        configureWithDefaultBackground()
    }

    /// A copy of `other`.
    public init(barAppearance other: UIToolbarAppearance) {
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    /// Archives are not supported headless, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The system's translucent material with a shadow line (black at 30 %, as the navigation bar's).
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// An opaque background of the system background colour, with a shadow line.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// A clear background without a shadow line.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        backgroundImage = nil
        shadowColor = nil
    }

    /// A copy of the appearance.
    open func copy() -> UIToolbarAppearance {
        UIToolbarAppearance(barAppearance: self)
    }
}
