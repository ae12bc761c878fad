@testable import LayoutFormat
import JSONText
import Testing

/// Duplicate keys are found in objects of every size: the small ones compare keys, the large ones hash them.
@Suite struct JSONKeyTableTests {
    /// Objects of 3, 9 and 5,000 members with their last key repeating the first (or a middle one): each is
    /// refused, naming the key; the same objects without the repeat parse, with their members in order.
    @Test(arguments: [3, 9, 5_000])
    func aRepeatedKeyIsFoundInAnObjectOf(_ count: Int) throws {
        let members = (0..<count).map { "\"k\($0)\": \($0)" }
        let unique = "{ " + members.joined(separator: ", ") + " }"
        guard case .object(let parsed) = try JSONParser.parse(Array(unique.utf8)) else {
            Issue.record("not an object")
            return
        }
        #expect(parsed.count == count)
        #expect(parsed.last?.key == "k\(count - 1)")
        for repeated in ["k0", "k\(count / 2)"] {
            let text = "{ " + members.joined(separator: ", ") + ", \"\(repeated)\": 1 }"
            #expect {
                _ = try JSONParser.parse(Array(text.utf8))
            } throws: { error in
                (error as? JSONParser.SyntaxError)?.message == "duplicate key '\(repeated)'"
            }
        }
        // A key written with an escape is the same key.
        let escaped = "{ " + members.joined(separator: ", ") + ", \"\\u006b0\": 1 }"
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(Array(escaped.utf8)) }
    }
}
