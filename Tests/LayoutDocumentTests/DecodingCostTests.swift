import Foundation
import LayoutDocument
import Testing

/// Decoding costs time in proportion to the document: documents near the 16 MB limit built to be slow (one long
/// string, very many unknown keys) decode in seconds even in a debug build. A reader quadratic in either would
/// take hours on these, so the generous bounds still tell the two apart on a loaded machine.
@Suite("Decoding cost")
struct DecodingCostTests {
    static let bound = Duration.seconds(30)

    @Test("a document holding one 15 MB string decodes in linear time")
    func longString() {
        let text = #"{ "formatVersion": "1.0", "sections": [ { "list": { "appearance": "plain" } } ], "x": ""#
            + String(repeating: "a", count: 15 * 1024 * 1024) + #"" }"#
        let clock = ContinuousClock()
        var result: LayoutDocument.DecodingResult?
        let elapsed = clock.measure { result = LayoutDocument.decode(jsonString: text) }
        #expect(elapsed < Self.bound)
        #expect(result?.errors.map(\.pointer) == ["/x"])
    }

    @Test("a document of 300,000 unknown keys decodes in linear time, listing 1,000 problems")
    func manyUnknownKeys() {
        let keys = (0..<300_000).map { #""key\#($0)": 0"# }.joined(separator: ",")
        let text = #"{ "formatVersion": "1.0", "sections": [ { "list": { "appearance": "plain" } } ], "# + keys + "}"
        let clock = ContinuousClock()
        var result: LayoutDocument.DecodingResult?
        let elapsed = clock.measure { result = LayoutDocument.decode(jsonString: text) }
        #expect(elapsed < Self.bound)
        #expect(result?.problems.count == 1_001)
        #expect(result?.problems.last?.message == "299000 more problems not listed (at most 1000 are listed)")
    }
}
