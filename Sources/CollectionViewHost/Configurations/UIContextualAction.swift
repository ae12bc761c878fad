import CollectionGeometry

/// An action shown when a list row is swiped (UIKit's `UIContextualAction`).
@MainActor
public final class UIContextualAction {
    /// The style of a contextual action (UIKit's `UIContextualAction.Style`).
    public enum Style: Int, Sendable {
        /// A normal action (grey by default).
        case normal = 0
        /// A destructive action (red by default); performing it removes the row in UIKit's animation.
        case destructive = 1
    }

    /// Runs the action: the action, the view that showed it, and a completion to call with whether the
    /// action was performed.
    public typealias Handler = @MainActor (_ action: UIContextualAction, _ sourceView: UIView,
                                           _ completionHandler: @escaping (Bool) -> Void) -> Void

    /// The action's style.
    public let style: Style
    /// The action's title.
    public var title: String?
    /// The action's image.
    public var image: UIImage?
    /// The action's background colour; unset, it is the style's (system red for destructive actions, system
    /// grey otherwise).
    public var backgroundColor: UIColor! {
        get { storedBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { storedBackgroundColor = newValue }
    }
    /// The action's handler.
    public let handler: Handler

    private var storedBackgroundColor: UIColor?

    /// Creates an action.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}
