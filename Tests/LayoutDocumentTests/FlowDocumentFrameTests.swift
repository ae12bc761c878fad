import Foundation
import LayoutCore
import LayoutDocument
import OpenCompositionalLayout
import Testing

/// Flow sections of documents laid out through both front doors — the objects (`makeLayout()` in a collection view,
/// `NSCollectionLayoutSection.flow(using:layoutEnvironment:)`) and the lowering (`lowered(in:itemCounts:)`, the core
/// alone) — with frames worked out by hand from UIKit's flow rules: items go on a line while their lengths plus
/// `minimumInteritemSpacing` between them fit in the section's width less its inset; the room left over is spread
/// between the line's gaps (a lone item is centred); a last line keeps to the columns of a full line when the items
/// share one size and is packed against the leading edge when they do not; a line is as thick as its thickest item,
/// each item centred across it; lines are `minimumLineSpacing` apart; a header spans the view outside the inset.
@Suite("Flow document frames")
@MainActor
struct FlowDocumentFrameTests {
    /// What a document's flow sections lay out: each element's frame, from the objects, after checking that the
    /// lowering gives the same lines; and the lowering's diagnostics.
    struct Laid {
        var cells: [CGRect]
        var headers: [CGRect]
        var footers: [CGRect]
        var contentSize: CGSize
        var diagnostics: [LayoutDiagnostic]
        var document: LayoutDocument
        var lowered: LayoutDocument.LoweredLayout
    }

