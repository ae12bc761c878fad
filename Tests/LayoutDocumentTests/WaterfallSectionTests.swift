import Foundation
import LayoutDocument
import OpenCompositionalLayout
import Testing

/// Waterfall sections in documents (format 1.1): what they read as, how they are written, their objects and their
/// versions. Their errors are cases of `BadInputCase.all`; their frames are pinned in `WaterfallDocumentRenderTests`.
@Suite("Waterfall sections")
struct WaterfallSectionTests {
    static let full = #"""
        { "formatVersion": "1.1", "sections": [ { "waterfall": {
            "columnCount": 2, "interItemSpacing": 8, "interColumnSpacing": 6,
            "contentInsets": { "top": 1, "leading": 2, "bottom": 3, "trailing": 4 },
            "itemHeights": [180, 120, 240], "fullSpanItems": [0, 5], "columnPolicy": "sequential" } } ] }
        """#

    @Test("every key reads into its value")
    func decodesEveryKey() throws {
        let result = LayoutDocument.decode(jsonString: Self.full)
        #expect(result.problems.isEmpty)
        let document = try #require(result.document)
        #expect(document.formatVersion == LayoutDocument.FormatVersion(major: 1, minor: 1))
        let expected = LayoutDocument.WaterfallSection(columns: .count(2), interItemSpacing: 8, interColumnSpacing: 6,
                                                       contentInsets: .init(top: 1, leading: 2, bottom: 3, trailing: 4),
                                                       itemHeights: [180, 120, 240], fullSpanItems: [0, 5], columnPolicy: .sequential)
        #expect(document.sections == [.waterfall(expected)])
    }

    @Test("the heights repeat over the items")
    func heightsRepeat() {
        let waterfall = LayoutDocument.WaterfallSection(columns: .count(2), itemHeights: [180, 120, 240])
        // Item 3 is heights[3 % 3] = 180, item 7 heights[7 % 3] = 120, item 11 heights[11 % 3] = 240.
        #expect([0, 1, 2, 3, 7, 11].map(waterfall.itemHeight(at:)) == [180, 120, 240, 180, 120, 240])
    }

    @Test("the defaults are left out of the canonical text, which reads back the same")
    func canonicalText() throws {
        let json = #"{ "formatVersion": "1.1", "sections": [ { "waterfall": { "minimumColumnWidth": 160, "interItemSpacing": 0, "itemHeights": [100], "columnPolicy": "shortestColumn" } } ] }"#
        let document = try #require(LayoutDocument.decode(jsonString: json).document)
        guard case .waterfall(let waterfall) = document.sections[0] else { throw CancellationError() }
        #expect(waterfall.columns == .minimumWidth(160))
        #expect(waterfall.interColumnSpacing == 0 && waterfall.fullSpanItems.isEmpty && waterfall.columnPolicy == .shortestColumn)
        #expect(document.jsonString.contains(#""waterfall": {"#))
        #expect(document.jsonString.contains(#""minimumColumnWidth": 160"#))
        #expect(!document.jsonString.contains("interItemSpacing"))
        #expect(!document.jsonString.contains("columnPolicy"))
        let full = try #require(LayoutDocument.decode(jsonString: Self.full).document)
        #expect(LayoutDocument.decode(jsonString: full.jsonString).document == full)
        #expect(full.jsonString.contains(#""columnPolicy": "sequential""#))
    }

    @Test("a misspelt waterfall key is an error naming the missing key it is closest to")
    func misspeltKey() {
        let json = #"{ "formatVersion": "1.1", "sections": [ { "waterfall": { "columCount": 2, "itemHeight": [100] } } ] }"#
        let result = LayoutDocument.decode(jsonString: json)
        #expect(result.document == nil)
        #expect(Set(result.errors.map(\.description)) == [
            "/sections/0/waterfall: missing required key 'itemHeights'",
            "/sections/0/waterfall: missing required key 'columnCount' (or 'minimumColumnWidth')",
            "/sections/0/waterfall/columCount: unknown key 'columCount'",
            "/sections/0/waterfall/itemHeight: unknown key 'itemHeight'",
        ])
        let hints = Dictionary(uniqueKeysWithValues: result.errors.filter { $0.message.hasPrefix("unknown") }.map { ($0.pointer, $0.hint) })
        #expect(hints == ["/sections/0/waterfall/columCount": "did you mean 'columnCount'?",
                          "/sections/0/waterfall/itemHeight": "did you mean 'itemHeights'?"])
    }

    @Test("a document of a newer minor version reads a waterfall with only the version's warning")
    func newerMinorVersion() {
        let json = #"{ "formatVersion": "1.7", "sections": [ { "waterfall": { "columnCount": 3, "itemHeights": [100] } } ] }"#
        let result = LayoutDocument.decode(jsonString: json)
        #expect(result.document != nil)
        #expect(result.errors.isEmpty)
        #expect(result.warnings.map(\.pointer) == ["/formatVersion"])
    }

    @Test("a 1.0 document may not hold a waterfall; the hint says which version to write")
    func olderVersion() {
        let json = #"{ "formatVersion": "1.0", "sections": [ { "waterfall": { "columnCount": 2, "itemHeights": [100] } } ] }"#
        let result = LayoutDocument.decode(jsonString: json)
        #expect(result.document == nil)
        #expect(result.errors.map(\.pointer) == ["/sections/0/waterfall"])
        #expect(result.errors.first?.hint == #"write "formatVersion": "1.1""#)
    }

    @Test("a preview's inline layout without a version takes the preview's: 1.0 refuses a waterfall, 1.1 reads it")
    func previewVersion() {
        func preview(_ version: String) -> String {
            #"{ "formatVersion": "\#(version)", "layout": { "sections": [ { "waterfall": { "columnCount": 2, "itemHeights": [100] } } ] } }"#
        }
        #expect(PreviewDocument.decode(jsonData: Data(preview("1.0").utf8)).problems.map(\.pointer) == ["/layout/sections/0/waterfall"])
        #expect(PreviewDocument.decode(jsonData: Data(preview("1.1").utf8)).problems.isEmpty)
    }

    @Test("a waterfall becomes a waterfall configuration whose closures give the heights and full spans")
    @MainActor func configuration() throws {
        let document = try #require(LayoutDocument.decode(jsonString: Self.full).document)
        guard case .waterfall(let waterfall) = document.sections[0] else { throw CancellationError() }
        let configuration = waterfall.makeWaterfallConfiguration()
        #expect(configuration.columnCount == .fixed(2))
        #expect(configuration.interItemSpacing == 8 && configuration.interColumnSpacing == 6)
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        guard case .sequential = configuration.columnPolicy else { throw CancellationError() }
        // Item 4 is heights[4 % 3] = 120 long, whatever its width.
        #expect(configuration.itemHeightProvider(IndexPath(item: 4, section: 0), 50) == .absolute(120))
        let spans = (0..<7).map { configuration.fullSpanItemProvider?(IndexPath(item: $0, section: 0)) }
        #expect(spans == [true, false, false, false, false, true, false])
    }

    @Test("objects read back keep the document's version, and a waterfall made into objects reads back as 1.1")
    @MainActor func objectsVersion() throws {
        let waterfall = try #require(LayoutDocument.decode(jsonString: Self.full).document)
        #expect(LayoutDocument(try waterfall.makeObjects()) == waterfall)
        let list = LayoutDocument(LayoutObjects(configuration: UICollectionViewCompositionalLayoutConfiguration(),
                                                sections: [.list(UICollectionLayoutListConfiguration(appearance: .plain))]))
        #expect(list.formatVersion == LayoutDocument.FormatVersion(major: 1, minor: 0))
        guard case .waterfall(let section) = waterfall.sections[0] else { throw CancellationError() }
        let built = LayoutDocument(LayoutObjects(configuration: UICollectionViewCompositionalLayoutConfiguration(), sections: [.waterfall(section)]))
        #expect(built.formatVersion == LayoutDocument.FormatVersion(major: 1, minor: 1))
    }

    @Test("convert writes the waterfall configuration with its closures")
    func swiftSource() throws {
        let document = try #require(LayoutDocument.decode(jsonString: Self.full).document)
        let source = SwiftSourceWriter(functionName: "f").source(for: document)
        #expect(source.contains("""
                var waterfall0 = UICollectionLayoutWaterfallConfiguration(columnCount: 2)
                waterfall0.interItemSpacing = 8
                waterfall0.interColumnSpacing = 6
                waterfall0.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
                let itemHeights0: [CGFloat] = [180, 120, 240]
                waterfall0.itemHeightProvider = { indexPath, _ in .absolute(itemHeights0[indexPath.item % itemHeights0.count]) }
                let fullSpanItems0: Set<Int> = [0, 5]
                waterfall0.fullSpanItemProvider = { indexPath in fullSpanItems0.contains(indexPath.item) }
                waterfall0.columnPolicy = .sequential
                let section = NSCollectionLayoutSection.waterfall(using: waterfall0, layoutEnvironment: environment)
            """))
    }
}
