import DocumentRendering
import Foundation
import LayoutExamples
import LayoutRendering
import OpenCompositionalLayout

/// The work of `oclayout demo`: lay out, render, write.
@MainActor
struct DemoRun {
    struct Options {
        var outputFolder: URL
        var width: CGFloat?
        var height: CGFloat?
        var format: OutputFormat
        /// The folder of layout and preview documents to picture after the examples, if any.
        var documentsFolder: URL?
    }

    /// A file-system failure, said with the path concerned.
    struct WriteError: Error, CustomStringConvertible {
        let description: String
    }

    static let galleryFileName = "index.html"
    static let galleryTitle = "OpenCompositionalLayout examples"

    let options: Options

    /// Lays out `examples`, writes the requested files and reports one line per picture through `log`;
    /// `progress` hears of each example and document as its turn comes (step from 1, total, name).
    func run(examples: [LayoutExample], log: (String) -> Void,
             progress: (_ step: Int, _ total: Int, _ name: String) -> Void = { _, _, _ in }) async throws {
        try prepareFolder()
        // What an earlier run wrote here, as its gallery lists it: what this run does not write again goes.
        let earlierFiles = Self.filesListed(inGalleryAt: options.outputFolder.appendingPathComponent(Self.galleryFileName))
        var entries: [HTMLGalleryRenderer.Entry] = []
        var written: [String] = []
        let documentFiles = try options.documentsFolder.map { try Self.documentFiles(in: $0) } ?? []
        let total = examples.count + documentFiles.count
        for (number, example) in examples.enumerated() {
            progress(number + 1, total, example.id)
            let viewSize = CGSize(width: options.width ?? example.defaultViewSize.width,
                                  height: options.height ?? example.defaultViewSize.height)
            var snapshots: [LayoutSnapshot] = []
            for (index, offset) in example.contentOffsets.enumerated() {
                let host = example.makeCollectionView(viewSize: viewSize, contentOffset: offset)
                let title = index == 0 ? example.title : "\(example.title) — scrolled to \(Self.describe(offset))"
                let snapshot = LayoutSnapshot(capturing: host.collectionView, title: title)
                snapshots.append(snapshot)
                let baseName = Self.fileBaseName(example: example, offsetIndex: index, offset: offset)
                if options.format.writesSVG {
                    try write(SVGRenderer().render(snapshot), to: baseName + ".svg")
                    written.append(baseName + ".svg")
                }
                if options.format.writesText {
                    try write(FrameTableRenderer().report(for: snapshot), to: baseName + ".txt")
                    written.append(baseName + ".txt")
                }
                log("\(baseName): \(snapshot.summaryLine)")
            }
            entries.append(HTMLGalleryRenderer.Entry(id: example.id, title: example.title,
                                                     description: example.description, snapshots: snapshots))
        }
        if options.documentsFolder != nil {
            let documents = try await renderDocuments(documentFiles, log: log) { number, name in
                progress(examples.count + number, total, name)
            }
            entries += documents.entries
            written += documents.written
        }
        if options.format.writesHTML {
            let gallery = HTMLGalleryRenderer().render(title: Self.galleryTitle, entries: entries)
            try write(gallery + Self.fileList(written), to: Self.galleryFileName)
            written.append(Self.galleryFileName)
        }
        let removed = try removeStaleFiles(earlierFiles, keeping: written)
        if removed > 0 { log("Removed \(removed) file\(removed == 1 ? "" : "s") an earlier run wrote that this one did not") }
        log("Wrote \(written.count) file\(written.count == 1 ? "" : "s") to \(options.outputFolder.path)")
    }

    /// `id` for the resting picture, `id-at-X-Y` for a scrolled one.
    static func fileBaseName(example: LayoutExample, offsetIndex: Int, offset: CGPoint) -> String {
        guard offsetIndex > 0 else { return example.id }
        return "\(example.id)-at-\(pathComponent(offset.x))-\(pathComponent(offset.y))"
    }

    private static func pathComponent(_ value: CGFloat) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15
            ? String(Int(value)) : String(describing: Double(value)).replacingOccurrences(of: ".", with: "_")
    }

    private static func describe(_ offset: CGPoint) -> String {
        "(\(pathComponent(offset.x)), \(pathComponent(offset.y)))"
    }

    private func prepareFolder() throws {
        let path = options.outputFolder.path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw WriteError(description: "output folder '\(path)' exists and is not a folder")
            }
        } else {
            do {
                try FileManager.default.createDirectory(at: options.outputFolder, withIntermediateDirectories: true)
            } catch {
                throw WriteError(description: "cannot create output folder '\(path)': \(Self.reasonFolderCannotBeCreated(path, error: error))")
            }
        }
        guard FileManager.default.isWritableFile(atPath: path) else {
            throw WriteError(description: "output folder '\(path)' is not writable")
        }
    }

    /// Why `path` cannot be made: the nearest existing ancestor is a file, or a folder that cannot be written.
    static func reasonFolderCannotBeCreated(_ path: String, error: any Error) -> String {
        var ancestor = URL(fileURLWithPath: path).deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        while !FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isDirectory), ancestor.pathComponents.count > 1 {
            ancestor.deleteLastPathComponent()
        }
        if !isDirectory.boolValue { return "'\(ancestor.path)' is a file, not a folder" }
        if !FileManager.default.isWritableFile(atPath: ancestor.path) {
            return "the folder '\(ancestor.path)' does not allow creating folders in it"
        }
        return "the file system refused to create it (\(error.localizedDescription))"
    }

    private func write(_ text: String, to fileName: String) throws {
        let url = options.outputFolder.appendingPathComponent(fileName)
        do {
            try Data(text.utf8).write(to: url)
        } catch {
            throw WriteError(description: "cannot write '\(url.path)': \(error.localizedDescription)")
        }
    }
}
