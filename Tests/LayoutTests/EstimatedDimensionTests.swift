#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// `.estimated` dimensions: laid out at their estimates until a cell reports a different
/// size. The stub's plain cells do not self-size, so the estimates stand.
@MainActor
@Suite struct EstimatedDimensionTests {
    /// Estimated rows are placed at their estimate: (0, 60i, 428, 60).
    @Test func estimatedRowsAtTheirEstimate() {
        let cell = item(.fractionalWidth(1), .estimated(60))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(60)), subitems: [cell])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 5)
        for index in 0..<5 {
            expectFrame(view.frame(index), rect(0, 60 * CGFloat(index), 428, 60), "item\(index)")
        }
        expectValue(view.contentSize.height, 300, "content height")
    }

    /// An estimated item in an absolute group: the item at its estimate, the group keeps its own height
    /// (items never enlarge a non-estimated group).
    @Test func estimatedItemInAnAbsoluteGroup() {
        let cell = item(.fractionalWidth(0.5), .estimated(50))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [cell])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 3)
        expectFrame(view.frame(0), rect(0, 0, 214, 50), "item0")
        expectFrame(view.frame(2), rect(0, 100, 214, 50), "item2")
    }

    /// A fractional item in an estimated group takes the group's estimate.
    @Test func fractionalItemInAnEstimatedGroup() {
        let cell = item(.fractionalWidth(1), .fractionalHeight(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(80)), subitems: [cell])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 2)
        expectFrame(view.frame(1), rect(0, 80, 428, 80), "item1")
    }

    /// Estimated widths in a horizontal group fill like absolute ones at their estimate: 4 × 100 ≤ 428.
    @Test func estimatedWidths() {
        let cell = item(.estimated(100), .absolute(30))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(30)), subitems: [cell])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 5)
        expectFrame(view.frame(3), rect(300, 0, 100, 30), "item3")
        expectFrame(view.frame(4), rect(0, 30, 100, 30), "item4")
    }

    /// Estimated boundary items are laid out at their estimate too (worked example #18's header).
    @Test func estimatedHeader() {
        let section = rowSection(height: 44)
        section.boundarySupplementaryItems = [boundaryItem(Kind.header, .fractionalWidth(1), .estimated(28), .top)]
        let view = layOut(section, items: 1)
        expectFrame(view.supplementaryFrame(Kind.header), rect(0, 0, 428, 28), "header")
        expectFrame(view.frame(0), rect(0, 28, 428, 44), "item0")
    }
    /// `uniformAcrossSiblings(estimate:)` is laid out at its estimate before any cell reports a size.
    @Test func uniformAcrossSiblingsAtItsEstimate() {
        let dimension = NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: 70)
        #expect(dimension.isUniformAcrossSiblings)
        let cell = item(.fractionalWidth(0.5), dimension)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(70)), subitems: [cell])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 3)
        expectFrame(view.frame(1), rect(214, 0, 214, 70), "item1")
        expectFrame(view.frame(2), rect(0, 70, 214, 70), "item2")
    }
}
