import JSONText
extension LayoutDocument {
    /// One dimension of a size (UIKit's `NSCollectionLayoutDimension`), written as a one-key object:
    /// `{ "fractionalWidth": 0.5 }`, `{ "absolute": 44 }`, `{ "estimated": 44 }`,
    /// `{ "fractionalHeight": 1 }` or `{ "uniformAcrossSiblings": 44 }` (the estimate).
    ///
    /// Beyond UIKit.
    public enum Dimension: Hashable, Sendable {
        /// A fraction of the container's width.
        case fractionalWidth(Double)
        /// A fraction of the container's height.
        case fractionalHeight(Double)
        /// A fixed number of points.
        case absolute(Double)
        /// An estimate in points; the cell's preferred size replaces it.
        case estimated(Double)
        /// An estimate shared by all siblings, which take the largest measured size (iOS 17).
        case uniformAcrossSiblings(estimate: Double)

        /// The keys a dimension object may have, in the order messages list them.
        static let keys = ["absolute", "estimated", "fractionalWidth", "fractionalHeight", "uniformAcrossSiblings"]

        static func decode(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> Dimension? {
            let expected = "expected one of " + keys.joined(separator: ", ")
            guard case .object(let members) = value else {
                context.error(pointer, expected + " (an object with one key), found \(value.typeName)")
                return nil
            }
            let known = members.filter { keys.contains($0.key) }
            guard known.count == 1, let member = known.first else {
                context.error(pointer, known.isEmpty ? expected : "expected exactly one of " + keys.joined(separator: ", ")
                              + "; found " + known.map(\.key).joined(separator: ", "),
                              hint: known.isEmpty ? members.lazy.compactMap { DecodingContext.hint(for: $0.key, among: keys) }.first : nil)
                return nil
            }
            for other in members where !keys.contains(other.key) {
                context.unknownKey(other.key, at: pointer.appending(other.key), allowed: [])
            }
            let place = pointer.appending(member.key)
            switch member.key {
            case "fractionalWidth": return Read.fraction(member.value, place, &context).map { .fractionalWidth($0) }
            case "fractionalHeight": return Read.fraction(member.value, place, &context).map { .fractionalHeight($0) }
            case "absolute": return Read.length()(member.value, place, &context).map { .absolute($0) }
            case "estimated": return positive(member.value, place, &context).map { .estimated($0) }
            default: return positive(member.value, place, &context).map { .uniformAcrossSiblings(estimate: $0) }
            }
        }

        /// Estimates must be greater than zero (UIKit cannot measure from a zero estimate).
        private static func positive(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> Double? {
            guard let number = Read.length()(value, pointer, &context) else { return nil }
            guard number > 0 else {
                context.error(pointer, "an estimate must be greater than 0; got \(JSONWriter.numberText(number))")
                return nil
            }
            return number
        }

        var jsonValue: JSONValue {
            switch self {
            case .fractionalWidth(let value): .object([("fractionalWidth", .number(value))])
            case .fractionalHeight(let value): .object([("fractionalHeight", .number(value))])
            case .absolute(let value): .object([("absolute", .number(value))])
            case .estimated(let value): .object([("estimated", .number(value))])
            case .uniformAcrossSiblings(let value): .object([("uniformAcrossSiblings", .number(value))])
            }
        }
    }
}

extension LayoutDocument.Dimension: Codable {
    /// Decodes the dimension from its JSON form, with the format's checks.
    public init(from decoder: any Decoder) throws { self = try DocumentCoding.decode(from: decoder, Self.decode) }
    /// Encodes the dimension in its JSON form.
    public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}
