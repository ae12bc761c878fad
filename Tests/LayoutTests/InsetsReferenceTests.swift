#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// Which of the view's insets content and boundary items follow: `contentInsetsReference` on the
/// configuration and the section, and `supplementaryContentInsetsReference` (iOS 16) on the section.
/// A 428-wide view with layout margins of 12 left / 30 right and a safe area of 44 left / 0 right. The view
/// measures its margins from the safe area (`insetsLayoutMarginsFromSafeArea`), so it reports 44 + 12 = 56 left.
@MainActor
@Suite struct InsetsReferenceTests {
    private func prepare(_ view: UICollectionView) {
        view.layoutMargins = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 30)
        simulateSafeArea(UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 0), on: view)
    }

    private func configured(_ reference: UIContentInsetsReference) -> UICollectionViewCompositionalLayoutConfiguration {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.contentInsetsReference = reference
        return configuration
    }

    /// `.layoutMargins`: rows span 428 − 56 − 30 = 342 from x 56.
    @Test func layoutMarginsReference() {
        let view = layOut(layout([rowSection(height: 44)], configuration: configured(.layoutMargins)), items: [1], configure: prepare)
        expectFrame(view.frame(0), rect(56, 0, 342, 44), "row0")
    }

    /// `.none`: rows span the whole 428, safe area and margins ignored.
    @Test func noneReference() {
        let view = layOut(layout([rowSection(height: 44)], configuration: configured(.none)), items: [1], configure: prepare)
        expectFrame(view.frame(0), rect(0, 0, 428, 44), "row0")
    }

    /// The default `.safeArea`: rows span 428 − 44 = 384 from x 44.
    @Test func safeAreaReferenceIsTheDefault() {
        let view = layOut(layout([rowSection(height: 44)]), items: [1], configure: prepare)
        expectFrame(view.frame(0), rect(44, 0, 384, 44), "row0")
    }

    /// A section's own reference overrides the configuration's: section 1 follows the layout margins
    /// while section 0 keeps the safe area (44 → 384 wide; 56 → 342 wide).
    @Test func sectionReferenceOverridesTheConfiguration() {
        let margins = rowSection(height: 44)
        margins.contentInsetsReference = .layoutMargins
        let view = layOut(layout([rowSection(height: 44), margins]), items: [1, 1], configure: prepare)
        expectFrame(view.frame(0, section: 0), rect(44, 0, 384, 44), "section 0")
        expectFrame(view.frame(0, section: 1), rect(56, 44, 342, 44), "section 1")
    }

    /// `supplementaryContentInsetsReference = .none` lets a header ignore the section's insets of 20 and the
    /// safe area: 428 wide from x 0, while the rows stay inside: x 44 + 20 = 64, 384 − 40 = 344 wide.
    @Test func supplementaryReferenceNone() {
        let section = rowSection(height: 44)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        section.supplementaryContentInsetsReference = .none
        section.boundarySupplementaryItems = [boundaryItem(Kind.header, .fractionalWidth(1), .absolute(30), .top)]
        let view = layOut(section, items: 1, configure: prepare)
        expectFrame(view.supplementaryFrame(Kind.header), rect(0, 0, 428, 30), "header")
        expectFrame(view.frame(0), rect(64, 30, 344, 44), "row0")
    }

    /// `supplementaryContentInsetsReference = .layoutMargins`: the header follows the margins (x 56,
    /// 342 wide) instead of the section's insets.
    @Test func supplementaryReferenceLayoutMargins() {
        let section = rowSection(height: 44)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        section.supplementaryContentInsetsReference = .layoutMargins
        section.boundarySupplementaryItems = [boundaryItem(Kind.header, .fractionalWidth(1), .absolute(30), .top)]
        let view = layOut(section, items: 1, configure: prepare)
        expectFrame(view.supplementaryFrame(Kind.header), rect(56, 0, 342, 30), "header")
    }

    /// The environment the section provider sees reports the reference insets: effective width 384.
    @Test func providerEnvironmentReportsTheReference() {
        var widths: [CGFloat] = []
        let layout = UICollectionViewCompositionalLayout { _, environment in
            widths.append(environment.container.effectiveContentSize.width)
            return rowSection(height: 44)
        }
        _ = layOut(layout, items: [1], configure: prepare)
        #expect(widths.last == 384)
    }
}
