import Testing
import OpenCompositionalLayout

@MainActor
@Suite struct ReuseTests {
    @Test func cellsScrolledOutAreHandedOutAgainAfterPrepareForReuse() throws {
        let stub = Stub([Array(0..<10)])
        let view = makeCollectionView(stub)
        // 300-pt viewport over 100-pt rows: rows 0, 1, 2 (y 0, 100, 200) are visible.
        #expect(view.indexPathsForVisibleItems == (0..<3).map { IndexPath(item: $0, section: 0) })
        let first = Set(view.visibleCells.map(ObjectIdentifier.init))
        #expect(first.count == 3)

        view.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        view.layoutIfNeeded()
        // Visible rect y 300..<600 → rows 3, 4, 5; the three cells of rows 0–2 are reused for them.
        #expect(view.indexPathsForVisibleItems == (3..<6).map { IndexPath(item: $0, section: 0) })
        #expect(Set(view.visibleCells.map(ObjectIdentifier.init)) == first)
        let cells = view.visibleCells.compactMap { $0 as? TrackingCell }
        #expect(cells.map(\.prepareForReuseCount) == [1, 1, 1])
        #expect(cells.map(\.value) == [3, 4, 5])
    }

    @Test func firstDequeueMakesACellWithoutPrepareForReuse() {
        let stub = Stub([[7]])
        let view = makeCollectionView(stub)
        let cell = view.cellForItem(at: IndexPath(item: 0, section: 0)) as? TrackingCell
        #expect(cell?.prepareForReuseCount == 0)
        #expect(cell?.reuseIdentifier == "cell")
        #expect(cell?.value == 7)
    }

    @Test func supplementaryViewsAreReusedAcrossSections() {
        let stub = Stub([[1, 2], [3, 4], [5, 6]])
        let layout = FixedRowLayout()
        layout.headerHeight = 50
        // Section 0 spans 0..<250 (header 50 + 2 rows), section 1 250..<500, section 2 500..<750.
        let view = makeCollectionView(stub, height: 200, layout: layout)
        let header0 = view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                             at: IndexPath(item: 0, section: 0))
        #expect((header0 as? HeaderView)?.section == 0)
        // Offset 500: visible 500..<700 → header of section 2 (500..<550) and its rows 5, 6.
        view.contentOffset = CGPoint(x: 0, y: 500)
        view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader)
                    == [IndexPath(item: 0, section: 2)])
        let header2 = view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                             at: IndexPath(item: 0, section: 2))
        #expect(header2 === header0)
        #expect((header2 as? HeaderView)?.section == 2)
    }

    @Test func dequeueOfUnregisteredIdentifierStops() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let stub = Stub([[1]])
                stub.reuseIdentifier = "Unregistered"
                _ = makeCollectionView(stub)
            }
        }
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains(
            "could not dequeue a view of kind: UICollectionElementKindCell with identifier Unregistered - must register "
                + "a nib or a class for the identifier or connect a prototype cell in a storyboard"))
    }

    @Test func dequeueOfUnregisteredIdentifierRecordsUnderLenientPolicy() {
        let stub = Stub([[1]])
        stub.reuseIdentifier = "X"
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300),
                                    collectionViewLayout: FixedRowLayout())
        view.dequeueFailurePolicy = .record
        view.dataSource = stub
        view.layoutIfNeeded()
        #expect(view.visibleCells.count == 1)
        #expect(view.diagnostics.map(\.message) == [
            "could not dequeue a view of kind: UICollectionElementKindCell with identifier X - must register a nib "
                + "or a class for the identifier or connect a prototype cell in a storyboard",
        ])
    }
}
