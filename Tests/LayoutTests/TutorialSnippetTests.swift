#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// The layout-building snippets of common compositional-layout tutorials, compiled as written —
/// Swift verbatim, Objective-C translated literally — and checked against what the notes state.
/// Where a snippet is not valid UIKit the closest valid equivalent is used and the comment says why.
@MainActor
@Suite struct TutorialSnippetTests {
    // MARK: Compositional-layout walkthrough (kingnight, "UICollection Compositional Layout全详解")

    /// Compositional-layout walkthrough "布局关系": the grid. The note: on a 428-pt screen the group is 428 wide and 0.2 · 428
    /// tall, the items 0.2 · 428 wide (it prints 85.7; 0.2 · 428 = 85.6 exactly) — five per row.
    @Test func walkthroughGrid() throws {
        func configLayout() -> UICollectionViewLayout {
            //Group width = 1.0，super view是section，section parent是collectionview layout所以它会占据整个屏幕的宽度，height = 0.2 *它的super view的宽度也是section
            let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
            let item = NSCollectionLayoutItem(layoutSize: itemSize)

            let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

            let section = NSCollectionLayoutSection(group: group)
            let layout = UICollectionViewCompositionalLayout(section: section)
            return layout
        }
        let layout = try #require(configLayout() as? UICollectionViewCompositionalLayout)
        let view = layOut(layout, items: [10])
        for index in 0..<5 {
            expectFrame(view.frame(index), rect(85.6 * CGFloat(index), 0, 85.6, 85.6), "item\(index)")
        }
        expectFrame(view.frame(5), rect(0, 85.6, 85.6, 85.6), "item5 starts row 2")
    }

