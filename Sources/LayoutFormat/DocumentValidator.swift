import Foundation
import LayoutCore

/// Checks document files: the work behind `oclayout validate`.
///
/// A file is read as a preview document when it has `layout`, `layoutFile` or `environment`, and as a
/// layout document otherwise; a preview's `layoutFile` is checked too (relative to the preview's folder).
/// A document without errors is then laid out by the layout core (``LayoutDocument/lowered(in:itemCounts:)``)
/// in a 390 × 844 view (a preview's own width and height where it gives them), with a preview's item counts or
/// ``defaultItemCount`` items per section, and each problem the layout finds (an item larger than its group, an
/// empty group, …) is reported as a warning at the part of the document responsible
/// (``LayoutDocument/pointer(for:in:prefix:)``): `/sections/0/group/subitems/1` for an item that does not fit.
///
/// Beyond UIKit.
public enum DocumentValidator {
    /// The items per section a layout document is laid out with (the tool's pictures show as many).
    public static let defaultItemCount = 12
    /// The most item places one group may lay out before the layout step is skipped (the pictures' limit).
    public static let maximumGroupPlaces = 1_000_000

    /// Every problem of the files, in the order given; the files are valid when none is an error.
    ///
    /// - Complexity: O(n) in the total size of the files.
    public static func validate(files: [String], layoutFileAccess: LayoutFileLocation.Access = .previewFolder) -> [LayoutDocument.FileProblem] {
        files.flatMap { validate(file: $0, layoutFileAccess: layoutFileAccess) }
    }

    /// Every problem of one file (and of the layout file a preview names).
    ///
    /// - Complexity: O(n) in the size of the file.
    public static func validate(file: String, layoutFileAccess: LayoutFileLocation.Access = .previewFolder) -> [LayoutDocument.FileProblem] {
        check(file: file, layoutFileAccess: layoutFileAccess).findings
    }

    /// Every problem of one file (and of the layout file a preview names), and the layout document the file
    /// holds when it is one without errors: what `oclayout convert` needs, from one reading of the file.
    ///
    /// A preview's layout file is found by ``LayoutFileLocation`` (in the preview's folder unless `layoutFileAccess`
    /// allows any path) and read as a layout document only: a preview naming itself, or two naming each other, is
    /// an error, never a loop.
    ///
    /// - Complexity: O(n) in the size of the file.
    public static func check(file: String, layoutFileAccess: LayoutFileLocation.Access = .previewFolder)
        -> (findings: [LayoutDocument.FileProblem], layout: LayoutDocument?) {
        let data: Data
        do {
            data = try readFile(URL(fileURLWithPath: file))
        } catch {
            return ([LayoutDocument.FileProblem(file: file, problem: .init(severity: .error, pointer: "", message: error.description))], nil)
        }
        // Parsed once: whether it is a preview, the decoding, and the places of later problems.
        let source = LayoutDocument.Source(jsonData: data)
        guard source.isPreviewDocument else {
            let result = LayoutDocument.decode(source)
            var problems = result.problems
            if result.errors.isEmpty, let document = result.document {
                problems += source.placed(layoutProblems(of: document, preview: nil, prefix: ""))
            }
            return (problems.map { LayoutDocument.FileProblem(file: file, problem: $0) }, result.document)
        }
        let (preview, problems) = PreviewDocument.decode(source)
        var findings = problems.map { LayoutDocument.FileProblem(file: file, problem: $0) }
        guard let preview, !problems.contains(where: { $0.severity == .error }) else { return (findings, nil) }
        switch preview.layout {
        case .inline(let document):
            findings += source.placed(layoutProblems(of: document, preview: preview, prefix: "/layout")).map { LayoutDocument.FileProblem(file: file, problem: $0) }
        case .file(let path):
            findings += layoutFileFindings(path, preview: preview, previewFile: file, previewSource: source, access: layoutFileAccess)
        }
        return (findings, nil)
    }

