import Testing
@_spi(Testing) import OpenCompositionalLayout

private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

@MainActor
@Suite struct BatchUpdateTests {
    /// The identities of the visible cells, by the value they show.
    private func cellsByValue(_ view: UICollectionView) -> [Int: ObjectIdentifier] {
        var result: [Int: ObjectIdentifier] = [:]
        for cell in view.visibleCells {
            if let value = (cell as? TrackingCell)?.value { result[value] = ObjectIdentifier(cell) }
        }
        return result
    }

    @Test func insertKeepsExistingCellsAndShowsTheNewItem() {
        let stub = Stub([[0, 1, 2]])
        let view = makeCollectionView(stub, height: 600)
        let before = cellsByValue(view)
        var finished: Bool?
        view.performBatchUpdates({
            stub.sections = [[0, 9, 1, 2]]
            view.insertItems(at: [path(0, 1)])
        }, completion: { finished = $0 })
        #expect(finished == true)
        #expect(viewCounts(view) == [4])
        #expect(shownValues(view) == [path(0, 0): 0, path(0, 1): 9, path(0, 2): 1, path(0, 3): 2])
        let after = cellsByValue(view)
        #expect(after[0] == before[0] && after[1] == before[1] && after[2] == before[2])
        #expect(view.updateHistory.last?.insertedItems == [path(0, 1)])
    }

    @Test func deleteSendsCellsBackAndKeepsTheRest() {
        let stub = Stub([[0, 1, 2, 3]])
        let view = makeCollectionView(stub, height: 600)
        let before = cellsByValue(view)
        view.performBatchUpdates {
            stub.sections = [[0, 2]]
            view.deleteItems(at: [path(0, 3), path(0, 1)])
        }
        #expect(shownValues(view) == [path(0, 0): 0, path(0, 1): 2])
        let after = cellsByValue(view)
        #expect(after[0] == before[0] && after[2] == before[2])
        // Normalised: sorted old-space index paths.
        #expect(view.updateHistory.last?.deletedItems == [path(0, 1), path(0, 3)])
    }

