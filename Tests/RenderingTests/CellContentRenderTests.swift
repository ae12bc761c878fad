import DocumentRendering
import Foundation
import LayoutRendering
import Testing

/// A preview's content entries in pictures: every cell and supplementary view shows its texts, a placeholder for
/// its symbol and its accessories where UIKit puts them, in any section.
@Suite("Preview content in every cell")
@MainActor
struct CellContentRenderTests {
    /// A 390 × 400 preview without safe area of one section (`section`) with `items` items, with `members` added.
    static func preview(section: String, items: Int, members: String) -> String {
        #"{ "formatVersion": "1.1", "layout": { "sections": [ "# + section + #" ] }, "environment": { "width": 390, "height": 400 }, "#
            + #""items": [\#(items)], "# + members + " }"
    }

    /// A plain list.
    static let plainList = #"{ "list": { "appearance": "plain" } }"#

    /// A grid of 100 × 80 cells, three to a row, with a 30-pt section header and footer.
    static let grid = #"{ "group": { "type": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 80 } }, "#
        + #""subitems": [ { "type": "item", "size": { "width": { "absolute": 100 }, "height": { "fractionalHeight": 1 } } } ] }, "#
        + #""boundarySupplementaryItems": [ { "elementKind": "header", "alignment": "top", "#
        + #""size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 30 } } }, { "elementKind": "footer", "#
        + #""alignment": "bottom", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 30 } } } ] }"#

    /// The `d` attribute of the path whose `<title>` is `title`, and the rest of the SVG after it.
    static func path(titled title: String, in svg: String) -> String? {
        guard let end = svg.range(of: "<title>\(title)</title></path>") else { return nil }
        let before = svg[..<end.lowerBound]
        guard let start = before.range(of: "<path d=\"", options: .backwards) else { return nil }
        return String(before[start.upperBound...].prefix { $0 != "\"" })
    }

    /// A coordinate as the SVG writes it: at most three decimals, no trailing zeros.
    static func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    @Test("a disclosure indicator is an 8 × 14 chevron from the trailing layout margin, centred vertically")
    func disclosureIndicator() async throws {
        let result = await InMemoryRenderer().render(RenderRequest(text: Self.preview(
            section: Self.plainList, items: 1, members: #""content": { "0": [ { "text": "Wi-Fi", "accessories": ["disclosureIndicator"] } ] }"#)))
        #expect(result.problems.isEmpty, "\(result.problems)")
        let snapshot = try #require(result.snapshot)
        let row = try #require(snapshot.elements.first { $0.category == .cell })
        let svg = try #require(result.svg)
        // A 390-pt-wide plain list: the cell's trailing layout margin is the system minimum, 16 pt (below 414 pt wide).
        // x = 390 − 16 − 8 = 366; the 14-pt glyph is centred: y = minY + (height − 14) / 2; its tip is 8 right, 7 down.
        let top = row.frame.minY + (row.frame.height - 14) / 2
        #expect(row.frame.width == 390)
        #expect(Self.path(titled: "disclosureIndicator", in: svg)
                    == "M366 \(Self.number(top)) L374 \(Self.number(top + 7)) L366 \(Self.number(top + 14))")
        #expect(svg.contains(">Wi-Fi</text>"))
    }

    @Test("a symbol the picture cannot load is a placeholder named on hover, not a gap")
    func imagePlaceholder() async throws {
        let result = await InMemoryRenderer().render(RenderRequest(text: Self.preview(
            section: Self.grid, items: 3, members: #""content": { "0": [ { "text": "Maps", "image": "map.fill" } ] }"#)))
        #expect(result.problems.isEmpty, "\(result.problems)")
        let svg = try #require(result.svg)
        let probe = XMLProbe(svg)
        #expect(probe.isWellFormed)
        let placeholders = (probe.attributesByElement["rect"] ?? []).filter { $0["class"] == "image-placeholder" }
        // One per cell of the three.
        #expect(placeholders.count == 3)
        #expect(svg.contains("<title>map.fill</title></rect>"))
        let first = try #require(placeholders.first)
        // A symbol is square, and sits inside its 100 × 80 cell, in the cell's own coordinates (the placeholder is
        // drawn in a viewport at the cell's origin, clipped to it).
        #expect(first["width"] == first["height"])
        let x = try #require(first["x"].flatMap(Double.init)), y = try #require(first["y"].flatMap(Double.init))
        #expect(x > 0 && x < 100 && y > 0 && y < 80)
    }

    @Test("cells outside lists show their entries, which repeat; headers and footers show theirs in section order")
    func gridCellsAndSupplementaries() async throws {
        let result = await InMemoryRenderer().render(RenderRequest(text: Self.preview(
            section: Self.grid, items: 3,
            members: #""content": { "0": [ { "text": "One" }, { "text": "Two" } ] }, "#
                + #""supplementaryContent": { "header": [ { "text": "Top Free" } ], "footer": [ { "text": "See all" } ] }"#)))
        #expect(result.problems.isEmpty, "\(result.problems)")
        let snapshot = try #require(result.snapshot)
        // Items 0, 1, 2 take entries 0, 1, 0.
        #expect(snapshot.cellContents.map(\.text) == ["One", "Two", "One"])
        #expect(snapshot.supplementaryContents.map(\.text) == ["See all", "Top Free"])
        let svg = try #require(result.svg)
        #expect(!svg.contains(">[0,1]</text>"))
    }

    @Test("markup and control characters in texts and symbol names are escaped in the SVG and the HTML gallery")
    func hostileStrings() async throws {
        let result = await InMemoryRenderer().render(RenderRequest(text: Self.preview(
            section: Self.grid, items: 1,
            members: #""content": { "0": [ { "text": "<script>&\u001B", "image": "<img onerror=x>", "accessories": [ { "label": "</svg>" } ] } ] }"#)))
        #expect(result.problems.isEmpty, "\(result.problems)")
        let svg = try #require(result.svg)
        #expect(XMLProbe(svg).isWellFormed)
        #expect(!svg.contains("<script>") && !svg.contains("<img") && !svg.contains("\u{1B}"))
        #expect(svg.contains("&lt;script&gt;&amp;\u{FFFD}"))
        #expect(svg.contains("<title>&lt;img onerror=x&gt;</title>"))
        let snapshot = try #require(result.snapshot)
        let html = HTMLGalleryRenderer().render(title: "t", entries: [.init(id: "t", title: "t", description: "d", snapshots: [snapshot])])
        #expect(!html.contains("<script>") && !html.contains("\u{1B}"))
    }

    @Test("with --full-height every row past the screen shows its content, not only the first screen's")
    func fullHeightRows() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellcontent-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("rows.json")
        // 40 rows of at least 44 pt are over 1,700 pt: four 400-pt screens and more.
        try Data(Self.preview(section: Self.plainList, items: 40, members: #""content": { "0": [ { "text": "Row" } ] }"#).utf8).write(to: file)
        var request = RenderRequest(file: file.path, outputFolder: folder.path, formats: [.svg])
        request.fullHeight = true
        _ = try await DocumentRenderer().render(request)
        let svg = try String(contentsOf: folder.appendingPathComponent("rows.svg"), encoding: .utf8)
        #expect(svg.components(separatedBy: ">Row</text>").count - 1 == 40)
        #expect(!svg.contains(">[0,39]</text>"))
    }
}
