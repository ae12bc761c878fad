#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// `init(sectionProvider:)`: called per section with a real environment; sections may
/// differ; a nil section for a section with items stops as UIKit raises, or is skipped under `.record`.
@MainActor
@Suite struct SectionProviderTests {
    /// The provider is asked for every section index and sees the root container (428 × 926, no insets).
    @Test func providerSeesEverySectionAndTheRootContainer() {
        let recorder = SizeRecorder()
        let layout = UICollectionViewCompositionalLayout { index, environment in
            recorder.indices.append(index)
            recorder.effectiveSizes.append(environment.container.effectiveContentSize)
            return rowSection(height: 44)
        }
        let view = layOut(layout, items: [1, 2, 3])
        #expect(Set(recorder.indices) == [0, 1, 2])
        for recorded in recorder.effectiveSizes { expectSize(recorded, CGSize(width: 428, height: 926), "effective size") }
        expectFrame(view.frame(2, section: 2), rect(0, 220, 428, 44), "s2 item2 (44 + 88 + 88)")
    }

    /// Sections from one provider can differ (the compositional-layout walkthrough `configLayout2`): 74-pt rows with spacing 10 and
    /// top inset 10; then a 300-tall row of two 0.48-wide cards with flexible spacing and insets 10.
    /// Section 0 with 2 items: 10 + 74 + 10 + 74 = 168. Section 1 content 408: cards 195.84; gap 16.32.
    @Test func sectionsDiffer() {
        let layout = UICollectionViewCompositionalLayout { index, _ in
            if index == 0 {
                let section = rowSection(height: 74)
                section.interGroupSpacing = 10
                section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 0)
                return section
            }
            let cell = item(.fractionalWidth(0.48), .fractionalHeight(1))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(300)),
                                                           subitems: [cell])
            group.interItemSpacing = .flexible(10)
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            section.contentInsets = insets(10)
            return section
        }
        let view = layOut(layout, items: [2, 2])
        expectFrame(view.frame(1, section: 0), rect(0, 94, 428, 74), "s0 item1")
        expectFrame(view.frame(0, section: 1), rect(10, 178, 195.84, 300), "s1 item0")
        expectFrame(view.frame(1, section: 1), rect(222.16, 178, 195.84, 300), "s1 item1")
    }

    /// A responsive provider reads `effectiveContentSize.width` (the responsive-layout tutorial): 3 columns above 600 pt, else 2.
    @Test(arguments: [(CGFloat(428), 2), (700, 3)])
    func providerAdaptsToTheWidth(width: CGFloat, columns: Int) {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            let count = environment.container.effectiveContentSize.width > 600 ? 3 : 2
            let cell = item(.fractionalWidth(1.0 / CGFloat(count)), .absolute(50))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                           subitems: [cell])
            return NSCollectionLayoutSection(group: group)
        }
        let view = layOut(layout, items: [columns + 1], size: CGSize(width: width, height: 900))
        expectFrame(view.frame(columns), rect(0, 50, width / CGFloat(columns), 50), "first item of row 2")
    }

    /// Under the recording policy a nil section is skipped (diagnostics in `Extras/`): its items have no
    /// attributes and the next section starts where the previous ended (88).
    @Test func nilSectionIsSkippedWhenRecorded() {
        let layout = UICollectionViewCompositionalLayout { index, _ in
            index == 1 ? nil : rowSection(height: 44)
        }
        layout.sectionProviderFailurePolicy = .record
        let view = layOut(layout, items: [2, 3, 2])
        #expect(view.attributes(0, section: 1) == nil)
        expectFrame(view.frame(0, section: 2), rect(0, 88, 428, 44), "s2 item0")
        #expect(!view.allAttributes().contains { $0.indexPath.section == 1 })
        expectValue(view.contentSize.height, 176, "content height")
    }

    /// The same section object returned for several indices is laid out independently for each.
    @Test func sharedSectionObject() {
        let shared = rowSection(height: 30)
        let layout = UICollectionViewCompositionalLayout { _, _ in shared }
        let view = layOut(layout, items: [1, 1, 1])
        expectFrame(view.frame(0, section: 2), rect(0, 60, 428, 30), "s2 item0")
    }

    /// The provider sees the trait collection of the collection view.
    @Test func environmentCarriesTraits() {
        let recorder = SizeRecorder()
        let layout = UICollectionViewCompositionalLayout { index, environment in
            if environment.traitCollection.horizontalSizeClass == .compact { recorder.indices.append(index) }
            return rowSection(height: 44)
        }
        _ = layOut(layout, items: [1])
        #expect(recorder.indices.contains(0))
    }
}
