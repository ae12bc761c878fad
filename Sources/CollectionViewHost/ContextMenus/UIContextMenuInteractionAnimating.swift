import CollectionGeometry

/// The animations of a context menu's appearance or dismissal (UIKit's `UIContextMenuInteractionAnimating`).
/// Headless, menus are never shown, so collection views pass `nil` where UIKit passes an animator.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The view controller previewed, if any.
    var previewViewController: UIViewController? { get }
    /// Adds animations to run alongside.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a completion to run when the animations end.
    func addCompletion(_ completion: @escaping () -> Void)
}
