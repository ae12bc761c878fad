#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// Item supplementaries (badges): container anchor, offsets and item anchor. The host is a
/// 100 × 100 item at (0, 0) (`badgeHostSection`); badges are 20 × 20 unless stated.
@MainActor
@Suite struct BadgeAnchorTests {
    /// Each axis independently: leading → 0, trailing → 80, neither → centred 40; top → 0, bottom → 80.
    nonisolated static let edgeCases: [(NSDirectionalRectEdge, CGPoint)] = [
        ([.top, .leading], CGPoint(x: 0, y: 0)),
        ([.top, .trailing], CGPoint(x: 80, y: 0)),
        ([.bottom, .leading], CGPoint(x: 0, y: 80)),
        ([.bottom, .trailing], CGPoint(x: 80, y: 80)),
        (.top, CGPoint(x: 40, y: 0)),
        (.bottom, CGPoint(x: 40, y: 80)),
        (.leading, CGPoint(x: 0, y: 40)),
        (.trailing, CGPoint(x: 80, y: 40)),
        ([], CGPoint(x: 40, y: 40)),
    ]

    @Test(arguments: edgeCases)
    func containerAnchorEdges(edges: NSDirectionalRectEdge, origin: CGPoint) {
        let view = layOut(badgeHostSection(anchor: NSCollectionLayoutAnchor(edges: edges)), items: 1)
        expectFrame(view.supplementaryFrame(Kind.badge), CGRect(origin: origin, size: CGSize(width: 20, height: 20)),
                    "edges \(edges.rawValue)")
    }

    /// Absolute offsets add points: top-leading (−5, −5) sticks out of the corner.
    @Test func absoluteOffset() {
        let anchor = NSCollectionLayoutAnchor(edges: [.top, .leading], absoluteOffset: CGPoint(x: -5, y: -5))
        #expect(anchor.isAbsoluteOffset && !anchor.isFractionalOffset)
        let view = layOut(badgeHostSection(anchor: anchor), items: 1)
        expectFrame(view.supplementaryFrame(Kind.badge), rect(-5, -5, 20, 20), "badge")
    }

    /// Fractional offsets are fractions of the badge's own size: (0.3, −0.3) of 20 = (6, −6).
    @Test func fractionalOffsetIsOfTheBadgeSize() {
        let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        #expect(anchor.isFractionalOffset && !anchor.isAbsoluteOffset)
        #expect(anchor.offset == CGPoint(x: 0.3, y: -0.3))
        let view = layOut(badgeHostSection(anchor: anchor, badgeSize: CGSize(width: 40, height: 20)), items: 1)
        // A 40 × 20 badge: x = 100 − 40 + 0.3·40 = 72, y = 0 − 0.3·20 = −6.
        expectFrame(view.supplementaryFrame(Kind.badge), rect(72, -6, 40, 20), "badge")
    }

