import DocumentRendering
import Foundation
import LayoutRendering
import Testing

/// `oclayout render` pictures the screen a user sees first: the view resting at minus its adjusted top inset,
/// pinned headers where UIKit pins them, clipped to the screen, at the device's scale.
@Suite("The resting screen")
@MainActor
struct RestingScreenRenderTests {
    /// Full-width 44-pt rows, no insets: the layout document gets 12 of them, 528 pt of content.
    static let rows = """
    { "formatVersion": "1.0", "sections": [ { "group": { "type": "horizontal",
        "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 44 } },
        "subitems": [ { "type": "item", "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalHeight": 1 } } } ] } } ] }
    """

    /// The same rows under a pinned 40-pt header: the section is 40 + 528 = 568 pt long.
    static let pinnedRows = """
    { "formatVersion": "1.0", "sections": [ { "group": { "type": "horizontal",
        "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 44 } },
        "subitems": [ { "type": "item", "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalHeight": 1 } } } ] },
      "boundarySupplementaryItems": [ { "elementKind": "header", "alignment": "top", "pinToVisibleBounds": true,
        "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 40 } } } ] } ] }
    """

    /// A carousel of 300 × 200 groups, scrolling continuously: 12 groups hold 3,600 pt, far past a phone's width.
    static let carousel = """
    { "formatVersion": "1.0", "sections": [ { "orthogonalScrollingBehavior": "continuous", "group": { "type": "horizontal",
        "size": { "width": { "absolute": 300 }, "height": { "absolute": 200 } },
        "subitems": [ { "type": "item", "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalHeight": 1 } } } ] } } ] }
    """

    static func render(_ text: String, _ configure: (inout RenderRequest) -> Void) async throws -> (result: DocumentRenderer.Result, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("resting-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("layout.json")
        try Data(text.utf8).write(to: file)
        var request = RenderRequest(file: file.path, outputFolder: folder.path, formats: [.svg, .png], device: "iPhone 16 Pro")
        configure(&request)
        return (try await DocumentRenderer().render(request), folder)
    }

    static func png(in folder: URL) throws -> PNGProbe {
        try PNGProbe(Data(contentsOf: folder.appendingPathComponent("layout.png")))
    }

    static func svg(in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent("layout.svg"), encoding: .utf8)
    }

    /// The colour of the pixel at (x, y) as `#rrggbb`.
    static func color(_ png: PNGProbe, x: Int, y: Int) -> String {
        let index = (y * png.width + x) * 3
        return String(format: "#%02x%02x%02x", png.pixels[index], png.pixels[index + 1], png.pixels[index + 2])
    }

    @Test("a 62-pt top safe area rests at offset −62: the first row is drawn from y = 62 in the picture")
    func restsBelowTheSafeArea() async throws {
        let (result, folder) = try await Self.render(Self.rows) { _ in }
        defer { try? FileManager.default.removeItem(at: folder) }
        // iPhone 16 Pro: 402 × 874 pt, safe area 62 top, 34 bottom. The content is no wider than the view, so only
        // the vertical insets are adjusted: the view rests at (0, −62).
        #expect(result.snapshots[0].viewport == CGRect(x: 0, y: -62, width: 402, height: 874))
        let first = try #require(result.snapshots[0].elements.first { $0.section == 0 && $0.item == 0 && $0.category == .cell })
        #expect(first.frame == CGRect(x: 0, y: 0, width: 402, height: 44))
        // Scale 3: row 0 spans picture points 62 to 106, pixels 186 to 318. Above it, the empty safe area.
        let png = try Self.png(in: folder)
        #expect(Self.color(png, x: 600, y: 62 * 3 - 10) == "#ffffff")
        #expect(Self.color(png, x: 600, y: 62 * 3 + 20) == "#d6e6fb")   // the cell's fill
        // The SVG shows content coordinate 0 at picture y = 62.
        #expect(try Self.svg(in: folder).contains("<g transform=\"translate(0 62)\">"))
    }

