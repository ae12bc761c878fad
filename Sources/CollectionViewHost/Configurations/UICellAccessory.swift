import CollectionGeometry

/// An accessory of a list cell (UIKit's `UICellAccessory`): a disclosure indicator, an outline disclosure
/// triangle, a checkmark, editing controls, a label or a custom view, shown always, only while editing, or
/// only while not editing.
///
/// Headless, accessories are not drawn; a list cell keeps them, shows the ones its editing state allows
/// (`UICollectionViewListCell.visibleAccessories`), and `UICollectionView.simulateAccessoryTap(onItemAt:)`
/// runs the action of an actionable one.
public struct UICellAccessory {
    /// When an accessory shows (UIKit's `UICellAccessory.DisplayedState`).
    public enum DisplayedState: Int, Hashable, Sendable {
        /// Always.
        case always = 0
        /// Only while the cell is editing.
        case whenEditing = 1
        /// Only while the cell is not editing.
        case whenNotEditing = 2

        /// Whether an accessory in this state shows for a cell whose editing state is `isEditing`.
        public func isDisplayed(isEditing: Bool) -> Bool {
            switch self {
            case .always: true
            case .whenEditing: isEditing
            case .whenNotEditing: !isEditing
            }
        }
    }

    /// The width an accessory reserves (UIKit's `UICellAccessory.LayoutDimension`).
    public enum LayoutDimension: Hashable, Sendable {
        /// The accessory's own width.
        case actual
        /// The system's standard width for the accessory.
        case standard
        /// A width in points.
        case custom(CGFloat)
    }

