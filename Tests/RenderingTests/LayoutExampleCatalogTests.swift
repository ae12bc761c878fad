import LayoutExamples
import LayoutRendering
import OpenCompositionalLayout
import Testing

@Suite("Example catalogue")
@MainActor
struct LayoutExampleCatalogTests {
    @Test("identifiers are unique, non-empty and command-line friendly")
    func identifiers() {
        let ids = LayoutExampleCatalog.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(!id.isEmpty)
            #expect(id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(id)")
        }
    }

    @Test("the brief's examples are all there")
    func coverage() {
        let ids = Set(LayoutExampleCatalog.all.map(\.id))
        for id in ["basic-list", "grid", "two-column", "nested-groups", "orthogonal-carousel", "app-store-row",
                   "app-store-page", "rank-section", "badges", "headers-footers", "pinned-headers",
                   "section-background", "staircase", "waterfall", "pinterest-waterfall", "rewards-page",
                   "oversized-item"] {
            #expect(ids.contains(id), "\(id)")
        }
    }

    @Test("looking examples up by identifier keeps the order asked for and rejects unknown ones")
    func lookUp() throws {
        let examples = try LayoutExampleCatalog.examples(withIDs: ["grid", "basic-list", "grid"])
        #expect(examples.map(\.id) == ["grid", "basic-list"])
        #expect(try LayoutExampleCatalog.examples(withIDs: []).count == LayoutExampleCatalog.all.count)
        #expect(throws: UnknownLayoutExampleError.self) { try LayoutExampleCatalog.examples(withIDs: ["grid", "nope"]) }
        do {
            _ = try LayoutExampleCatalog.examples(withIDs: ["nope"])
        } catch {
            #expect(error.id == "nope")
            #expect(error.description.hasPrefix("unknown example 'nope'; known examples: basic-list, grid"))
        }
    }

    @Test("every example lays out at its default size without diagnostics, every item placed", arguments: LayoutExampleCatalog.all.map(\.id))
    func laysOutCleanly(id: String) throws {
        let example = try #require(LayoutExampleCatalog.example(withID: id))
        for offset in example.contentOffsets {
            let host = example.makeCollectionView(contentOffset: offset)
            let snapshot = LayoutSnapshot(capturing: host.collectionView, title: example.title)
            #expect(snapshot.diagnostics.isEmpty != example.expectsDiagnostics, "\(snapshot.diagnostics)")
            // Every data item has a cell, and nothing is placed at a non-finite position.
            for (section, count) in example.itemCounts.enumerated() {
                let items = snapshot.elements.filter { $0.category == .cell && $0.section == section }.map(\.item)
                #expect(items == Array(0..<count), "section \(section)")
            }
            #expect(snapshot.elements.allSatisfy { $0.frame.origin.x.isFinite && $0.frame.origin.y.isFinite })
            #expect(snapshot.contentSize.width > 0 && snapshot.contentSize.height > 0)
        }
    }

    @Test("examples also lay out at another width without traps", arguments: [320.0, 1024.0])
    func otherWidths(width: Double) {
        for example in LayoutExampleCatalog.all {
            let host = example.makeCollectionView(viewSize: CGSize(width: width, height: 700))
            let snapshot = LayoutSnapshot(capturing: host.collectionView, title: example.title)
            #expect(snapshot.elements.count >= example.numberOfItems, "\(example.id)")
        }
    }

    @Test("every example's picture is well-formed SVG and renders deterministically")
    func picturesAreDeterministic() {
        for example in LayoutExampleCatalog.all {
            let first = LayoutSnapshot(capturing: example.makeCollectionView().collectionView, title: example.title)
            let second = LayoutSnapshot(capturing: example.makeCollectionView().collectionView, title: example.title)
            let svg = SVGRenderer().render(first)
            #expect(svg == SVGRenderer().render(second), "\(example.id)")
            #expect(FrameTableRenderer().report(for: first) == FrameTableRenderer().report(for: second), "\(example.id)")
            #expect(XMLProbe(svg).isWellFormed, "\(example.id)")
        }
    }

    /// The flow-layout grid at 390 pt: room 390 − 20 = 370 holds three 120-pt items (364), the 10 left over making
    /// gaps of 5, so x 10, 135, 260. Section 0: header 0…44, lines at 44 + 10 = 54, 179, 304 (items 6 and 7 keep to
    /// the first two columns); its inset ends at 304 + 120 + 10 = 434, where section 1's header starts, its line at
    /// 434 + 44 + 10 = 488 and its fourth item on a second line at 488 + 125 = 613. Content 390 × (613 + 120 + 10)
    /// = 743.
    @Test("the flow-layout grid places its items as the flow layout's rules say")
    func flowGrid() throws {
        let example = try #require(LayoutExampleCatalog.example(withID: "flow-grid"))
        let view = example.makeCollectionView()
        let layout = view.layout
        func frame(_ item: Int, _ section: Int) -> CGRect? {
            layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }
        #expect(layout is UICollectionViewFlowLayout)
        #expect(frame(0, 0) == CGRect(x: 10, y: 54, width: 120, height: 120))
        #expect(frame(2, 0) == CGRect(x: 260, y: 54, width: 120, height: 120))
        #expect(frame(4, 0) == CGRect(x: 135, y: 179, width: 120, height: 120))
        #expect(frame(7, 0) == CGRect(x: 135, y: 304, width: 120, height: 120))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                            at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 434, width: 390, height: 44))
        #expect(frame(0, 1) == CGRect(x: 10, y: 488, width: 120, height: 120))
        #expect(frame(3, 1) == CGRect(x: 10, y: 613, width: 120, height: 120))
        #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 743))
    }
}
