#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// Edge spacing on a section's own group: outsets around every repetition along the axis the groups
/// advance on (neighbours move, the group keeps its size), and an offset on the other axis.
@MainActor
@Suite struct SectionGroupEdgeSpacingTests {
    /// Rows of 44 with top 6, bottom 4 and leading 10 (all fixed): row k starts at 6 + k·(6 + 44 + 4) = 6 + 54k,
    /// at x 10, still 428 wide (the group is fractionalWidth(1) of the 428-pt section); 3 rows → 3·54 = 162 tall.
    @Test func stackedGroupsKeepTheirOutsets() {
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                     subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        row.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(10), top: .fixed(6), trailing: nil, bottom: .fixed(4))
        let view = layOut(NSCollectionLayoutSection(group: row), items: 3)
        expectFrame(view.frame(0), rect(10, 6, 428, 44), "row0")
        expectFrame(view.frame(1), rect(10, 60, 428, 44), "row1")
        expectFrame(view.frame(2), rect(10, 114, 428, 44), "row2")
        expectSize(view.contentSize, CGSize(width: 428, height: 162), "content")
    }

    /// Orthogonal columns 100 wide with trailing 10 and interGroupSpacing 5: column k at x = k·(100 + 10 + 5) = 115k;
    /// the scrolling content is 3·(100 + 10) + 2·5 = 340 wide for three columns.
    @Test func orthogonalGroupsKeepTheirOutsets() {
        let cell = item(.fractionalWidth(1), .fractionalHeight(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(100), .absolute(50)), subitems: [cell])
        group.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: nil, trailing: .fixed(10), bottom: nil)
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 5
        let view = layOut(section, items: 3)
        expectFrame(view.frame(1), rect(115, 0, 100, 50), "column1")
        expectFrame(view.frame(2), rect(230, 0, 100, 50), "column2")
        #expect(view.layout.orthogonalContentSize(forSection: 0)?.width == 340)
    }
}
