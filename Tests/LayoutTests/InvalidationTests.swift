#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// The layout follows its inputs: data changes after `reloadData()`, explicit invalidation, a new
/// collection view, and a section provider that answers differently on the next pass.
@MainActor
@Suite struct InvalidationTests {
    /// More items after `reloadData()`: the content grows from 3 to 5 rows.
    @Test func reloadDataPicksUpNewCounts() {
        let view = layOut(rowSection(height: 44), items: 3)
        expectValue(view.contentSize.height, 132, "before")
        view.dataSource.itemCounts = [5]
        view.collectionView.reloadData()
        view.collectionView.layoutIfNeeded()
        expectValue(view.contentSize.height, 220, "after")
        expectFrame(view.frame(4), rect(0, 176, 428, 44), "item4")
        view.dataSource.itemCounts = [1, 2]
        view.collectionView.reloadData()
        view.collectionView.layoutIfNeeded()
        expectFrame(view.frame(1, section: 1), rect(0, 88, 428, 44), "s1 item1")
        #expect(view.attributes(4) == nil, "item 4 of section 0 is gone")
    }

    /// A provider is asked again after `invalidateLayout()` and its new answer is used.
    @Test func providerIsAskedAgainAfterInvalidation() {
        var rowHeight: CGFloat = 44
        let layout = UICollectionViewCompositionalLayout { _, _ in rowSection(height: rowHeight) }
        let view = layOut(layout, items: [2])
        expectFrame(view.frame(1), rect(0, 44, 428, 44), "before")
        rowHeight = 60
        layout.invalidateLayout()
        view.collectionView.layoutIfNeeded()
        expectFrame(view.frame(1), rect(0, 60, 428, 60), "after")
    }

    /// Moving a layout to another collection view lays it out for that view's size.
    @Test func newCollectionViewNewSize() {
        let layout = UICollectionViewCompositionalLayout(section: rowSection(height: 44))
        let first = layOut(layout, items: [1])
        expectFrame(first.frame(0), rect(0, 0, 428, 44), "in the 428-wide view")
        let second = layOut(layout, items: [1], size: phone390)
        expectFrame(second.frame(0), rect(0, 0, 390, 44), "in the 390-wide view")
    }
}
