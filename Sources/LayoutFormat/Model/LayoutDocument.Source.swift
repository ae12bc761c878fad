import JSONText
import Foundation

extension LayoutDocument {
    /// A document's JSON text, parsed once: its values, where each begins, or the problem that stopped the
    /// parse (too large, not UTF-8 JSON).
    ///
    /// Decode it as a layout (``LayoutDocument/decode(_:)``) or a preview (``PreviewDocument/decode(_:)``) and
    /// ask it where later problems are (``placed(_:)``): nothing reads the text twice.
    ///
    /// Beyond UIKit.
    public struct Source: Sendable {
        /// A place in the text: a 1-based line and a 1-based column counted in Unicode scalars, as
        /// ``Problem/line`` and ``Problem/column`` are.
        public struct Place: Hashable, Sendable {
            /// The 1-based line.
            public var line: Int
            /// The 1-based column, in Unicode scalars.
            public var column: Int

            /// Creates a place.
            public init(line: Int, column: Int) {
                self.line = line
                self.column = column
            }
        }

        /// The parsed value, or `nil` when the text is not JSON.
        let value: JSONValue?
        /// Where each value begins.
        let places: JSONPlaceTable
        /// The problem that stopped the parse, with its line and column, if any.
        public let problems: [Problem]

        /// Parses JSON bytes (a UTF-8 byte-order mark is skipped). Never traps: text that is too large, too
        /// deeply nested or not JSON gives a problem.
        ///
        /// - Complexity: O(n) in the size of the data.
        public init(jsonData data: Data) {
            guard data.count <= DocumentLimits.maximumDocumentBytes else {
                value = nil
                places = JSONPlaceTable()
                problems = [Problem(severity: .error, pointer: "",
                                    message: "the document is \(data.count) bytes; the limit is \(DocumentLimits.maximumDocumentBytes) bytes (16 MB)")]
                return
            }
            do {
                (value, places) = try JSONParser.parseWithPlaces([UInt8](data))
                problems = []
            } catch {
                value = nil
                places = JSONPlaceTable()
                problems = [Problem(severity: .error, pointer: error.pointer.description,
                                    message: "invalid JSON at line \(error.line), column \(error.column): \(error.message)",
                                    line: error.line, column: error.column)]
            }
        }

        /// Parses JSON text.
        public init(jsonString text: String) { self.init(jsonData: Data(text.utf8)) }

        /// Whether the text is JSON that looks like a preview document (an object with `layout`, `layoutFile` or
        /// `environment`) rather than a layout document.
        public var isPreviewDocument: Bool {
            guard case .object(let members)? = value else { return false }
            return members.contains { ["layout", "layoutFile", "environment"].contains($0.key) }
        }

        /// Where the value a JSON Pointer names begins, as ``Problem/line`` and ``Problem/column`` count: at
        /// its key for an object's member, else at the value; a pointer that leads out of the document is
        /// placed at its nearest ancestor in it. `nil` when the text is not JSON.
        public func place(of pointer: String) -> Place? {
            guard let value else { return nil }
            let parsed = JSONPointer(parsing: pointer)
            guard let entry = places.resolve([parsed], in: value)[parsed]?.entry else { return nil }
            return places.memberPlace(ofEntry: entry)
        }

        /// The problems with their lines and columns filled in from where their pointers point (problems that
        /// have a line already, or name an option, are left as they are).
        ///
        /// - Complexity: one walk over the values the pointers pass through.
        public func placed(_ problems: [Problem]) -> [Problem] {
            guard let value else { return problems }
            let pointers = problems.filter { $0.line == nil && $0.option == nil }.map { JSONPointer(parsing: $0.pointer) }
            guard !pointers.isEmpty else { return problems }
            return placed(problems, places.resolve(pointers, in: value))
        }

        private func placed(_ problems: [Problem], _ resolved: [JSONPointer: (entry: Int, exact: Bool)]) -> [Problem] {
            problems.map { problem in
                guard problem.line == nil, problem.option == nil,
                      let entry = resolved[JSONPointer(parsing: problem.pointer)]?.entry else { return problem }
                var placed = problem
                let place = places.memberPlace(ofEntry: entry)
                placed.line = place.line
                placed.column = place.column
                return placed
            }
        }

        /// The problems in document order (stable: problems at one place keep their order; problems whose
        /// pointers lead out of the document go last), each with its line and column.
        func sortedAndPlaced(_ problems: [Problem]) -> [Problem] {
            guard let value, !problems.isEmpty else { return problems }
            let pointers = problems.map { JSONPointer(parsing: $0.pointer) }
            let resolved = places.resolve(pointers, in: value)
            let order = pointers.map { pointer -> Int in
                guard let found = resolved[pointer], found.exact else { return Int.max }
                return found.entry
            }
            let sorted = problems.indices.sorted { (order[$0], $0) < (order[$1], $1) }.map { problems[$0] }
            return placed(sorted, resolved)
        }
    }
}
