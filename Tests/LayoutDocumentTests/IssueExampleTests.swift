import Foundation
import LayoutDocument
import OpenCompositionalLayout
import Testing

/// The example document of the format's description decodes to the values it spells out.
@Suite("The format's example document")
struct IssueExampleTests {
    static func load() throws -> LayoutDocument.DecodingResult {
        let data = try Data(contentsOf: Repository.examplesFolder.appendingPathComponent("carousel-paging-centered.json"))
        return LayoutDocument.decode(jsonData: data)
    }

    @Test("decodes without problems to the values it spells out")
    func decodesToHandCheckedValues() throws {
        let result = try Self.load()
        #expect(result.problems.isEmpty)
        let item = LayoutDocument.Item(size: .init(width: .fractionalWidth(0.25), height: .fractionalHeight(1)),
                                       contentInsets: .init(top: 2, leading: 2, bottom: 2, trailing: 2))
        let group = LayoutDocument.Group(kind: .horizontal, size: .init(width: .fractionalWidth(1), height: .absolute(100)),
                                         subitems: [.item(item)], count: 4, interItemSpacing: .fixed(8))
        let header = LayoutDocument.BoundaryItem(elementKind: "header", size: .init(width: .fractionalWidth(1), height: .absolute(44)),
                                                 alignment: .top, pinToVisibleBounds: true)
        let section = LayoutDocument.CompositionalSection(
            group: group, interGroupSpacing: 8, contentInsets: .init(top: 0, leading: 16, bottom: 0, trailing: 16),
            orthogonalScrollingBehavior: .groupPagingCentered, boundarySupplementaryItems: [header],
            decorationItems: [.init(type: .background, elementKind: "background")])
        let expected = LayoutDocument(formatVersion: .init(major: 1, minor: 0),
                                      configuration: .init(scrollDirection: .vertical, interSectionSpacing: 8, contentInsetsReference: .automatic),
                                      sections: [.compositional(section)])
        #expect(result.document == expected)
    }

    @Test("becomes the UIKit objects it describes")
    @MainActor func becomesObjects() throws {
        let document = try #require(try Self.load().document)
        let objects = try document.makeObjects()
        #expect(objects.configuration.interSectionSpacing == 8)
        #expect(objects.configuration.contentInsetsReference == .automatic)
        guard case .section(let section) = objects.sections.first else {
            Issue.record("expected a compositional section")
            return
        }
        #expect(section.orthogonalScrollingBehavior == .groupPagingCentered)
        #expect(section.interGroupSpacing == 8)
        #expect(section.contentInsets == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(section.boundarySupplementaryItems.first?.pinToVisibleBounds == true)
        #expect(section.boundarySupplementaryItems.first?.alignment == .top)
        #expect(section.decorationItems.first?.elementKind == "background")
    }

    @Test("lays out as UIKit would: four 0.25-wide cells per 100-pt group (scrolling vertically)")
    @MainActor func laysOut() throws {
        var document = try #require(try Self.load().document)
        // Orthogonal paging places groups by its own rules; this checks the sizes and insets the document gives.
        guard case .compositional(var section) = document.sections[0] else { throw CancellationError() }
        section.orthogonalScrollingBehavior = .none
        document.sections[0] = .compositional(section)
        let laidOut = frames(of: try document.makeLayout(), items: [8], kinds: ["header", "background"])
        let cells = laidOut.filter { $0.category == "cell" }
        // View 390 wide, contentInsetsReference automatic (no safe area here): section content 390 − 16 − 16 = 358.
        // The group is 358 × 100; 4 repeated items of 0.25 × 358 = 89.5 with 8-pt spacing need 4 × 89.5 + 3 × 8 = 382 > 358,
        // UIKit still places all four (repeatingSubitem: each at its own size). Item 0's frame: x 16, below the 44-pt header:
        // y 44, then 2-pt content insets: (18, 46, 85.5, 96).
        #expect(cells.first?.frame == CGRect(x: 18, y: 46, width: 85.5, height: 96))
        // Item 1 starts 89.5 + 8 after item 0's layout box: 16 + 97.5 = 113.5, +2 inset.
        #expect(cells.dropFirst().first?.frame == CGRect(x: 115.5, y: 46, width: 85.5, height: 96))
        let header = laidOut.first { $0.kind == "header" }
        // The header spans the section's content width (358) at the top.
        #expect(header?.frame == CGRect(x: 16, y: 0, width: 358, height: 44))
    }
}
