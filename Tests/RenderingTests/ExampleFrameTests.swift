import LayoutExamples
import LayoutRendering
import OpenCompositionalLayout
import Testing
import TestSupport

/// Frames worked out by hand from the layout rules, checked on the built-in
/// examples. Expected values are worked out by hand in the comments.
@Suite("Example frames")
@MainActor
struct ExampleFrameTests {
    private func snapshot(_ id: String, contentOffset: CGPoint = .zero) throws -> LayoutSnapshot {
        let example = try #require(LayoutExampleCatalog.example(withID: id))
        return LayoutSnapshot(capturing: example.makeCollectionView(contentOffset: contentOffset).collectionView, title: id)
    }

    private func cell(_ snapshot: LayoutSnapshot, _ section: Int, _ item: Int) -> CGRect? {
        snapshot.elements.first { $0.category == .cell && $0.section == section && $0.item == item }?.frame
    }

    private func element(_ snapshot: LayoutSnapshot, _ kind: String, _ section: Int, _ item: Int = 0) -> LayoutSnapshot.Element? {
        snapshot.elements.first { $0.elementKind == kind && $0.section == section && $0.item == item }
    }

    @Test("basic list (basic-list tutorials): 390 × 44 rows stacked from the top")
    func basicList() throws {
        let snapshot = try self.snapshot("basic-list")
        // Item i at (0, 44i, 390, 44); 20 rows → 880.
        #expect(isClose(cell(snapshot, 0, 0), CGRect(x: 0, y: 0, width: 390, height: 44)))
        #expect(isClose(cell(snapshot, 0, 19), CGRect(x: 0, y: 836, width: 390, height: 44)))
        #expect(isClose(snapshot.contentSize, CGSize(width: 390, height: 880)))
    }

    @Test("five-column grid (the compositional-layout walkthrough): 85.6-pt cells at 428 pt, five per row")
    func grid() throws {
        let snapshot = try self.snapshot("grid")
        // 0.2 × 428 = 85.6; the fifth cell starts at 4 × 85.6 = 342.4 and still fits, within the fit tolerance.
        #expect(isClose(cell(snapshot, 0, 0), CGRect(x: 0, y: 0, width: 85.6, height: 85.6)))
        #expect(isClose(cell(snapshot, 0, 4), CGRect(x: 342.4, y: 0, width: 85.6, height: 85.6)))
        #expect(isClose(cell(snapshot, 0, 5), CGRect(x: 0, y: 85.6, width: 85.6, height: 85.6)))
        #expect(isClose(cell(snapshot, 0, 11), CGRect(x: 85.6, y: 171.2, width: 85.6, height: 85.6)))
        // 12 items → 3 rows of 85.6 = 256.8.
        #expect(isClose(snapshot.contentSize, CGSize(width: 428, height: 256.8)))
    }

    @Test("two columns (the compositional-layout walkthrough): count 2 splits the group's inset width")
    func twoColumn() throws {
        let snapshot = try self.snapshot("two-column")
        // Section content 390 − 10 − 10 = 370; group content 370 − 10 − 10 = 350; items (350 − 10) / 2 = 170.
        // x: 10 (section) + 10 (group) = 20, then 20 + 170 + 10 = 200. Rows every 44 + 10 = 54.
        #expect(isClose(cell(snapshot, 0, 0), CGRect(x: 20, y: 0, width: 170, height: 44)))
        #expect(isClose(cell(snapshot, 0, 1), CGRect(x: 200, y: 0, width: 170, height: 44)))
        #expect(isClose(cell(snapshot, 0, 2), CGRect(x: 20, y: 54, width: 170, height: 44)))
        #expect(isClose(cell(snapshot, 0, 8), CGRect(x: 20, y: 216, width: 170, height: 44)))
        // 9 items → 5 rows: 5 × 44 + 4 × 10 + bottom inset 20 = 280.
        #expect(isClose(snapshot.contentSize, CGSize(width: 390, height: 280)))
    }

