import Testing
import TestSupport
import OpenCompositionalLayout

@MainActor
@Suite struct TapTests {
    private let stub = Stub([Array(0..<20)])

    private func tappableView() -> (UICollectionView, CollectionRecorder) {
        let view = makeCollectionView(stub)
        let recorder = CollectionRecorder()
        view.delegate = recorder
        return (view, recorder)
    }

    /// A tap: highlight (asked, then shown), select (asked), unhighlight, didSelect.
    @Test func tapRunsHighlightThenSelect() throws {
        let (view, recorder) = tappableView()
        let path = IndexPath(item: 1, section: 0)
        view.simulateTap(at: path)
        #expect(recorder.events == ["shouldHighlight 0-1", "didHighlight 0-1", "shouldSelect 0-1",
                                    "didUnhighlight 0-1", "didSelect 0-1"])
        #expect(recorder.cellHighlightedDuringDidHighlight == true)
        let cell = try #require(view.cellForItem(at: path))
        #expect(cell.isSelected)
        #expect(!cell.isHighlighted)
        #expect(view.indexPathsForSelectedItems == [path])
    }

    /// Single selection: tapping another item deselects the first (didDeselect before didSelect).
    @Test func tapAnotherItemMovesTheSelection() {
        let (view, recorder) = tappableView()
        view.simulateTap(at: IndexPath(item: 0, section: 0))
        recorder.events = []
        view.simulateTap(at: IndexPath(item: 2, section: 0))
        #expect(recorder.events == ["shouldHighlight 0-2", "didHighlight 0-2", "shouldSelect 0-2",
                                    "didUnhighlight 0-2", "didDeselect 0-0", "didSelect 0-2"])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
    }

    /// Multiple selection: a second tap on a selected item asks shouldDeselect and deselects it.
    @Test func multipleSelectionTogglesOnTap() {
        let (view, recorder) = tappableView()
        view.allowsMultipleSelection = true
        view.simulateTap(at: IndexPath(item: 0, section: 0))
        view.simulateTap(at: IndexPath(item: 1, section: 0))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        recorder.events = []
        view.simulateTap(at: IndexPath(item: 0, section: 0))
        #expect(recorder.events == ["shouldHighlight 0-0", "didHighlight 0-0", "shouldDeselect 0-0",
                                    "didUnhighlight 0-0", "didDeselect 0-0"])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        // Refused deselection: only the highlight round trip.
        recorder.shouldDeselect = false
        recorder.events = []
        view.simulateTap(at: IndexPath(item: 1, section: 0))
        #expect(recorder.events == ["shouldHighlight 0-1", "didHighlight 0-1", "shouldDeselect 0-1", "didUnhighlight 0-1"])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    /// A refused highlight stops the touch; a refused selection leaves only the highlight round trip.
    @Test func delegateRefusals() {
        let (view, recorder) = tappableView()
        recorder.shouldHighlight = false
        view.simulateTap(at: IndexPath(item: 0, section: 0))
        #expect(recorder.events == ["shouldHighlight 0-0"])
        #expect(view.indexPathsForSelectedItems == [])
        recorder.shouldHighlight = true
        recorder.shouldSelect = false
        recorder.events = []
        view.simulateTap(at: IndexPath(item: 0, section: 0))
        #expect(recorder.events == ["shouldHighlight 0-0", "didHighlight 0-0", "shouldSelect 0-0", "didUnhighlight 0-0"])
        #expect(view.indexPathsForSelectedItems == [])
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.isHighlighted == false)
    }

    /// No selection allowed (or not during editing): a tap does nothing at all.
    @Test func disallowedSelectionIgnoresTaps() {
        let (view, recorder) = tappableView()
        view.allowsSelection = false
        view.simulateTap(at: IndexPath(item: 0, section: 0))
        #expect(recorder.events.isEmpty)
        // Editing switches to the editing flags: not allowed by default (UIKit: "The default value is false"),
        // single selection when allowed, multiple only when asked.
        view.isEditing = true
        #expect(!view.allowsSelectionDuringEditing)
        view.simulateTap(at: IndexPath(item: 0, section: 0))
        #expect(recorder.events.isEmpty)
        view.allowsSelectionDuringEditing = true
        view.simulateTap(at: IndexPath(item: 0, section: 0))
        view.simulateTap(at: IndexPath(item: 1, section: 0))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        view.allowsMultipleSelectionDuringEditing = true
        view.simulateTap(at: IndexPath(item: 2, section: 0))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        view.allowsSelectionDuringEditing = false
        recorder.events = []
        view.simulateTap(at: IndexPath(item: 3, section: 0))
        #expect(recorder.events.isEmpty)
    }

    /// A tap on an item the view does not hold records a diagnostic and changes nothing.
    @Test func tapOnUnknownItem() {
        let (view, recorder) = tappableView()
        view.simulateTap(at: IndexPath(item: 99, section: 0))
        view.simulateTap(at: IndexPath(item: 0, section: 3))
        #expect(recorder.events.isEmpty)
        #expect(view.diagnostics.map(\.kind) == [.invalidIndexPath, .invalidIndexPath])
    }
}

