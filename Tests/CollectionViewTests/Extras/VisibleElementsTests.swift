import Testing
import OpenCompositionalLayout

@MainActor
@Suite struct VisibleElementsTests {
    @Test func visibleCellsFollowTheContentOffset() {
        let stub = Stub([Array(0..<20)])
        let view = makeCollectionView(stub)
        // Offset 250: visible y 250..<550 intersects rows 2 (200..<300) through 5 (500..<600).
        view.contentOffset = CGPoint(x: 0, y: 250)
        view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleItems == (2...5).map { IndexPath(item: $0, section: 0) })
        #expect(shownValues(view) == Dictionary(uniqueKeysWithValues: (2...5).map { (IndexPath(item: $0, section: 0), $0) }))
        // Each cell got its attributes: row 4 sits at y 400.
        #expect(view.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 0, y: 400, width: 320, height: 100))
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test func indexPathForCellAndForPoint() throws {
        let stub = Stub([[0, 1], [2, 3, 4]])
        let view = makeCollectionView(stub, height: 600)
        let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 1)))
        #expect(view.indexPath(for: cell) == IndexPath(item: 1, section: 1))
        // Rows: (0,0) 0..<100, (0,1) 100..<200, (1,0) 200..<300, (1,1) 300..<400 → y 350 is (1,1).
        #expect(view.indexPathForItem(at: CGPoint(x: 10, y: 350)) == IndexPath(item: 1, section: 1))
        // Five rows end at y 500.
        #expect(view.indexPathForItem(at: CGPoint(x: 10, y: 550)) == nil)
    }

    @Test func unknownIndexPathsAnswerNil() {
        let stub = Stub([[0, 1]])
        let view = makeCollectionView(stub)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)) == nil)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 5)) == nil)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: -1, section: 0)) == nil)
        #expect(view.cellForItem(at: IndexPath(item: 9, section: 9)) == nil)
        #expect(view.supplementaryView(forElementKind: "none", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(view.numberOfItems(inSection: 7) == 0)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 100)
    }

    @Test func countsAreCachedUntilReloadData() {
        let stub = Stub([[0, 1, 2]])
        let view = makeCollectionView(stub)
        stub.sections = [[0], [1]]
        // The view keeps the counts it read at the first layout.
        #expect(viewCounts(view) == [3])
        view.reloadData()
        #expect(viewCounts(view) == [1, 1])
    }

    @Test func scrollToItemPositionsTheItem() {
        let stub = Stub([Array(0..<20)])
        let view = makeCollectionView(stub)
        // Item 10 spans 1000..<1100; .top puts its top at the top → offset 1000.
        view.scrollToItem(at: IndexPath(item: 10, section: 0), at: .top, animated: false)
        #expect(view.contentOffset.y == 1000)
        // .centeredVertically: midY 1050 − 300/2 = 900.
        view.scrollToItem(at: IndexPath(item: 10, section: 0), at: .centeredVertically, animated: false)
        #expect(view.contentOffset.y == 900)
        // .bottom: maxY 1100 − 300 = 800.
        view.scrollToItem(at: IndexPath(item: 10, section: 0), at: .bottom, animated: false)
        #expect(view.contentOffset.y == 800)
        // .top on the last item (1900..<2000) clamps to content height 2000 − 300 = 1700.
        view.scrollToItem(at: IndexPath(item: 19, section: 0), at: .top, animated: false)
        #expect(view.contentOffset.y == 1700)
        view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleItems == (17...19).map { IndexPath(item: $0, section: 0) })
    }

    @Test func boundsChangeInvalidatesWhenTheLayoutAsks() {
        let stub = Stub([Array(0..<5)])
        let layout = FixedRowLayout()
        let view = makeCollectionView(stub, layout: layout)
        let prepared = layout.prepareCount
        // A scroll keeps the size: the base layout says no invalidation.
        view.contentOffset = CGPoint(x: 0, y: 50)
        view.layoutIfNeeded()
        #expect(layout.prepareCount == prepared)
        // A resize changes the size: invalidated and prepared again.
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        view.layoutIfNeeded()
        #expect(layout.prepareCount == prepared + 1)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.width == 200)
    }

    @Test func decorationViewsComeFromTheLayoutsRegisteredClass() {
        let stub = Stub([[0, 1], [2]])
        let layout = FixedRowLayout()
        layout.decorationKind = "background"
        layout.register(HeaderView.self, forDecorationViewOfKind: "background")
        let view = makeCollectionView(stub, height: 300, layout: layout)
        // Section 0 background 0..<200 and section 1 background 200..<300 both intersect 0..<300.
        #expect(view.visibleDecorationViews.count == 2)
        #expect(view.visibleDecorationViews.allSatisfy { $0 is HeaderView })
        #expect(view.visibleDecorationViews.map(\.frame.height) == [200, 100])
    }
}
