import JSONText
extension LayoutDocument {
    /// Spacing around an item's layout box (UIKit's `NSCollectionLayoutEdgeSpacing`):
    /// `{ "leading": { "flexible": 0 }, "top": { "fixed": 8 } }`; missing edges have no spacing.
    ///
    /// Beyond UIKit.
    public struct EdgeSpacing: Hashable, Sendable {
        /// Spacing on the leading edge.
        public var leading: Spacing?
        /// Spacing on the top edge.
        public var top: Spacing?
        /// Spacing on the trailing edge.
        public var trailing: Spacing?
        /// Spacing on the bottom edge.
        public var bottom: Spacing?

        /// Creates edge spacing.
        public init(leading: Spacing? = nil, top: Spacing? = nil, trailing: Spacing? = nil, bottom: Spacing? = nil) {
            self.leading = leading
            self.top = top
            self.trailing = trailing
            self.bottom = bottom
        }

        static func decode(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> EdgeSpacing? {
            guard var reader = ObjectReader(value, at: pointer, &context, what: "edge spacing") else { return nil }
            let spacing = EdgeSpacing(leading: reader.optional("leading", &context, Spacing.decode),
                                      top: reader.optional("top", &context, Spacing.decode),
                                      trailing: reader.optional("trailing", &context, Spacing.decode),
                                      bottom: reader.optional("bottom", &context, Spacing.decode))
            reader.finish(&context)
            return spacing
        }

        var jsonValue: JSONValue {
            var object = JSONObjectBuilder()
            object.add("leading", leading?.jsonValue)
            object.add("top", top?.jsonValue)
            object.add("trailing", trailing?.jsonValue)
            object.add("bottom", bottom?.jsonValue)
            return object.value
        }
    }
}

extension LayoutDocument.EdgeSpacing: Codable {
    /// Decodes the edge spacing from its JSON form, with the format's checks.
    public init(from decoder: any Decoder) throws { self = try DocumentCoding.decode(from: decoder, Self.decode) }
    /// Encodes the edge spacing in its JSON form.
    public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}
