import JSONText
extension LayoutDocument {
    /// A view behind a section's content (UIKit's `NSCollectionLayoutDecorationItem`):
    /// `{ "type": "background", "elementKind": "background" }`.
    ///
    /// Beyond UIKit.
    public struct DecorationItem: Hashable, Sendable {
        /// The kinds of decoration item (UIKit makes decoration items with `background(elementKind:)` only).
        public enum Kind: String, Hashable, Sendable, CaseIterable, Codable, DocumentName {
            /// A background covering the section.
            case background
        }

        /// The kind of decoration.
        public var type: Kind
        /// The element kind registered for the decoration view.
        public var elementKind: String
        /// The stacking order (UIKit's default 0).
        public var zIndex: Int
        /// Insets of the decoration's frame from the section's.
        public var contentInsets: Insets

        /// Creates a decoration item.
        public init(type: Kind = .background, elementKind: String, zIndex: Int = 0, contentInsets: Insets = .zero) {
            self.type = type
            self.elementKind = elementKind
            self.zIndex = zIndex
            self.contentInsets = contentInsets
        }

        static func decode(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> DecorationItem? {
            guard var reader = ObjectReader(value, at: pointer, &context, what: "a decoration item") else { return nil }
            let type = reader.required("type", &context, Read.choice(Kind.self))
            let kind = reader.required("elementKind", &context, Read.name)
            let zIndex = reader.optional("zIndex", &context, Read.zIndex)
            let insets = reader.optional("contentInsets", &context, Insets.decode)
            reader.finish(&context)
            guard let type, let kind else { return nil }
            return DecorationItem(type: type, elementKind: kind, zIndex: zIndex ?? 0, contentInsets: insets ?? .zero)
        }

        var jsonValue: JSONValue {
            var object = JSONObjectBuilder()
            object.add("type", .string(type.rawValue))
            object.add("elementKind", .string(elementKind))
            object.add("zIndex", zIndex == 0 ? nil : .number(Double(zIndex)))
            object.add("contentInsets", contentInsets.jsonValueUnlessZero)
            return object.value
        }
    }
}

extension LayoutDocument.DecorationItem: Codable {
    /// Decodes the item from its JSON form, with the format's checks.
    public init(from decoder: any Decoder) throws { self = try DocumentCoding.decode(from: decoder, Self.decode) }
    /// Encodes the item in its JSON form.
    public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}
