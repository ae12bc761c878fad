import JSONText
extension LayoutDocument {
    /// A header, footer or side item of a section or of the whole layout
    /// (UIKit's `NSCollectionLayoutBoundarySupplementaryItem`).
    ///
    /// Beyond UIKit.
    public struct BoundaryItem: Hashable, Sendable {
        /// The element kind the data source makes the view for, such as `"header"`.
        public var elementKind: String
        /// The size, resolved against the section's (or layout's) content.
        public var size: Size
        /// Which edge or corner the item attaches to.
        public var alignment: Alignment
        /// An offset in points from that place (UIKit's `absoluteOffset`).
        public var offset: Point
        /// Whether the item stays on screen while its section scrolls by (default `false`).
        public var pinToVisibleBounds: Bool
        /// Whether the item makes its section larger (default `true`).
        public var extendsBoundary: Bool
        /// The stacking order (UIKit's default 1).
        public var zIndex: Int
        /// Insets of the item's frame.
        public var contentInsets: Insets

        /// Creates a boundary item.
        public init(elementKind: String, size: Size, alignment: Alignment, offset: Point = .zero,
                    pinToVisibleBounds: Bool = false, extendsBoundary: Bool = true, zIndex: Int = 1,
                    contentInsets: Insets = .zero) {
            self.elementKind = elementKind
            self.size = size
            self.alignment = alignment
            self.offset = offset
            self.pinToVisibleBounds = pinToVisibleBounds
            self.extendsBoundary = extendsBoundary
            self.zIndex = zIndex
            self.contentInsets = contentInsets
        }

        static func decode(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> BoundaryItem? {
            guard var reader = ObjectReader(value, at: pointer, &context, what: "a boundary supplementary item") else { return nil }
            let kind = reader.required("elementKind", &context, Read.name)
            let alignment = reader.required("alignment", &context, Read.choice(Alignment.self))
            let size = reader.required("size", &context, Size.decode)
            let offset = reader.optional("offset", &context, Point.decode)
            let pin = reader.optional("pinToVisibleBounds", &context, Read.bool)
            let extends = reader.optional("extendsBoundary", &context, Read.bool)
            let zIndex = reader.optional("zIndex", &context, Read.zIndex)
            let insets = reader.optional("contentInsets", &context, Insets.decode)
            reader.finish(&context)
            guard let kind, let alignment, let size else { return nil }
            return BoundaryItem(elementKind: kind, size: size, alignment: alignment, offset: offset ?? .zero,
                                pinToVisibleBounds: pin ?? false, extendsBoundary: extends ?? true, zIndex: zIndex ?? 1,
                                contentInsets: insets ?? .zero)
        }

        var jsonValue: JSONValue {
            var object = JSONObjectBuilder()
            object.add("elementKind", .string(elementKind))
            object.add("alignment", .string(alignment.rawValue))
            object.add("size", size.jsonValue)
            object.add("offset", offset == .zero ? nil : offset.jsonValue)
            object.add("pinToVisibleBounds", pinToVisibleBounds ? .bool(true) : nil)
            object.add("extendsBoundary", extendsBoundary ? nil : .bool(false))
            object.add("zIndex", zIndex == 1 ? nil : .number(Double(zIndex)))
            object.add("contentInsets", contentInsets.jsonValueUnlessZero)
            return object.value
        }
    }
}

extension LayoutDocument.BoundaryItem: Codable {
    /// Decodes the item from its JSON form, with the format's checks.
    public init(from decoder: any Decoder) throws { self = try DocumentCoding.decode(from: decoder, Self.decode) }
    /// Encodes the item in its JSON form.
    public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}
