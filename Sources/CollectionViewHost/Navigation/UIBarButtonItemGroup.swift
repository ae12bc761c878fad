import CollectionGeometry

/// A group of bar button items shown together (UIKit's `UIBarButtonItemGroup`), as a navigation item's
/// leading and trailing groups hold them (iOS 16).
@MainActor
open class UIBarButtonItemGroup {
    /// The items of the group, in order.
    open var barButtonItems: [UIBarButtonItem]
    /// The item shown in place of the group when the bar is too narrow.
    open var representativeItem: UIBarButtonItem?
    /// Whether the group is hidden (iOS 16).
    open var isHidden = false
    /// Whether the group shows its representative item now (never headless: bars are not measured).
    open private(set) var isDisplayingRepresentativeItem = false

    /// A group of `barButtonItems`, with an item to stand for it when space is short.
    public init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) {
        self.barButtonItems = barButtonItems
        self.representativeItem = representativeItem
    }

    /// Archives are not supported headless, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A fixed group of items (iOS 16).
    public static func fixedGroup(representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
        UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
    }

    /// A group the user may move or remove when customizing (iOS 16; stored as a plain group).
    public static func movableGroup(customizationIdentifier: String, representativeItem: UIBarButtonItem? = nil,
                                    items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
        UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
    }

    /// A group the user may hide when customizing (iOS 16; stored as a plain group).
    public static func optionalGroup(customizationIdentifier: String, isInDefaultCustomization: Bool = true,
                                     representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
        UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
    }
}
