// Engine API beyond UIKit (ARCHITECTURE "Engine API beyond UIKit"): `layout.diagnostics`.
// These tests do not compile against UIKit by design; everything else in LayoutTests does.
import OpenCompositionalLayout
import Testing

/// Bad input is recorded as a structured diagnostic that names the offender (section, index path when
/// there is one, a message saying what was wrong), never dropped silently.
@MainActor
@Suite struct DiagnosticsTests {
    private func diagnostics(_ layout: UICollectionViewCompositionalLayout, items: [Int],
                             size: CGSize = phone428) -> [LayoutDiagnostic] {
        _ = BadInputTests.layOutSafely(layout, items: items, size: size)
        return layout.diagnostics
    }

    private func expectDiagnostic(_ all: [LayoutDiagnostic], _ kind: LayoutDiagnostic.Kind, section: Int?,
                                  sourceLocation: SourceLocation = #_sourceLocation) {
        let matching = all.filter { $0.kind == kind }
        #expect(!matching.isEmpty, "expected a \(kind) diagnostic, got \(all)", sourceLocation: sourceLocation)
        if let section {
            #expect(matching.contains { $0.section == section }, "\(kind) names section \(section): \(matching)",
                    sourceLocation: sourceLocation)
        }
        #expect(matching.allSatisfy { !$0.message.isEmpty }, sourceLocation: sourceLocation)
    }

    /// A clean layout has no diagnostics.
    @Test func cleanLayoutHasNone() {
        #expect(diagnostics(UICollectionViewCompositionalLayout(section: rowSection(height: 44)), items: [5]).isEmpty)
    }

    @Test(arguments: BadInputTests.badValues.filter { $0 != 0 })
    func invalidDimensionsAreNamed(value: CGFloat) {
        let sections = [rowSection(height: 44),
                        NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                                     subitems: [item(.absolute(value), .absolute(44))]))]
        expectDiagnostic(diagnostics(layout(sections), items: [1, 3]), .invalidDimension, section: 1)
    }

    @Test func invalidSpacingIsNamed() {
        let section = rowSection(height: 44)
        section.interGroupSpacing = .nan
        expectDiagnostic(diagnostics(layout([rowSection(height: 44), section]), items: [1, 3]), .invalidSpacing, section: 1)
    }

    @Test func emptyGroupIsNamed() {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [])
        expectDiagnostic(diagnostics(layout([NSCollectionLayoutSection(group: group)]), items: [3]), .emptyGroup, section: 0)
        let custom = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(44))) { _ in [] }
        expectDiagnostic(diagnostics(layout([NSCollectionLayoutSection(group: custom)]), items: [3]), .emptyGroup, section: 0)
    }

    @Test(arguments: [0, -3])
    func invalidCountIsNamed(count: Int) {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                       subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: count)
        expectDiagnostic(diagnostics(layout([NSCollectionLayoutSection(group: group)]), items: [3]), .invalidCount, section: 0)
    }

    /// "placed anyway, one per group, with a diagnostic".
    @Test func itemLargerThanGroupIsNamed() {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                       subitems: [item(.absolute(500), .absolute(44))])
        let all = diagnostics(layout([rowSection(height: 10), NSCollectionLayoutSection(group: group)]), items: [1, 2])
        expectDiagnostic(all, .itemLargerThanGroup, section: 1)
    }

    @Test func nilSectionIsNamed() {
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 2 ? nil : rowSection(height: 44) }
        layout.sectionProviderFailurePolicy = .record
        expectDiagnostic(diagnostics(layout, items: [1, 1, 1]), .nilSection, section: 2)
    }

    @Test func zeroSizedViewIsNamed() {
        let all = diagnostics(UICollectionViewCompositionalLayout(section: rowSection(height: 44)), items: [3], size: .zero)
        expectDiagnostic(all, .zeroSizedView, section: nil)
    }

    @Test func invalidCustomFrameIsNamed() {
        let custom = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(44))) { _ in
            [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: CGFloat.infinity, width: 10, height: 10))]
        }
        expectDiagnostic(diagnostics(layout([NSCollectionLayoutSection(group: custom)]), items: [2]),
                         .invalidCustomItemFrame, section: 0)
    }

    @Test func tooManySlotsIsNamed() {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                       subitems: [item(.absolute(1e-9), .absolute(44))])
        let all = diagnostics(layout([NSCollectionLayoutSection(group: group)]), items: [5])
        #expect(!all.isEmpty, "vanishing items are reported")
    }

    /// A visible-items handler on a self-sizing section is ignored, and that is recorded.
    @Test func ignoredInvalidationHandlerIsNamed() {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)),
                                                       subitems: [item(.fractionalWidth(1), .estimated(44))])
        let section = NSCollectionLayoutSection(group: group)
        section.visibleItemsInvalidationHandler = { items, _, _ in for item in items { item.alpha = 0.5 } }
        let view = layOut(layout([section]), items: [3])
        _ = view.layout.layoutAttributesForElements(in: everywhere)
        expectDiagnostic(view.layout.diagnostics, .invalidationHandlerIgnored, section: 0)
    }

    /// Diagnostics describe the last layout pass: fixing the input clears them.
    @Test func diagnosticsFollowTheLastPass() {
        var broken = true
        let layout = UICollectionViewCompositionalLayout { _, _ in
            broken ? nil : rowSection(height: 44)
        }
        layout.sectionProviderFailurePolicy = .record
        let view = layOut(layout, items: [1])
        #expect(!layout.diagnostics.isEmpty)
        broken = false
        layout.invalidateLayout()
        view.collectionView.layoutIfNeeded()
        #expect(layout.diagnostics.isEmpty)
    }
}
