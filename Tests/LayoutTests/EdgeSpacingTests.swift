#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// `edgeSpacing` adds outsets around an item's layout box (before its content insets);
/// the box keeps its size and neighbours move. Fixed is exact; flexible is a minimum that shares the leftover.
@MainActor
@Suite struct EdgeSpacingTests {
    /// Leading fixed 10 on 50-wide items in a 200-wide group: x = 10, 70, 130; a fourth needs 250 > 200.
    @Test func fixedLeadingSpacing() {
        let cell = item(.absolute(50), .absolute(50))
        cell.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(10), top: nil, trailing: nil, bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(200), .absolute(50)), subitems: [cell])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 4)
        expectFrame(view.frame(0), rect(10, 0, 50, 50), "item0")
        expectFrame(view.frame(1), rect(70, 0, 50, 50), "item1")
        expectFrame(view.frame(2), rect(130, 0, 50, 50), "item2")
        expectFrame(view.frame(3), rect(10, 50, 50, 50), "item3")
    }

    /// Edge spacing adds to interItemSpacing: trailing 5 + gap 10: x = 0, 65, 130 (ends 185 ≤ 200).
    @Test func edgeSpacingPlusInterItemSpacing() {
        let cell = item(.absolute(50), .absolute(50))
        cell.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: nil, trailing: .fixed(5), bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(200), .absolute(50)), subitems: [cell])
        group.interItemSpacing = .fixed(10)
        let view = layOut(NSCollectionLayoutSection(group: group), items: 4)
        expectFrame(view.frame(0), rect(0, 0, 50, 50), "item0")
        expectFrame(view.frame(1), rect(65, 0, 50, 50), "item1")
        expectFrame(view.frame(2), rect(130, 0, 50, 50), "item2")
        expectFrame(view.frame(3), rect(0, 50, 50, 50), "item3")
    }

    /// Leading and trailing `.flexible(0)` centre a single item (idiom): (428 − 300) / 2 = 64.
    @Test func flexibleLeadingAndTrailingCentreAnItem() {
        let cell = item(.absolute(300), .absolute(50))
        cell.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                       subitems: [cell])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 1)
        expectFrame(view.frame(0), rect(64, 0, 300, 50), "item0")
    }

    /// Four 100-wide items, each with flexible(0) leading and trailing: 28 over 8 edges = 3.5 each:
    /// x = 3.5, 110.5, 217.5, 324.5 (the last ends at 424.5 + 3.5 = 428).
    @Test func flexibleEdgesShareTheLeftoverEvenly() {
        let cell = item(.absolute(100), .absolute(50))
        cell.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                       subitems: [cell])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 4)
        expectFrame(view.frame(0), rect(3.5, 0, 100, 50), "item0")
        expectFrame(view.frame(1), rect(110.5, 0, 100, 50), "item1")
        expectFrame(view.frame(2), rect(217.5, 0, 100, 50), "item2")
        expectFrame(view.frame(3), rect(324.5, 0, 100, 50), "item3")
    }

    /// A flexible minimum counts in the fit test: leading flexible(20) + 100 → 120 per item; 3 fit (360 ≤ 428),
    /// leftover 68 over 3 edges → each leading edge is 20 + 22.666… = 42.666….
    @Test func flexibleMinimumCountsInTheFitTest() {
        let cell = item(.absolute(100), .absolute(50))
        cell.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(20), top: nil, trailing: nil, bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                       subitems: [cell])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 4)
        let edge: CGFloat = 20 + 68.0 / 3.0
        expectFrame(view.frame(0), rect(edge, 0, 100, 50), "item0")
        expectFrame(view.frame(1), rect(2 * edge + 100, 0, 100, 50), "item1")
        expectFrame(view.frame(2), rect(3 * edge + 200, 0, 100, 50), "item2")
        expectFrame(view.frame(3), rect(edge, 50, 100, 50), "item3 (second group)")
    }

    /// A fixed top edge spacing moves the item down inside the group; the group does not grow.
    @Test func fixedTopSpacingOnTheCrossAxis() {
        let cell = item(.absolute(50), .absolute(30))
        cell.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: .fixed(10), trailing: nil, bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(60)),
                                                       subitems: [cell])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 9)
        expectFrame(view.frame(0), rect(0, 10, 50, 30), "item0")
        expectFrame(view.frame(1), rect(50, 10, 50, 30), "item1")
        expectFrame(view.frame(8), rect(0, 70, 50, 30), "item8 (second group at 60)")
    }

    /// Edge spacing is applied before content insets: leading fixed 10 then insets 2:
    /// box 10–60 → frame (12, 2, 46, 46).
    @Test func edgeSpacingBeforeContentInsets() {
        let cell = item(.absolute(50), .absolute(50))
        cell.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(10), top: nil, trailing: nil, bottom: nil)
        cell.contentInsets = insets(2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(130), .absolute(50)), subitems: [cell])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 2)
        expectFrame(view.frame(0), rect(12, 2, 46, 46), "item0")
        expectFrame(view.frame(1), rect(72, 2, 46, 46), "item1")
    }
    /// A section's group is an item too: its top edge spacing (fixed 10) opens every repetition,
    /// so 44-tall groups start at 10, 64, 118.
    @Test func edgeSpacingOnTheSectionsGroup() {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                       subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        group.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: .fixed(10), trailing: nil, bottom: nil)
        let view = layOut(NSCollectionLayoutSection(group: group), items: 3)
        expectFrame(view.frame(0), rect(0, 10, 428, 44), "item0")
        expectFrame(view.frame(1), rect(0, 64, 428, 44), "item1")
        expectFrame(view.frame(2), rect(0, 118, 428, 44), "item2")
        expectValue(view.contentSize.height, 162, "content height")
    }

    /// Leading and trailing `.flexible(0)` on a section's narrower group centre it (the centring idiom one
    /// level up): a 0.5-wide group in 428 sits at x 107.
    @Test func flexibleEdgesCentreTheSectionsGroup() {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.5), .absolute(44)),
                                                       subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        group.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil)
        let view = layOut(NSCollectionLayoutSection(group: group), items: 2)
        expectFrame(view.frame(0), rect(107, 0, 214, 44), "item0")
        expectFrame(view.frame(1), rect(107, 44, 214, 44), "item1")
    }
    /// Flexible edges share the leftover on the cross axis too: a 30-tall item with top and bottom
    /// `.flexible(0)` in a 60-tall row is centred at y 15; with only a top `.flexible(0)` it sinks to 30.
    @Test func flexibleEdgesOnTheCrossAxis() {
        let centred = item(.absolute(50), .absolute(30))
        centred.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: .flexible(0), trailing: nil, bottom: .flexible(0))
        let sunk = item(.absolute(50), .absolute(30))
        sunk.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: .flexible(0), trailing: nil, bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(100), .absolute(60)), subitems: [centred, sunk])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 2)
        expectFrame(view.frame(0), rect(0, 15, 50, 30), "centred")
        expectFrame(view.frame(1), rect(50, 30, 50, 30), "sunk")
    }
}
