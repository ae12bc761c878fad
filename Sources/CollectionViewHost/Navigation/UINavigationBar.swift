import CollectionDiagnostics
import CollectionGeometry

/// The bar at the top of a navigation controller (UIKit's `UINavigationBar`), headless: it holds the
/// navigation items and has UIKit's height; its top item's title view and its items' custom views are its
/// subviews, placed as ``NavigationBarContentLayout`` says (view pictures draw the rest).
///
/// Heights, in points, without the status bar: 44 for the standard bar on iPhone in portrait; 32 in a
/// compact-height environment (iPhone in landscape); 50 when both size classes are regular (iPad, since
/// iOS 12). A large title adds 52 (96 in all on iPhone: UIKit's expanded large-title bar), when
/// ``prefersLargeTitles`` is set, the top item's ``UINavigationItem/largeTitleDisplayMode`` resolves to large
/// and the height is not compact. A ``UINavigationItem/prompt`` adds a 30-point row (74 on iPhone, UIKit's
/// bar with a prompt). A search controller adds a 52-pt search row under them.
///
/// As on iOS, the bar collapses as the top view controller's scroll view scrolls its content up, by the distance
/// scrolled, and comes back as the content returns to its top edge: first the search row, when the item's
/// ``UINavigationItem/hidesSearchBarWhenScrolling`` is set (UIKit's default: the search bar shows only while the
/// content is at its top, so the first screen shows it), then the large title, down to the standard row with the
/// inline title. A search row that does not hide stays under the standard row.
@MainActor
open class UINavigationBar: UIView {
    /// The standard bar's height on iPhone in portrait (UIKit's 44 points).
    static let standardHeight: CGFloat = 44
    /// The bar's height in a compact-height environment (UIKit's 32 points on iPhone in landscape).
    static let compactHeight: CGFloat = 32
    /// The bar's height when both size classes are regular (UIKit's 50 points on iPad since iOS 12).
    static let regularHeight: CGFloat = 50
    /// What an expanded large title adds under the standard row (UIKit's 52 points: 44 + 52 = 96).
    static let largeTitleHeight: CGFloat = 52
    /// What a navigation item's search controller adds under the title: the 36-pt search field of iOS 13 and
    /// later with 8 pt above and below (chosen: Apple publishes no number; 52 pt matches iPhone screenshots).
    static let searchBarHeight: CGFloat = 52
    /// What a prompt adds above the title (UIKit's 30 points: 44 + 30 = 74).
    static let promptHeight: CGFloat = 30

