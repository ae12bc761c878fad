#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// Nested groups are items of their parent (a group is-a item): their edge spacing, insets, spacing and
/// supplementaries work at every level.
@MainActor
@Suite struct NestedGroupGeometryTests {
    /// Edge spacing on a nested group moves it like an item: 100-wide columns with leading 10
    /// take 110 each; three fit in 428 (440 would not): x = 10, 120, 230.
    @Test func edgeSpacingOnANestedGroup() {
        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)),
                                                      subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        column.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(10), top: nil, trailing: nil, bottom: nil)
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [column])
        let view = layOut(NSCollectionLayoutSection(group: row), items: 7)
        expectFrame(view.frame(0), rect(10, 0, 100, 50), "item0")
        expectFrame(view.frame(1), rect(10, 50, 100, 50), "item1")
        expectFrame(view.frame(2), rect(120, 0, 100, 50), "item2")
        expectFrame(view.frame(5), rect(230, 50, 100, 50), "item5")
        expectFrame(view.frame(6), rect(10, 100, 100, 50), "item6 (next row)")
    }

    /// A nested group's insets shrink its container: 214 × 100 columns inset (5, 10, 5, 10) hold
    /// 194 × 45 items from (10, 5).
    @Test func insetsOnANestedGroup() {
        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)),
                                                      subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        column.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [column])
        let view = layOut(NSCollectionLayoutSection(group: row), items: 4)
        expectFrame(view.frame(0), rect(10, 5, 194, 45), "item0")
        expectFrame(view.frame(1), rect(10, 50, 194, 45), "item1")
        expectFrame(view.frame(2), rect(224, 5, 194, 45), "item2")
        expectFrame(view.frame(3), rect(224, 50, 194, 45), "item3")
    }

    /// Flexible spacing in a vertical group: three 80-tall items in 300 (a fourth needs 350); leftover
    /// 300 − 240 − 20 = 40 over two gaps → 30 each: y = 0, 110, 220.
    @Test func flexibleSpacingInAVerticalGroup() {
        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(100), .absolute(300)),
                                                      subitems: [item(.fractionalWidth(1), .absolute(80))])
        column.interItemSpacing = .flexible(10)
        let view = layOut(NSCollectionLayoutSection(group: column), items: 4)
        expectFrame(view.frame(0), rect(0, 0, 100, 80), "item0")
        expectFrame(view.frame(1), rect(0, 110, 100, 80), "item1")
        expectFrame(view.frame(2), rect(0, 220, 100, 80), "item2")
        expectFrame(view.frame(3), rect(0, 300, 100, 80), "item3")
    }

    /// Badges on the items of a `count: 3` group follow the computed item frames: item1 spans
    /// 142.666…–285.333…; its 10 × 10 top-trailing badge sits at 275.333….
    @Test func badgesInACountGroup() {
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: size(.absolute(10), .absolute(10)), elementKind: Kind.badge,
                                                        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let cell = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(60)), subitem: cell, count: 3)
        let view = layOut(NSCollectionLayoutSection(group: group), items: 4)
        let third: CGFloat = 428.0 / 3.0
        expectFrame(view.supplementaryFrame(Kind.badge, item: 1), rect(2 * third - 10, 0, 10, 10), "badge1")
        expectFrame(view.supplementaryFrame(Kind.badge, item: 3), rect(third - 10, 60, 10, 10), "badge3")
    }

    /// An orthogonal section with everything: insets (10, 16, 12, 16), a 30-pt header, a 20-pt footer and
    /// a background. Height 30 + 10 + 100 + 12 + 20 = 172; groups 150 + 8 apart from x 16.
    @Test func orthogonalSectionWithBoundaryItemsAndBackground() {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(150), .absolute(100)),
                                                       subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 12, trailing: 16)
        section.boundarySupplementaryItems = [boundaryItem(Kind.header, .fractionalWidth(1), .absolute(30), .top),
                                              boundaryItem(Kind.footer, .fractionalWidth(1), .absolute(20), .bottom)]
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: Kind.background)]
        let view = layOut(section, items: 5)
        expectFrame(view.supplementaryFrame(Kind.header), rect(16, 0, 396, 30), "header")
        expectFrame(view.frame(0), rect(16, 40, 150, 100), "item0")
        expectFrame(view.frame(1), rect(174, 40, 150, 100), "item1")
        expectFrame(view.frame(4), rect(648, 40, 150, 100), "item4")
        expectFrame(view.supplementaryFrame(Kind.footer), rect(16, 152, 396, 20), "footer")
        expectFrame(view.layout.layoutAttributesForDecorationView(ofKind: Kind.background, at: IndexPath(item: 0, section: 0))?.frame,
                    rect(0, 0, 428, 172), "background")
        expectValue(view.contentSize.height, 172, "section height")
    }
}
