// A flow section in a compositional layout is beyond UIKit: these tests do not compile against UIKit by design.
import OpenCompositionalLayout
import Testing

/// `NSCollectionLayoutSection.flow(using:layoutEnvironment:)`: a flow layout's section beside a compositional
/// layout's own, with frames worked out by hand from the flow rules (items on a line while they fit with the minimum
/// spacing, the leftover spread between them, lines `minimumLineSpacing` apart, the header outside the inset).
@MainActor
@Suite struct FlowSectionInCompositionalLayoutTests {
    /// Section 0 is a 100-point full-width row; section 1 a flow of 100 × 60 items, inset 10 top and bottom and 20
    /// leading and trailing, with a 30-point header.
    private func mixedLayout(direction: UICollectionView.ScrollDirection = .vertical) -> UICollectionViewCompositionalLayout {
        var flow = UICollectionLayoutFlowConfiguration()
        flow.itemSize = CGSize(width: 100, height: 60)
        flow.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        flow.headerReferenceSize = CGSize(width: 30, height: 30)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = direction
        return UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
            guard index == 1 else {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
                return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            }
            return .flow(using: flow, layoutEnvironment: environment)
        }, configuration: configuration)
    }

    /// Section 0 ends at y 100. The flow's header spans the view: (0, 100, 390, 30). Room 390 − 40 = 350: three
    /// items take 3 · 100 + 2 · 10 = 320 (four 430), the 50 left over gives gaps of 25: x 20, 145, 270. The first line starts
    /// after the header and the top inset, at 100 + 30 + 10 = 140; the second at 140 + 60 + 10 = 210, item 3 on the
    /// first column. Content 210 + 60 + 10 = 280.
    @Test func aFlowSectionFollowsACompositionalOne() {
        let view = layOut(mixedLayout(), items: [1, 4], size: phone390)
        expectFrame(view.frame(0, section: 0), rect(0, 0, 390, 100), "row")
        expectFrame(view.supplementaryFrame(UICollectionView.elementKindSectionHeader, section: 1), rect(0, 100, 390, 30), "header")
        expectFrame(view.frame(0, section: 1), rect(20, 140, 100, 60), "item 0")
        expectFrame(view.frame(1, section: 1), rect(145, 140, 100, 60), "item 1")
        expectFrame(view.frame(2, section: 1), rect(270, 140, 100, 60), "item 2")
        expectFrame(view.frame(3, section: 1), rect(20, 210, 100, 60), "item 3")
        expectSize(view.contentSize, CGSize(width: 390, height: 280), "content")
    }

    /// Horizontally the section reads the layout's direction from its environment: lines are columns down the
    /// view's 260 points (less the insets 10 and 10: 240). Three 60-point items take 3 · 60 + 2 · 10 = 200 (four 270),
    /// the 60 left over gives gaps of 30: y 10, 100, 190. Section 0's group is 390 wide (x 0…390); the header is 30
    /// wide (its width is the one used) and the view's 260 high, from x 390; the first line starts after the leading
    /// inset, at 390 + 30 + 20 = 440.
    @Test func aHorizontalLayoutsFlowSectionUsesTheHeadersWidth() {
        let view = layOut(mixedLayout(direction: .horizontal), items: [1, 3], size: CGSize(width: 390, height: 260))
        expectFrame(view.supplementaryFrame(UICollectionView.elementKindSectionHeader, section: 1), rect(390, 0, 30, 260), "header")
        expectFrame(view.frame(0, section: 1), rect(440, 10, 100, 60), "item 0")
        expectFrame(view.frame(1, section: 1), rect(440, 100, 100, 60), "item 1")
        expectFrame(view.frame(2, section: 1), rect(440, 190, 100, 60), "item 2")
    }

    /// The configuration's defaults are the flow layout's, and its section has the flow layout's header and footer
    /// kinds; repeating sizes give item i sizes[i mod n].
    @Test func theConfigurationHasTheFlowLayoutsDefaults() {
        let configuration = UICollectionLayoutFlowConfiguration()
        let layout = UICollectionViewFlowLayout()
        #expect(configuration.itemSize == layout.itemSize && configuration.estimatedItemSize == layout.estimatedItemSize)
        #expect(configuration.minimumLineSpacing == layout.minimumLineSpacing)
        #expect(configuration.minimumInteritemSpacing == layout.minimumInteritemSpacing)
        #expect(configuration.sectionInset == layout.sectionInset && configuration.sectionInsetReference == layout.sectionInsetReference)
        #expect(configuration.headerReferenceSize == layout.headerReferenceSize && configuration.footerReferenceSize == layout.footerReferenceSize)
        var sized = UICollectionLayoutFlowConfiguration()
        sized.itemSizes = [CGSize(width: 150, height: 40), CGSize(width: 100, height: 40)]
        // 150 + 10 + 100 = 260 ≤ 390, another 150 makes 420: two a line; the last line (items 2, 3 of mixed sizes)
        // is packed: item 3 at x 160, on the second line at y 50.
        let view = layOut(UICollectionViewCompositionalLayout { _, environment in .flow(using: sized, layoutEnvironment: environment) },
                          items: [4], size: phone390)
        expectFrame(view.frame(3), rect(160, 50, 100, 40), "item 3")
    }
}
