import Foundation
import JSONText
@testable import LayoutFormat
import Testing

/// JSON string escapes (RFC 8259, section 7): every kind decodes to the scalar it names, wherever it stands
/// among plain and multi-byte text, and a wrong escape is a placed problem.
@Suite("String escapes")
struct StringEscapeTests {
    /// The decoded value of the JSON string literal `literal` (quotes included).
    static func decoded(_ literal: String) throws -> String? {
        guard case .string(let text) = try JSONParser.parse(Array(literal.utf8)) else { return nil }
        return text
    }

    @Test("each escape names its scalar")
    func everyEscape() throws {
        // The eight short escapes, then `\u` in both cases of hexadecimal digits.
        #expect(try Self.decoded(#""\" \\ \/ \b \f \n \r \t""#) == "\" \\ / \u{08} \u{0C} \n \r \t")
        #expect(try Self.decoded(#""\u0041\u00e9\u00E9\u20AC\u0000\uFFFF""#) == "A\u{E9}\u{E9}\u{20AC}\u{0}\u{FFFF}")
        // D83D DE00: 0x10000 + (0xD83D − 0xD800) · 0x400 + (0xDE00 − 0xDC00) = 0x10000 + 0xF400 + 0x200 = 0x1F600.
        #expect(try Self.decoded(#""\uD83D\uDE00""#) == "\u{1F600}")
        // DBFF DFFF: 0x10000 + 0x3FF · 0x400 + 0x3FF = 0x10FFFF, the last scalar.
        #expect(try Self.decoded(#""\uDBFF\uDFFF""#) == "\u{10FFFF}")
    }

    @Test("escapes between, before and after plain and multi-byte runs")
    func escapesAmongRuns() throws {
        #expect(try Self.decoded(#""\nabc\n""#) == "\nabc\n")
        #expect(try Self.decoded(#""é\nü\u00e9x""#) == "é\nüéx")
        #expect(try Self.decoded(#""日本\uD83D\uDE00語\"""#) == "日本\u{1F600}語\"")
        #expect(try Self.decoded(#""\\\\\\""#) == "\\\\\\")
        // A combining accent escaped after a plain `e` joins it as one character, as in the text it stands for.
        #expect(try Self.decoded(#""e\u0301""#) == "e\u{301}")
        #expect(try Self.decoded(#""""#) == "")
        // 10,000 times `a"b⏎é`: the same text as its unescaped repetition.
        let piece = #"a\"b\nÉ"#
        #expect(try Self.decoded("\"" + String(repeating: piece, count: 10_000) + "\"")
                == String(repeating: "a\"b\nÉ", count: 10_000))
    }

    @Test("an escaped key is the key it decodes to")
    func escapedKey() throws {
        let value = try JSONParser.parse(Array(#"{ "a\u002Fb\n": 1 }"#.utf8))
        guard case .object(let members) = value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["a/b\n"])
    }

    /// Line 3 of the document is `  "x": "ok` + the bytes of the case + `" }`: the string's `"` is column 8,
    /// `o` 9, `k` 10, and the case's first byte is column 11.
    static func document(_ bytes: [UInt8]) -> Data {
        Data(#"{ "formatVersion": "1.0","#.utf8) + Data("\n".utf8)
            + Data(#"  "sections": [ { "list": { "appearance": "plain" } } ],"#.utf8) + Data("\n".utf8)
            + Data(#"  "x": "ok"#.utf8) + Data(bytes) + Data(#"" }"#.utf8)
    }

    struct BadCase: Sendable, CustomStringConvertible {
        var bytes: [UInt8]
        var column: Int
        var message: String
        var description: String { message + " at column \(column)" }
        init(_ text: String, _ column: Int, _ message: String) { self.init(Array(text.utf8), column, message) }
        init(_ bytes: [UInt8], _ column: Int, _ message: String) {
            self.bytes = bytes
            self.column = column
            self.message = message
        }
    }

    static let badCases: [BadCase] = [
        // An unknown escape is placed at its letter: `\` 11, `q` 12.
        BadCase(#"\q"#, 12, #"unknown escape '\q' in a string"#),
        // A surrogate that is not half of a pair is placed just after its four digits (`\` 11, `u` 12, digits
        // 13–16), where the low half's `\u` should begin; for a bad low half, just after the low half's digits
        // (`\u` 17–18, digits 19–22).
        BadCase(#"\uD800x"#, 17, #"unpaired surrogate in a \u escape"#),
        BadCase(#"\uD800\u0041"#, 23, #"unpaired surrogate in a \u escape"#),
        BadCase(#"\uD800\uD800"#, 23, #"unpaired surrogate in a \u escape"#),
        BadCase(#"\uDC00"#, 17, #"unpaired surrogate in a \u escape"#),
        // After a good escape: `\n` is columns 11–12, the lone high surrogate 13–18, the closing quote 19.
        BadCase(#"\n\uDBFF"#, 19, #"unpaired surrogate in a \u escape"#),
        // A bad digit is placed at the digit: `\` 11, `u` 12, `1` 13, `2` 14, `G` 15.
        BadCase(#"\u12G4"#, 15, #"a \u escape needs four hexadecimal digits"#),
        // Too few digits: the closing quote stands where the third digit should, column 15.
        BadCase(#"\u00"#, 15, #"a \u escape needs four hexadecimal digits"#),
        // A raw tab is a control character, at its own column.
        BadCase("\t", 11, "control character in a string; escape it"),
        // Bad UTF-8 after an escape is found where its run ends: `\n` 11–12, the lead byte 13 (continuation bytes
        // share their lead's column), the next backslash or the closing quote 14.
        BadCase([0x5C, 0x6E, 0xED, 0xA0, 0x80, 0x5C, 0x6E], 14, "a string is not valid UTF-8"),  // a surrogate
        BadCase([0x5C, 0x6E, 0xC0, 0xAF, 0x5C, 0x6E], 14, "a string is not valid UTF-8"),  // an overlong `/`
        BadCase([0x5C, 0x6E, 0xF4, 0x90, 0x80, 0x80], 14, "a string is not valid UTF-8"),  // above U+10FFFF
        BadCase([0x5C, 0x6E, 0xE2, 0x82], 14, "a string is not valid UTF-8"),  // a truncated `€`
    ]

    @Test("a wrong escape is an error at its line and column", arguments: badCases)
    func badEscape(_ bad: BadCase) throws {
        let result = LayoutDocument.decode(jsonData: Self.document(bad.bytes))
        #expect(result.document == nil)
        let problem = try #require(result.problems.first)
        #expect(result.problems.count == 1)
        #expect(problem.severity == .error)
        #expect(problem.pointer == "/x")
        #expect(problem.line == 3 && problem.column == bad.column)
        #expect(problem.message == "invalid JSON at line 3, column \(bad.column): \(bad.message)")
    }

    @Test("the same bytes are good UTF-8 when whole: `€` after an escape")
    func goodMultiByteAfterEscape() throws {
        let result = LayoutDocument.Source(jsonData: Data(#"{ "x": "\n"#.utf8) + Data([0xE2, 0x82, 0xAC]) + Data(#"" }"#.utf8))
        #expect(result.problems.isEmpty)
        guard case .object(let members)? = result.value else { Issue.record("not an object"); return }
        #expect(members.first?.value == .string("\n€"))
    }
}
