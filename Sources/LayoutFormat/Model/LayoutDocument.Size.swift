import JSONText
extension LayoutDocument {
    /// A width and a height (UIKit's `NSCollectionLayoutSize`): `{ "width": {…}, "height": {…} }`.
    ///
    /// Beyond UIKit.
    public struct Size: Hashable, Sendable {
        /// The width.
        public var width: Dimension
        /// The height.
        public var height: Dimension

        /// Creates a size.
        public init(width: Dimension, height: Dimension) {
            self.width = width
            self.height = height
        }

        static func decode(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> Size? {
            guard var reader = ObjectReader(value, at: pointer, &context, what: "a size") else { return nil }
            let width = reader.required("width", &context, Dimension.decode)
            let height = reader.required("height", &context, Dimension.decode)
            reader.finish(&context)
            guard let width, let height else { return nil }
            return Size(width: width, height: height)
        }

        var jsonValue: JSONValue { .object([("width", width.jsonValue), ("height", height.jsonValue)]) }
    }
}

extension LayoutDocument.Size: Codable {
    /// Decodes the size from its JSON form, with the format's checks.
    public init(from decoder: any Decoder) throws { self = try DocumentCoding.decode(from: decoder, Self.decode) }
    /// Encodes the size in its JSON form.
    public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}