    @Test func moveKeepsTheCellObjectAndRecordsFrames() throws {
        let stub = Stub([[0, 1, 2, 3]])
        let view = makeCollectionView(stub, height: 600)
        let moving = try #require(view.cellForItem(at: path(0, 3)))
        view.performBatchUpdates {
            stub.sections = [[3, 0, 1, 2]]
            view.moveItem(at: path(0, 3), to: path(0, 0))
        }
        #expect(view.cellForItem(at: path(0, 0)) === moving)
        #expect(shownValues(view) == [path(0, 0): 3, path(0, 1): 0, path(0, 2): 1, path(0, 3): 2])
        let update = try #require(view.updateHistory.last)
        // Row 3 started at y 300 and ends at row 0, y 0.
        #expect(update.movedItems == [UICollectionView.BatchUpdate.ItemMove(
            from: path(0, 3), to: path(0, 0),
            startFrame: CGRect(x: 0, y: 300, width: 320, height: 100),
            endFrame: CGRect(x: 0, y: 0, width: 320, height: 100))])
        // Item (0,0) stays but shifts down behind the moved item: (0,1).
        #expect(update.newIndexPath(forOldIndexPath: path(0, 0)) == path(0, 1))
    }

    @Test func moveAcrossSections() {
        let stub = Stub([[0, 1], [2]])
        let view = makeCollectionView(stub, height: 600)
        view.performBatchUpdates {
            stub.sections = [[1], [2, 0]]
            view.moveItem(at: path(0, 0), to: path(1, 1))
        }
        // Section 0: 2 − 1 moved out = 1; section 1: 1 + 1 moved in = 2.
        #expect(viewCounts(view) == [1, 2])
        #expect(shownValues(view) == [path(0, 0): 1, path(1, 0): 2, path(1, 1): 0])
    }

    @Test func sectionDeleteInsertAndMoveTogether() {
        // Sections A=[0], B=[1], C=[2] → C, X=[5,6], A (B deleted).
        let stub = Stub([[0], [1], [2]])
        let view = makeCollectionView(stub, height: 600)
        let before = cellsByValue(view)
        view.performBatchUpdates {
            stub.sections = [[2], [5, 6], [0]]
            view.deleteSections([1])
            view.insertSections([1])
            view.moveSection(2, toSection: 0)
        }
        // Old 0 (A) neither goes nor moves: it takes the only new index no insert/move claims, 2.
        #expect(view.updateHistory.last?.newSection(forOldSection: 0) == 2)
        #expect(view.updateHistory.last?.newSection(forOldSection: 1) == nil)
        #expect(shownValues(view) == [path(0, 0): 2, path(1, 0): 5, path(1, 1): 6, path(2, 0): 0])
        let after = cellsByValue(view)
        #expect(after[0] == before[0] && after[2] == before[2])
    }

    @Test func callOrderInsideTheBlockDoesNotMatter() throws {
        let operations: [UICollectionView.BatchOperation] = [
            .insertItems([path(0, 0)]), .deleteItems([path(0, 2)]), .moveItem(at: path(0, 0), to: path(0, 2)),
        ]
        // [a b c] → delete c, move a to the end, insert x at the front: [x b a].
        let forward = try UICollectionView.BatchUpdate(validating: operations, itemCountsBefore: [3], itemCountsAfter: [3])
        let backward = try UICollectionView.BatchUpdate(validating: operations.reversed(), itemCountsBefore: [3],
                                                        itemCountsAfter: [3])
        #expect(forward == backward)
        #expect(forward.newIndexPath(forOldIndexPath: path(0, 1)) == path(0, 1))
        #expect(forward.newIndexPath(forOldIndexPath: path(0, 0)) == path(0, 2))
        #expect(forward.newIndexPath(forOldIndexPath: path(0, 2)) == nil)
    }

    @Test func reloadGivesANewCellObject() throws {
        let stub = Stub([[0, 1, 2]])
        let view = makeCollectionView(stub, height: 600)
        let old = try #require(view.cellForItem(at: path(0, 1)))
        view.performBatchUpdates {
            stub.sections = [[0, 11, 2]]
            view.reloadItems(at: [path(0, 1)])
        }
        let new = try #require(view.cellForItem(at: path(0, 1)))
        #expect(new !== old)
        #expect((new as? TrackingCell)?.value == 11)
    }

    @Test func reconfigureKeepsTheSameCellObject() throws {
        let stub = Stub([[0, 1, 2]])
        let view = makeCollectionView(stub, height: 600)
        let old = try #require(view.cellForItem(at: path(0, 1)) as? TrackingCell)
        stub.cellRequests = []
        view.performBatchUpdates {
            stub.sections = [[0, 11, 2]]
            view.reconfigureItems(at: [path(0, 1)])
        }
        let new = try #require(view.cellForItem(at: path(0, 1)) as? TrackingCell)
        #expect(new === old)
        #expect(new.value == 11)
        // The data source was asked for exactly that item, and the cell was not prepared for reuse.
        #expect(stub.cellRequests == [path(0, 1)])
        #expect(new.prepareForReuseCount == 0)
    }

    @Test func reconfigureOfAMovedItemUpdatesItAtItsNewPlace() throws {
        let stub = Stub([[0, 1, 2]])
        let view = makeCollectionView(stub, height: 600)
        let old = try #require(view.cellForItem(at: path(0, 0)) as? TrackingCell)
        view.performBatchUpdates {
            stub.sections = [[1, 2, 10]]
            view.moveItem(at: path(0, 0), to: path(0, 2))
            view.reconfigureItems(at: [path(0, 0)])
        }
        #expect(view.cellForItem(at: path(0, 2)) === old)
        #expect(old.value == 10)
    }

    @Test func reloadSectionReplacesItsCells() throws {
        let stub = Stub([[0, 1], [2]])
        let view = makeCollectionView(stub, height: 600)
        let kept = try #require(view.cellForItem(at: path(1, 0)))
        let replaced = try #require(view.cellForItem(at: path(0, 0)))
        view.performBatchUpdates {
            stub.sections = [[7, 8, 9], [2]]
            view.reloadSections([0])
        }
        #expect(view.cellForItem(at: path(1, 0)) === kept)
        #expect(view.cellForItem(at: path(0, 0)) !== replaced)
        #expect(shownValues(view) == [path(0, 0): 7, path(0, 1): 8, path(0, 2): 9, path(1, 0): 2])
    }

    @Test func aCallOutsideABatchIsItsOwnBatch() {
        let stub = Stub([[0]])
        let view = makeCollectionView(stub)
        stub.sections = [[0, 1]]
        view.insertItems(at: [path(0, 1)])
        #expect(view.updateHistory.count == 1)
        #expect(viewCounts(view) == [2])
        stub.sections = [[1]]
        view.deleteItems(at: [path(0, 0)])
        #expect(view.updateHistory.count == 2)
        #expect(shownValues(view) == [path(0, 0): 1])
    }

    @Test func nestedBatchesJoinTheOuterOne() {
        let stub = Stub([[0]])
        let view = makeCollectionView(stub)
        var calls: [Bool] = []
        view.performBatchUpdates({
            stub.sections = [[0, 1, 2]]
            view.insertItems(at: [path(0, 1)])
            view.performBatchUpdates({ view.insertItems(at: [path(0, 2)]) }, completion: { calls.append($0) })
        }, completion: { calls.append($0) })
        #expect(view.updateHistory.count == 1)
        #expect(view.updateHistory.last?.insertedItems == [path(0, 1), path(0, 2)])
        #expect(calls == [true, true])
    }

    @Test func supplementaryViewsFollowTheirSection() throws {
        let stub = Stub([[0], [1]])
        let layout = FixedRowLayout()
        layout.headerHeight = 50
        let view = makeCollectionView(stub, height: 600, layout: layout)
        let kind = UICollectionView.elementKindSectionHeader
        let header1 = try #require(view.supplementaryView(forElementKind: kind, at: path(1, 0)))
        view.performBatchUpdates {
            stub.sections = [[1]]
            view.deleteSections([0])
        }
        // Old section 1 is now section 0 and keeps its header view.
        #expect(view.supplementaryView(forElementKind: kind, at: path(0, 0)) === header1)
        #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: kind) == [path(0, 0)])
    }

    @Test func updateHistoryKeepsAtMostItsCapacity() {
        let stub = Stub([[]])
        let view = makeCollectionView(stub)
        view.updateHistoryCapacity = 2
        for value in 0..<3 {
            stub.sections[0].append(value)
            view.insertItems(at: [path(0, value)])
        }
        #expect(view.updateHistory.map(\.insertedItems) == [[path(0, 1)], [path(0, 2)]])
    }
}
