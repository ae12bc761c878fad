import JSONText
extension LayoutDocument {
    /// A point or offset: `{ "x": 0, "y": -10 }` (missing coordinates are 0).
    ///
    /// Beyond UIKit.
    public struct Point: Hashable, Sendable {
        /// The horizontal coordinate.
        public var x: Double
        /// The vertical coordinate.
        public var y: Double

        /// The origin.
        public static let zero = Point(x: 0, y: 0)

        /// Creates a point.
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }

        static func decode(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> Point? {
            decode(value, pointer, &context, coordinate: Read.signedLength)
        }

        static func decode(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext,
                           coordinate: (JSONValue, JSONPointer, inout DecodingContext) -> Double?) -> Point? {
            guard var reader = ObjectReader(value, at: pointer, &context, what: "a point") else { return nil }
            let x = reader.optional("x", &context, coordinate)
            let y = reader.optional("y", &context, coordinate)
            reader.finish(&context)
            let xFailed = reader.has("x") && x == nil, yFailed = reader.has("y") && y == nil
            return xFailed || yFailed ? nil : Point(x: x ?? 0, y: y ?? 0)
        }

        var jsonValue: JSONValue { .object([("x", .number(x)), ("y", .number(y))]) }
    }
}

extension LayoutDocument.Point: Codable {
    /// Decodes the point from its JSON form, with the format's checks.
    public init(from decoder: any Decoder) throws { self = try DocumentCoding.decode(from: decoder, Self.decode) }
    /// Encodes the point in its JSON form.
    public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}
