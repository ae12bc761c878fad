/// The animator of the commit of a context menu's preview (UIKit's `UIContextMenuInteractionCommitAnimating`).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview is committed.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}
