#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// Worked examples: layouts from Apple's samples and common tutorials with their frames computed by hand
/// from the rules; each test shows the arithmetic and is numbered.
@MainActor
@Suite struct WorkedExampleTests {
    /// #1 Apple "Grid": 0.2-wide items in a full-width row whose height is 0.2 of the width.
    /// 0.2 × 428 = 85.6; five of them fill 428 exactly, which in IEEE doubles is 428.00000000000006:
    /// the fit tolerance must keep item 4 in the first row.
    @Test func example01Grid() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2),
                                                                             heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2)),
            subitems: [item])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 12, size: phone428)
        expectFrame(view.frame(0), rect(0, 0, 85.6, 85.6), "item0")
        expectFrame(view.frame(1), rect(85.6, 0, 85.6, 85.6), "item1")
        expectFrame(view.frame(2), rect(171.2, 0, 85.6, 85.6), "item2")
        expectFrame(view.frame(3), rect(256.8, 0, 85.6, 85.6), "item3")
        expectFrame(view.frame(4), rect(342.4, 0, 85.6, 85.6), "item4 (lost by a naive comparison)")
        expectFrame(view.frame(5), rect(0, 85.6, 85.6, 85.6), "item5")
        // item 11 = group ⌊11/5⌋ = 2, slot 1: (85.6, 2·85.6 = 171.2).
        expectFrame(view.frame(11), rect(85.6, 171.2, 85.6, 85.6), "item11")
        // 3 groups × 85.6 = 256.8.
        expectSize(view.contentSize, CGSize(width: 428, height: 256.8), "content size")
    }

    /// #2 Apple "Inset Items Grid": #1 with 5-pt item insets: 85.6 − 10 = 75.6.
    @Test func example02InsetItemsGrid() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2),
                                                                             heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2)),
            subitems: [item])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 12, size: phone428)
        expectFrame(view.frame(0), rect(5, 5, 75.6, 75.6), "item0")
        expectFrame(view.frame(1), rect(90.6, 5, 75.6, 75.6), "item1")  // 85.6 + 5
        expectFrame(view.frame(5), rect(5, 90.6, 75.6, 75.6), "item5")
        expectSize(view.contentSize, CGSize(width: 428, height: 256.8), "content size (insets do not grow groups)")
    }

    /// #3 Apple "Two-Column": `count: 2` with 10-pt spacing inside 10-pt section side insets.
    /// (390 − 2·10 − 10) / 2 = 180; item1 x = 10 + 180 + 10 = 200; rows 44 + 10 apart.
    @Test func example03TwoColumn() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                             heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            subitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let view = layOut(section, items: 5, size: phone390)
        expectFrame(view.frame(0), rect(10, 0, 180, 44), "item0")
        expectFrame(view.frame(1), rect(200, 0, 180, 44), "item1")
        expectFrame(view.frame(2), rect(10, 54, 180, 44), "item2")
        expectFrame(view.frame(4), rect(10, 108, 180, 44), "item4")
        // 3 groups: 3·44 + 2·10 = 152.
        expectValue(view.contentSize.height, 152, "content height")
    }

    /// #4 Vertical `count: 3` group 307 tall with 3.5 spacing: (307 − 2·3.5) / 3 = 100.
    @Test func example04VerticalCountGroup() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(213),
                                                                             heightDimension: .absolute(100)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(213), heightDimension: .absolute(307)),
            subitem: item, count: 3)
        group.interItemSpacing = .fixed(3.5)
        let view = layOut(NSCollectionLayoutSection(group: group), items: 4, size: phone390)
        expectFrame(view.frame(0), rect(0, 0, 213, 100), "item0")
        expectFrame(view.frame(1), rect(0, 103.5, 213, 100), "item1")
        expectFrame(view.frame(2), rect(0, 207, 213, 100), "item2")
        expectFrame(view.frame(3), rect(0, 307, 213, 100), "item3 (second group)")
    }

    /// #6 A 94-row list (the backport's test that ran on real UIKit): item i at (0, 44i, 390, 44).
    @Test func example06NinetyFourRows() {
        let view = layOut(rowSection(height: 44), items: 94, size: phone390)
        for index in [0, 1, 2, 50, 93] {
            expectFrame(view.frame(index), rect(0, 44 * CGFloat(index), 390, 44), "item\(index)")
        }
        expectFrame(view.frame(93), rect(0, 4092, 390, 44), "item93")
        expectSize(view.contentSize, CGSize(width: 390, height: 4136), "content size (94 · 44)")
    }

    /// #7 Fixed 15-pt spacing counts in the fit test: 90 + 15 + 90 + 15 + 90 = 300 fits exactly,
    /// a fourth would need 405.
    @Test func example07FixedSpacingFit() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(90),
                                                                             heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50)),
            subitems: [item])
        group.interItemSpacing = .fixed(15)
        let view = layOut(NSCollectionLayoutSection(group: group), items: 4, size: CGSize(width: 300, height: 600))
        expectFrame(view.frame(0), rect(0, 0, 90, 50), "item0")
        expectFrame(view.frame(1), rect(105, 0, 90, 50), "item1")
        expectFrame(view.frame(2), rect(210, 0, 90, 50), "item2")
        expectFrame(view.frame(3), rect(0, 50, 90, 50), "item3")
    }

    /// #9 Apple's edgeSpacing example: trailing fixed 2 puts 20-pt items at 0, 22, 44.
    @Test func example09EdgeSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20),
                                                                             heightDimension: .absolute(20)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: nil, trailing: .fixed(2), bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(70), heightDimension: .absolute(20)),
            subitems: [item])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 3, size: phone390)
        expectFrame(view.frame(0), rect(0, 0, 20, 20), "item0")
        expectFrame(view.frame(1), rect(22, 0, 20, 20), "item1")
        expectFrame(view.frame(2), rect(44, 0, 20, 20), "item2")
    }

    /// #10 Apple's contentInsets example: 20×20 items with 2-pt insets become 16×16; the group stays 60×20.
    @Test func example10ItemContentInsets() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20),
                                                                             heightDimension: .absolute(20)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(60), heightDimension: .absolute(20)),
            subitems: [item])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 6, size: phone390)
        expectFrame(view.frame(0), rect(2, 2, 16, 16), "item0")
        expectFrame(view.frame(1), rect(22, 2, 16, 16), "item1")
        expectFrame(view.frame(2), rect(42, 2, 16, 16), "item2")
        // The group is still 20 tall: the second group's first item sits at 20 + 2.
        expectFrame(view.frame(3), rect(2, 22, 16, 16), "item3 (second group)")
        expectValue(view.contentSize.height, 40, "content height (2 groups of 20)")
    }

    /// #12 Apple "Item Badges": a badge at the top-trailing corner of the inset cell, pushed out by 30 %
    /// of its own size. Section content width 390 − 40 = 350, group 350 × (0.2·350 = 70) at (20, 20);
    /// cell = 0.25·350 = 87.5 minus 2·5 = 77.5 wide; badge x = 25 + 77.5 − 20 + 0.3·20 = 88.5, y = 25 − 6 = 19.
    @Test func example12ItemBadges() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: Kind.badge,
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25),
                                                                             heightDimension: .fractionalHeight(1.0)),
                                          supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        let view = layOut(section, items: 4, size: phone390)
        expectFrame(view.frame(0), rect(25, 25, 77.5, 60), "item0")
        expectFrame(view.supplementaryFrame(Kind.badge, item: 0), rect(88.5, 19, 20, 20), "badge0")
        expectFrame(view.frame(1), rect(112.5, 25, 77.5, 60), "item1")  // 20 + 87.5 + 5
        expectFrame(view.supplementaryFrame(Kind.badge, item: 1), rect(176, 19, 20, 20), "badge1")
        expectValue(view.contentSize.height, 110, "content height (20 + 70 + 20)")
    }

    /// #13 Container anchor `[.top, .trailing]` with absolute offset (10, −10) on a 100×100 host:
    /// x = 100 − 20 + 10 = 90, y = 0 − 10 = −10.
    @Test func example13AbsoluteAnchorOffset() {
        let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 10, y: -10))
        let view = layOut(badgeHostSection(anchor: anchor), items: 1, size: phone390)
        expectFrame(view.frame(0), rect(0, 0, 100, 100), "host")
        expectFrame(view.supplementaryFrame(Kind.badge), rect(90, -10, 20, 20), "badge")
    }

    /// #14 Fractional offset (0.5, −0.5) of a 20×20 badge centres it on the host's top-trailing corner:
    /// x = 80 + 0.5·20 = 90, y = 0 − 0.5·20 = −10.
    @Test func example14FractionalAnchorOffset() {
        let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5))
        let view = layOut(badgeHostSection(anchor: anchor), items: 1, size: phone390)
        expectFrame(view.supplementaryFrame(Kind.badge), rect(90, -10, 20, 20), "badge")
    }

    /// #18 Apple "Section Headers/Footers": header and footer follow the 10-pt side insets (370 wide);
    /// the header pushes rows down by 44; rows 44 + 5 apart; footer after the last row.
    /// The estimated 44-pt header and footer are laid out at their estimate (plain views do not self-size).
    @Test func example18SectionHeadersAndFooters() {
        let section = rowSection(height: 44)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: Kind.header, alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: Kind.footer, alignment: .bottom),
        ]
        let view = layOut(section, items: 3, size: phone390)
        expectFrame(view.supplementaryFrame(Kind.header), rect(10, 0, 370, 44), "header")
        expectFrame(view.frame(0), rect(10, 44, 370, 44), "item0")
        expectFrame(view.frame(1), rect(10, 93, 370, 44), "item1")
        expectFrame(view.frame(2), rect(10, 142, 370, 44), "item2")
        expectFrame(view.supplementaryFrame(Kind.footer), rect(10, 186, 370, 44), "footer")
        expectValue(view.contentSize.height, 230, "section height")
    }

    /// #22 Apple "Section Background Decoration": the background is the whole section frame
    /// (0, 0, 390, 10 + 3·44 + 2·5 + 10 = 162) inset by 5 → (5, 5, 380, 152), zIndex 0; cells promoted to 1.
    @Test func example22SectionBackground() {
        let section = rowSection(height: 44)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: Kind.background)
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let view = layOut(section, items: 3, size: phone390)
        expectFrame(view.frame(0), rect(10, 10, 370, 44), "item0")
        expectFrame(view.frame(1), rect(10, 59, 370, 44), "item1")
        expectFrame(view.frame(2), rect(10, 108, 370, 44), "item2")
        expectValue(view.contentSize.height, 162, "section height")
        let decoration = view.layout.layoutAttributesForDecorationView(ofKind: Kind.background,
                                                                       at: IndexPath(item: 0, section: 0))
        expectFrame(decoration?.frame, rect(5, 5, 380, 152), "decoration")
        #expect(decoration?.zIndex == 0)
        for index in 0..<3 {
            #expect(view.attributes(index)?.zIndex == 1, "cell \(index) is promoted above the background")
        }
    }

    /// #26 Apple "Conference Video Sessions" (narrow): an orthogonal row of 0.85-wide groups.
    /// Group width 0.85 · (390 − 40) = 297.5; groups 297.5 + 20 apart from x = 20;
    /// header 350 wide; section height 44 + 250 = 294.
    @Test func example26ConferenceVideoSessions() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                             heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(250)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 20
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
            elementKind: Kind.header, alignment: .top)]
        let view = layOut(section, items: 5, size: phone390)
        expectFrame(view.supplementaryFrame(Kind.header), rect(20, 0, 350, 44), "header")
        expectFrame(view.frame(0), rect(20, 44, 297.5, 250), "item0")
        expectFrame(view.frame(1), rect(337.5, 44, 297.5, 250), "item1")
        expectFrame(view.frame(2), rect(655, 44, 297.5, 250), "item2")
        expectFrame(view.frame(4), rect(1290, 44, 297.5, 250), "item4")  // 20 + 4·317.5
        expectValue(view.contentSize.height, 294, "section height")
        // The main content does not grow sideways: orthogonal content scrolls inside the section.
        expectValue(view.contentSize.width, 390, "content width")
    }

    /// #28 A custom group's frames are relative to the group origin; the section's leading inset moves them.
    @Test func example28CustomGroup() {
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(200))
        ) { _ in
            [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 100, height: 100)),
             NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 100, y: 50, width: 50, height: 50))]
        }
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)
        let view = layOut(section, items: 4, size: phone390)
        expectFrame(view.frame(0), rect(20, 0, 100, 100), "item0")
        expectFrame(view.frame(1), rect(120, 50, 50, 50), "item1")
        expectFrame(view.frame(2), rect(20, 200, 100, 100), "item2")
        expectFrame(view.frame(3), rect(120, 250, 50, 50), "item3")
    }

    /// #30: a list of estimated 44-pt rows is laid out at the estimate first: (0, 44i, 390, 44);
    /// when the cells report 60, 30 and 44 (UIKit's seam: the preferred attributes handed to
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`, then to its context and
    /// `invalidateLayout(with:)`; a row that measures its estimate changes nothing), the rows stack at
    /// their own heights: (0,0,390,60), (0,60,390,30), (0,90,390,44); content 60 + 30 + 44 = 134.
    @Test func example30SelfSizingList() throws {
        let cell = item(.fractionalWidth(1), .estimated(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [cell])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 3, size: phone390)
        expectFrame(view.frame(0), rect(0, 0, 390, 44), "item0 (estimate)")
        expectFrame(view.frame(1), rect(0, 44, 390, 44), "item1 (estimate)")
        expectFrame(view.frame(2), rect(0, 88, 390, 44), "item2 (estimate)")
        expectValue(view.contentSize.height, 132, "content height (estimates)")
        for (index, height) in [CGFloat(60), 30, 44].enumerated() {
            let original = try #require(view.attributes(index))
            let preferred = original.copy()
            preferred.frame.size.height = height
            #expect(view.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
                    == (height != 44))
            view.layout.invalidateLayout(with: view.layout.invalidationContext(forPreferredLayoutAttributes: preferred,
                                                                              withOriginalAttributes: original))
        }
        view.layout.invalidateLayout()
        view.collectionView.layoutIfNeeded()
        expectFrame(view.frame(0), rect(0, 0, 390, 60), "item0")
        expectFrame(view.frame(1), rect(0, 60, 390, 30), "item1")
        expectFrame(view.frame(2), rect(0, 90, 390, 44), "item2")
        expectValue(view.contentSize.height, 134, "content height")
    }
}

/// A vertical list section: full-width rows of `height` points, one item per row.
@MainActor
func rowSection(height: CGFloat) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                         heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(height)),
        subitems: [item])
    return NSCollectionLayoutSection(group: group)
}

/// One 100×100 item at (0, 0) carrying a 20×20 badge with `anchor` (and optionally an item anchor).
@MainActor
func badgeHostSection(anchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor? = nil,
                      badgeSize: CGSize = CGSize(width: 20, height: 20)) -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(widthDimension: .absolute(badgeSize.width), heightDimension: .absolute(badgeSize.height))
    let badge = if let itemAnchor {
        NSCollectionLayoutSupplementaryItem(layoutSize: size, elementKind: Kind.badge, containerAnchor: anchor,
                                            itemAnchor: itemAnchor)
    } else {
        NSCollectionLayoutSupplementaryItem(layoutSize: size, elementKind: Kind.badge, containerAnchor: anchor)
    }
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100),
                                                                         heightDimension: .absolute(100)),
                                      supplementaryItems: [badge])
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)),
        subitems: [item])
    return NSCollectionLayoutSection(group: group)
}
