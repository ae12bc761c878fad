import CollectionGeometry

/// Drag and drop on a table view (UIKit's, iOS 11): drags start from rows through the ``dragDelegate`` (when
/// ``dragInteractionEnabled``), drops land through the ``dropDelegate``, and drop placeholders hold rows open while
/// data loads.
///
/// Headless, a drag is simulated (beyond UIKit) with ``simulateDrag(fromRowAt:to:in:)``, which drives the delegates
/// in UIKit's order, as the collection view's ``UICollectionView/simulateDrag(fromItemAt:to:in:)``: the drag
/// delegate's `itemsForBeginning` (no items: no drag), `dragSessionAllowsMoveOperation`,
/// `dragSessionIsRestrictedToDraggingApplication` and `dragSessionWillBegin`; the destination's drop delegate
/// `canHandle`, `dropSessionDidEnter`, then `dropSessionDidUpdate` at each point of the touch's path (the
/// destination index path is the row under the touch, nil over a header, a footer or no row); at the end
/// `performDropWith` when the last proposal copies or moves (a move only when the session allows it), then
/// `dropSessionDidEnd`; last the drag delegate's `dragSessionDidEnd`. The destination may be a collection view, and
/// a collection view's drag may end on a table. Everything is in this process: item providers load synchronously,
/// and drops land without animation.
///
/// While drop placeholders are out the data source has fewer rows than the table: the table asks the data source
/// for cells, and the delegate for heights, editing and indentation, at the data source's index paths; the drag
/// delegate gets them too, and so does a drop item's `sourceIndexPath`. Destination index paths and updates name
/// the table's rows (placeholders included).
extension UITableView {
    /// Whether a drag from one of the rows is under way.
    public var hasActiveDrag: Bool { tableDragDrop.activeDrag != nil }

    /// Whether a drag is over the table.
    public var hasActiveDrop: Bool { tableDragDrop.activeDrop != nil }

    /// Whether the table shows drop placeholders its data source does not have yet (UIKit's
    /// `hasUncommittedUpdates`).
    public var hasUncommittedUpdates: Bool { !tableDragDrop.placeholders.isEmpty }

    /// Drags the row at `indexPath` to `point` in `destination`'s coordinates (this table when nil) and drops it
    /// there, driving the delegates as the type's discussion says. Within this table the touch passes every 12
    /// points of its path from the row's centre; to another view it moves there directly. Returns the operation
    /// the drop performed, ``UIDropOperation/cancel`` when no drag began (dragging disabled, no drag delegate, a
    /// row the table does not hold or a placeholder's, no items) or the destination takes no drops, or the last
    /// proposal's operation when it declined. Beyond UIKit.
    ///
    /// - Complexity: one drop-delegate update per point of the path.
    @discardableResult
    public func simulateDrag(fromRowAt indexPath: IndexPath, to point: CGPoint, in destination: UIView? = nil) -> UIDropOperation {
        layoutIfNeeded()
        guard dragInteractionEnabled, let dragDelegate, tableDragDrop.activeDrag == nil, point.x.isFinite, point.y.isFinite,
              containsRow(indexPath), let dataSourcePath = tableDragDrop.dataSourceIndexPath(forRowAt: indexPath) else {
            return .cancel
        }
        let frame = rectForRow(at: indexPath)
        let start = CGPoint(x: frame.midX, y: frame.midY)
        let session = DragAndDropSession()
        session.moveTouch(to: start, in: self)
        let items = dragDelegate.tableView(self, itemsForBeginning: session, at: dataSourcePath)
        guard !items.isEmpty else { return .cancel }
        session.items = items
        for item in items {
            session.sources[ObjectIdentifier(item)] = (ObjectIdentifier(self), dataSourcePath, frame.size)
        }
        session.allowsMoveOperation = dragDelegate.tableView(self, dragSessionAllowsMoveOperation: session)
        session.isRestrictedToDraggingApplication = dragDelegate.tableView(self, dragSessionIsRestrictedToDraggingApplication: session)
        let sourceCell = cellForRow(at: indexPath)
        setDragState(.lifting, of: sourceCell)
        dragDelegate.tableView(self, dragSessionWillBegin: session)
        tableDragDrop.activeDrag = session
        setDragState(.dragging, of: sourceCell)

        let operation = session.dropSimulated(from: start, in: self, to: point, in: destination ?? self)
        tableDragDrop.activeDrag = nil
        setDragState(.none, of: sourceCell)
        dragDelegate.tableView(self, dragSessionDidEnd: session)
        return operation
    }

    /// Sets the drag state of `cell`'s configuration state.
    private func setDragState(_ state: UICellConfigurationDragState, of cell: UITableViewCell?) {
        guard let cell, cell.dragState != state else { return }
        cell.dragState = state
        cell.setNeedsUpdateConfiguration()
    }

    /// Sets the drop state of the cells: `.targeted` for the one at `indexPath`, `.none` for the others.
    private func markDropTarget(_ indexPath: IndexPath?) {
        for (path, cell) in visibleRowViews.cellsByIndexPath {
            let state: UICellConfigurationDropState = path == indexPath ? .targeted : .none
            guard cell.dropState != state else { continue }
            cell.dropState = state
            cell.setNeedsUpdateConfiguration()
        }
    }

