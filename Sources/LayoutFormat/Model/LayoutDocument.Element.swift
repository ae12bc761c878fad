import JSONText
extension LayoutDocument {
    /// A group's subitem: an item or a nested group, told apart by `type`
    /// (`"item"`, `"horizontal"`, `"vertical"` or `"custom"`).
    ///
    /// Beyond UIKit.
    public indirect enum Element: Hashable, Sendable {
        /// A plain item.
        case item(Item)
        /// A nested group.
        case group(Group)

        static let types = ["item"] + Group.Kind.allCases.map(\.rawValue)

        static func decode(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> Element? {
            guard var reader = ObjectReader(value, at: pointer, &context, what: "an item or group") else { return nil }
            guard let type = reader.required("type", &context, Read.string) else { return nil }
            if type == "item" { return Item.decodeBody(&reader, &context).map { .item($0) } }
            guard let kind = Group.Kind(rawValue: type) else {
                context.error(pointer.appending("type"), "expected one of \(types.joined(separator: ", ")); got '\(type)'",
                              hint: DecodingContext.hint(for: type, among: types))
                return nil
            }
            return Group.decodeBody(kind: kind, &reader, &context).map { .group($0) }
        }

        var jsonValue: JSONValue {
            switch self {
            case .item(let item): item.jsonValue
            case .group(let group): group.jsonValue
            }
        }
    }
}

extension LayoutDocument.Element: Codable {
    /// Decodes the element from its JSON form, with the format's checks.
    public init(from decoder: any Decoder) throws { self = try DocumentCoding.decode(from: decoder, Self.decode) }
    /// Encodes the element in its JSON form.
    public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}
