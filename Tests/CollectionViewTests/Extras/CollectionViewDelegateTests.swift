import Testing
import OpenCompositionalLayout

/// Rows are 100 tall in a 320 × 300 view (see `FixedRowLayout`): at offset y the rows that overlap
/// y..<y + 300 are on screen.
@MainActor
@Suite struct CollectionViewScrollingDelegateTests {
    /// `collectionView.delegate = self` compiles for a collection-view delegate, reads back typed, and is the
    /// scroll view's delegate too.
    @Test func delegateIsTypedAsInUIKit() {
        let stub = Stub([Array(0..<5)])
        let view = makeCollectionView(stub)
        let recorder = CollectionRecorder()
        view.delegate = recorder
        #expect(view.delegate === recorder)
        let scrollView: UIScrollView = view
        #expect(scrollView.delegate === recorder)
        // A plain scroll-view delegate set through the scroll view hears scrolling but is not a
        // collection-view delegate.
        let scrollRecorder = ScrollRecorder()
        scrollView.delegate = scrollRecorder
        #expect(view.delegate == nil)
        view.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
        #expect(scrollRecorder.events == ["didScroll"])
    }

    /// A drag of 250 without velocity: at 250 rows 2…5 are on screen (200..<300 to 500..<600), so rows 0
    /// and 1 end and rows 3, 4, 5 appear, inside the drag's only step.
    @Test func dragCallsScrollAndDisplayCallbacksInOrder() {
        let stub = Stub([Array(0..<20)])
        let view = makeCollectionView(stub)
        let recorder = CollectionRecorder()
        view.delegate = recorder
        view.simulateScroll(by: CGPoint(x: 0, y: 250), velocity: .zero)
        #expect(recorder.events == ["willBeginDragging", "didScroll 250",
                                    "didEndDisplaying 0-0", "didEndDisplaying 0-1",
                                    "willDisplay 0-3", "willDisplay 0-4", "willDisplay 0-5",
                                    "willEndDragging 250", "didEndDragging false"])
        #expect(view.indexPathsForVisibleItems == (2...5).map { IndexPath(item: $0, section: 0) })
    }

    /// A paging fling: released at 100 with positive velocity → page 1 (300). At 100 rows 1…3 show (row 0
    /// only touches 100 and leaves); at 300 rows 3…5.
    @Test func pagingFlingCallsTheDelegateInOrder() {
        let stub = Stub([Array(0..<20)])
        let view = makeCollectionView(stub)
        view.isPagingEnabled = true
        let recorder = CollectionRecorder()
        view.delegate = recorder
        view.simulateScroll(by: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 0.5))
        #expect(recorder.events == ["willBeginDragging", "didScroll 100", "didEndDisplaying 0-0", "willDisplay 0-3",
                                    "willEndDragging 300", "didEndDragging true", "willBeginDecelerating",
                                    "didScroll 300", "didEndDisplaying 0-1", "didEndDisplaying 0-2",
                                    "willDisplay 0-4", "willDisplay 0-5", "didEndDecelerating"])
        #expect(view.contentOffset.y == 300)
    }

    /// The layout snaps the projected offset: 130 + 0.1 · 0.998 / 0.002 = 130 + 49.9 = 179.9 → row
    /// boundary 200; the delegate's willEndDragging sees 200.
    @Test func layoutTargetContentOffsetSnapsTheFling() throws {
        let layout = SnappingRowLayout()
        let stub = Stub([Array(0..<20)])
        let view = makeCollectionView(stub, layout: layout)
        let recorder = CollectionRecorder()
        view.delegate = recorder
        view.simulateScroll(by: CGPoint(x: 0, y: 130), velocity: CGPoint(x: 0, y: 0.1))
        let proposal = try #require(layout.proposals.first)
        #expect(close(proposal.offset.y, 179.9))
        #expect(proposal.velocity == CGPoint(x: 0, y: 0.1))
        #expect(recorder.events.contains("willEndDragging 200"))
        #expect(view.contentOffset.y == 200)
        // The delegate still has the last word: 450.
        recorder.replacementTarget = CGPoint(x: 0, y: 450)
        view.simulateScroll(by: CGPoint(x: 0, y: 10), velocity: .zero)
        #expect(view.contentOffset.y == 450)
    }

    /// Paging ignores the layout's snapping (pages are the view's size).
    @Test func pagingDoesNotAskTheLayout() {
        let layout = SnappingRowLayout()
        let stub = Stub([Array(0..<20)])
        let view = makeCollectionView(stub, layout: layout)
        view.isPagingEnabled = true
        view.simulateScroll(by: CGPoint(x: 0, y: 130), velocity: CGPoint(x: 0, y: 0.1))
        #expect(layout.proposals.isEmpty)
        #expect(view.contentOffset.y == 300)
    }

    /// After a batch update the layout's and then the delegate's targetContentOffset may move the offset.
    @Test func delegateTargetContentOffsetAfterUpdates() {
        let stub = Stub([Array(0..<20)])
        let view = makeCollectionView(stub)
        let recorder = CollectionRecorder()
        view.delegate = recorder
        recorder.layoutChangeTarget = CGPoint(x: 0, y: 100)
        stub.sections[0].append(20)
        view.insertItems(at: [IndexPath(item: 20, section: 0)])
        #expect(view.contentOffset == CGPoint(x: 0, y: 100))
        // Visible after the update at 100: rows 1, 2, 3.
        #expect(view.indexPathsForVisibleItems == (1...3).map { IndexPath(item: $0, section: 0) })
        recorder.layoutChangeTarget = CGPoint(x: 0, y: 700)
        view.setCollectionViewLayout(FixedRowLayout(), animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 700))
    }

    /// The moves-target default keeps the proposal, through the older form.
    @Test func moveTargetDefaultsToTheProposal() {
        let stub = Stub([Array(0..<5)])
        let view = makeCollectionView(stub)
        let recorder = CollectionRecorder()
        let proposed = IndexPath(item: 3, section: 0)
        #expect(recorder.collectionView(view, targetIndexPathForMoveOfItemFromOriginalIndexPath: IndexPath(item: 0, section: 0),
                                        atCurrentIndexPath: IndexPath(item: 1, section: 0),
                                        toProposedIndexPath: proposed) == proposed)
    }
}

