#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing
import TestSupport

/// Self-sizing through UIKit's seam — a cell's preferred attributes handed to
/// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`, then to its context and
/// `invalidateLayout(with:)` — checked for what
/// follows a measured element: later sections, footers, insets, decorations, and rect queries over
/// many measured rows.
@MainActor
@Suite struct SelfSizingTests {
    /// Reports `height` as the measured height of `original`, as a self-sizing cell would.
    @discardableResult
    private func report(_ view: LaidOutCollectionView, _ original: UICollectionViewLayoutAttributes?, height: CGFloat) -> Bool {
        guard let original else {
            Issue.record("nothing to measure")
            return false
        }
        let preferred = original.copy()
        preferred.frame.size.height = height
        guard view.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else {
            return false
        }
        view.layout.invalidateLayout(with: view.layout.invalidationContext(forPreferredLayoutAttributes: preferred,
                                                                          withOriginalAttributes: original))
        return true
    }

    private func relayout(_ view: LaidOutCollectionView) {
        view.layout.invalidateLayout()
        view.collectionView.layoutIfNeeded()
    }

    private func estimatedRows(_ estimate: CGFloat = 44) -> NSCollectionLayoutSection {
        let row = size(.fractionalWidth(1), .estimated(estimate))
        return NSCollectionLayoutSection(group: .horizontal(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
    }

    /// Everything after a measured row moves: the footer, the bottom inset, the next section.
    /// Section 0: inset top 8 / bottom 12, rows 44 → row 0 measured 100: rows at 8, 108; footer 20 at
    /// 108 + 44 + 12 = 164; section 0 ends at 184; spacing 10; section 1's row at 194.
    @Test func laterContentMoves() {
        let first = estimatedRows()
        first.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 0, bottom: 12, trailing: 0)
        first.boundarySupplementaryItems = [boundaryItem(Kind.footer, .fractionalWidth(1), .absolute(20), .bottom)]
        first.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: Kind.background)]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        let view = layOut(layout([first, rowSection(height: 44)], configuration: configuration), items: [2, 1])
        expectFrame(view.frame(0, section: 1), rect(0, 138, 428, 44), "s1 row0 before (8 + 88 + 12 + 20 + 10)")
        #expect(report(view, view.attributes(0), height: 100))
        relayout(view)
        expectFrame(view.frame(0), rect(0, 8, 428, 100), "row0")
        expectFrame(view.frame(1), rect(0, 108, 428, 44), "row1")
        expectFrame(view.supplementaryFrame(Kind.footer), rect(0, 164, 428, 20), "footer")
        expectFrame(view.layout.layoutAttributesForDecorationView(ofKind: Kind.background, at: IndexPath(item: 0, section: 0))?.frame,
                    rect(0, 0, 428, 184), "background grows with the section")
        expectFrame(view.frame(0, section: 1), rect(0, 194, 428, 44), "s1 row0")
        expectValue(view.contentSize.height, 238, "content height")
    }

    /// Item insets stay off the estimated axis after measuring: a 0.5-wide row item with insets 6
    /// measured 70 is (6, 0, 202, 70); the group (estimated) grows to 70; the next row at 70.
    @Test func insetsStayOffTheMeasuredAxis() {
        let cell = item(.fractionalWidth(0.5), .estimated(40))
        cell.contentInsets = insets(6)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(40)), subitems: [cell])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 3)
        expectFrame(view.frame(0), rect(6, 0, 202, 40), "item0 at its estimate")
        report(view, view.attributes(0), height: 70)
        relayout(view)
        expectFrame(view.frame(0), rect(6, 0, 202, 70), "item0 measured")
        expectFrame(view.frame(2), rect(6, 70, 202, 40), "item2 below the tallest item of row 0")
    }

    /// 300 rows measured 20 + (k mod 7)·5: row k starts at the sum of the heights before it, and rect
    /// queries agree with a brute-force scan over the measured frames.
    @Test func manyMeasuredRows() {
        let count = 300
        let heights = (0..<count).map { CGFloat(20 + ($0 % 7) * 5) }
        let view = layOut(estimatedRows(), items: count, size: CGSize(width: 428, height: 600))
        for index in 0..<count {
            report(view, view.attributes(index), height: heights[index])
        }
        relayout(view)
        var top: CGFloat = 0
        for index in 0..<count {
            if [0, 1, 6, 7, 150, 299].contains(index) {
                expectFrame(view.frame(index), rect(0, top, 428, heights[index]), "row \(index)")
            }
            top += heights[index]
        }
        expectValue(view.contentSize.height, top, "content height = Σ heights")
        let everything = view.allAttributes()
        #expect(everything.count == count)
        var random = SplitMix64(seed: 7)
        for _ in 0..<100 {
            let query = CGRect(x: 3.5, y: Double.random(in: -10...(top + 10), using: &random), width: 10,
                               height: Double.random(in: 0.5...400, using: &random))
            let expected = Set(everything.filter { $0.frame.intersects(query) }.map(\.indexPath))
            let actual = Set((view.layout.layoutAttributesForElements(in: query) ?? []).map(\.indexPath))
            #expect(actual == expected, "rect \(format(query))")
        }
    }

    /// A measured estimated header in an orthogonal section moves the row of groups.
    @Test func measuredHeaderOfAnOrthogonalSection() {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(150), .absolute(100)),
                                                       subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.boundarySupplementaryItems = [boundaryItem(Kind.header, .fractionalWidth(1), .estimated(44), .top)]
        let view = layOut(layout([section, rowSection(height: 44)]), items: [4, 1])
        let original = view.layout.layoutAttributesForSupplementaryView(ofKind: Kind.header, at: IndexPath(item: 0, section: 0))
        report(view, original, height: 64)
        relayout(view)
        expectFrame(view.supplementaryFrame(Kind.header), rect(0, 0, 428, 64), "header")
        expectFrame(view.frame(1), rect(150, 64, 150, 100), "item1")
        expectFrame(view.frame(0, section: 1), rect(0, 164, 428, 44), "next section")
    }

    /// A measurement equal to what is laid out changes nothing and asks for no invalidation.
    @Test func unchangedMeasurementNeedsNoInvalidation() {
        let view = layOut(estimatedRows(), items: 2)
        #expect(!report(view, view.attributes(1), height: 44))
    }
    /// An item `.fractionalHeight(1.0)` inside a group `.estimated(100)` does not
    /// self-size — its axis is fractional, so a measured 150 is ignored and the group stays 100.
    @Test func fractionalItemInAnEstimatedGroupDoesNotSelfSize() {
        let cell = item(.fractionalWidth(1), .fractionalHeight(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(100)), subitems: [cell])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 2)
        report(view, view.attributes(0), height: 150)
        relayout(view)
        expectFrame(view.frame(0), rect(0, 0, 428, 100), "item0")
        expectFrame(view.frame(1), rect(0, 100, 428, 100), "item1")
    }
}
