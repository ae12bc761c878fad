import JSONText
extension LayoutDocument {
    /// Insets by layout direction (UIKit's `NSDirectionalEdgeInsets`):
    /// `{ "top": 0, "leading": 16, "bottom": 0, "trailing": 16 }`; missing edges are 0. Insets may be negative.
    ///
    /// Beyond UIKit.
    public struct Insets: Hashable, Sendable {
        /// The top inset.
        public var top: Double
        /// The leading inset (left in left-to-right layouts).
        public var leading: Double
        /// The bottom inset.
        public var bottom: Double
        /// The trailing inset.
        public var trailing: Double

        /// No insets.
        public static let zero = Insets(top: 0, leading: 0, bottom: 0, trailing: 0)

        /// Creates insets.
        public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
            self.top = top
            self.leading = leading
            self.bottom = bottom
            self.trailing = trailing
        }

        static func decode(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> Insets? {
            guard var reader = ObjectReader(value, at: pointer, &context, what: "insets") else { return nil }
            let top = reader.optional("top", &context, Read.signedLength)
            let leading = reader.optional("leading", &context, Read.signedLength)
            let bottom = reader.optional("bottom", &context, Read.signedLength)
            let trailing = reader.optional("trailing", &context, Read.signedLength)
            reader.finish(&context)
            return Insets(top: top ?? 0, leading: leading ?? 0, bottom: bottom ?? 0, trailing: trailing ?? 0)
        }

        var jsonValue: JSONValue {
            .object([("top", .number(top)), ("leading", .number(leading)), ("bottom", .number(bottom)), ("trailing", .number(trailing))])
        }

        /// The JSON value, or nothing for zero insets (the default everywhere).
        var jsonValueUnlessZero: JSONValue? { self == .zero ? nil : jsonValue }
    }
}

extension LayoutDocument.Insets: Codable {
    /// Decodes the insets from their JSON form, with the format's checks.
    public init(from decoder: any Decoder) throws { self = try DocumentCoding.decode(from: decoder, Self.decode) }
    /// Encodes the insets in their JSON form.
    public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}