@MainActor
@Suite struct ProgrammaticSelectionTests {
    private let stub = Stub([Array(0..<20)])

    @Test func selectItemDoesNotTellTheDelegate() {
        let view = makeCollectionView(stub)
        let recorder = CollectionRecorder()
        view.delegate = recorder
        view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        // Single selection: 2 replaces 1.
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
        view.deselectItem(at: IndexPath(item: 2, section: 0), animated: false)
        #expect(view.indexPathsForSelectedItems == [])
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == false)
        #expect(recorder.events.isEmpty)
    }

    @Test func selectingNilClearsTheSelection() {
        let view = makeCollectionView(stub)
        view.allowsMultipleSelection = true
        view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        view.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        #expect(view.indexPathsForSelectedItems?.count == 2)
        view.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(view.indexPathsForSelectedItems == [])
    }

    /// Selecting with a scroll position scrolls: item 10 at .top → offset 1000.
    @Test func selectItemScrolls() {
        let view = makeCollectionView(stub)
        view.selectItem(at: IndexPath(item: 10, section: 0), animated: false, scrollPosition: .top)
        #expect(view.contentOffset.y == 1000)
        view.layoutIfNeeded()
        #expect(view.cellForItem(at: IndexPath(item: 10, section: 0))?.isSelected == true)
        #expect(view.cellForItem(at: IndexPath(item: 11, section: 0))?.isSelected == false)
    }

    /// A selected cell that scrolls away is reused unselected; coming back, the item's new cell is selected.
    @Test func reusedCellsGetTheirItemsState() throws {
        let view = makeCollectionView(stub)
        view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        // At 1000 rows 10–12 show; the three old cells are reused for them.
        view.contentOffset = CGPoint(x: 0, y: 1000)
        view.layoutIfNeeded()
        #expect(view.visibleCells.contains { $0 === first })
        #expect(view.visibleCells.allSatisfy { !$0.isSelected })
        view.contentOffset = .zero
        view.layoutIfNeeded()
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
    }

    @Test func badSelectionRecordsAndChangesNothing() {
        let view = makeCollectionView(stub)
        view.selectItem(at: IndexPath(item: 40, section: 0), animated: false, scrollPosition: .top)
        view.allowsSelection = false
        view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: .top)
        #expect(view.diagnostics.map(\.kind) == [.invalidIndexPath, .selectionNotAllowed])
        #expect(view.indexPathsForSelectedItems == [])
        #expect(view.contentOffset == .zero)
        view.deselectItem(at: IndexPath(item: 40, section: 9), animated: false)
    }

    @Test func reloadDataClearsTheSelection() {
        let view = makeCollectionView(stub)
        view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        view.reloadData()
        #expect(view.indexPathsForSelectedItems == [])
    }
}

