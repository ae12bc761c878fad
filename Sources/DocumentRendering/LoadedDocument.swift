import Foundation
import LayoutDocument

/// A layout or preview document read from its bytes, with every problem met on the way: the work shared by
/// `oclayout render` (documents in files) and the in-memory renderer (documents in a request).
struct LoadedDocument {
    /// A problem and the document it belongs to: `nil` for the document that was read, else the path of the
    /// layout file a preview names.
    struct SourcedProblem {
        var documentName: String?
        var problem: LayoutDocument.Problem
    }

    /// How a preview's `layoutFile` is read: its name for messages and its bytes, or the problem (at
    /// `/layoutFile`) that stopped it.
    typealias LayoutFileReader = (_ path: String) -> Swift.Result<(name: String, data: Data), LayoutDocument.Problem>

    /// The reader of a document held in memory: it has no folder, so a `layoutFile` is a problem.
    static func refusingLayoutFiles(_ path: String) -> Swift.Result<(name: String, data: Data), LayoutDocument.Problem> {
        .failure(.init(severity: .error, pointer: "/layoutFile",
                       message: "a layout file cannot be read here; write the layout inline under 'layout'"))
    }

    /// The layout, when the document (and its layout file) decoded without errors.
    var layout: LayoutDocument?
    /// The preview, when the document is one.
    var preview: PreviewDocument?
    /// The name of the layout file the layout came from (`nil`: the document read holds it).
    var layoutDocumentName: String?
    /// Errors and warnings, in the order met.
    var problems: [SourcedProblem] = []
    /// The document read, parsed once: it places problems found after decoding (``placed(_:)``).
    let source: LayoutDocument.Source
    /// The layout file a preview names, parsed once, when the layout came from one: it places problems of the
    /// layout.
    private(set) var layoutSource: LayoutDocument.Source?

    /// Whether an error stopped the document from loading.
    var hasErrors: Bool { problems.contains { $0.problem.severity == .error } }

    /// Reads `data` as a preview document (when it has `layout`, `layoutFile` or `environment`) or a layout
    /// document; a preview's layout file is read with `readLayoutFile`. Never traps.
    ///
    /// - Complexity: O(n) in the size of the documents.
    init(data: Data, readLayoutFile: LayoutFileReader) {
        source = LayoutDocument.Source(jsonData: data)
        guard source.isPreviewDocument else {
            let result = LayoutDocument.decode(source)
            append(result.problems, from: nil)
            layout = result.document
            if layout == nil && !hasErrors { fail(nil, "", "not a layout document") }
            return
        }
        let (decoded, problems) = PreviewDocument.decode(source)
        append(problems, from: nil)
        guard !hasErrors else { return }
        guard let decoded else {
            fail(nil, "", "not a preview document")
            return
        }
        preview = decoded
        switch decoded.layout {
        case .inline(let document):
            layout = document
        case .file(let path):
            switch readLayoutFile(path) {
            case .failure(let problem):
                self.problems.append(SourcedProblem(documentName: nil, problem: problem))
            case .success(let file):
                // Read as a layout document only: a layout file is never followed further, so no chain loops.
                let layoutSource = LayoutDocument.Source(jsonData: file.data)
                if let problem = LayoutFileLocation.problem(readingLayoutFile: layoutSource, named: file.name) {
                    self.problems.append(SourcedProblem(documentName: nil, problem: source.placed([
                        .init(severity: .error, pointer: "/layoutFile", message: problem.message)]).first ?? problem))
                    return
                }
                let result = LayoutDocument.decode(layoutSource)
                append(result.problems, from: file.name)
                layout = result.document
                layoutDocumentName = file.name
                self.layoutSource = layoutSource
                if layout == nil && !hasErrors { fail(file.name, "", "not a layout document") }
            }
        }
    }

    /// Where the layout's JSON Pointers start in the document that holds it: `/layout` inside a preview,
    /// else the root.
    var layoutPointerPrefix: String { preview != nil && layoutDocumentName == nil ? "/layout" : "" }

    /// Problems in the document read (not in a layout file it names) with their lines and columns, where their
    /// pointers point.
    func placed(_ list: [LayoutDocument.Problem]) -> [LayoutDocument.Problem] { source.placed(list) }

    private mutating func append(_ list: [LayoutDocument.Problem], from name: String?) {
        problems += list.map { SourcedProblem(documentName: name, problem: $0) }
    }

    private mutating func fail(_ name: String?, _ pointer: String, _ message: String) {
        problems.append(SourcedProblem(documentName: name, problem: .init(severity: .error, pointer: pointer, message: message)))
    }
}
