import Foundation
import LayoutDocument
import Testing

/// `oclayout validate`, `schema` and the demo's argument checks, run as a child process (``Tool``).
@Suite("oclayout validate and schema")
struct CommandLineTests {
    @Test("validate exits 0 for the examples and prints only the overflowing carousel's layout warning")
    func validExamples() throws {
        let run = try Tool.run(["validate"] + Repository.exampleFiles().map(\.path))
        #expect(run.status == 0)
        // The carousel's 4 quarter-width items and 3 gaps of 8 pt need 382 pt of its 358-pt group (390 less 16-pt insets).
        let carousel = Repository.examplesFolder.appendingPathComponent("carousel-paging-centered.json").path
        #expect(run.standardOutput == "\(carousel): /sections/0: warning: layout: 4 repeated items need 382.0 points but the group has 358.0; "
                    + "they overflow the group.\n")
    }

    @Test("validate exits 1 with one line per problem; warnings alone exit 0")
    func invalidDocument() throws {
        let folder = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.json")
        try Data(#"{ "formatVersion": "1.0", "sections": [ { "list": { "appearance": "plain", "headerMode": 3 } } ] }"#.utf8).write(to: bad)
        let warned = folder.appendingPathComponent("warned.json")
        try Data(#"{ "formatVersion": "1.1", "sections": [ { "list": { "appearance": "plain" } } ] }"#.utf8).write(to: warned)

        let badRun = try Tool.run(["validate", bad.path])
        #expect(badRun.status == 1)
        #expect(badRun.standardOutput == "\(bad.path): /sections/0/list/headerMode: expected a string, found a number\n")

        let warnedRun = try Tool.run(["validate", warned.path])
        #expect(warnedRun.status == 0)
        #expect(warnedRun.standardOutput.hasPrefix("\(warned.path): /formatVersion: warning: format version 1.1 is newer"))
    }

    @Test("schema prints the schema file's text")
    func schema() throws {
        let run = try Tool.run(["schema"])
        #expect(run.status == 0)
        #expect(run.standardOutput == (try String(contentsOf: Repository.schemaFile, encoding: .utf8)))
    }

    @Test("demo refuses a negative width with the range, not 'missing value'", arguments: [["--width", "-100"], ["--height", "-0.5"]])
    func negativeViewSide(arguments: [String]) throws {
        let run = try Tool.run(["demo", "-o", "/tmp/unused-oclayout-document-tests"] + arguments)
        #expect(run.status != 0)
        #expect(run.standardError.contains("\(arguments[0]) must be a number of points greater than 0"))
    }

    @Test("demo names why an output folder cannot be created")
    func uncreatableOutputFolder() throws {
        let folder = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        let run = try Tool.run(["demo", "-o", file.appendingPathComponent("sub/out").path, "--example", "grid"])
        #expect(run.status != 0)
        #expect(run.standardError.contains("cannot create output folder '\(file.path)/sub/out': '\(file.path)' is a file, not a folder"))
    }

    @Test("convert prints the Swift code for a layout document")
    func convert() throws {
        let file = Repository.examplesFolder.appendingPathComponent("two-column.json")
        let run = try Tool.run(["convert", "--function-name", "twoColumn", file.path])
        #expect(run.status == 0)
        let decoded = LayoutDocument.decode(jsonData: try Data(contentsOf: file))
        let document = try #require(decoded.document, "\(decoded.problems)")
        #expect(run.standardOutput == SwiftSourceWriter(functionName: "twoColumn").source(for: document))
        #expect(run.standardOutput.hasPrefix("import UIKit\n"))
    }

    @Test("convert refuses a document with errors, and a preview document, with exit 1")
    func convertRefuses() throws {
        let folder = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.json")
        try Data(#"{ "formatVersion": "1.0", "sections": [ { "list": {} } ] }"#.utf8).write(to: bad)
        let badRun = try Tool.run(["convert", bad.path])
        #expect(badRun.status == 1)
        #expect(badRun.standardOutput == "\(bad.path): /sections/0/list: missing required key 'appearance'\n")

        let preview = Repository.examplesFolder.appendingPathComponent("grid.preview.json")
        let previewRun = try Tool.run(["convert", preview.path])
        #expect(previewRun.status == 1)
        #expect(previewRun.standardOutput.contains("a preview document cannot be converted"))

        let nameRun = try Tool.run(["convert", "--function-name", "make-layout", preview.path])
        #expect(nameRun.status != 0)
        #expect(nameRun.standardError.contains("--function-name must be a Swift identifier"))
    }
}
