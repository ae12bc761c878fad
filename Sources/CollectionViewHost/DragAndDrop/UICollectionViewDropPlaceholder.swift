import CollectionGeometry

/// A cell that holds an index path open until its data arrives (UIKit's `UICollectionViewPlaceholder`).
@MainActor
open class UICollectionViewPlaceholder {
    /// Where the placeholder goes in, among the items after the update.
    public let insertionIndexPath: IndexPath
    /// The reuse identifier of the placeholder's cell (registered with the collection view).
    public let reuseIdentifier: String
    /// Configures the placeholder's cell when it is made and when ``UICollectionViewDropPlaceholderContext/setNeedsCellUpdate()`` asks.
    open var cellUpdateHandler: ((UICollectionViewCell) -> Void)?

    /// A placeholder at `insertionIndexPath` whose cell is dequeued with `reuseIdentifier`.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
    }
}

/// A placeholder for a dropped item whose data is still loading (UIKit's `UICollectionViewDropPlaceholder`).
@MainActor
open class UICollectionViewDropPlaceholder: UICollectionViewPlaceholder {}

/// A placeholder put in by a drop, until the app commits the item or deletes the placeholder (UIKit's
/// `UICollectionViewDropPlaceholderContext`).
@preconcurrency @MainActor
public protocol UICollectionViewDropPlaceholderContext: UIDragAnimating {
    /// The drag item the placeholder stands for.
    var dragItem: UIDragItem { get }
    /// Replaces the placeholder with the real item: `dataSourceUpdates` gets the placeholder's index path now and
    /// must insert the item into the data there. Returns `false` when the placeholder is already gone.
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Removes the placeholder. Returns `false` when it is already gone.
    @discardableResult
    func deletePlaceholder() -> Bool
    /// Runs the placeholder's `cellUpdateHandler` on its cell again (when the cell is on screen).
    func setNeedsCellUpdate()
}
