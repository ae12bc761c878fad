import JSONText
extension LayoutDocument {
    /// A section built from a group (UIKit's `NSCollectionLayoutSection(group:)` and its properties).
    ///
    /// Beyond UIKit.
    public struct CompositionalSection: Hashable, Sendable {
        /// The group repeated for the section's items.
        public var group: Group
        /// Space between consecutive groups (default 0).
        public var interGroupSpacing: Double
        /// Insets around the section's content.
        public var contentInsets: Insets
        /// Which of the view's insets the content follows (default `automatic`).
        public var contentInsetsReference: ContentInsetsReference
        /// Which of the view's insets the boundary items follow (default `automatic`, iOS 16).
        public var supplementaryContentInsetsReference: ContentInsetsReference
        /// How the section scrolls across the layout's axis (default `none`).
        public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
        /// Headers, footers and side items.
        public var boundarySupplementaryItems: [BoundaryItem]
        /// Whether boundary items follow the content insets (default `true`; deprecated in iOS 16).
        public var supplementariesFollowContentInsets: Bool
        /// Backgrounds.
        public var decorationItems: [DecorationItem]
        /// The named handler called with the visible items on each layout pass.
        public var visibleItemsInvalidationHandler: Handler?

        /// Creates a section.
        public init(group: Group, interGroupSpacing: Double = 0, contentInsets: Insets = .zero,
                    contentInsetsReference: ContentInsetsReference = .automatic,
                    supplementaryContentInsetsReference: ContentInsetsReference = .automatic,
                    orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
                    boundarySupplementaryItems: [BoundaryItem] = [], supplementariesFollowContentInsets: Bool = true,
                    decorationItems: [DecorationItem] = [], visibleItemsInvalidationHandler: Handler? = nil) {
            self.group = group
            self.interGroupSpacing = interGroupSpacing
            self.contentInsets = contentInsets
            self.contentInsetsReference = contentInsetsReference
            self.supplementaryContentInsetsReference = supplementaryContentInsetsReference
            self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
            self.boundarySupplementaryItems = boundarySupplementaryItems
            self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
            self.decorationItems = decorationItems
            self.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
        }

        static func decode(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> CompositionalSection? {
            switch Section.decode(value, pointer, &context) {
            case .compositional(let section): return section
            case .list, .waterfall, .flow, .variants: context.error(pointer, "expected a section with a group"); return nil
            case nil: return nil
            }
        }

        /// Decodes a section object known to hold a `group`.
        static func decodeBody(_ reader: inout ObjectReader, _ context: inout DecodingContext) -> CompositionalSection? {
            let group = reader.required("group", &context, Group.decode)
            let spacing = reader.optional("interGroupSpacing", &context, Read.length())
            let insets = reader.optional("contentInsets", &context, Insets.decode)
            let reference = reader.optional("contentInsetsReference", &context, Read.choice(ContentInsetsReference.self))
            let supplementaryReference = reader.optional("supplementaryContentInsetsReference", &context,
                                                         Read.choice(ContentInsetsReference.self))
            let behavior = reader.optional("orthogonalScrollingBehavior", &context, Read.choice(OrthogonalScrollingBehavior.self))
            let boundary = reader.optional("boundarySupplementaryItems", &context, Read.array(BoundaryItem.decode))
            let follow = reader.optional("supplementariesFollowContentInsets", &context, Read.bool)
            let decorations = reader.optional("decorationItems", &context, Read.array(DecorationItem.decode))
            let handler = reader.optional("visibleItemsInvalidationHandler", &context, Handler.decode)
            reader.finish(&context)
            guard let group else { return nil }
            return CompositionalSection(group: group, interGroupSpacing: spacing ?? 0, contentInsets: insets ?? .zero,
                                        contentInsetsReference: reference ?? .automatic,
                                        supplementaryContentInsetsReference: supplementaryReference ?? .automatic,
                                        orthogonalScrollingBehavior: behavior ?? .none,
                                        boundarySupplementaryItems: boundary ?? [],
                                        supplementariesFollowContentInsets: follow ?? true,
                                        decorationItems: decorations ?? [], visibleItemsInvalidationHandler: handler)
        }

        var jsonValue: JSONValue {
            var object = JSONObjectBuilder()
            object.add("group", group.jsonValue)
            object.add("interGroupSpacing", interGroupSpacing == 0 ? nil : .number(interGroupSpacing))
            object.add("contentInsets", contentInsets.jsonValueUnlessZero)
            object.add("contentInsetsReference", contentInsetsReference == .automatic ? nil : .string(contentInsetsReference.rawValue))
            object.add("supplementaryContentInsetsReference", supplementaryContentInsetsReference == .automatic
                       ? nil : .string(supplementaryContentInsetsReference.rawValue))
            object.add("orthogonalScrollingBehavior", orthogonalScrollingBehavior == .none
                       ? nil : .string(orthogonalScrollingBehavior.rawValue))
            object.add("boundarySupplementaryItems", boundarySupplementaryItems.isEmpty
                       ? nil : .array(boundarySupplementaryItems.map(\.jsonValue)))
            object.add("supplementariesFollowContentInsets", supplementariesFollowContentInsets ? nil : .bool(false))
            object.add("decorationItems", decorationItems.isEmpty ? nil : .array(decorationItems.map(\.jsonValue)))
            object.add("visibleItemsInvalidationHandler", visibleItemsInvalidationHandler?.jsonValue)
            return object.value
        }
    }
}

extension LayoutDocument.CompositionalSection: Codable {
    /// Decodes the section from its JSON form, with the format's checks.
    public init(from decoder: any Decoder) throws { self = try DocumentCoding.decode(from: decoder, Self.decode) }
    /// Encodes the section in its JSON form.
    public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}
