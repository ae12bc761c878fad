#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// `subitem:count:` splits the group's content (size minus group insets) into `count` equal
/// items after the spacing; `repeatingSubitem:count:` repeats the subitem `count` times at its own size.
@MainActor
@Suite struct CountGroupTests {
    /// The subitem's own main-axis dimension is ignored: a 0.1-wide subitem in `count: 3` is
    /// 428 / 3 = 142.666… wide.
    @Test func countOverridesTheSubitemsMainDimension() {
        let cell = item(.fractionalWidth(0.1), .fractionalHeight(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                       subitem: cell, count: 3)
        let view = layOut(NSCollectionLayoutSection(group: group), items: 4)
        let width: CGFloat = 428.0 / 3.0
        expectFrame(view.frame(0), rect(0, 0, width, 50), "item0")
        expectFrame(view.frame(1), rect(width, 0, width, 50), "item1")
        expectFrame(view.frame(2), rect(2 * width, 0, width, 50), "item2")
        expectFrame(view.frame(3), rect(0, 50, width, 50), "item3")
    }

    /// Group insets are subtracted before splitting: content 428 − 20 − 8 = 400;
    /// (400 − 3·4) / 4 = 97; x = 20 + i·101. Cross axis: 0.5 of the group's content height (50 − 20 = 30) = 15.
    @Test func groupInsetsAreSubtractedBeforeSplitting() {
        let cell = item(.fractionalWidth(1), .fractionalHeight(0.5))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                       subitem: cell, count: 4)
        group.interItemSpacing = .fixed(4)
        group.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 8)
        let view = layOut(NSCollectionLayoutSection(group: group), items: 5)
        expectFrame(view.frame(0), rect(20, 10, 97, 15), "item0")
        expectFrame(view.frame(1), rect(121, 10, 97, 15), "item1")
        expectFrame(view.frame(2), rect(222, 10, 97, 15), "item2")
        expectFrame(view.frame(3), rect(323, 10, 97, 15), "item3")
        expectFrame(view.frame(4), rect(20, 60, 97, 15), "item4 (second group)")
    }

    /// A flexible spacing counts as its minimum when sizing `count:` items: (428 − 10) / 2 = 209.
    @Test func flexibleSpacingCountsAsItsMinimum() {
        let cell = item(.fractionalWidth(1), .fractionalHeight(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                       subitem: cell, count: 2)
        group.interItemSpacing = .flexible(10)
        let view = layOut(NSCollectionLayoutSection(group: group), items: 2)
        expectFrame(view.frame(0), rect(0, 0, 209, 44), "item0")
        expectFrame(view.frame(1), rect(219, 0, 209, 44), "item1 (flush with the trailing edge)")
    }

    /// `count: 1` gives one item filling the group's content.
    @Test func countOfOne() {
        let cell = item(.absolute(10), .fractionalHeight(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(98), .absolute(100)),
                                                       subitem: cell, count: 1)
        let view = layOut(NSCollectionLayoutSection(group: group), items: 2)
        expectFrame(view.frame(0), rect(0, 0, 98, 100), "item0")
        expectFrame(view.frame(1), rect(0, 100, 98, 100), "item1")
    }

    /// Nested `count:` (Apple's Nested Groups sample): a 1w × 0.3h trailing item in a vertical
    /// `count: 2` group is forced to half the group height: 300 / 2 = 150.
    @Test func verticalCountForcesHalfHeights() {
        let cell = item(.fractionalWidth(1), .fractionalHeight(0.3))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(120), .absolute(300)),
                                                     subitem: cell, count: 2)
        let view = layOut(NSCollectionLayoutSection(group: group), items: 3)
        expectFrame(view.frame(0), rect(0, 0, 120, 150), "item0")
        expectFrame(view.frame(1), rect(0, 150, 120, 150), "item1")
        expectFrame(view.frame(2), rect(0, 300, 120, 150), "item2")
    }

    /// A group subitem of a `count:` group is split the same way: two 428 × 100 rows (the row's own 0.3
    /// height is overridden), each holding two 0.5-wide items.
    @Test func countSplitsAGroupSubitem() {
        let cell = item(.fractionalWidth(0.5), .fractionalHeight(1))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.3)),
                                                     subitems: [cell])
        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(200)),
                                                      subitem: row, count: 2)
        let view = layOut(NSCollectionLayoutSection(group: column), items: 5)
        expectFrame(view.frame(0), rect(0, 0, 214, 100), "item0")
        expectFrame(view.frame(1), rect(214, 0, 214, 100), "item1")
        expectFrame(view.frame(2), rect(0, 100, 214, 100), "item2")
        expectFrame(view.frame(3), rect(214, 100, 214, 100), "item3")
        expectFrame(view.frame(4), rect(0, 200, 214, 100), "item4")
    }

    /// Spacing on an outer vertical `count:` group of rows is honoured:
    /// (210 − 10) / 2 = 100 per row; the second row starts at 110.
    @Test func spacingBetweenCountedRows() {
        let cell = item(.fractionalWidth(1), .fractionalHeight(1))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(1)),
                                                     subitems: [cell])
        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(210)),
                                                      subitem: row, count: 2)
        column.interItemSpacing = .fixed(10)
        let view = layOut(NSCollectionLayoutSection(group: column), items: 3)
        expectFrame(view.frame(0), rect(0, 0, 428, 100), "item0")
        expectFrame(view.frame(1), rect(0, 110, 428, 100), "item1")
        expectFrame(view.frame(2), rect(0, 210, 428, 100), "item2")
    }

    /// `repeatingSubitem:count:`: exactly `count` repetitions at the subitem's own size, even when
    /// more would fit: 3 × 80 with 10 spacing in a 428-wide row: x = 0, 90, 180.
    @Test func repeatingSubitemKeepsItsOwnSize() {
        let cell = item(.absolute(80), .fractionalHeight(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                       repeatingSubitem: cell, count: 3)
        group.interItemSpacing = .fixed(10)
        let view = layOut(NSCollectionLayoutSection(group: group), items: 4)
        expectFrame(view.frame(0), rect(0, 0, 80, 50), "item0")
        expectFrame(view.frame(1), rect(90, 0, 80, 50), "item1")
        expectFrame(view.frame(2), rect(180, 0, 80, 50), "item2")
        expectFrame(view.frame(3), rect(0, 50, 80, 50), "item3 (next group: count caps the group)")
    }

    /// With flexible spacing the leftover is shared among the gaps (no flooring):
    /// 400 − 3·80 = 160 over 2 gaps → 80 each: x = 0, 160, 320.
    @Test func repeatingSubitemWithFlexibleSpacing() {
        let cell = item(.absolute(80), .fractionalHeight(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(400), .absolute(50)),
                                                       repeatingSubitem: cell, count: 3)
        group.interItemSpacing = .flexible(0)
        let view = layOut(NSCollectionLayoutSection(group: group), items: 3)
        expectFrame(view.frame(0), rect(0, 0, 80, 50), "item0")
        expectFrame(view.frame(1), rect(160, 0, 80, 50), "item1")
        expectFrame(view.frame(2), rect(320, 0, 80, 50), "item2")
    }

    /// Vertical `repeatingSubitem:count:`: two 60-tall items in a 300-tall group; the next group starts at 300.
    @Test func verticalRepeatingSubitem() {
        let cell = item(.fractionalWidth(1), .absolute(60))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(100), .absolute(300)),
                                                     repeatingSubitem: cell, count: 2)
        let view = layOut(NSCollectionLayoutSection(group: group), items: 3)
        expectFrame(view.frame(0), rect(0, 0, 100, 60), "item0")
        expectFrame(view.frame(1), rect(0, 60, 100, 60), "item1")
        expectFrame(view.frame(2), rect(0, 300, 100, 60), "item2")
    }
}
