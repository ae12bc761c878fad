/// How a context menu's preview is committed (UIKit's `UIContextMenuInteractionCommitStyle`), with UIKit's
/// raw values.
public enum UIContextMenuInteractionCommitStyle: Int, Hashable, Sendable {
    /// The menu dismisses.
    case dismiss = 0
    /// The preview pops into place.
    case pop = 1
}
