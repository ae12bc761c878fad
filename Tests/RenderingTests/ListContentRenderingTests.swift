import Foundation
import LayoutExamples
import LayoutRendering
import OpenCompositionalLayout
import Testing
import Raster

/// Cells drawn as they are configured: the captured list content, backgrounds and separators, and the SVG
/// that shows them. The settings-list example is an inset-grouped `list(using:)` layout on a 390 × 844 view
/// with sections of 4 and 3 rows; its values are worked out by hand below.
@Suite("List content rendering")
@MainActor
struct ListContentRenderingTests {
    private func settingsSnapshot() throws -> LayoutSnapshot {
        let example = try #require(LayoutExampleCatalog.example(withID: "settings-list"))
        return LayoutSnapshot(capturing: example.makeCollectionView().collectionView, title: "settings")
    }

    /// The `<text>` elements of a class, as (attributes, text) pairs in document order (text elements have
    /// no children, so their start and end orders agree).
    private func texts(_ probe: XMLProbe, className: String) -> [(attributes: [String: String], text: String)] {
        zip(probe.attributesByElement["text"] ?? [], probe.textByElement["text"] ?? [])
            .filter { $0.0["class"] == className }.map { ($0.0, $0.1) }
    }

    @Test("the capture carries each realized cell's text, background and separator, and the list's style")
    func capture() throws {
        let snapshot = try settingsSnapshot()
        #expect(snapshot.cellContents.count == 7)
        let first = try #require(snapshot.cellContents.first)
        #expect(first.text == "Wi-Fi" && first.secondaryText == "Home" && first.secondaryTextBesideText)
        // A default list content configuration: body text (17 pt), leading margin 16, no image or indentation.
        #expect(first.textFontSize == 17)
        #expect(first.textLeadingInset == 16)
        // An inset-grouped list's cells take the grouped cell background, secondarySystemGroupedBackground:
        // white in light mode, (28, 28, 30) in dark mode.
        #expect(first.backgroundColor?.light == LayoutSnapshot.Paint(rgb: .white))
        #expect(first.backgroundColor?.dark == LayoutSnapshot.Paint(rgb: RGBColor(red: 28, green: 28, blue: 30)))
        // The view's background is the list's: systemGroupedBackground, (242, 242, 247) light, black dark.
        #expect(snapshot.backgroundColor?.light == LayoutSnapshot.Paint(rgb: RGBColor(red: 242, green: 242, blue: 247)))
        #expect(snapshot.backgroundColor?.dark == LayoutSnapshot.Paint(rgb: .black))
        // Separators below every row but the last of each section, starting at the text (16) and running to
        // the trailing edge.
        let withSeparators = snapshot.cellContents.filter { $0.separator != nil }.map { [$0.section, $0.item] }
        #expect(withSeparators == [[0, 0], [0, 1], [0, 2], [1, 0], [1, 1]])
        #expect(first.separator?.leadingInset == 16 && first.separator?.trailingInset == 0)
        #expect(snapshot.sections.map(\.list?.appearance) == [.insetGrouped, .insetGrouped])
    }

