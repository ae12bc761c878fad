import LayoutRendering
import OpenCompositionalLayout
import Testing

@Suite("HTML gallery")
struct HTMLGalleryRendererTests {
    private func makeEntries() -> [HTMLGalleryRenderer.Entry] {
        [.init(id: "first one", title: "First & <best>", description: "Says \"hi\" <b>", snapshots: [makeMarkupSnapshot()]),
         .init(id: "9-second", title: "Second", description: "", snapshots: [makeMarkupSnapshot(), makeMarkupSnapshot(title: "again")])]
    }

    @Test("the page is well-formed XHTML with every SVG inlined")
    func wellFormed() {
        let html = HTMLGalleryRenderer().render(title: "Gallery <&>", entries: makeEntries())
        let probe = XMLProbe(html)
        #expect(probe.isWellFormed, "\(probe.errorDescription ?? "")")
        #expect(probe.elementNames.filter { $0 == "svg" }.count >= 3)
        #expect((probe.textByElement["h1"] ?? []) == ["Gallery <&>"])
        #expect((probe.textByElement["p"] ?? []).contains("Says \"hi\" <b>"))
    }

    @Test("anchors are safe identifiers and the navigation links to them")
    func anchors() {
        let probe = XMLProbe(HTMLGalleryRenderer().render(title: "g", entries: makeEntries()))
        let ids = (probe.attributesByElement["section"] ?? []).compactMap { $0["id"] }
        #expect(ids == ["first-one", "x-9-second"])
        let links = (probe.attributesByElement["a"] ?? []).compactMap { $0["href"] }
        #expect(links == ["#first-one", "#x-9-second"])
    }

    @Test("each picture carries its frame table")
    func tables() {
        let probe = XMLProbe(HTMLGalleryRenderer().render(title: "g", entries: makeEntries()))
        let tables = probe.textByElement["pre"] ?? []
        #expect(tables.count == 3)
        #expect(tables.allSatisfy { $0.hasPrefix("category") && $0.contains("<kind & \"quoted\" 'x'>") })
    }

    @Test("rendering is deterministic")
    func determinism() {
        #expect(HTMLGalleryRenderer().render(title: "g", entries: makeEntries())
                == HTMLGalleryRenderer().render(title: "g", entries: makeEntries()))
    }
}
