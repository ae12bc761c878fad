import CollectionGeometry

/// The object that takes drops on a table view (UIKit's `UITableViewDropDelegate`). Only
/// ``tableView(_:performDropWith:)`` is required; the others default to UIKit's answers.
@preconcurrency @MainActor
public protocol UITableViewDropDelegate: AnyObject {
    /// Incorporates the dropped items: update the data and the table, then tell the coordinator where each item
    /// lands.
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)
    /// Whether the table can take the session's data at all; optional, defaults to `true`.
    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool
    /// The drag entered the table; optional.
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession)
    /// How a drop at `destinationIndexPath` (the row under the touch; nil when the touch is over no row) would be
    /// taken; optional, defaults to a ``UIDropOperation/cancel`` proposal: without it the table takes no drop, as
    /// the collection view's delegate.
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal
    /// The drag left the table; optional.
    func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession)
    /// The drag ended (dropped here or not); optional.
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession)
}

extension UITableViewDropDelegate {
    /// Any session can be handled.
    public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool { true }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {}
    /// No drop.
    public func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                          withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .cancel)
    }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {}
}
