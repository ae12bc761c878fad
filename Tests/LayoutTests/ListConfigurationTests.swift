#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// List sections. The metrics UIKit does not document are the engine's named list metrics: row estimate
/// 44; insetGrouped side inset 20 when the width ≥ 414, else 16; plain header estimate 28; grouped top
/// padding 35. Plain lists pin supplementary headers (UIKit documentation).
@MainActor
@Suite struct ListConfigurationTests {
    private func list(_ appearance: UICollectionLayoutListConfiguration.Appearance,
                      configure: (inout UICollectionLayoutListConfiguration) -> Void = { _ in }) -> UICollectionViewCompositionalLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configure(&configuration)
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    @Test func defaults() {
        let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        #expect(configuration.appearance == .plain)
        #expect(configuration.headerMode == .none)
        #expect(configuration.footerMode == .none)
        #expect(configuration.showsSeparators)
        #expect(configuration.headerTopPadding == nil)
        #expect(configuration.backgroundColor == nil)
        #expect(UICollectionLayoutListConfiguration.Appearance.plain.rawValue == 0)
        #expect(UICollectionLayoutListConfiguration.Appearance.grouped.rawValue == 1)
        #expect(UICollectionLayoutListConfiguration.Appearance.insetGrouped.rawValue == 2)
        #expect(UICollectionLayoutListConfiguration.Appearance.sidebar.rawValue == 3)
        #expect(UICollectionLayoutListConfiguration.Appearance.sidebarPlain.rawValue == 4)
    }

    /// Plain: full-width rows at the 44-pt estimate, no insets.
    @Test func plainRows() {
        let view = layOut(list(.plain), items: [3])
        for index in 0..<3 {
            expectFrame(view.frame(index), rect(0, 44 * CGFloat(index), 428, 44), "row \(index)")
        }
        expectValue(view.contentSize.height, 132, "content height")
    }

    /// insetGrouped: side insets 20 on a 428-wide view (≥ 414), 16 on a 390-wide one.
    @Test(arguments: [(CGFloat(428), CGFloat(20)), (390, 16), (414, 20), (375, 16)])
    func insetGroupedSideInsets(width: CGFloat, inset: CGFloat) throws {
        let view = layOut(list(.insetGrouped), items: [2], size: CGSize(width: width, height: 800))
        let first = try #require(view.frame(0))
        let second = try #require(view.frame(1))
        expectValue(first.minX, inset, "x")
        expectValue(first.width, width - 2 * inset, "width")
        expectValue(first.height, 44, "row estimate")
        expectValue(second.minY - first.minY, 44, "row pitch")
    }

    /// grouped: 35 pt above the first section, full-width rows.
    @Test func groupedTopPadding() {
        let view = layOut(list(.grouped), items: [2])
        expectFrame(view.frame(0), rect(0, 35, 428, 44), "row 0")
        expectFrame(view.frame(1), rect(0, 79, 428, 44), "row 1")
    }

    /// Plain with supplementary headers: a 28-pt header estimate above the rows, pinned.
    @Test func plainSupplementaryHeader() {
        let layout = list(.plain) { $0.headerMode = .supplementary }
        let view = layOut(layout, items: [20, 20], size: CGSize(width: 428, height: 300))
        expectFrame(view.supplementaryFrame(Kind.header), rect(0, 0, 428, 28), "header 0")
        expectFrame(view.frame(0), rect(0, 28, 428, 44), "row 0")
        // Section 0 is 28 + 20·44 = 908 tall; section 1's header starts there.
        expectFrame(view.supplementaryFrame(Kind.header, section: 1), rect(0, 908, 428, 28), "header 1")
        view.scroll(to: CGPoint(x: 0, y: 100))
        expectFrame(view.supplementaryFrame(Kind.header), rect(0, 100, 428, 28), "header 0 pinned")
    }

    /// A supplementary footer follows the rows.
    @Test func supplementaryFooter() throws {
        let layout = list(.plain) { $0.footerMode = .supplementary }
        let view = layOut(layout, items: [3])
        let footer = try #require(view.supplementaryFrame(Kind.footer))
        expectValue(footer.minY, 132, "footer after three rows")
        expectValue(footer.width, 428, "footer width")
        expectValue(view.contentSize.height, footer.maxY, "content ends with the footer")
    }

    /// `.firstItemInSection`: item 0 is styled as the header but is still a cell in the flow.
    @Test func firstItemInSectionHeader() {
        let layout = list(.plain) { $0.headerMode = .firstItemInSection }
        let view = layOut(layout, items: [3])
        #expect(view.attributes(0)?.representedElementCategory == .cell)
        #expect(view.supplementaryFrame(Kind.header) == nil)
        expectFrame(view.frame(2), rect(0, 88, 428, 44), "row 2")
    }

    /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` mixes with other sections.
    @Test func listSectionFromAProvider() {
        let layout = UICollectionViewCompositionalLayout { index, environment in
            if index == 0 { return rowSection(height: 100) }
            return NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .plain),
                                                  layoutEnvironment: environment)
        }
        let view = layOut(layout, items: [1, 2])
        expectFrame(view.frame(0, section: 1), rect(0, 100, 428, 44), "list row 0")
        expectFrame(view.frame(1, section: 1), rect(0, 144, 428, 44), "list row 1")
    }
}
