#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// Section background decorations: the background covers the whole
/// section frame (root effective width, headers and insets included) inset by its own contentInsets,
/// sits at zIndex 0, and promotes everything else in its section to at least 1.
@MainActor
@Suite struct BackgroundDecorationTests {
    private func decoration(_ view: LaidOutCollectionView, section: Int = 0) -> UICollectionViewLayoutAttributes? {
        view.layout.layoutAttributesForDecorationView(ofKind: Kind.background, at: IndexPath(item: 0, section: section))
    }

    /// The header is inside the background. Section: header 40 + insets 10 + 2 rows of 44 + 10 = 148.
    @Test func backgroundCoversHeadersAndInsets() {
        let section = rowSection(height: 44)
        section.contentInsets = insets(10)
        section.boundarySupplementaryItems = [boundaryItem(Kind.header, .fractionalWidth(1), .absolute(40), .top)]
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: Kind.background)]
        let view = layOut(section, items: 2)
        let background = decoration(view)
        expectFrame(background?.frame, rect(0, 0, 428, 148), "background")
        #expect(background?.zIndex == 0)
        #expect(background?.representedElementCategory == .decorationView)
        #expect(background?.representedElementKind == Kind.background)
        #expect(view.attributes(0)?.zIndex == 1, "cells promoted")
        let header = view.layout.layoutAttributesForSupplementaryView(ofKind: Kind.header, at: IndexPath(item: 0, section: 0))
        #expect((header?.zIndex ?? 0) >= 1, "header at least 1")
    }

    /// A background in a later section starts at that section's origin: section 0 = 3 rows (132),
    /// spacing 20, section 1 = 2 rows → (0, 152, 428, 88). Only section 1's cells are promoted.
    @Test func backgroundOfALaterSection() {
        let decorated = rowSection(height: 44)
        decorated.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: Kind.background)]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let view = layOut(layout([rowSection(height: 44), decorated], configuration: configuration), items: [3, 2])
        expectFrame(decoration(view, section: 1)?.frame, rect(0, 152, 428, 88), "background of section 1")
        #expect(decoration(view, section: 0) == nil, "section 0 has none")
        #expect(view.attributes(0, section: 0)?.zIndex == 0)
        #expect(view.attributes(0, section: 1)?.zIndex == 1)
        let decorations = view.allAttributes().filter { $0.representedElementCategory == .decorationView }
        #expect(decorations.count == 1)
        #expect(decorations.first?.indexPath == IndexPath(item: 0, section: 1))
    }

    /// The background spans the root *effective* width: safe area left 44, right 30 → x 44, width 354.
    @Test func backgroundFollowsTheSafeArea() {
        let section = rowSection(height: 44)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: Kind.background)]
        let view = layOut(section, items: 1) { collectionView in
            simulateSafeArea(UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 30), on: collectionView)
        }
        expectFrame(decoration(view)?.frame, rect(44, 0, 354, 44), "background")
        expectFrame(view.frame(0), rect(60, 0, 322, 44), "item0 (safe area + section insets)")
    }

    /// A decoration's own zIndex is honoured; other elements stay above it.
    @Test func customDecorationZIndex() {
        let background = NSCollectionLayoutDecorationItem.background(elementKind: Kind.background)
        #expect(background.zIndex == 0)
        background.zIndex = -1
        let section = rowSection(height: 44)
        section.decorationItems = [background]
        let view = layOut(section, items: 1)
        #expect(decoration(view)?.zIndex == -1)
        #expect((view.attributes(0)?.zIndex ?? -1) > -1, "cells stay above the background")
    }

    /// Badges in a decorated section stay at least 1 (they already default to 1).
    @Test func supplementariesStayAboveTheBackground() {
        let section = badgeHostSection(anchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: Kind.background)]
        let view = layOut(section, items: 1)
        let badge = view.layout.layoutAttributesForSupplementaryView(ofKind: Kind.badge, at: IndexPath(item: 0, section: 0))
        #expect((badge?.zIndex ?? 0) >= 1)
        expectFrame(decoration(view)?.frame, rect(0, 0, 428, 100), "background")
    }

    /// The background of an orthogonal section stays on the section frame in the main scroll space,
    /// however wide the orthogonal content is: 428 × (10 + 120 + 10).
    @Test func orthogonalSectionBackgroundDoesNotScroll() {
        let cell = item(.fractionalWidth(1), .fractionalHeight(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(150), .absolute(120)), subitems: [cell])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: Kind.background)]
        let view = layOut(section, items: 20)
        expectFrame(decoration(view)?.frame, rect(0, 0, 428, 140), "background")
    }

    /// The decoration's insets come off the section frame: asymmetric insets (1, 2, 3, 4) on a
    /// 428 × 88 section → (2, 1, 422, 84).
    @Test func decorationInsets() {
        let background = NSCollectionLayoutDecorationItem.background(elementKind: Kind.background)
        background.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let section = rowSection(height: 44)
        section.decorationItems = [background]
        let view = layOut(section, items: 2)
        expectFrame(decoration(view)?.frame, rect(2, 1, 422, 84), "background")
    }
    /// The background covers the footer too ("headers and insets included", to the section's end):
    /// header 30 + inset 8 + 2 rows of 44 + inset 8 + footer 20 = 154.
    @Test func backgroundCoversTheFooter() {
        let section = rowSection(height: 44)
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
        section.boundarySupplementaryItems = [boundaryItem(Kind.header, .fractionalWidth(1), .absolute(30), .top),
                                              boundaryItem(Kind.footer, .fractionalWidth(1), .absolute(20), .bottom)]
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: Kind.background)]
        let view = layOut(layout([rowSection(height: 10), section]), items: [1, 2])
        expectFrame(decoration(view, section: 1)?.frame, rect(0, 10, 428, 154), "background")
        expectFrame(view.supplementaryFrame(Kind.footer, section: 1), rect(12, 144, 404, 20), "footer")
    }
    /// Several decorations of different kinds on one section each get their own frame and zIndex.
    @Test func twoDecorations() {
        let outer = NSCollectionLayoutDecorationItem.background(elementKind: Kind.background)
        let inner = NSCollectionLayoutDecorationItem.background(elementKind: "inner-background")
        inner.contentInsets = insets(4)
        inner.zIndex = -2
        let section = rowSection(height: 44)
        section.decorationItems = [outer, inner]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "inner-background")
        let view = layOut(layout, items: [2])
        expectFrame(decoration(view)?.frame, rect(0, 0, 428, 88), "outer")
        let innerAttributes = view.layout.layoutAttributesForDecorationView(ofKind: "inner-background", at: IndexPath(item: 0, section: 0))
        expectFrame(innerAttributes?.frame, rect(4, 4, 420, 80), "inner")
        #expect(innerAttributes?.zIndex == -2)
        #expect(view.allAttributes().filter { $0.representedElementCategory == .decorationView }.count == 2)
    }
}
