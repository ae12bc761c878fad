import CollectionGeometry

/// What a navigation bar shows for one view controller (UIKit's `UINavigationItem`): its title or title
/// view, prompt, bar button items and back button. Every view controller has one
/// (``UIViewController/navigationItem``), whose title follows the view controller's `title`.
@MainActor
open class UINavigationItem {
    /// The title shown in the bar (and, in the next screen's back button, unless a back title is set).
    open var title: String? {
        didSet { if title != oldValue { itemDidChange() } }
    }
    /// A view shown in place of the title.
    open var titleView: UIView?
    /// A line of text shown above the title; it makes the bar taller (see ``UINavigationBar``).
    open var prompt: String? {
        didSet { if prompt != oldValue { itemDidChange() } }
    }
    /// The search controller whose search bar the navigation bar shows under the title (iOS 11); the bar grows by
    /// ``UINavigationBar`` 's search row while it is set.
    open var searchController: UISearchController? {
        didSet { if searchController !== oldValue { itemDidChange() } }
    }
    /// Whether the search bar hides when the content scrolls up (default `true`): the search bar shows while the
    /// content is at its top edge and its row collapses into the bar as the content scrolls up, before the large
    /// title (see ``UINavigationBar``); `false` keeps it shown whatever the scroll position.
    open var hidesSearchBarWhenScrolling = true {
        didSet { if hidesSearchBarWhenScrolling != oldValue { itemDidChange() } }
    }
    /// Whether the title shows large (see ``LargeTitleDisplayMode-swift.enum``).
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic {
        didSet { if largeTitleDisplayMode != oldValue { itemDidChange() } }
    }
    /// The role of the screen (iOS 16; stored).
    open var style = ItemStyle.navigator
    /// The items at the leading edge, leading first (`nil` when there are none, as in UIKit).
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The items at the trailing edge, trailing first (`nil` when there are none, as in UIKit).
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// The leading item groups (iOS 16).
    open var leadingItemGroups: [UIBarButtonItemGroup] = []
    /// The trailing item groups (iOS 16).
    open var trailingItemGroups: [UIBarButtonItemGroup] = []
    /// The title of the back button the next screen shows for this item (nil: this item's title).
    open var backButtonTitle: String?
    /// The back button the next screen shows for this item (nil: a standard one).
    open var backBarButtonItem: UIBarButtonItem?
    /// The action the back button performs instead of popping (iOS 16; headless, stored).
    open var backAction: UIAction?
    /// Whether the back button is hidden while this item is on top.
    open var hidesBackButton = false
    /// Whether the left items show beside the back button rather than replacing it.
    open var leftItemsSupplementBackButton = false
    /// How the back button shows its title when this item is on top.
    open var backButtonDisplayMode = BackButtonDisplayMode.default
    /// The appearance of the bar while this item is on top (nil: the bar's).
    open var standardAppearance: UINavigationBarAppearance?
    /// The appearance of a compact-height bar while this item is on top (nil: the bar's).
    open var compactAppearance: UINavigationBarAppearance?
    /// The appearance of the bar while the content is scrolled to its top edge (nil: the bar's).
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The appearance of a compact-height bar while the content is scrolled to its top edge (nil: the bar's).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?

    /// The bar showing this item, told when the item changes what decides its height.
    weak var owningBar: UINavigationBar?

    /// An item with `title`.
    public init(title: String) {
        self.title = title
    }

    /// An item with no title (how a view controller's item starts).
    init() {}

    /// Archives are not supported headless, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The first of ``leftBarButtonItems``; setting it replaces them all.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of ``rightBarButtonItems``; setting it replaces them all.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets ``leftBarButtonItem`` (headless the change is not animated).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets ``rightBarButtonItem`` (headless the change is not animated).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets ``leftBarButtonItems`` (headless the change is not animated).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets ``rightBarButtonItems`` (headless the change is not animated).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets ``hidesBackButton`` (headless the change is not animated).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// The title or prompt or large-title mode changed: the bar showing the item re-measures.
    private func itemDidChange() {
        owningBar?.itemsDidChange()
    }
}
