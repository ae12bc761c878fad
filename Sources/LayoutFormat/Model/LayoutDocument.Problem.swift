extension LayoutDocument {
    /// Something wrong, or worth a warning, in a document or in an option of whatever reads it, with its place:
    /// the one problem type of the format, the renderers, the command-line tool and the playground.
    ///
    /// A problem is an `Error`, so a single one can be thrown or be the failure of a `Result`; many are thrown
    /// together as ``DecodingError``. A document problem names its place as a JSON Pointer and, when the text
    /// was read, its line and column (where the member begins: at its key for an object's member, else at the
    /// value); a problem with an option (`width`, `device`, …) names the option and leaves the pointer empty.
    ///
    /// Beyond UIKit.
    public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// Whether the problem stops the document from loading.
        public enum Severity: String, Hashable, Sendable {
            /// The document cannot be used.
            case error
            /// The document loads; the part named is ignored or may not mean what the writer intended.
            case warning
        }

        /// Whether this is an error or a warning.
        public var severity: Severity
        /// The place, as a JSON Pointer (RFC 6901); the empty string is the whole document (and is what a
        /// problem with an ``option`` has).
        public var pointer: String
        /// The option concerned (`width`, `device`, …), or `nil` for a problem in the document.
        public var option: String?
        /// What is wrong, in plain words.
        public var message: String
        /// How to fix it ("did you mean …"), when there is something to say.
        public var hint: String?
        /// The 1-based line in the document's text where the place begins, when known.
        public var line: Int?
        /// The 1-based column where the place begins, when known, counted in Unicode scalars (a tab or an
        /// accented letter written as one scalar counts one).
        public var column: Int?

        /// Creates a problem in a document.
        public init(severity: Severity, pointer: String, message: String, hint: String? = nil, line: Int? = nil,
                    column: Int? = nil) {
            self.severity = severity
            self.pointer = pointer
            self.message = message
            self.hint = hint
            self.line = line
            self.column = column
        }

        /// Creates a problem with an option.
        public init(severity: Severity, option: String, message: String, hint: String? = nil) {
            self.init(severity: severity, pointer: "", message: message, hint: hint)
            self.option = option
        }

        /// `/pointer: message` (the whole document is written `/`), or `option: message` for an option, with
        /// `warning: ` before warnings' messages; control characters are escaped (``TerminalText/escaped(_:)``).
        public var description: String { TerminalText.escaped(unescapedDescription) }
    }

    /// The problems that stopped a document from loading (thrown by the decoding initializers).
    ///
    /// Beyond UIKit.
    public struct DecodingError: Error, Sendable, CustomStringConvertible {
        /// Every problem found, errors and warnings, in document order.
        public var problems: [Problem]

        /// Creates the error from its problems.
        public init(problems: [Problem]) { self.problems = problems }

        /// One problem per line.
        public var description: String { problems.map(\.description).joined(separator: "\n") }
    }
}
