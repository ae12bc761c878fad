/// Writes JSON in the format's canonical form: two-space indentation, members in the order they were
/// built, and containers that hold only scalars kept on one line when short.
enum JSONWriter {
    /// Containers of scalars up to this many characters stay on one line.
    static let inlineLimit = 72

    static func write(_ value: JSONValue) -> String {
        var output = ""
        write(value, indent: 0, into: &output)
        output += "\n"
        return output
    }

    private static func write(_ value: JSONValue, indent: Int, into output: inout String) {
        switch value {
        case .null, .bool, .number, .string:
            output += scalarText(value)
        case .array(let elements):
            if elements.isEmpty { output += "[]"; return }
            if let inline = inlineText(value) { output += inline; return }
            output += "[\n"
            for (offset, element) in elements.enumerated() {
                output += String(repeating: " ", count: indent + 2)
                write(element, indent: indent + 2, into: &output)
                output += offset == elements.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            if members.isEmpty { output += "{}"; return }
            if let inline = inlineText(value) { output += inline; return }
            output += "{\n"
            for (offset, member) in members.enumerated() {
                output += String(repeating: " ", count: indent + 2) + quoted(member.key) + ": "
                write(member.value, indent: indent + 2, into: &output)
                output += offset == members.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: " ", count: indent) + "}"
        }
    }

    /// The one-line form of a container whose members are all scalars, if it is short enough.
    private static func inlineText(_ value: JSONValue) -> String? {
        let text: String
        switch value {
        case .array(let elements):
            guard elements.allSatisfy(isScalar) else { return nil }
            text = "[" + elements.map(scalarText).joined(separator: ", ") + "]"
        case .object(let members):
            guard members.allSatisfy({ isScalar($0.value) }) else { return nil }
            text = "{ " + members.map { quoted($0.key) + ": " + scalarText($0.value) }.joined(separator: ", ") + " }"
        default:
            return nil
        }
        return text.count <= inlineLimit ? text : nil
    }

    private static func isScalar(_ value: JSONValue) -> Bool {
        switch value {
        case .array, .object: false
        default: true
        }
    }

    private static func scalarText(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): numberText(number)
        case .string(let text): quoted(text)
        case .array, .object: ""
        }
    }

    /// Whole numbers without a fraction; others in the shortest form that reads back to the same `Double`.
    static func numberText(_ number: Double) -> String {
        guard number.isFinite else { return "0" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return String(describing: number)
    }

    static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}
