import JSONText
extension LayoutDocument {
    /// A width and a height in points (UIKit's `CGSize`): `{ "width": 120, "height": 80 }`; a missing length is 0.
    /// A flow section's item and reference sizes.
    ///
    /// Beyond UIKit.
    public struct PointSize: Hashable, Sendable {
        /// The width, in points.
        public var width: Double
        /// The height, in points.
        public var height: Double

        /// No size.
        public static let zero = PointSize(width: 0, height: 0)

        /// Creates a size.
        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }

        /// Reads a size whose lengths are not negative and at most the format's largest length.
        static func decode(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> PointSize? {
            guard var reader = ObjectReader(value, at: pointer, &context, what: "a size in points") else { return nil }
            let width = reader.optional("width", &context, Read.length())
            let height = reader.optional("height", &context, Read.length())
            reader.finish(&context)
            let widthFailed = reader.has("width") && width == nil, heightFailed = reader.has("height") && height == nil
            return widthFailed || heightFailed ? nil : PointSize(width: width ?? 0, height: height ?? 0)
        }

        var jsonValue: JSONValue { .object([("width", .number(width)), ("height", .number(height))]) }
    }
}

extension LayoutDocument.PointSize: Codable {
    /// Decodes the size from its JSON form, with the format's checks.
    public init(from decoder: any Decoder) throws { self = try DocumentCoding.decode(from: decoder, Self.decode) }
    /// Encodes the size in its JSON form.
    public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}
