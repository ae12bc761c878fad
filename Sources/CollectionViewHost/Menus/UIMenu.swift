import CollectionGeometry

/// A menu (UIKit's `UIMenu`): a titled group of elements, shown as a submenu or inline.
@MainActor
open class UIMenu: UIMenuElement {
    /// A name for a menu (UIKit's `UIMenu.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// An identifier with `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier with `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu is shown (UIKit's `UIMenu.Options`).
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates options from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children are shown inline in the parent menu, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu is shown in the destructive style.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child action is `.on`: performing one turns the others off.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children are shown as a row of small elements.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The size a menu prefers for its elements (UIKit's `UIMenu.ElementSize`).
    public enum ElementSize: Int, Hashable, Sendable {
        /// Small elements, shown side by side.
        case small = 0
        /// Medium elements.
        case medium = 1
        /// Large elements, one per row.
        case large = 2
        /// The system's choice (the default).
        case automatic = -1
    }

    /// The menu's identifier: the one given, or a unique one.
    public let identifier: Identifier
    /// How the menu is shown.
    public let options: Options
    /// The size the menu prefers for its elements.
    open var preferredElementSize: ElementSize
    /// The menu's elements, in order.
    public let children: [UIMenuElement]

    /// A menu with a title and children, as UIKit makes one.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
                options: UIMenu.Options = [], preferredElementSize: UIMenu.ElementSize = .automatic,
                children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(rawValue: "UIMenu-\(UIMenu.nextSerial())")
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// The actions among the children (inline menus' too) whose state is `.on`.
    open var selectedElements: [UIMenuElement] {
        children.flatMap { child -> [UIMenuElement] in
            if let action = child as? UIAction { return action.state == .on ? [action] : [] }
            if let menu = child as? UIMenu, menu.options.contains(.displayInline) { return menu.selectedElements }
            return []
        }
    }

    /// A copy of the menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// Performs the child action titled `title`, searching submenus depth-first (for a single-selection menu,
    /// the other actions turn `.off` and the picked one `.on`, as UIKit does). Deferred elements are not
    /// searched. Returns whether an action was found. Beyond UIKit: headless, tests pick menu items.
    @discardableResult
    public func performAction(titled title: String, sender: Any? = nil) -> Bool {
        for child in children {
            if let action = child as? UIAction, action.title == title {
                if options.contains(.singleSelection) {
                    for case let other as UIAction in children { other.state = other === action ? .on : .off }
                }
                action.performWithSender(sender)
                return true
            }
            if let menu = child as? UIMenu, menu.performAction(titled: title, sender: sender) { return true }
        }
        return false
    }

    private static var serial = 0
    private static func nextSerial() -> Int {
        serial += 1
        return serial
    }
}
