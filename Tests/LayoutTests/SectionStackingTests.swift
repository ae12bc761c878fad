#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// Sections follow one another along the main axis, `interSectionSpacing` apart, with none after the
/// last; groups within a section are `interGroupSpacing` apart.
@MainActor
@Suite struct SectionStackingTests {
    /// Section 0: 3 rows of 44 = 132; spacing 20; section 1 starts at 152; content 152 + 88 = 240.
    @Test func interSectionSpacingSitsBetweenSectionsOnly() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let view = layOut(layout([rowSection(height: 44), rowSection(height: 44)], configuration: configuration),
                          items: [3, 2])
        expectFrame(view.frame(2, section: 0), rect(0, 88, 428, 44), "s0 item2")
        expectFrame(view.frame(0, section: 1), rect(0, 152, 428, 44), "s1 item0")
        expectFrame(view.frame(1, section: 1), rect(0, 196, 428, 44), "s1 item1")
        expectValue(view.contentSize.height, 240, "content height (no spacing after the last section)")
    }

    /// A single section never gets inter-section spacing.
    @Test func oneSectionHasNoInterSectionSpacing() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 50
        let view = layOut(UICollectionViewCompositionalLayout(section: rowSection(height: 44), configuration: configuration),
                          items: [2])
        expectValue(view.contentSize.height, 88, "content height")
    }

    /// Section insets are part of the section: (10 top, 30 bottom) → section 0 is 10 + 132 + 30 = 172
    /// tall; with spacing 8, section 1 (inset top 5) has its first row at 172 + 8 + 5 = 185.
    @Test func sectionInsetsAndSpacingAddUp() {
        let first = rowSection(height: 44)
        first.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 30, trailing: 0)
        let second = rowSection(height: 44)
        second.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 0, bottom: 0, trailing: 0)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 8
        let view = layOut(layout([first, second], configuration: configuration), items: [3, 1])
        expectFrame(view.frame(0, section: 0), rect(0, 10, 428, 44), "s0 item0")
        expectFrame(view.frame(0, section: 1), rect(0, 185, 428, 44), "s1 item0")
        expectValue(view.contentSize.height, 229, "content height")
    }

    /// InterGroupSpacing between groups (not after the last): 4 rows of 30, spacing 7 → 4·30 + 3·7 = 141.
    @Test func interGroupSpacing() {
        let section = rowSection(height: 30)
        section.interGroupSpacing = 7
        let view = layOut(section, items: 4)
        expectFrame(view.frame(3), rect(0, 111, 428, 30), "item3")
        expectValue(view.contentSize.height, 141, "content height")
    }

    /// An empty section contributes its boundary items and insets, never a negative spacing.
    /// Section 1: header 40 + insets 5 + 5 = 50, no groups, interGroupSpacing 10 ignored.
    @Test func emptySectionContributesHeaderAndInsets() {
        let empty = rowSection(height: 44)
        empty.interGroupSpacing = 10
        empty.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 0)
        empty.boundarySupplementaryItems = [boundaryItem(Kind.header, .fractionalWidth(1), .absolute(40), .top)]
        let view = layOut(layout([rowSection(height: 44), empty, rowSection(height: 44)]), items: [3, 0, 2])
        expectFrame(view.supplementaryFrame(Kind.header, section: 1), rect(0, 132, 428, 40), "s1 header")
        expectFrame(view.frame(0, section: 2), rect(0, 182, 428, 44), "s2 item0")
        expectValue(view.contentSize.height, 270, "content height (132 + 50 + 88)")
    }

    /// An empty section with nothing else takes no room; inter-section spacing still separates sections.
    @Test func emptySectionTakesNoRoom() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        let view = layOut(layout([rowSection(height: 44), rowSection(height: 44), rowSection(height: 44)],
                                 configuration: configuration), items: [1, 0, 1])
        // 44 + 10 + 0 + 10 = 64.
        expectFrame(view.frame(0, section: 2), rect(0, 64, 428, 44), "s2 item0")
        expectValue(view.contentSize.height, 108, "content height")
    }

    /// No sections at all: empty content, no elements.
    @Test func noSections() {
        let view = layOut(layout([rowSection(height: 44)]), items: [])
        #expect(view.contentSize.height == 0)
        #expect(view.allAttributes().isEmpty)
    }
}
