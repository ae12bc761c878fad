// Engine API beyond UIKit: `sectionFrame(forSection:)` and `orthogonalContentSize(forSection:)`.
import OpenCompositionalLayout
import Testing

@MainActor
@Suite struct SectionGeometryTests {
    /// Section frames span the root effective width from the section's start to its end, headers and
    /// insets included. Worked example #22: (0, 0, 390, 162).
    @Test func workedExample22SectionFrame() {
        let section = rowSection(height: 44)
        section.interGroupSpacing = 5
        section.contentInsets = insets(10)
        let view = layOut(section, items: 3, size: phone390)
        expectFrame(view.layout.sectionFrame(forSection: 0), rect(0, 0, 390, 162), "section 0")
        #expect(view.layout.sectionFrame(forSection: 1) == nil)
    }

    /// Stacked sections with a header and inter-section spacing: 30 + 88 = 118; spacing 12; 44.
    @Test func stackedSectionFrames() {
        let first = rowSection(height: 44)
        first.boundarySupplementaryItems = [boundaryItem(Kind.header, .fractionalWidth(1), .absolute(30), .top)]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 12
        let view = layOut(layout([first, rowSection(height: 44)], configuration: configuration), items: [2, 1]) { collectionView in
            collectionView.overrideSafeAreaInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 20)
        }
        expectFrame(view.layout.sectionFrame(forSection: 0), rect(10, 0, 398, 118), "section 0")
        expectFrame(view.layout.sectionFrame(forSection: 1), rect(10, 130, 398, 44), "section 1")
    }

    /// Worked example #26: ortho content width 20 + 5·297.5 + 4·20 + 20 = 1607.5.
    @Test func workedExample26OrthogonalContentWidth() {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.85), .absolute(250)),
                                                       subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 20
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        let view = layOut(layout([rowSection(height: 44), section]), items: [1, 5], size: phone390)
        expectValue(view.layout.orthogonalContentSize(forSection: 1)?.width, 1607.5, "ortho content width")
        #expect(view.layout.orthogonalContentSize(forSection: 0) == nil, "not orthogonal")
        #expect(view.layout.orthogonalContentSize(forSection: 9) == nil, "no such section")
    }

    /// The Objective-C rewards page's rank section: 16 + n·213 + (n − 1)·10 + 16 with n = ⌈7 / 3⌉ = 3 columns: 691.
    @Test func rankSectionOrthogonalContentWidth() {
        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(213), .absolute(307)),
                                                      subitem: item(.absolute(213), .absolute(100)), count: 3)
        column.interItemSpacing = .fixed(3.5)
        let section = NSCollectionLayoutSection(group: column)
        section.orthogonalScrollingBehavior = .groupPaging
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.interGroupSpacing = 10
        let view = layOut(section, items: 7)
        expectValue(view.layout.orthogonalContentSize(forSection: 0)?.width, 691, "ortho content width")
    }
    /// `.groupPagingCentered`: the centring insets (428 − 280)/2 = 74 on both sides join the section's
    /// 16: 16 + 74 + 3·280 + 2·10 + 74 + 16 = 1040.
    @Test func groupPagingCenteredContentWidth() {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(280), .absolute(160)),
                                                       subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.contentInsets = insets(16)
        section.interGroupSpacing = 10
        let view = layOut(section, items: 3)
        expectValue(view.layout.orthogonalContentSize(forSection: 0)?.width, 1040, "ortho content width")
    }
}
