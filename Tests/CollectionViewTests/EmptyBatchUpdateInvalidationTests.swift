#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// An empty `performBatchUpdates` still invalidates the layout: apps call it with no changes to animate
/// size changes, and UIKit answers by running the layout again (the compositional layout asks its section
/// provider anew).
@MainActor
@Suite struct EmptyBatchUpdateInvalidationTests {
    /// The row height the section provider answers with; the tests change it between passes.
    @MainActor final class RowHeight {
        var value: CGFloat = 44
    }

    /// A list of full-width rows of `height.value`, one row per group.
    static func makeLayout(_ height: RowHeight) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(sectionProvider: { _, _ in
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height.value))
            let item = NSCollectionLayoutItem(layoutSize: size)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
            return NSCollectionLayoutSection(group: group)
        })
    }

    static func makeView(_ height: RowHeight, _ stub: Stub) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                    collectionViewLayout: makeLayout(height))
        view.register(TrackingCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = stub
        view.layoutIfNeeded()
        return view
    }

    @Test func emptyBatchRunsTheSectionProviderAgain() {
        let height = RowHeight()
        let stub = Stub([[10, 11, 12]])
        let view = Self.makeView(height, stub)
        // Rows of 44 pt stacked from y = 0: the third row starts at 2 × 44 = 88.
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 88, width: 320, height: 44))

        height.value = 60
        var completed: Bool?
        view.performBatchUpdates(nil, completion: { completed = $0 })
        view.layoutIfNeeded()
        // Rows of 60 pt now: the third row starts at 2 × 60 = 120; the content is 3 × 60 = 180 tall.
        #expect(completed == true)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
            == CGRect(x: 0, y: 120, width: 320, height: 60))
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 120, width: 320, height: 60))
        #expect(view.collectionViewLayout.collectionViewContentSize == CGSize(width: 320, height: 180))
        // Nothing changed in the data: the same cells show the same items.
        #expect(shownValues(view) == [IndexPath(item: 0, section: 0): 10, IndexPath(item: 1, section: 0): 11,
                                      IndexPath(item: 2, section: 0): 12])
    }

    @Test func emptyBlockBatchRunsTheSectionProviderAgain() {
        let height = RowHeight()
        let stub = Stub([[10, 11]])
        let view = Self.makeView(height, stub)
        // Second row: y = 1 × 44 = 44.
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 44, width: 320, height: 44))
        height.value = 30
        view.performBatchUpdates({}, completion: nil)
        view.layoutIfNeeded()
        // Second row: y = 1 × 30 = 30, 30 tall.
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 30, width: 320, height: 30))
    }
}