    @Test("nested groups (the compositional-layout walkthrough): a 0.7 leading item beside two stacked halves")
    func nestedGroups() throws {
        let snapshot = try self.snapshot("nested-groups")
        // Group 390 × (0.4 × 844 = 337.6); leading 0.7 × 390 = 273 wide; trailing group 0.3 × 390 = 117 wide,
        // count 2 → items 337.6 / 2 = 168.8 high.
        #expect(isClose(cell(snapshot, 0, 0), CGRect(x: 0, y: 0, width: 273, height: 337.6)))
        #expect(isClose(cell(snapshot, 0, 1), CGRect(x: 273, y: 0, width: 117, height: 168.8)))
        #expect(isClose(cell(snapshot, 0, 2), CGRect(x: 273, y: 168.8, width: 117, height: 168.8)))
        #expect(isClose(cell(snapshot, 0, 3), CGRect(x: 0, y: 337.6, width: 273, height: 337.6)))
        #expect(isClose(snapshot.contentSize, CGSize(width: 390, height: 1012.8)))
    }

    @Test("rank section (the Objective-C rewards page): 307-pt columns of three 213 × 100 cards, paged sideways")
    func rankSection() throws {
        let snapshot = try self.snapshot("rank-section")
        // Column k at x = 16 + k × (213 + 10); rows at 0, 100 + 3.5 = 103.5, 207 (3 × 100 + 2 × 3.5 = 307).
        #expect(isClose(cell(snapshot, 0, 0), CGRect(x: 16, y: 0, width: 213, height: 100)))
        #expect(isClose(cell(snapshot, 0, 1), CGRect(x: 16, y: 103.5, width: 213, height: 100)))
        #expect(isClose(cell(snapshot, 0, 2), CGRect(x: 16, y: 207, width: 213, height: 100)))
        #expect(isClose(cell(snapshot, 0, 3), CGRect(x: 239, y: 0, width: 213, height: 100)))
        #expect(isClose(cell(snapshot, 0, 9), CGRect(x: 685, y: 0, width: 213, height: 100)))
        // One row of groups: section height 307. 10 items → 4 columns:
        // orthogonal width 16 + 4 × 213 + 3 × 10 + 16 = 914.
        #expect(isClose(snapshot.contentSize, CGSize(width: 390, height: 307)))
        #expect(isClose(snapshot.sections.first?.orthogonalContentSize, CGSize(width: 914, height: 307)))
    }

    @Test("App Store row (the compositional-layout walkthrough): 45/65/85 stacked with 5-pt spacing in a 205-pt group")
    func appStoreRow() throws {
        let snapshot = try self.snapshot("app-store-row")
        // y: 0; 45 + 5 = 50; 50 + 65 + 5 = 120; 120 + 85 = 205, the group's height.
        #expect(isClose(cell(snapshot, 0, 0), CGRect(x: 0, y: 0, width: 110, height: 45)))
        #expect(isClose(cell(snapshot, 0, 1), CGRect(x: 0, y: 50, width: 110, height: 65)))
        #expect(isClose(cell(snapshot, 0, 2), CGRect(x: 0, y: 120, width: 110, height: 85)))
        #expect(isClose(snapshot.contentSize, CGSize(width: 390, height: 205)))
    }

    @Test("badges (the compositional-layout walkthrough): anchored [.top, .trailing] with fractional offset (0.3, −0.3)")
    func badges() throws {
        let snapshot = try self.snapshot("badges")
        // Layout notes worked example 12: section content 350, group 350 × 70 at (20, 20); item 0.25 × 350 = 87.5
        // less insets 5 → (25, 25, 77.5, 60); badge x = 25 + 77.5 − 20 + 0.3 × 20 = 88.5, y = 25 − 0.3 × 20 = 19.
        #expect(isClose(cell(snapshot, 0, 0), CGRect(x: 25, y: 25, width: 77.5, height: 60)))
        let badge0 = element(snapshot, LayoutExample.badgeElementKind, 0, 0)
        #expect(isClose(badge0?.frame, CGRect(x: 88.5, y: 19, width: 20, height: 20)))
        // Item 1 at 20 + 87.5 + 5 = 112.5; its badge at 112.5 + 77.5 − 20 + 6 = 176.
        let badge1 = element(snapshot, LayoutExample.badgeElementKind, 0, 1)
        #expect(isClose(badge1?.frame, CGRect(x: 176, y: 19, width: 20, height: 20)))
        // Badges draw above cells (zIndex 1 by default).
        #expect(badge0?.zIndex == 1)
        // 8 items → 2 rows: 20 + 2 × 70 + 20 = 180.
        #expect(isClose(snapshot.contentSize, CGSize(width: 390, height: 180)))
    }

