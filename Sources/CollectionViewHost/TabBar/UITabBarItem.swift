import CollectionGeometry

/// An item of a tab bar (UIKit's `UITabBarItem`): a title, an image and a selected image, or a system item, with an
/// optional badge. A view controller's ``UIViewController/tabBarItem`` is what a ``UITabBarController``'s bar shows
/// for it.
@MainActor
open class UITabBarItem: UIBarItem {
    /// The image shown while the item is selected (nil: ``UIBarItem/image``, tinted with the selected colour).
    open var selectedImage: UIImage?
    /// The text of the badge at the top trailing corner of the image (nil: no badge; an empty string: an empty
    /// badge, a red dot).
    open var badgeValue: String?
    /// The badge's background colour (nil: the system red).
    open var badgeColor: UIColor?
    /// How far the title is moved from where the bar puts it (``UIOffset/zero`` by default); pictures draw it there.
    /// A non-finite component counts as 0.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The appearance of this item's bar while the item's view controller is shown (nil: the bar's).
    open var standardAppearance: UITabBarAppearance?
    /// The appearance of this item's bar at the scroll edge while the item's view controller is shown (nil: the
    /// bar's).
    open var scrollEdgeAppearance: UITabBarAppearance?
    /// The system item the item was made as, if any.
    public let systemItem: SystemItem?

    /// Creates an item with no title or image.
    public override init() {
        systemItem = nil
        super.init()
    }

    /// Archives are not supported headless, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// An item with a title, an image and a tag.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with a title, an image and the image shown while it is selected.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// A system item: UIKit's title and glyph for `systemItem` (headless the title is the English one and the
    /// glyph the nearest SF Symbol), with a tag.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        super.init()
        self.title = systemItem.title
        self.image = UIImage(systemName: systemItem.symbolName)
        self.tag = tag
    }

    /// The tab bar showing this item, set by the bar as it shows it.
    weak var owningBar: UITabBar?
}
