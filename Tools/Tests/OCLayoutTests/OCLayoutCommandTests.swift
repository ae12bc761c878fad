import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutExamples
import Testing

/// End-to-end checks of the `oclayout` executable: arguments, exit codes, messages and files.
///
/// The tool is run as a child process (``Tool``).
@Suite("oclayout command line")
struct OCLayoutCommandTests {
    /// Whether Foundation's XML parser reads the text to its end without an error.
    static func isWellFormedXML(_ text: String) -> Bool {
        XMLParser(data: Data(text.utf8)).parse()
    }

    static func makeTemporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("oclayout-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("list prints every example, one per line")
    func list() throws {
        let run = try Tool.run(["list"])
        #expect(run.status == 0)
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.count == LayoutExampleCatalog.all.count)
        for (line, example) in zip(lines, LayoutExampleCatalog.all) {
            #expect(line.hasPrefix(example.id + " "))
        }
    }

    @Test("demo writes an SVG and a table per example and index.html into a new nested folder")
    func demoWritesFiles() throws {
        let root = try Self.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("nested/out")
        let run = try Tool.run(["demo", "--output", folder.path, "--example", "grid", "pinned-headers"])
        #expect(run.status == 0, "\(run.standardError)")
        let files = try Set(FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(files == ["grid.svg", "grid.txt", "pinned-headers.svg", "pinned-headers.txt",
                          "pinned-headers-at-0-370.svg", "pinned-headers-at-0-370.txt", "index.html"])
        // One summary line per picture: 12 cells; 428 × (3 × 85.6 = 256.8); no diagnostics.
        #expect(run.standardOutput.contains("grid: 12 elements, content size 428 × 256.8, 0 diagnostics\n"))
        #expect(run.standardOutput.contains("pinned-headers-at-0-370: "))
        let svg = try String(contentsOf: folder.appendingPathComponent("grid.svg"), encoding: .utf8)
        #expect(Self.isWellFormedXML(svg))
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(Self.isWellFormedXML(html))
    }

    @Test("demo pictures a documents folder into documents/, each preview beside the layout it names, quietly")
    func demoDocuments() throws {
        let root = try Self.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let documents = root.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
        let list = #"{ "formatVersion": "1.0", "sections": [ { "list": { "appearance": "plain", "headerMode": "supplementary" } } ] }"#
        try Data(list.utf8).write(to: documents.appendingPathComponent("rows.json"))
        let preview = #"{ "formatVersion": "1.0", "layoutFile": "rows.json", "environment": { "width": 300, "height": 500 }, "#
            + #""items": [ { "identifier": "Fruit", "items": ["Apple", "Pear"] } ] }"#
        try Data(preview.utf8).write(to: documents.appendingPathComponent("rows.preview.json"))
        let folder = root.appendingPathComponent("out")
        let run = try Tool.run(["demo", "-o", folder.path, "--example", "grid", "--documents", documents.path])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.isEmpty)
        #expect(try Set(FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("documents").path))
                == ["rows.svg", "rows.txt", "rows.preview.svg", "rows.preview.txt"])
        // grid.svg, grid.txt, the four document files and index.html.
        #expect(run.standardOutput.hasSuffix("Wrote 7 files to \(folder.path)\n"))
        // A layout document gets 12 rows (12 cells and a header); the preview's 2 rows and its header.
        #expect(run.standardOutput.contains("documents/rows: 13 elements"))
        #expect(run.standardOutput.contains("documents/rows.preview: 3 elements"))
        // One gallery entry for the layout, holding both pictures; the preview's header and rows show its text.
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(Self.isWellFormedXML(html))
        #expect(html.components(separatedBy: "<section class=\"example\"").count == 3)
        #expect(html.contains("id=\"document-rows\"") && !html.contains("id=\"document-rows-preview\""))
        #expect(html.contains("Previewed by rows.preview.json."))
        #expect(html.contains(">Fruit</text>") && html.contains(">Apple</text>"))
    }

    @Test("a later demo run removes the files of examples it no longer writes, and only those")
    func demoRemovesStaleFiles() throws {
        let folder = try Self.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        func contents() throws -> Set<String> { try Set(FileManager.default.contentsOfDirectory(atPath: folder.path)) }

        let first = try Tool.run(["demo", "-o", folder.path, "--example", "grid", "basic-list"])
        #expect(first.status == 0, "\(first.standardError)")
        #expect(try contents() == ["notes.txt", "grid.svg", "grid.txt", "basic-list.svg", "basic-list.txt", "index.html"])

        // Only grid now: basic-list's picture and table would claim to be current; they go.
        let second = try Tool.run(["demo", "-o", folder.path, "--example", "grid"])
        #expect(second.status == 0, "\(second.standardError)")
        #expect(try contents() == ["notes.txt", "grid.svg", "grid.txt", "index.html"])
        #expect(second.standardOutput.contains("Removed 2 files an earlier run wrote that this one did not\n"))

        // Tables only: the gallery and the picture of the run before are no longer current either.
        let third = try Tool.run(["demo", "-o", folder.path, "--example", "grid", "--format", "text"])
        #expect(third.status == 0, "\(third.standardError)")
        #expect(try contents() == ["notes.txt", "grid.txt"])
    }

    @Test("--documents must name a folder")
    func documentsMustBeAFolder() throws {
        let run = try Tool.run(["demo", "-o", "/tmp/unused-oclayout", "--documents", "/no/such/folder"])
        #expect(run.status != 0)
        #expect(run.standardError.contains("--documents must name a folder"))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/unused-oclayout"))
    }

    @Test("--format limits what is written; --width and --height override the view size")
    func formatAndSize() throws {
        let folder = try Self.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Tool.run(["demo", "-o", folder.path, "--example", "basic-list", "--format", "text",
                                "--width", "320", "--height", "600"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["basic-list.txt"])
        let table = try String(contentsOf: folder.appendingPathComponent("basic-list.txt"), encoding: .utf8)
        #expect(table.contains("# view 320 × 600 at content offset (0, 0)\n"))
        // 20 rows of 44 at width 320.
        #expect(table.contains("# 20 elements, content size 320 × 880, 0 diagnostics\n"))
    }

    @Test("an unknown example id fails with the known ids and a non-zero exit")
    func unknownExample() throws {
        let run = try Tool.run(["demo", "--example", "grid", "no-such-example", "-o", "/tmp/unused-oclayout"])
        #expect(run.status != 0)
        #expect(run.standardError.contains("unknown example 'no-such-example'; known examples: basic-list"))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/unused-oclayout"))
    }

    @Test("invalid widths and heights are refused", arguments: [["--width", "0"], ["--width", "-5"], ["--height", "nan"],
                                                                ["--width", "1e9"], ["--width", "wide"]])
    func invalidSize(arguments: [String]) throws {
        let run = try Tool.run(["demo", "-o", "/tmp/unused-oclayout"] + arguments)
        #expect(run.status != 0)
        #expect(run.standardError.contains(arguments[0]))
    }

    @Test("an output path that is a file, or lies under one, fails with the path in the message")
    func unwritableOutput() throws {
        let folder = try Self.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)

        let onFile = try Tool.run(["demo", "-o", file.path, "--example", "grid"])
        #expect(onFile.status != 0)
        #expect(onFile.standardError.contains("output folder '\(file.path)' exists and is not a folder"))

        let underFile = try Tool.run(["demo", "-o", file.appendingPathComponent("sub").path, "--example", "grid"])
        #expect(underFile.status != 0)
        #expect(underFile.standardError.contains("cannot create output folder"))
    }

    @Test("render takes several documents: a bad one is reported, the others are written, the exit is 1; no progress off a terminal")
    func renderSeveralDocuments() throws {
        let folder = try Self.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let documents = Repository.examplesFolder
        let missing = folder.appendingPathComponent("missing.json").path
        let run = try Tool.run(["render", documents.appendingPathComponent("grid.json").path, missing,
                                documents.appendingPathComponent("list.json").path, "--output", folder.path])
        #expect(run.status == 1)
        #expect(run.standardError.contains("error: \(missing): "))
        #expect(!run.standardError.contains("\u{1B}"))
        let written = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        #expect(written == ["grid.svg", "list.svg"])
    }

    @Test("an unknown format is refused")
    func unknownFormat() throws {
        let run = try Tool.run(["demo", "--format", "png", "-o", "/tmp/unused-oclayout"])
        #expect(run.status != 0)
        #expect(run.standardError.contains("png"))
    }

    @Test("render exits with 1 and prints the file and the place on bad input")
    func commandLine() throws {
        let folder = try Self.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out").path
        let grid = Repository.examplesFolder.appendingPathComponent("grid.json").path
        let missing = try Tool.run(["render", folder.appendingPathComponent("nope.json").path, "-o", out])
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("nope.json: /: cannot read the file: it does not exist"))
        let negative = try Tool.run(["render", grid, "-o", out, "--width", "-100"])
        #expect(negative.status == 1)
        #expect(negative.standardError.contains("--width must be a number of points greater than 0"))
        let format = try Tool.run(["render", grid, "-o", out, "--format", "svg,bmp"])
        #expect(format.status == 1)
        #expect(format.standardError.contains("--format"))
        #expect(!FileManager.default.fileExists(atPath: out))
        let good = try Tool.run(["render", grid, "-o", out, "--format", "svg,frames", "--device", "iPhone 15"])
        #expect(good.status == 0, "\(good.standardError)")
        // iPhone 15: 393 wide; items 0.2 × 393 = 78.6; 12 items in 3 rows: 393 × 235.8.
        #expect(good.standardOutput.contains("grid: 12 elements, content size 393 × 235.8, 0 diagnostics"))
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []).sorted() == ["grid.frames.json", "grid.svg"])
    }

    @Test("render writes a waterfall's frames: each item in the shorter of two columns")
    func waterfallFrames() throws {
        let folder = try Self.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("waterfall.preview.json")
        try Data(#"""
            { "formatVersion": "1.1", "environment": { "width": 390, "height": 844 }, "items": [3],
              "layout": { "sections": [ { "waterfall": { "columnCount": 2, "interItemSpacing": 8, "interColumnSpacing": 8,
                                                         "itemHeights": [100, 50, 80] } } ] } }
            """#.utf8).write(to: file)
        let run = try Tool.run(["render", file.path, "-o", folder.path, "--format", "frames"])
        #expect(run.status == 0, "\(run.standardError)")
        let data = try Data(contentsOf: folder.appendingPathComponent("waterfall.preview.frames.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let elements = try #require(json["elements"] as? [[String: Any]])
        let cells = elements.filter { $0["category"] as? String == "cell" }.compactMap { $0["frame"] as? [Double] }
        // Columns (390 − 8) / 2 = 191 wide, the second at 199. Item 0 → column 0; item 1 → column 1; item 2 → column 1,
        // the shorter (50 < 100), at 50 + 8 = 58. The content ends with column 1 at 138.
        #expect(cells == [[0, 0, 191, 100], [199, 0, 191, 50], [199, 58, 191, 80]])
        #expect(json["contentSize"] as? [Double] == [390, 138])
    }

    @Test("render writes a flow section's frames: lines filled and spread as a flow layout fills them, the header outside the inset")
    func flowFrames() throws {
        let folder = try Self.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("flow.preview.json")
        try Data(#"""
            { "formatVersion": "1.2", "environment": { "width": 390, "height": 844 }, "items": [5],
              "layout": { "sections": [ { "flow": { "itemSize": { "width": 100, "height": 60 },
                                                    "sectionInset": { "top": 10, "leading": 20, "bottom": 10, "trailing": 20 },
                                                    "headerReferenceSize": { "width": 0, "height": 30 } } } ] } }
            """#.utf8).write(to: file)
        let run = try Tool.run(["render", file.path, "-o", folder.path, "--format", "frames"])
        #expect(run.status == 0, "\(run.standardError)")
        let data = try Data(contentsOf: folder.appendingPathComponent("flow.preview.frames.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let elements = try #require(json["elements"] as? [[String: Any]])
        let cells = elements.filter { $0["category"] as? String == "cell" }.compactMap { $0["frame"] as? [Double] }
        // Room 390 − 20 − 20 = 350: three 100-point items with the default spacing 10 take 320 (four 430); the 50 left
        // over makes gaps of 25: x 20, 145, 270. The 30-point header comes first, then the top inset: the first line at
        // y 40, the second at 40 + 60 + 10 = 110, keeping to the first two columns. The content ends at 110 + 60 + 10.
        #expect(cells == [[20, 40, 100, 60], [145, 40, 100, 60], [270, 40, 100, 60], [20, 110, 100, 60], [145, 110, 100, 60]])
        #expect(json["contentSize"] as? [Double] == [390, 180])
    }
}
