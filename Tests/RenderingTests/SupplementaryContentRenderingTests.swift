import Foundation
import LayoutRendering
import OpenCompositionalLayout
import Testing

/// A data source with two 44-pt rows whose header and footer are list cells configured as UIKit's list samples
/// configure them: `UIListContentConfiguration.header()` and `.footer()`. Badges stay plain reusable views.
@MainActor
private final class HeaderFooterDataSource: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        guard kind == "header" || kind == "footer" else { return UICollectionReusableView(frame: .zero) }
        let view = UICollectionViewListCell(frame: .zero)
        var content: UIListContentConfiguration = kind == "header" ? .header() : .footer()
        content.text = kind == "header" ? "Fruits" : "Two rows"
        view.contentConfiguration = content
        return view
    }
}

/// Headers and footers that are configured cells are captured and drawn as cells are.
@Suite("Header and footer content")
@MainActor
struct SupplementaryContentRenderingTests {
    /// The `<text>` elements of a class, as (attributes, text) pairs in document order.
    private func texts(_ probe: XMLProbe, className: String) -> [(attributes: [String: String], text: String)] {
        zip(probe.attributesByElement["text"] ?? [], probe.textByElement["text"] ?? [])
            .filter { $0.0["class"] == className }.map { ($0.0, $0.1) }
    }

    /// A 300 × 400 view: a 40-pt header, two 44-pt rows, a 30-pt footer, all of absolute size.
    private func snapshot() -> LayoutSnapshot {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            .init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), elementKind: "header",
                  alignment: .top),
            .init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), elementKind: "footer",
                  alignment: .bottom),
        ]
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400),
                                              collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        let dataSource = HeaderFooterDataSource()
        collectionView.dataSource = dataSource
        return withExtendedLifetime(dataSource) { LayoutSnapshot(capturing: collectionView, title: "headers") }
    }

    @Test("a header and a footer configured with list content are captured with their kind, text, size and inset")
    func capture() throws {
        let snapshot = snapshot()
        #expect(snapshot.supplementaryContents.map(\.elementKind) == ["footer", "header"])
        let header = try #require(snapshot.supplementaryContents.first { $0.elementKind == "header" })
        let footer = try #require(snapshot.supplementaryContents.first { $0.elementKind == "footer" })
        #expect(header.text == "Fruits" && header.section == 0 && header.item == 0)
        #expect(footer.text == "Two rows")
        // header(): headline text, 17 pt, in the label colour (black in light mode); footer(): footnote text, 13 pt.
        #expect(header.textFontSize == 17)
        #expect(footer.textFontSize == 13)
        #expect(header.textColor?.light == LayoutSnapshot.Paint(rgb: .black))
        // The text starts at the header margins' leading 16 points.
        #expect(header.textLeadingInset == 16)
        // No cell has content: the cells are plain.
        #expect(snapshot.cellContents.isEmpty)
    }

    @Test("the SVG draws the header's and footer's text in their boxes instead of their kind labels")
    func drawn() throws {
        let svg = SVGRenderer().render(snapshot())
        let probe = XMLProbe(svg)
        #expect(probe.isWellFormed)
        // Header (0, 0, 300, 40): text at the leading inset 16, baseline 40 / 2 + 17 × 0.35 = 25.95.
        let header = try #require(texts(probe, className: "supplementary-text").first { $0.text == "Fruits" })
        #expect(header.attributes["x"] == "16" && header.attributes["y"] == "25.95" && header.attributes["font-size"] == "17")
        #expect(header.attributes["fill"] == "#000000")
        // Footer below the rows at y = 40 + 2 × 44 = 128, 30 high: baseline 15 + 13 × 0.35 = 19.55.
        let footer = try #require(texts(probe, className: "supplementary-text").first { $0.text == "Two rows" })
        #expect(footer.attributes["y"] == "19.55")
        let boxes = (probe.attributesByElement["svg"] ?? []).filter { $0["class"] == "supplementary-content" }
        // Painted in the canonical order at equal zIndex: kinds alphabetically, the footer first.
        #expect(boxes.map { [$0["x"], $0["y"], $0["width"], $0["height"]] } == [["0", "128", "300", "30"], ["0", "0", "300", "40"]])
        // The kind labels give way to the text; the cells keep theirs.
        #expect(!svg.contains(">header [0,0]<") && !svg.contains(">footer [0,0]<"))
        #expect(svg.contains(">[0,1]<"))
    }

    @Test("a hand-built snapshot's supplementary content goes to the element of its kind, section and item")
    func handBuilt() throws {
        var snapshot = LayoutSnapshot(
            title: "t", viewport: CGRect(x: 0, y: 0, width: 200, height: 100), contentSize: CGSize(width: 200, height: 100),
            elements: [.init(category: .supplementaryView, elementKind: "header", section: 0, item: 0,
                             frame: CGRect(x: 0, y: 0, width: 200, height: 40), zIndex: 1),
                       .init(category: .supplementaryView, elementKind: "badge", section: 0, item: 0,
                             frame: CGRect(x: 0, y: 50, width: 200, height: 40), zIndex: 1)])
        snapshot.supplementaryContents = [.init(section: 0, item: 0, text: "Title", textFontSize: 20, textLeadingInset: 10,
                                                elementKind: "header")]
        let svg = SVGRenderer().render(snapshot)
        // Baseline 40 / 2 + 20 × 0.35 = 27; no colour of its own: the palette's title colour; as wide as the text
        // measurer makes it: T 0.65 + i 0.25 + t 0.35 + l 0.25 + e 0.55 = 2.05 em = 41.
        #expect(svg.contains("<svg class=\"supplementary-content\" x=\"0\" y=\"0\" width=\"200\" height=\"40\">\n"
                             + "<text class=\"supplementary-text\" x=\"10\" y=\"27\" font-size=\"20\""
                             + " textLength=\"41\" lengthAdjust=\"spacingAndGlyphs\" fill=\"#111111\">Title</text>\n</svg>"))
        // The badge of the same index path has no content: it keeps its box and label.
        #expect(svg.contains(">badge [0,0]</text>"))
        #expect(!svg.contains(">header [0,0]</text>"))
    }
}
