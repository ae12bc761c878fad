import JSONText

extension JSONValue {
    /// The JSON type's name, for messages ("expected a number, found a string").
    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// Builds an object's members in a fixed order, leaving out absent values.
struct JSONObjectBuilder {
    private(set) var members: [(key: String, value: JSONValue)] = []

    mutating func add(_ key: String, _ value: JSONValue?) {
        if let value { members.append((key, value)) }
    }

    var value: JSONValue { .object(members) }
}
