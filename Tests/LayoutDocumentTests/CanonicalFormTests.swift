import Foundation
import LayoutDocument
import Testing

/// The canonical JSON form: fixed key order, defaults left out, short scalar containers on one line.
@Suite("Canonical form")
struct CanonicalFormTests {
    @Test("a grid document is written in exactly the canonical text")
    func canonicalText() {
        let item = LayoutDocument.Item(size: .init(width: .fractionalWidth(0.2), height: .fractionalHeight(1)))
        let group = LayoutDocument.Group(kind: .horizontal, size: .init(width: .fractionalWidth(1), height: .fractionalWidth(0.2)),
                                         subitems: [.item(item)])
        let document = LayoutDocument(sections: [.compositional(.init(group: group, interGroupSpacing: 2.5))])
        #expect(document.jsonString == """
            {
              "formatVersion": "1.2",
              "configuration": {
                "scrollDirection": "vertical",
                "interSectionSpacing": 0,
                "contentInsetsReference": "safeArea"
              },
              "sections": [
                {
                  "group": {
                    "type": "horizontal",
                    "size": {
                      "width": { "fractionalWidth": 1 },
                      "height": { "fractionalWidth": 0.2 }
                    },
                    "subitems": [
                      {
                        "type": "item",
                        "size": {
                          "width": { "fractionalWidth": 0.2 },
                          "height": { "fractionalHeight": 1 }
                        }
                      }
                    ]
                  },
                  "interGroupSpacing": 2.5
                }
              ]
            }

            """)
    }

    @Test("strings are escaped and read back")
    func escaping() throws {
        let kind = "quote \" backslash \\ newline \n tab \t bell \u{07} é 🙂"
        let document = LayoutDocument(sections: [.compositional(.init(
            group: .init(kind: .custom, size: .init(width: .absolute(1), height: .absolute(1)), frames: [.init(x: 0, y: 0, width: 1, height: 1)]),
            decorationItems: [.init(elementKind: kind)]))])
        #expect(document.jsonString.contains(#""quote \" backslash \\ newline \n tab \t bell \u0007 é 🙂""#))
        #expect(LayoutDocument.decode(jsonString: document.jsonString).document == document)
    }
}
