#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// `visibleItemsInvalidationHandler`: called with the section's visible items; the changes it
/// makes to alpha, transform, zIndex, isHidden reach the attributes the layout returns. Ignored when the
/// section self-sizes.
///
/// Fixture: a 428 × 300 view, 20 rows of 44: rows 0–6 are visible at offset 0 (6·44 = 264 < 300).
@MainActor
@Suite struct VisibleItemsInvalidationTests {
    static let viewSize = CGSize(width: 428, height: 300)
    static let visibleRect = CGRect(x: 0, y: 0, width: 428, height: 300)

    private func scaledSection() -> NSCollectionLayoutSection {
        let section = rowSection(height: 44)
        section.visibleItemsInvalidationHandler = { items, _, _ in
            for item in items {
                item.alpha = 0.5
                item.zIndex = 7
                item.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
            }
        }
        return section
    }

    @Test func changesReachTheRectQuery() throws {
        let view = layOut(scaledSection(), items: 20, size: Self.viewSize)
        let visible = view.layout.layoutAttributesForElements(in: Self.visibleRect) ?? []
        let first = try #require(visible.first { $0.indexPath == IndexPath(item: 0, section: 0) })
        #expect(first.alpha == 0.5)
        #expect(first.zIndex == 7)
        #expect(first.transform == CGAffineTransform(scaleX: 0.9, y: 0.9))
        // The frame stays the layout's frame (the transform is applied by the view).
        expectFrame(first.frame, rect(0, 0, 428, 44), "item0")
    }

    @Test func changesReachTheItemQuery() {
        let view = layOut(scaledSection(), items: 20, size: Self.viewSize)
        #expect(view.attributes(3)?.alpha == 0.5)
        #expect(view.attributes(3)?.zIndex == 7)
    }

    /// The handler sees the visible items, with their index paths and frames, and the scroll offset.
    @Test func handlerSeesVisibleItemsAndOffset() {
        let recorder = SizeRecorder()
        let section = rowSection(height: 44)
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            recorder.offsets.append(offset)
            recorder.indexPaths.append(contentsOf: items.filter { $0.representedElementCategory == .cell }.map(\.indexPath))
            for item in items where item.indexPath == IndexPath(item: 2, section: 0) {
                recorder.sizes.append(item.frame.size)
                recorder.offsets.append(item.frame.origin)
            }
        }
        let view = layOut(section, items: 20, size: Self.viewSize)
        _ = view.layout.layoutAttributesForElements(in: Self.visibleRect)
        let seen = Set(recorder.indexPaths.map(\.item))
        #expect(seen.isSuperset(of: 0...6), "rows 0–6 are visible: \(seen.sorted())")
        #expect(!seen.contains(19), "row 19 (y 836) is not visible")
        #expect(recorder.sizes.contains(CGSize(width: 428, height: 44)))
        #expect(recorder.offsets.contains(CGPoint(x: 0, y: 88)), "row 2's frame origin")
        #expect(recorder.offsets.first == CGPoint(x: 0, y: 0), "offset at rest")
    }

    /// Hiding through the handler.
    @Test func hiding() {
        let section = rowSection(height: 44)
        section.visibleItemsInvalidationHandler = { items, _, _ in
            for item in items where item.indexPath.item == 1 { item.isHidden = true }
        }
        let view = layOut(section, items: 5, size: Self.viewSize)
        let visible = view.layout.layoutAttributesForElements(in: Self.visibleRect) ?? []
        #expect(visible.first { $0.indexPath == IndexPath(item: 1, section: 0) }?.isHidden == true)
        #expect(visible.first { $0.indexPath == IndexPath(item: 0, section: 0) }?.isHidden == false)
    }

    /// The handler only touches its own section.
    @Test func otherSectionsAreUntouched() {
        let view = layOut(layout([rowSection(height: 44), scaledSection()]), items: [2, 2], size: Self.viewSize)
        let visible = view.layout.layoutAttributesForElements(in: Self.visibleRect) ?? []
        #expect(visible.first { $0.indexPath == IndexPath(item: 0, section: 0) }?.alpha == 1)
        #expect(visible.first { $0.indexPath == IndexPath(item: 0, section: 1) }?.alpha == 0.5)
    }

    /// With estimated items UIKit ignores the handler's changes (as reported on Apple's developer forums).
    @Test func ignoredWhenTheSectionSelfSizes() {
        let cell = item(.fractionalWidth(1), .estimated(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [cell])
        let section = NSCollectionLayoutSection(group: group)
        section.visibleItemsInvalidationHandler = { items, _, _ in
            for item in items { item.alpha = 0.5 }
        }
        let view = layOut(section, items: 5, size: Self.viewSize)
        let visible = view.layout.layoutAttributesForElements(in: Self.visibleRect) ?? []
        #expect(visible.first { $0.indexPath == IndexPath(item: 0, section: 0) }?.alpha == 1)
    }

    /// A parallax-style handler that depends on the offset sees the new offset after scrolling.
    @Test func handlerFollowsScrolling() {
        let section = rowSection(height: 44)
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            for item in items { item.alpha = offset.y > 0 ? 0.25 : 1 }
        }
        let view = layOut(section, items: 30, size: Self.viewSize)
        view.scroll(to: CGPoint(x: 0, y: 200))
        let visible = view.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 200, width: 428, height: 300)) ?? []
        #expect(visible.first { $0.indexPath == IndexPath(item: 10, section: 0) }?.alpha == 0.25)
    }
    /// Boundary supplementaries are visible items too (they carry `representedElementKind`): a handler
    /// fading the header reaches the header's attributes.
    @Test func supplementariesAreVisibleItems() {
        let section = rowSection(height: 44)
        section.boundarySupplementaryItems = [boundaryItem(Kind.header, .fractionalWidth(1), .absolute(30), .top)]
        section.visibleItemsInvalidationHandler = { items, _, _ in
            for item in items where item.representedElementKind == Kind.header { item.alpha = 0.3 }
        }
        let view = layOut(section, items: 3, size: Self.viewSize)
        let visible = view.layout.layoutAttributesForElements(in: Self.visibleRect) ?? []
        #expect(visible.first { $0.representedElementKind == Kind.header }?.alpha == 0.3)
        #expect(visible.first { $0.indexPath == IndexPath(item: 0, section: 0) && $0.representedElementCategory == .cell }?.alpha == 1)
    }

    /// For an orthogonal section the offset is the orthogonal scroll offset: 0 at rest, whatever the
    /// main scroll position.
    @Test func orthogonalSectionsSeeTheirOwnOffset() {
        let recorder = SizeRecorder()
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(150), .absolute(100)),
                                                       subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let carousel = NSCollectionLayoutSection(group: group)
        carousel.orthogonalScrollingBehavior = .continuous
        carousel.visibleItemsInvalidationHandler = { _, offset, _ in recorder.offsets.append(offset) }
        let view = layOut(layout([rowSection(height: 44), carousel, rowSection(height: 44)]), items: [3, 5, 20],
                          size: Self.viewSize)
        view.scroll(to: CGPoint(x: 0, y: 100))
        _ = view.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 100, width: 428, height: 300))
        #expect(!recorder.offsets.isEmpty)
        #expect(recorder.offsets.allSatisfy { $0 == .zero }, "\(recorder.offsets)")
    }
}
