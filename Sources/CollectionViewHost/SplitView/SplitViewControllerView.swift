import CollectionGeometry

/// The view of a split view controller: each layout pass and each change of its safe area places the
/// columns (or the collapsed stack) and gives them their safe areas.
@MainActor
final class SplitViewControllerView: UIView {
    weak var controller: UISplitViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutColumns()
    }

    /// A view not yet in a window has no traits of its own yet: its columns wait for its first layout pass.
    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        if superview != nil { controller?.layoutColumns() } else { setNeedsLayout() }
    }
}
