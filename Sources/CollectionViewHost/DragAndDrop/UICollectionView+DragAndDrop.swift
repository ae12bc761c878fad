import CollectionGeometry

/// Drag and drop on a collection view (UIKit's, iOS 11): drags start from items through the ``dragDelegate``
/// (when ``dragInteractionEnabled``), drops land through the ``dropDelegate``, and drop placeholders hold index
/// paths open while data loads.
///
/// Headless, a drag is simulated (beyond UIKit) with ``simulateDrag(fromItemAt:to:in:)``, which drives the
/// delegates in UIKit's order: the drag delegate's `itemsForBeginning` (no items: no drag),
/// `dragSessionAllowsMoveOperation`, `dragSessionIsRestrictedToDraggingApplication` and `dragSessionWillBegin`;
/// the destination's drop delegate `canHandle`, `dropSessionDidEnter`, then `dropSessionDidUpdate` at each point
/// of the touch's path (the destination index path is the item under the touch, nil between items); at the end
/// `performDropWith` when the last proposal copies or moves (a move only when the session allows it), then
/// `dropSessionDidEnd`; last the drag delegate's `dragSessionDidEnd`. Everything is in this process: item
/// providers load synchronously, and drops land without animation.
extension UICollectionView {
    /// Whether a drag from one of the items is under way.
    public var hasActiveDrag: Bool { dragDrop.activeDrag != nil }

    /// Whether a drag is over the view.
    public var hasActiveDrop: Bool { dragDrop.activeDrop != nil }

    /// Whether the view shows drop placeholders its data source does not have yet (UIKit's `hasUncommittedUpdates`).
    public var hasUncommittedUpdates: Bool { !dragDrop.placeholders.isEmpty }

    /// Drags the item at `indexPath` to `point` in `destination`'s coordinates (this view when nil) and drops it
    /// there, driving the delegates as the type's discussion says. Within this view the touch passes every 12
    /// points of its path; to another view it moves there directly. Returns the operation the drop performed,
    /// ``UIDropOperation/cancel`` when no drag began (dragging disabled, no drag delegate, no items) or the
    /// destination takes no drops, or the last proposal's operation when it declined. Beyond UIKit.
    ///
    /// - Complexity: one drop-delegate update per point of the path.
    @discardableResult
    public func simulateDrag(fromItemAt indexPath: IndexPath, to point: CGPoint, in destination: UIView? = nil) -> UIDropOperation {
        layoutIfNeeded()
        guard dragInteractionEnabled, let dragDelegate, dragDrop.activeDrag == nil, point.x.isFinite, point.y.isFinite,
              Self.contains(indexPath, in: loadItemCountsIfNeeded()),
              let frame = layoutAttributesForItem(at: indexPath)?.frame else { return .cancel }
        let start = CGPoint(x: frame.midX, y: frame.midY)
        let session = DragAndDropSession()
        session.moveTouch(to: start, in: self)
        let items = dragDelegate.collectionView(self, itemsForBeginning: session, at: indexPath)
        guard !items.isEmpty else { return .cancel }
        session.items = items
        for item in items {
            session.sources[ObjectIdentifier(item)] = (ObjectIdentifier(self), indexPath, frame.size)
        }
        session.allowsMoveOperation = dragDelegate.collectionView(self, dragSessionAllowsMoveOperation: session)
        session.isRestrictedToDraggingApplication = dragDelegate.collectionView(self, dragSessionIsRestrictedToDraggingApplication: session)
        let sourceCell = cellForItem(at: indexPath)
        setDragState(.lifting, of: sourceCell)
        dragDelegate.collectionView(self, dragSessionWillBegin: session)
        dragDrop.activeDrag = session
        setDragState(.dragging, of: sourceCell)

        let operation = session.dropSimulated(from: start, in: self, to: point, in: destination ?? self)
        dragDrop.activeDrag = nil
        setDragState(.none, of: sourceCell)
        dragDelegate.collectionView(self, dragSessionDidEnd: session)
        return operation
    }

    /// Sets the drag state of `cell`'s configuration state.
    private func setDragState(_ state: UICellConfigurationDragState, of cell: UICollectionViewCell?) {
        guard let cell, cell.hostState.dragState != state else { return }
        cell.hostState.dragState = state
        cell.setNeedsUpdateConfiguration()
    }

    /// Sets the drop state of the cells: `.targeted` for the one at `indexPath`, `.none` for the others.
    private func markDropTarget(_ indexPath: IndexPath?) {
        for (path, cell) in visibleElements.cellsByIndexPath {
            let state: UICellConfigurationDropState = path == indexPath ? .targeted : .none
            guard cell.hostState.dropState != state else { continue }
            cell.hostState.dropState = state
            cell.setNeedsUpdateConfiguration()
        }
    }

