#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// Frames of grouped and inset-grouped list sections with headers, footers and `.firstItemInSection`.
///
/// The metrics (UIKit does not document them): rows estimate 44 pt; grouped and inset-grouped headers and
/// footers estimate 38 pt, plain ones 28 pt; 35 pt of automatic padding above a grouped or inset-grouped
/// section, 0 above a plain one; inset-grouped sides inset 20 pt on views ≥ 414 pt wide, else 16 pt.
/// The padding (`headerTopPadding`) goes above the header, as UIKit's documentation says.
@MainActor
@Suite struct ListSectionFrameTests {
    private func list(_ appearance: UICollectionLayoutListConfiguration.Appearance,
                      configure: (inout UICollectionLayoutListConfiguration) -> Void = { _ in }) -> UICollectionViewCompositionalLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configure(&configuration)
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    /// insetGrouped, supplementary header, 428 wide: padding 35 above the header, then the 38-pt header,
    /// then the rows. Side inset 20: x 20, width 428 − 40 = 388.
    /// Section 0: header y 35; row 0 y 35 + 38 = 73; row 1 y 117; section height 35 + 38 + 2·44 = 161.
    /// Section 1: header y 161 + 35 = 196; row 0 y 196 + 38 = 234.
    @Test func insetGroupedHeaderPaddingIsAboveTheHeader() {
        let view = layOut(list(.insetGrouped) { $0.headerMode = .supplementary }, items: [2, 1])
        expectFrame(view.supplementaryFrame(Kind.header), rect(20, 35, 388, 38), "header 0")
        expectFrame(view.frame(0), rect(20, 73, 388, 44), "row 0")
        expectFrame(view.frame(1), rect(20, 117, 388, 44), "row 1")
        expectFrame(view.supplementaryFrame(Kind.header, section: 1), rect(20, 196, 388, 38), "header 1")
        expectFrame(view.frame(0, section: 1), rect(20, 234, 388, 44), "section 1 row 0")
        // 234 + 44 = 278.
        expectValue(view.contentSize.height, 278, "content height")
    }

    /// insetGrouped on a 390-wide view: side inset 16, width 390 − 32 = 358; header and footer too.
    /// Header y 35, rows 73 and 117, footer after the rows at 161, 38 tall; content 161 + 38 = 199.
    @Test func insetGroupedHeaderAndFooterOnANarrowView() {
        let layout = list(.insetGrouped) {
            $0.headerMode = .supplementary
            $0.footerMode = .supplementary
        }
        let view = layOut(layout, items: [2], size: CGSize(width: 390, height: 844))
        expectFrame(view.supplementaryFrame(Kind.header), rect(16, 35, 358, 38), "header")
        expectFrame(view.frame(0), rect(16, 73, 358, 44), "row 0")
        expectFrame(view.frame(1), rect(16, 117, 358, 44), "row 1")
        expectFrame(view.supplementaryFrame(Kind.footer), rect(16, 161, 358, 38), "footer")
        expectValue(view.contentSize.height, 199, "content height")
    }

    /// grouped, header and footer, 3 rows, full width: header (0, 35, 428, 38); rows at 73, 117, 161;
    /// footer at 161 + 44 = 205; content 205 + 38 = 243. The header does not pin in a grouped list:
    /// scrolled to 100 it stays at 35.
    @Test func groupedHeaderAndFooter() {
        let layout = list(.grouped) {
            $0.headerMode = .supplementary
            $0.footerMode = .supplementary
        }
        let view = layOut(layout, items: [3], size: CGSize(width: 428, height: 200))
        expectFrame(view.supplementaryFrame(Kind.header), rect(0, 35, 428, 38), "header")
        expectFrame(view.frame(0), rect(0, 73, 428, 44), "row 0")
        expectFrame(view.frame(2), rect(0, 161, 428, 44), "row 2")
        expectFrame(view.supplementaryFrame(Kind.footer), rect(0, 205, 428, 38), "footer")
        expectValue(view.contentSize.height, 243, "content height")
        view.scroll(to: CGPoint(x: 0, y: 100))
        expectFrame(view.supplementaryFrame(Kind.header), rect(0, 35, 428, 38), "header not pinned")
    }

    /// An explicit `headerTopPadding` of 10 replaces the automatic 35: header y 10, row 0 y 10 + 38 = 48.
    @Test func explicitHeaderTopPadding() {
        let view = layOut(list(.grouped) {
            $0.headerMode = .supplementary
            $0.headerTopPadding = 10
        }, items: [1])
        expectFrame(view.supplementaryFrame(Kind.header), rect(0, 10, 428, 38), "header")
        expectFrame(view.frame(0), rect(0, 48, 428, 44), "row 0")
    }