    @Test("the SVG shows each row's text and value, clipped to its cell, and no index-path label over it")
    func textIsDrawn() throws {
        let snapshot = try settingsSnapshot()
        let svg = SVGRenderer().render(snapshot)
        let probe = XMLProbe(svg)
        #expect(probe.isWellFormed, "\(probe.errorDescription ?? "")")
        let primary = texts(probe, className: "cell-text")
        #expect(primary.map(\.text) == ["Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot", "General", "Accessibility",
                                        "Privacy & Security"])
        #expect(texts(probe, className: "cell-secondary-text").map(\.text) == ["Home", "On", "Off"])
        // Body text at its point size (17, readable at 1×), at the leading inset 16, in the label colour (black).
        #expect(primary.allSatisfy { $0.attributes["font-size"] == "17" && $0.attributes["x"] == "16" })
        #expect(primary.allSatisfy { $0.attributes["fill"] == "#000000" })
        // A value sits at the trailing edge: 358 − 16 = 342, anchored at its end.
        let value = try #require(texts(probe, className: "cell-secondary-text").first)
        #expect(value.attributes["x"] == "342" && value.attributes["text-anchor"] == "end")
        // Each text is clipped by a nested <svg> the size of its cell: row (0, 0) is at (16, 35), 358 × 44
        // (inset 16 on a 390 view; 35 of grouped padding above the first row).
        let boxes = (probe.attributesByElement["svg"] ?? []).filter { $0["class"] == "cell-content" }
        #expect(boxes.count == 7)
        #expect(boxes.first.map { [$0["x"], $0["y"], $0["width"], $0["height"]] } == ["16", "35", "358", "44"])
        // No "[0,0]"-style label is drawn over a cell that shows its text.
        #expect(!(probe.textByElement["text"] ?? []).contains("[0,0]"))
    }

    @Test("separators: rows − 1 per section, from the text's leading edge, along the row's bottom")
    func separators() throws {
        let svg = SVGRenderer().render(try settingsSnapshot())
        let lines = (XMLProbe(svg).attributesByElement["rect"] ?? []).filter { $0["class"] == "separator" }
        #expect(lines.filter { $0["data-section"] == "0" }.count == 4 - 1)
        #expect(lines.filter { $0["data-section"] == "1" }.count == 3 - 1)
        // Row (0, 0): cell x 16…374, text at 16 + 16 = 32; the 1-pt line fills the point above the bottom (35 + 44).
        let first = try #require(lines.first)
        #expect([first["x"], first["y"], first["width"], first["height"]] == ["32", "78", "342", "1"])
        // Separators are painted before the labels and text (and the text is centred in the row), so no line
        // crosses a text: every separator comes before the first text in the document.
        let lastSeparator = try #require(svg.range(of: "class=\"separator\"", options: .backwards))
        let firstText = try #require(svg.range(of: "class=\"cell-text\""))
        #expect(lastSeparator.lowerBound < firstText.lowerBound)
    }

    @Test("inset-grouped sections are rounded groups (10-pt radius) on the grouped background")
    func roundedGroups() throws {
        let svg = SVGRenderer().render(try settingsSnapshot())
        let probe = XMLProbe(svg)
        let groups = (probe.attributesByElement["rect"] ?? []).filter { $0["class"] == "list-group" }
        #expect(groups.count == 2)
        // Section 0's rows span (16, 35) to (374, 35 + 4 × 44 = 211): a 358 × 176 rectangle with 10-pt corners.
        let first = try #require(groups.first)
        #expect([first["x"], first["y"], first["width"], first["height"], first["rx"]] == ["16", "35", "358", "176", "10"])
        #expect(groups.first?["fill"] == "#ffffff")
        // Each cell's background is its group's rounded shape, clipped to the cell by a viewport at the cell's frame
        // (no clip path): row (0, 0) at (16, 35) paints the group moved by (−16, −35).
        #expect((probe.attributesByElement["clipPath"] ?? []).isEmpty)
        #expect(svg.contains("<svg x=\"16\" y=\"35\" width=\"358\" height=\"44\">\n<rect width=\"358\" height=\"176\" rx=\"10\" fill=\"#ffffff\"/>"))
        // The view's background (systemGroupedBackground) fills the viewport and the content area.
        let background = (probe.attributesByElement["rect"] ?? []).first { $0["class"] == "view-background" }
        #expect(background?["fill"] == "#f2f2f7")
        #expect(background.map { [$0["width"], $0["height"]] } == ["390", "844"])
    }

    @Test("dark mode draws the dark resolutions: white text on (28, 28, 30) rows on black")
    func darkMode() throws {
        let svg = SVGRenderer(appearance: .dark).render(try settingsSnapshot())
        let probe = XMLProbe(svg)
        #expect(texts(probe, className: "cell-text").allSatisfy { $0.attributes["fill"] == "#ffffff" })
        #expect((probe.attributesByElement["rect"] ?? []).first { $0["class"] == "list-group" }?["fill"] == "#1c1c1e")
        #expect((probe.attributesByElement["rect"] ?? []).first { $0["class"] == "view-background" }?["fill"] == "#000000")
    }

    @Test("the built-in PNG paints the same backgrounds, rounded corners and separators (without text)")
    func builtInPNG() throws {
        let image = try PNGRenderer().rasterize(try settingsSnapshot())
        // Content (0, 0) lands at pixel (16, 86) at 1×: the 16-pt margin, and the 70-pt title band plus 16.
        func pixel(_ x: Int, _ y: Int) -> RGBColor? { image.color(atX: 16 + x, y: 86 + y) }
        let grouped = RGBColor(red: 242, green: 242, blue: 247)
        // Below the content, inside the viewport: the view's grouped background.
        #expect(pixel(100, 600) == grouped)
        // Section 0's top-left corner pixel (centre (16.5, 35.5)) lies 13.4 pt from the corner circle's centre
        // (26, 45), outside its 10-pt radius: background. Inside the row: the white cell background.
        #expect(pixel(16, 35) == grouped)
        #expect(pixel(100, 50) == .white)
        // Row 0's separator fills y 78…79 from x 32: separator (60, 60, 67) at 0.29 over white gives
        // 255 × 0.71 + 60 × 0.29 = 198.45 → 198 and 255 × 0.71 + 67 × 0.29 = 200.48 → 200. Left of the text
        // inset (x 20) the row stays white.
        #expect(pixel(100, 78) == RGBColor(red: 198, green: 198, blue: 200))
        #expect(pixel(20, 78) == .white)
    }

    @Test("pictures side by side need no clip paths: each row and each picture is a nested viewport")
    func noClipPathsToShare() throws {
        let light = try settingsSnapshot()
        var other = light
        other.title = "settings, again"
        let probe = XMLProbe(SVGRenderer().render(sideBySide: [light, other], title: "two"))
        // No identifiers that two pictures inlined in one page could share.
        #expect(probe.isWellFormed)
        #expect((probe.attributesByElement["clipPath"] ?? []).isEmpty)
        #expect((probe.attributesByElement["svg"] ?? []).filter { $0["class"] == "picture" }.count == 2)
    }

    @Test("a hand-built snapshot: stacked secondary text, right to left, escaping and determinism")
    func handBuilt() throws {
        let black = LayoutSnapshot.Color(light: .init(rgb: .black), dark: .init(rgb: .white))
        var snapshot = LayoutSnapshot(
            title: "hand", viewport: CGRect(x: 0, y: 0, width: 200, height: 100), contentSize: CGSize(width: 200, height: 100),
            elements: [.init(category: .cell, section: 0, item: 0, frame: CGRect(x: 0, y: 0, width: 200, height: 60))])
        snapshot.cellContents = [LayoutSnapshot.CellContent(
            section: 0, item: 0, text: "<Title> & co", secondaryText: "Sub", textColor: black, secondaryTextColor: black,
            textFontSize: 17, secondaryTextFontSize: 15, textLeadingInset: 20, isRightToLeft: true)]
        let svg = SVGRenderer().render(snapshot)
        let probe = XMLProbe(svg)
        #expect(probe.isWellFormed)
        let title = try #require(texts(probe, className: "cell-text").first)
        let subtitle = try #require(texts(probe, className: "cell-secondary-text").first)
        #expect(title.text == "<Title> & co")
        // Right to left: both lines end at the leading inset from the right edge, 200 − 20 = 180.
        #expect(title.attributes["x"] == "180" && title.attributes["text-anchor"] == "end")
        #expect(subtitle.attributes["x"] == "180")
        // Stacked and centred: (60 − 17 − 3 − 15) / 2 = 12.5 on top; baselines 12.5 + 0.8 × 17 = 26.1 and
        // 12.5 + 17 + 3 + 0.8 × 15 = 44.5.
        #expect(title.attributes["y"] == "26.1" && subtitle.attributes["y"] == "44.5")
        // No list, so no separator; no background, so no filled cell rectangle.
        #expect((probe.attributesByElement["line"] ?? []).isEmpty)
        #expect(SVGRenderer().render(snapshot) == svg)
    }
}
