#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// `UICollectionViewCompositionalLayoutConfiguration` and the root container:
/// defaults, horizontal scrolling, content-insets references with safe-area insets, global boundary items.
@MainActor
@Suite struct ConfigurationTests {
    /// Defaults.
    @Test func defaults() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        #expect(configuration.scrollDirection == .vertical)
        #expect(configuration.interSectionSpacing == 0)
        #expect(configuration.boundarySupplementaryItems.isEmpty)
        #expect(configuration.contentInsetsReference == .safeArea)
        #expect(NSCollectionLayoutSection(group: rowGroup()).contentInsetsReference == .automatic)
    }

    /// Horizontal scrolling swaps the axes. A 400 × 300 view; vertical groups 100 wide × full height
    /// holding two 0.5-tall items; groups 10 apart along x: item2 at x 110, item4 at 220; section 0 is
    /// 3·100 + 2·10 = 320 wide; section 1 starts 20 further, at 340. Content 440 × 300.
    @Test func horizontalScrollDirection() {
        func columns() -> NSCollectionLayoutSection {
            let cell = item(.fractionalWidth(1), .fractionalHeight(0.5))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)),
                                                         subitems: [cell])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            return section
        }
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 20
        let view = layOut(layout([columns(), columns()], configuration: configuration), items: [5, 2],
                          size: CGSize(width: 400, height: 300))
        expectFrame(view.frame(0), rect(0, 0, 100, 150), "item0")
        expectFrame(view.frame(1), rect(0, 150, 100, 150), "item1")
        expectFrame(view.frame(2), rect(110, 0, 100, 150), "item2")
        expectFrame(view.frame(4), rect(220, 0, 100, 150), "item4")
        expectFrame(view.frame(0, section: 1), rect(340, 0, 100, 150), "s1 item0")
        expectFrame(view.frame(1, section: 1), rect(340, 150, 100, 150), "s1 item1")
        expectSize(view.contentSize, CGSize(width: 440, height: 300), "content size")
    }

    /// In a horizontal layout the section's top/bottom insets shrink the cross axis and leading/trailing
    /// ones sit along the scroll axis: insets (5, 10, 5, 10) → content height 290, items 145 tall at (10, 5).
    @Test func horizontalSectionInsets() {
        let cell = item(.fractionalWidth(1), .fractionalHeight(0.5))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [cell])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let view = layOut(UICollectionViewCompositionalLayout(section: section, configuration: configuration), items: [3],
                          size: CGSize(width: 400, height: 300))
        expectFrame(view.frame(0), rect(10, 5, 100, 145), "item0")
        expectFrame(view.frame(1), rect(10, 150, 100, 145), "item1")
        expectFrame(view.frame(2), rect(110, 5, 100, 145), "item2")
        expectSize(view.contentSize, CGSize(width: 220, height: 300), "content size (10 + 200 + 10)")
    }

    /// In a horizontal layout `.leading`/`.trailing` boundary items are the header and footer that extend
    /// the section along x: a 40-wide full-height header pushes the items right by 40.
    @Test func horizontalLeadingHeader() {
        let cell = item(.fractionalWidth(1), .fractionalHeight(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [cell])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            boundaryItem(Kind.header, .absolute(40), .fractionalHeight(1), .leading),
            boundaryItem(Kind.footer, .absolute(30), .fractionalHeight(1), .trailing),
        ]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let view = layOut(UICollectionViewCompositionalLayout(section: section, configuration: configuration), items: [2],
                          size: CGSize(width: 400, height: 300))
        expectFrame(view.supplementaryFrame(Kind.header), rect(0, 0, 40, 300), "header")
        expectFrame(view.frame(0), rect(40, 0, 100, 300), "item0")
        expectFrame(view.frame(1), rect(140, 0, 100, 300), "item1")
        expectFrame(view.supplementaryFrame(Kind.footer), rect(240, 0, 30, 300), "footer")
        expectValue(view.contentSize.width, 270, "content width")
    }

    /// `.safeArea` (the default) insets the root container by the safe area's left and right:
    /// 428 − 44 − 30 = 354 from x 44. Top and bottom safe-area insets do not move content in a vertical
    /// layout (they go into `adjustedContentInset`).
    @Test func safeAreaReference() {
        let view = layOut(rowSection(height: 44), items: 2) { collectionView in
            simulateSafeArea(UIEdgeInsets(top: 47, left: 44, bottom: 34, right: 30), on: collectionView)
        }
        expectFrame(view.frame(0), rect(44, 0, 354, 44), "item0")
        expectFrame(view.frame(1), rect(44, 44, 354, 44), "item1")
        expectValue(view.contentSize.height, 88, "content height")
    }

    /// `.none` ignores the safe area.
    @Test func noneReference() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.contentInsetsReference = .none
        let view = layOut(UICollectionViewCompositionalLayout(section: rowSection(height: 44), configuration: configuration),
                          items: [1]) { collectionView in
            simulateSafeArea(UIEdgeInsets(top: 47, left: 44, bottom: 34, right: 30), on: collectionView)
        }
        expectFrame(view.frame(0), rect(0, 0, 428, 44), "item0")
    }

    /// A section's own `contentInsetsReference` overrides the configuration's.
    @Test func sectionReferenceOverridesTheConfiguration() {
        let full = rowSection(height: 44)
        full.contentInsetsReference = .none
        let view = layOut(layout([rowSection(height: 44), full]), items: [1, 1]) { collectionView in
            simulateSafeArea(UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 30), on: collectionView)
        }
        expectFrame(view.frame(0, section: 0), rect(44, 0, 354, 44), "section 0 follows the safe area")
        expectFrame(view.frame(0, section: 1), rect(0, 44, 428, 44), "section 1 ignores it")
    }

    /// The environment's root container reports the safe-area insets: content size = bounds,
    /// effective width 354; in a vertical layout the top/bottom reference insets are zero,
    /// so the effective height stays 926.
    @Test func environmentReportsTheRootContainer() {
        let recorder = SizeRecorder()
        let layout = UICollectionViewCompositionalLayout { index, environment in
            recorder.indices.append(index)
            recorder.sizes.append(environment.container.contentSize)
            recorder.effectiveSizes.append(environment.container.effectiveContentSize)
            recorder.insets.append(environment.container.effectiveContentInsets)
            return rowSection(height: 44)
        }
        _ = layOut(layout, items: [1]) { collectionView in
            simulateSafeArea(UIEdgeInsets(top: 47, left: 44, bottom: 34, right: 30), on: collectionView)
        }
        #expect(!recorder.sizes.isEmpty)
        for recorded in recorder.sizes { expectSize(recorded, CGSize(width: 428, height: 926), "contentSize") }
        for recorded in recorder.effectiveSizes { expectSize(recorded, CGSize(width: 354, height: 926), "effectiveContentSize") }
        for recorded in recorder.insets {
            #expect(recorded.leading == 44 && recorded.trailing == 30, "effectiveContentInsets \(recorded)")
        }
    }

    /// Global header and footer: the header before section 0, the footer after the last section;
    /// inter-section spacing only between sections. 60 + 88 + 10 + 88 = 246; footer at 246; content 286.
    @Test func globalHeaderAndFooter() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        configuration.boundarySupplementaryItems = [
            boundaryItem(Kind.layoutHeader, .fractionalWidth(1), .absolute(60), .top),
            boundaryItem(Kind.layoutFooter, .fractionalWidth(1), .absolute(40), .bottom),
        ]
        let view = layOut(layout([rowSection(height: 44), rowSection(height: 44)], configuration: configuration),
                          items: [2, 2])
        expectFrame(view.supplementaryFrame(Kind.layoutHeader), rect(0, 0, 428, 60), "global header")
        expectFrame(view.frame(0, section: 0), rect(0, 60, 428, 44), "s0 item0")
        expectFrame(view.frame(0, section: 1), rect(0, 158, 428, 44), "s1 item0")
        expectFrame(view.supplementaryFrame(Kind.layoutFooter), rect(0, 246, 428, 40), "global footer")
        expectValue(view.contentSize.height, 286, "content height")
        let header = view.layout.layoutAttributesForSupplementaryView(ofKind: Kind.layoutHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.indexPath == IndexPath(item: 0, section: 0), "global items live at (0, 0)")
    }

    /// Global items span the root effective width: safe area 44 / 30 → x 44, width 354.
    @Test func globalHeaderFollowsTheSafeArea() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [boundaryItem(Kind.layoutHeader, .fractionalWidth(1), .absolute(60), .top)]
        let view = layOut(UICollectionViewCompositionalLayout(section: rowSection(height: 44), configuration: configuration),
                          items: [1]) { collectionView in
            simulateSafeArea(UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 30), on: collectionView)
        }
        expectFrame(view.supplementaryFrame(Kind.layoutHeader), rect(44, 0, 354, 60), "global header")
    }

    /// Setting `configuration` invalidates the layout: the new spacing applies on the next pass.
    @Test func settingTheConfigurationRelaysOut() {
        let layout = layout([rowSection(height: 44), rowSection(height: 44)])
        let view = layOut(layout, items: [1, 1])
        expectFrame(view.frame(0, section: 1), rect(0, 44, 428, 44), "before")
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 30
        layout.configuration = configuration
        view.collectionView.layoutIfNeeded()
        expectFrame(view.frame(0, section: 1), rect(0, 74, 428, 44), "after")
    }

    /// A size change re-lays the layout out (as rotating a device does): fractions follow the new width.
    @Test func sizeChangeRelaysOut() {
        let view = layOut(rowSection(height: 44), items: 1)
        #expect(view.layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 390, height: 844)))
        view.collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        view.collectionView.layoutIfNeeded()
        expectFrame(view.frame(0), rect(0, 0, 390, 44), "item0 after rotation")
    }

    /// In a horizontal layout orthogonal sections scroll vertically: groups stack along y,
    /// 80 + 10 apart, at orthogonal offset 0; the section is one group (100) wide.
    @Test func horizontalLayoutOrthogonalSection() {
        let cell = item(.fractionalWidth(1), .fractionalHeight(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(100), .absolute(80)), subitems: [cell])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let view = layOut(UICollectionViewCompositionalLayout(section: section, configuration: configuration), items: [5],
                          size: CGSize(width: 400, height: 300))
        expectFrame(view.frame(0), rect(0, 0, 100, 80), "item0")
        expectFrame(view.frame(1), rect(0, 90, 100, 80), "item1")
        expectFrame(view.frame(4), rect(0, 360, 100, 80), "item4 (below the visible height: orthogonal content)")
        expectSize(view.contentSize, CGSize(width: 100, height: 300), "content size")
    }
}

/// A one-item full-width 44-pt row group.
@MainActor
func rowGroup() -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                       subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
}
