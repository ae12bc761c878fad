import CollectionGeometry

/// A bar of buttons, usually at the bottom of a screen (UIKit's `UIToolbar`), headless: it holds its bar button
/// items and has UIKit's height; its items' custom views are its subviews, placed as ``ToolbarItemLayout`` says,
/// and view pictures draw the rest.
///
/// Heights, in points: 44 on iPhone in portrait, 32 in a compact-height environment (iPhone in landscape), 50 when
/// both size classes are regular (iPad since iOS 12) — the navigation bar's heights. A navigation controller's
/// toolbar (``UINavigationController/toolbar``) shows its top view controller's
/// ``UIViewController/toolbarItems``.
@MainActor
open class UIToolbar: UIView {
    /// The items, leading first.
    open var items: [UIBarButtonItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    /// The toolbar's style (stored).
    open var barStyle = UIBarStyle.default
    /// Whether the toolbar is translucent (default `true`); an opaque toolbar's default background is the system
    /// background.
    open var isTranslucent = true
    /// The colour of the toolbar's background (with the default background of the appearance).
    open var barTintColor: UIColor?
    /// The look of the toolbar.
    open var standardAppearance = UIToolbarAppearance()
    /// The look of a compact-height toolbar (nil: the standard one).
    open var compactAppearance: UIToolbarAppearance?
    /// The look while the content behind it is scrolled to its bottom edge (nil: the standard look with a
    /// transparent background, as on iOS 15 and later).
    open var scrollEdgeAppearance: UIToolbarAppearance?
    /// The look of a compact-height toolbar at the scroll edge.
    open var compactScrollEdgeAppearance: UIToolbarAppearance?

    private var storedItems: [UIBarButtonItem]?
    /// The custom views the toolbar placed as its subviews.
    var placedItemViews: [UIView] = []
    /// The navigation controller whose toolbar this is, if any.
    weak var managingController: UINavigationController?

    /// The navigation controller whose toolbar this is, if any (beyond UIKit).
    package var managingNavigationController: UINavigationController? { managingController }

    /// Creates a toolbar with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a toolbar with UIKit's standard height.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: UIToolbar.standardHeight))
    }

    /// Archives are not supported headless, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Replaces the items (headless the change is immediate) and places their custom views.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        storedItems = items
        setNeedsLayout()
    }

    /// Places the items' custom views (see ``ToolbarItemLayout``).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutItemViews()
    }

    /// The toolbar's width as given and its height for its traits.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: preferredHeight)
    }

    /// The standard height (44 points).
    package static let standardHeight: CGFloat = 44
    /// The height in a compact-height environment (32 points).
    package static let compactHeight: CGFloat = 32
    /// The height when both size classes are regular (50 points).
    package static let regularHeight: CGFloat = 50

    /// The toolbar's height for `traits` (see the type's documentation).
    static func height(for traits: UITraitCollection) -> CGFloat {
        if traits.verticalSizeClass == .compact { return compactHeight }
        if traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular { return regularHeight }
        return standardHeight
    }

    /// The toolbar's height for its traits.
    package var preferredHeight: CGFloat { UIToolbar.height(for: traitCollection) }
}
