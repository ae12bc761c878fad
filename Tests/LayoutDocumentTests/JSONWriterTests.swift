import JSONText
import Foundation
@testable import LayoutFormat
import Testing

/// The one JSON writer and its one string-escaping routine (LayoutRendering's `JSONWriter`, which the format,
/// frames JSON and the playground share).
@Suite("JSON writer")
struct JSONWriterTests {
    @Test("quotes, backslashes, control characters, U+2028 and U+2029 are escaped; the rest is written as it is")
    func hostileCharacters() {
        let text = "a\"b\\c\n\r\t\u{0}\u{1F}\u{8}\u{7F}/é😀\u{2028}x\u{2029}"
        // \u{7F} (DEL), `/`, é and 😀 stay; NUL, U+001F and backspace take the \u00XX form, lowercase.
        #expect(JSONWriter.quoted(text) == #""a\"b\\c\n\r\t\u0000\u001f\u0008"# + "\u{7F}/é😀" + #"\u2028x\u2029""#)
        #expect(JSONWriter.quoted("") == "\"\"")
        // Characters whose UTF-8 shares bytes with U+2028 (E2 80 A8) are not escaped: ₨ is E2 82 A8, † is E2 80 A0.
        #expect(JSONWriter.quoted("₨†\u{2027}") == "\"₨†\u{2027}\"")
    }

    @Test("every scalar below U+0100 and the line separators read back the same through the format's parser")
    func roundTrip() throws {
        let scalars = (0..<0x100).compactMap(Unicode.Scalar.init) + ["\u{2028}", "\u{2029}", "\u{FFFF}", "\u{10FFFF}"]
        let text = String(String.UnicodeScalarView(scalars))
        let parsed = try JSONParser.parse(Array(JSONWriter.quoted(text).utf8))
        #expect(parsed == .string(text))
        // Foundation's reader agrees.
        let decoded = try JSONSerialization.jsonObject(with: Data(JSONWriter.quoted(text).utf8), options: .fragmentsAllowed)
        #expect(decoded as? String == text)
    }

    @Test("a huge string of characters to escape: twice as long plus the quotes, and it reads back")
    func hugeString() throws {
        let text = String(repeating: "\"\u{2028}", count: 500_000)
        let quoted = JSONWriter.quoted(text)
        // Each `"` becomes 2 characters, each U+2028 becomes 6: 8 per pair, and the two quotes.
        #expect(quoted.utf8.count == 500_000 * 8 + 2)
        #expect(try JSONParser.parse(Array(quoted.utf8)) == .string(text))
    }

    @Test("the compact form: no whitespace, members in order; the canonical form keeps short scalar containers inline")
    func forms() {
        let value = JSONValue.object([("b", .array([.number(1), .number(2.5), .null, .bool(true)])),
                                      ("a", .object([("c", .string("d\n"))]))])
        #expect(JSONWriter.compact(value) == #"{"b":[1,2.5,null,true],"a":{"c":"d\n"}}"#)
        #expect(JSONWriter.write(value) == "{\n  \"b\": [1, 2.5, null, true],\n  \"a\": { \"c\": \"d\\n\" }\n}\n")
        #expect(JSONWriter.compact(.array([])) == "[]")
        #expect(JSONWriter.numberText(.nan) == "0" && JSONWriter.numberText(-3) == "-3" && JSONWriter.numberText(0.1) == "0.1")
    }
}
