import DocumentRendering
import Foundation
import LayoutDocument
import LayoutRendering

extension DemoRun {
    /// The folder, under the output folder, that the documents' files are written into (their names would
    /// otherwise meet the examples': `grid.json` and the `grid` example).
    static let documentsFolderName = "documents"

    /// The layout and preview documents (`*.json`) of `folder`, sorted by name, each named by the folder's path as
    /// given (so messages name `Examples/Documents/grid.json`, not an absolute path).
    static func documentFiles(in folder: URL) throws -> [URL] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: folder.relativePath)
                .filter { $0.lowercased().hasSuffix(".json") }
                .sorted()
                .map { URL(fileURLWithPath: (folder.relativePath as NSString).appendingPathComponent($0)) }
        } catch {
            throw WriteError(description: "cannot read the documents folder '\(folder.path)': \(error.localizedDescription)")
        }
    }

    /// Renders every document through `oclayout render --annotated`'s path (``DocumentRenderer``), writing its SVG and frame
    /// table into ``documentsFolderName`` as the format asks, and returns the gallery entries: one per layout
    /// document, holding the pictures of the preview documents that name it as their `layoutFile` after its own,
    /// and one per other preview. Each picture and each warning gets a line through `log`; `progress` hears of
    /// each document (from 1) as its turn comes.
    ///
    /// - Returns: the entries and the files written, relative to the output folder.
    func renderDocuments(_ files: [URL], log: (String) -> Void,
                         progress: (_ number: Int, _ name: String) -> Void = { _, _ in })
        async throws -> (entries: [HTMLGalleryRenderer.Entry], written: [String]) {
        let folder = options.outputFolder.appendingPathComponent(Self.documentsFolderName, isDirectory: true)
        var formats: [RenderFormat] = []
        if options.format.writesSVG { formats.append(.svg) }
        if options.format.writesText { formats.append(.text) }
        var entries: [HTMLGalleryRenderer.Entry] = []
        var entryIndexByLayoutFile: [String: Int] = [:]
        var written: [String] = []
        // Layout documents first, so each preview finds the entry of the layout it names.
        let ordered = files.filter { !Self.isPreview($0) } + files.filter(Self.isPreview)
        for (number, file) in ordered.enumerated() {
            progress(number + 1, file.lastPathComponent)
            var request = RenderRequest(file: file.relativePath, outputFolder: folder.path, formats: formats,
                                        width: options.width.map(Double.init), height: options.height.map(Double.init))
            // The gallery studies the whole layout: every element, the viewport outlined.
            request.annotated = true
            let result = try await DocumentRenderer().render(request)
            written += result.writtenFiles.map { "\(Self.documentsFolderName)/\($0.lastPathComponent)" }
            let baseName = "\(Self.documentsFolderName)/\(DocumentRenderer.baseName(of: file.relativePath))"
            for snapshot in result.snapshots { log("\(baseName): \(snapshot.summaryLine)") }
            for warning in result.warnings { log(warning.description) }
            let notes = result.warnings.isEmpty ? "" : " Warnings: " + result.warnings.map(\.description).joined(separator: "; ")
            if let layoutFile = Self.layoutFile(ofPreview: file), let index = entryIndexByLayoutFile[layoutFile.path] {
                entries[index].snapshots += result.snapshots
                entries[index].description += " Previewed by \(file.lastPathComponent)." + notes
                continue
            }
            entryIndexByLayoutFile[file.standardizedFileURL.path] = entries.count
            entries.append(HTMLGalleryRenderer.Entry(
                id: "document-" + DocumentRenderer.baseName(of: file.path), title: file.lastPathComponent,
                description: "The \(Self.isPreview(file) ? "preview" : "layout") document \(file.lastPathComponent)." + notes,
                snapshots: result.snapshots))
        }
        return (entries, written)
    }

    /// Whether a file is a preview document by its name (`NAME.preview.json`).
    static func isPreview(_ file: URL) -> Bool {
        file.lastPathComponent.lowercased().hasSuffix(".preview.json")
    }

    /// The layout file a preview document names (`layoutFile`, relative to the preview's folder), or `nil` when
    /// the file is not a preview that names one.
    static func layoutFile(ofPreview file: URL) -> URL? {
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        let source = LayoutDocument.Source(jsonData: data)
        guard source.isPreviewDocument, case .file(let path)? = PreviewDocument.decode(source).document?.layout else { return nil }
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : file.deletingLastPathComponent().appendingPathComponent(path)
        return url.standardizedFileURL
    }
}
