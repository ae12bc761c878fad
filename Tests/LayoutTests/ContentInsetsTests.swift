#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// Content insets at every level (insets the app sets are points).
@MainActor
@Suite struct ContentInsetsTests {
    /// All three levels at once. Section (10, 20, 10, 20): content 388 wide from x 20. Group 388 × 100
    /// with insets 5: content 378 × 90 from (25, 15). Items 0.5w × 1h = 189 × 90 boxes at x 25 and 214;
    /// item insets 2 shrink them to 185 × 86 at (27, 17) and (216, 17). Second group at y 10 + 100.
    @Test func insetsAtSectionGroupAndItemLevels() {
        let cell = item(.fractionalWidth(0.5), .fractionalHeight(1))
        cell.contentInsets = insets(2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                       subitems: [cell])
        group.contentInsets = insets(5)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        let view = layOut(section, items: 4)
        expectFrame(view.frame(0), rect(27, 17, 185, 86), "item0")
        expectFrame(view.frame(1), rect(216, 17, 185, 86), "item1")
        expectFrame(view.frame(2), rect(27, 117, 185, 86), "item2")
        expectValue(view.contentSize.height, 220, "content height (10 + 2·100 + 10)")
    }

    /// Asymmetric item insets: final = (x + leading, y + top, w − leading − trailing, h − top − bottom).
    @Test func asymmetricItemInsets() {
        let cell = item(.absolute(100), .absolute(60))
        cell.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(60)),
                                                       subitems: [cell])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 2)
        expectFrame(view.frame(0), rect(2, 1, 94, 56), "item0")
        expectFrame(view.frame(1), rect(102, 1, 94, 56), "item1")
    }

    /// Item insets are ignored on an estimated axis: 0.5w × est 50 with insets 5 → x and width
    /// inset (5, 204), y and height not (0, 50).
    @Test func itemInsetsAreIgnoredOnAnEstimatedHeight() {
        let cell = item(.fractionalWidth(0.5), .estimated(50))
        cell.contentInsets = insets(5)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(50)),
                                                       subitems: [cell])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 3)
        expectFrame(view.frame(0), rect(5, 0, 204, 50), "item0")
        expectFrame(view.frame(1), rect(219, 0, 204, 50), "item1")
        expectFrame(view.frame(2), rect(5, 50, 204, 50), "item2")
    }

    /// …and on an estimated width: est 100 × abs 40 with insets 5 → (0, 5, 100, 30), (100, 5, 100, 30).
    @Test func itemInsetsAreIgnoredOnAnEstimatedWidth() {
        let cell = item(.estimated(100), .absolute(40))
        cell.contentInsets = insets(5)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)),
                                                       subitems: [cell])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 2)
        expectFrame(view.frame(0), rect(0, 5, 100, 30), "item0")
        expectFrame(view.frame(1), rect(100, 5, 100, 30), "item1")
    }

    /// Insets users set are points, never fractions — 0.5 means half a point.
    @Test func smallUserInsetsArePoints() {
        let cell = item(.fractionalWidth(1), .fractionalHeight(1))
        cell.contentInsets = NSDirectionalEdgeInsets(top: 0.25, leading: 0.5, bottom: 0, trailing: 0)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                       subitems: [cell])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0.5, leading: 0.5, bottom: 0, trailing: 0.5)
        let view = layOut(section, items: 1)
        // Section content 427 wide from (0.5, 0.5); item box 427 × 44; insets 0.5 leading, 0.25 top.
        expectFrame(view.frame(0), rect(1, 0.75, 426.5, 43.75), "item0")
    }

    /// Section insets: the first group at (leading, top); bottom inset after the last group.
    @Test func sectionInsetsFrameTheGroups() {
        let section = rowSection(height: 44)
        section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 7, bottom: 30, trailing: 3)
        let view = layOut(section, items: 2)
        expectFrame(view.frame(0), rect(7, 12, 418, 44), "item0")
        expectFrame(view.frame(1), rect(7, 56, 418, 44), "item1")
        expectValue(view.contentSize.height, 12 + 88 + 30, "content height")
    }
}
