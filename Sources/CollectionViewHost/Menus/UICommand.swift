import CollectionGeometry

/// A menu element that performs a command (UIKit's `UICommand`), the base of ``UIKeyCommand``.
///
/// UIKit's initialisers take a `Selector` that the responder chain answers, which needs the Objective-C runtime
/// that Swift on Linux does not have, so they are left out: a command runs a closure given with
/// `init(title:image:propertyList:discoverabilityTitle:attributes:state:handler:)` (beyond UIKit).
@MainActor
open class UICommand: UIMenuElement {
    /// The command's title (settable, as in UIKit).
    open override var title: String {
        get { super.title }
        set { super.title = newValue }
    }
    /// The command's image (settable).
    open override var image: UIImage? {
        get { super.image }
        set { super.image = newValue }
    }
    /// A longer title, shown where shortcuts are listed.
    open var discoverabilityTitle: String?
    /// A value that tells commands with the same action apart.
    public let propertyList: Any?
    /// How the command is shown and behaves; a `.disabled` command is not performed.
    open var attributes: UIMenuElement.Attributes
    /// Whether the command is checked.
    open var state: UIMenuElement.State
    /// What performing the command runs.
    let handler: @MainActor (UICommand) -> Void

    /// A command that runs `handler` when performed (beyond UIKit: UIKit's `init(title:image:action:…)` takes
    /// a selector).
    public init(title: String = "", image: UIImage? = nil, propertyList: Any? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping @MainActor (UICommand) -> Void) {
        self.discoverabilityTitle = discoverabilityTitle
        self.propertyList = propertyList
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: nil, image: image)
    }

    /// Runs the command's handler unless it is `.disabled`, and returns whether it ran (beyond UIKit: UIKit
    /// performs commands when the user picks them or presses their keys; headless, tests do).
    @discardableResult
    open func perform() -> Bool {
        guard !attributes.contains(.disabled) else { return false }
        handler(self)
        return true
    }
}