@MainActor
@Suite struct SelectionThroughUpdatesTests {
    /// Moving a selected item keeps it selected at its new index path; deleting one drops it.
    @Test func selectionFollowsMovesAndDeletes() {
        let stub = Stub([[10, 11, 12, 13]])
        let view = makeCollectionView(stub, height: 600)
        view.allowsMultipleSelection = true
        view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        // [10, 11, 12, 13] → delete 10, move 12 to the end: [11, 13, 12].
        stub.sections = [[11, 13, 12]]
        view.performBatchUpdates {
            view.deleteItems(at: [IndexPath(item: 0, section: 0)])
            view.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 2, section: 0))
        }
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(shownValues(view)[IndexPath(item: 2, section: 0)] == 12)
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
    }

    /// A diffable apply moves the selection with the item: [1, 2, 3, 4] with 2 selected → [4, 3, 2].
    @Test func selectionFollowsDiffableApply() {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: FixedRowLayout())
        view.register(TrackingCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2, 3, 4])
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        var next = NSDiffableDataSourceSnapshot<Int, Int>()
        next.appendSections([0])
        next.appendItems([4, 3, 2])
        dataSource.apply(next, animatingDifferences: true)
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        // Deleting the selected item drops the selection.
        var last = NSDiffableDataSourceSnapshot<Int, Int>()
        last.appendSections([0])
        last.appendItems([4, 3])
        dataSource.apply(last, animatingDifferences: true)
        #expect(view.indexPathsForSelectedItems == [])
    }

    /// Random batches of deletes, inserts, one move and one reload against a model that selects values:
    /// after every batch the selected index paths are exactly the positions of the selected values that
    /// remain, and every visible cell's isSelected agrees.
    @Test func selectionMatchesAModelThroughRandomBatches() {
        var rng = SplitMix64(seed: 0x5E1EC7)
        var nextValue = 30
        let stub = Stub([Array(0..<30)])
        let view = makeCollectionView(stub, height: 1200)
        view.allowsMultipleSelection = true
        var selected = Set<Int>()
        var selectedAfterUpdates = 0
        for _ in 0..<200 {
            let old = stub.sections[0]
            // Select or deselect a few values through taps (the model toggles them).
            for _ in 0..<2 where !old.isEmpty {
                let index = Int(rng.next() % UInt64(old.count))
                view.simulateTap(at: IndexPath(item: index, section: 0))
                if selected.contains(old[index]) { selected.remove(old[index]) } else { selected.insert(old[index]) }
            }
            // Deletes.
            var deleted = Set<Int>()
            for index in old.indices where rng.next() % 8 == 0 { deleted.insert(index) }
            var kept = old.indices.filter { !deleted.contains($0) }.map { old[$0] }
            // One move: take a kept value out and put it back somewhere random.
            var moved: (value: Int, from: Int)?
            if !kept.isEmpty, rng.next() % 2 == 0 {
                let value = kept.remove(at: Int(rng.next() % UInt64(kept.count)))
                moved = (value, old.firstIndex(of: value)!)
            }
            var new = kept
            if let moved { new.insert(moved.value, at: Int(rng.next() % UInt64(new.count + 1))) }
            // Inserts.
            var insertedValues = Set<Int>()
            for _ in 0..<Int(rng.next() % 4) {
                new.insert(nextValue, at: Int(rng.next() % UInt64(new.count + 1)))
                insertedValues.insert(nextValue)
                nextValue += 1
            }
            // A reload of a value that stays (not the moved one): it keeps its selection.
            let reloadable = kept.filter { _ in rng.next() % 6 == 0 }
            stub.sections = [new]
            view.performBatchUpdates {
                view.deleteItems(at: deleted.sorted().map { IndexPath(item: $0, section: 0) })
                view.insertItems(at: new.indices.filter { insertedValues.contains(new[$0]) }.map { IndexPath(item: $0, section: 0) })
                if let moved {
                    view.moveItem(at: IndexPath(item: moved.from, section: 0),
                                  to: IndexPath(item: new.firstIndex(of: moved.value)!, section: 0))
                }
                view.reloadItems(at: reloadable.map { IndexPath(item: old.firstIndex(of: $0)!, section: 0) })
            }
            selected.subtract(deleted.map { old[$0] })
            let expected = new.indices.filter { selected.contains(new[$0]) }.map { IndexPath(item: $0, section: 0) }
            #expect(view.indexPathsForSelectedItems == expected)
            selectedAfterUpdates += expected.count
            #expect(shownValues(view) == Dictionary(uniqueKeysWithValues: view.indexPathsForVisibleItems.map { ($0, new[$0.item]) }))
            for path in view.indexPathsForVisibleItems {
                #expect(view.cellForItem(at: path)?.isSelected == selected.contains(new[path.item]))
            }
        }
        #expect(view.diagnostics.isEmpty)
        // The run did carry selections through updates.
        #expect(selectedAfterUpdates > 200)
    }
}
