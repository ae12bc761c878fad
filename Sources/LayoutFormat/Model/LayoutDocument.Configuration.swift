import JSONText
extension LayoutDocument {
    /// Layout-wide settings (UIKit's `UICollectionViewCompositionalLayoutConfiguration`).
    ///
    /// Beyond UIKit.
    public struct Configuration: Hashable, Sendable {
        /// The scroll direction (default `vertical`).
        public var scrollDirection: ScrollDirection
        /// Space between sections (default 0).
        public var interSectionSpacing: Double
        /// Which of the view's insets the content follows (UIKit's default `safeArea`).
        public var contentInsetsReference: ContentInsetsReference
        /// Headers and footers of the whole layout.
        public var boundarySupplementaryItems: [BoundaryItem]

        /// UIKit's defaults.
        public static let `default` = Configuration()

        /// Creates a configuration.
        public init(scrollDirection: ScrollDirection = .vertical, interSectionSpacing: Double = 0,
                    contentInsetsReference: ContentInsetsReference = .safeArea, boundarySupplementaryItems: [BoundaryItem] = []) {
            self.scrollDirection = scrollDirection
            self.interSectionSpacing = interSectionSpacing
            self.contentInsetsReference = contentInsetsReference
            self.boundarySupplementaryItems = boundarySupplementaryItems
        }

        static func decode(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> Configuration? {
            guard var reader = ObjectReader(value, at: pointer, &context, what: "a configuration") else { return nil }
            let direction = reader.optional("scrollDirection", &context, Read.choice(ScrollDirection.self))
            let spacing = reader.optional("interSectionSpacing", &context, Read.length())
            let reference = reader.optional("contentInsetsReference", &context, Read.choice(ContentInsetsReference.self))
            let boundary = reader.optional("boundarySupplementaryItems", &context, Read.array(BoundaryItem.decode))
            reader.finish(&context)
            return Configuration(scrollDirection: direction ?? .vertical, interSectionSpacing: spacing ?? 0,
                                 contentInsetsReference: reference ?? .safeArea, boundarySupplementaryItems: boundary ?? [])
        }

        var jsonValue: JSONValue {
            var object = JSONObjectBuilder()
            object.add("scrollDirection", .string(scrollDirection.rawValue))
            object.add("interSectionSpacing", .number(interSectionSpacing))
            object.add("contentInsetsReference", .string(contentInsetsReference.rawValue))
            object.add("boundarySupplementaryItems", boundarySupplementaryItems.isEmpty
                       ? nil : .array(boundarySupplementaryItems.map(\.jsonValue)))
            return object.value
        }
    }
}

extension LayoutDocument.Configuration: Codable {
    /// Decodes the configuration from its JSON form, with the format's checks.
    public init(from decoder: any Decoder) throws { self = try DocumentCoding.decode(from: decoder, Self.decode) }
    /// Encodes the configuration in its JSON form.
    public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}
