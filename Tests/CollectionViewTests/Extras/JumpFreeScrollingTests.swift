#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing
import TestSupport

/// A collection view that checks, around every layout pass, that the pass's scroll anchor (the first cell
/// fully visible along the scroll axis, top-most, ties to the lower index path) stays where it was on screen,
/// to the bit: measuring cells above it at sizes other than their estimates must not move it.
@MainActor
final class AnchorCheckingCollectionView: UICollectionView {
    /// One line per pass whose anchor moved (empty when every pass kept it still).
    var drifts: [String] = []
    /// How many passes were checked, and how many of them measured a cell whose estimate was wrong above
    /// the anchor (so that the check is known to have had something to hold).
    var checkedPasses = 0
    var passesThatMovedTheOffset = 0
    /// How far the passes moved the offset in all.
    var adjustmentTotal: CGFloat = 0
    /// Whether the layout scrolls horizontally (the anchor is then the left-most fully visible cell).
    var scrollsHorizontally = false

    override func layoutSubviews() {
        guard let anchor = firstFullyVisibleCell() else {
            super.layoutSubviews()
            return
        }
        let offsetBefore = contentOffset
        let screenBefore = CGPoint(x: anchor.frame.minX - contentOffset.x, y: anchor.frame.minY - contentOffset.y)
        super.layoutSubviews()
        checkedPasses += 1
        if contentOffset != offsetBefore { passesThatMovedTheOffset += 1 }
        adjustmentTotal += scrollsHorizontally ? contentOffset.x - offsetBefore.x : contentOffset.y - offsetBefore.y
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: anchor.indexPath)?.frame else {
            drifts.append("\(anchor.indexPath): no frame after the pass")
            return
        }
        let screenAfter = CGPoint(x: frame.minX - contentOffset.x, y: frame.minY - contentOffset.y)
        if screenAfter != screenBefore {
            drifts.append("\(anchor.indexPath): \(screenBefore) → \(screenAfter) at offset \(contentOffset.y)")
        }
    }

    /// Scrolls from the end of the content back to its start in jumps of one to three screens (drawn from
    /// `random`), with a layout pass after each; returns how many jumps it took.
    func scrollBackToStartInJumps(_ random: inout SplitMix64) -> Int {
        var steps = 0
        if scrollsHorizontally {
            contentOffset = CGPoint(x: contentOffsetRange.maximum.x, y: 0)
            layoutIfNeeded()
            while contentOffset.x > 0 {
                contentOffset = CGPoint(x: max(0, contentOffset.x - CGFloat(random.int(100...300)) / 100 * bounds.width), y: 0)
                layoutIfNeeded()
                steps += 1
            }
        } else {
            contentOffset = CGPoint(x: 0, y: contentOffsetRange.maximum.y)
            layoutIfNeeded()
            while contentOffset.y > 0 {
                contentOffset = CGPoint(x: 0, y: max(0, contentOffset.y - CGFloat(random.int(100...300)) / 100 * bounds.height))
                layoutIfNeeded()
                steps += 1
            }
        }
        return steps
    }

    /// The first cell fully inside the visible area along y (the bounds less the adjusted insets), by the
    /// layout's current frames: the top-most, ties to the lower index path.
    func firstFullyVisibleCell() -> UICollectionViewLayoutAttributes? {
        if scrollsHorizontally {
            let left = bounds.minX + adjustedContentInset.left, right = bounds.maxX - adjustedContentInset.right
            let cells = (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [])
                .filter { $0.representedElementCategory == .cell && $0.frame.minX >= left && $0.frame.maxX <= right }
            return cells.min { ($0.frame.minX, $0.indexPath) < ($1.frame.minX, $1.indexPath) }
        }
        let top = bounds.minY + adjustedContentInset.top, bottom = bounds.maxY - adjustedContentInset.bottom
        let cells = (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [])
            .filter { $0.representedElementCategory == .cell && $0.frame.minY >= top && $0.frame.maxY <= bottom }
        return cells.min { ($0.frame.minY, $0.indexPath) < ($1.frame.minY, $1.indexPath) }
    }
}

/// Whole-point heights off a 44-point estimate by −50 % … +50 % (22 … 66): whole numbers keep every sum exact,
/// so "still" can be checked to the bit.
func wrongEstimates(count: Int, seed: UInt64) -> [CGFloat?] {
    var random = SplitMix64(seed: seed)
    return (0..<count).map { _ in CGFloat(random.int(22...66)) }
}

