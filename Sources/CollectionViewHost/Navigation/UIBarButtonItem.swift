import CollectionGeometry

/// A button in a navigation bar or toolbar (UIKit's `UIBarButtonItem`): a title or image, a system item, or
/// a custom view, with a primary action and/or a menu.
///
/// Actions are closures (``UIAction``). UIKit's target–action initialisers
/// (`init(title:style:target:action:)`, `init(barButtonSystemItem:target:action:)`,
/// `init(image:style:target:action:)`) take a `Selector`, which swift-corelibs-foundation does not have (no
/// Objective-C runtime on Linux), so they are left out: use the `primaryAction:` forms, which UIKit has
/// too. Headless, nothing is touched: ``simulateTap()`` (beyond UIKit) does what a tap does.
@MainActor
open class UIBarButtonItem: UIBarItem {
    /// How the item is drawn.
    open var style = Style.plain
    /// The width of the item (a fixed space's width; 0: the item's natural width).
    open var width: CGFloat = 0
    /// The titles the item may show, so the bar can leave room for the longest (stored).
    open var possibleTitles: Set<String>?
    /// A view shown instead of the standard button.
    open var customView: UIView?
    /// The action performed when the item is tapped. Setting an action gives the item the action's title and
    /// image, as in UIKit.
    open var primaryAction: UIAction? {
        didSet {
            guard let primaryAction else { return }
            title = primaryAction.title
            image = primaryAction.image
        }
    }
    /// The menu shown when the item is tapped (when it has no primary action) or long-pressed.
    open var menu: UIMenu?
    /// The colour of the item (nil: the bar's tint colour).
    open var tintColor: UIColor?
    /// Whether the item is hidden from its bar (iOS 16).
    open var isHidden = false
    /// Whether the item shows as selected (iOS 15).
    open var isSelected = false
    /// Whether a tap toggles ``isSelected`` before the primary action runs (iOS 15).
    open var changesSelectionAsPrimaryAction = false
    /// Whether the item shares its background with its neighbours (iOS 26; stored).
    open var hidesSharedBackground = false
    /// The system item the item was made as, if any.
    let systemItem: SystemItem?

    /// Creates a plain item with no title, image or action.
    public override init() {
        systemItem = nil
        super.init()
    }

    /// Archives are not supported headless, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    private init(systemItem: SystemItem?, title: String?, image: UIImage?, primaryAction: UIAction?, menu: UIMenu?) {
        self.systemItem = systemItem
        super.init()
        self.title = title
        self.image = image
        self.menu = menu
        // The action's title and image replace the given ones, as in UIKit (observers do not run in init).
        if let primaryAction {
            self.primaryAction = primaryAction
            self.title = primaryAction.title
            self.image = primaryAction.image
        }
    }

    /// An item with a title and/or an image, a primary action and a menu (iOS 14).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(systemItem: nil, title: title, image: image, primaryAction: primaryAction, menu: menu)
    }

    /// A system item with a primary action and a menu (iOS 14).
    public convenience init(barButtonSystemItem systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(systemItem: systemItem, title: nil, image: nil, primaryAction: primaryAction, menu: menu)
        if systemItem == .done { style = .done }
    }

    /// A system item with a primary action and a menu (iOS 14, the short spelling).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, primaryAction: primaryAction, menu: menu)
    }

    /// An item whose title and image are the action's (iOS 14).
    public convenience init(primaryAction: UIAction?) {
        self.init(systemItem: nil, title: nil, image: nil, primaryAction: primaryAction, menu: nil)
    }

    /// An item that shows `customView`.
    public convenience init(customView: UIView) {
        self.init(systemItem: nil, title: nil, image: nil, primaryAction: nil, menu: nil)
        self.customView = customView
    }

    /// A fixed space `width` points wide (iOS 14).
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace)
        item.width = width.isFinite ? max(0, width) : 0
        return item
    }

    /// A flexible space (iOS 14).
    public class func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace)
    }

    /// Does what a tap on the item does, when it is enabled and shown: toggles ``isSelected`` when
    /// ``changesSelectionAsPrimaryAction`` is set, then performs the ``primaryAction`` with the item as its
    /// sender. An item with only a menu shows the menu, which headless does nothing (pick an action with
    /// ``UIMenu/performAction(titled:sender:)``). Beyond UIKit.
    public func simulateTap() {
        guard isEnabled, !isHidden else { return }
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        primaryAction?.performWithSender(self)
    }
}
