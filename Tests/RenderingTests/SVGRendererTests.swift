import Foundation
import LayoutRendering
import OpenCompositionalLayout
import Testing

@Suite("SVG rendering")
@MainActor
struct SVGRendererTests {
    @Test("the SVG parses as XML, with the markup in kinds and titles escaped")
    func wellFormedWithEscapedText() throws {
        let svg = SVGRenderer().render(makeMarkupSnapshot())
        let probe = XMLProbe(svg)
        #expect(probe.isWellFormed, "\(probe.errorDescription ?? "")")
        #expect(probe.elementNames.first == "svg")
        // The raw markup never appears unescaped; the parser hands it back intact.
        #expect(!svg.contains("<kind"))
        #expect(!svg.contains("<title> &"))
        let titles = probe.textByElement["title"] ?? []
        #expect(titles.first == "A <title> & \"more\"")
        #expect(titles.contains { $0.contains("<kind & \"quoted\" 'x'>") })
    }

    @Test("control characters that XML forbids do not break the document")
    func forbiddenCharacters() {
        let svg = SVGRenderer().render(makeMarkupSnapshot(kind: "bell\u{7}nul\u{0}", title: "esc\u{1B}"))
        #expect(XMLProbe(svg).isWellFormed)
    }

    @Test("equal snapshots give byte-identical SVG, whatever the element order")
    func determinism() {
        let snapshot = makeMarkupSnapshot()
        let reversed = LayoutSnapshot(title: snapshot.title, viewport: snapshot.viewport, contentSize: snapshot.contentSize,
                                      elements: snapshot.elements.reversed(), sections: snapshot.sections,
                                      diagnostics: snapshot.diagnostics)
        #expect(SVGRenderer().render(snapshot) == SVGRenderer().render(snapshot))
        #expect(SVGRenderer().render(reversed) == SVGRenderer().render(snapshot))
    }

    @Test("elements are painted in zIndex order, decorations below cells below supplementaries on ties")
    func paintingOrder() {
        let snapshot = LayoutSnapshot(
            title: "z", viewport: CGRect(x: 0, y: 0, width: 50, height: 50), contentSize: CGSize(width: 50, height: 50),
            elements: [
                .init(category: .cell, section: 0, item: 0, frame: CGRect(x: 0, y: 0, width: 10, height: 10), zIndex: 5),
                .init(category: .supplementaryView, elementKind: "k", section: 0, item: 0,
                      frame: CGRect(x: 0, y: 0, width: 10, height: 10), zIndex: -1),
                .init(category: .cell, section: 0, item: 1, frame: CGRect(x: 0, y: 0, width: 10, height: 10), zIndex: 0),
                .init(category: .decorationView, elementKind: "d", section: 0, item: 0,
                      frame: CGRect(x: 0, y: 0, width: 10, height: 10), zIndex: 0),
            ])
        let order = snapshot.elementsInDrawingOrder.map { "\($0.category.displayName) \($0.item) z\($0.zIndex)" }
        // z −1 first; at z 0 the decoration before the cell; z 5 last.
        #expect(order == ["supplementary 0 z-1", "decoration 0 z0", "cell 1 z0", "cell 0 z5"])
        let groups = (XMLProbe(SVGRenderer().render(snapshot)).attributesByElement["g"] ?? []).compactMap { $0["class"] }
        #expect(groups == ["supplementary", "decoration", "cell", "cell"])
    }

    @Test("orthogonal content past the view's edge widens the picture and lies under the dimming veil")
    func orthogonalContentIsShown() throws {
        let snapshot = makeMarkupSnapshot()
        // Content 100 wide, but a cell reaches x = 210 and the orthogonal region is 210 wide:
        // drawing bounds x ∈ [0, 210], y ∈ [-10 (the badge), 120].
        #expect(snapshot.drawingBounds == CGRect(x: 0, y: -10, width: 210, height: 130))
        let svg = SVGRenderer().render(snapshot)
        let probe = XMLProbe(svg)
        let rects = probe.attributesByElement["rect"] ?? []
        #expect(rects.contains { $0["x"] == "150" && $0["width"] == "60" })
        // The veil is an even-odd path with the viewport (0, 0, 100, 80) as its hole.
        let path = try #require(probe.attributesByElement["path"]?.first)
        #expect(path["fill-rule"] == "evenodd")
        #expect(path["d"]?.contains("M0 0H100V80H0Z") == true)
    }

