import CollectionGeometry

/// A row that holds an index path open until its data arrives (UIKit's `UITableViewPlaceholder`).
@MainActor
open class UITableViewPlaceholder {
    /// Where the placeholder row goes in, among the rows after the insertion.
    public let insertionIndexPath: IndexPath
    /// The reuse identifier of the placeholder's cell (registered with the table).
    public let reuseIdentifier: String
    /// The placeholder row's height; ``UITableView/automaticDimension``: the cell measures itself.
    public let rowHeight: CGFloat
    /// Configures the placeholder's cell when it is made and when
    /// ``UITableViewDropPlaceholderContext/setNeedsCellUpdate()`` asks.
    open var cellUpdateHandler: ((UITableViewCell) -> Void)?

    /// A placeholder row at `insertionIndexPath`, `rowHeight` tall, whose cell is dequeued with `reuseIdentifier`.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        self.rowHeight = rowHeight
    }
}

/// A placeholder row for a dropped item whose data is still loading (UIKit's `UITableViewDropPlaceholder`).
@MainActor
open class UITableViewDropPlaceholder: UITableViewPlaceholder {}

/// A placeholder row put in by a drop, until the app commits the item or deletes the placeholder (UIKit's
/// `UITableViewDropPlaceholderContext`).
@preconcurrency @MainActor
public protocol UITableViewDropPlaceholderContext: UIDragAnimating {
    /// The drag item the placeholder stands for.
    var dragItem: UIDragItem { get }
    /// Replaces the placeholder with the real row: `dataSourceUpdates` gets the index path where the data source
    /// must insert the item now, then the row is reloaded from the data source. Returns `false` when the
    /// placeholder is already gone.
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Removes the placeholder row. Returns `false` when it is already gone.
    @discardableResult
    func deletePlaceholder() -> Bool
    /// Runs the placeholder's `cellUpdateHandler` on its cell again (when the cell is on screen).
    func setNeedsCellUpdate()
}
