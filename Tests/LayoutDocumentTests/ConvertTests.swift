import Foundation
import LayoutDocument
import OpenCompositionalLayout
import Testing

/// `oclayout convert`'s Swift code: the files in `Converted/` are the writer's output for each example
/// (compiled here as part of the tests), and they build the same layout as the document.
@Suite("Converting documents to Swift")
@MainActor
struct ConvertTests {
    static let converted: [(file: String, makeLayout: @MainActor () -> UICollectionViewCompositionalLayout)] = [
        ("adaptive-sections.json", adaptiveSectionsLayout),
        ("app-store.json", appStoreLayout),
        ("badges.json", badgesLayout),
        ("carousel-paging-centered.json", carouselPagingCenteredLayout),
        ("distinct-sections.json", distinctSectionsLayout),
        ("flow.json", flowLayout),
        ("grid.json", gridLayout),
        ("headers-and-footers.json", headersAndFootersLayout),
        ("inset-grid.json", insetGridLayout),
        ("inset-grouped-list.json", insetGroupedListLayout),
        ("list.json", listLayout),
        ("nested-groups.json", nestedGroupsLayout),
        ("orthogonal-behaviors.json", orthogonalBehaviorsLayout),
        ("orthogonal-carousel-pinned-header.json", orthogonalCarouselPinnedHeaderLayout),
        ("pinned-headers.json", pinnedHeadersLayout),
        ("section-background.json", sectionBackgroundLayout),
        ("settings.json", settingsLayout),
        ("sidebar-list.json", sidebarListLayout),
        ("staircase-custom-group.json", staircaseCustomGroupLayout),
        ("two-column.json", twoColumnLayout),
        ("waterfall.json", waterfallLayout),
    ]

    /// `grid.json` → `gridLayout`, `inset-grouped-list.json` → `insetGroupedListLayout`.
    static func functionName(for file: String) -> String {
        let words = file.replacingOccurrences(of: ".json", with: "").split(separator: "-").map(String.init)
        return words[0] + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Layout"
    }

    @Test("every example has its converted code")
    func everyExampleConverted() throws {
        let files = try Repository.exampleLayoutFiles().map(\.lastPathComponent)
        #expect(Self.converted.map(\.file) == files)
    }

    @Test("the writer's output is the checked-in code, byte for byte")
    func writerOutputMatches() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Converted")
        for (file, _) in Self.converted {
            let document = try RoundTripTests.load(file)
            let name = Self.functionName(for: file)
            let expected = try String(contentsOf: folder.appendingPathComponent(name + ".swift"), encoding: .utf8)
            let written = SwiftSourceWriter(functionName: name, importedModule: "OpenCompositionalLayout").source(for: document)
            #expect(written == expected, "regenerate with: oclayout convert --module OpenCompositionalLayout --function-name \(name) \(file)")
        }
    }

    @Test("the converted code lays out the same frames as the document, narrow and wide")
    func sameFrames() throws {
        let kinds = ["header", "footer", "badge", "background", "section-background", "layout-header"]
        for (file, makeLayout) in Self.converted {
            let document = try RoundTripTests.load(file)
            for size in [CGSize(width: 390, height: 844), CGSize(width: 820, height: 1180)] {
                let fromDocument = frames(of: try document.makeLayout(), items: [7, 5], size: size, kinds: kinds)
                let fromCode = frames(of: makeLayout(), items: [7, 5], size: size, kinds: kinds)
                #expect(fromCode == fromDocument, "\(file) at \(size)")
                #expect(fromCode.count >= 12)
            }
        }
    }
}

/// The writer's output for what the examples do not have: named handlers and a single variant.
@Suite("Swift code for handlers and variants")
struct SwiftSourceWriterTests {
    @Test("named handlers become comments; one variant needs no condition; strings are Swift literals")
    func handlersAndVariants() throws {
        let json = #"""
            { "formatVersion": "1.0", "sections": [ { "variants": [ { "minimumWidth": 0, "section": {
                "group": { "type": "custom", "size": { "width": { "absolute": 10 }, "height": { "absolute": 10 } },
                           "itemProvider": { "name": "waterfall", "parameters": { "columns": 2 } } },
                "visibleItemsInvalidationHandler": { "name": "fade", "parameters": { "alpha": 0.5, "label": "a\"b" } },
                "decorationItems": [ { "type": "background", "elementKind": "tab\there" } ] } } ] } ] }
            """#
        let document = try #require(LayoutDocument.decode(jsonString: json).document)
        let source = SwiftSourceWriter(functionName: "f").source(for: document)
        #expect(source == #"""
            import UIKit

            /// Section 0 of the layout.
            @MainActor
            func fSection0(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
                let section: NSCollectionLayoutSection
                do {
                    // The document names the item provider "waterfall" (columns 2); replace the closure with the app's.
                    let group0 = NSCollectionLayoutGroup.custom(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10))) { _ in [] }
                    let chosen = NSCollectionLayoutSection(group: group0)
                    let decoration0 = NSCollectionLayoutDecorationItem.background(elementKind: "tab\there")
                    chosen.decorationItems = [decoration0]
                    // The document names the visible-items handler "fade" (alpha 0.5, label "a\"b"); set
                    // chosen.visibleItemsInvalidationHandler to the app's closure for it.
                    section = chosen
                }
                return section
            }

            /// The layout.
            @MainActor
            func f() -> UICollectionViewCompositionalLayout {
                let configuration = UICollectionViewCompositionalLayoutConfiguration()
                configuration.scrollDirection = .vertical
                configuration.interSectionSpacing = 0
                configuration.contentInsetsReference = .safeArea
                return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
                    fSection0(environment: environment)
                }, configuration: configuration)
            }

            """#)
    }
}
