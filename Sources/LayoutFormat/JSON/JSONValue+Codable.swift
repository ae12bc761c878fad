import JSONText
/// Lets the format's types take part in `Codable`: they read and write a `JSONValue` and run their own checks.
/// (The methods, not a conformance: `JSONValue` and `Codable` both come from other modules.)
extension JSONValue {
    /// A value as a `Codable` member of a container.
    private struct Coded: Codable {
        var value: JSONValue
        init(_ value: JSONValue) { self.value = value }
        init(from decoder: any Decoder) throws { value = try JSONValue(from: decoder) }
        func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: AnyKey.self) {
            // Coders do not keep key order; sort for a stable result.
            var members: [(key: String, value: JSONValue)] = []
            for key in keyed.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                members.append((key.stringValue, try keyed.decode(Coded.self, forKey: key).value))
            }
            self = .object(members)
            return
        }
        if var unkeyed = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !unkeyed.isAtEnd { elements.append(try unkeyed.decode(Coded.self).value) }
            self = .array(elements)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let flag = try? single.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? single.decode(Double.self) {
            self = .number(number)
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let flag):
            var single = encoder.singleValueContainer()
            try single.encode(flag)
        case .number(let number):
            var single = encoder.singleValueContainer()
            if number == number.rounded(), abs(number) < 1e15 { try single.encode(Int64(number)) } else { try single.encode(number) }
        case .string(let text):
            var single = encoder.singleValueContainer()
            try single.encode(text)
        case .array(let elements):
            var unkeyed = encoder.unkeyedContainer()
            for element in elements { try unkeyed.encode(Coded(element)) }
        case .object(let members):
            var keyed = encoder.container(keyedBy: AnyKey.self)
            for member in members { try keyed.encode(Coded(member.value), forKey: AnyKey(stringValue: member.key)) }
        }
    }
}

/// The bridge between `Codable` and the format's own decoder.
enum DocumentCoding {
    /// Decodes a value of the format from any `Decoder`; a document with errors throws
    /// `DecodingError.dataCorrupted` listing every problem.
    static func decode<T>(from decoder: any Decoder,
                          _ decode: (JSONValue, JSONPointer, inout DecodingContext) -> T?) throws -> T {
        let value = try JSONValue(from: decoder)
        var context = DecodingContext()
        let decoded = decode(value, .root, &context)
        guard let decoded, !context.hasErrors else {
            let problems = context.problems.filter { $0.severity == .error }.map(\.description).joined(separator: "; ")
            throw Swift.DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: problems))
        }
        return decoded
    }
}