    /// The problems of the layout file a preview names: refused paths and unreadable files at the preview's
    /// `/layoutFile`, the layout document's own problems under its path.
    private static func layoutFileFindings(_ path: String, preview: PreviewDocument, previewFile: String,
                                           previewSource: LayoutDocument.Source, access: LayoutFileLocation.Access) -> [LayoutDocument.FileProblem] {
        func atLayoutFile(_ message: String, hint: String? = nil) -> [LayoutDocument.FileProblem] {
            let problem = LayoutDocument.Problem(severity: .error, pointer: "/layoutFile", message: message, hint: hint)
            return previewSource.placed([problem]).map { LayoutDocument.FileProblem(file: previewFile, problem: $0) }
        }
        let layoutPath: String
        switch LayoutFileLocation.resolve(path, fromPreview: previewFile, access: access) {
        case .success(let resolved): layoutPath = resolved
        case .failure(let problem): return atLayoutFile(problem.message, hint: problem.hint)
        }
        let data: Data
        do {
            data = try readFile(URL(fileURLWithPath: layoutPath))
        } catch {
            return atLayoutFile("cannot read the layout file '\(layoutPath)'")
        }
        let layoutSource = LayoutDocument.Source(jsonData: data)
        if let problem = LayoutFileLocation.problem(readingLayoutFile: layoutSource, named: layoutPath) {
            return atLayoutFile(problem.message)
        }
        let result = LayoutDocument.decode(layoutSource)
        var problems = result.problems
        if result.errors.isEmpty, let document = result.document {
            problems += layoutSource.placed(layoutProblems(of: document, preview: preview, prefix: ""))
        }
        return problems.map { LayoutDocument.FileProblem(file: layoutPath, problem: $0) }
    }

    /// What laying `document` out with the layout core finds, as warnings at the parts of the document responsible
    /// (at the document for problems of the whole layout); `prefix` is the layout's pointer in its file.
    ///
    /// - Complexity: that of lowering and solving the document with a preview's counts or ``defaultItemCount``
    ///   items per section.
    static func layoutProblems(of document: LayoutDocument, preview: PreviewDocument?, prefix: String) -> [LayoutDocument.Problem] {
        // A group that repeats into too many item places is too costly to lay out; the pictures refuse it too.
        if let problem = GroupExpansion.problem(in: document, prefix: prefix, limit: maximumGroupPlaces) {
            return [LayoutDocument.Problem(severity: .warning, pointer: problem.pointer, message: "not laid out: " + problem.message)]
        }
        let counts = preview.map { $0.items.map(\.itemCount) }.flatMap { $0.isEmpty ? nil : $0 }
            ?? Array(repeating: defaultItemCount, count: document.sections.count)
        let size = CGSize(width: preview?.environment.width ?? 390, height: preview?.environment.height ?? 844)
        let isRightToLeft = preview?.environment.layoutDirection == .rightToLeft
        guard let lowered = try? document.lowered(in: .init(size: size, isRightToLeft: isRightToLeft), itemCounts: counts) else {
            // Named handlers are reported by making the objects, not here.
            return []
        }
        return document.layoutWarnings(for: lowered.solve().diagnostics, in: lowered, prefix: prefix)
    }

    /// A file that could not be read.
    struct ReadError: Error, CustomStringConvertible {
        let description: String
    }

    /// Reads a file, refusing folders and files over the format's size limit before reading them.
    static func readFile(_ url: URL) throws(ReadError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw ReadError(description: "cannot read the file: it does not exist")
        }
        guard !isDirectory.boolValue else { throw ReadError(description: "cannot read the file: it is a folder") }
        if let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber,
           size.intValue > DocumentLimits.maximumDocumentBytes {
            throw ReadError(description: "cannot read the file: it is \(size.intValue) bytes; the limit is "
                            + "\(DocumentLimits.maximumDocumentBytes) bytes (16 MB)")
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw ReadError(description: "cannot read the file: \(error.localizedDescription)")
        }
    }
}
