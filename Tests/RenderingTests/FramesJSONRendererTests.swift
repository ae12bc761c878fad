import Foundation
import LayoutRendering
import Testing

@Suite("frames JSON")
struct FramesJSONRendererTests {
    @Test("elements are ordered by category, section, item, kind; kinds are escaped; NaN is null")
    func orderAndEscaping() throws {
        let snapshot = LayoutSnapshot(
            title: "order", viewport: CGRect(x: 0, y: 0, width: 100, height: 100), contentSize: CGSize(width: 100, height: 200.25),
            elements: [
                .init(category: .decorationView, elementKind: "background", section: 0, item: 0, frame: CGRect(x: 0, y: 0, width: 100, height: 200)),
                .init(category: .supplementaryView, elementKind: "header", section: 1, item: 0, frame: CGRect(x: 0, y: 100, width: 100, height: 20), zIndex: 2),
                .init(category: .supplementaryView, elementKind: "badge \"b\"", section: 0, item: 1, frame: CGRect(x: 90, y: -5, width: 10, height: 10)),
                .init(category: .supplementaryView, elementKind: "a", section: 0, item: 1, frame: CGRect(x: 1, y: 2, width: 3, height: 4)),
                .init(category: .cell, section: 1, item: 0, frame: CGRect(x: 0, y: 120, width: 100, height: 1.0 / 3)),
                .init(category: .cell, section: 0, item: 1, frame: CGRect(x: CGFloat.nan, y: 50, width: 100, height: 50)),
                .init(category: .cell, section: 0, item: 0, frame: CGRect(x: 0, y: 0, width: 100, height: 50)),
            ])
        let text = FramesJSONRenderer().render(snapshot)
        // Cells (0,0), (0,1), (1,0); supplementaries (0,1) "a" before (0,1) "badge…", then (1,0); the decoration.
        // 1/3 keeps three decimals: 0.333; 200.25 stays 200.25.
        let expected = """
            {
              "contentSize": [100, 200.25],
              "elements": [
                { "category": "cell", "kind": null, "indexPath": [0, 0], "frame": [0, 0, 100, 50], "zIndex": 0 },
                { "category": "cell", "kind": null, "indexPath": [0, 1], "frame": [null, 50, 100, 50], "zIndex": 0 },
                { "category": "cell", "kind": null, "indexPath": [1, 0], "frame": [0, 120, 100, 0.333], "zIndex": 0 },
                { "category": "supplementary", "kind": "a", "indexPath": [0, 1], "frame": [1, 2, 3, 4], "zIndex": 0 },
                { "category": "supplementary", "kind": "badge \\"b\\"", "indexPath": [0, 1], "frame": [90, -5, 10, 10], "zIndex": 0 },
                { "category": "supplementary", "kind": "header", "indexPath": [1, 0], "frame": [0, 100, 100, 20], "zIndex": 2 },
                { "category": "decoration", "kind": "background", "indexPath": [0, 0], "frame": [0, 0, 100, 200], "zIndex": 0 }
              ]
            }

            """
        #expect(text == expected)
        // And it is JSON.
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect((parsed?["elements"] as? [Any])?.count == 7)
    }

    @Test("a snapshot without elements gives an empty list")
    func empty() {
        let snapshot = LayoutSnapshot(title: "", viewport: .zero, contentSize: .zero, elements: [])
        #expect(FramesJSONRenderer().render(snapshot) == "{\n  \"contentSize\": [0, 0],\n  \"elements\": []\n}\n")
    }
}
