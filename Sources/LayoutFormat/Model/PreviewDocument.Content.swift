import JSONText

extension PreviewDocument {
    /// What one previewed cell or supplementary view shows: the texts, image, accessories and background a
    /// `UIListContentConfiguration`, `UICellAccessory` list and background colour would give it.
    ///
    /// ```json
    /// { "text": "Editors' Choice", "secondaryText": "Apps we love", "image": "star.fill",
    ///   "accessories": ["disclosureIndicator"], "backgroundColor": "#FFCC00" }
    /// ```
    ///
    /// Beyond UIKit.
    public struct Content: Hashable, Sendable {
        /// The primary text (`text`).
        public var text: String?
        /// The secondary text (`secondaryText`).
        public var secondaryText: String?
        /// An SF Symbol's name (`image`): the image is `UIImage(systemName:)`, pictured as a placeholder of its size.
        public var image: String?
        /// The accessories, in order (`accessories`).
        public var accessories: [Accessory]
        /// The background colour (`backgroundColor`); nil keeps the view's default.
        public var backgroundColor: Color?
        /// Whether an outline row is expanded (`expanded`): its disclosure triangle points down.
        public var isExpanded: Bool

        /// Creates content.
        public init(text: String? = nil, secondaryText: String? = nil, image: String? = nil, accessories: [Accessory] = [],
                    backgroundColor: Color? = nil, isExpanded: Bool = false) {
            self.text = text
            self.secondaryText = secondaryText
            self.image = image
            self.accessories = accessories
            self.backgroundColor = backgroundColor
            self.isExpanded = isExpanded
        }

        /// At most this many accessories per entry (UIKit shows a handful; more is a mistake).
        static let maximumAccessories = 16

        static func decode(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> Content? {
            guard var reader = ObjectReader(value, at: pointer, &context, what: "a content entry") else { return nil }
            let text = reader.optional("text", &context, Read.string)
            let secondaryText = reader.optional("secondaryText", &context, Read.string)
            let image = reader.optional("image", &context, Read.plainName)
            let accessories = reader.optional("accessories", &context, Read.array(Accessory.decode))
            if let accessories, accessories.count > maximumAccessories {
                context.error(pointer.appending("accessories"), "at most \(maximumAccessories) accessories; got \(accessories.count)")
            }
            let color = reader.optional("backgroundColor", &context, decodeColor)
            let expanded = reader.optional("expanded", &context, Read.bool)
            reader.finish(&context)
            return Content(text: text, secondaryText: secondaryText, image: image, accessories: accessories ?? [],
                           backgroundColor: color, isExpanded: expanded ?? false)
        }

        private static func decodeColor(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> Color? {
            guard let text = Read.string(value, pointer, &context) else { return nil }
            guard let color = Color(hex: text) else {
                context.error(pointer, "expected a colour as #RRGGBB or #RRGGBBAA; got '\(text)'")
                return nil
            }
            return color
        }

        var jsonValue: JSONValue {
            var object = JSONObjectBuilder()
            object.add("text", text.map { .string($0) })
            object.add("secondaryText", secondaryText.map { .string($0) })
            object.add("image", image.map { .string($0) })
            object.add("accessories", accessories.isEmpty ? nil : .array(accessories.map(\.jsonValue)))
            object.add("backgroundColor", backgroundColor.map { .string($0.description) })
            object.add("expanded", isExpanded ? .bool(true) : nil)
            return object.value
        }
    }

    /// The content of the item at `item` of `section`: the section's entries repeat over its items; nil when the
    /// preview gives the section none.
    ///
    /// - Complexity: O(1).
    public func content(section: Int, item: Int) -> Content? {
        guard let entries = content[section], !entries.isEmpty, item >= 0 else { return nil }
        return entries[item % entries.count]
    }

    /// The content of the `ordinal`-th supplementary view of `elementKind` (counted from 0 over the views of that kind
    /// in section, then item order): the kind's entries repeat; nil when the preview gives the kind none.
    ///
    /// - Complexity: O(1).
    public func supplementaryContent(elementKind: String, ordinal: Int) -> Content? {
        guard let entries = supplementaryContent[elementKind], !entries.isEmpty, ordinal >= 0 else { return nil }
        return entries[ordinal % entries.count]
    }

    static func decodeContent(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> [Int: [Content]]? {
        guard case .object(let members) = value else {
            context.error(pointer, "expected an object of content entries by section index, found \(value.typeName)")
            return nil
        }
        var content: [Int: [Content]] = [:]
        for member in members {
            let place = pointer.appending(member.key)
            guard let section = Int(member.key), section >= 0, section < DocumentLimits.maximumSections,
                  String(section) == member.key else {
                context.error(place, "expected a section index (0 to \(DocumentLimits.maximumSections - 1)) as the key")
                continue
            }
            if let entries = decodeEntries(member.value, place, &context) { content[section] = entries }
        }
        return content
    }

    static func decodeSupplementaryContent(_ value: JSONValue, _ pointer: JSONPointer,
                                           _ context: inout DecodingContext) -> [String: [Content]]? {
        guard case .object(let members) = value else {
            context.error(pointer, "expected an object of content entries by element kind, found \(value.typeName)")
            return nil
        }
        var content: [String: [Content]] = [:]
        for member in members {
            let place = pointer.appending(member.key)
            guard !member.key.isEmpty else {
                context.error(place, "expected an element kind as the key; got an empty one")
                continue
            }
            if let entries = decodeEntries(member.value, place, &context) { content[member.key] = entries }
        }
        return content
    }

    private static func decodeEntries(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> [Content]? {
        guard let entries = Read.array(Content.decode)(value, pointer, &context) else { return nil }
        if entries.count > DocumentLimits.maximumItemsPerSection {
            context.error(pointer, "at most \(DocumentLimits.maximumItemsPerSection) entries")
            return nil
        }
        return entries
    }
}
