extension LayoutDocument.Problem {
    /// The error for a handler the document names at `pointer` that is not among `known` (the registered names).
    package static func unknownHandler(_ handler: LayoutDocument.Handler, role: LayoutDocument.Handler.Role, at pointer: JSONPointer, known: [String]) -> Self {
        let knownList = known.isEmpty ? "none are registered" : "registered: " + known.sorted().joined(separator: ", ")
        return LayoutDocument.Problem(severity: .error, pointer: pointer.appending("name").description,
                                      message: "no \(role.rawValue) named '\(handler.name)' (\(knownList))")
    }
}

extension LayoutDocument {
    /// Why a document could not become layout objects: handlers it names are not registered.
    ///
    /// Beyond UIKit.
    public struct ConversionError: Error, Sendable, CustomStringConvertible {
        /// The problems, each with its place.
        public var problems: [Problem]

        /// One problem per line.
        public var description: String { problems.map(\.description).joined(separator: "\n") }

        /// An error with these problems.
        package init(problems: [Problem]) { self.problems = problems }
    }
}
