import DocumentRendering
import Foundation
import LayoutRendering
import Testing

/// A preview's sample text in pictures: list rows show their texts, section headers the section's identifier.
@Suite("Preview sample text")
@MainActor
struct SampleTextRenderTests {
    /// A preview of one section of 44-pt rows, 300 × 400, with a section header, a footer and a layout header.
    static func preview(list: Bool, orthogonal: Bool = false) -> String {
        let section = list
            ? #"{ "list": { "appearance": "grouped", "headerMode": "supplementary" } }"#
            : #"{ "group": { "type": "horizontal", "size": { "width": { "fractionalWidth": "# + (orthogonal ? "0.5" : "1")
                + #" }, "height": { "absolute": 44 } }, "subitems": [ { "type": "item", "size": { "width": { "fractionalWidth": 1 }, "#
                + #""height": { "fractionalHeight": 1 } } } ] }"# + (orthogonal ? #", "orthogonalScrollingBehavior": "continuous""# : "")
                + #", "boundarySupplementaryItems": [ { "elementKind": "header", "alignment": "top", "#
                + #""size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 30 } } }, { "elementKind": "footer", "#
                + #""alignment": "bottom", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 30 } } } ] }"#
        return #"{ "formatVersion": "1.0", "layout": { "configuration": { "boundarySupplementaryItems": [ { "elementKind": "top-header", "#
            + #""alignment": "top", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 20 } } } ] }, "#
            + #""sections": [ "# + section + #" ] }, "environment": { "width": 300, "height": 400 }, "#
            + #""items": [ { "identifier": "Fruit", "items": ["Apple", "Pear", "Plum"] } ] }"#
    }

    @Test("outside lists the header shows the identifier and the rows stay boxes; footers and the layout's header show nothing")
    func grid() async throws {
        let result = await InMemoryRenderer().render(RenderRequest(text: Self.preview(list: false)))
        #expect(result.problems.isEmpty, "\(result.problems)")
        let snapshot = try #require(result.snapshot)
        // The layout's own header kind contains "header" too, but it names no section.
        #expect(snapshot.supplementaryContents.map(\.elementKind) == ["header"])
        #expect(snapshot.supplementaryContents.map(\.text) == ["Fruit"])
        #expect(snapshot.cellContents.isEmpty)
        #expect(result.svg?.contains(">[0,1]</text>") == true)
    }

    @Test("in a grouped list the rows show their texts and the header the identifier, in the grouped header style")
    func list() async throws {
        let result = await InMemoryRenderer().render(RenderRequest(text: Self.preview(list: true)))
        #expect(result.problems.isEmpty, "\(result.problems)")
        let snapshot = try #require(result.snapshot)
        #expect(snapshot.cellContents.map(\.text) == ["Apple", "Pear", "Plum"])
        let header = try #require(snapshot.supplementaryContents.first)
        // groupedHeader(): footnote text, 13 pt, upper case, as its content view shows it.
        #expect(header.text == "FRUIT" && header.textFontSize == 13)
    }

    @Test("an orthogonally scrolled section keeps its header's text")
    func scrolledOrthogonalSection() async throws {
        let result = await InMemoryRenderer().render(RenderRequest(text: Self.preview(list: false, orthogonal: true),
                                                                     orthogonalOffsets: [0: 50]))
        #expect(result.problems.isEmpty, "\(result.problems)")
        let snapshot = try #require(result.snapshot)
        #expect(snapshot.sections.first?.orthogonalOffset == CGPoint(x: 50, y: 0))
        #expect(snapshot.supplementaryContents.map(\.text) == ["Fruit"])
    }
}
