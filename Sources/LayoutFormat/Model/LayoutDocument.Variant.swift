import JSONText
extension LayoutDocument {
    /// One choice of an adaptive section: used when the layout container is at least `minimumWidth`
    /// points wide (a section provider that looks at `layoutEnvironment.container.effectiveContentSize.width`).
    ///
    /// Beyond UIKit.
    public struct Variant: Hashable, Sendable {
        /// The narrowest container width, in points, this variant is for.
        public var minimumWidth: Double
        /// The section used from that width up to the next variant's.
        public var section: Section

        /// Creates a variant. `section` must not itself be variants.
        public init(minimumWidth: Double, section: Section) {
            self.minimumWidth = minimumWidth
            self.section = section
        }

        static func decode(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> Variant? {
            guard var reader = ObjectReader(value, at: pointer, &context, what: "a variant") else { return nil }
            let minimum = reader.required("minimumWidth", &context, Read.length())
            let section = reader.required("section", &context, Section.decode)
            if case .variants = section { context.error(pointer.appending("section"), "variants cannot nest") }
            reader.finish(&context)
            guard let minimum, let section else { return nil }
            return Variant(minimumWidth: minimum, section: section)
        }

        var jsonValue: JSONValue { .object([("minimumWidth", .number(minimumWidth)), ("section", section.jsonValue)]) }
    }
}

extension LayoutDocument.Variant: Codable {
    /// Decodes the variant from its JSON form, with the format's checks.
    public init(from decoder: any Decoder) throws { self = try DocumentCoding.decode(from: decoder, Self.decode) }
    /// Encodes the variant in its JSON form.
    public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}
