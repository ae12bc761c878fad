import DocumentRendering
import Foundation
import LayoutRendering
import Testing
import Raster

/// `oclayout render`'s work, run in-process through `DocumentRenderer`, plus its exit codes as a child process.
@Suite("oclayout render")
@MainActor
struct RenderCommandTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Documents")
    static let grid = examples.appendingPathComponent("grid.json").path

    static func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func contents(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    static func write(_ text: String, named name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test("the grid example's frames.json at 390 × 300 matches the hand-derived frames")
    func goldenFrames() async throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let request = RenderRequest(file: Self.grid, outputFolder: folder.path, formats: [.frames], width: 390, height: 300)
        let result = try await DocumentRenderer().render(request)
        #expect(result.writtenFiles.map(\.lastPathComponent) == ["grid.frames.json"])
        let text = try String(contentsOf: folder.appendingPathComponent("grid.frames.json"), encoding: .utf8)
        // grid.json: a group 1.0 wide and 0.2 × width high of items 0.2 wide, full height: at width 390 every item is
        // 78 × 78, five to a row. A layout document gets 12 items: rows of 5, 5, 2, so item k sits at
        // (78 × (k mod 5), 78 × ⌊k / 5⌋); the content is 390 × (3 × 78 = 234).
        var lines = ["{", "  \"contentSize\": [390, 234],", "  \"elements\": ["]
        for item in 0..<12 {
            let x = [0, 78, 156, 234, 312][item % 5], y = [0, 78, 156][item / 5]
            lines.append("    { \"category\": \"cell\", \"kind\": null, \"indexPath\": [0, \(item)], \"frame\": [\(x), \(y), 78, 78],"
                         + " \"zIndex\": 0 }" + (item == 11 ? "" : ","))
        }
        lines += ["  ]", "}"]
        #expect(text == lines.joined(separator: "\n") + "\n")
    }

    @Test("every format is written under the document's name, and nothing else")
    func allFormats() async throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("new/nested")
        let request = RenderRequest(file: Self.grid, outputFolder: output.path, formats: [.svg, .png, .html, .frames, .text],
                                    pngWriter: .builtIn)
        _ = try await DocumentRenderer().render(request)
        #expect(Self.contents(output) == ["grid.frames.json", "grid.html", "grid.png", "grid.svg", "grid.txt"])
        let svg = try String(contentsOf: output.appendingPathComponent("grid.svg"), encoding: .utf8)
        #expect(XMLProbe(svg).isWellFormed)
        let png = try Data(contentsOf: output.appendingPathComponent("grid.png"))
        #expect(png.starts(with: PNGEncoder.signature))
        // The default view is 390 × 844: the table says so.
        let table = try String(contentsOf: output.appendingPathComponent("grid.txt"), encoding: .utf8)
        #expect(table.contains("# view 390 × 844 at content offset (0, 0)\n"))
    }

    @Test("--rtl mirrors the frames; --offset scrolls the viewport; --dark draws on a dark background")
    func rightToLeftOffsetAndDark() async throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let request = RenderRequest(file: Self.grid, outputFolder: folder.path, formats: [.svg], width: 390, height: 100,
                                    rightToLeft: true, dark: true, offsetY: 50)
        let result = try await DocumentRenderer().render(request)
        let snapshot = try #require(result.snapshots.first)
        // Right to left, item 0 is at the right edge: x = 390 − 78 = 312; item 4 at x = 0.
        #expect(snapshot.elements.first { $0.item == 0 }?.frame == CGRect(x: 312, y: 0, width: 78, height: 78))
        #expect(snapshot.elements.first { $0.item == 4 }?.frame == CGRect(x: 0, y: 0, width: 78, height: 78))
        #expect(snapshot.viewport == CGRect(x: 0, y: 50, width: 390, height: 100))
        let svg = try String(contentsOf: folder.appendingPathComponent("grid.svg"), encoding: .utf8)
        #expect(svg.contains("fill=\"#1c1c1e\""))
    }

    @Test("--devices lays the layout out at each device, side by side, with one frames file per device")
    func devices() async throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let request = RenderRequest(file: Self.grid, outputFolder: folder.path, formats: [.svg, .frames],
                                    devices: ["iPhone SE", "iPad mini"])
        let result = try await DocumentRenderer().render(request)
        #expect(Self.contents(folder) == ["grid.ipad-mini.frames.json", "grid.iphone-se-3rd-gen.frames.json", "grid.svg"])
        // iPhone SE (3rd gen): 375 wide → items 0.2 × 375 = 75; iPad mini: 744 × 0.2 = 148.8.
        #expect(result.snapshots.map(\.viewport.size) == [CGSize(width: 375, height: 667), CGSize(width: 744, height: 1133)])
        #expect(result.snapshots[0].elements.first?.frame == CGRect(x: 0, y: 0, width: 75, height: 75))
        #expect(result.snapshots[1].elements.first?.frame == CGRect(x: 0, y: 0, width: 148.8, height: 148.8))
        let probe = XMLProbe(try String(contentsOf: folder.appendingPathComponent("grid.svg"), encoding: .utf8))
        #expect(probe.isWellFormed)
        // One nested picture per device, the second starting after the first plus 16.
        let pictures = (probe.attributesByElement["svg"] ?? []).filter { $0["class"] == "picture" }
        try #require(pictures.count == 2)
        let firstWidth = Double(pictures[0]["width"] ?? "") ?? 0
        #expect(pictures[1]["x"] == DisplayText.number(firstWidth + 16))
    }

    @Test("a preview document's environment, items and layout file are used")
    func previewDocument() async throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let layout = try String(contentsOf: URL(fileURLWithPath: Self.grid), encoding: .utf8)
        _ = try Self.write(layout, named: "g.json", in: folder)
        let preview = try Self.write("""
            { "formatVersion": "1.0", "layoutFile": "g.json", "environment": { "width": 200, "height": 400 }, "items": [7] }
            """, named: "p.json", in: folder)
        let result = try await DocumentRenderer().render(RenderRequest(file: preview, outputFolder: folder.path, formats: [.text]))
        let snapshot = try #require(result.snapshots.first)
        // 7 items of 0.2 × 200 = 40: rows of 5 and 2; content 200 × 80.
        #expect(snapshot.elements.count == 7)
        #expect(snapshot.contentSize == CGSize(width: 200, height: 80))
        #expect(snapshot.viewport.size == CGSize(width: 200, height: 400))
    }

    @Test("the example preview document: its layout file, items, right to left, dark, safe area")
    func examplePreview() async throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = Self.examples.appendingPathComponent("grid.preview.json").path
        let result = try await DocumentRenderer().render(RenderRequest(file: file, outputFolder: folder.path, formats: [.svg, .frames]))
        #expect(Self.contents(folder) == ["grid.preview.frames.json", "grid.preview.svg"])
        let snapshot = try #require(result.snapshots.first)
        // items [3, 12] at width 390 (the environment's width wins over the device's 402): 78-pt squares; section 0
        // is one row (y 0), section 1 three rows from y = 78; content 390 × (78 + 3 × 78 = 312).
        #expect(snapshot.elements.count == 15)
        #expect(snapshot.contentSize == CGSize(width: 390, height: 312))
        // Right to left: each section's first item at the right edge, x = 390 − 78 = 312.
        #expect(snapshot.elements.first { $0.section == 0 && $0.item == 0 }?.frame == CGRect(x: 312, y: 0, width: 78, height: 78))
        #expect(snapshot.elements.first { $0.section == 1 && $0.item == 0 }?.frame == CGRect(x: 312, y: 78, width: 78, height: 78))
        let svg = try String(contentsOf: folder.appendingPathComponent("grid.preview.svg"), encoding: .utf8)
        #expect(svg.contains("fill=\"#1c1c1e\""))   // "userInterfaceStyle": "dark"
    }

    // MARK: - Bad input

    func expectFailure(_ request: RenderRequest, contains expected: String, in folder: URL,
                       sourceLocation: SourceLocation = #_sourceLocation) async {
        let before = Self.contents(folder)
        await #expect(sourceLocation: sourceLocation) { try await DocumentRenderer().render(request) } throws: { error in
            guard let error = error as? RenderError else { return false }
            return error.description.contains(expected)
        }
        #expect(Self.contents(folder) == before, "files were left behind", sourceLocation: sourceLocation)
    }

    @Test("a missing file, malformed JSON and a wrong value fail naming the file and the place")
    func badDocuments() async throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        let missing = folder.appendingPathComponent("missing.json").path
        await expectFailure(RenderRequest(file: missing, outputFolder: out.path), contains: "\(missing): /: cannot read the file: it does not exist",
                      in: folder)
        let malformed = try Self.write("{ \"formatVersion\": \"1.0\", ", named: "malformed.json", in: folder)
        await expectFailure(RenderRequest(file: malformed, outputFolder: out.path), contains: "\(malformed):1:27: /: invalid JSON at line 1", in: folder)
        let wrong = try Self.write("""
            { "formatVersion": "1.0", "sections": [ { "group": { "type": "diagonal" } } ] }
            """, named: "wrong.json", in: folder)
        await expectFailure(RenderRequest(file: wrong, outputFolder: out.path), contains: "\(wrong):1:54: /sections/0/group/type:", in: folder)
        let huge = try Self.write("""
            { "formatVersion": "1.0", "layoutFile": "\(Self.grid)", "items": [1000000] }
            """, named: "huge.json", in: folder)
        // The grid example lies outside the test's folder: allowed here.
        var hugeRequest = RenderRequest(file: huge, outputFolder: out.path)
        hugeRequest.layoutFileAccess = .anywhere
        await expectFailure(hugeRequest,
                      contains: "\(huge): /items: 1000000 items are too many to picture; the limit is 100000", in: folder)
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    // Each problem names its option by the request's property; other options it mentions are in backticks.
    @Test("invalid options fail with a clear message, naming the option", arguments: [
        (RenderRequest(file: "", width: -100), "width: must be a number of points greater than 0"),
        (RenderRequest(file: "", height: .nan), "height: must be"),
        (RenderRequest(file: "", scale: 0), "scale: must be greater than 0"),
        (RenderRequest(file: "", device: "iPhone 99"), "device: unknown device 'iPhone 99'; known devices: iPhone SE (3rd gen), iPhone 13 mini"),
        (RenderRequest(file: "", devices: ["iPad Pro 13", "Pixel"]), "devices: unknown device 'Pixel'"),
        (RenderRequest(file: "", width: 300, device: "iPhone 15"), "device: give `device` or `width`/`height`, not both"),
    ])
    func invalidOptions(request: RenderRequest, message: String) async throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var request = request
        request.file = Self.grid
        request.outputFolder = folder.appendingPathComponent("out").path
        await expectFailure(request, contains: message, in: folder)
    }

    @Test("an output folder that is a file, lies under one, or where a folder blocks a file: an error, no files")
    func unwritableOutput() async throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try Self.write("x", named: "a-file", in: folder)
        await expectFailure(RenderRequest(file: Self.grid, outputFolder: file), contains: "the output folder exists and is not a folder", in: folder)
        await expectFailure(RenderRequest(file: Self.grid, outputFolder: file + "/sub"),
                      contains: "cannot create the output folder: '\(file)' is a file, not a folder", in: folder)
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out.appendingPathComponent("grid.txt"), withIntermediateDirectories: true)
        await expectFailure(RenderRequest(file: Self.grid, outputFolder: out.path, formats: [.svg, .text]),
                      contains: "grid.txt: cannot write the file: a folder of that name is in the way", in: folder)
        #expect(Self.contents(out) == ["grid.txt"])
    }
}

/// Numbers as the SVG writes them (at most three decimals, no trailing zeros), for comparing attributes.
enum DisplayText {
    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
