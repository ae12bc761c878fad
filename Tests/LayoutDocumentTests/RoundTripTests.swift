import Foundation
import LayoutDocument
import OpenCompositionalLayout
import Testing

/// Documents survive the trip to UIKit objects and back, and to JSON and back.
@Suite("Round trips")
struct RoundTripTests {
    static let exampleNames: [String] = (try? Repository.exampleLayoutFiles().map(\.lastPathComponent)) ?? []

    static func load(_ name: String) throws -> LayoutDocument {
        let result = LayoutDocument.decode(jsonData: try Data(contentsOf: Repository.examplesFolder.appendingPathComponent(name)))
        #expect(result.problems.isEmpty, "\(result.problems)")
        return try #require(result.document)
    }

    @Test("there are examples to check")
    func examplesExist() {
        #expect(Self.exampleNames.count >= 10)
    }

    @Test("document → UIKit objects → document gives the same document", arguments: exampleNames)
    @MainActor func throughObjects(_ name: String) throws {
        let document = try Self.load(name)
        let objects = try document.makeObjects()
        #expect(LayoutDocument(objects) == document)
    }

    @Test("document → canonical JSON → document gives the same document, and the same text again", arguments: exampleNames)
    func throughJSON(_ name: String) throws {
        let document = try Self.load(name)
        let text = document.jsonString
        let decoded = LayoutDocument.decode(jsonString: text)
        #expect(decoded.problems.isEmpty)
        #expect(decoded.document == document)
        #expect(decoded.document?.jsonString == text)
    }

    @Test("Codable with JSONEncoder and JSONDecoder gives the same document", arguments: exampleNames)
    func throughCodable(_ name: String) throws {
        let document = try Self.load(name)
        let data = try JSONEncoder().encode(document)
        #expect(try JSONDecoder().decode(LayoutDocument.self, from: data) == document)
    }

    @Test("Codable reports the format's errors")
    func codableRejectsBadInput() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(LayoutDocument.Dimension.self, from: Data(#"{ "absolute": -1 }"#.utf8))
        }
        #expect(throws: Never.self) {
            let dimension = try JSONDecoder().decode(LayoutDocument.Dimension.self, from: Data(#"{ "estimated": 44 }"#.utf8))
            #expect(dimension == .estimated(44))
        }
    }

    @Test("Codable encodes the format's one-key objects, not Swift's enum coding")
    func codableEncodesFormat() throws {
        let data = try JSONEncoder().encode(LayoutDocument.Spacing.flexible(8))
        #expect(String(decoding: data, as: UTF8.self) == #"{"flexible":8}"#)
    }

    @Test("a handler named in a document is looked up, called, and named again when read back")
    @MainActor func handlers() throws {
        let json = #"""
            { "formatVersion": "1.0", "sections": [ {
                "group": { "type": "custom", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 100 } },
                           "itemProvider": { "name": "pair", "parameters": { "width": 60 } } },
                "visibleItemsInvalidationHandler": { "name": "fade", "parameters": { "alpha": 0.5 } } } ] }
            """#
        let document = try #require(LayoutDocument.decode(jsonString: json).document)
        #expect(throws: LayoutDocument.ConversionError.self) { try document.makeObjects() }
        do {
            _ = try document.makeObjects()
        } catch {
            #expect(error.problems.map(\.pointer) == ["/sections/0/group/itemProvider/name",
                                                      "/sections/0/visibleItemsInvalidationHandler/name"])
        }
        var handlers = LayoutDocument.HandlerRegistry()
        handlers.registerCustomItemProvider(named: "pair") { parameters in
            let width = CGFloat(parameters["width"]?.number ?? 0)
            return { _ in [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width, height: 100)),
                           NSCollectionLayoutGroupCustomItem(frame: CGRect(x: width, y: 0, width: width, height: 50))] }
        }
        handlers.registerVisibleItemsHandler(named: "fade") { parameters in
            let alpha = CGFloat(parameters["alpha"]?.number ?? 1)
            return { items, _, _ in items.forEach { $0.alpha = alpha } }
        }
        let objects = try document.makeObjects(handlers: handlers)
        let readBack = LayoutDocument(objects)
        guard case .compositional(let section) = readBack.sections.first else { throw CancellationError() }
        #expect(section.visibleItemsInvalidationHandler == LayoutDocument.Handler(name: "fade", parameters: ["alpha": .number(0.5)]))
        // The provider cannot be named again: its items come back as the frames it gives (60 wide, from the parameter).
        #expect(section.group.frames == [.init(x: 0, y: 0, width: 60, height: 100), .init(x: 60, y: 0, width: 60, height: 50)])

        let laidOut = frames(of: objects.makeLayout(), items: [2], kinds: [])
        #expect(laidOut.map(\.frame) == [CGRect(x: 0, y: 0, width: 60, height: 100), CGRect(x: 60, y: 0, width: 60, height: 50)])
    }

    @Test("variants pick the section by the container's width")
    @MainActor func variants() throws {
        let document = try Self.load("adaptive-sections.json")
        guard case .variants(let variants) = document.sections[0] else { throw CancellationError() }
        #expect(document.sections[0].resolved(forContainerWidth: 599.5) == variants[0].section)
        #expect(document.sections[0].resolved(forContainerWidth: 600) == variants[1].section)
        let layout = try document.makeLayout()
        // Narrow (390): two copies dividing the width evenly after the 8-pt spacing: (390 − 8) / 2 = 191, 80 high.
        let narrow = frames(of: layout, items: [2, 0], kinds: ["header"]).filter { $0.category == "cell" }
        #expect(narrow.map(\.frame) == [CGRect(x: 0, y: 0, width: 191, height: 80), CGRect(x: 199, y: 0, width: 191, height: 80)])
        // Wide (800): four copies: (800 − 3 × 8) / 4 = 194, 120 high.
        let wide = frames(of: try document.makeLayout(), items: [2, 0], size: CGSize(width: 800, height: 600), kinds: ["header"])
            .filter { $0.category == "cell" }
        #expect(wide.map(\.frame) == [CGRect(x: 0, y: 0, width: 194, height: 120), CGRect(x: 202, y: 0, width: 194, height: 120)])
    }

    @Test("sections past the end of the document use its last section")
    @MainActor func sectionsPastTheEnd() throws {
        let document = try Self.load("list.json")
        // Three sections of two 44-pt rows each, stacked: section 2 starts at 2 × 88 = 176.
        let laidOut = frames(of: try document.makeLayout(), items: [2, 2, 2], kinds: []).filter { $0.section == 2 }
        #expect(laidOut.map(\.frame) == [CGRect(x: 0, y: 176, width: 390, height: 44), CGRect(x: 0, y: 220, width: 390, height: 44)])
    }
}

/// The example files are written in the canonical form (except the format's own example, kept as written).
@Suite("Example files")
struct ExampleFileTests {
    @Test("each example file is its document's canonical text", arguments: RoundTripTests.exampleNames.filter { $0 != "carousel-paging-centered.json" })
    func canonical(_ name: String) throws {
        let text = try String(contentsOf: Repository.examplesFolder.appendingPathComponent(name), encoding: .utf8)
        #expect(try RoundTripTests.load(name).jsonString == text)
    }
}
