#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// Right-to-left layouts: every frame is the left-to-right frame mirrored about the content
/// width, `x' = contentWidth − x − w`, y and size unchanged.
@MainActor
@Suite struct RightToLeftTests {
    private func forceRightToLeft(_ collectionView: UICollectionView) {
        collectionView.semanticContentAttribute = .forceRightToLeft
    }

    /// 80 random layouts (no orthogonal sections: their mirroring is about the orthogonal content,
    /// tested below), at two widths.
    @Test(arguments: 0..<80)
    func everyFrameIsMirrored(seed: Int) {
        let recipe = RandomLayoutRecipe(seed: UInt64(seed) &* 31_337 &+ 5, allowOrthogonal: false)
        let width: CGFloat = seed.isMultiple(of: 2) ? 428 : 390
        let viewSize = CGSize(width: width, height: 844)
        let (leftToRight, counts) = recipe.make()
        let ltr = layOut(leftToRight, items: counts, size: viewSize)
        let (rightToLeft, _) = recipe.make()
        let rtl = layOut(rightToLeft, items: counts, size: viewSize, configure: forceRightToLeft)
        expectSize(rtl.contentSize, ltr.contentSize, "seed \(seed): content size")
        let contentWidth = ltr.contentSize.width
        var mirrored: [ElementKey: CGRect] = [:]
        for attributes in rtl.allAttributes() { mirrored[ElementKey(attributes)] = attributes.frame }
        let originals = ltr.allAttributes()
        #expect(originals.count == mirrored.count, "seed \(seed): same elements")
        for attributes in originals {
            let frame = attributes.frame
            let expected = CGRect(x: contentWidth - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
            expectFrame(mirrored[ElementKey(attributes)], expected, "seed \(seed): \(ElementKey(attributes))")
        }
    }

    /// The same for horizontally scrolling random layouts (30 seeds): mirrored about the content width.
    @Test(arguments: 0..<30)
    func everyFrameIsMirroredScrollingHorizontally(seed: Int) {
        var recipe = RandomLayoutRecipe(seed: UInt64(seed) &* 4_099 &+ 11, allowOrthogonal: false)
        recipe.scrollDirection = .horizontal
        let viewSize = CGSize(width: 400, height: 700)
        let (leftToRight, counts) = recipe.make()
        let ltr = layOut(leftToRight, items: counts, size: viewSize)
        let rtl = layOut(recipe.make().layout, items: counts, size: viewSize, configure: forceRightToLeft)
        expectSize(rtl.contentSize, ltr.contentSize, "seed \(seed): content size")
        let contentWidth = ltr.contentSize.width
        var mirrored: [ElementKey: CGRect] = [:]
        for attributes in rtl.allAttributes() { mirrored[ElementKey(attributes)] = attributes.frame }
        for attributes in ltr.allAttributes() {
            let frame = attributes.frame
            expectFrame(mirrored[ElementKey(attributes)],
                        CGRect(x: contentWidth - frame.maxX, y: frame.minY, width: frame.width, height: frame.height),
                        "seed \(seed): \(ElementKey(attributes))")
        }
    }

    /// Worked example #12 in RTL: item0 at 390 − 25 − 77.5 = 287.5; its badge, anchored top-trailing
    /// (now the left), at 390 − 88.5 − 20 = 281.5.
    @Test func itemBadgesMirror() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(20)), elementKind: Kind.badge,
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let cell = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)), supplementaryItems: [badge])
        cell.contentInsets = insets(5)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [cell])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = insets(20)
        let view = layOut(section, items: 4, size: phone390, configure: forceRightToLeft)
        expectFrame(view.frame(0), rect(287.5, 25, 77.5, 60), "item0")
        expectFrame(view.supplementaryFrame(Kind.badge, item: 0), rect(281.5, 19, 20, 20), "badge0")
        expectFrame(view.frame(1), rect(200, 25, 77.5, 60), "item1")
    }

    /// Asymmetric insets swap sides: section leading 30 / trailing 10 → the row spans 10…398 in RTL.
    @Test func directionalInsetsSwapSides() {
        let section = rowSection(height: 44)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        let view = layOut(section, items: 1, configure: forceRightToLeft)
        expectFrame(view.frame(0), rect(10, 0, 388, 44), "item0")
    }

    /// Custom group frames mirror within the group: (0, 0, 100, 100) → x 428 − 100 = 328.
    @Test func customGroupFramesMirror() {
        let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(200))) { _ in
            [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 100, height: 100)),
             NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 100, y: 50, width: 50, height: 50))]
        }
        let view = layOut(NSCollectionLayoutSection(group: group), items: 2, configure: forceRightToLeft)
        expectFrame(view.frame(0), rect(328, 0, 100, 100), "item0")
        expectFrame(view.frame(1), rect(278, 50, 50, 50), "item1")
    }

    /// Boundary items: `.topLeading` goes to the right, `.topTrailing` to the left.
    @Test func boundaryAlignmentsMirror() {
        let section = rowSection(height: 44)
        section.boundarySupplementaryItems = [
            boundaryItem(Kind.header, .absolute(100), .absolute(30), .topLeading),
            boundaryItem(Kind.secondHeader, .absolute(50), .absolute(20), .topTrailing),
        ]
        let view = layOut(section, items: 1, configure: forceRightToLeft)
        expectFrame(view.supplementaryFrame(Kind.header), rect(328, 0, 100, 30), "leading header")
        expectFrame(view.supplementaryFrame(Kind.secondHeader), rect(0, 30, 50, 20), "trailing header (stacked)")
    }

    /// Orthogonal content mirrors too: the first group sits at the right, where scrolling starts:
    /// group 0 at 428 − 16 − 150 = 262, group 1 at 262 − 10 − 150 = 102.
    @Test func orthogonalSectionStartsAtTheRight() {
        let cell = item(.fractionalWidth(1), .fractionalHeight(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(150), .absolute(100)), subitems: [cell])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let view = layOut(section, items: 5, configure: forceRightToLeft)
        expectFrame(view.frame(0), rect(262, 0, 150, 100), "item0")
        expectFrame(view.frame(1), rect(102, 0, 150, 100), "item1")
    }

    /// Horizontal groups fill from the right: 0.2-wide cells at 428 − 85.6·(k + 1).
    @Test func fillOrderRunsFromTheRight() {
        let cell = item(.fractionalWidth(0.2), .fractionalHeight(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [cell])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 6, configure: forceRightToLeft)
        expectFrame(view.frame(0), rect(342.4, 0, 85.6, 85.6), "item0")
        expectFrame(view.frame(4), rect(0, 0, 85.6, 85.6), "item4")
        expectFrame(view.frame(5), rect(342.4, 85.6, 85.6, 85.6), "item5")
    }
    /// Horizontal scrolling mirrors about the content width too: two sections of 100-wide columns, 20
    /// apart (content 440): LTR item0 (0, 0) → RTL x 440 − 100 = 340; section 1 (LTR x 340) → RTL x 0.
    @Test func horizontalLayoutsMirror() {
        func makeLayout() -> UICollectionViewCompositionalLayout {
            func columns() -> NSCollectionLayoutSection {
                let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)),
                                                             subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 10
                return section
            }
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.scrollDirection = .horizontal
            configuration.interSectionSpacing = 20
            return layout([columns(), columns()], configuration: configuration)
        }
        let viewSize = CGSize(width: 400, height: 300)
        let ltr = layOut(makeLayout(), items: [5, 2], size: viewSize)
        let rtl = layOut(makeLayout(), items: [5, 2], size: viewSize, configure: forceRightToLeft)
        expectFrame(rtl.frame(0), rect(340, 0, 100, 150), "item0")
        expectFrame(rtl.frame(0, section: 1), rect(0, 0, 100, 150), "s1 item0")
        let width = ltr.contentSize.width
        for attributes in ltr.allAttributes() {
            let frame = attributes.frame
            let mirrored = rtl.layout.layoutAttributesForItem(at: attributes.indexPath)?.frame
            expectFrame(mirrored, CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height),
                        "\(ElementKey(attributes))")
        }
    }
    /// Safe-area insets are physical (left/right), not directional: in RTL the content area is still
    /// 44…398 for a left 44 / right 30 safe area. The first 0.5-wide item sits on the right half,
    /// x = 44 + 177 = 221; the second at 44. (Computed in LTR with leading 30 / trailing 44, then mirrored.)
    @Test func safeAreaStaysPhysical() {
        let cell = item(.fractionalWidth(0.5), .fractionalHeight(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [cell])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 2) { collectionView in
            collectionView.semanticContentAttribute = .forceRightToLeft
            simulateSafeArea(UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 30), on: collectionView)
        }
        expectFrame(view.frame(0), rect(221, 0, 177, 44), "item0")
        expectFrame(view.frame(1), rect(44, 0, 177, 44), "item1")
    }

    /// A pinned header keeps its mirrored x while it pins on y.
    @Test func pinnedHeaderInRightToLeft() {
        let section = rowSection(height: 44)
        let header = boundaryItem(Kind.header, .absolute(100), .absolute(30), .topLeading)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let view = layOut(section, items: 30, size: CGSize(width: 428, height: 300), configure: forceRightToLeft)
        view.scroll(to: CGPoint(x: 0, y: 120))
        expectFrame(view.supplementaryFrame(Kind.header), rect(328, 120, 100, 30), "header")
    }
}
