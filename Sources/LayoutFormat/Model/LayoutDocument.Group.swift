import JSONText
extension LayoutDocument {
    /// A group (UIKit's `NSCollectionLayoutGroup`): a row (`"horizontal"`) or column (`"vertical"`) of
    /// `subitems`, optionally a `count` of one subitem, or a `"custom"` group whose items take `frames`
    /// (repeated for every run of items) or come from a named `itemProvider`.
    ///
    /// Beyond UIKit.
    public struct Group: Hashable, Sendable {
        /// How the group arranges its items.
        public enum Kind: String, Hashable, Sendable, CaseIterable, Codable, DocumentName {
            /// A row (`horizontal(layoutSize:subitems:)`).
            case horizontal
            /// A column (`vertical(layoutSize:subitems:)`).
            case vertical
            /// Frames given by the document or a handler (`custom(layoutSize:itemProvider:)`).
            case custom
        }

        /// How the group arranges its items.
        public var kind: Kind
        /// The group's size.
        public var size: Size
        /// The items and groups of a horizontal or vertical group.
        public var subitems: [Element]
        /// For a horizontal or vertical group of one subitem: exactly this many copies of it
        /// (`repeatingSubitem:count:`, iOS 16; with ``divideEvenly``, the older `subitem:count:`).
        public var count: Int?
        /// With ``count``: the copies share the group's length equally and the subitem's own length is ignored
        /// (`subitem:count:`, deprecated in iOS 16). Default `false`.
        public var divideEvenly: Bool
        /// Space between consecutive subitems.
        public var interItemSpacing: Spacing?
        /// The frames of a custom group's items, relative to the group's origin.
        public var frames: [CustomFrame]
        /// The named provider of a custom group's items (instead of ``frames``).
        public var itemProvider: Handler?
        /// Insets applied to the group's frame after it is placed.
        public var contentInsets: Insets
        /// Space around the group's layout box.
        public var edgeSpacing: EdgeSpacing?
        /// Supplementary items attached to the group.
        public var supplementaryItems: [SupplementaryItem]

        /// Creates a group.
        public init(kind: Kind, size: Size, subitems: [Element] = [], count: Int? = nil, divideEvenly: Bool = false,
                    interItemSpacing: Spacing? = nil, frames: [CustomFrame] = [], itemProvider: Handler? = nil,
                    contentInsets: Insets = .zero, edgeSpacing: EdgeSpacing? = nil,
                    supplementaryItems: [SupplementaryItem] = []) {
            self.kind = kind
            self.size = size
            self.subitems = subitems
            self.count = count
            self.divideEvenly = divideEvenly
            self.interItemSpacing = interItemSpacing
            self.frames = frames
            self.itemProvider = itemProvider
            self.contentInsets = contentInsets
            self.edgeSpacing = edgeSpacing
            self.supplementaryItems = supplementaryItems
        }

        static func decode(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> Group? {
            switch Element.decode(value, pointer, &context) {
            case .group(let group): return group
            case .item: context.error(pointer.appending("type"), "expected a group, found an item"); return nil
            case nil: return nil
            }
        }

        /// Decodes a group whose `type` key has already been read.
        static func decodeBody(kind: Kind, _ reader: inout ObjectReader, _ context: inout DecodingContext) -> Group? {
            let pointer = reader.pointer
            let common = Item.decodeCommon(&reader, &context)
            let subitems = reader.optional("subitems", &context, Read.array(minimumCount: 1, Element.decode))
            let count = reader.optional("count", &context, Read.integer(in: 1...DocumentLimits.maximumGroupCount))
            let divideEvenly = reader.optional("divideEvenly", &context, Read.bool)
            let spacing = reader.optional("interItemSpacing", &context, Spacing.decode)
            let frames = reader.optional("frames", &context, Read.array(minimumCount: 1, CustomFrame.decode))
            let provider = reader.optional("itemProvider", &context, Handler.decode)
            switch kind {
            case .horizontal, .vertical:
                if !reader.has("subitems") { context.error(pointer, "missing required key 'subitems'") }
                for key in ["frames", "itemProvider"] where reader.has(key) {
                    context.error(pointer.appending(key), "'\(key)' belongs to custom groups; this group is \(kind.rawValue)")
                }
                if reader.has("count"), let subitems, subitems.count != 1 {
                    context.error(pointer.appending("count"), "a counted group takes exactly one subitem; found \(subitems.count)")
                }
                if reader.has("divideEvenly"), !reader.has("count") {
                    context.error(pointer.appending("divideEvenly"), "'divideEvenly' needs 'count'")
                }
            case .custom:
                if reader.has("frames") == reader.has("itemProvider") {
                    context.error(pointer, "a custom group takes either 'frames' or 'itemProvider'")
                }
                for key in ["subitems", "count", "divideEvenly", "interItemSpacing"] where reader.has(key) {
                    context.error(pointer.appending(key), "'\(key)' belongs to horizontal and vertical groups; this group is custom")
                }
            }
            reader.finish(&context)
            guard let size = common.size else { return nil }
            return Group(kind: kind, size: size, subitems: subitems ?? [], count: count, divideEvenly: divideEvenly ?? false,
                         interItemSpacing: spacing, frames: frames ?? [], itemProvider: provider,
                         contentInsets: common.insets, edgeSpacing: common.edgeSpacing,
                         supplementaryItems: common.supplementaryItems)
        }

        var jsonValue: JSONValue {
            var object = JSONObjectBuilder()
            object.add("type", .string(kind.rawValue))
            object.add("size", size.jsonValue)
            if kind == .custom {
                if let itemProvider {
                    object.add("itemProvider", itemProvider.jsonValue)
                } else {
                    object.add("frames", .array(frames.map(\.jsonValue)))
                }
            } else {
                object.add("subitems", .array(subitems.map(\.jsonValue)))
                object.add("count", count.map { .number(Double($0)) })
                object.add("divideEvenly", divideEvenly ? .bool(true) : nil)
                object.add("interItemSpacing", interItemSpacing?.jsonValue)
            }
            object.add("contentInsets", contentInsets.jsonValueUnlessZero)
            object.add("edgeSpacing", edgeSpacing?.jsonValue)
            object.add("supplementaryItems", supplementaryItems.isEmpty ? nil : .array(supplementaryItems.map(\.jsonValue)))
            return object.value
        }
    }
}

extension LayoutDocument.Group: Codable {
    /// Decodes the group from its JSON form, with the format's checks.
    public init(from decoder: any Decoder) throws { self = try DocumentCoding.decode(from: decoder, Self.decode) }
    /// Encodes the group in its JSON form.
    public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}
