import CollectionGeometry
import Foundation
import LayoutCore
import LayoutDocument
import Testing

/// `oclayout validate`'s layout warnings point at the part of the document responsible: the group, item or value whose
/// size, count or spacing caused them, at that part's line and column.
@Suite("Layout warnings point at the part responsible")
struct DiagnosticPointerTests {
    private typealias Place = LayoutDiagnostic.Place

    /// The lines `validate` prints for a file holding `text`, and the file's path.
    private func validate(_ text: String, name: String = "layout.json") throws -> (file: String, lines: [String]) {
        let folder = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return (file, DocumentValidator.validate(file: file).map(\.description))
    }

    /// The section's 390-pt row holds a 100-pt item (line 3), then a 200-pt column (line 4) repeating twice a row
    /// (line 5) whose one item (line 6, after 8 spaces) is 250 pt wide: 100 + 200 fit the row, two 50-pt rows fill the
    /// column's 100 pt, but 250 pt do not fit the inner row's 200. The column's count repeats the row, and the
    /// section's 12 items make 4 groups: the warning is said once.
    @Test("an item wider than its group, two groups down inside a counted group, is named by its path")
    func nestedItemWiderThanItsGroup() throws {
        let text = """
        { "formatVersion": "1.0", "sections": [
          { "group": { "type": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 100 } }, "subitems": [
            { "type": "item", "size": { "width": { "absolute": 100 }, "height": { "fractionalHeight": 1 } } },
            { "type": "vertical", "count": 2, "size": { "width": { "absolute": 200 }, "height": { "fractionalHeight": 1 } }, "subitems": [
              { "type": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } }, "subitems": [
                { "type": "item", "size": { "width": { "absolute": 250 }, "height": { "fractionalHeight": 1 } } } ] } ] } ] } } ] }
        """
        let (file, lines) = try validate(text)
        #expect(lines == [
            "\(file):6:9: /sections/0/group/subitems/1/subitems/0/subitems/0: warning: layout: An item of length 250.0 does not fit "
                + "in its group of length 200.0; it is placed anyway, one per group.",
        ])
    }

    /// Section 0: a 400-pt item after a 100-pt one in a 390-pt row is left out (subitem 1, line 4 after 4 spaces).
    /// Section 1: a column's second item is 0 high (its height, line 8 after 6 spaces). Section 2: one 195-pt half
    /// repeated with 10-pt spacing fits once where 195 + 195 = 390 would fit twice: the group (line 9 after 4 spaces)
    /// is responsible, not its item.
    @Test("a subitem left out names the subitem; a zero-length item its dimension; a column the spacing leaves out the group")
    func subitemDimensionAndGroup() throws {
        let text = """
        { "formatVersion": "1.0", "sections": [
          { "group": { "type": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } }, "subitems": [
            { "type": "item", "size": { "width": { "absolute": 100 }, "height": { "fractionalHeight": 1 } } },
            { "type": "item", "size": { "width": { "absolute": 400 }, "height": { "fractionalHeight": 1 } } } ] } },
          { "group": { "type": "vertical", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 100 } }, "subitems": [
            { "type": "item", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 40 } } },
            { "type": "item", "size": { "width": { "fractionalWidth": 1 },
              "height": { "absolute": 0 } } } ] } },
          { "group": { "type": "horizontal", "interItemSpacing": { "fixed": 10 },
                       "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } },
                       "subitems": [ { "type": "item", "size": { "width": { "fractionalWidth": 0.5 }, "height": { "fractionalHeight": 1 } } } ] } } ] }
        """
        let (file, lines) = try validate(text)
        #expect(lines == [
            "\(file):4:5: /sections/0/group/subitems/1: warning: layout: Subitem 1 of a group's 2 needs 400.0 points after 100.0 "
                + "of the group's 390.0; it and the subitems after it are left out of the group.",
            "\(file):8:7: /sections/1/group/subitems/1/size/height: warning: layout: An item has zero length along its group's axis; "
                + "one is placed per group.",
            "\(file):9:5: /sections/2/group: warning: layout: 1 item of length 195.0 fits in a group of length 390.0 with 10.0-point "
                + "inter-item spacing; without the spacing 2 would fit: the spacing leaves one out.",
        ])
    }

    /// The preview's view is 700 pt wide, so its inline layout's section uses the variant from 600 pt: a 500-pt item
    /// after a 300-pt one does not fit its 700-pt row. The pointer goes through the chosen variant, under `/layout`
    /// (line 7, after 10 spaces).
    @Test("inside a preview's inline layout, the pointer goes through the variant the view's width chose")
    func chosenVariantOfAnInlineLayout() throws {
        let text = """
        { "formatVersion": "1.0", "environment": { "width": 700, "height": 800 }, "layout": { "sections": [
          { "variants": [
            { "minimumWidth": 0, "section": { "list": { "appearance": "plain" } } },
            { "minimumWidth": 600, "section": { "group": { "type": "horizontal",
                "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } }, "subitems": [
                  { "type": "item", "size": { "width": { "absolute": 300 }, "height": { "fractionalHeight": 1 } } },
                  { "type": "item", "size": { "width": { "absolute": 500 }, "height": { "fractionalHeight": 1 } } } ] } } } ] } ] } }
        """
        let (file, lines) = try validate(text, name: "preview.json")
        #expect(lines == [
            "\(file):7:11: /layout/sections/0/variants/1/section/group/subitems/1: warning: layout: Subitem 1 of a group's 2 needs "
                + "500.0 points after 300.0 of the group's 700.0; it and the subitems after it are left out of the group.",
        ])
    }

    /// A waterfall's columns are not groups of the document: a minimum column width over the 390-pt container is named
    /// at the key that sets it (after 19 characters of line 2).
    @Test("a waterfall's problem names the waterfall's key")
    func waterfallKey() throws {
        let text = """
        { "formatVersion": "1.1", "sections": [
          { "waterfall": { "minimumColumnWidth": 500, "itemHeights": [100] } } ] }
        """
        let (file, lines) = try validate(text)
        #expect(lines == [
            "\(file):2:20: /sections/0/waterfall/minimumColumnWidth: warning: layout: A waterfall's minimum column width 500.0 is "
                + "wider than its container (390.0); one column of the container's width is used.",
        ])
    }

    /// Places a document cannot produce (its numbers are checked before layout: no NaN dimension, no count below 1)
    /// still map to the document, with the line and column of the key or element named. Section 0 is a list: its
    /// header and footer are the core's boundary items 0 and 1, made by its modes; its rows are the core's groups.
    /// Section 1 stands for section 2 as well. Counted by hand in the text below:
    /// - line 10, after 38 characters: the third item's `width`; line 11, after 32: the counted group's `count`;
    /// - line 13, after 85: the header's `offset`; line 15, after 27: the background;
    /// - line 5, after 41 and 72: `headerMode` and `footerMode`;
    /// - line 2, after 21: `interSectionSpacing`; line 3, after 96: the banner's `height`.
    @Test("every kind of place maps to the nearest part the document holds, and resolves to its line and column")
    func placesTheDocumentCannotProduce() throws {
        let text = """
        { "formatVersion": "1.0",
          "configuration": { "interSectionSpacing": 8, "boundarySupplementaryItems": [
            { "elementKind": "banner", "alignment": "top", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 30 } } } ] },
          "sections": [
            { "list": { "appearance": "grouped", "headerMode": "supplementary", "footerMode": "supplementary" } },
            { "group": { "type": "vertical", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 100 } }, "subitems": [
                { "type": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } }, "subitems": [
                  { "type": "item", "size": { "width": { "absolute": 10 }, "height": { "fractionalHeight": 1 } } },
                  { "type": "item", "size": { "width": { "absolute": 10 }, "height": { "fractionalHeight": 1 } } },
                  { "type": "item", "size": { "width": { "absolute": 10 }, "height": { "fractionalHeight": 1 } } } ] },
                { "type": "horizontal", "count": 3, "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } }, "subitems": [
                  { "type": "item", "size": { "width": { "fractionalWidth": 0.25 }, "height": { "fractionalHeight": 1 } } } ] } ] },
              "boundarySupplementaryItems": [ { "elementKind": "header", "alignment": "top", "offset": { "x": 4 },
                "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 44 } } } ],
              "decorationItems": [ { "type": "background", "elementKind": "background" } ] } ] }
        """
        let source = LayoutDocument.Source(jsonString: text)
        let document = try #require(LayoutDocument.decode(source).document)
        let lowered = try document.lowered(in: .init(size: CGSize(width: 390, height: 844)), itemCounts: [12, 12, 12])
        #expect(lowered.solve().diagnostics.isEmpty)
        func pointer(_ section: Int?, _ element: Place.Element?, _ property: Place.Property? = nil, prefix: String = "") -> String {
            let diagnostic = LayoutDiagnostic(kind: .invalidDimension, section: section, indexPath: nil, message: "",
                                              place: element.map { Place($0, property) })
            return document.pointer(for: diagnostic, in: lowered, prefix: prefix)
        }
        func place(_ pointer: String) -> String {
            source.place(of: pointer).map { "\($0.line):\($0.column)" } ?? "none"
        }

        let width = pointer(1, .item(path: [0, 2]), .width)
        #expect(width == "/sections/1/group/subitems/0/subitems/2/size/width")
        #expect(place(width) == "10:39")
        let count = pointer(1, .item(path: [1]), .count)
        #expect(count == "/sections/1/group/subitems/1/count")
        #expect(place(count) == "11:33")
        // The counted group's one subitem is core subitem 0 whichever the form.
        #expect(pointer(1, .item(path: [1, 0]), .height) == "/sections/1/group/subitems/1/subitems/0/size/height")
        let offset = pointer(1, .boundaryItem(0), .offset)
        #expect(offset == "/sections/1/boundarySupplementaryItems/0/offset")
        #expect(place(offset) == "13:86")
        let background = pointer(1, .decorationItem(0), .contentInsets)
        #expect(background == "/sections/1/decorationItems/0")
        #expect(place(background) == "15:28")
        let header = pointer(0, .boundaryItem(0), .height)
        #expect(header == "/sections/0/list/headerMode")
        #expect(place(header) == "5:42")
        let footer = pointer(0, .boundaryItem(1))
        #expect(footer == "/sections/0/list/footerMode")
        #expect(place(footer) == "5:73")
        let spacing = pointer(nil, .layout, .interSectionSpacing)
        #expect(spacing == "/configuration/interSectionSpacing")
        #expect(place(spacing) == "2:22")
        let banner = pointer(nil, .layoutBoundaryItem(0), .height)
        #expect(banner == "/configuration/boundarySupplementaryItems/0/size/height")
        #expect(place(banner) == "3:97")

        // Values the document leaves out (at their defaults) are named by their parents.
        #expect(pointer(1, .boundaryItem(0), .contentInsets) == "/sections/1/boundarySupplementaryItems/0")
        #expect(pointer(1, .section, .interGroupSpacing) == "/sections/1")
        #expect(pointer(1, .item(path: [0]), .edgeSpacing) == "/sections/1/group/subitems/0")
        #expect(pointer(1, .item(path: []), .interItemSpacing) == "/sections/1/group")
        // The list's rows, and places the document does not have, are named by the nearest part it has.
        #expect(pointer(0, .item(path: [0]), .width) == "/sections/0/list")
        #expect(pointer(1, .item(path: [0, 7]), .width) == "/sections/1/group/subitems/0")
        #expect(pointer(1, .item(path: [0, 2, 0])) == "/sections/1/group/subitems/0/subitems/2")
        #expect(pointer(1, .boundaryItem(3)) == "/sections/1")
        #expect(pointer(1, .waterfall, .columns) == "/sections/1")
        // Section 2 is described by the last section; a section without a place is the section.
        #expect(pointer(2, .boundaryItem(0), .offset) == "/sections/1/boundarySupplementaryItems/0/offset")
        #expect(pointer(1, nil) == "/sections/1")
        // The whole layout is the prefix; the prefix keeps its escapes (RFC 6901).
        #expect(pointer(nil, nil) == "")
        #expect(pointer(1, .item(path: [1]), .count, prefix: "/la~1yout") == "/la~1yout/sections/1/group/subitems/1/count")
    }
}
