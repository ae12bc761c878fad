import CollectionGeometry

/// One item of a drop on a collection view (UIKit's `UICollectionViewDropItem`).
@preconcurrency @MainActor
public protocol UICollectionViewDropItem: AnyObject {
    /// The dragged item.
    var dragItem: UIDragItem { get }
    /// Where the item was dragged from, when it came from this collection view; nil otherwise.
    var sourceIndexPath: IndexPath? { get }
    /// The size of the item's drag preview (its cell's size when it came from a cell).
    var previewSize: CGSize { get }
}

/// What a drop delegate works with while it performs a drop (UIKit's `UICollectionViewDropCoordinator`).
@preconcurrency @MainActor
public protocol UICollectionViewDropCoordinator: AnyObject {
    /// The dropped items.
    var items: [any UICollectionViewDropItem] { get }
    /// The index path the drop is at: the item under the touch, or nil.
    var destinationIndexPath: IndexPath? { get }
    /// The delegate's last proposal.
    var proposal: UICollectionViewDropProposal { get }
    /// The drop session.
    var session: any UIDropSession { get }
    /// Puts `placeholder` in for `dragItem` until its data is there.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> any UICollectionViewDropPlaceholderContext
    /// Animates `dragItem` to the item at `indexPath` (the app has already put it there).
    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating
    /// Animates `dragItem` into `rect` of the item at `indexPath` (a drop into an item).
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating
}
