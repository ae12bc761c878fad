#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// Groups nest (a group is-a item): slots are counted recursively, and every level resolves
/// its children against its own effective size.
@MainActor
@Suite struct NestedGroupTests {
    /// Three levels: column (428 × 300) ▸ rows (1w × 0.5h = 428 × 150, two fit) ▸ columns
    /// (0.25w × 1h = 107 × 150, four fit) ▸ items (1w × 0.5h = 107 × 75, two fit): 16 slots per group.
    /// Item k: row m = k / 8, column i = (k mod 8) / 2, slot s = k mod 2 → (107 i, 150 m + 75 s).
    private func threeDeep(outerInsets: NSDirectionalEdgeInsets = .zero) -> NSCollectionLayoutSection {
        let cell = item(.fractionalWidth(1), .fractionalHeight(0.5))
        let innerColumn = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)),
                                                           subitems: [cell])
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)),
                                                     subitems: [innerColumn])
        let outer = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(300)),
                                                     subitems: [row])
        outer.contentInsets = outerInsets
        return NSCollectionLayoutSection(group: outer)
    }

    @Test func threeLevelsDeep() {
        let view = layOut(threeDeep(), items: 17)
        expectFrame(view.frame(0), rect(0, 0, 107, 75), "item0")
        expectFrame(view.frame(1), rect(0, 75, 107, 75), "item1")
        expectFrame(view.frame(2), rect(107, 0, 107, 75), "item2")
        expectFrame(view.frame(7), rect(321, 75, 107, 75), "item7")
        expectFrame(view.frame(8), rect(0, 150, 107, 75), "item8")
        expectFrame(view.frame(15), rect(321, 225, 107, 75), "item15")
        expectFrame(view.frame(16), rect(0, 300, 107, 75), "item16 (second outer group)")
        expectValue(view.contentSize.height, 600, "content height")
    }

    /// The same with 10-pt insets on the outer group: content 408 × 280; rows 408 × 140; columns
    /// 102 × 140; items 102 × 70, from (10, 10).
    @Test func threeLevelsDeepWithOuterInsets() {
        let view = layOut(threeDeep(outerInsets: insets(10)), items: 17)
        expectFrame(view.frame(0), rect(10, 10, 102, 70), "item0")
        expectFrame(view.frame(9), rect(10, 220, 102, 70), "item9")  // m 1, i 0, s 1: 10 + 140 + 70
        expectFrame(view.frame(15), rect(316, 220, 102, 70), "item15")  // i 3: 10 + 3·102
        expectFrame(view.frame(16), rect(10, 310, 102, 70), "item16")  // second outer group at 300
    }

    /// Spacing counts in the fit test at every level: two 150-tall rows plus 10 spacing (310) no longer
    /// fit a 300-tall column, so each outer group holds one row (8 slots).
    @Test func spacingCanDropANestedGroup() {
        let cell = item(.fractionalWidth(1), .fractionalHeight(0.5))
        let innerColumn = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)),
                                                           subitems: [cell])
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)),
                                                     subitems: [innerColumn])
        let outer = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(300)),
                                                     subitems: [row])
        outer.interItemSpacing = .fixed(10)
        let view = layOut(NSCollectionLayoutSection(group: outer), items: 9)
        expectFrame(view.frame(7), rect(321, 75, 107, 75), "item7")
        expectFrame(view.frame(8), rect(0, 300, 107, 75), "item8 (next outer group)")
    }

    /// Mixed subitems: a 0.7 item beside a 0.3 vertical `count: 2` group (Apple's Nested Groups sample,
    /// the compositional-layout walkthrough fig. 15) — 3 slots per group. 0.7 · 428 = 299.6; 0.3 · 428 = 128.4; 370.4 / 2 = 185.2.
    @Test func itemBesideAGroup() {
        let leading = item(.fractionalWidth(0.7), .fractionalHeight(1))
        let trailing = item(.fractionalWidth(1), .fractionalHeight(0.3))
        let trailingGroup = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)),
                                                             subitem: trailing, count: 2)
        let nested = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.4)),
                                                        subitems: [leading, trailingGroup])
        let view = layOut(NSCollectionLayoutSection(group: nested), items: 4)
        // 0.4 · 926 = 370.4 (the root height is the bounds height here).
        expectFrame(view.frame(0), rect(0, 0, 299.6, 370.4), "leading")
        expectFrame(view.frame(1), rect(299.6, 0, 128.4, 185.2), "trailing top")
        expectFrame(view.frame(2), rect(299.6, 185.2, 128.4, 185.2), "trailing bottom")
        expectFrame(view.frame(3), rect(0, 370.4, 299.6, 370.4), "next group")
    }
}