    static func layOut(_ json: String, view: LayoutDocument.ViewEnvironment = .init(size: CGSize(width: 390, height: 844)),
                       items: [Int]) throws -> Laid {
        let document = try LayoutDocument(jsonData: Data(json.utf8))
        let layout = try document.makeLayout()
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: view.size), collectionViewLayout: layout)
        let dataSource = LoweringTests.Counts(items)
        collectionView.dataSource = dataSource
        collectionView.overrideSafeAreaInsets = view.safeAreaInsets
        collectionView.layoutMargins = view.layoutMargins
        if view.isRightToLeft { collectionView.semanticContentAttribute = .forceRightToLeft }
        collectionView.layoutIfNeeded()
        let everywhere = CGRect(x: -100_000, y: -100_000, width: 1_000_000, height: 1_000_000)
        let attributes = (layout.layoutAttributesForElements(in: everywhere) ?? []).sorted {
            ($0.indexPath.section, $0.indexPath.item) < ($1.indexPath.section, $1.indexPath.item)
        }
        let viaObjects = attributes.map {
            LoweringTests.line("\($0.representedElementCategory)", $0.representedElementCategory == .cell ? nil : $0.representedElementKind,
                               $0.indexPath, $0.frame, $0.zIndex)
        }.sorted()

        let lowered = try document.lowered(in: view, itemCounts: items)
        let result = lowered.solve()
        let (bounds, inset) = (collectionView.bounds, collectionView.adjustedContentInset)
        let visible = CGRect(x: bounds.minX + inset.left, y: bounds.minY + inset.top, width: bounds.width - inset.left - inset.right,
                             height: bounds.height - inset.top - inset.bottom)
        let viaCore = result.elements(in: everywhere, visibleRegion: visible).map {
            LoweringTests.line("\($0.category)", $0.elementKind, $0.indexPath, $0.frame, $0.zIndex)
        }.sorted()
        #expect(viaCore == viaObjects)
        #expect(result.contentSize == layout.collectionViewContentSize)
        return withExtendedLifetime(dataSource) {
            Laid(cells: attributes.filter { $0.representedElementCategory == .cell }.map(\.frame),
                 headers: attributes.filter { $0.representedElementKind == UICollectionView.elementKindSectionHeader }.map(\.frame),
                 footers: attributes.filter { $0.representedElementKind == UICollectionView.elementKindSectionFooter }.map(\.frame),
                 contentSize: layout.collectionViewContentSize, diagnostics: result.diagnostics, document: document, lowered: lowered)
        }
    }

    static func document(_ flow: String, configuration: String = "") -> String {
        #"{ "formatVersion": "1.2", \#(configuration) "sections": [ { "flow": { \#(flow) } } ] }"#
    }

    static let insetGrid = document(#""itemSize": { "width": 100, "height": 60 }, "sectionInset": { "top": 10, "leading": 20, "bottom": 10, "trailing": 20 }, "headerReferenceSize": { "width": 0, "height": 30 }"#)

    @Test("a grid with an inset and a header: three to a line, the leftover spread, the last line on the columns")
    func insetGrid() throws {
        let laid = try Self.layOut(Self.insetGrid, items: [5])
        // Room 390 − 20 − 20 = 350. Three items take 3 · 100 + 2 · 10 = 320 ≤ 350; four would take 430. The 50 left
        // over is shared by the 2 gaps: 25 each, so x = 20, 20 + 100 + 25 = 145, 145 + 125 = 270.
        // The header spans the view: (0, 0, 390, 30); the inset's top 10 puts the first line at y 40, the second at
        // 40 + 60 + 10 = 110. Items 3 and 4 keep to the first two columns.
        #expect(laid.headers == [CGRect(x: 0, y: 0, width: 390, height: 30)])
        #expect(laid.cells == [CGRect(x: 20, y: 40, width: 100, height: 60), CGRect(x: 145, y: 40, width: 100, height: 60),
                               CGRect(x: 270, y: 40, width: 100, height: 60), CGRect(x: 20, y: 110, width: 100, height: 60),
                               CGRect(x: 145, y: 110, width: 100, height: 60)])
        // The content ends with the second line and the inset's bottom: 110 + 60 + 10 = 180.
        #expect(laid.contentSize == CGSize(width: 390, height: 180))
        #expect(laid.diagnostics.isEmpty)
    }

    @Test("right to left, the same grid is mirrored")
    func rightToLeft() throws {
        let laid = try Self.layOut(Self.insetGrid, view: .init(size: CGSize(width: 390, height: 844), isRightToLeft: true), items: [5])
        // x' = 390 − x − 100: 270, 145, 20 on both lines; the leading inset is now on the right.
        #expect(laid.cells.map(\.minX) == [270, 145, 20, 270, 145])
        #expect(laid.cells.map(\.minY) == [40, 40, 40, 110, 110])
    }

    @Test("listed sizes repeat; items are centred across their line; a last line of mixed sizes packs to the leading edge")
    func repeatingSizes() throws {
        let json = Self.document(#""itemSizes": [ { "width": 90, "height": 32 }, { "width": 140, "height": 40 }, { "width": 70, "height": 32 } ], "minimumLineSpacing": 8, "minimumInteritemSpacing": 8"#)
        let laid = try Self.layOut(json, items: [6])
        // Widths 90, 140, 70, then again 90, 140, 70 (item i is sizes[i % 3]). Line 1: 90 + 8 + 140 + 8 + 70 = 316 ≤ 390,
        // and another 8 + 90 makes 414 > 390: items 0–2. Their 300 points leave 90, 45 a gap: x = 0, 135, 320.
        // The line is 40 thick; the 32-point items are centred in it: y = (40 − 32) / 2 = 4.
        // Line 2 (items 3–5, the last, of sizes that differ) is packed with the minimum spacing: x = 0, 98, 246,
        // at y 40 + 8 = 48 (52 for the 32-point items).
        #expect(laid.cells == [CGRect(x: 0, y: 4, width: 90, height: 32), CGRect(x: 135, y: 0, width: 140, height: 40),
                               CGRect(x: 320, y: 4, width: 70, height: 32), CGRect(x: 0, y: 52, width: 90, height: 32),
                               CGRect(x: 98, y: 48, width: 140, height: 40), CGRect(x: 246, y: 52, width: 70, height: 32)])
        #expect(laid.contentSize == CGSize(width: 390, height: 88))
    }

    @Test("a horizontal layout: lines are columns, the header's width is used, spanning the view's height")
    func horizontal() throws {
        let json = Self.document(#""itemSize": { "width": 100, "height": 80 }, "headerReferenceSize": { "width": 40, "height": 999 }"#,
                                 configuration: #""configuration": { "scrollDirection": "horizontal" },"#)
        let laid = try Self.layOut(json, view: .init(size: CGSize(width: 390, height: 300)), items: [5])
        // Room down the line: the view's 300. Three items take 3 · 80 + 2 · 10 = 260 ≤ 300; the 60 left over gives gaps
        // of 30: y = 0, 110, 220. The header is 40 wide (its height is ignored) and 300 high, at the leading edge; the
        // first line starts at x 40, the second at 40 + 100 + 10 = 150, items 3 and 4 at the first two rows.
        #expect(laid.headers == [CGRect(x: 0, y: 0, width: 40, height: 300)])
        #expect(laid.cells == [CGRect(x: 40, y: 0, width: 100, height: 80), CGRect(x: 40, y: 110, width: 100, height: 80),
                               CGRect(x: 40, y: 220, width: 100, height: 80), CGRect(x: 150, y: 0, width: 100, height: 80),
                               CGRect(x: 150, y: 110, width: 100, height: 80)])
        #expect(laid.contentSize == CGSize(width: 250, height: 300))
    }

    @Test("a line that holds one item centres it")
    func loneItemCentred() throws {
        let laid = try Self.layOut(Self.document(#""itemSize": { "width": 250, "height": 50 }"#), items: [3])
        // 250 + 10 + 250 > 390: one item a line, centred: x = (390 − 250) / 2 = 70; lines at 0, 60, 120.
        #expect(laid.cells == [CGRect(x: 70, y: 0, width: 250, height: 50), CGRect(x: 70, y: 60, width: 250, height: 50),
                               CGRect(x: 70, y: 120, width: 250, height: 50)])
    }

    @Test("the inset is measured from the safe area when asked; the header spans the safe area then")
    func safeAreaReference() throws {
        let view = LayoutDocument.ViewEnvironment(size: CGSize(width: 844, height: 390),
                                                  safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        let flow = #""itemSize": { "width": 100, "height": 100 }, "headerReferenceSize": { "width": 0, "height": 20 }"#
        let fromSafeArea = try Self.layOut(Self.document(flow + #", "sectionInsetReference": "fromSafeArea""#), view: view, items: [6])
        // Room 844 − 47 − 47 = 750: six items take 6 · 100 + 5 · 10 = 650 ≤ 750 (seven: 760). The 150 left over gives
        // gaps of 30: x = 47, 177, 307, 437, 567, 697.
        #expect(fromSafeArea.cells.map(\.minX) == [47, 177, 307, 437, 567, 697])
        // The header spans what the inset is measured from (outside the inset): the safe area's 750 from x 47, as the
        // flow layout places it.
        #expect(fromSafeArea.headers == [CGRect(x: 47, y: 0, width: 750, height: 20)])
        let fromContent = try Self.layOut(Self.document(flow), view: view, items: [7])
        // From the content inset (the view's edges): room 844, seven items take 760; 144 left over, 24 a gap:
        // x = 0, 124, 248, 372, 496, 620, 744.
        #expect(fromContent.cells.map(\.minX) == [0, 124, 248, 372, 496, 620, 744])
        #expect(fromContent.headers == [CGRect(x: 0, y: 0, width: 844, height: 20)])
    }

    @Test("an item wider than the section less its inset has a line of its own at the leading edge, and a warning at itemSize")
    func itemWiderThanSection() throws {
        let laid = try Self.layOut(Self.document(#""itemSize": { "width": 360, "height": 50 }, "sectionInset": { "leading": 20, "trailing": 20 }"#),
                                   items: [2])
        // Room 390 − 40 = 350 < 360: each item alone on its line, at the inset's leading edge (not centred): x = 20.
        #expect(laid.cells == [CGRect(x: 20, y: 0, width: 360, height: 50), CGRect(x: 20, y: 60, width: 360, height: 50)])
        let warnings = laid.document.layoutWarnings(for: laid.diagnostics, in: laid.lowered)
        #expect(warnings.map(\.pointer) == ["/sections/0/flow/itemSize"])
        #expect(warnings.first?.message.contains("longer than the section's room across it (350.0)") == true)
        // Listed sizes are named by their list, an estimate by itself.
        let listed = try Self.layOut(Self.document(#""itemSizes": [ { "width": 400, "height": 50 } ]"#), items: [1])
        #expect(listed.document.layoutWarnings(for: listed.diagnostics, in: listed.lowered).map(\.pointer) == ["/sections/0/flow/itemSizes"])
        let estimated = try Self.layOut(Self.document(#""estimatedItemSize": { "width": 400, "height": 50 }"#), items: [1])
        #expect(estimated.document.layoutWarnings(for: estimated.diagnostics, in: estimated.lowered).map(\.pointer)
                    == ["/sections/0/flow/estimatedItemSize"])
    }

    @Test("oclayout validate reports a flow item wider than the view at its key, with line and column")
    func validatorWarning() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("wide.json").path
        try Data("""
            { "formatVersion": "1.2", "sections": [
              { "flow": { "itemSize": { "width": 500, "height": 50 } } } ] }
            """.utf8).write(to: URL(fileURLWithPath: file))
        let problems = DocumentValidator.validate(file: file)
        #expect(problems.map(\.problem.pointer) == ["/sections/0/flow/itemSize"])
        #expect(problems.first?.problem.severity == .warning)
        #expect(problems.first?.problem.line == 2)
    }
}
