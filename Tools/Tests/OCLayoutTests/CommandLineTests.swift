import Foundation
import LayoutDocument
import Testing

/// `oclayout validate`, `schema` and the demo's argument checks, run as a child process from the build
/// folder (`swift test` builds the executable too).
@Suite("oclayout validate and schema")
struct CommandLineTests {
    struct Run {
        let status: Int32
        let output: String
        let error: String
    }

    static func run(_ arguments: [String]) throws -> Run {
        let testExecutable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        var folder = testExecutable.deletingLastPathComponent()
        while folder.pathComponents.count > 1, folder.path.contains(".xctest") { folder.deleteLastPathComponent() }
        let tool = folder.appendingPathComponent("oclayout")
        try #require(FileManager.default.isExecutableFile(atPath: tool.path), "oclayout not built at \(tool.path)")
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                   error: String(decoding: errorData, as: UTF8.self))
    }

    @Test("validate exits 0 for the examples and prints only the overflowing carousel's layout warning")
    func validExamples() throws {
        let run = try Self.run(["validate"] + Repository.exampleFiles().map(\.path))
        #expect(run.status == 0)
        // The carousel's 4 quarter-width items and 3 gaps of 8 pt need 382 pt of its 358-pt group (390 less 16-pt insets).
        let carousel = Repository.examplesFolder.appendingPathComponent("carousel-paging-centered.json").path
        #expect(run.output == "\(carousel): /sections/0: warning: layout: 4 repeated items need 382.0 points but the group has 358.0; "
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

        let badRun = try Self.run(["validate", bad.path])
        #expect(badRun.status == 1)
        #expect(badRun.output == "\(bad.path): /sections/0/list/headerMode: expected a string, found a number\n")

        let warnedRun = try Self.run(["validate", warned.path])
        #expect(warnedRun.status == 0)
        #expect(warnedRun.output.hasPrefix("\(warned.path): /formatVersion: warning: format version 1.1 is newer"))
    }

    @Test("schema prints the schema file's text")
    func schema() throws {
        let run = try Self.run(["schema"])
        #expect(run.status == 0)
        #expect(run.output == (try String(contentsOf: Repository.schemaFile, encoding: .utf8)))
    }

    @Test("demo refuses a negative width with the range, not 'missing value'", arguments: [["--width", "-100"], ["--height", "-0.5"]])
    func negativeViewSide(arguments: [String]) throws {
        let run = try Self.run(["demo", "-o", "/tmp/unused-oclayout-document-tests"] + arguments)
        #expect(run.status != 0)
        #expect(run.error.contains("\(arguments[0]) must be a number of points greater than 0"))
    }

    @Test("demo names why an output folder cannot be created")
    func uncreatableOutputFolder() throws {
        let folder = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        let run = try Self.run(["demo", "-o", file.appendingPathComponent("sub/out").path, "--example", "grid"])
        #expect(run.status != 0)
        #expect(run.error.contains("cannot create output folder '\(file.path)/sub/out': '\(file.path)' is a file, not a folder"))
    }

    @Test("convert prints the Swift code for a layout document")
    func convert() throws {
        let file = Repository.examplesFolder.appendingPathComponent("two-column.json")
        let run = try Self.run(["convert", "--function-name", "twoColumn", file.path])
        #expect(run.status == 0)
        let decoded = LayoutDocument.decode(jsonData: try Data(contentsOf: file))
        let document = try #require(decoded.document, "\(decoded.problems)")
        #expect(run.output == SwiftSourceWriter(functionName: "twoColumn").source(for: document))
        #expect(run.output.hasPrefix("import UIKit\n"))
    }

    @Test("convert refuses a document with errors, and a preview document, with exit 1")
    func convertRefuses() throws {
        let folder = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.json")
        try Data(#"{ "formatVersion": "1.0", "sections": [ { "list": {} } ] }"#.utf8).write(to: bad)
        let badRun = try Self.run(["convert", bad.path])
        #expect(badRun.status == 1)
        #expect(badRun.output == "\(bad.path): /sections/0/list: missing required key 'appearance'\n")

        let preview = Repository.examplesFolder.appendingPathComponent("grid.preview.json")
        let previewRun = try Self.run(["convert", preview.path])
        #expect(previewRun.status == 1)
        #expect(previewRun.output.contains("a preview document cannot be converted"))

        let nameRun = try Self.run(["convert", "--function-name", "make-layout", preview.path])
        #expect(nameRun.status != 0)
        #expect(nameRun.error.contains("--function-name must be a Swift identifier"))
    }
}
