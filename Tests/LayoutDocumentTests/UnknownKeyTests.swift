import Foundation
import LayoutDocument
import Testing

/// Mistakes in a document of this reader's version are errors with a "did you mean"; only a newer minor version's
/// unknown keys are warnings.
@Suite("Unknown keys and values")
struct UnknownKeyTests {
    static func carousel(behaviourKey: String = "orthogonalScrollingBehavior", version: String = "1.0",
                         width: String = #"{ "fractionalWidth": 1 }"#, direction: String = "vertical") -> String {
        #"""
        { "formatVersion": "\#(version)", "configuration": { "scrollDirection": "\#(direction)" },
          "sections": [ { "\#(behaviourKey)": "continuous", "group": { "type": "horizontal",
            "size": { "width": \#(width), "height": { "absolute": 50 } },
            "subitems": [ { "type": "item", "size": { "width": { "fractionalWidth": 0.5 }, "height": { "fractionalHeight": 1 } } } ] } } ] }
        """#
    }

    @Test("a misspelt key is an error naming the key it is closest to, and the document does not load")
    func misspeltKeyIsAnError() throws {
        let result = LayoutDocument.decode(jsonString: Self.carousel(behaviourKey: "orthogonalScrolingBehavior"))
        #expect(result.document == nil)
        let problem = try #require(result.problems.first)
        #expect(result.problems.count == 1)
        #expect(problem.severity == .error)
        #expect(problem.pointer == "/sections/0/orthogonalScrolingBehavior")
        #expect(problem.message == "unknown key 'orthogonalScrolingBehavior'")
        #expect(problem.hint == "did you mean 'orthogonalScrollingBehavior'?")
        // Line 2; the key's quote follows `  "sections": [ { ` (18 characters).
        #expect(problem.located(in: "c.json") == "c.json:2:19: /sections/0/orthogonalScrolingBehavior: unknown key "
                    + "'orthogonalScrolingBehavior'; did you mean 'orthogonalScrollingBehavior'?")
    }

    @Test("a dimension with a misspelt kind names the kind it is closest to")
    func misspeltDimension() throws {
        let result = LayoutDocument.decode(jsonString: Self.carousel(width: #"{ "fractionWidth": 1 }"#))
        let problem = try #require(result.errors.first)
        #expect(problem.pointer == "/sections/0/group/size/width")
        #expect(problem.hint == "did you mean 'fractionalWidth'?")
    }

    @Test("a value differing only in case names the value; a far one gets no hint")
    func enumValues() throws {
        let cased = try #require(LayoutDocument.decode(jsonString: Self.carousel(direction: "Vertical")).errors.first)
        #expect(cased.pointer == "/configuration/scrollDirection")
        #expect(cased.message == "expected one of vertical, horizontal; got 'Vertical'")
        #expect(cased.hint == "did you mean 'vertical'?")
        let typo = try #require(LayoutDocument.decode(jsonString: Self.carousel(direction: "horizontl")).errors.first)
        #expect(typo.hint == "did you mean 'horizontal'?")
        let far = try #require(LayoutDocument.decode(jsonString: Self.carousel(direction: "diagonal")).errors.first)
        #expect(far.hint == nil)
    }

    @Test("in a newer minor version's document an unknown key is a warning, still with its hint")
    func newerMinorVersionWarns() throws {
        let result = LayoutDocument.decode(jsonString: Self.carousel(behaviourKey: "orthogonalScrolingBehavior", version: "1.3"))
        #expect(result.document != nil)
        #expect(result.errors.isEmpty)
        let unknown = try #require(result.warnings.first { $0.pointer == "/sections/0/orthogonalScrolingBehavior" })
        #expect(unknown.message == "unknown key 'orthogonalScrolingBehavior' (ignored)")
        #expect(unknown.hint == "did you mean 'orthogonalScrollingBehavior'?")
    }

    @Test("past 1,000 problems the rest are counted in one last problem")
    func problemsAreCapped() throws {
        // 1,500 unknown keys at the root: 1,000 listed, then one error for the other 500.
        let keys = (0..<1_500).map { #""k\#($0)": 1"# }.joined(separator: ", ")
        let result = LayoutDocument.decode(jsonString: #"{ "formatVersion": "1.0", "sections": [ { "list": { "appearance": "plain" } } ], \#(keys) }"#)
        #expect(result.document == nil)
        #expect(result.problems.count == 1_001)
        let last = try #require(result.problems.last)
        #expect(last.severity == .error)
        #expect(last.pointer == "")
        #expect(last.message == "500 more problems not listed (at most 1000 are listed)")
    }
}