@MainActor
@Suite struct DisplayCallbackTests {
    /// Deleting visible row 1: rows 0…2 then show old 0, old 2, old 3; the cell for row 2 is new
    /// (willDisplay 0-2), then the deleted row's cell ends with its old index path.
    @Test func batchUpdateEndsDeletedCellsAndDisplaysNewOnes() {
        let stub = Stub([Array(0..<20)])
        let view = makeCollectionView(stub)
        let recorder = CollectionRecorder()
        view.delegate = recorder
        stub.sections[0].remove(at: 1)
        view.deleteItems(at: [IndexPath(item: 1, section: 0)])
        #expect(recorder.events == ["willDisplay 0-2", "didEndDisplaying 0-1"])
    }

    /// reloadData ends every visible cell and header at once; the next layout displays them again.
    @Test func reloadDataEndsAndRedisplays() {
        let stub = Stub([[0, 1], [2]])
        let layout = FixedRowLayout()
        layout.headerHeight = 50
        let view = makeCollectionView(stub, layout: layout)
        let recorder = CollectionRecorder()
        view.delegate = recorder
        // Header 0 0..<50, rows 50..<250, header 1 250..<300 (fully inside 0..<300), row 300..<400 (out).
        view.reloadData()
        #expect(recorder.events == ["didEndDisplaying 0-0", "didEndDisplaying 0-1",
                                    "didEndDisplayingSupplementary 0-0", "didEndDisplayingSupplementary 1-0"])
        recorder.events = []
        view.layoutIfNeeded()
        #expect(recorder.events == ["willDisplay 0-0", "willDisplay 0-1",
                                    "willDisplaySupplementary 0-0", "willDisplaySupplementary 1-0"])
    }

    /// A delegate that changes the data from inside display callbacks. Reloading while row 3 appears and
    /// deleting the first item while a row ends both leave the view consistent with its data source.
    @Test(arguments: [true, false])
    func delegateUpdatingTheViewFromACallback(reloads: Bool) {
        @MainActor
        final class MeddlingDelegate: NSObject, UICollectionViewDelegate {
            let stub: Stub
            let reloads: Bool
            var meddled = false
            init(stub: Stub, reloads: Bool) {
                self.stub = stub
                self.reloads = reloads
            }
            func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                                forItemAt indexPath: IndexPath) {
                guard reloads, !meddled, indexPath.item == 3 else { return }
                meddled = true
                stub.sections = [Array(100..<120)]
                collectionView.reloadData()
                collectionView.layoutIfNeeded()
            }
            func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                                forItemAt indexPath: IndexPath) {
                guard !reloads, !meddled else { return }
                meddled = true
                stub.sections[0].removeFirst()
                collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            }
        }
        let stub = Stub([Array(0..<20)])
        let view = makeCollectionView(stub)
        let meddler = MeddlingDelegate(stub: stub, reloads: reloads)
        view.delegate = meddler
        view.simulateScroll(by: CGPoint(x: 0, y: 250), velocity: .zero)
        view.layoutIfNeeded()
        #expect(meddler.meddled)
        #expect(viewCounts(view) == [stub.sections[0].count])
        // Rows 2…5 show at offset 250, with what the data source now holds there.
        #expect(shownValues(view) == Dictionary(uniqueKeysWithValues: (2...5).map {
            (IndexPath(item: $0, section: 0), stub.sections[0][$0])
        }))
        #expect(view.diagnostics.isEmpty)
    }

    /// A delegate that performs a batch update from `scrollViewDidScroll` while another batch moves the
    /// offset (the delegate's target after updates) neither traps nor loses display callbacks.
    @Test func batchUpdateFromDidScrollDuringABatch() {
        @MainActor
        final class NestingDelegate: NSObject, UICollectionViewDelegate {
            let stub: Stub
            var nested = false
            var events: [String] = []
            init(stub: Stub) { self.stub = stub }
            func collectionView(_ collectionView: UICollectionView,
                                targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
                CGPoint(x: 0, y: 500)
            }
            func scrollViewDidScroll(_ scrollView: UIScrollView) {
                guard !nested, let collectionView = scrollView as? UICollectionView else { return }
                nested = true
                stub.sections[0].append(99)
                collectionView.insertItems(at: [IndexPath(item: stub.sections[0].count - 1, section: 0)])
            }
            func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                                forItemAt indexPath: IndexPath) { events.append("willDisplay \(indexPath.item)") }
            func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                                forItemAt indexPath: IndexPath) { events.append("didEndDisplaying \(indexPath.item)") }
        }
        let stub = Stub([Array(0..<20)])
        let view = makeCollectionView(stub)
        let delegate = NestingDelegate(stub: stub)
        view.delegate = delegate
        stub.sections[0].remove(at: 0)
        view.deleteItems(at: [IndexPath(item: 0, section: 0)])
        // Deleting row 0 with the offset moved to 500 (the nested insert adds 99 at the end): rows 5…7 show
        // values 6…8; the three cells that were on screen ended, three new ones appeared.
        #expect(delegate.nested)
        #expect(viewCounts(view) == [20])
        #expect(view.contentOffset.y == 500)
        #expect(shownValues(view) == Dictionary(uniqueKeysWithValues: (5...7).map { (IndexPath(item: $0, section: 0), $0 + 1) }))
        #expect(delegate.events.filter { $0.hasPrefix("willDisplay") }.count == 3)
        #expect(delegate.events.filter { $0.hasPrefix("didEndDisplaying") }.count == 3)
    }

    /// Decoration views are never reported.
    @Test func decorationsAreNotReported() {
        let layout = FixedRowLayout()
        layout.decorationKind = "background"
        let stub = Stub([[0, 1]])
        let view = makeCollectionView(stub, layout: layout)
        let recorder = CollectionRecorder()
        view.delegate = recorder
        view.reloadData()
        view.layoutIfNeeded()
        #expect(recorder.events.allSatisfy { !$0.contains("Supplementary") })
        #expect(recorder.events.count == 4) // two cells ended, two displayed
    }

    /// Scrolling a list of 10 sections × 1000 rows (50 tall) with a 30-tall header each, from top to bottom
    /// in flings: every cell and header is displayed exactly once and, once the view reloads, ended
    /// exactly once, display first.
    @Test func scrollingTenThousandRowsDisplaysEachElementOnce() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                        heightDimension: .absolute(50)),
                                                     subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let stub = Stub((0..<10).map { section in Array(section * 1000..<(section + 1) * 1000) })
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 500), collectionViewLayout: layout)
        view.register(TrackingCell.self, forCellWithReuseIdentifier: "cell")
        view.register(HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                      withReuseIdentifier: "header")
        view.bounces = false
        let recorder = CollectionRecorder()
        view.delegate = recorder
        view.dataSource = stub
        view.layoutIfNeeded()
        // Content: 10 · (30 + 1000 · 50) = 500 300 tall; the last offset is 500 300 − 500 = 499 800.
        #expect(view.contentSize.height == 500_300)
        var flings = 0
        while view.contentOffset.y < 499_800, flings < 1000 {
            view.simulateScroll(by: CGPoint(x: 0, y: 3000), velocity: CGPoint(x: 0, y: 2))
            flings += 1
        }
        #expect(view.contentOffset.y == 499_800)
        view.reloadData()

        var shown: [String: Int] = [:], ended: [String: Int] = [:]
        var endedBeforeShown = false
        for event in recorder.events {
            let parts = event.split(separator: " ")
            guard parts.count == 2 else { continue }
            let element = (parts[0].hasSuffix("Supplementary") ? "header " : "cell ") + parts[1]
            if parts[0].hasPrefix("willDisplay") {
                shown[element, default: 0] += 1
            } else if parts[0].hasPrefix("didEndDisplaying") {
                if shown[element] == nil { endedBeforeShown = true }
                ended[element, default: 0] += 1
            }
        }
        // 10 000 cells and 10 headers.
        #expect(shown.count == 10_010)
        #expect(shown.values.allSatisfy { $0 == 1 })
        #expect(ended == shown)
        #expect(!endedBeforeShown)
    }
}

