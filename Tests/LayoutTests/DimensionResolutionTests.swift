#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// Every dimension resolves against its parent container's effective
/// content size (size minus the container's insets), on either axis.
@MainActor
@Suite struct DimensionResolutionTests {
    /// Either axis may reference either parent axis: width 0.5 of the group height (100) = 50,
    /// height 0.1 of the group width (428) = 42.8. 8 × 50 = 400 ≤ 428 < 450: 8 per row.
    @Test func crossReferencedAxes() {
        let cell = item(.fractionalHeight(0.5), .fractionalWidth(0.1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                       subitems: [cell])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 9)
        expectFrame(view.frame(0), rect(0, 0, 50, 42.8), "item0")
        expectFrame(view.frame(1), rect(50, 0, 50, 42.8), "item1")
        expectFrame(view.frame(7), rect(350, 0, 50, 42.8), "item7")
        expectFrame(view.frame(8), rect(0, 100, 50, 42.8), "item8 (second row: the group stays 100 tall)")
    }

    /// `.fractionalWidth` on both axes gives squares (Apple's Grid sample): 0.25 · 428 = 107.
    @Test func squareCellsFromFractionalWidth() {
        let cell = item(.fractionalWidth(1), .fractionalWidth(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.25), .fractionalWidth(0.25)),
                                                       subitems: [cell])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 2)
        expectFrame(view.frame(0), rect(0, 0, 107, 107), "item0")
        expectFrame(view.frame(1), rect(0, 107, 107, 107), "item1 (one group per row of the section)")
    }

    /// A section's container is the root (428 × 926) minus the section insets on both axes:
    /// (428 − 28) × (926 − 26) = 400 × 900. A group 0.5w × 0.25h is 200 × 225 at (14, 10).
    @Test func groupFractionsResolveAgainstTheSectionContainer() {
        let cell = item(.fractionalWidth(1), .fractionalHeight(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(0.25)),
                                                       subitems: [cell])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 14, bottom: 16, trailing: 14)
        let view = layOut(section, items: 2)
        expectFrame(view.frame(0), rect(14, 10, 200, 225), "item0")
        expectFrame(view.frame(1), rect(14, 235, 200, 225), "item1 (next group below)")
        expectValue(view.contentSize.height, 10 + 450 + 16, "content height")
    }

    /// A group width may reference the container height (926 in a vertical layout with no insets):
    /// 0.1 · 926 = 92.6.
    @Test func groupWidthFromContainerHeight() {
        let cell = item(.fractionalWidth(1), .fractionalHeight(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalHeight(0.1), .absolute(50)),
                                                       subitems: [cell])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 1)
        expectFrame(view.frame(0), rect(0, 0, 92.6, 50), "item0")
    }

    /// Items resolve against the group's effective size: 428 × 100 minus insets (10, 20, 10, 20)
    /// = 388 × 80; a 0.5w × 1h item is 194 × 80, placed from the inset corner (20, 10).
    @Test func itemFractionsResolveAgainstTheGroupsEffectiveSize() {
        let cell = item(.fractionalWidth(0.5), .fractionalHeight(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                       subitems: [cell])
        group.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        let view = layOut(NSCollectionLayoutSection(group: group), items: 3)
        expectFrame(view.frame(0), rect(20, 10, 194, 80), "item0")
        expectFrame(view.frame(1), rect(214, 10, 194, 80), "item1")
        expectFrame(view.frame(2), rect(20, 110, 194, 80), "item2 (next group)")
    }

    /// Nested fractions compound: a 0.5w × 1h vertical group in a 428 × 200 row is 214 × 200;
    /// its 1w × 0.5h items are 214 × 100. Two inner groups per row, two items per inner group.
    @Test func nestedFractionsCompound() {
        let cell = item(.fractionalWidth(1), .fractionalHeight(0.5))
        let inner = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)),
                                                     subitems: [cell])
        let outer = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(200)),
                                                       subitems: [inner])
        let view = layOut(NSCollectionLayoutSection(group: outer), items: 5)
        expectFrame(view.frame(0), rect(0, 0, 214, 100), "item0")
        expectFrame(view.frame(1), rect(0, 100, 214, 100), "item1")
        expectFrame(view.frame(2), rect(214, 0, 214, 100), "item2")
        expectFrame(view.frame(3), rect(214, 100, 214, 100), "item3")
        expectFrame(view.frame(4), rect(0, 200, 214, 100), "item4 (second row)")
    }

    /// Absolute dimensions ignore the container entirely.
    @Test func absoluteDimensionsIgnoreTheContainer() {
        let cell = item(.absolute(33), .absolute(17))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(66), .absolute(40)), subitems: [cell])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 3, size: CGSize(width: 1000, height: 10))
        expectFrame(view.frame(0), rect(0, 0, 33, 17), "item0")
        expectFrame(view.frame(1), rect(33, 0, 33, 17), "item1")
        expectFrame(view.frame(2), rect(0, 40, 33, 17), "item2")
    }

    /// The dimension API reports what it was built with (UIKit's `isFractionalWidth`, `dimension`, …).
    @Test func dimensionIntrospection() {
        let fractional = NSCollectionLayoutDimension.fractionalWidth(0.3)
        #expect(fractional.isFractionalWidth && !fractional.isFractionalHeight && !fractional.isAbsolute)
        #expect(fractional.dimension == 0.3)
        #expect(NSCollectionLayoutDimension.fractionalHeight(2).isFractionalHeight)
        #expect(NSCollectionLayoutDimension.absolute(44).isAbsolute)
        #expect(NSCollectionLayoutDimension.estimated(44).isEstimated)
        #expect(NSCollectionLayoutDimension.estimated(44).dimension == 44)
        let layoutSize = size(.absolute(1), .estimated(2))
        #expect(layoutSize.widthDimension.isAbsolute && layoutSize.heightDimension.isEstimated)
    }
}
