import JSONText
extension LayoutDocument {
    /// Spacing between items (UIKit's `NSCollectionLayoutSpacing`): `{ "fixed": 8 }` or `{ "flexible": 8 }`.
    ///
    /// Beyond UIKit.
    public enum Spacing: Hashable, Sendable {
        /// Exactly this many points.
        case fixed(Double)
        /// At least this many points; leftover space is shared out.
        case flexible(Double)

        static let keys = ["fixed", "flexible"]

        static func decode(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> Spacing? {
            guard case .object(let members) = value, members.count == 1, let member = members.first,
                  keys.contains(member.key) else {
                let written: [String] = if case .object(let members) = value { members.map(\.key) } else { [] }
                context.error(pointer, "expected one of fixed, flexible (an object with one key)",
                              hint: written.lazy.compactMap { DecodingContext.hint(for: $0, among: keys) }.first)
                return nil
            }
            guard let amount = Read.length()(member.value, pointer.appending(member.key), &context) else { return nil }
            return member.key == "fixed" ? .fixed(amount) : .flexible(amount)
        }

        var jsonValue: JSONValue {
            switch self {
            case .fixed(let value): .object([("fixed", .number(value))])
            case .flexible(let value): .object([("flexible", .number(value))])
            }
        }
    }
}

extension LayoutDocument.Spacing: Codable {
    /// Decodes the spacing from its JSON form, with the format's checks.
    public init(from decoder: any Decoder) throws { self = try DocumentCoding.decode(from: decoder, Self.decode) }
    /// Encodes the spacing in its JSON form.
    public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}
