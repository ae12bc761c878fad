import CollectionGeometry

/// One dropped item as a table's drop delegate sees it.
@MainActor
final class TableViewDropItem: UITableViewDropItem {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
    let previewSize: CGSize

    init(dragItem: UIDragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
        self.previewSize = previewSize
    }
}

/// The coordinator a table hands its drop delegate in `performDropWith`: the drop's items, destination and
/// proposal, and the ways to land each item. Headless a drop lands at once (``LandedDropAnimation``).
@MainActor
final class TableViewDropCoordinator: UITableViewDropCoordinator {
    let items: [any UITableViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UITableViewDropProposal
    let session: any UIDropSession
    private unowned let tableView: UITableView

    init(tableView: UITableView, items: [any UITableViewDropItem], destinationIndexPath: IndexPath?,
         proposal: UITableViewDropProposal, session: any UIDropSession) {
        self.tableView = tableView
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
    }

    func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder) -> any UITableViewDropPlaceholderContext {
        return tableView.insertDropPlaceholder(placeholder, for: dragItem)
    }

    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating {
        return LandedDropAnimation()
    }

    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating {
        return LandedDropAnimation()
    }
}

/// The context of a drop placeholder row a table shows: commits the item or deletes the placeholder.
@MainActor
final class TableViewDropPlaceholderContext: UITableViewDropPlaceholderContext {
    let dragItem: UIDragItem
    private let record: TableDragDropState.Placeholder?
    private weak var tableView: UITableView?

    /// A context for `record` in `tableView`; a nil record is a placeholder that never went in.
    init(dragItem: UIDragItem, record: TableDragDropState.Placeholder?, tableView: UITableView) {
        self.dragItem = dragItem
        self.record = record
        self.tableView = tableView
    }

    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard let record, record.isActive, let tableView else { return false }
        return tableView.commitDropPlaceholder(record, dataSourceUpdates: dataSourceUpdates)
    }

    func deletePlaceholder() -> Bool {
        guard let record, record.isActive, let tableView else { return false }
        return tableView.deleteDropPlaceholder(record)
    }

    func setNeedsCellUpdate() {
        guard let record, record.isActive, let cell = tableView?.cellForRow(at: record.indexPath) else { return }
        record.placeholder.cellUpdateHandler?(cell)
    }

    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completion(.end) }
}
