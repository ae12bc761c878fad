/// The swipe actions of a list row (UIKit's `UISwipeActionsConfiguration`).
@MainActor
public final class UISwipeActionsConfiguration {
    /// The actions, from the swiped edge inward: the first sits at the edge and runs on a full swipe.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action (default `true`).
    public var performsFirstActionWithFullSwipe = true

    /// Creates a configuration with actions.
    public init(actions: [UIContextualAction]) { self.actions = actions }
}
