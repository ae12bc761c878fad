#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// Section headers, footers and side items.
///
/// The fixture: a 400-wide view; a section with insets (top 10, leading 20, bottom 30, trailing 40)
/// and two 100-tall rows. Without boundary items the rows sit at y 10 and 110 and the section is
/// 10 + 200 + 30 = 240 tall; its content box spans x 20…360 (340 wide). Boundary items are 100 × 50.
@MainActor
@Suite struct BoundarySupplementaryTests {
    static let viewSize = CGSize(width: 400, height: 800)

    private func fixture(_ items: [NSCollectionLayoutBoundarySupplementaryItem]) -> NSCollectionLayoutSection {
        let section = rowSection(height: 100)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        section.boundarySupplementaryItems = items
        return section
    }

    /// Where a 100 × 50 item lands for each alignment, where the first row goes, and the
    /// section height. Top family: pushes content by 50. Bottom family: after the bottom inset (240),
    /// extends the section. Leading/trailing: "vertically centred on the section content" —
    /// the content box inside the insets, 10…210 → y 110 − 25 = 85 — no push; `.none` is centred the
    /// same way (the table's "centred", read like leading/trailing). x: leading 20, centred 20 + (340 − 100)/2 = 140, trailing 360 − 100 = 260.
    @Test(arguments: [
        (NSRectAlignment.top, CGRect(x: 140, y: 0, width: 100, height: 50), CGFloat(60), CGFloat(290)),
        (.topLeading, CGRect(x: 20, y: 0, width: 100, height: 50), 60, 290),
        (.topTrailing, CGRect(x: 260, y: 0, width: 100, height: 50), 60, 290),
        (.bottom, CGRect(x: 140, y: 240, width: 100, height: 50), 10, 290),
        (.bottomLeading, CGRect(x: 20, y: 240, width: 100, height: 50), 10, 290),
        (.bottomTrailing, CGRect(x: 260, y: 240, width: 100, height: 50), 10, 290),
        (.leading, CGRect(x: 20, y: 85, width: 100, height: 50), 10, 240),
        (.trailing, CGRect(x: 260, y: 85, width: 100, height: 50), 10, 240),
        (.none, CGRect(x: 140, y: 85, width: 100, height: 50), 10, 240),
    ])
    func alignment(_ alignment: NSRectAlignment, expected: CGRect, firstRowY: CGFloat, sectionHeight: CGFloat) {
        let section = fixture([boundaryItem(Kind.header, .absolute(100), .absolute(50), alignment)])
        let view = layOut(section, items: 2, size: Self.viewSize)
        expectFrame(view.supplementaryFrame(Kind.header), expected, "\(alignment)")
        expectFrame(view.frame(0), rect(20, firstRowY, 340, 100), "item0")
        expectValue(view.contentSize.height, sectionHeight, "section height")
    }

    /// An absolute offset is added after alignment; the extension uses the size only.
    @Test(arguments: [
        (NSRectAlignment.topLeading, CGRect(x: 25, y: -7, width: 100, height: 50), CGFloat(60)),
        (.top, CGRect(x: 145, y: -7, width: 100, height: 50), 60),
        (.bottomTrailing, CGRect(x: 265, y: 233, width: 100, height: 50), 10),
        (.trailing, CGRect(x: 265, y: 78, width: 100, height: 50), 10),
    ])
    func absoluteOffset(_ alignment: NSRectAlignment, expected: CGRect, firstRowY: CGFloat) {
        let header = boundaryItem(Kind.header, .absolute(100), .absolute(50), alignment, offset: CGPoint(x: 5, y: -7))
        #expect(header.offset == CGPoint(x: 5, y: -7))
        let view = layOut(fixture([header]), items: 2, size: Self.viewSize)
        expectFrame(view.supplementaryFrame(Kind.header), expected, "\(alignment) + (5, −7)")
        expectFrame(view.frame(0), rect(20, firstRowY, 340, 100), "item0")
    }

    /// A full-width header follows the section's side insets by default: 340 wide at x 20; the
    /// top inset lies between the header and the first row.
    @Test func headersFollowSectionInsetsByDefault() {
        let section = fixture([boundaryItem(Kind.header, .fractionalWidth(1), .absolute(50), .top),
                               boundaryItem(Kind.footer, .fractionalWidth(1), .absolute(20), .bottom)])
        #expect(section.supplementariesFollowContentInsets)
        let view = layOut(section, items: 2, size: Self.viewSize)
        expectFrame(view.supplementaryFrame(Kind.header), rect(20, 0, 340, 50), "header")
        expectFrame(view.frame(0), rect(20, 60, 340, 100), "item0")
        expectFrame(view.frame(1), rect(20, 160, 340, 100), "item1")
        // Bottom inset between the last row and the footer: 260 + 30.
        expectFrame(view.supplementaryFrame(Kind.footer), rect(20, 290, 340, 20), "footer")
        expectValue(view.contentSize.height, 310, "section height")
    }

