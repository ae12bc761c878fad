import DocumentRendering
import Foundation
import LayoutRendering
import OpenCompositionalLayout
import Testing
import TestSupport

/// The classic layouts written as documents in `Examples/Documents`: each lays out without diagnostics or
/// warnings, and the new ones give the frames and texts worked out by hand below.
@Suite("Classic layouts as documents")
@MainActor
struct ClassicDocumentTests {
    nonisolated static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Documents")

    nonisolated static let files: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".json") }.sorted()

    func snapshots(_ name: String) async throws -> [LayoutSnapshot] {
        let request = RenderRequest(file: Self.folder.appendingPathComponent(name).path, formats: [])
        return try await DocumentRenderer().render(request).snapshots
    }

    func frame(_ snapshot: LayoutSnapshot, _ category: LayoutSnapshot.Element.Category, kind: String? = nil,
               _ section: Int, _ item: Int) -> CGRect? {
        snapshot.elements.first { $0.category == category && $0.elementKind == kind && $0.section == section && $0.item == item }?.frame
    }

    @Test("the gallery's documents are there", arguments: ["distinct-sections.json", "pinned-headers.json", "pinned-headers.preview.json",
                                                            "orthogonal-behaviors.json", "orthogonal-behaviors.preview.json",
                                                            "sidebar-list.json", "sidebar-list.preview.json"])
    func present(_ name: String) {
        #expect(Self.files.contains(name))
    }

    @Test("every document lays out with no diagnostics and writes nothing", arguments: files)
    func noDiagnostics(_ name: String) async throws {
        let result = try await DocumentRenderer().render(RenderRequest(file: Self.folder.appendingPathComponent(name).path, formats: []))
        #expect(result.writtenFiles.isEmpty)
        // The format's own example, kept as the format's page writes it, repeats four 0.25-wide items with 8-pt
        // spacing: 4 × 0.25 × 358 + 3 × 8 = 382 > 358, so they overflow their group, and the layout says so.
        let expected = name == "carousel-paging-centered.json" ? ["repeatingItemsOverflow"] : []
        for snapshot in result.snapshots { #expect(snapshot.diagnostics.map(\.kind) == expected, "\(snapshot.diagnostics)") }
        // The format's own preview example scrolls a section that does not scroll orthogonally, on purpose.
        #expect(result.warnings.isEmpty == (name != "grid.preview.json"), "\(result.warnings)")
    }

    @Test("distinct sections: 44-pt rows, a five-column grid and a three-column grid, 20 points apart")
    func distinctSections() async throws {
        let snapshot = try #require(try await snapshots("distinct-sections.json").first)
        // 390 wide, sections inset 8 at the sides (374 wide), items inset 2 on every side.
        // Section 0: 12 rows of 44 from y = 0: item 0 at (8 + 2, 2, 374 − 4, 40).
        #expect(frame(snapshot, .cell, 0, 0) == CGRect(x: 10, y: 2, width: 370, height: 40))
        // Section 1 starts at 12 × 44 + 20 = 548: groups 374 × (0.2 × 374 = 74.8), items 74.8 square.
        #expect(isClose(frame(snapshot, .cell, 1, 6), CGRect(x: 8 + 74.8 + 2, y: 548 + 74.8 + 2, width: 70.8, height: 70.8)))
        // Section 2 starts at 548 + 3 × 74.8 + 20 = 792.4: three items of 374 / 3 in 120-pt groups.
        #expect(isClose(frame(snapshot, .cell, 2, 4), CGRect(x: 8 + 374 / 3 + 2, y: 792.4 + 120 + 2, width: 374 / 3 - 4, height: 116)))
        #expect(isClose(snapshot.contentSize, CGSize(width: 390, height: 792.4 + 4 * 120)))
    }

    @Test("pinned headers: scrolled to y = 520, the second section's header is pinned at the view's top and names it")
    func pinnedHeaders() async throws {
        let snapshot = try #require(try await snapshots("pinned-headers.preview.json").first)
        // Each section: a 44-pt header, 8 rows of 44 (352), a 32-pt footer: sections 0..<428 and 428..<856.
        #expect(snapshot.contentSize == CGSize(width: 390, height: 856))
        #expect(snapshot.viewport == CGRect(x: 0, y: 520, width: 390, height: 400))
        // The second header pins to the viewport's top (its own place, 428, is above it).
        #expect(frame(snapshot, .supplementaryView, kind: "header", 1, 0) == CGRect(x: 0, y: 520, width: 390, height: 44))
        // The first header is pushed up by its section's end: 428 − 44 = 384.
        #expect(frame(snapshot, .supplementaryView, kind: "header", 0, 0) == CGRect(x: 0, y: 384, width: 390, height: 44))
        // The footer does not pin: it stays below the rows, at 428 + 44 + 352 = 824.
        #expect(frame(snapshot, .supplementaryView, kind: "footer", 1, 0) == CGRect(x: 0, y: 824, width: 390, height: 32))
        // The visible header shows the section's identifier; footers show nothing.
        #expect(snapshot.supplementaryContents.map(\.text) == ["Vegetables"])
        let svg = SVGRenderer().render(snapshot)
        #expect(svg.contains(">Vegetables</text>"))
        // The row under the pinned header (item 1, 472 + 44 = 516..<560, its centre 538 under the header) loses
        // its label; the next row keeps its own.
        #expect(!svg.contains(">[1,1]</text>"))
        #expect(svg.contains(">[1,2]</text>"))
    }

    @Test("orthogonal behaviours: one section per behaviour, each header naming it; all but the first scroll sideways")
    func orthogonalBehaviours() async throws {
        let behaviours = ["none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered"]
        let layoutOnly = try #require(try await snapshots("orthogonal-behaviors.json").first)
        #expect(layoutOnly.sections.map { $0.orthogonalContentSize != nil } == [false, true, true, true, true, true])
        let snapshot = try #require(try await snapshots("orthogonal-behaviors.preview.json").first)
        #expect(snapshot.supplementaryContents.map(\.text) == behaviours)
        #expect(snapshot.supplementaryContents.map(\.section) == Array(0..<6))
        // Section 0 does not scroll: its 9 items make 3 groups of 0.8 × 366 = 292.8 × 120, stacked 8 apart under a
        // 32-pt header: header 0..<32, groups at 32, 160, 288, the section ends at 408. Section 1 starts 16 later.
        #expect(isClose(frame(snapshot, .cell, 0, 6), CGRect(x: 12 + 4, y: 288 + 4, width: 146.4 - 8, height: 112)))
        #expect(frame(snapshot, .supplementaryView, kind: "header", 1, 0)?.minY == 424)
        // Section 1 (continuous): the second group sits beside the first, 292.8 + 8 further along.
        #expect(isClose(frame(snapshot, .cell, 1, 3), CGRect(x: 12 + 300.8 + 4, y: 456 + 4, width: 138.4, height: 112)))
    }

    @Test("sidebar list: the preview's rows and section titles show as sidebar cells and headers")
    func sidebar() async throws {
        let snapshot = try #require(try await snapshots("sidebar-list.preview.json").first)
        #expect(snapshot.sections.map(\.list?.appearance) == [.sidebar, .sidebar])
        #expect(snapshot.cellContents.map(\.text) == ["Recently Added", "Artists", "Albums", "Songs", "Favourites", "Road Trip", "Focus"])
        #expect(snapshot.supplementaryContents.map(\.text) == ["Library", "Playlists"])
        #expect(snapshot.supplementaryContents.allSatisfy { $0.elementKind == UICollectionView.elementKindSectionHeader })
    }
}
