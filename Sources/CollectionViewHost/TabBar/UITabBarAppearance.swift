import CollectionGeometry

/// The look of a tab bar (UIKit's `UITabBarAppearance`), headless: stored values, which view pictures draw (the
/// background colour and image, the shadow line, and the items' colours and title fonts per layout and state).
@MainActor
open class UITabBarAppearance {
    /// The bar's background colour (nil with the default background: the system's material).
    open var backgroundColor: UIColor?
    /// The background image, stretched over the bar.
    open var backgroundImage: UIImage?
    /// The colour of the hairline along the bar's top edge (nil: none).
    open var shadowColor: UIColor?
    /// The image drawn for the hairline (stored; pictures draw ``shadowColor``).
    open var shadowImage: UIImage?
    /// The items' look in the stacked layout (image over title).
    open var stackedLayoutAppearance: UITabBarItemAppearance
    /// The items' look in the inline layout (image beside title).
    open var inlineLayoutAppearance: UITabBarItemAppearance
    /// The items' look in the compact inline layout (a compact-height bar).
    open var compactInlineLayoutAppearance: UITabBarItemAppearance
    /// The colour of the selection indicator image (stored).
    open var selectionIndicatorTintColor: UIColor?
    /// The image drawn behind the selected item (stored).
    open var selectionIndicatorImage: UIImage?
    /// How stacked items are placed across the bar (default `.automatic`).
    open var stackedItemPositioning = UITabBar.ItemPositioning.automatic
    /// The space between centred stacked items (0: the system's).
    open var stackedItemSpacing: CGFloat = 0
    /// The width of centred stacked items (0: the system's).
    open var stackedItemWidth: CGFloat = 0

    /// An appearance with the default (translucent material) background.
    public init() {
        stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
        inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
        compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
        configureWithDefaultBackground()
    }

    /// A copy of `other` (its item appearances copied too).
    public init(barAppearance other: UITabBarAppearance) {
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
        stackedLayoutAppearance = other.stackedLayoutAppearance.copy()
        inlineLayoutAppearance = other.inlineLayoutAppearance.copy()
        compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy()
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
        selectionIndicatorImage = other.selectionIndicatorImage
        stackedItemPositioning = other.stackedItemPositioning
        stackedItemSpacing = other.stackedItemSpacing
        stackedItemWidth = other.stackedItemWidth
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
    open func copy() -> UITabBarAppearance {
        UITabBarAppearance(barAppearance: self)
    }
}
