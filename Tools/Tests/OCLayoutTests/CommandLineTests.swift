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
        // Its section 0's group, which is responsible, is on line 5, after 6 characters.
        let carousel = Repository.examplesFolder.appendingPathComponent("carousel-paging-centered.json").path
        #expect(run.standardOutput == "\(carousel):5:7: /sections/0/group: warning: layout: 4 repeated items need 382.0 points but the group has 358.0; "
                    + "they overflow the group.\n")
    }

    @Test("validate exits 1 with one line per problem; warnings alone exit 0")
    func invalidDocument() throws {
        let folder = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.json")
        try Data(#"{ "formatVersion": "1.0", "sections": [ { "list": { "appearance": "plain", "headerMode": 3 } } ] }"#.utf8).write(to: bad)
        let warned = folder.appendingPathComponent("warned.json")
        try Data(#"{ "formatVersion": "1.3", "sections": [ { "list": { "appearance": "plain" } } ] }"#.utf8).write(to: warned)

        let badRun = try Tool.run(["validate", bad.path])
        #expect(badRun.status == 1)
        // The key "headerMode" begins after 75 characters of the one-line document.
        #expect(badRun.standardOutput == "\(bad.path):1:76: /sections/0/list/headerMode: expected a string, found a number\n")

        let warnedRun = try Tool.run(["validate", warned.path])
        #expect(warnedRun.status == 0)
        #expect(warnedRun.standardOutput.hasPrefix("\(warned.path):1:3: /formatVersion: warning: format version 1.3 is newer"))
    }

    @Test("validate points a layout warning at the part responsible, nested groups deep, with its line and column")
    func layoutWarningAtThePartResponsible() throws {
        let folder = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("nested.json")
        // The section's 390-pt row holds a 90-pt item and a 300-pt column whose row (line 4) holds a 100-pt item and a
        // 250-pt one (line 7, after 10 spaces): 100 + 250 > 300, so that subitem is left out of the inner row.
        try Data("""
            { "formatVersion": "1.0", "sections": [
              { "group": { "type": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } }, "subitems": [
                { "type": "item", "size": { "width": { "absolute": 90 }, "height": { "fractionalHeight": 1 } } },
                { "type": "vertical", "size": { "width": { "absolute": 300 }, "height": { "fractionalHeight": 1 } }, "subitems": [ { "type": "horizontal",
                    "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalHeight": 1 } }, "subitems": [
                      { "type": "item", "size": { "width": { "absolute": 100 }, "height": { "fractionalHeight": 1 } } },
                      { "type": "item", "size": { "width": { "absolute": 250 }, "height": { "fractionalHeight": 1 } } } ] } ] } ] } } ] }
            """.utf8).write(to: file)
        let run = try Tool.run(["validate", file.path])
        #expect(run.status == 0)
        #expect(run.standardOutput == "\(file.path):7:11: /sections/0/group/subitems/1/subitems/0/subitems/1: warning: layout: "
                    + "Subitem 1 of a group's 2 needs 250.0 points after 100.0 of the group's 300.0; it and the subitems after it "
                    + "are left out of the group.\n")
    }

    @Test("validate and convert of previews naming themselves or each other exit 1 with the reason, not a crash")
    func layoutFileCycles() throws {
        let folder = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let selfNaming = folder.appendingPathComponent("self.json")
        try Data(#"{ "formatVersion": "1.0", "layoutFile": "self.json" }"#.utf8).write(to: selfNaming)
        let first = folder.appendingPathComponent("a.json"), second = folder.appendingPathComponent("b.json")
        try Data(#"{ "formatVersion": "1.0", "layoutFile": "b.json" }"#.utf8).write(to: first)
        try Data(#"{ "formatVersion": "1.0", "layoutFile": "a.json" }"#.utf8).write(to: second)
        // The layoutFile key follows `{ "formatVersion": "1.0", ` (26 characters).
        for command in ["validate", "convert"] {
            let run = try Tool.run([command, selfNaming.path])
            #expect(run.status == 1, "\(command)")
            #expect(run.standardOutput == "\(selfNaming.path):1:27: /layoutFile: the layout file is this preview document itself; "
                        + "name a layout document\n", "\(command)")
            let pair = try Tool.run([command, first.path])
            #expect(pair.status == 1, "\(command)")
            #expect(pair.standardOutput == "\(first.path):1:27: /layoutFile: the layout file '\(second.path)' is a preview document; "
                        + "'layoutFile' must name a layout document\n", "\(command)")
        }
    }

    @Test("a misspelt key fails validate with a did-you-mean; --warnings-as-errors turns warnings into exit 2")
    func misspeltKeyAndWarningsAsErrors() throws {
        let folder = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let misspelt = folder.appendingPathComponent("misspelt.json")
        try Data(#"{ "formatVersion": "1.0", "sections": [ { "list": { "appearence": "plain" } } ] }"#.utf8).write(to: misspelt)
        let run = try Tool.run(["validate", misspelt.path])
        #expect(run.status == 1)
        // The "list" member begins at its key after 42 characters, where the missing "appearance" is reported;
        // "appearence" follows 52 characters.
        #expect(run.standardOutput == "\(misspelt.path):1:43: /sections/0/list: missing required key 'appearance'\n"
                    + "\(misspelt.path):1:53: /sections/0/list/appearence: unknown key 'appearence'; did you mean 'appearance'?\n")

        let warned = folder.appendingPathComponent("warned.json")
        try Data(#"{ "formatVersion": "1.3", "sections": [ { "list": { "appearance": "plain" } } ] }"#.utf8).write(to: warned)
        #expect(try Tool.run(["validate", warned.path]).status == 0)
        #expect(try Tool.run(["validate", "--warnings-as-errors", warned.path]).status == 2)
        #expect(try Tool.run(["validate", "--warnings-as-errors", misspelt.path]).status == 1)
    }

    @Test("control characters a document writes reach the terminal escaped")
    func controlCharactersAreEscaped() throws {
        let folder = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("escape.json")
        try Data(#"{ "formatVersion": "1.0", "\u001b[2J\u0007\u0000": 1, "sections": [ { "list": { "appearance": "plain" } } ] }"#.utf8)
            .write(to: file)
        let run = try Tool.run(["validate", file.path])
        #expect(run.status == 1)
        #expect(run.standardOutput == "\(file.path):1:27: /\\u{1B}[2J\\u{7}\\u{0}: unknown key '\\u{1B}[2J\\u{7}\\u{0}'\n")
        #expect(!run.standardOutput.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
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
        // The "list" member begins at its key, after 42 characters.
        #expect(badRun.standardOutput == "\(bad.path):1:43: /sections/0/list: missing required key 'appearance'\n")

        let preview = Repository.examplesFolder.appendingPathComponent("grid.preview.json")
        let previewRun = try Tool.run(["convert", preview.path])
        #expect(previewRun.status == 1)
        #expect(previewRun.standardOutput.contains("a preview document cannot be converted"))

        let nameRun = try Tool.run(["convert", "--function-name", "make-layout", preview.path])
        #expect(nameRun.status != 0)
        #expect(nameRun.standardError.contains("--function-name must be a Swift identifier"))
    }
}
