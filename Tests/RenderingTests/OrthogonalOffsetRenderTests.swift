import DocumentRendering
import Foundation
import LayoutRendering
import Testing

/// A preview document's `orthogonalOffsets` scroll its orthogonal sections, in `oclayout render` (files) and in
/// the in-memory renderer alike.
@Suite("Orthogonal offsets in renders")
@MainActor
struct OrthogonalOffsetRenderTests {
    /// One orthogonal section of ten 100 × 50 items (a group of one item, 100 wide), scrolling `continuous`,
    /// then a plain section of 50-pt rows; a 390 × 300 view.
    static func preview(offsets: String, direction: String = "leftToRight") -> String {
        """
        { "formatVersion": "1.0",
          "layout": { "sections": [
            { "group": { "type": "horizontal", "size": { "width": { "absolute": 100 }, "height": { "absolute": 50 } },
                         "subitems": [ { "type": "item", "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalHeight": 1 } } } ] },
              "orthogonalScrollingBehavior": "continuous" },
            { "group": { "type": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } },
                         "subitems": [ { "type": "item", "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalHeight": 1 } } } ] } }
          ] },
          "environment": { "width": 390, "height": 300, "layoutDirection": "\(direction)" },
          "items": [10, 2],
          "orthogonalOffsets": \(offsets) }
        """
    }

    static func cellFrame(_ snapshot: LayoutSnapshot, section: Int, item: Int) -> CGRect? {
        snapshot.elements.first { $0.category == .cell && $0.section == section && $0.item == item }?.frame
    }

    @Test("oclayout render scrolls an orthogonal section to the preview's offset")
    func fileRenderHonoursOffsets() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("orthogonal-offsets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("carousel.preview.json")
        try Data(Self.preview(offsets: #"{ "0": 150 }"#).utf8).write(to: file)
        let result = try await DocumentRenderer().render(RenderRequest(file: file.path, outputFolder: folder.path, formats: [.frames]))
        let snapshot = try #require(result.snapshots.first)
        // At offset 0 item k of section 0 lies at (100k, 0, 100, 50). Scrolled 150 points along x, every item is
        // shown 150 points to the left: item 0 at x = −150, item 2 at x = 50, item 9 at x = 750.
        #expect(Self.cellFrame(snapshot, section: 0, item: 0) == CGRect(x: -150, y: 0, width: 100, height: 50))
        #expect(Self.cellFrame(snapshot, section: 0, item: 2) == CGRect(x: 50, y: 0, width: 100, height: 50))
        #expect(Self.cellFrame(snapshot, section: 0, item: 9) == CGRect(x: 750, y: 0, width: 100, height: 50))
        // The plain section below does not move: row k at y = 50 + 50k, full width.
        #expect(Self.cellFrame(snapshot, section: 1, item: 1) == CGRect(x: 0, y: 100, width: 390, height: 50))
        // The orthogonal content's outline moves with the items: 10 × 100 = 1000 wide, starting at −150.
        let section = try #require(snapshot.sections.first { $0.index == 0 })
        #expect(section.orthogonalOffset == CGPoint(x: 150, y: 0))
        #expect(section.orthogonalRegion == CGRect(x: -150, y: 0, width: 1000, height: 50))
        // The frames file records what is shown.
        let frames = try String(contentsOf: folder.appendingPathComponent("carousel.preview.frames.json"), encoding: .utf8)
        #expect(frames.contains(#""indexPath": [0, 0], "frame": [-150, 0, 100, 50]"#))
        #expect(result.warnings.isEmpty)
    }

    @Test("an offset past the content is clamped; one for a section that does not scroll orthogonally is a warning")
    func clampedAndIgnored() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("orthogonal-offsets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("carousel.preview.json")
        try Data(Self.preview(offsets: #"{ "0": 5000, "1": 20 }"#).utf8).write(to: file)
        let result = try await DocumentRenderer().render(RenderRequest(file: file.path, outputFolder: folder.path, formats: [.svg]))
        let snapshot = try #require(result.snapshots.first)
        // The content is 1000 wide and the view 390: the offset rests at most at 1000 − 390 = 610, so item 0 is
        // at x = −610 and the last item's trailing edge meets the view's (item 9 at 900 − 610 = 290).
        #expect(Self.cellFrame(snapshot, section: 0, item: 0) == CGRect(x: -610, y: 0, width: 100, height: 50))
        #expect(Self.cellFrame(snapshot, section: 0, item: 9) == CGRect(x: 290, y: 0, width: 100, height: 50))
        #expect(result.warnings.map(\.description) == [
            "\(file.path): /orthogonalOffsets/1: warning: section 1 does not scroll orthogonally; the offset is ignored",
        ])
    }

    @Test("in memory: the sections' offsets and ranges, the options over the document's, right to left negative")
    func inMemorySections() async throws {
        let renderer = InMemoryRenderer()
        let text = Self.preview(offsets: #"{ "0": 150 }"#)
        let fromDocument = await renderer.render(RenderRequest(text: text))
        #expect(fromDocument.problems.isEmpty)
        // Section 0 only: 1000 × 50 of content in a 390-point region, offset 150 of at most 1000 − 390 = 610.
        #expect(fromDocument.orthogonalSections == [
            OrthogonalSection(index: 0, axis: .horizontal, contentSize: CGSize(width: 1000, height: 50), visibleLength: 390,
                              offset: 150, minimumOffset: 0, maximumOffset: 610),
        ])
        let fromOptions = await renderer.render(RenderRequest(text: text, orthogonalOffsets: [0: 300]))
        #expect(fromOptions.orthogonalSections.first?.offset == 300)
        let snapshot = try #require(fromOptions.snapshot)
        #expect(Self.cellFrame(snapshot, section: 0, item: 3) == CGRect(x: 0, y: 0, width: 100, height: 50))  // 300 − 300

        // Right to left the section starts at its right end: item k at x = 290 − 100k, and the offset runs from
        // −610 (the far end) to 0.
        let mirrored = await renderer.render(RenderRequest(text: Self.preview(offsets: #"{ "0": -200 }"#, direction: "rightToLeft")))
        let section = try #require(mirrored.orthogonalSections.first)
        #expect(section.minimumOffset == -610 && section.maximumOffset == 0 && section.offset == -200)
        // Scrolled by −200 the items are shown 200 points to the right: item 4 at 290 − 400 + 200 = 90.
        let mirroredSnapshot = try #require(mirrored.snapshot)
        #expect(Self.cellFrame(mirroredSnapshot, section: 0, item: 4) == CGRect(x: 90, y: 0, width: 100, height: 50))
    }
}