    /// Which side of the cell a custom accessory sits on, and where among the others (UIKit's
    /// `UICellAccessory.Placement`).
    public enum Placement {
        /// The leading side; the position closure picks the index among the accessories already there.
        case leading(displayed: DisplayedState = .always, at: Position = { _ in 0 })
        /// The trailing side; the position closure picks the index among the accessories already there.
        case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })

        /// Picks an index among the accessories on one side (UIKit's `UICellAccessory.Placement.Position`).
        public typealias Position = ([UICellAccessory]) -> Int

        /// A position after the first accessory of the same type as `accessory` (at the end when there is none).
        public static func position(after accessory: UICellAccessory) -> Position {
            { accessories in accessories.firstIndex { $0.kind == accessory.kind }.map { $0 + 1 } ?? accessories.count }
        }

        /// A position before the first accessory of the same type as `accessory` (at the start when there is none).
        public static func position(before accessory: UICellAccessory) -> Position {
            { accessories in accessories.firstIndex { $0.kind == accessory.kind } ?? 0 }
        }
    }

    /// What an accessory is, without a custom accessory's view (see ``accessoryType`` for UIKit's form).
    /// Beyond UIKit; lets tests and tools compare accessories.
    public enum Kind: Hashable, Sendable {
        /// A chevron pointing to the trailing side.
        case disclosureIndicator
        /// An outline disclosure triangle.
        case outlineDisclosure
        /// A checkmark.
        case checkmark
        /// A delete (minus) control.
        case delete
        /// An insert (plus) control.
        case insert
        /// A reorder grip.
        case reorder
        /// A multiple-selection circle.
        case multiselect
        /// A text label.
        case label
        /// A detail (info) button.
        case detail
        /// A pop-up menu.
        case popUpMenu
        /// An app-supplied view.
        case customView
    }

    /// The closure a pop-up menu accessory runs when its selected element changes (UIKit's
    /// `UICellAccessory.MenuSelectedElementDidChangeHandler`).
    public typealias MenuSelectedElementDidChangeHandler = @MainActor (UIMenu) -> Void

    /// The closure an actionable accessory runs when tapped.
    public typealias ActionHandler = @MainActor () -> Void

    /// What the accessory is. Beyond UIKit.
    public let kind: Kind
    /// The type of the accessory (UIKit's `accessoryType`): its kind, with the view of a custom accessory.
    public let accessoryType: AccessoryType
    /// When the accessory shows.
    public var displayedState: DisplayedState
    /// Whether the accessory is hidden (it keeps its space).
    public var isHidden: Bool
    /// The width the accessory reserves.
    public var reservedLayoutWidth: LayoutDimension
    /// The accessory's tint; nil uses the cell's.
    public var tintColor: UIColor?
    /// The action run when the accessory is tapped (outline disclosure, delete, insert, detail). Beyond
    /// UIKit as a readable property.
    public let actionHandler: ActionHandler?
    /// The label's text, for `.label`. Beyond UIKit as a readable property.
    public let text: String?
    /// The outline disclosure's style, for `.outlineDisclosure`.
    public let outlineDisclosureStyle: OutlineDisclosureOptions.Style?
    /// The custom view's configuration, for `.customView`.
    public let customViewConfiguration: CustomViewConfiguration?
    /// The menu, for `.popUpMenu`. Beyond UIKit as a readable property.
    public let menu: UIMenu?
    /// The pop-up menu's selection handler, for `.popUpMenu`. Beyond UIKit as a readable property.
    public let selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler?

    init(kind: Kind, displayed: DisplayedState, isHidden: Bool?, reservedLayoutWidth: LayoutDimension?,
         tintColor: UIColor?, actionHandler: ActionHandler? = nil, text: String? = nil,
         outlineDisclosureStyle: OutlineDisclosureOptions.Style? = nil,
         customView: UIView? = nil, customViewConfiguration: CustomViewConfiguration? = nil,
         menu: UIMenu? = nil, selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil) {
        self.kind = kind
        self.accessoryType = switch kind {
        case .disclosureIndicator: .disclosureIndicator
        case .outlineDisclosure: .outlineDisclosure
        case .checkmark: .checkmark
        case .delete: .delete
        case .insert: .insert
        case .reorder: .reorder
        case .multiselect: .multiselect
        case .label: .label
        case .detail: .detail
        case .popUpMenu: .popUpMenu
        case .customView: customView.map { .customView($0) } ?? .label
        }
        self.menu = menu
        self.selectedElementDidChangeHandler = selectedElementDidChangeHandler
        self.displayedState = displayed
        self.isHidden = isHidden ?? false
        self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
        self.tintColor = tintColor
        self.actionHandler = actionHandler
        self.text = text
        self.outlineDisclosureStyle = outlineDisclosureStyle
        self.customViewConfiguration = customViewConfiguration
    }

    /// A disclosure indicator (chevron).
    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// An outline disclosure triangle. Tapped, it runs `actionHandler`, or, without one, expands or collapses
    /// the cell's item through the data source's section snapshot (UIKit's default).
    public static func outlineDisclosure(displayed: DisplayedState = .always,
                                         options: OutlineDisclosureOptions = .init(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor,
                        actionHandler: actionHandler, outlineDisclosureStyle: options.style)
    }

    /// A checkmark.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A delete control, shown while editing by default.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .delete, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor,
                        actionHandler: actionHandler)
    }

    /// An insert control, shown while editing by default.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .insert, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor,
                        actionHandler: actionHandler)
    }

    /// A reorder grip, shown while editing by default.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .reorder, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A multiple-selection circle, shown while editing by default.
    public static func multiselect(displayed: DisplayedState = .whenEditing,
                                   options: MultiselectOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .multiselect, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A text label.
    public static func label(text: String, displayed: DisplayedState = .always,
                             options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .label, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor, text: text)
    }

    /// A detail (info) button.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .detail, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor,
                        actionHandler: actionHandler)
    }

    /// An app-supplied view.
    @MainActor public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState = switch configuration.placement {
        case .leading(let state, _), .trailing(let state, _): state
        }
        return UICellAccessory(kind: .customView, displayed: displayed, isHidden: configuration.isHidden,
                               reservedLayoutWidth: configuration.reservedLayoutWidth,
                               tintColor: configuration.tintColor, customView: configuration.customView,
                               customViewConfiguration: configuration)
    }

    /// A pop-up menu (iOS 17): a pair of chevrons on the trailing edge; a tap anywhere in the cell shows `menu`.
    /// Headless, nothing is shown; the menu and the handler are kept (``menu``,
    /// ``selectedElementDidChangeHandler``).
    public static func popUpMenu(_ menu: UIMenu, displayed: DisplayedState = .always, options: PopUpMenuOptions = .init(),
                                 selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .popUpMenu, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor,
                        menu: menu, selectedElementDidChangeHandler: selectedElementDidChangeHandler)
    }
}
