import Foundation
import LayoutDocument
import Testing

/// A preview's `content` and `supplementaryContent`: what cells and supplementary views show, checked as the
/// rest of the format is (unknown keys and names with a "did you mean", every problem at its pointer).
@Suite("Preview content entries")
struct PreviewContentTests {
    /// A preview of an inline one-section layout with `members` added at its top level.
    static func preview(_ members: String) -> String {
        #"""
        { "formatVersion": "1.1", "layout": { "sections": [ { "list": { "appearance": "plain" } } ] },
          "items": [3], \#(members) }
        """#
    }

    @Test("every key of an entry is read: texts, symbol, accessories (a label with its text), colour and state")
    func fullEntry() throws {
        let result = PreviewDocument.decode(jsonData: Data(Self.preview(#"""
            "content": { "0": [ { "text": "Editors' Choice", "secondaryText": "Apps we love", "image": "star.fill",
              "accessories": ["disclosureIndicator", { "label": "3" }, "outlineDisclosure"], "backgroundColor": "#FFCC00",
              "expanded": true } ] }
            """#).utf8))
        #expect(result.problems.isEmpty, "\(result.problems)")
        let entry = try #require(result.document?.content[0]?.first)
        #expect(entry.text == "Editors' Choice")
        #expect(entry.secondaryText == "Apps we love")
        #expect(entry.image == "star.fill")
        #expect(entry.accessories == [.init(.disclosureIndicator), .init(.label, text: "3"), .init(.outlineDisclosure)])
        // FF = 255, CC = 204, 00 = 0; no alpha digits: opaque.
        #expect(entry.backgroundColor == PreviewDocument.Color(red: 255, green: 204, blue: 0, alpha: 255))
        #expect(entry.isExpanded)
    }

    @Test("colours are #RRGGBB or #RRGGBBAA in either case; anything else is refused")
    func colours() {
        // 0x80 = 128.
        #expect(PreviewDocument.Color(hex: "#11223380") == PreviewDocument.Color(red: 17, green: 34, blue: 51, alpha: 128))
        #expect(PreviewDocument.Color(hex: "#aBcDeF") == PreviewDocument.Color(red: 171, green: 205, blue: 239))
        for text in ["#FFCC0", "FFCC00", "#FFCC00F", "#GGCC00", "#FFCC00FF00", "red", "#", ""] {
            #expect(PreviewDocument.Color(hex: text) == nil, "\(text)")
        }
        #expect(PreviewDocument.Color(red: 255, green: 204, blue: 0).description == "#ffcc00")
        #expect(PreviewDocument.Color(red: 1, green: 2, blue: 3, alpha: 4).description == "#01020304")
    }

    @Test("a malformed colour is an error at its pointer saying what a colour looks like")
    func badColour() throws {
        let result = PreviewDocument.decode(jsonData: Data(Self.preview(##""content": { "0": [ { "backgroundColor": "#FFCC0" } ] }"##).utf8))
        #expect(result.document == nil)
        let problem = try #require(result.problems.first)
        #expect(problem.pointer == "/content/0/0/backgroundColor")
        #expect(problem.message == "expected a colour as #RRGGBB or #RRGGBBAA; got '#FFCC0'")
    }

    @Test("a misspelt key in an entry is an error naming the key it is closest to")
    func misspeltKey() throws {
        let result = PreviewDocument.decode(jsonData: Data(Self.preview(#""supplementaryContent": { "header": [ { "secondarytext": "x" } ] }"#).utf8))
        #expect(result.document == nil)
        let problem = try #require(result.problems.first)
        #expect(problem.pointer == "/supplementaryContent/header/0/secondarytext")
        #expect(problem.message == "unknown key 'secondarytext'")
        #expect(problem.hint == "did you mean 'secondaryText'?")
    }

    @Test("an accessory that is not one of UIKit's case names is an error with the closest name")
    func misspeltAccessory() throws {
        let result = PreviewDocument.decode(jsonData: Data(Self.preview(#""content": { "0": [ { "accessories": ["checkmark", "disclosureIndicater"] } ] }"#).utf8))
        let problem = try #require(result.problems.first)
        #expect(problem.pointer == "/content/0/0/accessories/1")
        #expect(problem.hint == "did you mean 'disclosureIndicator'?")
    }

    @Test("a label accessory needs its text; a section key must be a section index")
    func labelAndSectionKey() throws {
        let label = PreviewDocument.decode(jsonData: Data(Self.preview(#""content": { "0": [ { "accessories": ["label"] } ] }"#).utf8))
        #expect(label.problems.map(\.pointer) == ["/content/0/0/accessories/0"])
        #expect(label.problems.first?.message == "a label accessory needs its text")
        let key = PreviewDocument.decode(jsonData: Data(Self.preview(#""content": { "first": [] }"#).utf8))
        #expect(key.problems.map(\.pointer) == ["/content/first"])
    }

    @Test("entries repeat over a section's items and over the views of a kind")
    func repetition() throws {
        let a = PreviewDocument.Content(text: "A"), b = PreviewDocument.Content(text: "B")
        let preview = PreviewDocument(layout: .file("l.json"), content: [1: [a, b]], supplementaryContent: ["header": [a, b]])
        // Items 0, 1, 2, 3 take entries 0, 1, 0, 1 (the item modulo the entry count).
        #expect([0, 1, 2, 3].map { preview.content(section: 1, item: $0)?.text } == ["A", "B", "A", "B"])
        #expect(preview.content(section: 0, item: 0) == nil)
        #expect(preview.supplementaryContent(elementKind: "header", ordinal: 2)?.text == "A")
        #expect(preview.supplementaryContent(elementKind: "footer", ordinal: 0) == nil)
        #expect(preview.givesContent)
        #expect(!PreviewDocument(layout: .file("l.json")).givesContent)
    }

    @Test("content is written in canonical JSON and reads back the same")
    func roundTrip() throws {
        let entry = PreviewDocument.Content(text: "<b>", image: "map", accessories: [.init(.label, text: "3"), .init(.reorder)],
                                            backgroundColor: .init(red: 0, green: 0, blue: 0, alpha: 0x80), isExpanded: true)
        let preview = PreviewDocument(layout: .file("l.json"), content: [2: [entry]], supplementaryContent: ["footer": [entry]])
        let text = preview.jsonString
        #expect(text.contains(##""backgroundColor":"#00000080""##) || text.contains(##""backgroundColor": "#00000080""##))
        let read = PreviewDocument.decode(jsonData: Data(text.utf8))
        #expect(read.problems.isEmpty, "\(read.problems)")
        #expect(read.document == preview)
    }

    @Test("a control character in an accessory name is escaped in the problem a terminal prints")
    func hostileAccessoryName() throws {
        let result = PreviewDocument.decode(jsonData: Data(Self.preview(#""content": { "0": [ { "accessories": ["\u001B[31mred"] } ] }"#).utf8))
        let problem = try #require(result.problems.first)
        #expect(!problem.description.unicodeScalars.contains("\u{1B}"))
        #expect(problem.description.contains(#"\u{1B}[31mred"#))
    }
}
