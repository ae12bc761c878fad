import Foundation
@testable import LayoutFormat
import Testing

/// `LayoutDocument.Source`: the text parsed once, with the place of every value, and problems placed from it.
@Suite("Source places")
struct SourcePlaceTests {
    static let text = "{\n  \"a/b\": [10,\n    { \"é~x\": true } ],\n  \"ünï\": { \"k\": null }\n}"

    @Test("escaped tokens, array elements, scalars not bytes, nearest ancestor")
    func places() throws {
        let source = LayoutDocument.Source(jsonString: Self.text)
        #expect(source.problems.isEmpty)
        // A member begins at its key: `  "a/b"` puts the quote in column 3.
        #expect(source.place(of: "/a~1b") == .init(line: 2, column: 3))
        // An array element begins at its value: four spaces, then `{`.
        #expect(source.place(of: "/a~1b/1") == .init(line: 3, column: 5))
        #expect(source.place(of: "/a~1b/0") == .init(line: 2, column: 11))
        #expect(source.place(of: "/a~1b/1/é~0x") == .init(line: 3, column: 7))
        // `  "ünï": { "k"`: the key `k` is the 12th scalar of line 4 (ü, n and ï count once each).
        #expect(source.place(of: "/ünï/k") == .init(line: 4, column: 12))
        // Out of the document: the nearest ancestor that is in it.
        #expect(source.place(of: "/ünï/missing/deeper") == .init(line: 4, column: 3))
        #expect(source.place(of: "/a~1b/7") == .init(line: 2, column: 3))
        #expect(source.place(of: "") == .init(line: 1, column: 1))
        #expect(source.place(of: "/zzz") == .init(line: 1, column: 1))
    }

    @Test("the table keeps the value's place and the key's")
    func valueAndKey() throws {
        let (value, table) = try JSONParser.parseWithPlaces(Array(Self.text.utf8))
        let pointer = JSONPointer(parsing: "/a~1b")
        let entry = try #require(table.resolve([pointer], in: value)[pointer])
        #expect(entry.exact)
        // `  "a/b": [`: the key's quote in column 3, the `[` in column 10.
        #expect(table.keyPlace(ofEntry: entry.entry) == .init(line: 2, column: 3))
        #expect(table.valuePlace(ofEntry: entry.entry) == .init(line: 2, column: 10))
        // Root, "a/b", 10, {…}, true, "ünï", null: seven values.
        #expect(table.count == 7)
        #expect(table.keyPlace(ofEntry: 0) == nil)
    }

    @Test("a byte-order mark is not a column")
    func byteOrderMark() {
        let source = LayoutDocument.Source(jsonData: Data([0xEF, 0xBB, 0xBF]) + Data("{ \"k\": 1 }".utf8))
        #expect(source.place(of: "/k") == .init(line: 1, column: 3))
    }

    @Test("a syntax error carries its line and column as fields")
    func syntaxError() throws {
        let result = LayoutDocument.decode(jsonString: "{\n  \"formatVersion\": \"1.0\",\n  \"sections\": [ }\n}")
        let problem = try #require(result.problems.first)
        #expect(result.problems.count == 1)
        // Line 3 is `  "sections": [ }`: the `}` where a value should be is its 17th scalar.
        #expect(problem.line == 3 && problem.column == 17)
        #expect(problem.pointer == "/sections/0")
        #expect(problem.message == "invalid JSON at line 3, column 17: unexpected character '}'; expected a value")
    }

    @Test("decoding places every problem: a wrong value at its key, a missing key at its object")
    func decodedProblemsArePlaced() throws {
        let text = "{\n  \"formatVersion\": \"1.0\",\n  \"sections\": [\n    { \"group\": { \"type\": \"diagonal\" } }\n  ]\n}"
        let result = LayoutDocument.decode(jsonString: text)
        let type = try #require(result.problems.first { $0.pointer == "/sections/0/group/type" })
        // `    { "group": { "type"`: the key's quote is the 18th scalar of line 4.
        #expect(type.line == 4 && type.column == 18)
        #expect(result.problems.allSatisfy { $0.line != nil && $0.column != nil })
    }

    @Test("deep nesting, huge strings and a lone high surrogate give a placed problem, not a trap")
    func hostileText() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let nested = LayoutDocument.Source(jsonString: deep)
        #expect(nested.problems.first?.line == 1)
        // The 201st `[` is one level too deep.
        #expect(nested.problems.first?.column == 201)
        let huge = "{ \"k\": \"" + String(repeating: "é", count: 1_000_000) + "\", \"n\": 1 }"
        let big = LayoutDocument.Source(jsonString: huge)
        #expect(big.problems.isEmpty)
        // `{ "k": "` then a million é (one scalar each), `", `: the key "n" at column 9 + 1,000,000 + 3.
        #expect(big.place(of: "/n") == .init(line: 1, column: 1_000_012))
        let surrogate = LayoutDocument.Source(jsonString: #"{ "k": "\ud800" }"#)
        #expect(surrogate.problems.first?.column == 15)
    }

    @Test("placing problems found later fills only what is missing")
    func placedLater() {
        let source = LayoutDocument.Source(jsonString: Self.text)
        let problems = source.placed([
            .init(severity: .error, pointer: "/ünï/k", message: "a"),
            .init(severity: .error, pointer: "/a~1b", message: "b", line: 9, column: 9),
            .init(severity: .warning, option: "width", message: "c"),
        ])
        #expect(problems.map(\.line) == [4, 9, nil])
        #expect(problems.map(\.column) == [12, 9, nil])
        #expect(problems[2].description == "width: warning: c")
    }
}

/// The `hint` of a problem: an unknown key close to a key the format reads there.
@Suite("Problem hints")
struct ProblemHintTests {
    @Test("an unknown key a letter away from a known one, or differing in case, names it; others get no hint")
    func unknownKeyHints() throws {
        let text = #"{ "formatVersion": "1.0", "configuration": { "interSectionSpacng": 16, "zzz": 1 }, "Sections": [] }"#
        let result = LayoutDocument.decode(jsonString: text)
        let misspelt = try #require(result.problems.first { $0.pointer == "/configuration/interSectionSpacng" })
        // A 1.0 document of a 1.0 reader: an unknown key is a mistake, not a later version's addition.
        #expect(misspelt.severity == .error)
        #expect(misspelt.message == "unknown key 'interSectionSpacng'")
        #expect(misspelt.hint == "did you mean 'interSectionSpacing'?")
        #expect(result.problems.first { $0.pointer == "/configuration/zzz" }?.hint == nil)
        // `Sections` for `sections`: the required key is missing, and the unknown one points to it.
        #expect(result.problems.first { $0.pointer == "/Sections" }?.hint == "did you mean 'sections'?")
        #expect(result.problems.contains { $0.pointer == "" && $0.message == "missing required key 'sections'" })
        // The hint is not part of the one-line description; the tools' located line adds it. The key begins at
        // line 1, column 46 (45 characters before its opening quote).
        #expect(misspelt.description == "/configuration/interSectionSpacng: unknown key 'interSectionSpacng'")
        #expect(misspelt.located(in: "a.json")
                    == "a.json:1:46: /configuration/interSectionSpacng: unknown key 'interSectionSpacng'; did you mean 'interSectionSpacing'?")
    }
}
