@testable import DocumentRendering
import Foundation
import LayoutDocument
import LayoutRendering
import Testing

/// `InMemoryRenderer.render(_:)`: a document's text to SVG and problems, never throwing.
@Suite("In-memory rendering")
@MainActor
struct InMemoryRenderTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Documents")

    static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test("the grid example at 390 × 300: twelve cells, content 390 × 234, no problems")
    func grid() async throws {
        let data = try Data(contentsOf: Self.examples.appendingPathComponent("grid.json"))
        let result = await InMemoryRenderer().render(RenderRequest(document: data, width: 390, height: 300))
        #expect(result.problems.isEmpty)
        // Five 78-pt squares a row at 390 (0.2 × 390), 12 items: three rows, 3 × 78 = 234 high.
        #expect(result.contentSize == CGSize(width: 390, height: 234))
        #expect(result.viewSize == CGSize(width: 390, height: 300))
        let svg = try #require(result.svg)
        #expect(Self.count("<g class=\"cell\"", in: svg) == 12)
        #expect(result.snapshot?.elements.count == 12)
        // No safe area: the view rests between offset 0 and 0 (the content is shorter than the view).
        #expect(result.verticalOffsetRange == 0...0)
        #expect(result.orthogonalSections.isEmpty)
    }

    @Test("the same picture as oclayout render writes for the same document and options")
    func sameAsFileRender() async throws {
        let file = Self.examples.appendingPathComponent("two-column.json")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("in-memory-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var request = RenderRequest(file: file.path, outputFolder: folder.path, formats: [.svg], device: "iPhone 15",
                                    rightToLeft: true, dark: true, offsetY: 40)
        request.showsOverflow = true
        _ = try await DocumentRenderer().render(request)
        let written = try String(contentsOf: folder.appendingPathComponent("two-column.svg"), encoding: .utf8)
        var inMemory = RenderRequest(document: try Data(contentsOf: file), device: "iPhone 15", rightToLeft: true, dark: true,
                                             offsetY: 40)
        inMemory.showsOverflow = true
        let result = await InMemoryRenderer().render(inMemory)
        // Only the title differs: the file's base name against "playground".
        #expect(result.svg?.replacingOccurrences(of: "playground", with: "two-column") == written)
    }

    @Test("a wrong type is reported at its pointer, on the line of its key")
    func wrongType() async {
        let text = """
        {
          "formatVersion": "1.0",
          "sections": [
            { "group": { "type": "horizontal",
                         "size": { "width": { "fractionalWidth": "wide" },
                                   "height": { "absolute": 50 } },
                         "subitems": [ { "type": "item", "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalHeight": 1 } } } ] } }
          ]
        }
        """
        let result = await InMemoryRenderer().render(RenderRequest(text: text))
        #expect(result.svg == nil && result.hasErrors)
        let problem = result.problems.first { $0.pointer == "/sections/0/group/size/width/fractionalWidth" }
        // Line 5, where `"fractionalWidth": "wide"` begins: 17 spaces and `"size": { "width": { ` (21 characters)
        // come before it, so column 39.
        #expect(problem?.line == 5)
        #expect(problem?.column == 39)
        #expect(problem?.severity == .error)
    }

    @Test("malformed JSON is reported at the parser's line and column")
    func malformedJSON() async {
        let result = await InMemoryRenderer().render(RenderRequest(text: "{\n  \"formatVersion\": \"1.0\",\n  \"sections\": [ }\n}"))
        #expect(result.problems.count == 1)
        // Line 3 is `  "sections": [ }`: the `}` where a value should be is its 17th character.
        #expect(result.problems.first?.line == 3)
        #expect(result.problems.first?.column == 17)
        #expect(result.problems.first?.message.hasPrefix("invalid JSON at line 3, column 17") == true)
    }

    @Test("a missing key is placed at the object that lacks it; an unknown key is a warning on its own line")
    func missingAndUnknownKeys() async {
        let text = """
        {
          "formatVersion": "1.0",
          "sections": [
            {
              "rowHeight": 44,
              "group": { "type": "horizontal", "subitems": [ { "type": "item", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 1 } } } ] }
            }
          ]
        }
        """
        let result = await InMemoryRenderer().render(RenderRequest(text: text))
        let unknown = result.problems.first { $0.pointer == "/sections/0/rowHeight" }
        // An unknown key of a 1.0 document is an error.
        #expect(unknown?.severity == .error)
        #expect(unknown?.line == 5)
        // The group has no `size`: the problem names the group, whose key is on line 6.
        let missing = result.problems.first { $0.message.hasPrefix("missing required key") }
        #expect(missing?.pointer == "/sections/0/group")
        #expect(missing?.line == 6)
    }

    @Test("a preview's layoutFile is not followed")
    func layoutFileRefused() async {
        let result = await InMemoryRenderer().render(RenderRequest(text: #"{ "formatVersion": "1.0", "layoutFile": "/etc/passwd" }"#))
        #expect(result.svg == nil)
        #expect(result.problems.map(\.pointer) == ["/layoutFile"])
        #expect(result.problems.first?.line == 1)
    }

    @Test("option names in a message are spelled by whoever prints it")
    func optionSpelling() {
        let problem = LayoutDocument.Problem(severity: .error, option: "device", message: "give `device` or `width`/`height`, not both")
        #expect(problem.spellingOptions { $0 }.message == "give device or width/height, not both")
        #expect(problem.spellingOptions { "--" + $0 }.option == "--device")
        #expect(problem.spellingOptions { "<\($0)>" }.message == "give <device> or <width>/<height>, not both")
        // An unpaired backtick is kept; a problem in a document is left as it is.
        let unpaired = LayoutDocument.Problem(severity: .error, option: "x", message: "a ` b")
        #expect(unpaired.spellingOptions { _ in "!" }.message == "a ` b")
        let inDocument = LayoutDocument.Problem(severity: .error, pointer: "/a", message: "`k`")
        #expect(inDocument.spellingOptions { _ in "!" } == inDocument)
    }

    @Test("bad options are problems naming the option; nothing is laid out")
    func badOptions() async {
        let result = await InMemoryRenderer().render(RenderRequest(text: "{}", width: .nan, height: 0, device: "Toaster", offsetY: .infinity,
                                                                     orthogonalOffsets: [0: .nan]))
        #expect(result.svg == nil)
        #expect(result.problems.map(\.option) == ["width", "height", "offsetY", "device", "device", "orthogonalOffsets"])
        #expect(result.problems.allSatisfy { $0.pointer.isEmpty && $0.line == nil && $0.severity == .error })
    }

    @Test("too many items and groups that expand too far are refused before any layout, at their places")
    func limits() async {
        let item = #"{ "type": "item", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 10 } } }"#
        let layout = #"{ "sections": [ { "group": { "type": "vertical", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 10 } }, "subitems": [ \#(item) ] } } ] }"#
        let many = await InMemoryRenderer().render(RenderRequest(text: #"{ "formatVersion": "1.0", "layout": \#(layout), "items": [60, 50] }"#,
                                                                   maximumItemCount: 100))
        #expect(many.problems.map(\.pointer) == ["/items"])
        #expect(many.problems.first?.message == "110 items are too many to picture; the limit is 100")

        // 1,000 copies of a group of 1,000 copies of an item: a million places in one group.
        let inner = #"{ "type": "vertical", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 10 } }, "subitems": [ \#(item) ], "count": 1000 }"#
        let nested = #"{ "formatVersion": "1.0", "sections": [ { "group": { "type": "vertical", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 10 } }, "subitems": [ \#(inner) ], "count": 1000 } } ] }"#
        let expanded = await InMemoryRenderer().render(RenderRequest(text: nested))
        #expect(expanded.problems.map(\.pointer) == ["/sections/0/group/count"])
        #expect(expanded.svg == nil)
    }

    @Test("past 200 problems one more says how many were left out")
    func problemCap() async {
        let keys = (0..<300).map { "\"unknown\($0)\": 1" }.joined(separator: ", ")
        let section = #"{ "group": { "type": "vertical", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 10 } }, "#
            + #""subitems": [ { "type": "item", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 10 } } } ] } }"#
        // A newer minor version's 300 unknown keys: 300 warnings after the version's own, and the document still renders;
        // 200 of the 301 are listed.
        let result = await InMemoryRenderer().render(RenderRequest(text: #"{ "formatVersion": "1.3", \#(keys), "sections": [ \#(section) ] }"#))
        #expect(result.svg != nil)
        #expect(result.problems.count == DocumentRenderer.maximumReportedProblems + 1)
        #expect(result.problems.last?.message == "101 more problems not listed")
    }
}