    /// The row a drop at `point` with `proposal` goes into, if any: the destination row for
    /// ``UITableViewDropProposal/Intent/insertIntoDestinationIndexPath``; for ``UITableViewDropProposal/Intent/automatic``
    /// when the touch is in the middle half of the row's height (headless rule: nearer an edge, the drop goes in
    /// as new rows beside it).
    private func dropTargetRow(for proposal: UITableViewDropProposal, at destination: IndexPath?, point: CGPoint) -> IndexPath? {
        guard let destination else { return nil }
        switch proposal.intent {
        case .insertIntoDestinationIndexPath:
            return destination
        case .automatic:
            let frame = rectForRow(at: destination)
            let quarter = frame.height / 4
            return point.y >= frame.minY + quarter && point.y <= frame.maxY - quarter ? destination : nil
        case .unspecified, .insertAtDestinationIndexPath:
            return nil
        }
    }

    // MARK: Drop placeholders

    /// Puts `placeholder` in for `dragItem`: a table-only insertion of a row at its index path, as tall as its
    /// `rowHeight`, whose cell comes from its registration and `cellUpdateHandler`. A position outside the table's
    /// rows (or a batch being recorded) puts nothing in: the context's commit and delete then answer `false`, and
    /// a diagnostic is recorded.
    func insertDropPlaceholder(_ placeholder: UITableViewDropPlaceholder, for dragItem: UIDragItem) -> any UITableViewDropPlaceholderContext {
        let path = placeholder.insertionIndexPath
        let counts = loadRowCounts()
        let dead = TableViewDropPlaceholderContext(dragItem: dragItem, record: nil, tableView: self)
        guard path.count == 2, counts.indices.contains(path.section), path.row >= 0, path.row <= counts[path.section] else {
            note(kind: .invalidIndexPath,
                 message: "UITableView cannot insert a drop placeholder at \(UICollectionView.describe(path)): the table holds no such position")
            return dead
        }
        guard pendingOperations == nil else {
            note(kind: .dropPlaceholderDuringUpdates,
                 message: "UITableView cannot insert a drop placeholder while a batch of updates is being recorded", indexPath: path)
            return dead
        }
        var countsAfter = counts
        countsAfter[path.section] += 1
        tableDragDrop.shiftPlaceholders(inSection: path.section, from: path.row, by: 1)
        let record = TableDragDropState.Placeholder(indexPath: path, placeholder: placeholder, dragItem: dragItem)
        tableDragDrop.placeholders.append(record)
        guard performViewOnlyUpdate([.insertItems([path])], countsAfter: countsAfter) else {
            tableDragDrop.remove(record)
            tableDragDrop.shiftPlaceholders(inSection: path.section, from: path.row + 1, by: -1)
            return dead
        }
        return TableViewDropPlaceholderContext(dragItem: dragItem, record: record, tableView: self)
    }

    /// Replaces `record` with the real row: `dataSourceUpdates` inserts the item into the data at the data
    /// source's index path of the placeholder's row, then the row is reloaded from the data source.
    func commitDropPlaceholder(_ record: TableDragDropState.Placeholder, dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        let path = record.indexPath
        tableDragDrop.remove(record)
        dataSourceUpdates(tableDragDrop.dataSourceIndexPath(forRowAt: path) ?? path)
        // The table already counts the row; the data source now has it too.
        return performViewOnlyUpdate([.reloadItems([path])], countsAfter: loadRowCounts())
    }

    /// Takes `record` out: a table-only deletion of its row.
    func deleteDropPlaceholder(_ record: TableDragDropState.Placeholder) -> Bool {
        let path = record.indexPath
        tableDragDrop.remove(record)
        tableDragDrop.shiftPlaceholders(inSection: path.section, from: path.row + 1, by: -1)
        var countsAfter = loadRowCounts()
        countsAfter[path.section] -= 1
        return performViewOnlyUpdate([.deleteItems([path])], countsAfter: countsAfter)
    }
}

extension UITableView: SimulatedDropTarget {
    func receiveSimulatedDrop(_ session: DragAndDropSession, along points: [CGPoint]) -> UIDropOperation {
        guard let dropDelegate, dropDelegate.tableView(self, canHandle: session) else { return .cancel }
        tableDragDrop.activeDrop = session
        dropDelegate.tableView(self, dropSessionDidEnter: session)
        var proposal = UITableViewDropProposal(operation: .cancel)
        var destination: IndexPath?
        for point in points where point.x.isFinite && point.y.isFinite {
            session.moveTouch(to: point, in: self)
            layoutIfNeeded()
            destination = indexPathForRow(at: point)
            proposal = dropDelegate.tableView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
            markDropTarget(dropTargetRow(for: proposal, at: destination, point: point))
        }
        markDropTarget(nil)
        var operation = proposal.operation
        // A move is only for sessions that allow it (UIKit's rule for proposals).
        if operation == .move, !session.allowsMoveOperation { operation = .cancel }
        if operation == .copy || operation == .move {
            let items = session.items.map { item in
                let source = session.source(of: item, in: self)
                return TableViewDropItem(dragItem: item, sourceIndexPath: source?.indexPath, previewSize: source?.size ?? .zero)
            }
            let coordinator = TableViewDropCoordinator(tableView: self, items: items, destinationIndexPath: destination,
                                                       proposal: proposal, session: session)
            dropDelegate.tableView(self, performDropWith: coordinator)
        }
        tableDragDrop.activeDrop = nil
        dropDelegate.tableView(self, dropSessionDidEnd: session)
        return operation
    }
}
