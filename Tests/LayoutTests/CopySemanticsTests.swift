#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// UIKit's copying (ARCHITECTURE "Reference semantics … and UIKit's copying"): a group copies its
/// subitems, a section its group, a layout its sections and configuration, at hand-over time.
@MainActor
@Suite struct CopySemanticsTests {
    /// Compositional-layout walkthrough fig. 11/12: item insets set *after* the item went into a group have no effect…
    @Test func itemChangesAfterGroupingHaveNoEffect() {
        let cell = item(.fractionalWidth(1), .fractionalHeight(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [cell])
        cell.contentInsets = insets(10)
        cell.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(20), top: nil, trailing: nil, bottom: nil)
        let view = layOut(NSCollectionLayoutSection(group: group), items: 1)
        expectFrame(view.frame(0), rect(0, 0, 428, 44), "item0 ignores the late insets")
    }

    /// …while insets set before grouping apply (fig. 12): (10, 10, 408, 24).
    @Test func itemChangesBeforeGroupingApply() {
        let cell = item(.fractionalWidth(1), .fractionalHeight(1))
        cell.contentInsets = insets(10)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [cell])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 1)
        expectFrame(view.frame(0), rect(10, 10, 408, 24), "item0")
    }

    /// A group changed after the section got it: no effect.
    @Test func groupChangesAfterSectionCreationHaveNoEffect() {
        let cell = item(.absolute(100), .fractionalHeight(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [cell])
        let section = NSCollectionLayoutSection(group: group)
        group.interItemSpacing = .fixed(50)
        group.contentInsets = insets(5)
        let view = layOut(section, items: 2)
        expectFrame(view.frame(1), rect(100, 0, 100, 44), "item1")
    }

    /// A section changed after `UICollectionViewCompositionalLayout(section:)` got it: no effect, even
    /// after invalidation.
    @Test func sectionChangesAfterHandOverHaveNoEffect() {
        let section = rowSection(height: 44)
        let header = boundaryItem(Kind.header, .fractionalWidth(1), .absolute(30), .top)
        section.boundarySupplementaryItems = [header]
        let layout = UICollectionViewCompositionalLayout(section: section)
        section.interGroupSpacing = 50
        section.contentInsets = insets(20)
        section.orthogonalScrollingBehavior = .continuous
        header.zIndex = 5
        let view = layOut(layout, items: [2])
        layout.invalidateLayout()
        view.collectionView.layoutIfNeeded()
        expectFrame(view.frame(1), rect(0, 74, 428, 44), "item1 (30 + 44)")
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: Kind.header, at: IndexPath(item: 0, section: 0))?.zIndex == 1)
    }

    /// `layout.configuration` is copied when set (`@NSCopying`): later changes to the object have no effect.
    @Test func configurationIsCopiedWhenSet() {
        let layout = layout([rowSection(height: 44), rowSection(height: 44)])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        layout.configuration = configuration
        configuration.interSectionSpacing = 100
        configuration.scrollDirection = .horizontal
        let view = layOut(layout, items: [1, 1])
        layout.invalidateLayout()
        view.collectionView.layoutIfNeeded()
        expectFrame(view.frame(0, section: 1), rect(0, 54, 428, 44), "s1 item0 (spacing 10)")
        #expect(layout.configuration !== configuration)
        #expect(layout.configuration.interSectionSpacing == 10)
    }

    /// The configuration given to an initializer is copied too.
    @Test func configurationIsCopiedAtInit() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, _ in rowSection(height: 44) },
                                                         configuration: configuration)
        configuration.interSectionSpacing = 100
        let view = layOut(layout, items: [1, 1])
        expectFrame(view.frame(0, section: 1), rect(0, 54, 428, 44), "s1 item0 (spacing 10)")
    }

    /// Global boundary items are copied with the configuration.
    @Test func globalItemsAreCopied() {
        let header = boundaryItem(Kind.layoutHeader, .fractionalWidth(1), .absolute(60), .top)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [header]
        let layout = UICollectionViewCompositionalLayout(section: rowSection(height: 44), configuration: configuration)
        header.pinToVisibleBounds = true
        let view = layOut(layout, items: [30], size: CGSize(width: 428, height: 300))
        view.scroll(to: CGPoint(x: 0, y: 200))
        expectFrame(view.supplementaryFrame(Kind.layoutHeader), rect(0, 0, 428, 60), "not pinned")
    }

    /// One item object used in two groups behaves the same in both; groups are independent copies.
    @Test func sharedItemObjects() {
        let cell = item(.fractionalWidth(0.5), .fractionalHeight(1))
        let first = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [cell])
        cell.contentInsets = insets(2)
        let second = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [cell])
        let view = layOut(layout([NSCollectionLayoutSection(group: first), NSCollectionLayoutSection(group: second)]),
                          items: [1, 1])
        expectFrame(view.frame(0, section: 0), rect(0, 0, 214, 40), "first group: no insets")
        expectFrame(view.frame(0, section: 1), rect(2, 42, 210, 36), "second group: insets")
    }
}