    @Test("non-finite frames are left out of the picture instead of trapping")
    func nonFiniteFrames() {
        let snapshot = LayoutSnapshot(
            title: "bad frames", viewport: CGRect(x: 0, y: 0, width: 10, height: 10), contentSize: CGSize(width: 10, height: 10),
            elements: [.init(category: .cell, section: 0, item: 0, frame: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)),
                       .init(category: .cell, section: 0, item: 1, frame: CGRect(x: 0, y: 0, width: 1e300, height: 1))])
        let svg = SVGRenderer().render(snapshot)
        #expect(XMLProbe(svg).isWellFormed)
        #expect(!svg.contains("nan"))
        // Neither frame is drawable, so the picture is only as large as the 10 × 10 content.
        #expect(snapshot.drawingBounds == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!svg.contains("1e+300"))
    }

    @Test("labels name the index path and the kind, without UIKit's prefix")
    func labels() {
        let header = LayoutSnapshot.Element(category: .supplementaryView, elementKind: UICollectionView.elementKindSectionHeader,
                                            section: 2, item: 0, frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        #expect(SVGRenderer.label(for: header) == "SectionHeader [2,0]")
        let cell = LayoutSnapshot.Element(category: .cell, section: 1, item: 7, frame: .zero)
        #expect(SVGRenderer.label(for: cell) == "[1,7]")
    }

    @Test("a captured compositional layout renders with its viewport at the content offset")
    func capturedLayout() {
        let (collectionView, dataSource) = makeCollectionView(size: CGSize(width: 100, height: 100),
                                                              layout: makeListLayout(rowHeight: 50), itemCounts: [4])
        collectionView.contentOffset = CGPoint(x: 0, y: 60)
        let snapshot = LayoutSnapshot(capturing: collectionView, title: "scrolled")
        // Four 50-pt rows: content 100 × 200; the viewport is the bounds at offset (0, 60).
        #expect(snapshot.contentSize == CGSize(width: 100, height: 200))
        #expect(snapshot.viewport == CGRect(x: 0, y: 60, width: 100, height: 100))
        #expect(snapshot.elements.count == 4)
        let probe = XMLProbe(SVGRenderer().render(snapshot))
        #expect(probe.isWellFormed)
        let veil = probe.attributesByElement["path"]?.first?["d"] ?? ""
        #expect(veil.contains("M0 60H100V160H0Z"))
        withExtendedLifetime(dataSource) {}
    }

    @Test("labels are painted after the viewport outline, on a halo, at 7 points or more")
    func labelsAboveTheViewportLine() throws {
        // A 100 × 44 row straddling the viewport's bottom edge (y = 80), a row below it, and a 10 × 10 cell.
        let snapshot = LayoutSnapshot(
            title: "labels", viewport: CGRect(x: 0, y: 0, width: 100, height: 80), contentSize: CGSize(width: 100, height: 200),
            elements: [.init(category: .cell, section: 0, item: 0, frame: CGRect(x: 0, y: 60, width: 100, height: 44)),
                       .init(category: .cell, section: 0, item: 1, frame: CGRect(x: 0, y: 150, width: 100, height: 44)),
                       .init(category: .cell, section: 0, item: 2, frame: CGRect(x: 0, y: 0, width: 10, height: 10))])
        let svg = SVGRenderer().render(snapshot)
        let probe = XMLProbe(svg)
        #expect(probe.isWellFormed)
        let outline = try #require(svg.range(of: "<title>viewport"))
        let first = try #require(svg.range(of: ">[0,0]</text>"))
        let second = try #require(svg.range(of: ">[0,1]</text>"))
        #expect(outline.upperBound < first.lowerBound)
        #expect(outline.upperBound < second.lowerBound)
        // "[0,0]" in a 100 × 44 box: by width 100 / (5 × 0.6 + 1) = 25, by height 44 × 0.7 = 30.8, capped at 12.
        let labelTexts = (probe.attributesByElement["text"] ?? []).filter { $0["text-anchor"] == "middle" }
        #expect(labelTexts.count == 2)
        #expect(labelTexts.allSatisfy { $0["font-size"] == "12" && $0["stroke"] == "#d6e6fb" && $0["paint-order"] == "stroke" })
        // The 10 × 10 cell: "[0,2]" would need 10 / 4 = 2.5 points, below the 7-point minimum: no label.
        #expect(!svg.contains(">[0,2]</text>"))
        // The row wholly below the viewport has its label dimmed like the element under the veil.
        let dimmed = (probe.attributesByElement["svg"] ?? []).filter { $0["opacity"] == "0.45" }
        #expect(dimmed.count == 1 && dimmed.first?["y"] == "150")
    }

    @Test("side-by-side and dark pictures are well-formed, each picture in its own nested SVG")
    func sideBySideAndDark() {
        let snapshot = makeMarkupSnapshot()
        let svg = SVGRenderer(appearance: .dark).render(sideBySide: [snapshot, snapshot], title: "two")
        let probe = XMLProbe(svg)
        #expect(probe.isWellFormed)
        #expect(svg.contains("fill=\"#1c1c1e\""))
        #expect(!svg.contains("fill=\"#ffffff\""))
        #expect((probe.attributesByElement["svg"] ?? []).filter { $0["class"] == "picture" }.count == 2)
    }
}