@MainActor
@Suite struct PrefetchingTests {
    @MainActor
    final class PrefetchRecorder: NSObject, UICollectionViewDataSourcePrefetching {
        var events: [String] = []
        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
            events.append("prefetch " + indexPaths.map { "\($0.item)" }.joined(separator: ","))
        }
        func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
            events.append("cancel " + indexPaths.map { "\($0.item)" }.joined(separator: ","))
        }
    }

    /// 20 rows of 100 in a 300-tall view. Before any scroll the next viewport down (300..<600, rows 3–5) is
    /// prefetched. At 100 (scrolling down) the prefetch rect is 400..<700: rows 4–6; row 3 is now shown, so
    /// only 6 is new. Back at 0 (scrolling up) the rect is −300..<0: empty, so 4, 5, 6 are cancelled.
    @Test func prefetchesOneViewportAheadAndCancelsWhatLeaves() {
        let stub = Stub([Array(0..<20)])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: FixedRowLayout())
        view.register(TrackingCell.self, forCellWithReuseIdentifier: "cell")
        let prefetcher = PrefetchRecorder()
        view.prefetchDataSource = prefetcher
        view.dataSource = stub
        view.layoutIfNeeded()
        #expect(prefetcher.events == ["prefetch 3,4,5"])
        view.contentOffset = CGPoint(x: 0, y: 100)
        view.layoutIfNeeded()
        #expect(prefetcher.events == ["prefetch 3,4,5", "prefetch 6"])
        view.contentOffset = .zero
        view.layoutIfNeeded()
        #expect(prefetcher.events == ["prefetch 3,4,5", "prefetch 6", "cancel 4,5,6"])
    }

    /// Turning prefetching off cancels what is outstanding and stops further requests.
    @Test func disablingCancels() {
        let stub = Stub([Array(0..<20)])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: FixedRowLayout())
        view.register(TrackingCell.self, forCellWithReuseIdentifier: "cell")
        let prefetcher = PrefetchRecorder()
        view.prefetchDataSource = prefetcher
        view.dataSource = stub
        view.layoutIfNeeded()
        view.isPrefetchingEnabled = false
        view.contentOffset = CGPoint(x: 0, y: 500)
        view.layoutIfNeeded()
        #expect(prefetcher.events == ["prefetch 3,4,5", "cancel 3,4,5"])
    }
}
