import CollectionGeometry
import CollectionDiagnostics

/// Batch updates (UIKit's `performBatchUpdates(_:completion:)`, `insertItems(at:)`, …), checked with
/// UIKit's rules and applied to the visible cells.
extension UICollectionView {
    /// Runs `updates`, in which the app changes its data and calls the insert/delete/move/reload methods,
    /// then checks the calls against the counts the data source now reports, with UIKit's rules (see
    /// ``BatchUpdate/init(validating:itemCountsBefore:itemCountsAfter:)``), and applies them.
    ///
    /// Applying keeps cells for moved and untouched items, sends deleted items' cells (and those of
    /// reloaded items and of deleted or reloaded sections) back to their reuse queues, realizes the
    /// new visible cells (reloaded items get freshly dequeued cells) and reconfigures reconfigured items in
    /// place: the data source's `collectionView(_:cellForItemAt:)` runs and dequeueing for that index path
    /// hands back the existing cell. The delegate hears `willDisplay` for the new views and then
    /// `didEndDisplaying` for the views that left with the batch (with their index paths before the update).
    /// The selection follows the items: a moved item stays selected at its new index path, a deleted one
    /// drops out. The layout's and then the delegate's `targetContentOffset(forProposedContentOffset:)` may
    /// move the content offset. The batch is appended to ``updateHistory`` and `completion` runs with
    /// `true` before this method returns (headless there is no animation to wait for).
    ///
    /// A batch that breaks the rules stops with UIKit's message; under
    /// ``FailurePolicy/record`` it records a ``Diagnostic``, reloads the data instead
    /// and calls `completion` with `false`. Calls nested inside `updates` join the outer batch.
    ///
    /// - Complexity: O(s + u log u + v) plus the layout pass, s = sections, u = index paths named,
    ///   v = visible views.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        finish(runBatch(updates), completion: completion)
    }

    /// Performs a batch that a diff computed (package API, for the diffable data source): `updatingData`
    /// switches the data source to the data after the batch, then the batch is applied as
    /// ``performBatchUpdates(_:completion:)`` applies a checked batch, without checking UIKit's rules
    /// again (the diff keeps them). When the counts the view holds, or the ones its data source then
    /// reports, are not the diff's (or the batch joins one already open), the batch's calls are checked as
    /// any batch's are.
    ///
    /// - Complexity: O(s + v) plus the layout pass and, when `updateHistory` or an overriding layout asks
    ///   for them, O(u) for the update items; s = sections, v = visible views, u = index paths named.
    @usableFromInline
    package func performDiffedBatchUpdate(_ batch: DiffedBatch, updatingData: () -> Void,
                                          completion: ((Bool) -> Void)? = nil) {
        finish(runDiffedBatch(batch, updatingData: updatingData), completion: completion)
    }

    /// Completes a batch: its completion (and its nested batches') now or when its animation ends, or
    /// UIKit's stop (or a diagnostic) for a rejected one.
    private func finish(_ outcome: BatchOutcome, completion: ((Bool) -> Void)?) {
        switch outcome {
        case .nested:
            if let completion { updates.pending?.nestedCompletions.append(completion) }
        case .applied(_, let completions):
            // An animated update (manual animation clock) completes when its animation ends.
            if startUpdateAnimation(completion: completion, nested: completions) { return }
            completion?(true)
            for nested in completions { nested(true) }
        case .rejected(let error, let completions):
            batchUpdateFailurePolicy.reject(error.message) {
                record(Diagnostic(kind: .batchUpdateRejected, message: $0, batchUpdateError: error))
            }
            completion?(false)
            for nested in completions { nested(false) }
        }
    }

    /// The throwing twin of ``performBatchUpdates(_:completion:)`` (not UIKit API): a batch that breaks
    /// UIKit's rules records a ``Diagnostic``, falls back to `reloadData()` (the view then shows what the
    /// data source holds; no data is lost) and throws the ``BatchUpdateError`` instead of stopping;
    /// `completion` is not called then. A valid batch is applied and returned.
    ///
    /// - Throws: ``BatchUpdateError`` naming the broken rule and the offending index paths or sections.
    /// - Complexity: as ``performBatchUpdates(_:completion:)``.
    @discardableResult
    public func performValidatedBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil)
        throws(BatchUpdateError) -> BatchUpdate {
        switch runBatch(updates) {
        case .nested:
            if let completion { self.updates.pending?.nestedCompletions.append(completion) }
            return BatchUpdate(itemCountsBefore: [], itemCountsAfter: [])
        case .applied(let update, let completions):
            if startUpdateAnimation(completion: completion, nested: completions) { return update }
            completion?(true)
            for nested in completions { nested(true) }
            return update
        case .rejected(let error, let completions):
            record(Diagnostic(kind: .batchUpdateRejected, message: error.message, batchUpdateError: error))
            for nested in completions { nested(false) }
            throw error
        }
    }

    /// Inserts items at index paths after the update; outside a batch, a batch of its own.
    public func insertItems(at indexPaths: [IndexPath]) { collect(.insertItems(indexPaths)) }
    /// Deletes the items at index paths before the update; outside a batch, a batch of its own.
    public func deleteItems(at indexPaths: [IndexPath]) { collect(.deleteItems(indexPaths)) }
    /// Moves an item from its index path before the update to one after it.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        collect(.moveItem(at: indexPath, to: newIndexPath))
    }
    /// Replaces the cells of the items at index paths before the update with freshly dequeued ones.
    public func reloadItems(at indexPaths: [IndexPath]) { collect(.reloadItems(indexPaths)) }
    /// Updates the cells of the items at index paths before the update in place: the data source is asked
    /// again and dequeueing for those index paths hands back the existing cells.
    public func reconfigureItems(at indexPaths: [IndexPath]) { collect(.reconfigureItems(indexPaths)) }
    /// Inserts sections at indexes after the update.
    public func insertSections(_ sections: IndexSet) { collect(.insertSections(sections)) }
    /// Deletes sections at indexes before the update, with their items.
    public func deleteSections(_ sections: IndexSet) { collect(.deleteSections(sections)) }
    /// Moves a section from its index before the update to one after it.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        collect(.moveSection(section, toSection: newSection))
    }
    /// Replaces the cells and supplementary views of sections at indexes before the update.
    public func reloadSections(_ sections: IndexSet) { collect(.reloadSections(sections)) }

    /// Checks `operations` against the counts the view holds now (before) and the counts its data source
    /// reports now (after), without applying anything (not UIKit API). Use it to test a batch before
    /// performing it.
    ///
    /// - Throws: ``BatchUpdateError`` for a batch UIKit would reject.
    /// - Complexity: O(s + u log u).
    public func validateBatchUpdates(_ operations: [BatchOperation]) throws(BatchUpdateError) -> BatchUpdate {
        try BatchUpdate(validating: operations, itemCountsBefore: loadItemCountsIfNeeded(),
                        itemCountsAfter: countsAfterUpdate())
    }

    /// Moves one item in the view alone, as a batch of its own whose data source is told later (an interactive
    /// movement's step): the counts after are the view's with the item moved. Returns whether it moved; index
    /// paths the view does not hold move nothing.
    ///
    /// - Complexity: as ``performBatchUpdates(_:completion:)`` for one move.
    func moveItemInViewOnly(from source: IndexPath, to destination: IndexPath) -> Bool {
        let counts = loadItemCountsIfNeeded()
        guard Self.contains(source, in: counts), destination.count == 2, counts.indices.contains(destination.section) else { return false }
        var countsAfter = counts
        countsAfter[source.section] -= 1
        countsAfter[destination.section] += 1
        return performViewOnlyUpdate([.moveItem(at: source, to: destination)], countsAfter: countsAfter)
    }

    /// The counts an update of the app's leads to: the data source's, plus the drop placeholders the view shows in
    /// each section (the data source does not count them; they stay through the update, in the section they are in).
    private func countsAfterUpdate() -> [Int] {
        var counts = dataSourceItemCounts()
        for placeholder in dragDrop.placeholders where counts.indices.contains(placeholder.indexPath.section) {
            counts[placeholder.indexPath.section] += 1
        }
        return counts
    }

    /// Applies `operations` to the view alone, as a batch of its own, with `countsAfter` as the counts after it (the
    /// data source is not asked: it learns of the change later, or the change is the view's own, such as a drop
    /// placeholder). Returns whether the batch kept UIKit's rules and was applied; nothing changes otherwise.
    ///
    /// - Complexity: as ``performBatchUpdates(_:completion:)``.
    func performViewOnlyUpdate(_ operations: [BatchOperation], countsAfter: [Int]) -> Bool {
        let countsBefore = loadItemCountsIfNeeded()
        guard updates.pending == nil,
              let update = try? BatchUpdate(validating: operations, itemCountsBefore: countsBefore, itemCountsAfter: countsAfter) else {
            return false
        }
        // The view's own step: an interactive movement and the drop placeholders stay (`apply` ends a movement for
        // the app's updates).
        let moving = movement.active
        dragDrop.isApplyingViewOnlyUpdate = true
        let applied = apply(update, mapping: BatchUpdateMapping(update))
        dragDrop.isApplyingViewOnlyUpdate = false
        finish(.applied(applied, nestedCompletions: []), completion: nil)
        movement.active = moving
        return true
    }

    /// Empties ``updateHistory``.
    public func removeUpdateHistory() {
        updates.history.removeAll()
    }

    // MARK: Running a batch

    private enum BatchOutcome {
        case nested
        case applied(BatchUpdate, nestedCompletions: [(Bool) -> Void])
        case rejected(BatchUpdateError, nestedCompletions: [(Bool) -> Void])
    }

    /// Records an operation in the open batch, or runs it as a batch of its own.
    private func collect(_ operation: BatchOperation) {
        if updates.pending != nil {
            updates.pending?.operations.append(operation)
        } else {
            performBatchUpdates({ self.updates.pending?.operations.append(operation) })
        }
    }

    /// Loads the counts before (UIKit reads them before running the block), runs the block, validates,
    /// and applies or reloads.
    private func runBatch(_ updates: (() -> Void)?) -> BatchOutcome {
        if self.updates.pending != nil {
            updates?()
            return .nested
        }
        let countsBefore = loadItemCountsIfNeeded()
        self.updates.pending = PendingBatch()
        updates?()
        let batch = self.updates.pending ?? PendingBatch()
        self.updates.pending = nil
        return validateAndApply(batch.operations, countsBefore: countsBefore, countsAfter: countsAfterUpdate(),
                                nestedCompletions: batch.nestedCompletions)
    }

    /// Runs `updatingData` as a batch's block and applies the diff's `update` when the counts are the
    /// diff's; otherwise checks its calls as any batch's.
    private func runDiffedBatch(_ batch: DiffedBatch, updatingData: () -> Void) -> BatchOutcome {
        let update = batch.update
        if updates.pending != nil {
            updatingData()
            updates.pending?.operations += update.operations
            return .nested
        }
        let countsBefore = loadItemCountsIfNeeded()
        updates.pending = PendingBatch()
        updatingData()
        let block = updates.pending ?? PendingBatch()
        updates.pending = nil
        // A batch that only reloads or reconfigures changes no count: the data source is not asked again.
        let changesCounts = !(update.deletedSections.isEmpty && update.insertedSections.isEmpty && update.movedSections.isEmpty
                              && update.deletedItems.isEmpty && update.insertedItems.isEmpty && update.moveCount == 0)
        let countsAfter = changesCounts || !block.operations.isEmpty ? countsAfterUpdate() : countsBefore
        guard block.operations.isEmpty, countsBefore == update.itemCountsBefore, countsAfter == update.itemCountsAfter else {
            return validateAndApply(update.operations + block.operations, countsBefore: countsBefore,
                                    countsAfter: countsAfter, nestedCompletions: block.nestedCompletions)
        }
        // Debug builds check that the diff kept every rule and normalised its lists as a checked batch.
        assert((try? BatchUpdate(validating: update.operations, itemCountsBefore: countsBefore,
                                 itemCountsAfter: countsAfter)) == update, "a diffed batch breaks UIKit's batch-update rules")
        return .applied(apply(update, mapping: batch.mapping), nestedCompletions: block.nestedCompletions)
    }

    /// Checks `operations` with UIKit's rules and applies them, or reloads the data when they break one.
    private func validateAndApply(_ operations: [BatchOperation], countsBefore: [Int], countsAfter: [Int],
                                  nestedCompletions: [(Bool) -> Void]) -> BatchOutcome {
        do {
            let update = try BatchUpdate(validating: operations, itemCountsBefore: countsBefore, itemCountsAfter: countsAfter)
            return .applied(apply(update, mapping: BatchUpdateMapping(update)), nestedCompletions: nestedCompletions)
        } catch {
            // Both twins fall back to a reload; under the stopping policy the caller stops right after.
            reloadData()
            return .rejected(error, nestedCompletions: nestedCompletions)
        }
    }

    /// Applies a validated batch to the counts, the visible views and the layout, and records it: the moved
    /// items' start frames, the visible views and the selection following their items, the layout pass, the
    /// leaving views released, the end frames, the reconfigured cells, then the history.
    private func apply(_ update: BatchUpdate, mapping: BatchUpdateMapping) -> BatchUpdate {
        var update = update
        // An update of the app's ends an interactive movement in progress where it is (its steps set it aside).
        movement.active = nil
        // Drop placeholders follow their items through an update of the app's (the view's own steps place them);
        // one whose item is deleted goes.
        if !dragDrop.isApplyingViewOnlyUpdate { dragDrop.followPlaceholders { mapping.newIndexPath(forOldIndexPath: $0) } }
        // Display callbacks wait until the update is applied; then they go out in the order they happened.
        // (A batch a delegate performs from a callback during this one joins the outer hold.)
        let outerHeld = updates.heldDisplayEvents
        updates.heldDisplayEvents = []
        defer {
            let held = updates.heldDisplayEvents ?? []
            updates.heldDisplayEvents = outerHeld
            for events in held { sendDisplayEvents(events) }
        }

        recordMoveStartFrames(of: &update, mapping: mapping)
        let views = followItems(through: update, mapping: mapping)
        layOutAfterUpdate(update, mapping: mapping, views: views)
        releaseLeavingViews(views)
        collectionViewLayout.finalizeCollectionViewUpdates()
        handUpdateContextToLayout { $0.batchUpdate = nil }
        recordMoveEndFrames(of: &update, mapping: mapping)
        reconfigure(views.reconfigured)
        resolveSeparatorConfigurationsOfVisibleCells()

        updates.history.record(update)
        _checkInvariants()
        return update
    }

    /// What ``followItems(through:mapping:)`` hands on to the rest of the update.
    private struct ViewsAfterUpdate {
        /// The views taken off screen, released after the layout pass.
        var leaving: [UICollectionReusableView]
        /// The display events of the cells and supplementary views taken off screen.
        var events: DisplayEvents
        /// The decoration views taken off screen, with their elements before the update.
        var leavingDecorations: [(UICollectionReusableView, ElementKey)]
        /// The new index paths of the visible cells whose items are reconfigured, in order.
        var reconfigured: [IndexPath]
    }

    /// Records the moved items' start frames when the history keeps them.
    private func recordMoveStartFrames(of update: inout BatchUpdate, mapping: BatchUpdateMapping) {
        // Start frames come from the layout as prepared for the counts before the update, for the moved items
        // on screen (what an animation shows), found from the visible cells: looking at every move would cost
        // more than the diff.
        if update.moveCount > 0, updates.history.isRecording, !visibleElements.cellsByIndexPath.isEmpty {
            let layout = collectionViewLayout
            for oldPath in visibleElements.cellsByIndexPath.keys {
                guard let index = mapping.moveIndex(fromOldIndexPath: oldPath) else { continue }
                layout.prepareIfNeeded()
                update.moveFrames[index, default: .init()].start = layout.layoutAttributesForItem(at: oldPath)?.frame
            }
        }
    }

    /// Moves the visible views, the selection, the prefetched items and the orthogonal scroll positions to
    /// their items' index paths after the update, and takes the views whose items go off screen.
    private func followItems(through update: BatchUpdate, mapping: BatchUpdateMapping) -> ViewsAfterUpdate {
        // Views leaving with the batch go back to their queues only after the new views are realized: in
        // UIKit they stay on screen for their exit animation, so a reloaded item never gets its old cell back.
        var leaving: [UICollectionReusableView] = []
        var events = DisplayEvents()
        // Reconfigured items matter only where their cells are on screen.
        let followed = visibleElements.followCells(through: update, mapping: mapping)
        for (cell, oldPath) in followed.leaving {
            cell.removeFromSuperview()
            leaving.append(cell)
            events.endedCells.append((cell, oldPath))
        }
        let reconfigured = followed.reconfigured.map(\.indexPath)

        let supplementaries = followingTheirElements(visibleElements.supplementaryViews, mapping: mapping, update: update)
        visibleElements.replaceSupplementaryViews(with: supplementaries.staying)
        leaving += supplementaries.leaving.map(\.0)
        events.endedSupplementaries += supplementaries.leaving
        // Selection and prefetching follow their items; items that are gone drop out (UIKit keeps a moved
        // item selected at its new index path).
        selection.remap(mapping.newIndexPath(forOldIndexPath:))
        prefetchState.remap(mapping.newIndexPath(forOldIndexPath:))
        remapOrthogonalScrollPositions(through: mapping)
        // Decoration views follow their sections (and items) as supplementary views do; the layout pass below
        // moves them where the layout now puts them, or lets them go.
        let decorations = followingTheirElements(visibleElements.decorationViews, mapping: mapping, update: update)
        visibleElements.replaceDecorationViews(with: decorations.staying)
        leaving += decorations.leaving.map(\.0)
        return ViewsAfterUpdate(leaving: leaving, events: events, leavingDecorations: decorations.leaving,
                                reconfigured: reconfigured)
    }

    /// Takes on the counts after the update, prepares the layout for it and lays out (animated on a manual
    /// animation clock).
    private func layOutAfterUpdate(_ update: BatchUpdate, mapping: BatchUpdateMapping, views: ViewsAfterUpdate) {
        data.itemCounts = update.itemCountsAfter
        handUpdateContextToLayout { context in
            context.batchUpdate = update
            context.batchUpdateGeneration &+= 1
        }
        collectionViewLayout.invalidateLayout()
        collectionViewLayout.prepareIfNeeded()
        collectionViewLayout.prepare(forCollectionViewUpdates: update.layoutUpdateItems(mapping: mapping, recycler: updates.recycler))
        adjustContentOffsetAfterLayoutChange()
        // On a manual animation clock the update animates: the frames and alphas the layout pass changes
        // are recorded, appearing and disappearing cells get their start and end attributes from the layout.
        let animation = beginUpdateAnimation()
        // Views already on screen, at their places after the update (a view reused within the pass for
        // another element appears).
        var shownBefore = ShownViews()
        if animation != nil {
            for (path, cell) in visibleElements.cellsByIndexPath { shownBefore.cells[ObjectIdentifier(cell)] = path }
            for (key, view) in visibleElements.supplementaryViews { shownBefore.supplementaries[ObjectIdentifier(view)] = key }
            for (key, view) in visibleElements.decorationViews { shownBefore.decorations[ObjectIdentifier(view)] = key }
        }
        layoutSubviews()
        if let animation {
            finishUpdateAnimation(animation, shownBefore: shownBefore,
                                  leaving: LeavingViews(cells: views.events.endedCells,
                                                        supplementaries: views.events.endedSupplementaries,
                                                        decorations: views.leavingDecorations))
        }
    }

    /// Puts the leaving views back in their queues (when their exit animation ends, if there is one) and
    /// sends the display events.
    private func releaseLeavingViews(_ views: ViewsAfterUpdate) {
        // Leaving views stay out of the queues while they animate out.
        if let group = updates.openedAnimation {
            group.completions.append { [weak self] _ in for view in views.leaving { self?.enqueue(view) } }
        } else {
            for view in views.leaving { enqueue(view) }
        }
        sendDisplayEvents(views.events)
    }

    /// Records the moved items' end frames when the history keeps them.
    private func recordMoveEndFrames(of update: inout BatchUpdate, mapping: BatchUpdateMapping) {
        if update.moveCount > 0, updates.history.isRecording {
            let layout = collectionViewLayout
            for newPath in visibleElements.cellsByIndexPath.keys {
                guard let index = mapping.moveIndex(toNewIndexPath: newPath) else { continue }
                update.moveFrames[index, default: .init()].end = layout.layoutAttributesForItem(at: newPath)?.frame
            }
        }
    }

    /// Supplementary or decoration views keyed by their elements after the update; the views whose elements
    /// go (their sections or items deleted or reloaded) are taken off screen and returned with their keys
    /// before the update.
    private func followingTheirElements(_ views: [ElementKey: UICollectionReusableView], mapping: BatchUpdateMapping,
                                        update: BatchUpdate)
        -> (staying: [ElementKey: UICollectionReusableView], leaving: [(UICollectionReusableView, ElementKey)]) {
        var staying: [ElementKey: UICollectionReusableView] = [:]
        var leaving: [(UICollectionReusableView, ElementKey)] = []
        for (key, view) in views {
            if let newPath = newSupplementaryIndexPath(key.indexPath, mapping: mapping, update: update) {
                staying[ElementKey(kind: key.kind, indexPath: newPath)] = view
            } else {
                view.removeFromSuperview()
                leaving.append((view, key))
            }
        }
        return (staying, leaving)
    }

    /// Where a visible supplementary view's index path goes: with its section (nil when the section is
    /// deleted or reloaded) and, for an index path naming an item of that section, with the item (nil when
    /// the item is deleted or reloaded).
    private func newSupplementaryIndexPath(_ path: IndexPath, mapping: BatchUpdateMapping, update: BatchUpdate) -> IndexPath? {
        guard path.count >= 1, !update.reloadedSections.contains(path.section),
              let newSection = mapping.newSection(forOldSection: path.section) else { return nil }
        guard path.count == 2 else { return IndexPath(indexes: [newSection]) }
        let oldCount = path.section < update.itemCountsBefore.count ? update.itemCountsBefore[path.section] : 0
        if path.item < oldCount {
            if IndexPathKey.contains(path, inSorted: update.reloadedItems) { return nil }
            return mapping.newIndexPath(forOldIndexPath: path)
        }
        return IndexPath(item: path.item, section: newSection)
    }

    /// Asks the data source again for the visible cells at `paths` (after the update), handing each
    /// existing cell back from the dequeue; a different cell returned replaces the old one.
    private func reconfigure(_ paths: [IndexPath]) {
        guard let dataSource else { return }
        for path in paths {
            // A delegate may have changed the data from a callback: ask only for items the view still holds.
            guard let cell = visibleElements.cell(at: path), Self.contains(path, in: loadItemCountsIfNeeded()) else { continue }
            requests.reconfiguration = (path, cell)
            let returned = requestCell(at: path, from: dataSource)
            requests.reconfiguration = nil
            if returned !== cell {
                let attributes = collectionViewLayout.layoutAttributesForItem(at: path)
                visibleElements.removeCell(at: path)
                enqueue(cell)
                var events = DisplayEvents()
                events.endedCells.append((cell, path))
                if let attributes {
                    show(returned, at: path, attributes: attributes)
                    events.startedCells.append((returned, path))
                }
                sendDisplayEvents(events)
            }
        }
    }
}
