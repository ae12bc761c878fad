import CollectionGeometry

/// An action an assistive technology offers on an element beside its default activation (UIKit's
/// `UIAccessibilityCustomAction`), made with a handler: target–selector actions need the Objective-C runtime and
/// are not available headless.
@MainActor
open class UIAccessibilityCustomAction {
    /// The action's name, spoken to the user.
    open var name: String
    /// An image shown for the action, or nil.
    open var image: UIImage?
    /// What the action does: returns whether it succeeded.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

    /// An action named `name` that runs `actionHandler`.
    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.actionHandler = actionHandler
    }

    /// An action named `name` with `image` that runs `actionHandler`.
    public init(name: String, image: UIImage?, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
    }

    /// Performs the action as an assistive technology would, returning the handler's answer (false without one).
    /// Beyond UIKit: a test's way to trigger it.
    @discardableResult
    public func perform() -> Bool { actionHandler?(self) ?? false }
}
