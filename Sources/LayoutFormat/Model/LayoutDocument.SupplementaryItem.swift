import JSONText
extension LayoutDocument {
    /// A supplementary view attached to an item or group, such as a badge
    /// (UIKit's `NSCollectionLayoutSupplementaryItem`).
    ///
    /// Beyond UIKit.
    public struct SupplementaryItem: Hashable, Sendable {
        /// The element kind the data source makes the view for.
        public var elementKind: String
        /// The size, resolved against the host item's frame.
        public var size: Size
        /// Where on the host the item attaches.
        public var containerAnchor: Anchor
        /// Which point of the supplementary is glued to the container anchor (`nil`: the same edges).
        public var itemAnchor: Anchor?
        /// The stacking order (UIKit's default 1).
        public var zIndex: Int
        /// Insets of the item's frame.
        public var contentInsets: Insets

        /// Creates a supplementary item.
        public init(elementKind: String, size: Size, containerAnchor: Anchor, itemAnchor: Anchor? = nil,
                    zIndex: Int = 1, contentInsets: Insets = .zero) {
            self.elementKind = elementKind
            self.size = size
            self.containerAnchor = containerAnchor
            self.itemAnchor = itemAnchor
            self.zIndex = zIndex
            self.contentInsets = contentInsets
        }

        static func decode(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> SupplementaryItem? {
            guard var reader = ObjectReader(value, at: pointer, &context, what: "a supplementary item") else { return nil }
            let kind = reader.required("elementKind", &context, Read.name)
            let size = reader.required("size", &context, Size.decode)
            let containerAnchor = reader.required("containerAnchor", &context, Anchor.decode)
            let itemAnchor = reader.optional("itemAnchor", &context, Anchor.decode)
            let zIndex = reader.optional("zIndex", &context, Read.zIndex)
            let insets = reader.optional("contentInsets", &context, Insets.decode)
            reader.finish(&context)
            guard let kind, let size, let containerAnchor else { return nil }
            return SupplementaryItem(elementKind: kind, size: size, containerAnchor: containerAnchor, itemAnchor: itemAnchor,
                                     zIndex: zIndex ?? 1, contentInsets: insets ?? .zero)
        }

        var jsonValue: JSONValue {
            var object = JSONObjectBuilder()
            object.add("elementKind", .string(elementKind))
            object.add("size", size.jsonValue)
            object.add("containerAnchor", containerAnchor.jsonValue)
            object.add("itemAnchor", itemAnchor?.jsonValue)
            object.add("zIndex", zIndex == 1 ? nil : .number(Double(zIndex)))
            object.add("contentInsets", contentInsets.jsonValueUnlessZero)
            return object.value
        }
    }
}

extension LayoutDocument.SupplementaryItem: Codable {
    /// Decodes the item from its JSON form, with the format's checks.
    public init(from decoder: any Decoder) throws { self = try DocumentCoding.decode(from: decoder, Self.decode) }
    /// Encodes the item in its JSON form.
    public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}
