import CollectionGeometry

/// An element of a menu (UIKit's `UIMenuElement`): an action, a submenu or a deferred element. Headless, menus
/// are data: they are built, inspected and performed (``UIAction/performWithSender(_:target:)``), never shown.
@MainActor
open class UIMenuElement {
    /// The element's title.
    open internal(set) var title: String
    /// A second line under the title (UIKit shows it on iOS 15 and later).
    open var subtitle: String?
    /// The element's image.
    open internal(set) var image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    /// How an element is shown and behaves (UIKit's `UIMenuElement.Attributes`).
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates attributes from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown but not performable.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in the destructive style.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Performing the element leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element is checked (UIKit's `UIMenuElement.State`).
    public enum State: Int, Hashable, Sendable {
        /// Not checked.
        case off = 0
        /// Checked.
        case on = 1
        /// Partly checked.
        case mixed = 2
    }
}
