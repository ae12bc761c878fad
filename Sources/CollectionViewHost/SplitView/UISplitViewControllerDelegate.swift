/// What a split view controller asks and tells its delegate (UIKit's `UISplitViewControllerDelegate`); every
/// method has a default.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// The column whose view controller shows on top when a column-style split view controller collapses (default:
    /// `proposedTopColumn`, the secondary column).
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column
    /// Whether the delegate collapsed the secondary view controller of a classic split view controller onto the primary
    /// one itself (default `false`: the split view controller pushes it onto the primary navigation controller).
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    /// The display mode is about to change to `displayMode`.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// A column-style split view controller collapsed to one navigation stack.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// A column-style split view controller expanded to its columns.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    /// The proposed column by default.
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column {
        proposedTopColumn
    }
    /// `false` by default.
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool {
        false
    }
    /// Does nothing by default.
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    /// Does nothing by default.
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    /// Does nothing by default.
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
}
