#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// Self-sizing through UIKit's seam: a measured size handed to
/// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`, its context and
/// `invalidateLayout(with:)` replaces the estimate on
/// estimated axes; the section then lays each group out with its items' sizes.
@MainActor
@Suite struct MeasuredSizeTests {
    /// Hands the layout a measured size for one element, as a self-sizing view would, and re-lays out.
    private func measure(_ view: LaidOutCollectionView, _ original: UICollectionViewLayoutAttributes?, to size: CGSize) -> Bool {
        guard let original else { return false }
        let preferred = original.copy()
        preferred.size = size
        guard view.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else {
            return false
        }
        view.layout.invalidateLayout(with: view.layout.invalidationContext(forPreferredLayoutAttributes: preferred,
                                                                          withOriginalAttributes: original))
        return true
    }

    private func listSection() -> NSCollectionLayoutSection {
        let row = size(.fractionalWidth(1), .estimated(44))
        return NSCollectionLayoutSection(group: .horizontal(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
    }

    /// Worked example #30: list rows estimated at 44 self-size to 60, 30 and 44.
    /// Rows stack at their own heights: y 0, 60, 60 + 30 = 90; content 60 + 30 + 44 = 134.
    @Test func workedExample30RowsTakeTheirMeasuredHeights() {
        let view = layOut(listSection(), items: 3, size: phone390)
        expectFrame(view.frame(1), rect(0, 44, 390, 44), "row1 before measuring (estimate)")
        #expect(measure(view, view.attributes(0), to: CGSize(width: 390, height: 60)))
        #expect(measure(view, view.attributes(1), to: CGSize(width: 390, height: 30)))
        // Row 2 measures its estimate: nothing changes, so nothing to invalidate.
        #expect(!measure(view, view.attributes(2), to: CGSize(width: 390, height: 44)))
        view.layout.invalidateLayout()
        expectFrame(view.frame(0), rect(0, 0, 390, 60), "row0")
        expectFrame(view.frame(1), rect(0, 60, 390, 30), "row1")
        expectFrame(view.frame(2), rect(0, 90, 390, 44), "row2")
        expectSize(view.contentSize, CGSize(width: 390, height: 134), "content")
    }

    /// A measured width is ignored on a fractional axis: only estimated axes take measurements.
    /// Rows stay 390 wide; the height 50 applies.
    @Test func fractionalAxisIgnoresTheMeasurement() {
        let view = layOut(listSection(), items: 2, size: phone390)
        #expect(measure(view, view.attributes(0), to: CGSize(width: 200, height: 50)))
        view.layout.invalidateLayout()
        expectFrame(view.frame(0), rect(0, 0, 390, 50), "row0")
        expectFrame(view.frame(1), rect(0, 50, 390, 44), "row1 follows")
    }

    /// A section without estimated dimensions does not self-size.
    @Test func absoluteSectionsIgnoreMeasurements() {
        let view = layOut(rowSection(height: 44), items: 2)
        #expect(!measure(view, view.attributes(0), to: CGSize(width: 428, height: 80)))
        view.layout.invalidateLayout()
        expectFrame(view.frame(1), rect(0, 44, 428, 44), "row1")
    }

    /// Items of estimated height in a horizontal group of estimated height: siblings keep their own
    /// heights; the group is as tall as its tallest item, and the next row starts below it.
    /// Two columns of 0.5 × 428 = 214; row 0 holds items 0 (measured 100) and 1 (estimate 50) → 100 tall;
    /// row 1 (items 2, 3 at their estimate 50) starts at y 100.
    @Test func estimatedGroupGrowsToItsTallestItem() {
        let cell = item(.fractionalWidth(0.5), .estimated(50))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(50)), subitems: [cell])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 4)
        #expect(measure(view, view.attributes(0), to: CGSize(width: 214, height: 100)))
        view.layout.invalidateLayout()
        expectFrame(view.frame(0), rect(0, 0, 214, 100), "item0")
        expectFrame(view.frame(1), rect(214, 0, 214, 50), "item1 keeps its own height")
        expectFrame(view.frame(2), rect(0, 100, 214, 50), "item2 below the tallest")
        expectSize(view.contentSize, CGSize(width: 428, height: 150), "content")
    }

    /// `uniformAcrossSiblings` (iOS 17): every item of the group grows to its largest sibling.
    /// Three 0.25-wide items (107) with estimate 50; item 1 measures 90 → all three are 90 tall; the group
    /// (estimated) is 90; the second group starts at 90.
    @Test func uniformSiblingsGrowToTheLargest() {
        let cell = item(.fractionalWidth(0.25), .uniformAcrossSiblings(estimate: 50))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(50)),
                                                       repeatingSubitem: cell, count: 3)
        let view = layOut(NSCollectionLayoutSection(group: group), items: 6)
        #expect(measure(view, view.attributes(1), to: CGSize(width: 107, height: 90)))
        view.layout.invalidateLayout()
        expectFrame(view.frame(0), rect(0, 0, 107, 90), "item0 grown")
        expectFrame(view.frame(1), rect(107, 0, 107, 90), "item1 measured")
        expectFrame(view.frame(2), rect(214, 0, 107, 90), "item2 grown")
        expectFrame(view.frame(3), rect(0, 90, 107, 50), "second group at its estimate")
    }

    /// An estimated header measured at 30 (estimate 44) moves the content up by 14: row 0 at y 30.
    @Test func measuredHeaderMovesTheContent() {
        let section = rowSection(height: 44)
        section.boundarySupplementaryItems = [boundaryItem(Kind.header, .fractionalWidth(1), .estimated(44), .top)]
        let view = layOut(section, items: 2)
        let header = view.layout.layoutAttributesForSupplementaryView(ofKind: Kind.header, at: IndexPath(item: 0, section: 0))
        #expect(measure(view, header, to: CGSize(width: 428, height: 30)))
        view.layout.invalidateLayout()
        expectFrame(view.supplementaryFrame(Kind.header), rect(0, 0, 428, 30), "header")
        expectFrame(view.frame(0), rect(0, 30, 428, 44), "row0")
    }

    /// Rect queries over self-sized groups find exactly the elements a scan finds.
    /// Rows measured 10, 20, …, 100 (y = 0, 10, 30, 60, …): a query of y 55…95 meets rows 2 (30–60),
    /// 3 (60–100) and no other.
    @Test func rectQueriesOverMeasuredRows() {
        let view = layOut(listSection(), items: 10, size: phone390)
        for row in 0..<10 {
            _ = measure(view, view.attributes(row), to: CGSize(width: 390, height: CGFloat(10 * (row + 1))))
        }
        view.layout.invalidateLayout()
        let found = (view.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 55, width: 390, height: 40)) ?? [])
            .map(\.indexPath.item).sorted()
        #expect(found == [2, 3])
        expectFrame(view.frame(9), rect(0, 450, 390, 100), "row9 at 10+20+…+90 = 450")
    }

    /// A new view width drops the measurements (they hold for the width they were taken at).
    @Test func aNewWidthMeasuresAgain() {
        let view = layOut(listSection(), items: 2, size: phone390)
        #expect(measure(view, view.attributes(0), to: CGSize(width: 390, height: 70)))
        view.layout.invalidateLayout()
        expectFrame(view.frame(1), rect(0, 70, 390, 44), "row1 after measuring")
        view.collectionView.frame = CGRect(x: 0, y: 0, width: 428, height: 844)
        view.collectionView.layoutIfNeeded()
        expectFrame(view.frame(1), rect(0, 44, 428, 44), "row1 back at the estimate")
    }
}