    /// `supplementariesFollowContentInsets = false`: the header spans the full root width.
    @Test func supplementariesIgnoringContentInsets() {
        let section = fixture([boundaryItem(Kind.header, .fractionalWidth(1), .absolute(50), .top),
                               boundaryItem(Kind.footer, .fractionalWidth(0.5), .absolute(20), .bottomTrailing)])
        section.supplementariesFollowContentInsets = false
        let view = layOut(section, items: 2, size: Self.viewSize)
        expectFrame(view.supplementaryFrame(Kind.header), rect(0, 0, 400, 50), "header")
        expectFrame(view.supplementaryFrame(Kind.footer), rect(200, 290, 200, 20), "footer (0.5 of 400, trailing)")
        expectFrame(view.frame(0), rect(20, 60, 340, 100), "item0 (rows still inset)")
    }

    /// `extendsBoundary = false`: the header overlaps the first row instead of pushing it, and a
    /// footer sits inside with its bottom at the content end. No main-axis insets here: rows 0…200.
    @Test func nonExtendingBoundaryItems() {
        let header = boundaryItem(Kind.header, .fractionalWidth(1), .absolute(50), .top)
        header.extendsBoundary = false
        let footer = boundaryItem(Kind.footer, .fractionalWidth(1), .absolute(30), .bottom)
        footer.extendsBoundary = false
        let section = rowSection(height: 100)
        section.boundarySupplementaryItems = [header, footer]
        let view = layOut(section, items: 2, size: Self.viewSize)
        expectFrame(view.supplementaryFrame(Kind.header), rect(0, 0, 400, 50), "header")
        expectFrame(view.frame(0), rect(0, 0, 400, 100), "item0 (not pushed)")
        expectFrame(view.supplementaryFrame(Kind.footer), rect(0, 170, 400, 30), "footer")
        expectValue(view.contentSize.height, 200, "section height (not extended)")
    }

    /// Several top-aligned items stack in array order, each pushing the content down.
    /// 50 + 30 = 80 above the top inset: first row at 90.
    @Test func severalTopItemsStack() {
        let section = fixture([boundaryItem(Kind.header, .fractionalWidth(1), .absolute(50), .top),
                               boundaryItem(Kind.secondHeader, .fractionalWidth(0.5), .absolute(30), .topLeading)])
        let view = layOut(section, items: 2, size: Self.viewSize)
        expectFrame(view.supplementaryFrame(Kind.header), rect(20, 0, 340, 50), "first header")
        expectFrame(view.supplementaryFrame(Kind.secondHeader), rect(20, 50, 170, 30), "second header")
        expectFrame(view.frame(0), rect(20, 90, 340, 100), "item0")
        expectValue(view.contentSize.height, 320, "section height (80 + 240)")
    }

    /// Headers of later sections carry their section's index path and sit at its start.
    @Test func headersOfEverySection() {
        func sectionWithHeader() -> NSCollectionLayoutSection {
            let section = rowSection(height: 44)
            section.boundarySupplementaryItems = [boundaryItem(Kind.header, .fractionalWidth(1), .absolute(30), .top)]
            return section
        }
        let view = layOut(layout([sectionWithHeader(), sectionWithHeader(), sectionWithHeader()]), items: [2, 0, 1])
        expectFrame(view.supplementaryFrame(Kind.header, section: 0), rect(0, 0, 428, 30), "s0 header")
        expectFrame(view.supplementaryFrame(Kind.header, section: 1), rect(0, 118, 428, 30), "s1 header (empty section)")
        expectFrame(view.supplementaryFrame(Kind.header, section: 2), rect(0, 148, 428, 30), "s2 header")
        expectFrame(view.frame(0, section: 2), rect(0, 178, 428, 44), "s2 item0")
        let attributes = view.layout.layoutAttributesForSupplementaryView(ofKind: Kind.header,
                                                                          at: IndexPath(item: 0, section: 2))
        #expect(attributes?.indexPath == IndexPath(item: 0, section: 2))
        #expect(attributes?.representedElementCategory == .supplementaryView)
        #expect(attributes?.representedElementKind == Kind.header)
    }

    /// Boundary items default to zIndex 1, above cells (0); `zIndex` is honoured.
    @Test func zIndexDefaults() {
        let header = boundaryItem(Kind.header, .fractionalWidth(1), .absolute(30), .top)
        #expect(header.zIndex == 1)
        #expect(!header.pinToVisibleBounds)
        #expect(header.extendsBoundary)
        let footer = boundaryItem(Kind.footer, .fractionalWidth(1), .absolute(30), .bottom)
        footer.zIndex = -1
        let section = rowSection(height: 44)
        section.boundarySupplementaryItems = [header, footer]
        let view = layOut(section, items: 1)
        #expect(view.layout.layoutAttributesForSupplementaryView(ofKind: Kind.header, at: IndexPath(item: 0, section: 0))?.zIndex == 1)
        #expect(view.layout.layoutAttributesForSupplementaryView(ofKind: Kind.footer, at: IndexPath(item: 0, section: 0))?.zIndex == -1)
        #expect(view.attributes(0)?.zIndex == 0)
    }
}