    /// Whether the bar shows large titles for items that allow them (default `false`).
    open var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { itemsDidChange() } }
    }
    /// Whether the bar is translucent (default `true`; stored).
    open var isTranslucent = true
    /// The colour of the bar's background (stored).
    open var barTintColor: UIColor?
    /// The bar's style (stored).
    open var barStyle = UIBarStyle.default
    /// The attributes of the title (font, colour…; UIKit's `titleTextAttributes`, default nil: the system's).
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The attributes of the large title (UIKit's `largeTitleTextAttributes`, default nil: the system's).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The appearance of the standard bar.
    open var standardAppearance = UINavigationBarAppearance()
    /// The appearance of a compact-height bar (nil: the standard one).
    open var compactAppearance: UINavigationBarAppearance?
    /// The appearance while the content is scrolled to its top edge (nil: the standard one, transparent).
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The appearance of a compact-height bar while the content is at its top edge.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// The delegate (stored).
    open weak var delegate: (any UINavigationBarDelegate)?

    /// The items of a bar no navigation controller manages.
    private var ownItems: [UINavigationItem]?
    /// The navigation controller whose stack this bar shows, if any.
    weak var managingController: UINavigationController?
    /// The title view and custom item views the bar placed as its subviews (see `layOutItemViews()`).
    var placedItemViews: [UIView] = []

    /// Creates a bar 44 points tall (UIKit's default size).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a bar with UIKit's standard height.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: UINavigationBar.standardHeight))
    }

    /// Archives are not supported headless, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Items

    /// The navigation items, bottom of the stack first. A navigation controller's bar shows the items of its
    /// view controllers; setting them there is refused (see ``setItems(_:animated:)``).
    open var items: [UINavigationItem]? {
        get {
            if let managingController { return managingController.viewControllers.map(\.navigationItem) }
            return ownItems
        }
        set { setItems(newValue, animated: false) }
    }

    /// The item at the top of the stack.
    open var topItem: UINavigationItem? { items?.last }

    /// The item below the top one (whose back button the top shows).
    open var backItem: UINavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }

    /// Replaces the items. On a bar a navigation controller manages UIKit raises ("Cannot call
    /// setItems:animated: directly on a UINavigationBar managed by a controller."): this stops with that
    /// message under ``UIViewController/failurePolicy`` `.stop`, and under `.record` sends a diagnostic and
    /// leaves the items alone.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        guard managingController == nil else {
            UIViewController.reportProgrammerError(kind: .navigationBarItemsManaged, message:
                "Cannot call setItems:animated: directly on a UINavigationBar managed by a controller.")
            return
        }
        ownItems = items
        itemsDidChange()
    }

    /// Pushes `item` onto a bar no navigation controller manages (a managed bar: as ``setItems(_:animated:)``).
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        setItems((ownItems ?? []) + [item], animated: animated)
    }

    /// Pops the top item of a bar no navigation controller manages and returns it (nil when there is none, or
    /// the bar is managed: as ``setItems(_:animated:)``).
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard managingController == nil else {
            setItems(ownItems, animated: animated)
            return nil
        }
        guard var current = ownItems, let top = current.popLast() else { return nil }
        setItems(current, animated: animated)
        return top
    }

    // MARK: - Height

    /// Whether the top item shows a large title now: the bar prefers large titles, the height is not
    /// compact, and the item's mode resolves to large (`.automatic` follows the item below it; the root
    /// item's `.automatic` is large).
    var displaysLargeTitle: Bool {
        guard prefersLargeTitles, traitCollection.verticalSizeClass != .compact, let items, !items.isEmpty else { return false }
        var large = true
        for item in items {
            switch item.largeTitleDisplayMode {
            case .automatic: break
            case .always: large = true
            case .never, .inline: large = false
            }
        }
        return large
    }

    /// The bar's height for its traits and top item (see the type's documentation for the numbers).
    var preferredHeight: CGFloat {
        var height: CGFloat
        if traitCollection.verticalSizeClass == .compact {
            height = UINavigationBar.compactHeight
        } else if traitCollection.horizontalSizeClass == .regular && traitCollection.verticalSizeClass == .regular {
            height = UINavigationBar.regularHeight
        } else {
            height = UINavigationBar.standardHeight
        }
        if displaysLargeTitle { height += UINavigationBar.largeTitleHeight }
        if topItem?.prompt != nil { height += UINavigationBar.promptHeight }
        if topItem?.searchController != nil { height += UINavigationBar.searchBarHeight }
        return height
    }

    /// How much of the bar collapses as the content scrolls up: the search row when the top item's search bar
    /// hides when scrolling, plus the large title's row when the bar shows one.
    var collapsibleHeight: CGFloat {
        var height: CGFloat = 0
        if let item = topItem, item.searchController != nil, item.hidesSearchBarWhenScrolling { height += UINavigationBar.searchBarHeight }
        if displaysLargeTitle { height += UINavigationBar.largeTitleHeight }
        return height
    }

    /// Places the top item's title view and its bar button items' custom views (see ``NavigationBarContentLayout``).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutItemViews()
    }

    /// The bar's width as it is, and its ``preferredHeight``.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: preferredHeight)
    }

    /// The items, their titles, prompts or large-title modes changed: the managing controller lays out again.
    func itemsDidChange() {
        for item in items ?? [] { item.owningBar = self }
        managingController?.barGeometryDidChange()
    }
}
