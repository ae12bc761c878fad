#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// A custom group holds exactly the items its provider returns, at frames relative to the
/// group origin; the section repeats the group when there are more items than frames.
@MainActor
@Suite struct CustomGroupTests {
    /// Two frames per group, five items: three groups (the last holds one item); groups 200 apart (their
    /// `layoutSize` height), not the union of the frames.
    @Test func groupsRepeatWhenThereAreMoreItemsThanFrames() {
        let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(200))) { _ in
            [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 10, y: 0, width: 100, height: 100)),
             NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 200, y: 20, width: 50, height: 150))]
        }
        let view = layOut(NSCollectionLayoutSection(group: group), items: 5)
        expectFrame(view.frame(0), rect(10, 0, 100, 100), "item0")
        expectFrame(view.frame(1), rect(200, 20, 50, 150), "item1")
        expectFrame(view.frame(2), rect(10, 200, 100, 100), "item2")
        expectFrame(view.frame(3), rect(200, 220, 50, 150), "item3")
        expectFrame(view.frame(4), rect(10, 400, 100, 100), "item4")
        expectValue(view.contentSize.height, 600, "content height (3 groups × 200)")
    }

    /// The group's main extent is its `layoutSize`, not the union of its frames: a frame that
    /// reaches y = 150 in a 100-tall group does not push the next group.
    @Test func framesMayOverflowTheGroup() {
        let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(100))) { _ in
            [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 50, width: 100, height: 100))]
        }
        let view = layOut(NSCollectionLayoutSection(group: group), items: 2)
        expectFrame(view.frame(0), rect(0, 50, 100, 100), "item0")
        expectFrame(view.frame(1), rect(0, 150, 100, 100), "item1")
    }

    /// A custom item's zIndex reaches the cell's attributes; the default is 0.
    @Test func customItemZIndex() {
        let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(100))) { _ in
            [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 50, height: 50)),
             NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 25, y: 25, width: 50, height: 50), zIndex: 5)]
        }
        let view = layOut(NSCollectionLayoutSection(group: group), items: 2)
        #expect(view.attributes(0)?.zIndex == 0)
        #expect(view.attributes(1)?.zIndex == 5)
    }

    /// The provider's environment describes the group's geometry: a 0.5w × 120 group in a
    /// 428-wide section with 14-pt side insets is (400 · 0.5 = 200) × 120.
    @Test func providerSeesTheGroupsContainer() {
        let recorder = SizeRecorder()
        let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(0.5), .absolute(120))) { environment in
            recorder.sizes.append(environment.container.contentSize)
            recorder.effectiveSizes.append(environment.container.effectiveContentSize)
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 10, height: 10))]
        }
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 14, bottom: 0, trailing: 14)
        let view = layOut(section, items: 3)
        expectFrame(view.frame(0), rect(14, 0, 10, 10), "item0")
        #expect(!recorder.sizes.isEmpty, "the provider was called")
        for recorded in recorder.sizes { expectSize(recorded, CGSize(width: 200, height: 120), "container size") }
        for recorded in recorder.effectiveSizes {
            expectSize(recorded, CGSize(width: 200, height: 120), "effective container size")
        }
    }

    /// Custom groups nest anywhere: a 0.5-wide custom group beside a 0.5-wide item in a row.
    /// The custom group is 214 × 100 at x 0; its frames (0,0,50,50) and (50,50,50,50); the item at 214.
    @Test func customGroupNestedInAHorizontalGroup() {
        let custom = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1))) { _ in
            [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 50, height: 50)),
             NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 50, y: 50, width: 50, height: 50))]
        }
        let cell = item(.fractionalWidth(0.5), .fractionalHeight(1))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                     subitems: [custom, cell])
        let view = layOut(NSCollectionLayoutSection(group: row), items: 4)
        expectFrame(view.frame(0), rect(0, 0, 50, 50), "item0")
        expectFrame(view.frame(1), rect(50, 50, 50, 50), "item1")
        expectFrame(view.frame(2), rect(214, 0, 214, 100), "item2")
        expectFrame(view.frame(3), rect(0, 100, 50, 50), "item3 (next row)")
    }
}

/// Collects what layout callbacks saw (container sizes, offsets), for assertions after layout.
@MainActor
final class SizeRecorder {
    var sizes: [CGSize] = []
    var effectiveSizes: [CGSize] = []
    var insets: [NSDirectionalEdgeInsets] = []
    var indices: [Int] = []
    var offsets: [CGPoint] = []
    var indexPaths: [IndexPath] = []
}
