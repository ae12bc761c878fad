import JSONText
import Foundation

/// A compositional layout written as data: the JSON layout format 1.2.
///
/// A document holds a configuration and sections; each section is built from a group, a list
/// configuration, a waterfall (format 1.1), a flow (format 1.2), or variants chosen by the container's width. It converts to and from the UIKit-named
/// layout objects (``makeLayout(handlers:)``, ``LayoutObjects``), and to and from JSON
/// (``init(jsonData:)``, ``decode(jsonData:)``, ``jsonString``). `docs/LayoutFormat.md` describes the format.
///
/// Beyond UIKit.
public struct LayoutDocument: Hashable, Sendable {
    /// The format version the document was written in.
    public var formatVersion: FormatVersion
    /// Layout-wide settings.
    public var configuration: Configuration
    /// The sections; a collection view with more sections than listed uses the last for the rest.
    public var sections: [Section]

    /// Creates a document.
    public init(formatVersion: FormatVersion = .current, configuration: Configuration = .default, sections: [Section]) {
        self.formatVersion = formatVersion
        self.configuration = configuration
        self.sections = sections
    }

    /// The result of decoding: the document when there were no errors, and every problem found.
    public struct DecodingResult: Sendable {
        /// The document, or `nil` when there is at least one error.
        public var document: LayoutDocument?
        /// Errors and warnings in document order.
        public var problems: [Problem]

        /// The errors only.
        public var errors: [Problem] { problems.filter { $0.severity == .error } }
        /// The warnings only.
        public var warnings: [Problem] { problems.filter { $0.severity == .warning } }
    }

    /// Decodes a document from JSON, collecting every problem (never throws, never traps).
    ///
    /// - Complexity: O(n) in the size of the data.
    public static func decode(jsonData data: Data) -> DecodingResult { decode(Source(jsonData: data)) }

    /// Decodes a document from text parsed before, collecting every problem, each with its line and column
    /// (never throws, never traps).
    ///
    /// - Complexity: O(n) in the size of the document.
    public static func decode(_ source: Source) -> DecodingResult {
        guard let value = source.value else { return DecodingResult(document: nil, problems: source.problems) }
        var context = DecodingContext()
        let document = decode(value, .root, &context)
        return DecodingResult(document: context.hasErrors ? nil : document, problems: source.sortedAndPlaced(context.problems) + [context.omissionProblem].compactMap { $0 })
    }

    /// Decodes a document from JSON text.
    ///
    /// - Complexity: O(n) in the length of the text.
    public static func decode(jsonString text: String) -> DecodingResult { decode(jsonData: Data(text.utf8)) }

    /// Decodes a document from JSON, throwing ``DecodingError`` with every problem when there is an error.
    public init(jsonData data: Data) throws(DecodingError) {
        let result = Self.decode(jsonData: data)
        guard let document = result.document else { throw DecodingError(problems: result.problems) }
        self = document
    }

    static func decode(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext,
                       versionRequired: Bool = true) -> LayoutDocument? {
        guard var reader = ObjectReader(value, at: pointer, &context, what: "a layout document") else { return nil }
        // Inside a preview the version may be left out (the preview's applies); when given, it is checked.
        let version = versionRequired || reader.has("formatVersion")
            ? reader.required("formatVersion", &context, FormatVersion.decode) : .current
        // A document of another major version is not read further: its keys may mean something else.
        guard let version else {
            _ = reader.value("configuration")
            _ = reader.value("sections")
            return nil
        }
        let configuration = reader.optional("configuration", &context, Configuration.decode)
        let sections = reader.required("sections", &context, Read.array(minimumCount: 1, Section.decode))
        reader.finish(&context)
        guard let sections else { return nil }
        return LayoutDocument(formatVersion: version, configuration: configuration ?? .default, sections: sections)
    }

    var jsonValue: JSONValue {
        .object([("formatVersion", .string(formatVersion.description)), ("configuration", configuration.jsonValue),
                 ("sections", .array(sections.map(\.jsonValue)))])
    }

    /// The document in the canonical JSON form: pretty-printed with two-space indentation, keys in a fixed
    /// order, defaults left out (the configuration is always written). Equal documents give equal text.
    ///
    /// - Complexity: O(n) in the size of the document.
    public var jsonString: String { JSONWriter.write(jsonValue) }

    /// ``jsonString`` as UTF-8 data.
    public var jsonData: Data { Data(jsonString.utf8) }
}

extension LayoutDocument: Codable {
    /// Decodes the document from its JSON form, with the format's checks; any error throws
    /// `DecodingError.dataCorrupted` listing the problems.
    public init(from decoder: any Decoder) throws { self = try DocumentCoding.decode(from: decoder) { Self.decode($0, $1, &$2) } }
    /// Encodes the document in its JSON form.
    public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}
