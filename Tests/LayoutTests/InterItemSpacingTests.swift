#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// `interItemSpacing` sits between consecutive items of a group, never before the first or
/// after the last; fixed is exact, flexible is a minimum that absorbs the leftover space.
@MainActor
@Suite struct InterItemSpacingTests {
    /// Fixed spacing in a vertical group: 30-tall items 5 apart in a 100-tall column: 0, 35, 70
    /// (30 + 5 + 30 + 5 + 30 = 100 fits exactly); a fourth would need 135.
    @Test func fixedSpacingInAVerticalGroup() {
        let cell = item(.fractionalWidth(1), .absolute(30))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(80), .absolute(100)), subitems: [cell])
        group.interItemSpacing = .fixed(5)
        let view = layOut(NSCollectionLayoutSection(group: group), items: 4)
        expectFrame(view.frame(0), rect(0, 0, 80, 30), "item0")
        expectFrame(view.frame(1), rect(0, 35, 80, 30), "item1")
        expectFrame(view.frame(2), rect(0, 70, 80, 30), "item2")
        expectFrame(view.frame(3), rect(0, 100, 80, 30), "item3")
    }

    /// Spacing counts in the fit test: with 6-pt gaps three 30-tall items need 102 > 100, so two per column.
    @Test func fixedSpacingCanDropAnItem() {
        let cell = item(.fractionalWidth(1), .absolute(30))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(80), .absolute(100)), subitems: [cell])
        group.interItemSpacing = .fixed(6)
        let view = layOut(NSCollectionLayoutSection(group: group), items: 3)
        expectFrame(view.frame(1), rect(0, 36, 80, 30), "item1")
        expectFrame(view.frame(2), rect(0, 100, 80, 30), "item2 (next column group)")
    }

    /// Flexible spacing spreads the leftover evenly (the compositional-layout walkthrough "feature cells"): section content
    /// 428 − 20 = 408; items 0.48 · 408 = 195.84; two fit (401.68 ≤ 408); leftover 408 − 391.68 − 10 = 6.32,
    /// so the gap is 16.32 and item1 ends flush at 418 = 428 − 10.
    @Test func flexibleSpacingAbsorbsTheLeftover() {
        let cell = item(.fractionalWidth(0.48), .fractionalHeight(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(300)),
                                                       subitems: [cell])
        group.interItemSpacing = .flexible(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = insets(10)
        let view = layOut(section, items: 3)
        expectFrame(view.frame(0), rect(10, 10, 195.84, 300), "item0")
        expectFrame(view.frame(1), rect(222.16, 10, 195.84, 300), "item1")
        expectFrame(view.frame(2), rect(10, 320, 195.84, 300), "item2 (next group, 10 below)")
    }

    /// Four 100-wide items with flexible(0) in 428: 28 left over over three gaps (9.333…), no flooring.
    @Test func flexibleSpacingIsNotFloored() {
        let cell = item(.absolute(100), .fractionalHeight(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                       subitems: [cell])
        group.interItemSpacing = .flexible(0)
        let view = layOut(NSCollectionLayoutSection(group: group), items: 4)
        let gap: CGFloat = 28.0 / 3.0
        for index in 0..<4 {
            expectFrame(view.frame(index), rect(CGFloat(index) * (100 + gap), 0, 100, 50), "item\(index)")
        }
    }

    /// With a single item nothing is redistributed: the item stays at the leading edge.
    @Test func flexibleSpacingWithOneItem() {
        let cell = item(.absolute(250), .fractionalHeight(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(400), .absolute(50)), subitems: [cell])
        group.interItemSpacing = .flexible(10)
        let view = layOut(NSCollectionLayoutSection(group: group), items: 2)
        expectFrame(view.frame(0), rect(0, 0, 250, 50), "item0")
        expectFrame(view.frame(1), rect(0, 50, 250, 50), "item1")
    }

    /// A flexible minimum counts in the fit test: 3 × 130 + 2 × 20 = 430 > 428, so only two fit;
    /// the leftover 428 − 260 = 168 becomes the single gap.
    @Test func flexibleMinimumCountsInTheFitTest() {
        let cell = item(.absolute(130), .fractionalHeight(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                       subitems: [cell])
        group.interItemSpacing = .flexible(20)
        let view = layOut(NSCollectionLayoutSection(group: group), items: 3)
        expectFrame(view.frame(0), rect(0, 0, 130, 50), "item0")
        expectFrame(view.frame(1), rect(298, 0, 130, 50), "item1")
        expectFrame(view.frame(2), rect(0, 50, 130, 50), "item2")
    }

    /// The spacing API reports its kind.
    @Test func spacingIntrospection() {
        #expect(NSCollectionLayoutSpacing.fixed(3).isFixedSpacing)
        #expect(!NSCollectionLayoutSpacing.fixed(3).isFlexibleSpacing)
        #expect(NSCollectionLayoutSpacing.flexible(4).isFlexibleSpacing)
        #expect(NSCollectionLayoutSpacing.flexible(4).spacing == 4)
    }
}
