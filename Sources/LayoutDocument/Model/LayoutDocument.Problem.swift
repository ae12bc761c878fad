extension LayoutDocument {
    /// Something wrong, or worth a warning, in a document, with its place.
    ///
    /// Beyond UIKit.
    public struct Problem: Hashable, Sendable, CustomStringConvertible {
        /// Whether the problem stops the document from loading.
        public enum Severity: String, Hashable, Sendable {
            /// The document cannot be used.
            case error
            /// The document loads; the part named is ignored or may not mean what the writer intended.
            case warning
        }

        /// Whether this is an error or a warning.
        public var severity: Severity
        /// The place, as a JSON Pointer (RFC 6901); the empty string is the whole document.
        public var pointer: String
        /// What is wrong, in plain words.
        public var message: String

        /// Creates a problem.
        public init(severity: Severity, pointer: String, message: String) {
            self.severity = severity
            self.pointer = pointer
            self.message = message
        }

        /// `/pointer: message` (the whole document is written `/`), with `warning: ` before warnings' messages.
        public var description: String {
            (pointer.isEmpty ? "/" : pointer) + ": " + (severity == .warning ? "warning: " : "") + message
        }
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
