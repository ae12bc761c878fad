#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// Sections of strings that records the moves it is told about; `movesItems` false leaves out
/// `collectionView(_:moveItemAt:to:)`'s adoption (as a data source that does not implement it).
@MainActor
final class MovableSource: NSObject, UICollectionViewDataSource {
    var sections: [[String]]
    var movable: (IndexPath) -> Bool = { _ in true }
    private(set) var moves: [(IndexPath, IndexPath)] = []

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { movable(indexPath) }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append((sourceIndexPath, destinationIndexPath))
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
    }
}

/// A data source that cannot adopt a move: it implements neither move method.
@MainActor
final class FixedSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// A delegate that keeps moving items among the first `limit` items of their section.
@MainActor
final class LimitingDelegate: NSObject, UICollectionViewDelegate {
    var limit = 2
    private(set) var proposals: [(original: IndexPath, current: IndexPath, proposed: IndexPath)] = []

    func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        proposals.append((originalIndexPath, currentIndexPath, proposedIndexPath))
        return IndexPath(item: min(proposedIndexPath.item, limit), section: proposedIndexPath.section)
    }
}

/// A fixed-row layout that records the interactive-movement contexts it is invalidated with, and lifts the moving
/// item by scaling it (as apps that customise the dragged cell do).
@MainActor
final class RecordingMovementLayout: FixedRowLayout {
    private(set) var movementContexts: [(targets: [IndexPath]?, previous: [IndexPath]?, position: CGPoint)] = []

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.targetIndexPathsForInteractivelyMovingItems != nil {
            movementContexts.append((context.targetIndexPathsForInteractivelyMovingItems,
                                     context.previousIndexPathsForInteractivelyMovingItems, context.interactiveMovementTarget))
        }
        super.invalidateLayout(with: context)
    }

    override func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath,
                                                             withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes = super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
        attributes.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
        return attributes
    }
}

/// Interactive movement worked out by hand on 100-pt rows (``FixedRowLayout``: item *i* of a section spans
/// y = top + 100 i … top + 100 (i + 1), sections stacked with no gap) in a 320 × 600 view.
@MainActor
@Suite struct InteractiveMovementTests {
    func makeView(_ source: any UICollectionViewDataSource, layout: UICollectionViewLayout = FixedRowLayout()) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = source
        view.layoutIfNeeded()
        return view
    }

    /// Dragging A (row 0) to y = 350 (row 3: 300…400) shows it fourth while the touch is down, the data source
    /// unchanged; lifting tells the data source (0,0) → (0,3), and the cell settles into row 3's frame.
    @Test func movingAnItemDownAList() throws {
        let source = MovableSource([["A", "B", "C", "D", "E"]])
        let view = makeView(source)
        let a = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        let b = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))

        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 350))
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 0)) === a)
        // B, C and D move up a row to make room; A follows the touch (centre 160, 350) above them.
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) === b)
        #expect(b.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(a.center == CGPoint(x: 160, y: 350))
        #expect(source.moves.isEmpty)
        #expect(source.sections == [["A", "B", "C", "D", "E"]])

        view.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: 330))
        #expect(a.center == CGPoint(x: 100, y: 330))
        view.endInteractiveMovement()
        #expect(source.moves.map { [$0.0, $0.1] } == [[IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0)]])
        #expect(source.sections == [["B", "C", "D", "A", "E"]])
        #expect(a.frame == CGRect(x: 0, y: 300, width: 320, height: 100))
        #expect(view.indexPathForInteractivelyMovingItem == nil)
    }

    /// The delegate limits the target: a touch at row 4 (y = 450) proposes (0,4), the delegate answers (0,2).
    @Test func theDelegateChoosesTheTarget() throws {
        let source = MovableSource([["A", "B", "C", "D", "E"]])
        let delegate = LimitingDelegate()
        let view = makeView(source)
        view.delegate = delegate
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 450))
        #expect(delegate.proposals.count == 1)
        #expect(delegate.proposals.first?.original == IndexPath(item: 0, section: 0))
        #expect(delegate.proposals.first?.current == IndexPath(item: 0, section: 0))
        #expect(delegate.proposals.first?.proposed == IndexPath(item: 4, section: 0))
        #expect(view.indexPathForInteractivelyMovingItem == IndexPath(item: 2, section: 0))
        view.endInteractiveMovement()
        #expect(source.sections == [["B", "C", "A", "D", "E"]])
    }

    /// Cancelling puts the item back and tells the data source nothing.
    @Test func cancellingPutsTheItemBack() throws {
        let source = MovableSource([["A", "B", "C"]])
        let view = makeView(source)
        let a = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 250))
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0)) === a)
        view.cancelInteractiveMovement()
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) === a)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(source.moves.isEmpty)
    }

    /// An item the data source keeps in place does not start moving; nor does a second movement or a missing item.
    @Test func movementsThatDoNotBegin() {
        let source = MovableSource([["A", "B", "C"]])
        source.movable = { $0.item != 1 }
        let view = makeView(source)
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 7, section: 0)))
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        view.endInteractiveMovement()
        #expect(source.moves.isEmpty)
    }

    /// Into another section: A (section 0 of A, B, C) to y = 450. Before: section 1 (D, E) spans 300…500, so
    /// 450 is (1,1). While moving, the view holds 2 + 3 items; the data source is told (0,0) → (1,1) at the end.
    @Test func movingAcrossSections() throws {
        let source = MovableSource([["A", "B", "C"], ["D", "E"]])
        let view = makeView(source)
        let a = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 450))
        #expect(view.numberOfItems(inSection: 0) == 2)
        #expect(view.numberOfItems(inSection: 1) == 3)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 1)) === a)
        view.endInteractiveMovement()
        #expect(source.sections == [["B", "C"], ["D", "A", "E"]])
        // Section 1 now starts at 200: its second row spans 300…400.
        #expect(a.frame == CGRect(x: 0, y: 300, width: 320, height: 100))
    }

    /// The layout's hooks: the invalidation contexts carry each step (targets, previous index paths, the touch),
    /// and the moving cell takes the layout's attributes for it (scaled by 1.1 here).
    @Test func theLayoutHearsEveryStep() throws {
        let source = MovableSource([["A", "B", "C"]])
        let layout = RecordingMovementLayout()
        let view = makeView(source, layout: layout)
        let a = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 150))
        #expect(a.transform == CGAffineTransform(scaleX: 1.1, y: 1.1))
        view.endInteractiveMovement()
        #expect(a.transform == .identity)
        let steps = layout.movementContexts
        #expect(steps.count == 3)
        // Begin: the item at (0,0) under the centre of its row (160, 50).
        #expect(steps[0].targets == [IndexPath(item: 0, section: 0)] && steps[0].position == CGPoint(x: 160, y: 50))
        // The step to y = 150 (row 1).
        #expect(steps[1].targets == [IndexPath(item: 1, section: 0)] && steps[1].previous == [IndexPath(item: 0, section: 0)])
        #expect(steps[1].position == CGPoint(x: 160, y: 150))
        // The end: final (0,1), from the original (0,0).
        #expect(steps[2].targets == [IndexPath(item: 1, section: 0)] && steps[2].previous == [IndexPath(item: 0, section: 0)])
    }

    /// Without `moveItemAt` the data source cannot adopt the order: UIKit ignores the reordering, and the item
    /// goes back (with a diagnostic).
    @Test func aDataSourceThatCannotMoveGetsItsItemBack() throws {
        let source = FixedSource()
        let view = makeView(source)
        let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 250))
        view.endInteractiveMovement()
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) === first)
        #if !canImport(UIKit)
        #expect(view.diagnostics.last?.kind == .interactiveMovementIgnored)
        #endif
        withExtendedLifetime(source) {}
    }

    /// An update of the app's during a movement ends it where it is.
    @Test func aReloadEndsTheMovement() {
        let source = MovableSource([["A", "B", "C"]])
        let view = makeView(source)
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        view.reloadData()
        #if !canImport(UIKit)
        #expect(view.indexPathForInteractivelyMovingItem == nil)
        #endif
        view.endInteractiveMovement()
        #expect(source.moves.isEmpty)
    }
}

