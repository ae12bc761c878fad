#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// Inset-grouped lists align their sides with the collection view's layout margins, never closer to the
/// edge than the system minimum margins of a view controller's root view (16 pt below 414 pt wide, 20 pt
/// from 414 pt: the engine's named list metrics). Rows are 44-pt estimates; no header, so the first row
/// sits 35 pt down (the grouped top padding).
@MainActor
@Suite struct InsetGroupedMarginTests {
    private func insetGrouped() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
    }

    /// Margins wider than the minimum move the rows: leading 30, trailing 40 on a 390-wide view → x 30,
    /// width 390 − 30 − 40 = 320.
    @Test func sidesFollowWideMargins() {
        let view = layOut(insetGrouped(), items: [2], size: phone390) { collectionView in
            collectionView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 40)
        }
        expectFrame(view.frame(0), rect(30, 35, 320, 44), "row 0")
        expectFrame(view.frame(1), rect(30, 79, 320, 44), "row 1")
    }

    /// Changing the margins after a layout pass moves the section at the next pass: 24 on both sides of a
    /// 428-wide view → x 24, width 428 − 48 = 380 (first pass: the 20-pt minimum, x 20, width 388).
    @Test func changingMarginsMovesTheSection() {
        let view = layOut(insetGrouped(), items: [1])
        expectFrame(view.frame(0), rect(20, 35, 388, 44), "before")
        view.collectionView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 24, bottom: 8, trailing: 24)
        view.collectionView.layoutIfNeeded()
        expectFrame(view.frame(0), rect(24, 35, 380, 44), "after")
    }

    /// Margins narrower than the minimum keep the minimum: 4 pt on a 390-wide view → 16 pt sides, width 358.
    @Test func narrowMarginsKeepTheSystemMinimum() {
        let view = layOut(insetGrouped(), items: [1], size: phone390) { collectionView in
            collectionView.layoutMargins = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4)
        }
        expectFrame(view.frame(0), rect(16, 35, 358, 44), "row 0")
    }

    /// Right to left, the leading margin is the right one: leading 30, trailing 40 on a 390-wide view → the
    /// row ends 30 pt from the right edge (maxX 360) and starts 40 pt from the left.
    @Test func rightToLeftUsesTheLeadingMarginOnTheRight() {
        let view = layOut(insetGrouped(), items: [1], size: phone390) { collectionView in
            collectionView.semanticContentAttribute = .forceRightToLeft
            collectionView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 40)
        }
        expectFrame(view.frame(0), rect(40, 35, 320, 44), "row 0")
    }

    /// Grouped and plain lists stay edge to edge whatever the margins.
    @Test func groupedListsIgnoreMargins() {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .grouped))
        let view = layOut(layout, items: [1], size: phone390) { collectionView in
            collectionView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 40)
        }
        expectFrame(view.frame(0), rect(0, 35, 390, 44), "row 0")
    }
}
