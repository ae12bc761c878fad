import OpenCompositionalLayout
import Testing

/// Orthogonal sections prefetch along their own axis, as their embedded scroll views do in UIKit: one
/// region length ahead of what is shown, in the direction the section last scrolled.
@MainActor
@Suite struct OrthogonalPrefetchingTests {
    @MainActor
    final class PrefetchRecorder: NSObject, UICollectionViewDataSourcePrefetching {
        var events: [String] = []
        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
            events.append("prefetch " + indexPaths.map { "\($0.section).\($0.item)" }.joined(separator: ","))
        }
        func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
            events.append("cancel " + indexPaths.map { "\($0.section).\($0.item)" }.joined(separator: ","))
        }
    }

    /// One continuous orthogonal row of 20 items, each 100 × 100, in a 390 × 300 view. The content is 100
    /// tall, so the collection view itself does not scroll and only the row prefetches.
    func makeView(_ prefetcher: PrefetchRecorder, _ stub: Stub) -> UICollectionView {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 300),
                                    collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        view.register(TrackingCell.self, forCellWithReuseIdentifier: "cell")
        view.prefetchDataSource = prefetcher
        view.dataSource = stub
        view.layoutIfNeeded()
        return view
    }

    /// At offset 0 items 0–3 are shown (item 3 spans 300–400 and overlaps the 390-wide view); the region
    /// ahead is x 390–780, which items 3–7 meet (item 7 spans 700–800): 3 is shown, so 4–7 are prefetched.
    /// At offset 400 the row shows items 4–7 (item 3 ends at the view's left edge: touching is not showing);
    /// ahead, x 390–780 on screen is 790–1180 in the row: items 7–11, of which 7 is shown, so 8–11 are new,
    /// and 4–7, now on screen, drop out silently. Back at 0 the row moved towards its start, so the region
    /// ahead is x −390–0, where no item lies: 8–11 are cancelled.
    @Test func prefetchesAheadAlongTheSectionAxisAndCancelsWhenItTurns() {
        let prefetcher = PrefetchRecorder()
        let stub = Stub([Array(0..<20)])
        let view = makeView(prefetcher, stub)
        #expect(prefetcher.events == ["prefetch 0.4,0.5,0.6,0.7"])
        #expect(view.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3])

        view.setOrthogonalContentOffset(CGPoint(x: 400, y: 0), forSection: 0, animated: false)
        #expect(view.indexPathsForVisibleItems.map(\.item) == [4, 5, 6, 7])
        #expect(prefetcher.events == ["prefetch 0.4,0.5,0.6,0.7", "prefetch 0.8,0.9,0.10,0.11"])

        view.setOrthogonalContentOffset(.zero, forSection: 0, animated: false)
        #expect(prefetcher.events == ["prefetch 0.4,0.5,0.6,0.7", "prefetch 0.8,0.9,0.10,0.11", "cancel 0.8,0.9,0.10,0.11"])
    }

    /// With prefetching off, scrolling the row asks for nothing.
    @Test func disabledPrefetchingAsksNothing() {
        let prefetcher = PrefetchRecorder()
        let stub = Stub([Array(0..<20)])
        let view = makeView(prefetcher, stub)
        view.isPrefetchingEnabled = false
        view.setOrthogonalContentOffset(CGPoint(x: 400, y: 0), forSection: 0, animated: false)
        #expect(prefetcher.events == ["prefetch 0.4,0.5,0.6,0.7", "cancel 0.4,0.5,0.6,0.7"])
    }
}
