import Foundation
import LayoutDocument
import Testing

/// What the tools print of a document cannot drive the terminal: control characters are written as escapes.
@Suite("Terminal escaping")
struct TerminalEscapingTests {
    @Test("C0 and C1 controls, DEL, separators and bidirectional marks are escaped; other text is kept")
    func escapes() {
        #expect(TerminalText.escaped("a\u{1B}[31mb\u{07}\u{0}\u{7F}\u{9B}\u{2028}\u{202E}é✓")
                    == #"a\u{1B}[31mb\u{7}\u{0}\u{7F}\u{9B}\u{2028}\u{202E}é✓"#)
        #expect(TerminalText.escaped("plain text: /sections/0") == "plain text: /sections/0")
    }

    @Test("a problem's description and located line escape what the document wrote")
    func problemsEscape() throws {
        // The key is x, ESC, "[2J" (clear screen), BEL: JSON escapes in the text, raw characters once decoded.
        let result = LayoutDocument.decode(jsonString: #"{ "formatVersion": "1.0", "x\u001b[2J\u0007": 1, "sections": [ { "list": { "appearance": "plain" } } ] }"#)
        let problem = try #require(result.errors.first)
        #expect(problem.message == "unknown key 'x\u{1B}[2J\u{07}'")
        #expect(problem.description == #"/x\u{1B}[2J\u{7}: unknown key 'x\u{1B}[2J\u{7}'"#)
        // The key begins after `{ "formatVersion": "1.0", ` (26 characters); the file name is escaped too.
        #expect(problem.located(in: "a\u{1B}.json") == #"a\u{1B}.json:1:27: /x\u{1B}[2J\u{7}: unknown key 'x\u{1B}[2J\u{7}'"#)
        #expect(!problem.located(in: "a.json").unicodeScalars.contains { $0.value < 0x20 })
    }
}