    @Test("a pinned header sits at the top of the visible area: at rest in place, scrolled 200 pt at 200 + 62")
    func pinnedHeaderAtTheVisibleTop() async throws {
        let (resting, restingFolder) = try await Self.render(Self.pinnedRows) { _ in }
        defer { try? FileManager.default.removeItem(at: restingFolder) }
        let header = { (result: DocumentRenderer.Result) in result.snapshots[0].elements.first { $0.elementKind == "header" }?.frame }
        // At rest the visible area starts at −62 + 62 = 0, where the header already is.
        #expect(header(resting) == CGRect(x: 0, y: 0, width: 402, height: 40))
        let (scrolled, scrolledFolder) = try await Self.render(Self.pinnedRows) { $0.offsetY = 200 }
        defer { try? FileManager.default.removeItem(at: scrolledFolder) }
        // Scrolled to 200 the visible area starts at 262; the section ends at 568, so the header (40 pt) may go
        // down to 528: it pins at 262, which the picture shows at 262 − 200 = 62, right below the safe area.
        #expect(header(scrolled) == CGRect(x: 0, y: 262, width: 402, height: 40))
        let png = try Self.png(in: scrolledFolder)
        #expect(Self.color(png, x: 600, y: 62 * 3 + 20) == "#fde2b6")   // the header's fill
    }

    @Test("the picture is the screen: 402 pt at scale 3 is 1206 px wide whatever the carousel holds; --overflow widens it")
    func clippedToTheScreen() async throws {
        let (result, folder) = try await Self.render(Self.carousel) { _ in }
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.snapshots[0].sections.first?.orthogonalContentSize?.width == 3600)
        let png = try Self.png(in: folder)
        #expect(png.width == 1206)
        #expect(png.height == 874 * 3)
        #expect(try Self.svg(in: folder).hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"402\" height=\"874\""))
        let (_, overflowFolder) = try await Self.render(Self.carousel) {
            $0.showsOverflow = true
            $0.scale = 1
        }
        defer { try? FileManager.default.removeItem(at: overflowFolder) }
        // With the overflow the picture runs from x = 0 to the carousel's end at 12 × 300 = 3,600 pt (1 px a point).
        #expect(try Self.png(in: overflowFolder).width == 3600)
    }

    @Test("--full-height pictures the content plus both insets: 528 + 62 + 34 = 624 pt")
    func fullHeight() async throws {
        let (_, folder) = try await Self.render(Self.rows) { $0.fullHeight = true }
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = try Self.png(in: folder)
        #expect(png.width == 402 * 3)
        #expect(png.height == 624 * 3)
        // The last row (11) spans content 484 to 528, picture 546 to 590; below it the bottom inset.
        #expect(Self.color(png, x: 600, y: 560 * 3) == "#d6e6fb")
        #expect(Self.color(png, x: 600, y: 600 * 3) == "#ffffff")
    }

    @Test("devices side by side share one scale, the largest: (375 + 16 + 402) × 3 = 2379 px")
    func devicesSideBySide() async throws {
        let (result, folder) = try await Self.render(Self.carousel) {
            $0.device = nil
            $0.devices = ["iPhone SE", "iPhone 16 Pro"]
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        // Each rests below its own safe area: 20 pt on the SE, 62 pt on the 16 Pro.
        #expect(result.snapshots.map(\.viewport.minY) == [-20, -62])
        let png = try Self.png(in: folder)
        #expect(png.width == 2379)
        #expect(png.height == 874 * 3)
    }

    @Test("the in-memory render (the playground's) rests at −62 too, the top of its scroll range")
    func inMemoryRests() async {
        let result = await InMemoryRenderer().render(RenderRequest(text: Self.rows, device: "iPhone 16 Pro"))
        #expect(result.contentOffsetY == -62)
        // 528 pt of content, insets 62 and 34, an 874-pt view: the content is shorter, so the range is one offset.
        #expect(result.verticalOffsetRange == -62 ... -62)
        #expect(result.svg?.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"402\" height=\"874\"") == true)
    }

    @Test("--annotated draws the gallery's picture: the title band, and the viewport outlined at the resting offset")
    func annotated() async throws {
        let (_, folder) = try await Self.render(Self.rows) { $0.annotated = true }
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = try Self.svg(in: folder)
        #expect(svg.contains("<title>viewport (0, -62, 402, 874)</title>"))
        #expect(svg.contains("view 402 × 874 at offset (0, -62)"))
    }

    @Test("--full-height and --annotated together are refused, and nothing is written")
    func fullHeightOrAnnotated() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("resting-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var request = RenderRequest(file: "layout.json", outputFolder: folder.path, device: "iPhone 16 Pro")
        request.fullHeight = true
        request.annotated = true
        do {
            _ = try await DocumentRenderer().render(request)
            Issue.record("the render went ahead")
        } catch {
            #expect(error.optionProblems.map(\.option) == ["fullHeight"])
            #expect(error.optionProblems.map(\.message) == ["give `fullHeight` or `annotated`, not both"])
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }
}
