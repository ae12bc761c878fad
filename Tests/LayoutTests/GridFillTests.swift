#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// `horizontal/vertical(layoutSize:subitems:)` cycle through their subitems until the next one
/// no longer fits, with the fit tolerance of the decision table (end ≤ limit + 1e-9 · max(1, limit)).
@MainActor
@Suite struct GridFillTests {
    /// A full-width row of `fraction`-wide square-ish items `height` tall.
    private func grid(fraction: CGFloat, height: CGFloat = 50) -> NSCollectionLayoutSection {
        let cell = item(.fractionalWidth(fraction), .fractionalHeight(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(height)),
                                                       subitems: [cell])
        return NSCollectionLayoutSection(group: group)
    }

    /// Items per row for fractions whose sums overshoot in IEEE doubles (0.1 · 428 = 42.800000000000004,
    /// 1/3 · 428, 1/7 · 390): the tolerance keeps the last one in the row. Items per row = 1/fraction.
    @Test(arguments: [(0.1, 10, 428.0), (1.0 / 3.0, 3, 428.0), (1.0 / 7.0, 7, 390.0), (0.2, 5, 428.0),
                      (0.25, 4, 390.0), (1.0 / 6.0, 6, 375.0), (0.125, 8, 414.0)])
    func rowsHoldExactlyOneOverFractionItems(fraction: Double, perRow: Int, width: Double) {
        let view = layOut(grid(fraction: fraction), items: perRow + 1, size: CGSize(width: width, height: 900))
        let itemWidth = fraction * width
        for index in 0..<perRow {
            expectFrame(view.frame(index), rect(CGFloat(index) * itemWidth, 0, itemWidth, 50), "item\(index)")
        }
        expectFrame(view.frame(perRow), rect(0, 50, itemWidth, 50), "item\(perRow) opens the second row")
    }

    /// 0.3-wide items: three fit (0.9); the remaining 0.1 stays empty at the trailing end.
    /// 0.3 · 428 = 128.4.
    @Test func leftoverSpaceStaysAtTheTrailingEnd() {
        let view = layOut(grid(fraction: 0.3), items: 7)
        expectFrame(view.frame(0), rect(0, 0, 128.4, 50), "item0")
        expectFrame(view.frame(2), rect(256.8, 0, 128.4, 50), "item2")
        expectFrame(view.frame(3), rect(0, 50, 128.4, 50), "item3")
        expectFrame(view.frame(6), rect(0, 100, 128.4, 50), "item6 (partial last row)")
        // Partially filled last group: still a full group tall: 3 rows × 50.
        expectValue(view.contentSize.height, 150, "content height")
    }

    /// Subitems cycle in order and the group stops at the first one that does not fit:
    /// a 100, b 50 in a 360-wide group: a 0–100, b 100–150, a 150–250, b 250–300; next is a (→ 400 > 360): stop.
    @Test func subitemsCycleInOrderUntilTheNextDoesNotFit() {
        let wide = item(.absolute(100), .absolute(40))
        let narrow = item(.absolute(50), .absolute(30))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(360), .absolute(60)),
                                                       subitems: [wide, narrow])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 6)
        expectFrame(view.frame(0), rect(0, 0, 100, 40), "item0 (a)")
        expectFrame(view.frame(1), rect(100, 0, 50, 30), "item1 (b)")
        expectFrame(view.frame(2), rect(150, 0, 100, 40), "item2 (a)")
        expectFrame(view.frame(3), rect(250, 0, 50, 30), "item3 (b)")
        expectFrame(view.frame(4), rect(0, 60, 100, 40), "item4 (a, second group starts over)")
        expectFrame(view.frame(5), rect(100, 60, 50, 30), "item5 (b)")
    }

    /// Vertical groups fill downwards: 70-tall items in a 300-tall column: 4 fit (280), the 5th (350) does not.
    @Test func verticalGroupsFillTheirHeight() {
        let cell = item(.absolute(100), .absolute(70))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(100), .absolute(300)), subitems: [cell])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 5)
        for index in 0..<4 {
            expectFrame(view.frame(index), rect(0, 70 * CGFloat(index), 100, 70), "item\(index)")
        }
        expectFrame(view.frame(4), rect(0, 300, 100, 70), "item4 (next group)")
        expectValue(view.contentSize.height, 600, "content height (two 300-pt groups)")
    }

    /// Cross axis: items take their own cross size and sit at the cross start; they are not stretched.
    @Test func itemsAreNotStretchedOnTheCrossAxis() {
        let short = item(.absolute(100), .fractionalHeight(0.5))
        let tall = item(.absolute(100), .absolute(80))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                       subitems: [short, tall])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 2)
        expectFrame(view.frame(0), rect(0, 0, 100, 50), "item0")
        expectFrame(view.frame(1), rect(100, 0, 100, 80), "item1")
    }

    /// Data item k lands in group ⌊k / n⌋, slot k mod n, for a long section.
    @Test func itemKIsSlotKModNOfGroupKDivN() {
        let view = layOut(grid(fraction: 0.25, height: 30), items: 1000)
        for index in [0, 3, 4, 517, 998, 999] {
            let x = CGFloat(index % 4) * 107  // 0.25 · 428
            let y = CGFloat(index / 4) * 30
            expectFrame(view.frame(index), rect(x, y, 107, 30), "item\(index)")
        }
        expectValue(view.contentSize.height, 250 * 30, "content height")
    }

    /// The fit tolerance is tiny (decision table: end ≤ limit + 1e-9 · max(1, limit)): in a 400-wide
    /// group four items of 100 + 1e-12 fit (overshoot 4e-12 ≤ 4e-7), four of 100.0001 do not
    /// (overshoot 4e-4 > 4e-7): three per group.
    @Test(arguments: [(CGFloat(100 + 1e-12), 4), (100.0001, 3)])
    func fitToleranceIsTiny(width: CGFloat, perGroup: Int) {
        let cell = item(.absolute(width), .absolute(20))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(400), .absolute(20)), subitems: [cell])
        let view = layOut(NSCollectionLayoutSection(group: group), items: perGroup + 1)
        expectFrame(view.frame(perGroup - 1), rect(CGFloat(perGroup - 1) * width, 0, width, 20), "last of row 1")
        expectFrame(view.frame(perGroup), rect(0, 20, width, 20), "first of row 2")
    }

    /// Frames keep full Double precision; rounding to pixels happens only on export.
    /// 390 / 7 = 55.714285…; snapped to a 3× pixel grid it would be 167 / 3 = 55.666….
    @Test func framesKeepFullPrecision() throws {
        let view = layOut(grid(fraction: 1.0 / 7.0), items: 3, size: phone390)
        let second = try #require(view.frame(1))
        #expect(abs(second.minX - 390.0 / 7.0) < 1e-9, "x = \(second.minX)")
        #expect(abs(second.width - 390.0 / 7.0) < 1e-9, "width = \(second.width)")
    }

    /// A group as wide as exactly one item holds one item per row.
    @Test func oneItemPerGroup() {
        let view = layOut(grid(fraction: 1, height: 44), items: 3)
        expectFrame(view.frame(2), rect(0, 88, 428, 44), "item2")
    }
}
