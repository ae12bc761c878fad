/// The project's one JSON writer and its one string-escaping routine: the layout format's canonical form
/// (`LayoutDocument.jsonString`), frames JSON (``FramesJSONRenderer``) and the playground's answers all
/// write their strings with ``quoted(_:)``.
///
/// Beyond UIKit.
public enum JSONWriter {
    /// In the canonical form, containers of scalars up to this many characters stay on one line.
    public static let inlineLimit = 72

    /// The canonical form: two-space indentation, members in the order given, containers that hold only
    /// scalars kept on one line when short (``inlineLimit``), and a final newline.
    ///
    /// - Complexity: O(n) in the size of the output.
    public static func write(_ value: JSONValue) -> String {
        var output = ""
        write(value, indent: 0, into: &output)
        output += "\n"
        return output
    }

    /// The compact form: no whitespace at all (`{"a":[1,2]}`), members in the order given, no final newline.
    ///
    /// - Complexity: O(n) in the size of the output.
    public static func compact(_ value: JSONValue) -> String {
        var output = ""
        writeCompact(value, into: &output)
        return output
    }

    private static func writeCompact(_ value: JSONValue, into output: inout String) {
        switch value {
        case .null, .bool, .number, .string:
            output += scalarText(value)
        case .array(let elements):
            output += "["
            for (offset, element) in elements.enumerated() {
                if offset > 0 { output += "," }
                writeCompact(element, into: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (offset, member) in members.enumerated() {
                if offset > 0 { output += "," }
                output += quoted(member.key) + ":"
                writeCompact(member.value, into: &output)
            }
            output += "}"
        }
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

    /// Whole numbers without a fraction; others in the shortest form that reads back to the same `Double`;
    /// a number that is not finite (JSON has none) as `0`.
    ///
    /// - Complexity: O(1).
    public static func numberText(_ number: Double) -> String {
        guard number.isFinite else { return "0" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return String(describing: number)
    }

    /// `text` as a JSON string literal (RFC 8259): `"` and `\` escaped, `\n`, `\r` and `\t` in their short
    /// forms, the other control characters (below U+0020) as `\u00XX` (lowercase hex), and U+2028 and
    /// U+2029 as `\u2028` and `\u2029` so the literal is also JavaScript inside a `<script>`. Everything else,
    /// `/` and non-ASCII text included, is written as it is.
    ///
    /// - Complexity: O(n) in the UTF-8 length of the text.
    public static func quoted(_ text: String) -> String {
        let source = text.utf8
        var output: [UInt8] = []
        output.reserveCapacity(source.count + 2)
        output.append(UInt8(ascii: "\""))
        var iterator = source.makeIterator()
        // The last two bytes, to recognise U+2028/U+2029 (E2 80 A8/A9) as their third byte arrives.
        var previous: (UInt8, UInt8) = (0, 0)
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "\""): output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\n"): output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20:
                output += Array("\\u00".utf8) + [hexDigit(byte >> 4), hexDigit(byte & 0xF)]
            case 0xA8 where previous == (0xE2, 0x80), 0xA9 where previous == (0xE2, 0x80):
                output.removeLast(2)
                output += Array("\\u202".utf8) + [byte == 0xA8 ? UInt8(ascii: "8") : UInt8(ascii: "9")]
            default:
                output.append(byte)
            }
            previous = (previous.1, byte)
        }
        output.append(UInt8(ascii: "\""))
        return String(decoding: output, as: UTF8.self)
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