    // MARK: Drop placeholders

    /// Puts `placeholder` in for `dragItem`: a view-only insertion at its index path whose cell comes from its
    /// registration and `cellUpdateHandler`. An index path outside the view's items puts nothing in (the context's
    /// commit and delete then answer `false`), with a diagnostic.
    func insertDropPlaceholder(_ placeholder: UICollectionViewDropPlaceholder, for dragItem: UIDragItem) -> any UICollectionViewDropPlaceholderContext {
        let path = placeholder.insertionIndexPath
        let counts = loadItemCountsIfNeeded()
        guard path.count == 2, counts.indices.contains(path.section), path.item >= 0, path.item <= counts[path.section] else {
            record(Diagnostic(kind: .invalidIndexPath,
                              message: "UICollectionView cannot insert a drop placeholder at \(Self.describe(path)): the view holds no such position"))
            return CollectionViewDropPlaceholderContext(dragItem: dragItem, record: nil, collectionView: self)
        }
        var countsAfter = counts
        countsAfter[path.section] += 1
        dragDrop.shiftPlaceholders(inSection: path.section, from: path.item, by: 1)
        let placeholderRecord = DragDropState.Placeholder(indexPath: path, placeholder: placeholder, dragItem: dragItem)
        dragDrop.placeholders.append(placeholderRecord)
        guard performViewOnlyUpdate([.insertItems([path])], countsAfter: countsAfter) else {
            dragDrop.placeholders.removeLast()
            placeholderRecord.isActive = false
            dragDrop.shiftPlaceholders(inSection: path.section, from: path.item + 1, by: -1)
            return CollectionViewDropPlaceholderContext(dragItem: dragItem, record: nil, collectionView: self)
        }
        return CollectionViewDropPlaceholderContext(dragItem: dragItem, record: placeholderRecord, collectionView: self)
    }

    /// Replaces `placeholderRecord` with the real item: `dataSourceUpdates` inserts it into the data at the
    /// placeholder's index path, then the item is reloaded from the data source.
    func commitDropPlaceholder(_ placeholderRecord: DragDropState.Placeholder, dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        let path = placeholderRecord.indexPath
        dragDrop.placeholders.removeAll { $0 === placeholderRecord }
        placeholderRecord.isActive = false
        dataSourceUpdates(path)
        // The view already counts the item; the data source now has it too.
        return performViewOnlyUpdate([.reloadItems([path])], countsAfter: loadItemCountsIfNeeded())
    }

    /// Takes `placeholderRecord` out: a view-only deletion of its item.
    func deleteDropPlaceholder(_ placeholderRecord: DragDropState.Placeholder) -> Bool {
        let path = placeholderRecord.indexPath
        dragDrop.placeholders.removeAll { $0 === placeholderRecord }
        placeholderRecord.isActive = false
        dragDrop.shiftPlaceholders(inSection: path.section, from: path.item + 1, by: -1)
        var countsAfter = loadItemCountsIfNeeded()
        countsAfter[path.section] -= 1
        return performViewOnlyUpdate([.deleteItems([path])], countsAfter: countsAfter)
    }
}

extension UICollectionView: SimulatedDropTarget {
    func receiveSimulatedDrop(_ session: DragAndDropSession, along points: [CGPoint]) -> UIDropOperation {
        guard let dropDelegate, dropDelegate.collectionView(self, canHandle: session) else { return .cancel }
        dragDrop.activeDrop = session
        dropDelegate.collectionView(self, dropSessionDidEnter: session)
        var proposal = UICollectionViewDropProposal(operation: .cancel)
        var destination: IndexPath?
        for point in points where point.x.isFinite && point.y.isFinite {
            session.moveTouch(to: point, in: self)
            layoutIfNeeded()
            destination = indexPathForItem(at: point)
            proposal = dropDelegate.collectionView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
            markDropTarget(proposal.intent == .insertIntoDestinationIndexPath ? destination : nil)
        }
        markDropTarget(nil)
        var operation = proposal.operation
        // A move is only for sessions that allow it (UIKit's rule for proposals).
        if operation == .move, !session.allowsMoveOperation { operation = .cancel }
        if operation == .copy || operation == .move {
            let items = session.items.map { item in
                let source = session.source(of: item, in: self)
                return CollectionViewDropItem(dragItem: item, sourceIndexPath: source?.indexPath, previewSize: source?.size ?? .zero)
            }
            let coordinator = CollectionViewDropCoordinator(collectionView: self, items: items, destinationIndexPath: destination,
                                                            proposal: proposal, session: session)
            dropDelegate.collectionView(self, performDropWith: coordinator)
        }
        dragDrop.activeDrop = nil
        dropDelegate.collectionView(self, dropSessionDidEnd: session)
        return operation
    }
}