#if !canImport(UIKit)
/// The gestures that reorder, simulated (beyond UIKit): a collection view controller's standard long press and a
/// list cell's reorder accessory driving a diffable data source's reordering handlers.
@MainActor
@Suite struct SimulatedReorderingTests {
    final class Reorderable: UICollectionViewController {
        var items = ["A", "B", "C", "D"]
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        }
    }

    /// The standard gesture: a long press on B (row 1, centre y = 150) dragged to y = 350 (row 3) ends with B last.
    @Test func theControllersStandardGesture() throws {
        let controller = Reorderable(collectionViewLayout: FixedRowLayout())
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
        controller.collectionView.layoutIfNeeded()
        let final = controller.collectionView.simulateInteractiveMovement(ofItemAt: IndexPath(item: 1, section: 0),
                                                                          to: CGPoint(x: 160, y: 350))
        #expect(final == IndexPath(item: 3, section: 0))
        #expect(controller.items == ["A", "C", "D", "B"])

        controller.installsStandardGestureForInteractiveMovement = false
        #expect(controller.collectionView.simulateInteractiveMovement(ofItemAt: IndexPath(item: 0, section: 0),
                                                                      to: CGPoint(x: 160, y: 350)) == nil)
        #expect(controller.items == ["A", "C", "D", "B"])
    }

    /// A list cell's reorder accessory (shown while editing) drags the item; the diffable data source asks
    /// `canReorderItem`, and hands `willReorder`/`didReorder` a transaction from A, B, C to B, C, A.
    @Test func theReorderAccessoryDrivesTheReorderingHandlers() throws {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: FixedRowLayout())
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, _ in
            cell.accessories = [.reorder()]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var heard: [String] = []
        dataSource.reorderingHandlers.canReorderItem = { $0 != "C" }
        dataSource.reorderingHandlers.willReorder = { heard.append("will \($0.initialSnapshot.itemIdentifiers)") }
        dataSource.reorderingHandlers.didReorder = { heard.append("did \($0.finalSnapshot.itemIdentifiers)") }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["A", "B", "C"])
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()

        // The grip shows only while editing.
        #expect(view.simulateInteractiveMovement(ofItemAt: IndexPath(item: 0, section: 0), to: CGPoint(x: 160, y: 250)) == nil)
        view.isEditing = true
        // C may not be reordered.
        #expect(view.simulateInteractiveMovement(ofItemAt: IndexPath(item: 2, section: 0), to: CGPoint(x: 160, y: 50)) == nil)
        #expect(view.simulateInteractiveMovement(ofItemAt: IndexPath(item: 0, section: 0), to: CGPoint(x: 160, y: 250))
                == IndexPath(item: 2, section: 0))
        #expect(dataSource.snapshot().itemIdentifiers == ["B", "C", "A"])
        #expect(heard == ["will [\"A\", \"B\", \"C\"]", "did [\"B\", \"C\", \"A\"]"])
        let cell = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(!cell.configurationState.isReordering)
    }
}
#endif
