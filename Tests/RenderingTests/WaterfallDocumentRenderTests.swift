@testable import DocumentRendering
import Foundation
import LayoutDocument
import LayoutRendering
import OpenCompositionalLayout
import Testing

/// Waterfall sections of documents (format 1.1) pictured as `oclayout render` pictures them, and by the layout core
/// alone, with frames worked out by hand from the waterfall's rules: column width = (width − insets − (n − 1) ×
/// column spacing) / n; each item at the end of the column its policy picks, plus the item spacing when the column
/// already holds an item; a full-span item below the furthest column.
@Suite("Waterfall documents")
@MainActor
struct WaterfallDocumentRenderTests {
    /// A preview of one waterfall section of `items` items in a 390 × 844 view with no safe area.
    static func preview(_ waterfall: String, items: Int) -> String {
        #"{ "formatVersion": "1.1", "environment": { "width": 390, "height": 844 }, "items": [\#(items)], "#
            + #""layout": { "sections": [ { "waterfall": { \#(waterfall) } } ] } }"#
    }

    /// The cells' frames in item order and the content size, from `oclayout render`'s path (a headless collection
    /// view of the document's objects) and from the layout core alone; the two must agree.
    static func cells(_ text: String) async throws -> (frames: [CGRect], contentSize: CGSize) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waterfall-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("waterfall.preview.json")
        try Data(text.utf8).write(to: file)
        let rendered = try #require(try await DocumentRenderer().render(RenderRequest(file: file.path, formats: [])).snapshots.first)
        #expect(rendered.diagnostics.isEmpty)
        let frames = rendered.elements.filter { $0.category == .cell }.sorted { $0.item < $1.item }.map(\.frame)

        let preview = try #require(PreviewDocument.decode(jsonData: Data(text.utf8)).document)
        guard case .inline(let document) = preview.layout else { throw CancellationError() }
        let core = try DocumentLayout(document: document, view: .init(size: CGSize(width: 390, height: 844)),
                                      itemCounts: preview.items.map(\.itemCount)).snapshot(title: "core").snapshot
        #expect(core.elements.filter { $0.category == .cell }.sorted { $0.item < $1.item }.map(\.frame) == frames)
        #expect(core.contentSize == rendered.contentSize)
        return (frames, rendered.contentSize)
    }

    @Test("two columns: each item goes to the shorter column")
    func shortestColumn() async throws {
        let result = try await Self.cells(Self.preview(#""columnCount": 2, "interItemSpacing": 8, "interColumnSpacing": 8, "itemHeights": [100, 50, 80]"#,
                                                 items: 3))
        // Column width (390 − 8) / 2 = 191; column 1 starts at 191 + 8 = 199.
        // Item 0 → column 0 (both empty, the leading one wins): (0, 0, 191, 100), column 0 ends at 100.
        // Item 1 → column 1 (ends at 0): (199, 0, 191, 50), column 1 ends at 50.
        // Item 2 → column 1 (50 < 100), after 8 of spacing: (199, 58, 191, 80), column 1 ends at 138.
        #expect(result.frames == [CGRect(x: 0, y: 0, width: 191, height: 100), CGRect(x: 199, y: 0, width: 191, height: 50),
                                  CGRect(x: 199, y: 58, width: 191, height: 80)])
        // The content ends with the longer column: 138.
        #expect(result.contentSize == CGSize(width: 390, height: 138))
    }

    @Test("the heights repeat over the items; sequential columns ignore the columns' lengths")
    func sequentialRepeatingHeights() async throws {
        let result = try await Self.cells(Self.preview(#""columnCount": 2, "interItemSpacing": 8, "interColumnSpacing": 8, "itemHeights": [100, 50, 80], "columnPolicy": "sequential""#,
                                                 items: 4))
        // Heights 100, 50, 80 and then 100 again (item 3 is heights[3 % 3]); item i goes to column i mod 2.
        // Item 2 → column 0 at 100 + 8 = 108 (the shorter column 1 is not chosen); item 3 → column 1 at 50 + 8 = 58.
        #expect(result.frames == [CGRect(x: 0, y: 0, width: 191, height: 100), CGRect(x: 199, y: 0, width: 191, height: 50),
                                  CGRect(x: 0, y: 108, width: 191, height: 80), CGRect(x: 199, y: 58, width: 191, height: 100)])
        // Column 0 ends at 188, column 1 at 158.
        #expect(result.contentSize == CGSize(width: 390, height: 188))
    }

    @Test("a full-span item starts below the furthest column; insets move everything in")
    func fullSpanWithInsets() async throws {
        let result = try await Self.cells(Self.preview(
            #""columnCount": 2, "interItemSpacing": 8, "interColumnSpacing": 10, "contentInsets": { "top": 20, "leading": 16, "bottom": 4, "trailing": 16 }, "itemHeights": [100, 50, 80], "fullSpanItems": [2]"#,
            items: 4))
        // Column width (390 − 16 − 16 − 10) / 2 = 174; column 0 at x 16, column 1 at 16 + 174 + 10 = 200.
        // Item 0: (16, 20, 174, 100); item 1: (200, 20, 174, 50).
        // Item 2 spans: below the furthest column (content y 100) plus 8 → y 20 + 108 = 128, 358 wide: (16, 128, 358, 80).
        // Item 3 (height 100) after it, both columns end at 188: the leading one, y 20 + 188 + 8 = 216.
        #expect(result.frames == [CGRect(x: 16, y: 20, width: 174, height: 100), CGRect(x: 200, y: 20, width: 174, height: 50),
                                  CGRect(x: 16, y: 128, width: 358, height: 80), CGRect(x: 16, y: 216, width: 174, height: 100)])
        // Content: 20 + 296 (column 0's end) + 4 = 320.
        #expect(result.contentSize == CGSize(width: 390, height: 320))
    }

    @Test("a minimum column width gives as many columns as fit")
    func adaptiveColumns() async throws {
        let result = try await Self.cells(Self.preview(#""minimumColumnWidth": 120, "interColumnSpacing": 9, "itemHeights": [40]"#, items: 4))
        // (390 + 9) / (120 + 9) = 3.09…: 3 columns of (390 − 18) / 3 = 124, at x 0, 133 and 266; the fourth item
        // goes back to column 0, right under the first (no item spacing).
        #expect(result.frames == [CGRect(x: 0, y: 0, width: 124, height: 40), CGRect(x: 133, y: 0, width: 124, height: 40),
                                  CGRect(x: 266, y: 0, width: 124, height: 40), CGRect(x: 0, y: 40, width: 124, height: 40)])
    }
}
