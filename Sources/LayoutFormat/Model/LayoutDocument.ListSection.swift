import JSONText
extension LayoutDocument {
    /// A list section (UIKit's `UICollectionLayoutListConfiguration` and
    /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`):
    /// `{ "list": { "appearance": "insetGrouped", "headerMode": "supplementary" } }`.
    ///
    /// Beyond UIKit.
    public struct ListSection: Hashable, Sendable {
        /// The list's look.
        public var appearance: ListAppearance
        /// How the section shows a header (default `none`).
        public var headerMode: ListHeaderMode
        /// How the section shows a footer (default `none`).
        public var footerMode: ListFooterMode
        /// Whether rows show separators (default `true`).
        public var showsSeparators: Bool
        /// Space above the header (`nil`: the appearance's default).
        public var headerTopPadding: Double?

        /// Creates a list section.
        public init(appearance: ListAppearance, headerMode: ListHeaderMode = .none, footerMode: ListFooterMode = .none,
                    showsSeparators: Bool = true, headerTopPadding: Double? = nil) {
            self.appearance = appearance
            self.headerMode = headerMode
            self.footerMode = footerMode
            self.showsSeparators = showsSeparators
            self.headerTopPadding = headerTopPadding
        }

        static func decode(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> ListSection? {
            guard var reader = ObjectReader(value, at: pointer, &context, what: "a list configuration") else { return nil }
            let appearance = reader.required("appearance", &context, Read.choice(ListAppearance.self))
            let header = reader.optional("headerMode", &context, Read.choice(ListHeaderMode.self))
            let footer = reader.optional("footerMode", &context, Read.choice(ListFooterMode.self))
            let separators = reader.optional("showsSeparators", &context, Read.bool)
            let padding = reader.optional("headerTopPadding", &context, Read.length())
            reader.finish(&context)
            guard let appearance else { return nil }
            return ListSection(appearance: appearance, headerMode: header ?? .none, footerMode: footer ?? .none,
                               showsSeparators: separators ?? true, headerTopPadding: padding)
        }

        var jsonValue: JSONValue {
            var object = JSONObjectBuilder()
            object.add("appearance", .string(appearance.rawValue))
            object.add("headerMode", headerMode == .none ? nil : .string(headerMode.rawValue))
            object.add("footerMode", footerMode == .none ? nil : .string(footerMode.rawValue))
            object.add("showsSeparators", showsSeparators ? nil : .bool(false))
            object.add("headerTopPadding", headerTopPadding.map { .number($0) })
            return object.value
        }
    }
}

extension LayoutDocument.ListSection: Codable {
    /// Decodes the list from its JSON form, with the format's checks.
    public init(from decoder: any Decoder) throws { self = try DocumentCoding.decode(from: decoder, Self.decode) }
    /// Encodes the list in its JSON form.
    public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}
