#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// An orthogonal section lays its groups out in one line along the cross axis; frames are
/// reported at orthogonal offset 0; the section is one group tall (plus insets and boundary items).
@MainActor
@Suite struct OrthogonalSectionTests {
    /// The Objective-C rewards page's "rank" section: vertical `count: 3` columns 213 × 307 paging sideways, insets 16,
    /// spacing 10. Column k at x = 16 + k·223; section height 307.
    @Test func columnsOfThreeScrollSideways() {
        let cell = item(.absolute(213), .absolute(100))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(213), .absolute(307)),
                                                      subitem: cell, count: 3)
        column.interItemSpacing = .fixed(3.5)
        let section = NSCollectionLayoutSection(group: column)
        section.orthogonalScrollingBehavior = .groupPaging
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.interGroupSpacing = 10
        let view = layOut(section, items: 7)
        expectFrame(view.frame(0), rect(16, 0, 213, 100), "item0")
        expectFrame(view.frame(1), rect(16, 103.5, 213, 100), "item1")
        expectFrame(view.frame(2), rect(16, 207, 213, 100), "item2")
        expectFrame(view.frame(3), rect(239, 0, 213, 100), "item3 (column 1)")
        expectFrame(view.frame(6), rect(462, 0, 213, 100), "item6 (column 2)")
        expectValue(view.contentSize.height, 307, "section height: one group")
        expectValue(view.contentSize.width, 428, "content width: orthogonal content does not widen the layout")
    }

    /// Every behaviour but `.groupPagingCentered` reports the same frames at offset 0 (paging only changes
    /// where scrolling comes to rest). Groups of two 100-wide items; 5 items → 3 groups at
    /// x = 20 + k·(200 + 12).
    @Test(arguments: [UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous,
                      .continuousGroupLeadingBoundary, .paging, .groupPaging])
    func framesAtOffsetZero(behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) {
        let cell = item(.absolute(100), .fractionalHeight(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(200), .absolute(80)), subitems: [cell])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 20, bottom: 6, trailing: 20)
        let view = layOut(section, items: 5)
        expectFrame(view.frame(0), rect(20, 4, 100, 80), "item0")
        expectFrame(view.frame(1), rect(120, 4, 100, 80), "item1")
        expectFrame(view.frame(2), rect(232, 4, 100, 80), "item2")
        expectFrame(view.frame(4), rect(444, 4, 100, 80), "item4")
        expectValue(view.contentSize.height, 90, "section height (4 + 80 + 6)")
    }

    /// `.groupPagingCentered` keeps the group stride g + s and the section's one-group height;
    /// where group 0 rests depends on the centring insets, so only relative positions are pinned here.
    @Test func groupPagingCenteredKeepsTheStride() throws {
        let cell = item(.fractionalWidth(1), .fractionalHeight(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(280), .absolute(160)), subitems: [cell])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 10
        let view = layOut(section, items: 3)
        let first = try #require(view.frame(0))
        let second = try #require(view.frame(1))
        expectValue(second.minX - first.minX, 290, "stride")
        expectValue(first.width, 280, "width")
        expectValue(first.minY, 0, "y")
        expectValue(view.contentSize.height, 160, "section height")
    }

    /// A section after an orthogonal one starts right below it.
    @Test func followingSectionStacksBelow() {
        let cell = item(.fractionalWidth(1), .fractionalHeight(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(150), .absolute(120)), subitems: [cell])
        let carousel = NSCollectionLayoutSection(group: group)
        carousel.orthogonalScrollingBehavior = .continuous
        carousel.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
        let view = layOut(layout([carousel, rowSection(height: 44)]), items: [20, 2])
        expectFrame(view.frame(19, section: 0), rect(19 * 150, 10, 150, 120), "last carousel item")
        expectFrame(view.frame(0, section: 1), rect(0, 140, 428, 44), "s1 item0")
        expectValue(view.contentSize.height, 228, "content height")
    }

    /// Items of an orthogonal group use the group's geometry: `.fractionalHeight(0.5)` items in a vertical
    /// group of 0.4 · (926 − 0) = 370.4 → 185.2 each.
    @Test func orthogonalGroupFractionalHeight() {
        let cell = item(.fractionalWidth(1), .fractionalHeight(0.5))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(0.4)),
                                                     subitems: [cell])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let view = layOut(section, items: 3)
        expectFrame(view.frame(0), rect(0, 0, 214, 185.2), "item0")
        expectFrame(view.frame(1), rect(0, 185.2, 214, 185.2), "item1")
        expectFrame(view.frame(2), rect(214, 0, 214, 185.2), "item2 (second group, beside)")
        expectValue(view.contentSize.height, 370.4, "section height")
    }

    /// The behaviour enum's raw values follow the header's order.
    @Test func behaviourRawValues() {
        #expect(UICollectionLayoutSectionOrthogonalScrollingBehavior.none.rawValue == 0)
        #expect(UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous.rawValue == 1)
        #expect(UICollectionLayoutSectionOrthogonalScrollingBehavior.continuousGroupLeadingBoundary.rawValue == 2)
        #expect(UICollectionLayoutSectionOrthogonalScrollingBehavior.paging.rawValue == 3)
        #expect(UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging.rawValue == 4)
        #expect(UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPagingCentered.rawValue == 5)
    }
    /// A custom group in an orthogonal section: the provider's frames repeat group by group along x,
    /// 200 + 10 apart (the group's own width).
    @Test func customGroupsScrollSideways() {
        let group = NSCollectionLayoutGroup.custom(layoutSize: size(.absolute(200), .absolute(120))) { _ in
            [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 120, height: 120)),
             NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 130, y: 60, width: 60, height: 60))]
        }
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        let view = layOut(section, items: 5)
        expectFrame(view.frame(1), rect(130, 60, 60, 60), "item1")
        expectFrame(view.frame(2), rect(210, 0, 120, 120), "item2")
        expectFrame(view.frame(4), rect(420, 0, 120, 120), "item4")
        expectValue(view.contentSize.height, 120, "section height")
    }

    /// An empty orthogonal section contributes its header and insets only: 30 + 5 + 5 = 40.
    @Test func emptyOrthogonalSection() {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(150), .absolute(100)),
                                                       subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 0)
        section.boundarySupplementaryItems = [boundaryItem(Kind.header, .fractionalWidth(1), .absolute(30), .top)]
        let view = layOut(layout([section, rowSection(height: 44)]), items: [0, 1])
        expectFrame(view.frame(0, section: 1), rect(0, 40, 428, 44), "next section")
    }
    /// `.groupPagingCentered` adds leading and trailing insets of (Wv − g)/2 to the section's own (the
    /// spec's inferred formula): with insets 16 and 280-wide groups in 428, group 0 starts at
    /// 16 + (428 − 280)/2 = 90; group 1 at 90 + 280 + 10 = 380.
    @Test func groupPagingCenteredInsets() {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(280), .absolute(160)),
                                                       subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.contentInsets = insets(16)
        section.interGroupSpacing = 10
        let view = layOut(section, items: 3)
        expectFrame(view.frame(0), rect(90, 16, 280, 160), "item0")
        expectFrame(view.frame(1), rect(380, 16, 280, 160), "item1")
        expectValue(view.contentSize.height, 192, "section height")
    }
}