    /// The item anchor glues a point of the badge to the container-anchor point (header diagram):
    /// container top-trailing + (10, −10) = (110, −10); the badge's bottom-leading corner goes there:
    /// origin (110, −10 − 20) = (110, −30).
    @Test func itemAnchorGluesTheBadgesCorner() {
        let container = NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 10, y: -10))
        let itemAnchor = NSCollectionLayoutAnchor(edges: [.bottom, .leading])
        let view = layOut(badgeHostSection(anchor: container, itemAnchor: itemAnchor), items: 1)
        expectFrame(view.supplementaryFrame(Kind.badge), rect(110, -30, 20, 20), "badge")
    }

    /// The item anchor's own offset is added last: + (2, 3) → (112, −27).
    @Test func itemAnchorOffset() {
        let container = NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 10, y: -10))
        let itemAnchor = NSCollectionLayoutAnchor(edges: [.bottom, .leading], absoluteOffset: CGPoint(x: 2, y: 3))
        let view = layOut(badgeHostSection(anchor: container, itemAnchor: itemAnchor), items: 1)
        expectFrame(view.supplementaryFrame(Kind.badge), rect(112, -27, 20, 20), "badge")
    }

    /// An item anchor at the badge's centre (no edges) centres it on a corner: (100 − 10, 0 − 10).
    @Test func centredItemAnchor() {
        let view = layOut(badgeHostSection(anchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]),
                                           itemAnchor: NSCollectionLayoutAnchor(edges: [])), items: 1)
        expectFrame(view.supplementaryFrame(Kind.badge), rect(90, -10, 20, 20), "badge")
    }

    /// Badges follow their item's index path and frame: section 1 starts at y 10 (below one 10-pt row);
    /// its 6th 0.25-wide 50-tall item (row 1, column 1) is at (107, 60); its bottom-trailing badge at
    /// (107 + 107 − 20, 60 + 50 − 20) = (194, 90).
    @Test func badgesFollowTheirItems() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(20)), elementKind: Kind.badge,
            containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .trailing]))
        let cell = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)),
                                          supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                       subitems: [cell])
        let view = layOut(layout([rowSection(height: 10), NSCollectionLayoutSection(group: group)]), items: [1, 6])
        expectFrame(view.supplementaryFrame(Kind.badge, item: 5, section: 1), rect(194, 90, 20, 20), "badge of (1, 5)")
        let attributes = view.layout.layoutAttributesForSupplementaryView(ofKind: Kind.badge,
                                                                          at: IndexPath(item: 5, section: 1))
        #expect(attributes?.indexPath == IndexPath(item: 5, section: 1))
        #expect(view.elements(ofKind: Kind.badge).count == 6, "one badge per item")
        #expect(view.supplementaryFrame(Kind.badge, item: 0, section: 0) == nil, "section 0 items carry none")
    }

    /// Several supplementaries of different kinds on one item; zIndex defaults to 1 and is honoured.
    @Test func twoBadgesPerItem() {
        let first = NSCollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(20)), elementKind: Kind.badge,
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .leading]))
        let second = NSCollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(10), .absolute(10)), elementKind: Kind.secondBadge,
            containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .trailing]))
        second.zIndex = 9
        #expect(first.zIndex == 1)
        let cell = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(100)), supplementaryItems: [first, second])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(100), .absolute(100)), subitems: [cell])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 1)
        expectFrame(view.supplementaryFrame(Kind.badge), rect(0, 0, 20, 20), "first")
        expectFrame(view.supplementaryFrame(Kind.secondBadge), rect(90, 90, 10, 10), "second")
        #expect(view.layout.layoutAttributesForSupplementaryView(ofKind: Kind.badge, at: IndexPath(item: 0, section: 0))?.zIndex == 1)
        #expect(view.layout.layoutAttributesForSupplementaryView(ofKind: Kind.secondBadge, at: IndexPath(item: 0, section: 0))?.zIndex == 9)
    }

    /// Supplementaries size against the host frame: 0.5w × 0.25h of a 100 × 100 host = 50 × 25.
    @Test func fractionalBadgeSizeIsOfTheHost() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(0.25)), elementKind: Kind.badge,
            containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom]))
        let cell = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(100)), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(100), .absolute(100)), subitems: [cell])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 1)
        expectFrame(view.supplementaryFrame(Kind.badge), rect(25, 75, 50, 25), "badge")
    }

    /// Badges do not grow items, groups or the content: one below the item leaves the content 100 tall.
    @Test func badgesDoNotGrowTheContent() {
        let anchor = NSCollectionLayoutAnchor(edges: [.bottom], fractionalOffset: CGPoint(x: 0, y: 1))
        let view = layOut(badgeHostSection(anchor: anchor), items: 1)
        expectFrame(view.supplementaryFrame(Kind.badge), rect(40, 100, 20, 20), "badge below the item")
        expectFrame(view.frame(0), rect(0, 0, 100, 100), "item")
        expectValue(view.contentSize.height, 100, "content height")
    }
}

/// Supplementaries attached to groups (a group is-a item).
@MainActor
@Suite struct GroupSupplementaryTests {
    /// A 30 × 30 top-trailing badge on every 428 × 100 row of four items: one per group, at (398, 100·g).
    /// 10 items → 3 groups (the last partial) → 3 badges.
    @Test func oneSupplementaryPerGroup() {
        let cell = item(.fractionalWidth(0.25), .fractionalHeight(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                       subitems: [cell])
        group.supplementaryItems = [NSCollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(30), .absolute(30)), elementKind: Kind.groupBadge,
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))]
        let view = layOut(NSCollectionLayoutSection(group: group), items: 10)
        let badges = view.elements(ofKind: Kind.groupBadge)
        #expect(badges.count == 3)
        for (index, badge) in badges.enumerated() {
            expectFrame(badge.frame, rect(398, 100 * CGFloat(index), 30, 30), "group badge \(index)")
            #expect(badge.representedElementCategory == .supplementaryView)
            #expect(badge.zIndex == 1, "supplementary items default to zIndex 1")
        }
        // Group supplementaries do not change the items.
        expectFrame(view.frame(9), rect(107, 200, 107, 100), "item9")
    }

    /// A supplementary on a nested group anchors to that nested group's frame: the trailing 0.5-wide
    /// column of each row gets a bottom-leading 10 × 10 marker at (214, 100·g + 90).
    @Test func supplementaryOnANestedGroup() {
        let cell = item(.fractionalWidth(1), .fractionalHeight(0.5))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)),
                                                      subitems: [cell])
        column.supplementaryItems = [NSCollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(10), .absolute(10)), elementKind: Kind.groupBadge,
            containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]))]
        let leading = item(.fractionalWidth(0.5), .fractionalHeight(1))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                     subitems: [leading, column])
        let view = layOut(NSCollectionLayoutSection(group: row), items: 6)
        let badges = view.elements(ofKind: Kind.groupBadge)
        #expect(badges.count == 2)
        if badges.count == 2 {
            expectFrame(badges[0].frame, rect(214, 90, 10, 10), "row 0")
            expectFrame(badges[1].frame, rect(214, 190, 10, 10), "row 1")
        }
    }
}