    /// The compositional-layout walkthrough's three `NSCollectionLayoutDimension` examples: 44 × 44 absolute, 200 × 100 estimated,
    /// and 0.2w × 0.2w — "a square that grows and shrinks with its container" (85.6 at 428).
    @Test func walkthroughDimensionExamples() {
        let absoluteSize = NSCollectionLayoutSize(widthDimension: .absolute(44),
                                                 heightDimension: .absolute(44))
        let estimatedSize = NSCollectionLayoutSize(widthDimension: .estimated(200),
                                                  heightDimension: .estimated(100))
        let fractionalSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2),
                                                   heightDimension: .fractionalWidth(0.2))
        #expect(absoluteSize.widthDimension.isAbsolute && absoluteSize.heightDimension.dimension == 44)
        #expect(estimatedSize.widthDimension.isEstimated && estimatedSize.heightDimension.dimension == 100)
        #expect(fractionalSize.heightDimension.isFractionalWidth)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)),
                                                       subitems: [NSCollectionLayoutItem(layoutSize: fractionalSize)])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 1)
        expectFrame(view.frame(0), rect(0, 0, 85.6, 85.6), "square item")
    }

    /// Compositional-layout walkthrough fig. 13: two columns with `count: 2`, group insets and section insets. The note: the
    /// layout splits the width by count and spacing, ignoring the item's width. At 428: section content
    /// 428 − 20 = 408 from x 10; group content 408 − 20 = 388 from x 20; (388 − 10) / 2 = 189;
    /// item1 at 20 + 189 + 10 = 219; rows 44 + 10 apart; 5 items → 3 rows → 3·44 + 2·10 + 20 = 172.
    @Test func walkthroughTwoColumns() throws {
        func configLayout() -> UICollectionViewLayout {
            let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
            let item = NSCollectionLayoutItem(layoutSize: itemSize)

            let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem:item,count: 2)
            let spacing = CGFloat(10)
            group.interItemSpacing = .fixed(spacing)
            group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)

            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = spacing
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 20, trailing: 10)

            let layout = UICollectionViewCompositionalLayout(section: section)
            return layout
        }
        let layout = try #require(configLayout() as? UICollectionViewCompositionalLayout)
        let view = layOut(layout, items: [5])
        expectFrame(view.frame(0), rect(20, 0, 189, 44), "item0")
        expectFrame(view.frame(1), rect(219, 0, 189, 44), "item1")
        expectFrame(view.frame(2), rect(20, 54, 189, 44), "item2")
        expectFrame(view.frame(4), rect(20, 108, 189, 44), "item4")
        expectValue(view.contentSize.height, 172, "content height")
    }

    /// Compositional-layout walkthrough "每个Section不同布局": `configLayout2` with its three section builders, as methods of a
    /// controller (the snippet captures `[weak self]`). `createNestedGroupLayout` is not printed in the
    /// note; it is written from the note's description of fig. 15 (0.7 item beside a 0.3 column of two
    /// items) with Apple's Nested Groups sizes (`count: 2`, nested group 0.4 of the height).
    @Test func walkthroughSectionProvider() throws {
        let controller = WalkthroughController()
        let layout = try #require(controller.configLayout2() as? UICollectionViewCompositionalLayout)
        let view = layOut(layout, items: [2, 3, 3])
        // Section 0: top inset 10, 74-pt rows 10 apart: 10, 94; ends at 168.
        expectFrame(view.frame(0, section: 0), rect(0, 10, 428, 74), "top app 0")
        expectFrame(view.frame(1, section: 0), rect(0, 94, 428, 74), "top app 1")
        // Section 1 from 168: insets 10, content 408, cards 0.48 · 408 = 195.84 with a flexible gap 16.32;
        // the third card on the next row 310 below. Section height 10 + 300 + 10 + 300 + 10 = 630.
        expectFrame(view.frame(0, section: 1), rect(10, 178, 195.84, 300), "feature 0")
        expectFrame(view.frame(1, section: 1), rect(222.16, 178, 195.84, 300), "feature 1")
        expectFrame(view.frame(2, section: 1), rect(10, 488, 195.84, 300), "feature 2")
        // Section 2 from 798: 0.7 · 428 = 299.6 beside 128.4; height 0.4 · 926 = 370.4, halves 185.2.
        expectFrame(view.frame(0, section: 2), rect(0, 798, 299.6, 370.4), "nested leading")
        expectFrame(view.frame(1, section: 2), rect(299.6, 798, 128.4, 185.2), "nested trailing top")
        expectFrame(view.frame(2, section: 2), rect(299.6, 983.2, 128.4, 185.2), "nested trailing bottom")
    }

    /// Compositional-layout walkthrough "自定义布局": the staircase custom group. The note: `env.container.contentSize` is the
    /// group's size (428 × 120); three items (428 − 32) / 3 = 132 wide, 40 tall, stepping down by 40 and
    /// right by 140.
    @Test func walkthroughStaircase() {
        let height: CGFloat = 120.0
        let groupLayoutSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
        let group = NSCollectionLayoutGroup.custom(layoutSize: groupLayoutSize) { (env) -> [NSCollectionLayoutGroupCustomItem] in
            let size = env.container.contentSize
            let spacing: CGFloat = 8.0
            let itemWidth = (size.width-spacing*4)/3.0
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: itemWidth, height: height/3.0)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: (itemWidth+spacing), y: height/3.0, width: itemWidth, height: height/3.0)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: ((itemWidth+spacing)*2), y: height*2/3.0, width: itemWidth, height: height/3.0))
            ]
        }
        let view = layOut(NSCollectionLayoutSection(group: group), items: 4)
        expectFrame(view.frame(0), rect(0, 0, 132, 40), "step 0")
        expectFrame(view.frame(1), rect(140, 40, 132, 40), "step 1")
        expectFrame(view.frame(2), rect(280, 80, 132, 40), "step 2")
        expectFrame(view.frame(3), rect(0, 120, 132, 40), "next staircase")
    }

    /// Compositional-layout walkthrough "测试": the App Store-like columns of 45/65/85-tall items with 5-pt spacing in a
    /// 110 × 205 group (45 + 5 + 65 + 5 + 85 = 205 — the note's comment says 195 + 2·5), a trailing
    /// edge spacing of 10, scrolling sideways with `.continuousGroupLeadingBoundary`.
    @Test func walkthroughAppStoreColumns() throws {
        func makeLayout() -> UICollectionViewLayout {
            // 提供三種不同形狀的 item
            let layoutSize = NSCollectionLayoutSize(widthDimension: .absolute(110), heightDimension: .absolute(45))
            let item = NSCollectionLayoutItem(layoutSize: layoutSize)
            let layoutSize2 = NSCollectionLayoutSize(widthDimension: .absolute(110), heightDimension: .absolute(65))
            let item2 = NSCollectionLayoutItem(layoutSize: layoutSize2)
            let layoutSize3 = NSCollectionLayoutSize(widthDimension: .absolute(110), heightDimension: .absolute(85))
            let item3 = NSCollectionLayoutItem(layoutSize: layoutSize3)

            // 給剛好大小的 group
            let groupLayoutSize = NSCollectionLayoutSize(widthDimension: .absolute(110), heightDimension: .absolute(205))    //45+65+85 = 195

            // 用 .vertical 指明我們的 group 是垂直排列的
            let group = NSCollectionLayoutGroup.vertical(layoutSize: groupLayoutSize, subitems: [item, item2, item3])

            // 這裡指的是垂直的間距了
            group.interItemSpacing = .fixed(5)     //2 *5 = 10

            group.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: nil, trailing: .fixed(10), bottom: nil)

            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
            let layout = UICollectionViewCompositionalLayout(section: section)
            return layout
        }
        let layout = try #require(makeLayout() as? UICollectionViewCompositionalLayout)
        let view = layOut(layout, items: [6])
        expectFrame(view.frame(0), rect(0, 0, 110, 45), "item0")
        expectFrame(view.frame(1), rect(0, 50, 110, 65), "item1")
        expectFrame(view.frame(2), rect(0, 120, 110, 85), "item2")
        // The group's trailing edge spacing separates the columns (neighbours move): 110 + 10.
        expectFrame(view.frame(3), rect(120, 0, 110, 45), "item3 (column 1)")
        expectValue(view.contentSize.height, 205, "one column tall")
    }

    // MARK: Objective-C rewards page (WyCompositionalLayoutController.m, Objective-C translated literally)

    /// The whole `generateLayout` with its four sections: rank (orthogonal columns of 3), a 3-column grid,
    /// a horizontal paging list with header and footer, and the waterfall — plus the global header and
    /// footer and `interSectionSpacing = 12`. The header/footer heights are not in the note: 50 and 30.
    @Test func rewardsPageGenerateLayout() throws {
        let controller = WyCompositionalLayoutController()
        let layout = controller.generateLayout()
        let view = layOut(layout, items: [7, 5, 4, controller.items.count])
        expectFrame(view.supplementaryFrame(Kind.layoutHeader), rect(0, 0, 428, 50), "global header")
        #expect(view.layout.layoutAttributesForSupplementaryView(ofKind: Kind.layoutHeader, at: IndexPath(item: 0, section: 0))?.zIndex == -1)
        // Rank (section 0) from y 50: columns 213 × 307 at x 16 + k·223, items 100 tall 3.5 apart.
        expectFrame(view.frame(0, section: 0), rect(16, 50, 213, 100), "rank 0")
        expectFrame(view.frame(1, section: 0), rect(16, 153.5, 213, 100), "rank 1")
        expectFrame(view.frame(2, section: 0), rect(16, 257, 213, 100), "rank 2")
        expectFrame(view.frame(3, section: 0), rect(239, 50, 213, 100), "rank 3")
        // Grid (section 1) from 50 + 307 + 12 = 369: (428 − 32 − 20) / 3 = 125.333… wide, 100 tall.
        let third: CGFloat = 376.0 / 3.0
        expectFrame(view.frame(0, section: 1), rect(16, 369, third, 100), "grid 0")
        expectFrame(view.frame(1, section: 1), rect(16 + third + 10, 369, third, 100), "grid 1")
        expectFrame(view.frame(2, section: 1), rect(16 + 2 * (third + 10), 369, third, 100), "grid 2")
        expectFrame(view.frame(3, section: 1), rect(16, 479, third, 100), "grid 3")
        // Horizontal (section 2) from 369 + 210 + 12 = 591: header 396 wide, items 98 wide 10 apart.
        expectFrame(view.supplementaryFrame(Kind.header, section: 2), rect(16, 591, 396, 40), "section header")
        expectFrame(view.frame(0, section: 2), rect(16, 631, 98, 100), "horizontal 0")
        expectFrame(view.frame(1, section: 2), rect(124, 631, 98, 100), "horizontal 1")
        expectFrame(view.supplementaryFrame(Kind.footer, section: 2), rect(16, 731, 396, 40), "section footer")
        // Waterfall (section 3) from 591 + 180 + 12 = 783: columns (428 − 40 − 10) / 2 = 189 wide.
        let top: CGFloat = 783
        expectFrame(view.frame(0, section: 3), rect(20, top, 189, 100), "waterfall 0")
        expectFrame(view.frame(1, section: 3), rect(219, top, 189, 150), "waterfall 1")
        expectFrame(view.frame(2, section: 3), rect(20, top + 110, 189, 80), "waterfall 2")
        expectFrame(view.frame(3, section: 3), rect(219, top + 160, 189, 120), "waterfall 3")
        expectFrame(view.frame(4, section: 3), rect(20, top + 200, 189, 60), "waterfall 4")
        // The global footer ends the content.
        let footer = try #require(view.supplementaryFrame(Kind.layoutFooter))
        expectValue(footer.maxY, view.contentSize.height, "global footer at the end")
        expectValue(footer.height, 30, "global footer height")
    }

    // MARK: Basic-list tutorials (createBasicListLayout)

    /// The basic-list tutorials: the basic list, 44-pt full-width rows.
    @Test func basicListTutorial() throws {
        func createBasicListLayout() -> UICollectionViewLayout {
          let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0),
            heightDimension: .fractionalHeight(1.0)
          )
          let item = NSCollectionLayoutItem(layoutSize: itemSize)
          let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0),
            heightDimension: .absolute(44)
          )
          let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: groupSize,
            subitems: [item]
          )
          let section = NSCollectionLayoutSection(group: group)
          let layout = UICollectionViewCompositionalLayout(section: section)
          return layout
        }
        let layout = try #require(createBasicListLayout() as? UICollectionViewCompositionalLayout)
        let view = layOut(layout, items: [4])
        expectFrame(view.frame(3), rect(0, 132, 428, 44), "row 3")
        expectValue(view.contentSize.height, 176, "content height")
    }

    // MARK: Responsive-layout tutorial (Korean notes, 2025-09-05)

    /// The skeleton: a provider choosing a carousel, a responsive grid (2 columns up to 600 pt, else 3)
    /// and a list. `listSection()` in the note calls `NSCollectionLayoutSection.list(using:layoutEnvironment: .init())`,
    /// which does not compile (`NSCollectionLayoutEnvironment` is a protocol): the provider's environment
    /// is passed instead.
    @Test(arguments: [(CGFloat(428), 2), (700, 3)])
    func responsiveSkeleton(width: CGFloat, columns: Int) {
        func carouselSection() -> NSCollectionLayoutSection {
            let item = NSCollectionLayoutItem(
                layoutSize: .init(widthDimension: .absolute(280), heightDimension: .absolute(160))
            )
            item.contentInsets = .init(top: 0, leading: 8, bottom: 0, trailing: 8)

            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .absolute(280), heightDimension: .absolute(160)),
                subitems: [item]
            )

            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPagingCentered
            section.contentInsets = .init(top: 16, leading: 16, bottom: 16, trailing: 16)
            return section
        }
        func gridSection(columns: Int) -> NSCollectionLayoutSection {
            let fraction = 1.0 / CGFloat(columns)

            let item = NSCollectionLayoutItem(
                layoutSize: .init(widthDimension: .fractionalWidth(fraction),
                                  heightDimension: .estimated(220))
            )
            item.contentInsets = .init(top: 8, leading: 8, bottom: 8, trailing: 8)

            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(1.0),
                                  heightDimension: .estimated(220)),
                subitems: Array(repeating: item, count: columns)
            )

            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = .init(top: 16, leading: 16, bottom: 16, trailing: 16)
            return section
        }
        func listSection(_ env: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
            var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            config.headerMode = .supplementary
            return NSCollectionLayoutSection.list(using: config, layoutEnvironment: env)
        }
        let layout = UICollectionViewCompositionalLayout { sectionIndex, env in
            switch sectionIndex {
            case 0: return carouselSection()
            case 1:
                let columns = env.container.effectiveContentSize.width > 600 ? 3 : 2
                return gridSection(columns: columns)
            default: return listSection(env)
            }
        }
        let view = layOut(layout, items: [5, 5, 3], size: CGSize(width: width, height: 926))
        // Carousel: items 280 − 16 = 264 wide, 160 tall, 16 below the top; a stride of 280; section 192.
        if let first = view.frame(0, section: 0), let second = view.frame(1, section: 0) {
            expectValue(first.width, 264, "carousel width")
            expectValue(first.minY, 16, "carousel y")
            expectValue(second.minX - first.minX, 280, "carousel stride")
            // Group 0 starts at 16 + (width − 280)/2 (the centring insets); the item 8 further in.
            expectValue(first.minX, 16 + (width - 280) / 2 + 8, "carousel x")
        } else {
            Issue.record("carousel items missing")
        }
        // Grid from 192: section content width − 32, item boxes 1/columns of it, 8-pt insets on x only
        // (the height is estimated): x = 16 + 8, y = 192 + 16, height 220.
        let box = (width - 32) / CGFloat(columns)
        expectFrame(view.frame(0, section: 1), rect(24, 208, box - 16, 220), "grid 0")
        expectFrame(view.frame(1, section: 1), rect(24 + box, 208, box - 16, 220), "grid 1")
        expectFrame(view.frame(columns, section: 1), rect(24, 428, box - 16, 220), "grid row 2")
        // List (insetGrouped): rows inset 20 on ≥ 414-pt widths, 44 apart.
        if let row0 = view.frame(0, section: 2), let row1 = view.frame(1, section: 2) {
            expectValue(row0.minX, 20, "list x")
            expectValue(row0.width, width - 40, "list width")
            expectValue(row1.minY - row0.minY, 44, "list row pitch")
        } else {
            Issue.record("list rows missing")
        }
        #expect(view.supplementaryFrame(Kind.header, section: 2) != nil, "the list section has a header")
    }

    /// Responsive-layout tutorial (D): a pinned 44-pt header and a section background, attached to a section of 44-pt rows.
    @Test func responsivePinnedHeaderAndBackground() {
        let section = rowSection(height: 44)
        // 헤더
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            elementKind: UICollectionView.elementKindSectionHeader,
            alignment: .top
        )
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]

        // 배경
        let bg = NSCollectionLayoutDecorationItem.background(elementKind: "SectionBackground")
        section.decorationItems = [bg]
        // 사용 전: layout.register(BackgroundView.self, forDecorationViewOfKind: "SectionBackground")
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "SectionBackground")
        let view = layOut(layout, items: [20], size: CGSize(width: 428, height: 300))
        expectFrame(view.layout.layoutAttributesForDecorationView(ofKind: "SectionBackground", at: IndexPath(item: 0, section: 0))?.frame,
                    rect(0, 0, 428, 44 + 880), "background covers header and rows")
        view.scroll(to: CGPoint(x: 0, y: 300))
        expectFrame(view.supplementaryFrame(Kind.header), rect(0, 300, 428, 44), "pinned header")
        #expect((view.layout.layoutAttributesForSupplementaryView(ofKind: Kind.header, at: IndexPath(item: 0, section: 0))?.zIndex ?? 0) >= 1)
    }

    /// The responsive-layout tutorial's iOS 16 waterfall uses `env.subitemCount` and assigns `env.contentSize`; neither exists
    /// in UIKit (the environment is read-only and has no item count). Closest valid UIKit: the item count
    /// is known to the caller, and the group's height is left to its estimate. Two columns of 220-tall
    /// items, 16 apart, in the group's width: (428 − 32 − 16) / 2 = 190.
    @Test func responsiveWaterfall() {
        let itemCount = 6
        let custom = NSCollectionLayoutGroup.custom(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(1))
        ) { env in
            var frames: [NSCollectionLayoutGroupCustomItem] = []
            let width = env.container.effectiveContentSize.width
            let spacing: CGFloat = 16
            let colWidth = (width - spacing) / 2

            var colHeights: (left: CGFloat, right: CGFloat) = (0, 0)
            for _ in 0..<itemCount {
                let isLeft = colHeights.left <= colHeights.right
                let x = isLeft ? 0 : colWidth + spacing
                let y = isLeft ? colHeights.left : colHeights.right
                let h = /* 사전 계산 or 추정 높이 */ CGFloat(220)

                let frame = CGRect(x: x, y: y, width: colWidth, height: h)
                frames.append(.init(frame: frame))

                if isLeft { colHeights.left += h + spacing }
                else { colHeights.right += h + spacing }
            }
            return frames
        }

        let section = NSCollectionLayoutSection(group: custom)
        section.contentInsets = .init(top: 16, leading: 16, bottom: 16, trailing: 16)
        section.interGroupSpacing = 16
        let view = layOut(section, items: itemCount)
        expectFrame(view.frame(0), rect(16, 16, 190, 220), "item0 (left)")
        expectFrame(view.frame(1), rect(222, 16, 190, 220), "item1 (right)")
        expectFrame(view.frame(2), rect(16, 252, 190, 220), "item2 (left)")
        expectFrame(view.frame(5), rect(222, 488, 190, 220), "item5 (right)")
    }
}

