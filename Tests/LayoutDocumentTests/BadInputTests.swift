import Foundation
import LayoutDocument
import Testing

/// Bad documents give a clear error at the right place, all at once, and never trap.
@Suite("Bad input")
struct BadInputTests {
    @Test("each bad document gives its error at its JSON Pointer", arguments: BadInputCase.all)
    func badInput(_ badCase: BadInputCase) {
        let result = LayoutDocument.decode(jsonString: badCase.json)
        #expect(result.document == nil)
        let match = result.errors.first { $0.pointer == badCase.pointer && $0.message.contains(badCase.message) }
        #expect(match != nil, "errors were: \(result.errors.map(\.description))")
    }

    @Test("every error is reported at once, in document order")
    func allErrorsAtOnce() {
        let json = #"""
            { "formatVersion": "1.0", "sections": [
              { "group": { "type": "horizontal", "size": { "width": { "fractionalWidth": -1 }, "height": { "absolute": 44 } },
                           "subitems": [ { "type": "item", "size": { "width": { "relative": 1 }, "height": { "absolute": 1 } } } ] },
                "orthogonalScrollingBehavior": "sideways" },
              { "list": { "appearance": "plain", "headerMode": "above" } } ] }
            """#
        let result = LayoutDocument.decode(jsonString: json)
        #expect(result.errors.map(\.pointer) == ["/sections/0/group/size/width/fractionalWidth",
                                                 "/sections/0/group/subitems/0/size/width",
                                                 "/sections/0/orthogonalScrollingBehavior",
                                                 "/sections/1/list/headerMode"])
    }

    @Test("unknown keys in a document of this reader's version are errors, each with its place")
    func unknownKeysAreErrors() throws {
        let json = #"{ "formatVersion": "1.0", "colour": "red", "sections": [ { "list": { "appearance": "plain", "rowHeight": 40 } } ] }"#
        let result = LayoutDocument.decode(jsonString: json)
        #expect(result.document == nil)
        #expect(result.warnings.isEmpty)
        #expect(result.errors.map(\.description) == ["/colour: unknown key 'colour'",
                                                     "/sections/0/list/rowHeight: unknown key 'rowHeight'"])
    }

    @Test("a newer minor version loads with a warning; its new keys are reported")
    func newerMinorVersion() {
        let json = #"{ "formatVersion": "1.4", "sections": [ { "masonry": { "columns": 2 }, "list": { "appearance": "grouped" } } ] }"#
        let result = LayoutDocument.decode(jsonString: json)
        #expect(result.document?.formatVersion == LayoutDocument.FormatVersion(major: 1, minor: 4))
        #expect(result.errors.isEmpty)
        #expect(result.warnings.map(\.pointer) == ["/formatVersion", "/sections/0/masonry"])
        #expect(result.warnings.first?.message.contains("newer than this reader's 1.2") == true)
    }

    @Test("the throwing initializer carries every problem")
    func throwingInitializer() {
        #expect(throws: LayoutDocument.DecodingError.self) {
            try LayoutDocument(jsonData: Data(#"{ "formatVersion": "9.0", "sections": [] }"#.utf8))
        }
    }

    @Test("invalid UTF-8, control characters and bad escapes are errors, not traps",
          arguments: [[0x22, 0xFF, 0x22], [0x22, 0x0A, 0x22], Array(#""\x""#.utf8), Array(#""\uD800""#.utf8), [], Array("  ".utf8)])
    func malformedStrings(bytes: [UInt8]) {
        let result = LayoutDocument.decode(jsonData: Data(bytes))
        #expect(result.document == nil)
        #expect(result.errors.count == 1)
        #expect(result.errors.first?.message.hasPrefix("invalid JSON at line 1") == true)
    }

    @Test("a document over 16 MB is refused before parsing")
    func hugeDocument() {
        let padding = String(repeating: " ", count: 17 * 1024 * 1024)
        let result = LayoutDocument.decode(jsonString: #"{ "formatVersion": "1.0", "sections": [] }"# + padding)
        #expect(result.errors.first?.message.contains("the limit is 16777216 bytes") == true)
    }

    @Test("1,000 nested groups are an error at the nesting limit, not a crash")
    func deeplyNestedGroups() {
        var group = BadInputCase.item
        for _ in 0..<1000 { group = BadInputCase.row(subitems: group) }
        let result = LayoutDocument.decode(jsonString: BadInputCase.document(group: group))
        #expect(result.document == nil)
        #expect(result.errors.count == 1)
        #expect(result.errors.first?.message.contains("nests deeper than 200 levels") == true)
    }

    @Test("random bytes and truncations of a valid document never trap")
    func fuzzedInput() throws {
        let valid = try Data(contentsOf: Repository.examplesFolder.appendingPathComponent("carousel-paging-centered.json"))
        var generator = SystemRandomNumberGenerator()
        for length in stride(from: 0, to: valid.count, by: 7) {
            let result = LayoutDocument.decode(jsonData: valid.prefix(length))
            #expect(result.document == nil)
        }
        for _ in 0..<300 {
            var bytes = [UInt8](valid)
            for _ in 0..<3 { bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
            let result = LayoutDocument.decode(jsonData: Data(bytes))
            #expect(result.document != nil || !result.errors.isEmpty)
        }
    }
}
