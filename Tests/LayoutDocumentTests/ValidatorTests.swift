import Foundation
import LayoutDocument
import Testing

/// `oclayout validate`'s work, in process: one line per problem, `FILE:LINE:COLUMN: /pointer: message`.
@Suite("Validating files")
struct ValidatorTests {
    @Test("every example file is valid; the one warning is the overflowing carousel the issue example shows")
    func examplesAreValid() throws {
        let files = try Repository.exampleFiles().map(\.path)
        // The carousel repeats 4 items of a quarter of its group with 8-pt spacing: its group is 390 − 2 × 16 = 358
        // pt wide, so the items need 4 × 89.5 + 3 × 8 = 382 pt (UIKit lets them overflow; the layout says so).
        // The group is responsible: its key is on line 5 after 6 characters.
        let carousel = Repository.examplesFolder.appendingPathComponent("carousel-paging-centered.json").path
        #expect(DocumentValidator.validate(files: files).map(\.description) == [
            "\(carousel):5:7: /sections/0/group: warning: layout: 4 repeated items need 382.0 points but the group has 358.0; they overflow the group.",
        ])
    }

    @Test("problems are listed as FILE:LINE:COLUMN: /pointer: message, across files, unreadable files included")
    func findingsAcrossFiles() throws {
        let folder = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.json").path
        try Data(#"{ "formatVersion": "1.0", "sections": [ { "list": { "appearance": "fancy", "rows": 3 } } ] }"#.utf8)
            .write(to: URL(fileURLWithPath: bad))
        let missing = folder.appendingPathComponent("missing.json").path
        let lines = DocumentValidator.validate(files: [bad, missing, folder.path]).map(\.description)
        // "appearance" begins after 52 characters, "rows" after 75; an unknown key in a 1.0 document is an error.
        #expect(lines == [
            "\(bad):1:53: /sections/0/list/appearance: expected one of plain, grouped, insetGrouped, sidebar, sidebarPlain; got 'fancy'",
            "\(bad):1:76: /sections/0/list/rows: unknown key 'rows'",
            "\(missing): /: cannot read the file: it does not exist",
            "\(folder.path): /: cannot read the file: it is a folder",
        ])
    }

    @Test("a preview document is checked, and the layout file it names")
    func previewAndItsLayoutFile() throws {
        let folder = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let layout = folder.appendingPathComponent("layout.json")
        try Data(#"{ "formatVersion": "1.0", "sections": [ { "list": { "appearance": "plain", "headerMode": "top" } } ] }"#.utf8).write(to: layout)
        let preview = folder.appendingPathComponent("preview.json")
        try Data(#"{ "formatVersion": "1.0", "layoutFile": "layout.json", "environment": { "width": -100 }, "items": [3, 1000000000] }"#.utf8)
            .write(to: preview)
        let lines = DocumentValidator.validate(file: preview.path).map(\.description)
        // "width" begins after 72 characters, the second item count after 102.
        #expect(lines == [
            "\(preview.path):1:73: /environment/width: must not be negative; got -100",
            "\(preview.path):1:103: /items/1: must be between 0 and 1000000; got 1000000000",
        ])
        // With the preview fixed, the layout file's own problem shows, named by its path.
        try Data(#"{ "formatVersion": "1.0", "layoutFile": "layout.json" }"#.utf8).write(to: preview)
        let layoutLines = DocumentValidator.validate(file: preview.path).map(\.description)
        #expect(layoutLines == ["\(layout.path):1:76: /sections/0/list/headerMode: expected one of none, supplementary, firstItemInSection; got 'top'"])
    }

    @Test("the example preview decodes to the values it spells out")
    func examplePreview() throws {
        let data = try Data(contentsOf: Repository.examplesFolder.appendingPathComponent("grid.preview.json"))
        let (preview, problems) = PreviewDocument.decode(jsonData: data)
        #expect(problems.isEmpty)
        #expect(preview == PreviewDocument(
            formatVersion: .init(major: 1, minor: 0), layout: .file("grid.json"),
            environment: .init(width: 390, height: 844, safeArea: .init(top: 47, left: 0, bottom: 34, right: 0),
                               layoutDirection: .rightToLeft, userInterfaceStyle: .dark, device: "iPhone 16 Pro"),
            items: [.count(3), .count(12)], contentOffset: .zero, orthogonalOffsets: [1: 120]))
        let reencoded = try #require(preview?.jsonString)
        #expect(PreviewDocument.decode(jsonData: Data(reencoded.utf8)).document == preview)
    }

    @Test("a preview with the layout inline: the inner formatVersion may be left out, and is checked when given")
    func inlineLayout() throws {
        let json = #"{ "formatVersion": "1.0", "layout": { "sections": [ { "list": { "appearance": "sidebar" } } ] }, "items": [ { "identifier": "Mail", "items": ["Inbox", "Sent"] } ] }"#
        let (preview, problems) = PreviewDocument.decode(jsonData: Data(json.utf8))
        #expect(problems.isEmpty)
        #expect(preview?.layout == .inline(LayoutDocument(sections: [.list(.init(appearance: .sidebar))])))
        #expect(preview?.items == [.sample(identifier: "Mail", texts: ["Inbox", "Sent"])])
        #expect(preview?.items.first?.itemCount == 2)

        let newer = #"{ "formatVersion": "1.0", "layout": { "formatVersion": "3.1", "sections": [] } }"#
        let refused = PreviewDocument.decode(jsonData: Data(newer.utf8))
        #expect(refused.document == nil)
        #expect(refused.problems.map(\.pointer) == ["/layout/formatVersion"])

        let both = #"{ "formatVersion": "1.0", "layout": { "sections": [] }, "layoutFile": "x.json" }"#
        let ambiguous = PreviewDocument.decode(jsonData: Data(both.utf8))
        #expect(ambiguous.problems.map(\.description) == ["/: give 'layout' or 'layoutFile', not both"])
    }

    @Test("a valid document is laid out: an item wider than its group is a warning at the item, said once")
    func layoutProblemsAreWarnings() throws {
        let folder = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Section 1's items are 500 pt wide in groups of 390 pt (the view's width): each is placed alone, and the
        // layout says so once, at the item, though all 12 groups break the rule.
        let text = """
        { "formatVersion": "1.0", "sections": [
          { "group": { "type": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } },
                       "subitems": [ { "type": "item", "size": { "width": { "fractionalWidth": 0.5 }, "height": { "fractionalHeight": 1 } } } ] } },
          { "group": { "type": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } },
                       "subitems": [ { "type": "item", "size": { "width": { "absolute": 500 }, "height": { "fractionalHeight": 1 } } } ] } } ] }
        """
        let file = folder.appendingPathComponent("wide.json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        let findings = DocumentValidator.validate(file: file)
        #expect(findings.map(\.problem.pointer) == ["/sections/1/group/subitems/0"])
        #expect(findings.first?.problem.severity == .warning)
        #expect(findings.first?.problem.message
                    == "layout: An item of length 500.0 does not fit in its group of length 390.0; it is placed anyway, one per group.")
    }

    @Test("a group that repeats past the pictures' limit is not laid out, and says so as a warning")
    func hugeGroupsAreNotLaidOut() throws {
        let folder = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 1,000 × 2,000 = 2,000,000 item places in one group: over the 1,000,000 limit.
        let text = """
        { "formatVersion": "1.0", "sections": [ { "group": { "type": "vertical", "count": 1000,
          "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } },
          "subitems": [ { "type": "horizontal", "count": 2000, "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } },
                          "subitems": [ { "type": "item", "size": { "width": { "absolute": 1 }, "height": { "absolute": 1 } } } ] } ] } } ] }
        """
        let file = folder.appendingPathComponent("huge.json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        let findings = DocumentValidator.validate(file: file)
        #expect(findings.count == 1)
        #expect(findings.first?.problem.severity == .warning)
        #expect(findings.first?.problem.pointer == "/sections/0/group/count")
        #expect(findings.first?.problem.message.hasPrefix("not laid out: one group lays out more than 1000000 item places") == true)
    }

    @Test("two half-width columns with spacing between them: the layout says the spacing leaves one out")
    func spacingLeavesAColumnOut() throws {
        let folder = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Section 0 repeats one item of 0.5 × 390 = 195 pt with 10-pt spacing: 195 + 10 + 195 = 400 > 390, so one
        // item a row, where 195 + 195 = 390 would fit two. Section 1 lists two such subitems: the second is left out.
        let group = #"{ "type": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } }, "interItemSpacing": { "fixed": 10 }, "subitems": [ SUBITEMS ] }"#
        let half = #"{ "type": "item", "size": { "width": { "fractionalWidth": 0.5 }, "height": { "fractionalHeight": 1 } } }"#
        let text = #"{ "formatVersion": "1.0", "sections": ["# + "\n"
            + #"  { "group": "# + group.replacingOccurrences(of: "SUBITEMS", with: half) + " },\n"
            + #"  { "group": "# + group.replacingOccurrences(of: "SUBITEMS", with: half + ", " + half) + " } ] }"
        let file = folder.appendingPathComponent("columns.json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        // Section 0's group is responsible (its key on line 2 after 4 characters); in section 1, its second subitem
        // (on line 3 after 13 characters of `  { "group": `, 152 of the group up to its subitems, 104 of the first half
        // and 2 of ", ").
        #expect(DocumentValidator.validate(file: file).map(\.description) == [
            "\(file):2:5: /sections/0/group: warning: layout: 1 item of length 195.0 fits in a group of length 390.0 with 10.0-point "
                + "inter-item spacing; without the spacing 2 would fit: the spacing leaves one out.",
            "\(file):3:272: /sections/1/group/subitems/1: warning: layout: Subitem 1 of a group's 2 needs 195.0 points after 195.0 of the group's 390.0 "
                + "(it would fit without the 10.0-point inter-item spacing); it and the subitems after it are left out of the group.",
        ])
    }
}