/// The compositional-layout walkthrough's controller methods, verbatim (they are instance methods in the note: `configLayout2`
/// captures `[weak self]`).
@MainActor
final class WalkthroughController {
    func createTopAppLayout() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(74))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 0)
        return section
    }

    func createFeatureCellLayout() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.48), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(300))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        group.interItemSpacing = .flexible(10)

        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        return section
    }

    /// Not printed in the note; written from its description of fig. 15 (see the test).
    func createNestedGroupLayout() -> NSCollectionLayoutSection {
        let leadingItem = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7),
                                                                                    heightDimension: .fractionalHeight(1.0)))
        let trailingItem = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                     heightDimension: .fractionalHeight(0.3)))
        let trailingGroup = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
            subitem: trailingItem, count: 2)
        let nestedGroup = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.4)),
            subitems: [leadingItem, trailingGroup])
        return NSCollectionLayoutSection(group: nestedGroup)
    }

    func configLayout2() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { [weak self] sectionIndex, layoutEnvironment in
            if sectionIndex == 0 {
                return self?.createTopAppLayout()
            }
            else if sectionIndex == 1{
                return self?.createFeatureCellLayout()
            }
            else{
                return self?.createNestedGroupLayout()
            }
        }
        return layout
    }
}

/// The Objective-C rewards page's `WyCompositionalLayoutController`, translated literally from Objective-C. The snapshot's
/// section identifiers become an array; the header/footer constants (not in the note) are 50 and 30;
/// the element-kind constants reuse the harness's registered kinds.
@MainActor
final class WyCompositionalLayoutController {
    struct WaterfallItemModel { let height: CGFloat }