    /// A plain list has no automatic padding, but an explicit one goes above its 28-pt header:
    /// padding 22 → header y 22, row 0 y 22 + 28 = 50.
    @Test func plainHeaderTopPadding() {
        let view = layOut(list(.plain) {
            $0.headerMode = .supplementary
            $0.headerTopPadding = 22
        }, items: [1])
        expectFrame(view.supplementaryFrame(Kind.header), rect(0, 22, 428, 28), "header")
        expectFrame(view.frame(0), rect(0, 50, 428, 44), "row 0")
    }

    /// A pinned plain header with padding above it: at rest at 22; scrolled to 100 (inside the 22 + 28 +
    /// 20·44 = 930-pt section) it sits at the visible top, 100.
    @Test func paddedPlainHeaderStillPins() {
        let view = layOut(list(.plain) {
            $0.headerMode = .supplementary
            $0.headerTopPadding = 22
        }, items: [20], size: CGSize(width: 428, height: 300))
        expectFrame(view.supplementaryFrame(Kind.header), rect(0, 22, 428, 28), "header at rest")
        view.scroll(to: CGPoint(x: 0, y: 100))
        expectFrame(view.supplementaryFrame(Kind.header), rect(0, 100, 428, 28), "header pinned")
    }

    /// Negative and non-finite paddings fall back to the automatic 35 of a grouped list.
    @Test(arguments: [CGFloat(-5), .nan, .infinity])
    func badHeaderTopPaddingFallsBack(padding: CGFloat) {
        let view = layOut(list(.grouped) {
            $0.headerMode = .supplementary
            $0.headerTopPadding = padding
        }, items: [1])
        expectFrame(view.supplementaryFrame(Kind.header), rect(0, 35, 428, 38), "header")
        expectFrame(view.frame(0), rect(0, 73, 428, 44), "row 0")
    }

    /// `.firstItemInSection` in an inset-grouped list on a 390-wide view: no supplementary header; item 0
    /// (the header row) is a cell right after the 35-pt padding, the rows follow 44 apart:
    /// (16, 35, 358, 44), (16, 79, 358, 44), (16, 123, 358, 44).
    @Test func insetGroupedFirstItemInSection() {
        let view = layOut(list(.insetGrouped) { $0.headerMode = .firstItemInSection }, items: [3],
                          size: CGSize(width: 390, height: 844))
        #expect(view.supplementaryFrame(Kind.header) == nil)
        #expect(view.attributes(0)?.representedElementCategory == .cell)
        expectFrame(view.frame(0), rect(16, 35, 358, 44), "header row")
        expectFrame(view.frame(1), rect(16, 79, 358, 44), "row 1")
        expectFrame(view.frame(2), rect(16, 123, 358, 44), "row 2")
    }

    /// grouped `.firstItemInSection` with a footer: rows from 35, footer after three rows at
    /// 35 + 3·44 = 167, 38 tall; content 205.
    @Test func groupedFirstItemInSectionWithFooter() {
        let view = layOut(list(.grouped) {
            $0.headerMode = .firstItemInSection
            $0.footerMode = .supplementary
        }, items: [3])
        expectFrame(view.frame(0), rect(0, 35, 428, 44), "header row")
        expectFrame(view.supplementaryFrame(Kind.footer), rect(0, 167, 428, 38), "footer")
        expectValue(view.contentSize.height, 205, "content height")
    }

    /// sidebar: rows inset 10 from each side (428 − 20 = 408 wide), no automatic padding.
    @Test func sidebarRows() {
        let view = layOut(list(.sidebar), items: [2])
        expectFrame(view.frame(0), rect(10, 0, 408, 44), "row 0")
        expectFrame(view.frame(1), rect(10, 44, 408, 44), "row 1")
    }

    /// sidebarPlain pins its 28-pt supplementary header like a plain list: scrolled to 100, the header of
    /// a long section sits at 100.
    @Test func sidebarPlainPinsHeaders() {
        let view = layOut(list(.sidebarPlain) { $0.headerMode = .supplementary }, items: [20],
                          size: CGSize(width: 428, height: 300))
        expectFrame(view.supplementaryFrame(Kind.header), rect(0, 0, 428, 28), "header")
        view.scroll(to: CGPoint(x: 0, y: 100))
        expectFrame(view.supplementaryFrame(Kind.header), rect(0, 100, 428, 28), "header pinned")
    }
}
