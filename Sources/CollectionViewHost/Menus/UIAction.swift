import CollectionGeometry

/// What an action runs when it is performed (UIKit's `UIActionHandler`).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element that runs a closure (UIKit's `UIAction`): in menus, on controls
/// (``UIControl/addAction(_:for:)``), on bar button items and swipe and context menus.
@MainActor
open class UIAction: UIMenuElement {
    /// A name for an action, unique among the actions of a control or menu (UIKit's `UIAction.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// An identifier with `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier with `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title (settable, unlike a menu's).
    open override var title: String {
        get { super.title }
        set { super.title = newValue }
    }
    /// The action's image (settable).
    open override var image: UIImage? {
        get { super.image }
        set { super.image = newValue }
    }
    /// The image shown while the action's ``state`` is `.on` (UIKit's `selectedImage`, iOS 17).
    open var selectedImage: UIImage?
    /// The action's identifier: the one given, or a unique one.
    public let identifier: Identifier
    /// A title for keyboard-shortcut discoverability.
    open var discoverabilityTitle: String?
    /// How the action is shown and behaves.
    open var attributes: UIMenuElement.Attributes
    /// Whether the action is checked.
    open var state: UIMenuElement.State
    /// What performed the action, while its handler runs (a control, a bar button item); nil otherwise.
    open private(set) var sender: Any?
    let handler: UIActionHandler

    /// An action with a title, image, identifier and handler, as UIKit makes one.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(rawValue: "UIAction-\(UIAction.nextSerial())")
        self.selectedImage = selectedImage
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler with ``sender`` set to `sender` for its duration, unless the action is disabled or
    /// hidden (UIKit does not perform those). Beyond UIKit (UIKit performs actions when the user picks them;
    /// headless, tests pick them). `target` is accepted for UIKit's spelling and unused.
    open func performWithSender(_ sender: Any?, target: Any? = nil) {
        guard !attributes.contains(.disabled), !attributes.contains(.hidden) else { return }
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        handler(self)
    }

    private static var serial = 0
    private static func nextSerial() -> Int {
        serial += 1
        return serial
    }
}