    @Test("headers and footers (the Objective-C rewards page): section items inside the insets, layout items full width, 12 between sections")
    func headersAndFooters() throws {
        let snapshot = try self.snapshot("headers-footers")
        let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter
        // Layout header 0–60. Section 0: header (10, 60, 370, 40); rows at 100, 149, 198; footer at 242 → ends 282.
        #expect(isClose(element(snapshot, LayoutExample.layoutHeaderElementKind, 0)?.frame,
                                CGRect(x: 0, y: 0, width: 390, height: 60)))
        #expect(isClose(element(snapshot, header, 0)?.frame, CGRect(x: 10, y: 60, width: 370, height: 40)))
        #expect(isClose(cell(snapshot, 0, 0), CGRect(x: 10, y: 100, width: 370, height: 44)))
        #expect(isClose(cell(snapshot, 0, 2), CGRect(x: 10, y: 198, width: 370, height: 44)))
        #expect(isClose(element(snapshot, footer, 0)?.frame, CGRect(x: 10, y: 242, width: 370, height: 40)))
        // interSectionSpacing 12: section 1 starts at 294; header 294, rows 334 … 481, footer 525 → 565.
        #expect(isClose(element(snapshot, header, 1)?.frame, CGRect(x: 10, y: 294, width: 370, height: 40)))
        #expect(isClose(cell(snapshot, 1, 0), CGRect(x: 10, y: 334, width: 370, height: 44)))
        #expect(isClose(element(snapshot, footer, 1)?.frame, CGRect(x: 10, y: 525, width: 370, height: 40)))
        // Layout footer after the last section: 565–615; the tutorial's zIndex −1 is kept.
        let layoutFooter = element(snapshot, LayoutExample.layoutFooterElementKind, 0)
        #expect(isClose(layoutFooter?.frame, CGRect(x: 0, y: 565, width: 390, height: 50)))
        #expect(layoutFooter?.zIndex == -1)
        #expect(isClose(snapshot.contentSize, CGSize(width: 390, height: 615)))
    }

    @Test("pinned headers (the responsive-layout tutorial): at rest in place, scrolled they stick and are pushed by the section's end")
    func pinnedHeaders() throws {
        let header = UICollectionView.elementKindSectionHeader
        let atRest = try snapshot("pinned-headers")
        // Each section: header 44 + 8 rows × 44 = 396.
        #expect(isClose(element(atRest, header, 0)?.frame, CGRect(x: 0, y: 0, width: 390, height: 44)))
        #expect(isClose(element(atRest, header, 1)?.frame, CGRect(x: 0, y: 396, width: 390, height: 44)))
        let scrolled = try snapshot("pinned-headers", contentOffset: LayoutExample.pinnedHeadersScrolledOffset)
        // Offset 370: section 0's header wants y = 370 but may not pass 396 − 44 = 352;
        // section 1's header is still below the visible top (396 > 370), so it stays put.
        #expect(isClose(element(scrolled, header, 0)?.frame, CGRect(x: 0, y: 352, width: 390, height: 44)))
        #expect(isClose(element(scrolled, header, 1)?.frame, CGRect(x: 0, y: 396, width: 390, height: 44)))
        #expect(scrolled.viewport == CGRect(x: 0, y: 370, width: 390, height: 844))
    }

    @Test("section background (the responsive-layout tutorial, Apple's sample sizes): the section frame less 5, below promoted cells")
    func sectionBackground() throws {
        let snapshot = try self.snapshot("section-background")
        let kind = LayoutExample.sectionBackgroundElementKind
        // Layout notes worked example 22: rows (10, 10), (10, 59), (10, 108); section (0, 0, 390, 162);
        // background (5, 5, 380, 152) at zIndex 0; cells promoted to zIndex 1.
        #expect(isClose(cell(snapshot, 0, 0), CGRect(x: 10, y: 10, width: 370, height: 44)))
        #expect(isClose(cell(snapshot, 0, 2), CGRect(x: 10, y: 108, width: 370, height: 44)))
        #expect(isClose(snapshot.sections.first?.frame, CGRect(x: 0, y: 0, width: 390, height: 162)))
        let background = element(snapshot, kind, 0)
        #expect(isClose(background?.frame, CGRect(x: 5, y: 5, width: 380, height: 152)))
        #expect(background?.zIndex == 0)
        #expect(snapshot.elements.filter { $0.category == .cell }.allSatisfy { $0.zIndex == 1 })
        // Section 1 (5 rows) starts at 162: 10 + 5 × 44 + 4 × 5 + 10 = 260 high; background (5, 167, 380, 250).
        #expect(isClose(element(snapshot, kind, 1)?.frame, CGRect(x: 5, y: 167, width: 380, height: 250)))
        #expect(isClose(snapshot.contentSize, CGSize(width: 390, height: 422)))
    }

    @Test("staircase (the compositional-layout walkthrough): three 40-pt steps of width (390 − 32) / 3 per 120-pt group")
    func staircase() throws {
        let snapshot = try self.snapshot("staircase")
        let width: CGFloat = (390 - 8 * 4) / 3 // 119.333…
        #expect(isClose(cell(snapshot, 0, 0), CGRect(x: 0, y: 0, width: width, height: 40)))
        #expect(isClose(cell(snapshot, 0, 1), CGRect(x: width + 8, y: 40, width: width, height: 40)))
        #expect(isClose(cell(snapshot, 0, 2), CGRect(x: (width + 8) * 2, y: 80, width: width, height: 40)))
        #expect(isClose(cell(snapshot, 0, 3), CGRect(x: 0, y: 120, width: width, height: 40)))
        #expect(isClose(snapshot.contentSize, CGSize(width: 390, height: 360)))
    }

    @Test("waterfall (the Objective-C rewards page): shortest column first, 10-pt gaps, 170-pt columns inside 20-pt edges")
    func waterfall() throws {
        let snapshot = try self.snapshot("waterfall")
        // Columns (390 − 40 − 10) / 2 = 170 wide at x = 20 and 200. Heights 180, 120, 240, 150, 200, 130, …
        // 0 → left (0–180); 1 → right (0–120); 2 → right (130–370); 3 → left (190–340); 4 → left (350–550);
        // 5 → right (380–510).
        #expect(isClose(cell(snapshot, 0, 0), CGRect(x: 20, y: 0, width: 170, height: 180)))
        #expect(isClose(cell(snapshot, 0, 1), CGRect(x: 200, y: 0, width: 170, height: 120)))
        #expect(isClose(cell(snapshot, 0, 2), CGRect(x: 200, y: 130, width: 170, height: 240)))
        #expect(isClose(cell(snapshot, 0, 3), CGRect(x: 20, y: 190, width: 170, height: 150)))
        #expect(isClose(cell(snapshot, 0, 4), CGRect(x: 20, y: 350, width: 170, height: 200)))
        #expect(isClose(cell(snapshot, 0, 5), CGRect(x: 200, y: 380, width: 170, height: 130)))
        // Continuing: 6 right 520–690, 7 left 560–820, 8 right 700–840, 9 left 830–1020, 10 right 850–1070,
        // 11 left 1030–1190: the estimated group takes the tallest column, 1190.
        #expect(isClose(cell(snapshot, 0, 11), CGRect(x: 20, y: 1030, width: 170, height: 160)))
        #expect(isClose(snapshot.contentSize, CGSize(width: 390, height: 1190)))
    }

    @Test("Pinterest waterfall (the responsive-layout tutorial, corrected): left column on ties, 16-pt gaps inside 16-pt insets")
    func pinterestWaterfall() throws {
        let snapshot = try self.snapshot("pinterest-waterfall")
        // Group content 390 − 32 = 358 wide at (16, 16); columns (358 − 16) / 2 = 171 at x = 16 and 16 + 187 = 203.
        // 0 → left 0–180 (next left 196); 1 → right 0–120 (next 136); 2 → right (136 < 196) at 136.
        #expect(isClose(cell(snapshot, 0, 0), CGRect(x: 16, y: 16, width: 171, height: 180)))
        #expect(isClose(cell(snapshot, 0, 1), CGRect(x: 203, y: 16, width: 171, height: 120)))
        #expect(isClose(cell(snapshot, 0, 2), CGRect(x: 203, y: 152, width: 171, height: 240)))
        // Last item: left at 1060 (group) → 1076, ending 1236; content 16 + 1220 + 16 = 1252.
        #expect(isClose(cell(snapshot, 0, 11), CGRect(x: 16, y: 1076, width: 171, height: 160)))
        #expect(isClose(snapshot.contentSize, CGSize(width: 390, height: 1252)))
    }

    @Test("orthogonal carousels: 280-pt pages of 264-pt cards, a continuous row below, content past the edge captured")
    func orthogonalCarousel() throws {
        let snapshot = try self.snapshot("orthogonal-carousel")
        // Section 0: cards 280 − 16 = 264 wide, 160 high, 16 below the section top; one every 280 pt.
        let first = try #require(cell(snapshot, 0, 0)), second = try #require(cell(snapshot, 0, 1))
        #expect(isClose(first.size, CGSize(width: 264, height: 160)))
        #expect(abs(first.minY - 16) <= frameTolerance)
        #expect(abs(second.minX - first.minX - 280) <= frameTolerance)
        // Section 1 starts at 16 + 160 + 16 = 192: 200 × 120 groups, spacing 10; item 7 at 7 × 210 = 1470,
        // far past the 390-pt view, yet captured.
        #expect(isClose(cell(snapshot, 1, 0), CGRect(x: 0, y: 192, width: 200, height: 120)))
        #expect(isClose(cell(snapshot, 1, 7), CGRect(x: 1470, y: 192, width: 200, height: 120)))
        // 8 groups: 8 × 200 + 7 × 10 = 1670.
        #expect(isClose(snapshot.sections.last?.orthogonalContentSize, CGSize(width: 1670, height: 120)))
        #expect(isClose(snapshot.contentSize, CGSize(width: 390, height: 312)))
    }

    @Test("App Store page (the compositional-layout walkthrough + 003): top apps, paged feature cards, a two-column grid")
    func appStorePage() throws {
        let snapshot = try self.snapshot("app-store-page")
        // Top apps: top inset 10, 74-pt rows, spacing 10 → rows at 10, 94, 178; section ends 10 + 3 × 74 + 20 = 252.
        #expect(isClose(cell(snapshot, 0, 2), CGRect(x: 0, y: 178, width: 390, height: 74)))
        // Features: insets 10, group 370 × 300 at y 262; cards 0.48 × 370 = 177.6; flexible gap
        // 10 + (370 − 2 × 177.6 − 10) = 14.8 → second card at 10 + 177.6 + 14.8 = 202.4; the next page at 10 + 370 + 10.
        #expect(isClose(cell(snapshot, 1, 0), CGRect(x: 10, y: 262, width: 177.6, height: 300)))
        #expect(isClose(cell(snapshot, 1, 1), CGRect(x: 202.4, y: 262, width: 177.6, height: 300)))
        #expect(isClose(cell(snapshot, 1, 2), CGRect(x: 390, y: 262, width: 177.6, height: 300)))
        // Grid: 2 columns at 390 (≤ 600); section starts 252 + 320 = 572, insets 16, cells 0.5 × 358 = 179 less
        // leading/trailing insets 8 → 163 wide; the estimated height keeps its 220 and ignores the vertical insets
        // (an estimated height).
        #expect(isClose(cell(snapshot, 2, 0), CGRect(x: 24, y: 588, width: 163, height: 220)))
        #expect(isClose(cell(snapshot, 2, 1), CGRect(x: 203, y: 588, width: 163, height: 220)))
    }

    @Test("the Objective-C rewards page's page: four section styles between a layout header and footer, 12 pt apart")
    func rewardsPage() throws {
        let snapshot = try self.snapshot("rewards-page")
        // Layout header 0–60. Rank section 60–367 (one row of 307-pt columns at x = 16 + k × 223).
        #expect(isClose(cell(snapshot, 0, 0), CGRect(x: 16, y: 60, width: 213, height: 100)))
        #expect(isClose(cell(snapshot, 0, 5), CGRect(x: 239, y: 267, width: 213, height: 100)))
        // Vertical section from 367 + 12 = 379: group insets 16 → (390 − 32 − 2 × 10) / 3 = 112.666… wide cells;
        // x = 16, 16 + 112.67 + 10 = 138.67, 261.33; rows 100 high, 10 apart: 379, 489 → ends 589.
        let third: CGFloat = (390 - 32 - 20) / 3
        #expect(isClose(cell(snapshot, 1, 1), CGRect(x: 16 + third + 10, y: 379, width: third, height: 100)))
        #expect(isClose(cell(snapshot, 1, 5), CGRect(x: 16 + 2 * (third + 10), y: 489, width: third, height: 100)))
        // Horizontal section from 589 + 12 = 601: header (16, 601, 358, 40) inside the insets, 98-wide groups
        // every 108 from x = 16 at y = 641, footer at 741.
        #expect(isClose(element(snapshot, UICollectionView.elementKindSectionHeader, 2)?.frame,
                                CGRect(x: 16, y: 601, width: 358, height: 40)))
        #expect(isClose(cell(snapshot, 2, 3), CGRect(x: 340, y: 641, width: 98, height: 100)))
        #expect(isClose(element(snapshot, UICollectionView.elementKindSectionFooter, 2)?.frame,
                                CGRect(x: 16, y: 741, width: 358, height: 40)))
        // Waterfall from 781 + 12 = 793 (frames as in the waterfall example, shifted by 793), 1190 high → 1983;
        // the layout footer 1983–2033.
        #expect(isClose(cell(snapshot, 3, 2), CGRect(x: 200, y: 793 + 130, width: 170, height: 240)))
        #expect(isClose(element(snapshot, LayoutExample.rewardsPageFooterElementKind, 0)?.frame,
                                CGRect(x: 0, y: 1983, width: 390, height: 50)))
        #expect(isClose(snapshot.contentSize, CGSize(width: 390, height: 2033)))
    }

    @Test("the deliberate mistake is placed anyway and its diagnostic reaches the table and the gallery")
    func oversizedItem() throws {
        let snapshot = try self.snapshot("oversized-item")
        // One 500 × 60 item per group, groups 10 apart.
        #expect(isClose(cell(snapshot, 0, 1), CGRect(x: 0, y: 70, width: 500, height: 60)))
        let diagnostic = try #require(snapshot.diagnostics.first)
        // The snapshot carries the core diagnostic the layout reports, of domain `layout`.
        #expect(diagnostic.domain == .layout)
        #expect(diagnostic.kind == "itemLargerThanGroup")
        #expect(diagnostic.section == 0)
        #expect(FrameTableRenderer().report(for: snapshot).contains("# diagnostic: itemLargerThanGroup"))
        let html = HTMLGalleryRenderer().render(title: "g", entries: [.init(id: "o", title: "o", description: "",
                                                                            snapshots: [snapshot])])
        #expect((XMLProbe(html).textByElement["li"] ?? []).contains { $0.hasPrefix("itemLargerThanGroup [section 0]: ") })
    }
}
