import CollectionDiagnostics
import CollectionGeometry

/// The bar of tabs at the bottom of a screen (UIKit's `UITabBar`), headless: it holds its items and their selection,
/// has UIKit's height, and view pictures draw it (see ``TabBarItemLayout`` for where its items go).
///
/// Heights, in points, without the home indicator's area (the bar reaches down over it, so its frame is that much
/// taller): 49 on iPhone in portrait; 32 in a compact-height environment (iPhone in landscape, where the items show
/// their image beside their title); 50 when both size classes are regular (iPad since iOS 12). Apple publishes none
/// of these in its documentation; they are the heights UIKit's bar reports on those devices (the same as the
/// navigation bar's 44/32/50 family).
///
/// A bar a ``UITabBarController`` manages shows the ``UIViewController/tabBarItem`` of each of its view controllers
/// and selects the selected one's; changing its items or selection directly is refused as UIKit refuses it.
@MainActor
open class UITabBar: UIView {
    /// The bar's height on iPhone in portrait (49 points).
    package static let standardHeight: CGFloat = 49
    /// The bar's height in a compact-height environment (32 points).
    package static let compactHeight: CGFloat = 32
    /// The bar's height when both size classes are regular (50 points).
    package static let regularHeight: CGFloat = 50

    /// The delegate of a bar no tab bar controller manages, told of the user's selection.
    open weak var delegate: (any UITabBarDelegate)?
    /// The colour of the items that are not selected (nil: the system grey).
    open var unselectedItemTintColor: UIColor?
    /// The colour of the bar's background (with the default background of the appearance).
    open var barTintColor: UIColor?
    /// The bar's style (stored).
    open var barStyle = UIBarStyle.default
    /// Whether the bar is translucent (default `true`); an opaque bar's default background is the system background.
    open var isTranslucent = true
    /// How the items are placed across the bar (default `.automatic`).
    open var itemPositioning = ItemPositioning.automatic
    /// The width of centred items (0: the system's, 76 points here, chosen).
    open var itemWidth: CGFloat = 0
    /// The space between centred items (0: the system's, 34 points here, chosen).
    open var itemSpacing: CGFloat = 0
    /// The background image (stored; pictures draw the appearance's).
    open var backgroundImage: UIImage?
    /// The image of the hairline along the top (stored).
    open var shadowImage: UIImage?
    /// The image behind the selected item (stored).
    open var selectionIndicatorImage: UIImage?
    /// The look of the bar.
    open var standardAppearance = UITabBarAppearance()
    /// The look of the bar while the content behind it is scrolled to its bottom edge (nil: the standard look with a
    /// transparent background, as on iOS 15 and later).
    open var scrollEdgeAppearance: UITabBarAppearance?

    /// The items of a bar no tab bar controller manages.
    private var ownItems: [UITabBarItem]?
    /// The selected item of a bar no tab bar controller manages.
    private weak var ownSelectedItem: UITabBarItem?
    /// The tab bar controller whose tabs this bar shows, if any.
    weak var managingController: UITabBarController?

    /// Creates a bar with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a bar with UIKit's standard height.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: UITabBar.standardHeight))
    }

    /// Archives are not supported headless, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Items

    /// The items, leading first. A tab bar controller's bar shows its view controllers' tab bar items; setting them
    /// there is refused (see ``setItems(_:animated:)``).
    open var items: [UITabBarItem]? {
        get {
            if let managingController { return managingController.viewControllers?.map { $0.tabBarItem } }
            return ownItems
        }
        set { setItems(newValue, animated: false) }
    }

    /// The selected item: the selected view controller's on a managed bar; on another bar the item last selected,
    /// while it is among ``items``. Setting it on a managed bar is refused (as ``setItems(_:animated:)``).
    open var selectedItem: UITabBarItem? {
        get {
            if let managingController { return managingController.selectedViewController?.tabBarItem }
            guard let ownSelectedItem, ownItems?.contains(where: { $0 === ownSelectedItem }) == true else { return nil }
            return ownSelectedItem
        }
        set {
            guard managingController == nil else {
                refuseManagedChange()
                return
            }
            ownSelectedItem = newValue
        }
    }

    /// Replaces the items (headless the change is immediate). On a bar a tab bar controller manages UIKit raises
    /// ("Directly modifying a tab bar managed by a tab bar controller is not allowed."): this stops with that
    /// message under ``UIViewController/failurePolicy`` `.stop`, and under `.record` sends a diagnostic and leaves
    /// the items alone.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        guard managingController == nil else {
            refuseManagedChange()
            return
        }
        ownItems = items
        for item in items ?? [] { item.owningBar = self }
    }

    private func refuseManagedChange() {
        UIViewController.reportProgrammerError(kind: .tabBarManaged,
                                               message: "Directly modifying a tab bar managed by a tab bar controller is not allowed.")
    }

    /// Does what a tap on the item at `index` does (beyond UIKit): on a managed bar the tab bar controller asks its
    /// delegate's `tabBarController(_:shouldSelect:)` and, when allowed, selects the tab and tells the delegate
    /// `didSelect`; on another bar the item becomes the ``selectedItem`` and the bar's delegate hears
    /// `tabBar(_:didSelect:)`. A disabled item, or an index out of range, does nothing.
    public func simulateTap(onItemAt index: Int) {
        guard let items, items.indices.contains(index), items[index].isEnabled else { return }
        if let managingController {
            managingController.selectTabAsUser(at: index)
            return
        }
        ownSelectedItem = items[index]
        delegate?.tabBar(self, didSelect: items[index])
    }

    // MARK: - Height

    /// The bar's height for its traits, without the bottom safe area (see the type's documentation).
    package var preferredHeight: CGFloat {
        UITabBar.height(for: traitCollection)
    }

    /// The bar's height for `traits` (see the type's documentation).
    static func height(for traits: UITraitCollection) -> CGFloat {
        if traits.verticalSizeClass == .compact { return compactHeight }
        if traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular { return regularHeight }
        return standardHeight
    }

    /// The bar's width as given, and its height plus the bottom safe area it reaches over.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let bottom = safeAreaInsets.bottom
        return CGSize(width: size.width, height: preferredHeight + (bottom.isFinite ? max(0, bottom) : 0))
    }
}
