import CollectionGeometry

extension UICellAccessory {
    /// Options of a disclosure indicator (UIKit's `UICellAccessory.DisclosureIndicatorOptions`).
    public struct DisclosureIndicatorOptions: Hashable, Sendable {
        /// Whether the accessory is hidden (it keeps its space).
        public var isHidden: Bool?
        /// The width the accessory reserves.
        public var reservedLayoutWidth: LayoutDimension?
        /// The tint; nil uses the cell's.
        public var tintColor: UIColor?
        /// Creates options.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }

    /// Options of an outline disclosure (UIKit's `UICellAccessory.OutlineDisclosureOptions`).
    public struct OutlineDisclosureOptions: Hashable, Sendable {
        /// How the disclosure looks and what a tap on the cell does (UIKit's
        /// `OutlineDisclosureOptions.Style`).
        public enum Style: Int, Hashable, Sendable {
            /// Determined "depending on whether the cell's configuration is as a section header" (Apple): header
            /// style when the cell's content configuration is a list header configuration, or the cell is its
            /// list section's header item (`headerMode` `.firstItemInSection`); cell style otherwise.
            case automatic = 0
            /// Header style: a tap anywhere on the cell toggles it, and the cell is not selectable.
            case header = 1
            /// Cell style: only the disclosure toggles it; a tap on the cell selects the item.
            case cell = 2
        }
        /// The style.
        public var style: Style
        /// Whether the accessory is hidden (it keeps its space).
        public var isHidden: Bool?
        /// The width the accessory reserves.
        public var reservedLayoutWidth: LayoutDimension?
        /// The tint; nil uses the cell's.
        public var tintColor: UIColor?
        /// Creates options.
        public init(style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil) {
            self.style = style; self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options of a checkmark (UIKit's `UICellAccessory.CheckmarkOptions`).
    public struct CheckmarkOptions: Hashable, Sendable {
        /// Whether the accessory is hidden (it keeps its space).
        public var isHidden: Bool?
        /// The width the accessory reserves.
        public var reservedLayoutWidth: LayoutDimension?
        /// The tint; nil uses the cell's.
        public var tintColor: UIColor?
        /// Creates options.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }

    /// Options of a delete control (UIKit's `UICellAccessory.DeleteOptions`).
    public struct DeleteOptions: Hashable, Sendable {
        /// Whether the accessory is hidden (it keeps its space).
        public var isHidden: Bool?
        /// The width the accessory reserves.
        public var reservedLayoutWidth: LayoutDimension?
        /// The tint; nil uses the cell's.
        public var tintColor: UIColor?
        /// The control's background; nil uses the system red.
        public var backgroundColor: UIColor?
        /// Creates options.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of an insert control (UIKit's `UICellAccessory.InsertOptions`).
    public struct InsertOptions: Hashable, Sendable {
        /// Whether the accessory is hidden (it keeps its space).
        public var isHidden: Bool?
        /// The width the accessory reserves.
        public var reservedLayoutWidth: LayoutDimension?
        /// The tint; nil uses the cell's.
        public var tintColor: UIColor?
        /// The control's background; nil uses the system green.
        public var backgroundColor: UIColor?
        /// Creates options.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of a reorder grip (UIKit's `UICellAccessory.ReorderOptions`).
    public struct ReorderOptions: Hashable, Sendable {
        /// Whether the accessory is hidden (it keeps its space).
        public var isHidden: Bool?
        /// The width the accessory reserves.
        public var reservedLayoutWidth: LayoutDimension?
        /// The tint; nil uses the cell's.
        public var tintColor: UIColor?
        /// Whether a vertical separator shows beside the grip.
        public var showsVerticalSeparator: Bool
        /// Creates options.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    showsVerticalSeparator: Bool = true) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    /// Options of a multiple-selection circle (UIKit's `UICellAccessory.MultiselectOptions`).
    public struct MultiselectOptions: Hashable, Sendable {
        /// Whether the accessory is hidden (it keeps its space).
        public var isHidden: Bool?
        /// The width the accessory reserves.
        public var reservedLayoutWidth: LayoutDimension?
        /// The tint; nil uses the cell's.
        public var tintColor: UIColor?
        /// The circle's background.
        public var backgroundColor: UIColor?
        /// Creates options.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of a label (UIKit's `UICellAccessory.LabelOptions`).
    public struct LabelOptions: Hashable, Sendable {
        /// Whether the accessory is hidden (it keeps its space).
        public var isHidden: Bool?
        /// The width the accessory reserves.
        public var reservedLayoutWidth: LayoutDimension?
        /// The tint; nil uses the cell's.
        public var tintColor: UIColor?
        /// The font; nil uses the body style.
        public var font: UIFont?
        /// Whether the font follows the content size category.
        public var adjustsFontForContentSizeCategory: Bool
        /// Creates options.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool = true) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
            self.font = font; self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// Options of a detail button (UIKit's `UICellAccessory.DetailOptions`).
    public struct DetailOptions: Hashable, Sendable {
        /// Whether the accessory is hidden (it keeps its space).
        public var isHidden: Bool?
        /// The width the accessory reserves.
        public var reservedLayoutWidth: LayoutDimension?
        /// The tint; nil uses the cell's.
        public var tintColor: UIColor?
        /// Creates options.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }

    /// Options of a pop-up menu (UIKit's `UICellAccessory.PopUpMenuOptions`, iOS 17).
    public struct PopUpMenuOptions: Hashable, Sendable {
        /// Whether the accessory is hidden (it keeps its space).
        public var isHidden: Bool?
        /// The width the accessory reserves.
        public var reservedLayoutWidth: LayoutDimension?
        /// The tint; nil uses the cell's.
        public var tintColor: UIColor?
        /// Creates options.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }

    /// A custom accessory's view and placement (UIKit's `UICellAccessory.CustomViewConfiguration`).
    @MainActor
    public struct CustomViewConfiguration {
        /// The view shown.
        public var customView: UIView
        /// Where the view sits.
        public var placement: Placement
        /// Whether the accessory is hidden (it keeps its space).
        public var isHidden: Bool?
        /// The width the accessory reserves.
        public var reservedLayoutWidth: LayoutDimension?
        /// The tint; nil uses the cell's.
        public var tintColor: UIColor?
        /// Whether the view keeps its size when the text size changes.
        public var maintainsFixedSize: Bool?
        /// Creates a configuration.
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil,
                    reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    maintainsFixedSize: Bool? = nil) {
            self.customView = customView; self.placement = placement; self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }
}