/// Jump-free self-sizing: whatever cells above the visible area measure, the first fully visible cell stays
/// where it is on screen, in the same layout pass.
@MainActor
@Suite struct JumpFreeScrollingTests {
    /// Hand-worked: twenty rows estimated at 100 that measure 50, in a 320 × 300 view. The first pass at the
    /// top measures rows 0–5 (0…300). Row k ≥ 6 is then estimated at 300 + 100 (k − 6): at offset 750, row 10
    /// (700…800) is partly visible and row 11 (800…900) is the first fully visible cell, 50 below the top.
    /// Row 10 measures 50, so row 11 moves up to 750: the offset moves by −50 to 700 in the same pass and row 11
    /// stays 50 below the top. Rows 11–15 then measure 50 each (750…1000).
    @Test func aRowMeasuredAboveTheAnchorMovesTheOffsetByItsChange() throws {
        let source = HeightSource(Array(repeating: 50, count: 20))
        let layout = estimatedListLayout(estimate: 100)
        let view = AnchorCheckingCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: layout)
        view.register(SizedCell.self, forCellWithReuseIdentifier: "sized")
        view.dataSource = source
        view.layoutIfNeeded()
        view.contentOffset = CGPoint(x: 0, y: 750)
        view.layoutIfNeeded()
        #expect(view.contentOffset.y == 700)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 10, section: 0))?.frame == CGRect(x: 0, y: 700, width: 320, height: 50))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 11, section: 0))?.frame == CGRect(x: 0, y: 750, width: 320, height: 50))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 15, section: 0))?.frame == CGRect(x: 0, y: 950, width: 320, height: 50))
        #expect(view.drifts.isEmpty, "\(view.drifts)")
        withExtendedLifetime(source) {}
    }

    /// Hand-worked, through `reconfigureItems`: twenty rows of 50 (estimate 50) in a 320 × 300 view at offset 125:
    /// row 2 (100…150) is partly visible and row 3 (150…200) is the anchor, 25 below the top. Row 2 is
    /// reconfigured to prefer 90 (and asks to be measured again, as a cell whose content configuration changes
    /// does): it grows by 40, row 3 moves to 190, and the offset follows to 165, so row 3 stays 25 below the top.
    @Test func aReconfiguredRowAboveTheAnchorMovesTheOffsetByItsChange() throws {
        let source = HeightSource(Array(repeating: 50, count: 20))
        let view = AnchorCheckingCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300),
                                                collectionViewLayout: estimatedListLayout(estimate: 50))
        view.register(SizedCell.self, forCellWithReuseIdentifier: "sized")
        view.dataSource = source
        view.contentOffset = CGPoint(x: 0, y: 125)
        view.layoutIfNeeded()
        source.heights[2] = 90
        view.reconfigureItems(at: [IndexPath(item: 2, section: 0)])
        // Its new content changes its size, as a new content configuration does (self-sizing invalidation).
        try #require(view.cellForItem(at: IndexPath(item: 2, section: 0))).invalidateIntrinsicContentSize()
        view.layoutIfNeeded()
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 100, width: 320, height: 90))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 0, y: 190, width: 320, height: 50))
        #expect(view.contentOffset.y == 165)
        #expect(view.drifts.isEmpty, "\(view.drifts)")
        withExtendedLifetime(source) {}
    }

    /// A 10,000-row list whose rows measure 22…66 against an estimate of 44, scrolled from the bottom to the top
    /// in jumps of one to three screens: the anchor never moves on screen (0.0 pt at every step), and the
    /// offset did move in most steps (the check had something to hold).
    @Test func tenThousandRowsScrolledUpInJumpsNeverMoveTheAnchor() {
        let source = HeightSource(wrongEstimates(count: 10_000, seed: 42))
        let view = AnchorCheckingCollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                                                collectionViewLayout: estimatedListLayout(estimate: 44))
        view.register(SizedCell.self, forCellWithReuseIdentifier: "sized")
        view.dataSource = source
        view.layoutIfNeeded()
        var random = SplitMix64(seed: 7)
        let steps = view.scrollBackToStartInJumps(&random)
        #expect(view.drifts.isEmpty, "\(view.drifts.prefix(5))")
        #expect(steps > 100)
        #expect(view.passesThatMovedTheOffset > steps / 2)
        withExtendedLifetime(source) {}
    }

    /// The same list scrolled up by animated `setContentOffset` on a manual clock, one frame at a time (60 per
    /// second): every frame's layout pass keeps its anchor still, and the animation's path moves with the
    /// offset the layout adjusted, so it never jumps back.
    @Test func everyFrameOfAnAnimatedScrollKeepsItsAnchor() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let source = HeightSource(wrongEstimates(count: 2_000, seed: 9))
            let view = AnchorCheckingCollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                                                    collectionViewLayout: estimatedListLayout(estimate: 44))
            view.register(SizedCell.self, forCellWithReuseIdentifier: "sized")
            view.dataSource = source
            view.contentOffset = CGPoint(x: 0, y: 40_000)
            view.layoutIfNeeded()
            var frames = 0
            for _ in 0..<5 {
                let start = view.contentOffset.y
                view.adjustmentTotal = 0
                view.setContentOffset(CGPoint(x: 0, y: start - 3_000), animated: true)
                while clock.runningAnimationCount > 0 {
                    clock.advance(by: 1.0 / 60)
                    frames += 1
                }
                // The scroll covered its 3,000 points plus whatever the layout moved the offset by under it.
                #expect(view.contentOffset.y == start - 3_000 + view.adjustmentTotal)
            }
            #expect(view.drifts.isEmpty, "\(view.drifts.prefix(5))")
            #expect(frames >= 5 * 18)
            #expect(view.passesThatMovedTheOffset > 0)
            withExtendedLifetime(source) {}
        }
    }

    /// A simulated drag upwards through wrong estimates: every step of the drag keeps its anchor.
    @Test func aDragUpKeepsEachStepsAnchor() {
        let source = HeightSource(wrongEstimates(count: 2_000, seed: 11))
        let view = AnchorCheckingCollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                                                collectionViewLayout: estimatedListLayout(estimate: 44))
        view.register(SizedCell.self, forCellWithReuseIdentifier: "sized")
        view.dataSource = source
        view.contentOffset = CGPoint(x: 0, y: 50_000)
        view.layoutIfNeeded()
        view.simulateScroll(by: CGPoint(x: 0, y: -20_000), velocity: .zero)
        #expect(view.drifts.isEmpty, "\(view.drifts.prefix(5))")
        #expect(view.passesThatMovedTheOffset > 0)
        withExtendedLifetime(source) {}
    }

    /// A three-column grid whose rows are as tall as their tallest cell (estimate 44, cells 22…66), scrolled
    /// up in jumps: the anchor row never moves.
    @Test func aGridScrolledUpNeverMovesTheAnchor() {
        let source = HeightSource(wrongEstimates(count: 3_000, seed: 5))
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3),
                                                                              heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                          heightDimension: .estimated(44)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        let view = AnchorCheckingCollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                                                collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        view.register(SizedCell.self, forCellWithReuseIdentifier: "sized")
        view.dataSource = source
        view.layoutIfNeeded()
        var random = SplitMix64(seed: 3)
        _ = view.scrollBackToStartInJumps(&random)
        #expect(view.drifts.isEmpty, "\(view.drifts.prefix(5))")
        #expect(view.passesThatMovedTheOffset > 10)
        withExtendedLifetime(source) {}
    }

    /// A horizontal layout of 3,000 columns estimated 100 wide that measure 50…150, scrolled from its end to
    /// its start in jumps: the left-most fully visible cell never moves.
    @Test func aHorizontalLayoutScrolledBackNeverMovesTheAnchor() {
        var random = SplitMix64(seed: 13)
        let source = HeightSource(Array(repeating: nil, count: 3_000))
        source.widths = (0..<3_000).map { _ in CGFloat(random.int(50...150)) }
        let size = NSCollectionLayoutSize(widthDimension: .estimated(100), heightDimension: .fractionalHeight(1))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let view = AnchorCheckingCollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 300),
                                                collectionViewLayout: UICollectionViewCompositionalLayout(section: section,
                                                                                                          configuration: configuration))
        view.scrollsHorizontally = true
        view.register(SizedCell.self, forCellWithReuseIdentifier: "sized")
        view.dataSource = source
        view.layoutIfNeeded()
        _ = view.scrollBackToStartInJumps(&random)
        #expect(view.drifts.isEmpty, "\(view.drifts.prefix(5))")
        #expect(view.passesThatMovedTheOffset > 10)
        withExtendedLifetime(source) {}
    }

    /// `scrollToItem` through thousands of unmeasured rows lands exactly: after the layout pass that measures
    /// what the scroll brought on screen, the row sits at its position to the bit, for each position.
    @Test(arguments: [UICollectionView.ScrollPosition.top, .centeredVertically, .bottom])
    func scrollToItemLandsExactlyAfterMeasuring(_ position: UICollectionView.ScrollPosition) throws {
        let source = HeightSource(wrongEstimates(count: 10_000, seed: 21))
        let view = makeSizingView(source, layout: estimatedListLayout(estimate: 44), width: 390, height: 844)
        view.layoutIfNeeded()
        let target = IndexPath(item: 6_000, section: 0)
        view.scrollToItem(at: target, at: position, animated: false)
        view.layoutIfNeeded()
        let frame = try #require(view.layoutAttributesForItem(at: target)?.frame)
        // The row measured its own height.
        #expect(frame.height == source.heights[6_000])
        switch position {
        case .top: #expect(frame.minY - view.contentOffset.y == 0)
        case .bottom: #expect(frame.maxY - view.contentOffset.y == 844)
        default: #expect(frame.midY - view.contentOffset.y == 422)
        }
        #expect(view.cellForItem(at: target) != nil)
    }

    /// Animated on a manual clock, `scrollToItem` ends exactly on its row too, once the animation is over.
    @Test func animatedScrollToItemLandsExactly() throws {
        let clock = UIAnimationClock(mode: .manual)
        try UIView.withAnimationClock(clock) {
            let source = HeightSource(wrongEstimates(count: 5_000, seed: 23))
            let view = makeSizingView(source, layout: estimatedListLayout(estimate: 44), width: 390, height: 844)
            view.layoutIfNeeded()
            let target = IndexPath(item: 3_000, section: 0)
            view.scrollToItem(at: target, at: .top, animated: true)
            while clock.runningAnimationCount > 0 { clock.advance(by: 1.0 / 60) }
            view.layoutIfNeeded()
            let frame = try #require(view.layoutAttributesForItem(at: target)?.frame)
            #expect(frame.minY == view.contentOffset.y)
            withExtendedLifetime(source) {}
        }
    }
}

