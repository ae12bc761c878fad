import DocumentRendering
import Foundation
import LayoutDocument
import LayoutFormat
import Testing

/// `oclayout render` prints each layout diagnostic at the part of the document responsible, with its line and
/// column, as `oclayout validate` does.
@Suite("Render diagnostics point at the part responsible")
@MainActor
struct RenderDiagnosticPointerTests {
    /// Section 0: a 400-pt item after a 100-pt one in a 390-pt row is left out (subitem 1 opens line 4 after 4
    /// spaces). Section 1: a column's second item is 0 high (its height, line 8 after 6 spaces). Section 2: one
    /// 195-pt half repeated with 10-pt spacing fits once where 195 + 195 = 390 would fit twice: the group (line 9
    /// after 4 spaces) is responsible.
    static let layout = """
    { "formatVersion": "1.0", "sections": [
      { "group": { "type": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } }, "subitems": [
        { "type": "item", "size": { "width": { "absolute": 100 }, "height": { "fractionalHeight": 1 } } },
        { "type": "item", "size": { "width": { "absolute": 400 }, "height": { "fractionalHeight": 1 } } } ] } },
      { "group": { "type": "vertical", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 100 } }, "subitems": [
        { "type": "item", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 40 } } },
        { "type": "item", "size": { "width": { "fractionalWidth": 1 },
          "height": { "absolute": 0 } } } ] } },
      { "group": { "type": "horizontal", "interItemSpacing": { "fixed": 10 },
                   "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } },
                   "subitems": [ { "type": "item", "size": { "width": { "fractionalWidth": 0.5 }, "height": { "fractionalHeight": 1 } } } ] } } ] }
    """

    static func expected(_ file: String) -> [String] {
        [
            "\(file):4:5: /sections/0/group/subitems/1: warning: layout: Subitem 1 of a group's 2 needs 400.0 points after 100.0 "
                + "of the group's 390.0; it and the subitems after it are left out of the group.",
            "\(file):8:7: /sections/1/group/subitems/1/size/height: warning: layout: An item has zero length along its group's axis; "
                + "one is placed per group.",
            "\(file):9:5: /sections/2/group: warning: layout: 1 item of length 195.0 fits in a group of length 390.0 with 10.0-point "
                + "inter-item spacing; without the spacing 2 would fit: the spacing leaves one out.",
        ]
    }

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-pointers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("a layout document's diagnostics, in the 390-pt default view")
    func layoutDocument() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("layout.json")
        try Data(Self.layout.utf8).write(to: file)
        let result = try await DocumentRenderer().render(RenderRequest(file: file.path, outputFolder: folder.path))
        #expect(result.layoutDiagnostics.map { $0.map(\.description) } == [Self.expected(file.path)])
        // `oclayout validate` lays the same file out in the same 390-pt default view and says the same lines.
        #expect(DocumentValidator.validate(file: file.path).map(\.description) == Self.expected(file.path))
    }

    @Test("a preview's layout file: the lines are the layout file's, one list per device")
    func previewLayoutFile() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let layoutFile = folder.appendingPathComponent("layout.json")
        try Data(Self.layout.utf8).write(to: layoutFile)
        let preview = folder.appendingPathComponent("layout.preview.json")
        try Data(#"{ "formatVersion": "1.1", "layoutFile": "layout.json", "environment": { "width": 390, "height": 844 } }"#.utf8)
            .write(to: preview)
        let result = try await DocumentRenderer().render(RenderRequest(file: preview.path, outputFolder: folder.path))
        #expect(result.layoutDiagnostics.count == 1)
        #expect(result.layoutDiagnostics.first?.map(\.description) == Self.expected(layoutFile.path))
    }

    @Test("the in-memory renderer gives one placed warning per diagnostic, in the picture's order, under /layout in a preview")
    func inMemory() async throws {
        // The layout inline in a preview: every line moves one down and two right ("layout": { on line 1, each
        // section line indented two more), and every pointer gains /layout.
        let lines = Self.layout.split(separator: "\n", omittingEmptySubsequences: false)
        let inline = "{ \"formatVersion\": \"1.1\", \"environment\": { \"width\": 390, \"height\": 844 }, \"layout\":\n"
            + lines.map { "  " + $0 }.joined(separator: "\n") + "\n}"
        let result = await InMemoryRenderer().render(RenderRequest(document: Data(inline.utf8)))
        let placed = result.layoutDiagnostics.map { "\($0.line ?? 0):\($0.column ?? 0): \($0.pointer)" }
        #expect(placed == ["5:7: /layout/sections/0/group/subitems/1", "9:9: /layout/sections/1/group/subitems/1/size/height",
                           "10:7: /layout/sections/2/group"])
        #expect(result.layoutDiagnostics.count == result.snapshot?.diagnostics.count)
    }

    @Test("a document without diagnostics gets an empty list per picture")
    func noDiagnostics() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("layout.json")
        try Data(RestingScreenRenderTests.rows.utf8).write(to: file)
        var request = RenderRequest(file: file.path, outputFolder: folder.path)
        request.devices = ["iPhone SE", "iPad mini"]
        let result = try await DocumentRenderer().render(request)
        #expect(result.layoutDiagnostics.map(\.isEmpty) == [true, true])
    }
}
