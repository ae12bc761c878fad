import CollectionGeometry

/// One item of a drop on a table view (UIKit's `UITableViewDropItem`).
@preconcurrency @MainActor
public protocol UITableViewDropItem: AnyObject {
    /// The dragged item.
    var dragItem: UIDragItem { get }
    /// Where the item was dragged from, when it came from a row of this table; nil otherwise.
    var sourceIndexPath: IndexPath? { get }
    /// The size of the item's drag preview (its row's size when it came from a row).
    var previewSize: CGSize { get }
}

/// What a table's drop delegate works with while it performs a drop (UIKit's `UITableViewDropCoordinator`).
@preconcurrency @MainActor
public protocol UITableViewDropCoordinator: AnyObject {
    /// The dropped items.
    var items: [any UITableViewDropItem] { get }
    /// The index path the drop is at: the row under the touch, or nil when the touch is over no row.
    var destinationIndexPath: IndexPath? { get }
    /// The delegate's last proposal.
    var proposal: UITableViewDropProposal { get }
    /// The drop session.
    var session: any UIDropSession { get }
    /// Puts `placeholder` in for `dragItem` until its data is there: a row the data source does not have yet.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder) -> any UITableViewDropPlaceholderContext
    /// Animates `dragItem` to the row at `indexPath` (the app has already put it there).
    @discardableResult
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating
    /// Animates `dragItem` into `rect` of the row at `indexPath` (a drop into a row).
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating
}
