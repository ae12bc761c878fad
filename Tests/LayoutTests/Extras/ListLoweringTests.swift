@testable import CompositionalLayoutEngine
import LayoutCore
import OpenCompositionalLayout
import Testing

/// Lists have one description in the layout core (`ListSectionSpec`), and both front doors lower through it:
/// the UIKit facade builds `NSCollectionLayoutSection.list(using:layoutEnvironment:)` from it, layout documents
/// turn it into a `SectionSpec` directly. The two must describe the same section.
@Suite("List sections lower to one core description")
@MainActor
struct ListLoweringTests {
    nonisolated static let appearances: [UICollectionLayoutListConfiguration.Appearance] = [.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain]

    @Test("the facade's list section translates to the core's sectionSpec, for every appearance, header and footer mode",
          arguments: appearances)
    func facadeMatchesCore(appearance: UICollectionLayoutListConfiguration.Appearance) {
        for header in [UICollectionLayoutListConfiguration.HeaderMode.none, .supplementary, .firstItemInSection] {
            for footer in [UICollectionLayoutListConfiguration.FooterMode.none, .supplementary] {
                for padding in [nil, 12.0, -.infinity] as [CGFloat?] {
                    for (width, margins) in [(CGFloat(390), NSDirectionalEdgeInsets.zero),
                                             (430, NSDirectionalEdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 28))] {
                        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
                        configuration.headerMode = header
                        configuration.footerMode = footer
                        configuration.headerTopPadding = padding
                        let environment = LayoutEnvironment(
                            container: LayoutContainer(contentSize: CGSize(width: width, height: 800), contentInsets: .zero),
                            traitCollection: UITraitCollection(), layoutMargins: margins)
                        let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
                        var context = SpecContext()
                        let core = configuration.sectionSpec.sectionSpec(containerWidth: width, layoutMargins: margins)
                        #expect(section.makeSpec(&context) == core, "\(appearance) \(header) \(footer) \(String(describing: padding)) \(width)")
                    }
                }
            }
        }
    }

    @Test("the core's list numbers, worked by hand: grouped 35-pt padding and 38-pt header estimates, inset-grouped sides")
    func coreNumbers() {
        // Grouped: 35 pt above, edge to edge, a 38-pt estimated header moved down by the 35 pt, not pinned.
        let grouped = ListSectionSpec(appearance: .grouped, hasSupplementaryHeader: true)
        #expect(grouped.contentInsets(containerWidth: 390, layoutMargins: .zero)
                    == NSDirectionalEdgeInsets(top: 35, leading: 0, bottom: 0, trailing: 0))
        #expect(grouped.header?.offset == CGPoint(x: 0, y: 35))
        #expect(grouped.header?.size.height == .estimated(38))
        #expect(grouped.header?.pinToVisibleBounds == false)
        #expect(grouped.footer == nil)
        // Plain: no padding, 28-pt estimates, the header pins.
        let plain = ListSectionSpec(appearance: .plain, hasSupplementaryHeader: true, hasSupplementaryFooter: true)
        #expect(plain.resolvedHeaderTopPadding == 0)
        #expect(plain.header?.pinToVisibleBounds == true && plain.header?.size.height == .estimated(28))
        #expect(plain.footer?.alignment == .bottom && plain.footer?.pinToVisibleBounds == false)
        // Inset-grouped at 390 pt with 8-pt margins: at least the 16-pt system minimum; at 414 pt, 20 pt; wide
        // margins win.
        let inset = ListSectionSpec(appearance: .insetGrouped)
        let narrow = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
        #expect(inset.contentInsets(containerWidth: 390, layoutMargins: narrow)
                    == NSDirectionalEdgeInsets(top: 35, leading: 16, bottom: 0, trailing: 16))
        #expect(inset.contentInsets(containerWidth: 414, layoutMargins: narrow)
                    == NSDirectionalEdgeInsets(top: 35, leading: 20, bottom: 0, trailing: 20))
        #expect(inset.contentInsets(containerWidth: 414, layoutMargins: NSDirectionalEdgeInsets(top: 0, leading: 32, bottom: 0, trailing: .nan))
                    == NSDirectionalEdgeInsets(top: 35, leading: 32, bottom: 0, trailing: 20))
        // A sidebar insets its rows 10 pt; an explicit padding of 12 replaces the automatic one.
        #expect(ListSectionSpec(appearance: .sidebar, headerTopPadding: 12).contentInsets(containerWidth: 390, layoutMargins: .zero)
                    == NSDirectionalEdgeInsets(top: 12, leading: 10, bottom: 0, trailing: 10))
    }
}
