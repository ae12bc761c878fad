import LayoutDocument

/// A problem with an in-memory render: in the document (with its JSON Pointer and, when it can be found,
/// its line and column in the text) or in an option.
///
/// Beyond UIKit.
public struct RenderProblem: Hashable, Sendable, CustomStringConvertible {
    /// Whether the problem stopped the picture.
    public var severity: LayoutDocument.Problem.Severity
    /// The place in the document, as a JSON Pointer (RFC 6901; the empty string is the whole document), or
    /// `nil` for a problem with an option.
    public var pointer: String?
    /// The option concerned (`width`, `device`, …), or `nil` for a problem in the document.
    public var option: String?
    /// What is wrong, in plain words.
    public var message: String
    /// The 1-based line in the document's text where the place begins, when known.
    public var line: Int?
    /// The 1-based column (in characters) where the place begins, when known.
    public var column: Int?

    /// Creates a problem.
    public init(severity: LayoutDocument.Problem.Severity, pointer: String?, option: String? = nil, message: String,
                line: Int? = nil, column: Int? = nil) {
        self.severity = severity
        self.pointer = pointer
        self.option = option
        self.message = message
        self.line = line
        self.column = column
    }

    /// `/pointer: message` (or `option: message`), with `warning: ` before warnings' messages and the line
    /// when known: `/sections/0/group (line 4): …`.
    public var description: String {
        let place = pointer.map { $0.isEmpty ? "/" : $0 } ?? option ?? "/"
        let line = self.line.map { " (line \($0))" } ?? ""
        return place + line + ": " + (severity == .warning ? "warning: " : "") + message
    }
}
