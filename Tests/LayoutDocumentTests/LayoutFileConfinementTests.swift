import Foundation
import LayoutDocument
import Testing

/// A preview's `layoutFile`: read from the preview's folder only (unless allowed), as a layout document only, so
/// no document can loop the reader or make it quote a file it was not given.
@Suite("Layout files of previews")
struct LayoutFileConfinementTests {
    /// `{ "formatVersion": "1.0", ` is 26 characters: the `layoutFile` key of these previews begins at column 27.
    static func preview(naming layoutFile: String) -> Data {
        Data(#"{ "formatVersion": "1.0", "layoutFile": "\#(layoutFile)" }"#.utf8)
    }

    static let listLayout = Data(#"{ "formatVersion": "1.0", "sections": [ { "list": { "appearance": "plain" } } ] }"#.utf8)

    @Test("a preview naming itself is an error at its layoutFile, not a stack overflow; convert's check says the same")
    func previewNamingItself() throws {
        let folder = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("self.json")
        try Self.preview(naming: "self.json").write(to: file)
        let expected = ["\(file.path):1:27: /layoutFile: the layout file is this preview document itself; name a layout document"]
        #expect(DocumentValidator.validate(file: file.path).map(\.description) == expected)
        let checked = DocumentValidator.check(file: file.path)
        #expect(checked.findings.map(\.description) == expected)
        #expect(checked.layout == nil)
        // `./self.json` is the same file.
        try Self.preview(naming: "./self.json").write(to: file)
        #expect(DocumentValidator.validate(file: file.path).first?.problem.message
                    == "the layout file is this preview document itself; name a layout document")
    }

    @Test("two previews naming each other: each says the other is a preview, and the reader stops there")
    func previewsNamingEachOther() throws {
        let folder = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("a.json"), second = folder.appendingPathComponent("b.json")
        try Self.preview(naming: "b.json").write(to: first)
        try Self.preview(naming: "a.json").write(to: second)
        #expect(DocumentValidator.validate(files: [first.path, second.path]).map(\.description) == [
            "\(first.path):1:27: /layoutFile: the layout file '\(second.path)' is a preview document; 'layoutFile' must name a layout document",
            "\(second.path):1:27: /layoutFile: the layout file '\(first.path)' is a preview document; 'layoutFile' must name a layout document",
        ])
    }

    @Test("a layout file outside the preview's folder is refused, whether named with ../, absolutely or through a link")
    func outsideTheFolderIsRefused() throws {
        let folder = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let inner = folder.appendingPathComponent("previews")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        let secret = folder.appendingPathComponent("secret.json")
        try Data(#"{ "password": "hunter2" }"#.utf8).write(to: secret)
        try FileManager.default.createSymbolicLink(at: inner.appendingPathComponent("link.json"), withDestinationURL: secret)
        let preview = inner.appendingPathComponent("preview.json")
        for layoutFile in ["../secret.json", secret.path, "link.json"] {
            try Self.preview(naming: layoutFile).write(to: preview)
            let findings = DocumentValidator.validate(file: preview.path)
            #expect(findings.map(\.problem.pointer) == ["/layoutFile"], "\(layoutFile)")
            #expect(findings.first?.problem.message == "the layout file '\(layoutFile)' is outside the preview's folder; "
                        + "layout files are read from the preview's folder and the folders inside it")
            #expect(findings.first?.problem.hint == "move the layout file next to the preview, or pass --allow-layout-files-outside to read it where it is")
            #expect(!findings.map(\.description).joined().contains("hunter2"))
        }
    }

    @Test("allowed outside, a file that is not a layout document is named, never quoted")
    func outsideAllowedNeverQuotes() throws {
        let folder = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let inner = folder.appendingPathComponent("previews")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        try Data(#"{ "password": "hunter2" }"#.utf8).write(to: folder.appendingPathComponent("secret.json"))
        try Data("password=hunter2\n".utf8).write(to: folder.appendingPathComponent("secret.txt"))
        let preview = inner.appendingPathComponent("preview.json")

        try Self.preview(naming: "../secret.json").write(to: preview)
        let json = DocumentValidator.validate(file: preview.path, layoutFileAccess: .anywhere).map(\.description)
        #expect(json == ["\(preview.path):1:27: /layoutFile: the layout file '\(inner.path)/../secret.json' is not a layout document "
                            + "(it has no 'formatVersion' or 'sections')"])

        try Self.preview(naming: "../secret.txt").write(to: preview)
        let text = DocumentValidator.validate(file: preview.path, layoutFileAccess: .anywhere).map(\.description)
        #expect(text == ["\(preview.path):1:27: /layoutFile: the layout file '\(inner.path)/../secret.txt' is not a JSON document "
                            + "(at line 1, column 1)"])
    }

    @Test("a layout file in the preview's folder or a folder inside it is read, by relative or absolute path")
    func insideTheFolderIsRead() throws {
        let folder = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let layouts = folder.appendingPathComponent("layouts")
        try FileManager.default.createDirectory(at: layouts, withIntermediateDirectories: true)
        let layout = layouts.appendingPathComponent("list.json")
        try Self.listLayout.write(to: layout)
        let preview = folder.appendingPathComponent("preview.json")
        for layoutFile in ["layouts/list.json", layout.path, "layouts/../layouts/list.json"] {
            try Self.preview(naming: layoutFile).write(to: preview)
            #expect(DocumentValidator.validate(file: preview.path).isEmpty, "\(layoutFile)")
        }
    }
}
