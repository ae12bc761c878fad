import JSONText
extension LayoutDocument {
    /// One cell's layout (UIKit's `NSCollectionLayoutItem`): `{ "type": "item", "size": {…} }` with
    /// optional `contentInsets`, `edgeSpacing` and `supplementaryItems`.
    ///
    /// Beyond UIKit.
    public struct Item: Hashable, Sendable {
        /// The size, resolved against the parent group.
        public var size: Size
        /// Insets applied to the item's frame after it is placed.
        public var contentInsets: Insets
        /// Space around the item's layout box.
        public var edgeSpacing: EdgeSpacing?
        /// Badges and other supplementary items attached to the item.
        public var supplementaryItems: [SupplementaryItem]

        /// Creates an item.
        public init(size: Size, contentInsets: Insets = .zero, edgeSpacing: EdgeSpacing? = nil,
                    supplementaryItems: [SupplementaryItem] = []) {
            self.size = size
            self.contentInsets = contentInsets
            self.edgeSpacing = edgeSpacing
            self.supplementaryItems = supplementaryItems
        }

        /// Reads the members shared by items and groups.
        static func decodeCommon(_ reader: inout ObjectReader, _ context: inout DecodingContext)
            -> (size: Size?, insets: Insets, edgeSpacing: EdgeSpacing?, supplementaryItems: [SupplementaryItem]) {
            let size = reader.required("size", &context, Size.decode)
            let insets = reader.optional("contentInsets", &context, Insets.decode)
            let edgeSpacing = reader.optional("edgeSpacing", &context, EdgeSpacing.decode)
            let supplementaries = reader.optional("supplementaryItems", &context, Read.array(SupplementaryItem.decode))
            return (size, insets ?? .zero, edgeSpacing, supplementaries ?? [])
        }

        /// Decodes an item whose `type` key has already been read.
        static func decodeBody(_ reader: inout ObjectReader, _ context: inout DecodingContext) -> Item? {
            let common = decodeCommon(&reader, &context)
            reader.finish(&context)
            guard let size = common.size else { return nil }
            return Item(size: size, contentInsets: common.insets, edgeSpacing: common.edgeSpacing,
                        supplementaryItems: common.supplementaryItems)
        }

        static func decode(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> Item? {
            switch Element.decode(value, pointer, &context) {
            case .item(let item): return item
            case .group: context.error(pointer.appending("type"), "expected an item, found a group"); return nil
            case nil: return nil
            }
        }

        var jsonValue: JSONValue {
            var object = JSONObjectBuilder()
            object.add("type", .string("item"))
            object.add("size", size.jsonValue)
            object.add("contentInsets", contentInsets.jsonValueUnlessZero)
            object.add("edgeSpacing", edgeSpacing?.jsonValue)
            object.add("supplementaryItems", supplementaryItems.isEmpty ? nil : .array(supplementaryItems.map(\.jsonValue)))
            return object.value
        }
    }
}

extension LayoutDocument.Item: Codable {
    /// Decodes the item from its JSON form, with the format's checks.
    public init(from decoder: any Decoder) throws { self = try DocumentCoding.decode(from: decoder, Self.decode) }
    /// Encodes the item in its JSON form.
    public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}