    let kWyRankSection = "rank", kWyVerSection = "vertical", kWyHorSection = "horizontal", kWyWaterfallSection = "waterfall"
    let kVEarnRewardV21HeaderHeight: CGFloat = 50
    let kVEarnRewardV21FooterHeight: CGFloat = 30
    let kVEarnRewardV21ElementKindHeader = Kind.layoutHeader
    let kVEarnRewardV21ElementKindFooter = Kind.layoutFooter
    lazy var sectionIdentifiers = [kWyRankSection, kWyVerSection, kWyHorSection, kWyWaterfallSection]
    let items = [100, 150, 80, 120, 60].map { WaterfallItemModel(height: $0) }

    func generateLayout() -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { [weak self] (sectionIndex: Int, layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            guard let self else { return nil }
            // 获取当前 section 的标识符
            let sectionIdentifier = self.sectionIdentifiers[sectionIndex]
            // 根据标识判断Section的样式类型，然后根据类型，初始化不同的Section样式；
            if sectionIdentifier == self.kWyRankSection {
                return self.sectionForRankArray()
            } else if sectionIdentifier == self.kWyVerSection {
                return self.sectionForVertical()
            } else if sectionIdentifier == self.kWyHorSection {
                return self.sectionForHorizontal()
            } else if sectionIdentifier == self.kWyWaterfallSection {
                return self.generateWaterfallSection(environment: layoutEnvironment)
            }
            return nil
        })

