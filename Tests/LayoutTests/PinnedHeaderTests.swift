#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing
import TestSupport

/// `pinToVisibleBounds`: a pinned header stays at the visible top while its
/// section is visible and never goes below the section's end (footer included) minus its height;
/// a pinned footer mirrors this; global pinned items clamp against the whole content.
///
/// Fixture: a 428 × 300 view; three sections, each a pinned 50-pt header over ten 44-pt rows
/// (50 + 440 = 490 tall): section s spans 490·s … 490·(s + 1).
@MainActor
@Suite struct PinnedHeaderTests {
    static let viewSize = CGSize(width: 428, height: 300)

    private func pinnedHeaderLayout(footerHeight: CGFloat? = nil) -> UICollectionViewCompositionalLayout {
        let sections = (0..<3).map { _ in
            let section = rowSection(height: 44)
            let header = boundaryItem(Kind.header, .fractionalWidth(1), .absolute(50), .top)
            header.pinToVisibleBounds = true
            var items = [header]
            if let footerHeight {
                items.append(boundaryItem(Kind.footer, .fractionalWidth(1), .absolute(footerHeight), .bottom))
            }
            section.boundarySupplementaryItems = items
            return section
        }
        return layout(sections)
    }

    /// Header y = min(max(naturalY, offset), sectionEnd − 50) for each section, at several offsets:
    /// section 0 clamps at 440, section 1 at 930, section 2 at 1420.
    @Test(arguments: [
        (CGFloat(0), [CGFloat(0), 490, 980]),
        (100, [100, 490, 980]),
        (440, [440, 490, 980]),
        (460, [440, 490, 980]),
        (600, [440, 600, 980]),
        (1000, [440, 930, 1000]),
        (1170, [440, 930, 1170]),
    ] as [(CGFloat, [CGFloat])])
    func headersPinAndClamp(offset: CGFloat, expectedY: [CGFloat]) {
        let view = layOut(pinnedHeaderLayout(), items: [10, 10, 10], size: Self.viewSize)
        view.scroll(to: CGPoint(x: 0, y: offset))
        for section in 0..<3 {
            expectFrame(view.supplementaryFrame(Kind.header, section: section),
                        rect(0, expectedY[section], 428, 50), "offset \(offset): header \(section)")
        }
        // Rows never move.
        expectFrame(view.frame(0, section: 1), rect(0, 540, 428, 44), "s1 item0")
    }

