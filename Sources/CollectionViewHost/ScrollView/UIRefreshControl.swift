import CollectionGeometry

/// A control that starts a refresh of a scroll view's content (UIKit's `UIRefreshControl`), headless: it
/// keeps its refreshing state; nothing is drawn and pulling the content does not trigger it.
@MainActor
open class UIRefreshControl: UIView {
    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false

    /// The text shown under the spinner; stored, never drawn.
    open var attributedTitle: NSAttributedString?

    /// Creates a refresh control; the frame is ignored, as UIKit sizes the control itself.
    public override init(frame: CGRect) {
        super.init(frame: .zero)
    }

    /// Archives are not supported headless, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Tells the control a refresh started (programmatically).
    open func beginRefreshing() { isRefreshing = true }

    /// Tells the control the refresh finished.
    open func endRefreshing() { isRefreshing = false }
}