        // 注册背景的样式
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")

        // 初始化layout的Header
        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(kVEarnRewardV21HeaderHeight))
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize, elementKind: kVEarnRewardV21ElementKindHeader, alignment: .top)
        header.pinToVisibleBounds = false
        header.zIndex = -1

        // 初始化layout的Footer
        let footerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(kVEarnRewardV21FooterHeight))
        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: footerSize, elementKind: kVEarnRewardV21ElementKindFooter, alignment: .bottom)
        footer.pinToVisibleBounds = false
        footer.zIndex = -1

        let config = UICollectionViewCompositionalLayoutConfiguration()
        // Section与Section之间的间距
        config.interSectionSpacing = (12)
        // layout整组的header与footer
        config.boundarySupplementaryItems = [header, footer]

        layout.configuration = config

        return layout
    }

    func sectionForRankArray() -> NSCollectionLayoutSection {
        // 1. 创建单元格的布局项 (Item)
        let item = NSCollectionLayoutItem(layoutSize:
            NSCollectionLayoutSize(widthDimension: .absolute(213),
                                   heightDimension: .absolute(100)))  // 设定单元格的高度为 100
        // 2. 创建竖向排列的 Group，每列最多 3 行
        let verticalGroup = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(213),
                                                                                                heightDimension: .absolute(307)),
                                                             subitem: item, count: 3)
        // 上下cell间距
        verticalGroup.interItemSpacing = .fixed(3.5)
        // 3. 创建 Section
        let section = NSCollectionLayoutSection(group: verticalGroup)
        section.orthogonalScrollingBehavior = .groupPaging  // 按Group分页
        // Section内部inset
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        // Group与Group之间的间距
        section.interGroupSpacing = 10
        return section
    }

    func sectionForVertical() -> NSCollectionLayoutSection {
        // 1. 创建单元格的布局项 (Item)
        let item = NSCollectionLayoutItem(layoutSize:
            NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.33),
                                   heightDimension: .estimated(100)))  // 设定单元格的高度为 100

        // 2. 创建水平Group，每行限制3个；
        let horizontalGroup = NSCollectionLayoutGroup.horizontal(layoutSize:
            NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                   heightDimension: .absolute(100)),
                                                                 subitem: item, count: 3)
        // cell间距
        horizontalGroup.interItemSpacing = .fixed(10)

        // group的inset
        horizontalGroup.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)

        // 3. 创建 Section
        let section = NSCollectionLayoutSection(group: horizontalGroup)
        section.interGroupSpacing = 10
        return section
    }

    func sectionForHorizontal() -> NSCollectionLayoutSection {
        // 1. 创建单元格的布局项 (Item)
        let item = NSCollectionLayoutItem(layoutSize:
            NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                   heightDimension: .estimated(100)))  // 设定单元格的高度为 100

        // 2. 创建水平滚动的 Group，每一行包含多个竖向排列的列
        let horizontalGroup = NSCollectionLayoutGroup.horizontal(layoutSize:
            NSCollectionLayoutSize(widthDimension: .absolute(98),
                                   heightDimension: .estimated(100)),
                                                                 subitem: item, count: 1)
        // 3. 创建 Section
        let section = NSCollectionLayoutSection(group: horizontalGroup)
        section.orthogonalScrollingBehavior = .groupPaging  // 使其支持水平滚动
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.interGroupSpacing = 10

        // 3.1 section header
        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(40))
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = false

        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
        footer.pinToVisibleBounds = false
        section.boundarySupplementaryItems = [header, footer]

        return section
    }

    func generateWaterfallSection(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        // Swift 对齐：edgeInsets = (top:0, leading:20, bottom:0, trailing:20)
        let edgeInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)

        // Swift 对齐：2 列、间距 10
        let numberOfColumns = 2
        let space: CGFloat = 10.0

        // 注意：frames 里已经包含了 edgeInsets，因此 itemWidth 必须从可用宽度中扣掉 leading/trailing；
        let contentWidth = environment.container.effectiveContentSize.width
        let availableWidth = contentWidth - edgeInsets.leading - edgeInsets.trailing
        let itemWidth = (availableWidth - CGFloat(numberOfColumns - 1) * space) / CGFloat(numberOfColumns)

        // 预计算 frames 与总高度，避免 OC 下 estimated height 触发反复布局的问题
        var columnHeights: [CGFloat] = []
        for _ in 0..<numberOfColumns {
            columnHeights.append(edgeInsets.top)
        }

        var frames: [CGRect] = []
        var maxHeight: CGFloat = 0

        for i in 0..<items.count {
            var targetColumn = 0
            for c in 0..<numberOfColumns {
                if columnHeights[c] < columnHeights[targetColumn] {
                    targetColumn = c
                }
            }

            let model = items[i]
            let itemHeight = model.height

            let x = edgeInsets.leading + (itemWidth + space) * CGFloat(targetColumn)
            let y = columnHeights[targetColumn]
            let spacingY = (y == edgeInsets.top) ? 0 : space

            let frame = CGRect(x: x, y: y + spacingY, width: itemWidth, height: itemHeight)
            frames.append(frame)

            let newHeight = y + spacingY + itemHeight
            columnHeights[targetColumn] = newHeight
            maxHeight = max(maxHeight, newHeight)
        }

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                               heightDimension: .estimated(100))

        let group = NSCollectionLayoutGroup.custom(layoutSize: groupSize, itemProvider: { layoutEnvironment in
            var items: [NSCollectionLayoutGroupCustomItem] = []
            for value in frames {
                items.append(NSCollectionLayoutGroupCustomItem(frame: value))
            }
            return items
        })

        return NSCollectionLayoutSection(group: group)
    }
}
