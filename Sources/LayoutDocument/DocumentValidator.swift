import Foundation

/// Checks document files: the work behind `oclayout validate`.
///
/// A file is read as a preview document when it has `layout`, `layoutFile` or `environment`, and as a
/// layout document otherwise; a preview's `layoutFile` is checked too (relative to the preview's folder).
///
/// Beyond UIKit.
public enum DocumentValidator {
    /// One problem of one file.
    public struct Finding: Hashable, Sendable, CustomStringConvertible {
        /// The file as it was named.
        public var file: String
        /// The problem.
        public var problem: LayoutDocument.Problem

        /// `FILE: /pointer: message`.
        public var description: String { "\(file): \(problem)" }
    }

    /// Every problem of the files, in the order given; the files are valid when none is an error.
    ///
    /// - Complexity: O(n) in the total size of the files.
    public static func validate(files: [String]) -> [Finding] {
        files.flatMap { validate(file: $0) }
    }

    /// Every problem of one file (and of the layout file a preview names).
    ///
    /// - Complexity: O(n) in the size of the file.
    public static func validate(file: String) -> [Finding] { check(file: file).findings }

    /// Every problem of one file (and of the layout file a preview names), and the layout document the file
    /// holds when it is one without errors: what `oclayout convert` needs, from one reading of the file.
    ///
    /// - Complexity: O(n) in the size of the file.
    public static func check(file: String) -> (findings: [Finding], layout: LayoutDocument?) {
        let url = URL(fileURLWithPath: file)
        let data: Data
        do {
            data = try readFile(url)
        } catch {
            return ([Finding(file: file, problem: .init(severity: .error, pointer: "", message: error.description))], nil)
        }
        // Parsed once: whether it is a preview, and the decoding.
        let source = LayoutDocument.Source(jsonData: data)
        guard source.isPreviewDocument else {
            let result = LayoutDocument.decode(source)
            return (result.problems.map { Finding(file: file, problem: $0) }, result.document)
        }
        let (preview, problems) = PreviewDocument.decode(source)
        var findings = problems.map { Finding(file: file, problem: $0) }
        if let preview, case .file(let path) = preview.layout {
            let layoutPath = path.hasPrefix("/") ? path : url.deletingLastPathComponent().appendingPathComponent(path).path
            let layoutFindings = validate(file: layoutPath)
            if layoutFindings.contains(where: { $0.problem.message.hasPrefix("cannot read") }) {
                findings.append(Finding(file: file, problem: .init(severity: .error, pointer: "/layoutFile",
                                                                   message: "cannot read the layout file '\(layoutPath)'")))
            } else {
                findings += layoutFindings
            }
        }
        return (findings, nil)
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
