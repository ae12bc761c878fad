import CollectionGeometry
import LayoutCore

extension UITableView {
    /// Forgets the counts, the measurements and the cells on screen, and reads everything from the data source
    /// again at the next layout pass (as UIKit, which reloads lazily: nothing is asked for before then, so a
    /// delegate set after the data source is the one that gives the heights).
    public func reloadData() {
        enqueueAllVisibleViews()
        tableLayout.rowCounts = nil
        tableDragDrop.removeAllPlaceholders()
        tableLayout.measuredSupplementarySizes = [:]
        setNeedsTableLayout(keepingMeasurements: false)
        selection.removeAll()
        prefetchState.removeAllPrefetched()
        pendingOperations = nil
        batchDepth = 0
        setNeedsLayout()
        _checkInvariants()
    }

    /// Runs `updates` (inserts, deletes, moves and reloads of rows and sections) as one batch, then
    /// `completion` with `true`. The batch is checked against the data source's counts as UIKit checks it.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    /// Starts recording a batch of updates (nestable); ``endUpdates()`` applies it. The outermost one reads the
    /// counts first when the table holds none yet (it has not laid out since its data source was set or
    /// reloaded), so they are the counts before the batch's changes to the data, as UIKit reads them.
    public func beginUpdates() {
        if pendingOperations == nil {
            loadRowCounts()
            pendingOperations = []
        }
        batchDepth += 1
    }

    /// Ends the batch ``beginUpdates()`` started; the outermost one applies the recorded operations.
    public func endUpdates() {
        guard batchDepth > 0 else { return }
        batchDepth -= 1
        guard batchDepth == 0, let operations = pendingOperations else { return }
        pendingOperations = nil
        apply(operations)
    }

    /// Inserts rows at `indexPaths` (positions after the update).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { enqueue(.insertItems(indexPaths)) }
    /// Deletes the rows at `indexPaths` (positions before the update).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { enqueue(.deleteItems(indexPaths)) }
    /// Reloads the rows at `indexPaths`: new cells from the data source, measured again.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { enqueue(.reloadItems(indexPaths)) }
    /// Asks the data source to update the cells of the rows at `indexPaths` in place (the same cells are handed
    /// back by dequeueing), measured again (iOS 15).
    public func reconfigureRows(at indexPaths: [IndexPath]) { enqueue(.reconfigureItems(indexPaths)) }
    /// Moves a row.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { enqueue(.moveItem(at: indexPath, to: newIndexPath)) }
    /// Inserts sections.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) { enqueue(.insertSections(sections)) }
    /// Deletes sections.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { enqueue(.deleteSections(sections)) }
    /// Reloads sections.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { enqueue(.reloadSections(sections)) }
    /// Moves a section.
    public func moveSection(_ section: Int, toSection newSection: Int) { enqueue(.moveSection(section, toSection: newSection)) }

    /// Records `operation` in the batch being recorded, or applies it as a batch of its own.
    private func enqueue(_ operation: UICollectionView.BatchOperation) {
        if pendingOperations != nil {
            pendingOperations?.append(operation)
        } else {
            apply([operation])
        }
    }

    /// Checks `operations` against the counts before (the table's) and after (the data source's) with UIKit's
    /// rules, then applies them: surviving rows keep their cells, measurements and selection at their new
    /// positions; deleted and reloaded rows give their cells back; reconfigured rows are configured again in
    /// their own cells. An inconsistent batch is UIKit's `NSInternalInconsistencyException` (its message, with
    /// rows for items); under ``failurePolicy`` `.record` the table reloads instead, with a diagnostic.
    ///
    /// While drop placeholders are out, the batch names the table's rows (placeholders included): the counts
    /// after it are the data source's plus the placeholders of each section, and the placeholders follow their
    /// rows.
    private func apply(_ operations: [UICollectionView.BatchOperation]) {
        let before = loadRowCounts()
        var after = freshRowCounts()
        if !tableDragDrop.placeholders.isEmpty {
            let placeholderCounts = tableDragDrop.placeholderCounts(sectionCount: after.count)
            for section in after.indices { after[section] += placeholderCounts[section] }
        }
        let update: UICollectionView.BatchUpdate
        do {
            update = try UICollectionView.BatchUpdate(validating: operations, itemCountsBefore: before, itemCountsAfter: after)
        } catch {
            fail(kind: .invalidBatchUpdate, message: Self.tableMessage(error.message))
            reloadData()
            return
        }
        let mapping = BatchUpdateMapping(update)
        if !tableDragDrop.placeholders.isEmpty { tableDragDrop.remap(mapping.newIndexPath(forOldIndexPath:)) }
        apply(update, mapping: mapping, countsAfter: after)
    }

