import CollectionGeometry

/// The look of a tab bar (UIKit's `UITabBarAppearance`): the shared background and shadow of ``UIBarAppearance``
/// and the items' colours and title fonts per layout and state, which view pictures draw (the background colour and
/// image, the shadow line, the items).
@MainActor
open class UITabBarAppearance: UIBarAppearance {
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

    /// An appearance with the default background, for `idiom`.
    public override init(idiom: UIUserInterfaceIdiom) {
        stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
        inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
        compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
        super.init(idiom: idiom)
    }

    /// A copy of `barAppearance`: its background and shadow, and, when it is a tab bar appearance, its item
    /// appearances (copied too) and item placement.
    public required init(barAppearance: UIBarAppearance) {
        let other = barAppearance as? UITabBarAppearance
        stackedLayoutAppearance = other?.stackedLayoutAppearance.copy() ?? UITabBarItemAppearance(style: .stacked)
        inlineLayoutAppearance = other?.inlineLayoutAppearance.copy() ?? UITabBarItemAppearance(style: .inline)
        compactInlineLayoutAppearance = other?.compactInlineLayoutAppearance.copy() ?? UITabBarItemAppearance(style: .compactInline)
        super.init(barAppearance: barAppearance)
        guard let other else { return }
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
}