/// Jump-free self-sizing inside an orthogonal section scrolled backwards.
@MainActor
@Suite struct OrthogonalJumpFreeScrollingTests {
    /// A carousel of 300 cells estimated 100 wide that measure 50…150 (whole points), 120 tall, in a vertical
    /// layout: scrolled to its end, then back to its start in jumps of one to three widths of the view. At
    /// every step, the section's first fully visible cell is where the new offset put it, to the bit, after the
    /// pass that measured the cells before it.
    @Test func aCarouselScrolledBackwardsNeverMovesItsAnchor() throws {
        var random = SplitMix64(seed: 31)
        let widths: [CGFloat?] = (0..<300).map { _ in CGFloat(random.int(50...150)) }
        let source = HeightSource(Array(repeating: nil, count: 300))
        source.widths = widths
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(100),
                                                                              heightDimension: .absolute(120)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(100),
                                                                                          heightDimension: .absolute(120)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let view = makeSizingView(source, layout: UICollectionViewCompositionalLayout(section: section), width: 390, height: 400)
        view.layoutIfNeeded()
        // To the end: every cell on the way is measured.
        for _ in 0..<100 { view.setOrthogonalContentOffset(CGPoint(x: 1_000_000, y: 0), forSection: 0, animated: false) }
        view.layoutIfNeeded()
        var steps = 0, moved = 0
        var drifts: [String] = []
        while let offset = view.orthogonalContentOffset(forSection: 0), offset.x > 0 {
            let target = max(0, offset.x - CGFloat(random.int(100...300)) / 100 * 390)
            // The first cell fully inside the view at the target offset, by the layout's frames now.
            let cells = (view.collectionViewLayout.layoutAttributesForElements(in: CGRect(x: target, y: 0, width: 390, height: 400)) ?? [])
                .filter { $0.representedElementCategory == .cell && $0.frame.minX >= target && $0.frame.maxX <= target + 390 }
            let anchor = try #require(cells.min { ($0.frame.minX, $0.indexPath) < ($1.frame.minX, $1.indexPath) })
            let expected = anchor.frame.minX - target
            let indexPath = anchor.indexPath
            view.setOrthogonalContentOffset(CGPoint(x: target, y: 0), forSection: 0, animated: false)
            view.layoutIfNeeded()
            let shown = try #require(view.displayedFrame(forItemAt: indexPath))
            if shown.minX != expected { drifts.append("step \(steps): \(indexPath) at \(shown.minX), not \(expected)") }
            if view.orthogonalContentOffset(forSection: 0)?.x != target { moved += 1 }
            steps += 1
        }
        #expect(drifts.isEmpty, "\(drifts.prefix(5))")
        #expect(steps > 10)
        #expect(moved > 0)
        withExtendedLifetime(source) {}
    }
}