    /// Applies `operations` to the table alone, as a batch of its own, with `countsAfter` as the counts after it:
    /// the data source is not asked (the change is the table's own, such as a drop placeholder's row). Returns
    /// whether the batch kept UIKit's rules and was applied; nothing changes otherwise (nor inside a batch being
    /// recorded).
    ///
    /// - Complexity: as ``performBatchUpdates(_:completion:)``.
    func performViewOnlyUpdate(_ operations: [UICollectionView.BatchOperation], countsAfter: [Int]) -> Bool {
        let before = loadRowCounts()
        guard pendingOperations == nil,
              let update = try? UICollectionView.BatchUpdate(validating: operations, itemCountsBefore: before,
                                                              itemCountsAfter: countsAfter) else { return false }
        apply(update, mapping: BatchUpdateMapping(update), countsAfter: countsAfter)
        return true
    }

    /// Applies a validated batch whose counts after are `after`.
    private func apply(_ update: UICollectionView.BatchUpdate, mapping: BatchUpdateMapping, countsAfter after: [Int]) {
        appliedUpdateCount += 1
        revealedSwipe = nil

        // Cells: surviving rows move with their rows; the others leave (fading out first when animated).
        let animates = Self.updatesAnimate
        var leaving: [UITableViewCell] = []
        var events = DisplayEvents()
        let followed = visibleRowViews.followCells(through: update, mapping: mapping)
        let staying = Set(visibleRowViews.cellsByIndexPath.values.map(ObjectIdentifier.init))
        for (cell, oldPath) in followed.leaving {
            if animates {
                leaving.append(cell)
            } else {
                cell.removeFromSuperview()
                tableReuse.enqueue(cell)
            }
            events.endedCells.append((cell, oldPath))
        }
        let reconfigured = followed.reconfigured
        let reloadedPaths = Set(update.reloadedItems), reconfiguredPaths = Set(update.reconfiguredItems)
        // Section views: reshown where their sections now are.
        let sectionViews = visibleRowViews.removeViews(keepingCell: { _ in true }, supplementary: { _ in false },
                                                       decoration: { _ in false }).events
        enqueueViews(of: sectionViews)
        events.merge(sectionViews)
        sendDisplayEvents(events)

        // Measurements and selection follow their rows; reloaded and reconfigured rows measure again.
        tableLayout.carriedMeasurements = mapping.remap(tableLayout.result.measuredItemSizes,
                                                        forgetting: reloadedPaths.union(reconfiguredPaths))
        tableLayout.measuredSupplementarySizes = [:]
        selection.remap(mapping.newIndexPath(forOldIndexPath:))
        prefetchState.remap(mapping.newIndexPath(forOldIndexPath:))

        tableLayout.rowCounts = after
        setNeedsTableLayout()
        for (indexPath, cell) in reconfigured {
            guard let dataSourcePath = tableDragDrop.dataSourceIndexPath(forRowAt: indexPath) else { continue }
            reconfiguration = (dataSourcePath, cell)
            _ = dataSource?.tableView(self, cellForRowAt: dataSourcePath)
            reconfiguration = nil
        }
        // On a manual animation clock the update animates as the collection view's: the layout pass's frame
        // changes are recorded, new rows fade in, leaving rows fade out where they were.
        let animation = animates ? ItemUpdateAnimation.begin(defaultDuration: Self.updateAnimationDuration) : nil
        layoutIfNeeded()
        if let animation { runUpdateAnimation(animation, staying: staying, leaving: leaving) }
        _checkInvariants()
    }

    /// How long the rows of an update move and fade on a manual animation clock (beyond UIKit, whose duration is
    /// not documented; the collection view's batch updates take the same).
    public static let updateAnimationDuration: TimeInterval = 0.3

    /// Whether updates animate now: on a manual animation clock, with animations on and not suppressed (on the
    /// default immediate clock an animation would end at once).
    static var updatesAnimate: Bool {
        UIView.animationClock.mode == .manual && AnimationTransaction.enabled && AnimationTransaction.suppression == 0
    }

    /// Closes and starts an update's animation: the rows that stayed move as the layout pass recorded, the rows
    /// new on screen fade in at their places, `leaving` rows fade out where they were and go back to their queue
    /// when it ends.
    private func runUpdateAnimation(_ animation: ItemUpdateAnimation, staying: Set<ObjectIdentifier>,
                                    leaving: [UITableViewCell]) {
        for cell in visibleRowViews.cellsByIndexPath.values where !staying.contains(ObjectIdentifier(cell)) {
            animation.appear(cell, from: cell.frame, alpha: 0)
        }
        for cell in leaving { animation.disappear(cell, to: cell.frame, alpha: 0) }
        let group = animation.finish()
        group.completions.append { [weak self] _ in
            for cell in leaving {
                cell.removeFromSuperview()
                cell.alpha = 1
                self?.tableReuse.enqueue(cell)
            }
        }
        UIView.animationClock.start(group)
    }

    /// The data source's counts now (the counts after an update).
    private func freshRowCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(dataSource.numberOfSections(in: self), 0)
        return (0..<sections).map { max(dataSource.tableView(self, numberOfRowsInSection: $0), 0) }
    }

    /// A collection view's update message in a table's words (rows for items).
    static func tableMessage(_ message: String) -> String {
        message.replacingOccurrences(of: "collection view", with: "table view")
            .replacingOccurrences(of: "UICollectionView", with: "UITableView")
            .replacingOccurrences(of: "items", with: "rows")
            .replacingOccurrences(of: "item", with: "row")
    }
}
