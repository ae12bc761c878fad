import Testing
@_spi(Testing) import OpenCompositionalLayout
@testable import CollectionViewHost

private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

/// Every visible cell is at the index path `indexPath(for:)` names, `cellForItem(at:)` hands it back, and the
/// view's own maps hold exactly those cells.
@MainActor
private func expectBijection(_ view: UICollectionView, sourceLocation: SourceLocation = #_sourceLocation) {
    let paths = view.indexPathsForVisibleItems
    for indexPath in paths {
        let cell = view.cellForItem(at: indexPath)
        #expect(cell != nil, sourceLocation: sourceLocation)
        if let cell { #expect(view.indexPath(for: cell) == indexPath, sourceLocation: sourceLocation) }
    }
    #expect(view.visibleElements.cellsByIndexPath.count == paths.count, sourceLocation: sourceLocation)
    #expect(view.visibleElements.cellCount == paths.count, sourceLocation: sourceLocation)
    #expect(Set(view.visibleCells.map(ObjectIdentifier.init)).count == paths.count, sourceLocation: sourceLocation)
    view._checkInvariants()
}

/// The collection view's state invariants, through the view and on the owned state values directly.
@MainActor
@Suite struct StateInvariantTests {
    @Test func scrollingKeepsTheCellMapsABijection() {
        // 20 rows of 100 pt in a 300-pt view.
        let stub = Stub([Array(0..<20)])
        let view = makeCollectionView(stub, height: 300)
        #expect(view.indexPathsForVisibleItems == [path(0, 0), path(0, 1), path(0, 2)])
        expectBijection(view)
        // The visible rect 450…750 overlaps rows 4 (400…500) to 7 (700…800).
        view.contentOffset = CGPoint(x: 0, y: 450)
        view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleItems == [path(0, 4), path(0, 5), path(0, 6), path(0, 7)])
        #expect(shownValues(view) == [path(0, 4): 4, path(0, 5): 5, path(0, 6): 6, path(0, 7): 7])
        expectBijection(view)
        // Back to the top: rows 0…2 again, and the cells that left are neither visible nor found by identity.
        let leaving = view.cellForItem(at: path(0, 7))
        view.contentOffset = .zero
        view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleItems == [path(0, 0), path(0, 1), path(0, 2)])
        if let leaving, !view.visibleCells.contains(where: { $0 === leaving }) {
            #expect(view.indexPath(for: leaving) == nil)
        }
        expectBijection(view)
    }

    @Test func movesAndDeletesKeepTheCellMapsABijection() throws {
        // Six rows fill the 600-pt view.
        let stub = Stub([[0, 1, 2, 3, 4, 5]])
        let view = makeCollectionView(stub, height: 600)
        let five = try #require(view.cellForItem(at: path(0, 5)))
        let one = try #require(view.cellForItem(at: path(0, 1)))
        let four = try #require(view.cellForItem(at: path(0, 4)))
        // Delete old items 1 and 4, move old item 5 to the front: [5, 0, 2, 3].
        view.performBatchUpdates {
            stub.sections = [[5, 0, 2, 3]]
            view.deleteItems(at: [path(0, 1), path(0, 4)])
            view.moveItem(at: path(0, 5), to: path(0, 0))
        }
        #expect(shownValues(view) == [path(0, 0): 5, path(0, 1): 0, path(0, 2): 2, path(0, 3): 3])
        #expect(view.cellForItem(at: path(0, 0)) === five)
        #expect(view.indexPath(for: five) == path(0, 0))
        #expect(view.indexPath(for: one) == nil)
        #expect(view.indexPath(for: four) == nil)
        // The deleted items' cells wait in the cell queue.
        let queued = Set(view.reuseQueues.queuedViews.values.joined().map(ObjectIdentifier.init))
        #expect(queued.contains(ObjectIdentifier(one)) && queued.contains(ObjectIdentifier(four)))
        expectBijection(view)
    }

    @Test func reloadEmptiesTheMapsAndTheNextLayoutReusesTheCells() {
        let stub = Stub([[0, 1, 2]])
        let view = makeCollectionView(stub, height: 300)
        let before = Set(view.visibleCells.map(ObjectIdentifier.init))
        #expect(before.count == 3)
        view.reloadData()
        #expect(view.visibleElements.isEmpty)
        #expect(view.visibleElements.cellCount == 0)
        #expect(view.reuseQueues.queuedViews.values.joined().count == 3)
        view.layoutIfNeeded()
        // The three queued cells come back: no new cell is made.
        #expect(Set(view.visibleCells.map(ObjectIdentifier.init)) == before)
        #expect(view.reuseQueues.queuedViews.values.joined().isEmpty)
        expectBijection(view)
    }

    @Test func selectionFollowsAMoveAndDropsADeletedItem() {
        let stub = Stub([[0, 1, 2]])
        let view = makeCollectionView(stub, height: 300)
        view.selectItem(at: path(0, 0), animated: false, scrollPosition: [])
        view.allowsMultipleSelection = true
        view.selectItem(at: path(0, 2), animated: false, scrollPosition: [])
        // Delete old item 0; old item 2 moves to 0: [2, 1].
        view.performBatchUpdates {
            stub.sections = [[2, 1]]
            view.deleteItems(at: [path(0, 0)])
            view.moveItem(at: path(0, 2), to: path(0, 0))
        }
        #expect(view.selection.selectedIndexPaths == [path(0, 0)])
        #expect(view.indexPathsForSelectedItems == [path(0, 0)])
        #expect(view.cellForItem(at: path(0, 0))?.isSelected == true)
        #expect(view.cellForItem(at: path(0, 1))?.isSelected == false)
        expectBijection(view)
    }

    // MARK: The value types alone

    @Test func visibleElementsShowingACellElsewhereMovesIt() {
        var elements = VisibleElements()
        let a = UICollectionViewCell(frame: .zero)
        let b = UICollectionViewCell(frame: .zero)
        elements.showCell(a, at: path(0, 0))
        elements.showCell(b, at: path(0, 1))
        // `a` moves to item 2: item 0 is empty again.
        elements.showCell(a, at: path(0, 2))
        #expect(elements.cell(at: path(0, 0)) == nil)
        #expect(elements.cell(at: path(0, 2)) === a)
        #expect(elements.indexPath(of: a) == path(0, 2))
        #expect(elements.cellsByIndexPath.count == 2)
        #expect(elements.cellCount == 2)
        elements._checkInvariants()
    }

    @Test func visibleElementsReplacingACellForgetsTheOldOne() {
        var elements = VisibleElements()
        let old = UICollectionViewCell(frame: .zero)
        let new = UICollectionViewCell(frame: .zero)
        elements.showCell(old, at: path(1, 3))
        elements.showCell(new, at: path(1, 3))
        #expect(elements.indexPath(of: old) == nil)
        #expect(elements.indexPath(of: new) == path(1, 3))
        #expect(elements.cellCount == 1)
        #expect(elements.removeCell(at: path(1, 3)) === new)
        #expect(elements.indexPath(of: new) == nil)
        #expect(elements.isEmpty)
        elements._checkInvariants()
    }

    @Test func visibleElementsReplaceCellsRebuildsTheReverseMap() {
        var elements = VisibleElements()
        let a = UICollectionViewCell(frame: .zero)
        let b = UICollectionViewCell(frame: .zero)
        elements.showCell(a, at: path(0, 0))
        elements.showCell(b, at: path(0, 1))
        // A swap, as a batch update of two moves hands it over.
        elements.replaceCells(with: [path(0, 0): b, path(0, 1): a])
        #expect(elements.indexPath(of: a) == path(0, 1))
        #expect(elements.indexPath(of: b) == path(0, 0))
        let header = UICollectionReusableView(frame: .zero)
        let key = ElementKey(kind: UICollectionView.elementKindSectionHeader, indexPath: path(0, 0))
        elements.showSupplementaryView(header, for: key)
        #expect(elements.supplementaryViews[key] === header)
        elements.replaceSupplementaryViews(with: [:])
        #expect(elements.supplementaryViews.isEmpty)
        elements._checkInvariants()
        elements.removeAll()
        #expect(elements.isEmpty && elements.cellCount == 0)
    }

    @Test func reuseQueuesHandOutTheLastViewQueuedFirst() {
        var queues = ReuseQueues()
        queues.registerCellClass(TrackingCell.self, forIdentifier: "cell")
        queues.registerSupplementaryClass(HeaderView.self, kind: "header", identifier: "h")
        #expect(queues.cellClass(forIdentifier: "cell") == TrackingCell.self)
        #expect(queues.supplementaryClass(kind: "header", identifier: "h") == HeaderView.self)
        #expect(queues.supplementaryClass(kind: "header", identifier: "other") == nil)
        queues.registerCellClass(nil, forIdentifier: "cell")
        #expect(queues.cellClass(forIdentifier: "cell") == nil)

        let key = ReuseKey(category: .cell, kind: UICollectionView.elementKindCell, identifier: "cell")
        let first = UICollectionViewCell(frame: .zero)
        let second = UICollectionViewCell(frame: .zero)
        first.reuseKey = key
        second.reuseKey = key
        queues.enqueue(first, in: key)
        queues.enqueue(second, in: key)
        queues._checkInvariants()
        #expect(queues.dequeue(from: key) === second)
        #expect(queues.dequeue(from: key) === first)
        #expect(queues.dequeue(from: key) == nil)
        #expect(queues.dequeue(from: ReuseKey(category: .cell, kind: UICollectionView.elementKindCell, identifier: "none")) == nil)
    }

    @Test func selectionStateRemapsAndDropsItems() {
        var selection = SelectionState()
        selection.setSelected(true, at: path(0, 0))
        selection.setSelected(true, at: path(0, 3))
        selection.setSelected(true, at: path(1, 1))
        selection.setSelected(false, at: path(1, 1))
        selection.setHighlighted(path(0, 3))
        #expect(selection.selectedIndexPaths == [path(0, 0), path(0, 3)])
        #expect(selection.isSelected(path(0, 3)) && !selection.isSelected(path(1, 1)))
        // Item 0 is deleted; the items after it move up by one.
        selection.remap { $0.item == 0 ? nil : path($0.section, $0.item - 1) }
        #expect(selection.selectedIndexPaths == [path(0, 2)])
        #expect(selection.highlightedIndexPath == path(0, 2))
        selection._checkInvariants()
        selection.removeAll()
        #expect(selection == SelectionState())
    }

    @Test func prefetchStateTakesTheDirectionOfEachMove() {
        var state = PrefetchState()
        state.recordLayoutOffset(.zero)
        #expect(state.lastScrollDirection == (x: 0, y: 0))
        state.recordLayoutOffset(CGPoint(x: 0, y: 100))
        #expect(state.lastScrollDirection == (x: 0, y: 1))
        state.recordLayoutOffset(CGPoint(x: 50, y: 40))
        #expect(state.lastScrollDirection == (x: 1, y: -1))
        // No move: the directions stay.
        state.recordLayoutOffset(CGPoint(x: 50, y: 40))
        #expect(state.lastScrollDirection == (x: 1, y: -1))
        #expect(state.lastLayoutOffset == CGPoint(x: 50, y: 40))
        state._checkInvariants()

        state.setPrefetched([path(0, 4), path(0, 2)])
        state.remap { $0.item == 4 ? nil : path(1, $0.item) }
        #expect(state.prefetchedIndexPaths == [path(1, 2)])
        #expect(state.removeAllPrefetched() == [path(1, 2)])
        #expect(state.prefetchedIndexPaths.isEmpty)
    }

    @Test func updateHistoryKeepsTheNewestWithinItsCapacity() throws {
        // Updates told apart by their counts: an empty batch over `n` items.
        func update(_ n: Int) throws -> UICollectionView.BatchUpdate {
            try UICollectionView.BatchUpdate(validating: [], itemCountsBefore: [n], itemCountsAfter: [n])
        }
        var history = UpdateHistory(capacity: 2)
        for n in 1...3 { history.record(try update(n)) }
        #expect(history.entries.map(\.itemCountsBefore) == [[2], [3]])
        history._checkInvariants()
        // A lower capacity takes effect at the next record.
        history.setCapacity(1)
        #expect(history.entries.count == 2)
        history._checkInvariants()
        history.record(try update(4))
        #expect(history.entries.map(\.itemCountsBefore) == [[4]])
        // Capacity 0 records nothing.
        history.setCapacity(0)
        #expect(!history.isRecording)
        history.record(try update(5))
        #expect(history.entries.map(\.itemCountsBefore) == [[4]])
        history.removeAll()
        #expect(history.entries.isEmpty)
        history._checkInvariants()
    }

    @Test func updateHistoryCapacityIsTheViewsPublicKnob() {
        let stub = Stub([[0]])
        let view = makeCollectionView(stub, height: 300)
        #expect(view.updateHistoryCapacity == 1_000)
        view.updateHistoryCapacity = 1
        for value in 1...2 {
            view.performBatchUpdates {
                stub.sections[0].append(value)
                view.insertItems(at: [path(0, value)])
            }
        }
        #expect(view.updateHistory.map(\.insertedItems) == [[path(0, 2)]])
        view.removeUpdateHistory()
        #expect(view.updateHistory.isEmpty)
    }
}