    /// The rect query returns the pinned position too: at offset 600 the visible rect 600…900 holds
    /// section 1's header at y 600.
    @Test func rectQueryReturnsPinnedHeaders() throws {
        let view = layOut(pinnedHeaderLayout(), items: [10, 10, 10], size: Self.viewSize)
        view.scroll(to: CGPoint(x: 0, y: 600))
        let visible = view.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 600, width: 428, height: 300)) ?? []
        let header = try #require(visible.first {
            $0.representedElementKind == Kind.header && $0.indexPath == IndexPath(item: 0, section: 1)
        })
        expectFrame(header.frame, rect(0, 600, 428, 50), "pinned header in the rect query")
        #expect(header.zIndex > 0, "pinned headers draw above cells")
    }

    /// The clamp is the section's end *including its footer*: with a 30-pt footer the
    /// section is 520 tall, so header 0 stops at 470.
    @Test func clampIncludesTheFooter() {
        let view = layOut(pinnedHeaderLayout(footerHeight: 30), items: [10, 10, 10], size: Self.viewSize)
        view.scroll(to: CGPoint(x: 0, y: 480))
        expectFrame(view.supplementaryFrame(Kind.header, section: 0), rect(0, 470, 428, 50), "header 0")
        expectFrame(view.supplementaryFrame(Kind.header, section: 1), rect(0, 520, 428, 50), "header 1")
        expectFrame(view.supplementaryFrame(Kind.footer, section: 0), rect(0, 490, 428, 30), "footer 0 (not pinned)")
    }

    /// The visible top includes the adjusted content inset: with a 47-pt safe-area top the resting
    /// offset is −47 and the header stays at 0; at offset 100 it sits at 147.
    @Test func visibleTopIncludesTheAdjustedContentInset() {
        let view = layOut(pinnedHeaderLayout(), items: [10, 10, 10], size: Self.viewSize) { collectionView in
            simulateSafeArea(UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0), on: collectionView)
        }
        view.scroll(to: CGPoint(x: 0, y: -47))
        expectFrame(view.supplementaryFrame(Kind.header, section: 0), rect(0, 0, 428, 50), "at rest")
        view.scroll(to: CGPoint(x: 0, y: 100))
        expectFrame(view.supplementaryFrame(Kind.header, section: 0), rect(0, 147, 428, 50), "scrolled")
    }

    /// Pinned footers: y = max(min(naturalY, visibleBottom − h), sectionTop). Sections are 10 rows
    /// + a 30-pt pinned footer = 470 tall; footer s naturally at 470·s + 440.
    @Test(arguments: [
        (CGFloat(0), [CGFloat(270), 470, 940]),
        (300, [440, 570, 940]),
        (700, [440, 910, 970]),
    ] as [(CGFloat, [CGFloat])])
    func footersPinToTheVisibleBottom(offset: CGFloat, expectedY: [CGFloat]) {
        let sections = (0..<3).map { _ in
            let section = rowSection(height: 44)
            let footer = boundaryItem(Kind.footer, .fractionalWidth(1), .absolute(30), .bottom)
            footer.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [footer]
            return section
        }
        let view = layOut(layout(sections), items: [10, 10, 10], size: Self.viewSize)
        view.scroll(to: CGPoint(x: 0, y: offset))
        for section in 0..<3 {
            expectFrame(view.supplementaryFrame(Kind.footer, section: section),
                        rect(0, expectedY[section], 428, 30), "offset \(offset): footer \(section)")
        }
    }

    /// A global pinned header clamps against the whole content: content 60 + 880 = 940.
    @Test(arguments: [(CGFloat(0), CGFloat(0)), (250, 250), (640, 640)])
    func globalHeaderPins(offset: CGFloat, expectedY: CGFloat) {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        let header = boundaryItem(Kind.layoutHeader, .fractionalWidth(1), .absolute(60), .top)
        header.pinToVisibleBounds = true
        configuration.boundarySupplementaryItems = [header]
        let view = layOut(UICollectionViewCompositionalLayout(section: rowSection(height: 44), configuration: configuration),
                          items: [20], size: Self.viewSize)
        view.scroll(to: CGPoint(x: 0, y: offset))
        expectFrame(view.supplementaryFrame(Kind.layoutHeader), rect(0, expectedY, 428, 60), "global header at \(offset)")
        expectFrame(view.frame(0), rect(0, 60, 428, 44), "item0")
    }
    /// A pinned header in a section with insets and a non-pinned footer: the header still clamps at the
    /// section end (footer included). Section: header 40, insets top 10 / bottom 20, 5 rows of 44,
    /// footer 30: 40 + 10 + 220 + 20 + 30 = 320; the header stops at 280.
    @Test(arguments: [(CGFloat(0), CGFloat(0)), (150, 150), (280, 280), (300, 280)])
    func pinnedHeaderWithInsetsAndFooter(offset: CGFloat, expectedY: CGFloat) {
        let section = rowSection(height: 44)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 20, trailing: 0)
        let header = boundaryItem(Kind.header, .fractionalWidth(1), .absolute(40), .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header, boundaryItem(Kind.footer, .fractionalWidth(1), .absolute(30), .bottom)]
        let view = layOut(layout([section, rowSection(height: 44)]), items: [5, 20], size: Self.viewSize)
        view.scroll(to: CGPoint(x: 0, y: offset))
        expectFrame(view.supplementaryFrame(Kind.header), rect(0, expectedY, 428, 40), "header at \(offset)")
        expectFrame(view.supplementaryFrame(Kind.footer), rect(0, 290, 428, 30), "footer")
    }

    /// A global pinned footer stays at the visible bottom, clamped to the content:
    /// 20 rows (880) + footer 40 = 920; at offset 0 it sits at 300 − 40 = 260; at the end, at 880.
    @Test(arguments: [(CGFloat(0), CGFloat(260)), (300, 560), (620, 880)])
    func globalFooterPins(offset: CGFloat, expectedY: CGFloat) {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        let footer = boundaryItem(Kind.layoutFooter, .fractionalWidth(1), .absolute(40), .bottom)
        footer.pinToVisibleBounds = true
        configuration.boundarySupplementaryItems = [footer]
        let view = layOut(UICollectionViewCompositionalLayout(section: rowSection(height: 44), configuration: configuration),
                          items: [20], size: Self.viewSize)
        view.scroll(to: CGPoint(x: 0, y: offset))
        expectFrame(view.supplementaryFrame(Kind.layoutFooter), rect(0, expectedY, 428, 40), "global footer at \(offset)")
    }

    /// Rect queries agree with the pinned positions at every offset: for 40 offsets and random rects, the
    /// query equals the brute-force filter of every element's (pinned) frame.
    @Test func rectQueriesAgreeWithPinnedFrames() {
        let view = layOut(pinnedHeaderLayout(footerHeight: 30), items: [10, 10, 10], size: Self.viewSize)
        var random = SplitMix64(seed: 42)
        for step in 0..<40 {
            let offset = CGFloat(step) * 31.7
            view.scroll(to: CGPoint(x: 0, y: offset))
            let everything = view.allAttributes()
            #expect(everything.filter { $0.representedElementKind == Kind.header }.count == 3)
            for _ in 0..<5 {
                let query = CGRect(x: Double.random(in: 0...400, using: &random), y: Double.random(in: -20...1600, using: &random),
                                   width: 20.5, height: Double.random(in: 1...300, using: &random))
                let expected = Set(everything.filter { $0.frame.intersects(query) }.map(ElementKey.init))
                let actual = Set((view.layout.layoutAttributesForElements(in: query) ?? []).map(ElementKey.init))
                #expect(actual == expected, "offset \(offset), rect \(format(query))")
            }
        }
    }
    /// Layouts with pinned items must be re-queried on every scroll: a bounds change of origin
    /// only invalidates them; a layout without pinned items or handlers only cares about size changes.
    @Test func scrollingInvalidatesOnlyWhenSomethingPins() {
        let pinned = layOut(pinnedHeaderLayout(), items: [10, 10, 10], size: Self.viewSize)
        #expect(pinned.layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 120, width: 428, height: 300)))
        let plain = layOut(rowSection(height: 44), items: 30, size: Self.viewSize)
        #expect(!plain.layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 120, width: 428, height: 300)))
        #expect(plain.layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 390, height: 300)))
    }
}
