import LayoutDocument

/// Why a document could not be rendered: the problems, kept typed until they are printed.
///
/// A problem with the request's options names its option (``LayoutDocument/Problem/option``, by
/// ``RenderRequest``'s property: see ``DocumentRenderer/optionProblems(_:)``); the output folder's problems name
/// `outputFolder`, with the path in the message. A problem in a document comes with the file it is in and its
/// place (a JSON Pointer, with its line and column when the text was read).
///
/// Beyond UIKit.
public struct RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Problems with the request's options and its output folder.
    public var optionProblems: [LayoutDocument.Problem]
    /// Problems in the document, and in the layout file a preview names, each with its file.
    public var documentProblems: [LayoutDocument.FileProblem]

    /// Creates an error from its problems.
    public init(optionProblems: [LayoutDocument.Problem] = [], documentProblems: [LayoutDocument.FileProblem] = []) {
        self.optionProblems = optionProblems
        self.documentProblems = documentProblems
    }

    /// An error of one problem in `file`.
    init(_ problem: LayoutDocument.Problem, in file: String) {
        self.init(documentProblems: [LayoutDocument.FileProblem(file: file, problem: problem)])
    }

    /// An error of one problem with the output folder: `message` names the path concerned.
    static func outputFolder(_ message: String) -> RenderError {
        RenderError(optionProblems: [LayoutDocument.Problem(severity: .error, option: "outputFolder", message: message)])
    }

    /// One problem per line, the options' first (``LayoutDocument/Problem/description``, and
    /// ``LayoutDocument/FileProblem/description`` with the file).
    public var description: String {
        (optionProblems.map(\.description) + documentProblems.map(\.description)).joined(separator: "\n")
    }
}
