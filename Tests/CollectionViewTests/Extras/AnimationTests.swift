import OpenCompositionalLayout
import Testing
import TestSupport

/// View animations on the virtual clock. The clock is beyond UIKit; everything else is UIKit's API.
@MainActor
@Suite struct AnimationTests {

    /// On the default clock an animation finishes at once: the value is the new one, what the view shows is
    /// the new one, and the completion has run with `true` before `animate` returns.
    @Test func defaultClockFinishesAtOnce() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var log: [String] = []
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { log.append("done \($0)") })
        log.append("returned")
        #expect(view.alpha == 0)
        #expect(view.presentationAlpha == 0)
        #expect(log == ["done true", "returned"])
    }

    /// Linear timing: at 0.15 s of 0.3 s, alpha going from 1 to 0 shows 1 − 0.5 = 0.5; the model value is
    /// already 0; the completion runs when time passes 0.3 s.
    @Test func linearAlphaAtHalfTime() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var finished: Bool?
            UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: { view.alpha = 0 },
                           completion: { finished = $0 })
            #expect(view.alpha == 0)
            #expect(view.presentationAlpha == 1)
            clock.advance(by: 0.15)
            #expect(isClose(view.presentationAlpha, 0.5))
            #expect(finished == nil)
            clock.advance(by: 0.15)
            #expect(view.presentationAlpha == 0)
            #expect(finished == true)
            #expect(clock.runningAnimationCount == 0)
        }
    }

    /// Ease in and out is the cubic Bézier (0.42, 0) (0.58, 1). At a quarter of the time, x = 0.25: solving
    /// 3(1 − s)²s·0.42 + 3(1 − s)s²·0.58 + s³ = 0.25 gives s ≈ 0.225065, and y = 3(1 − s)s² + s³ ≈ 0.129162,
    /// so a frame moving 100 points has moved 12.9162. At half time the curve's symmetry gives exactly half.
    @Test func easeInOutFollowsItsBezier() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            UIView.animate(withDuration: 1) { view.frame.origin.x = 100 }
            clock.advance(by: 0.25)
            #expect(isClose(view.presentationFrame.minX, 12.9162, tolerance: 1e-3))
            clock.advance(by: 0.25)
            #expect(isClose(view.presentationFrame.minX, 50))
            #expect(view.frame.minX == 100)
        }
    }

    /// A critically damped spring (damping 1, no initial velocity) follows 1 − e^(−ω₀t)(1 + ω₀t) with
    /// ω₀ = ln 1000 per duration; at half the duration ω₀t = ln 1000 / 2, e^(−ω₀t) = 1000^(−1/2) ≈ 0.0316228,
    /// and the progress is 1 − 0.0316228 × (1 + 3.4538776) ≈ 0.859156. It rests at 1 at the end.
    @Test func criticallyDampedSpring() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let view = UIView(frame: .zero)
            UIView.animate(withDuration: 2, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                           animations: { view.alpha = 0 })
            clock.advance(by: 1)
            #expect(isClose(view.presentationAlpha, 1 - 0.859156, tolerance: 1e-5))
            clock.advance(by: 1)
            #expect(view.presentationAlpha == 0)
        }
    }

    /// An underdamped spring overshoots its end before it settles.
    @Test func underdampedSpringOvershoots() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let view = UIView(frame: .zero)
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
                           animations: { view.frame.origin.x = 100 })
            var most: CGFloat = 0
            for _ in 0..<100 {
                clock.advance(by: 0.01)
                most = max(most, view.presentationFrame.minX)
            }
            #expect(most > 100)
            #expect(view.presentationFrame.minX == 100)
        }
    }

    /// Changes made without animation take effect at once, even inside an animation block.
    @Test func performWithoutAnimationIsImmediate() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let view = UIView(frame: .zero)
            UIView.animate(withDuration: 1) {
                UIView.performWithoutAnimation { view.alpha = 0.25 }
                view.frame.origin.y = 40
            }
            #expect(view.presentationAlpha == 0.25)
            #expect(view.presentationFrame.minY == 0)
            clock.advance(by: 1)
            #expect(view.presentationFrame.minY == 40)
        }
    }

    /// A nested block takes the enclosing block's duration and curve (1 s, linear) unless it overrides them;
    /// completions run in the order the animations end: the 0.1-s one, then the others at 1 s in the order
    /// they began (inner before outer: the inner block's animation is made first).
    @Test func nestedBlocksInheritAndCompleteInOrder() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let view = UIView(frame: .zero)
            let other = UIView(frame: .zero)
            var log: [String] = []
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                UIView.animate(withDuration: 0.2, animations: { view.alpha = 0 }, completion: { _ in log.append("inner") })
                UIView.animate(withDuration: 0.1, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve],
                               animations: { other.alpha = 0 }, completion: { _ in log.append("short") })
            }, completion: { _ in log.append("outer") })
            clock.advance(by: 0.5)
            #expect(isClose(view.presentationAlpha, 0.5))
            #expect(log == ["short"])
            clock.advance(by: 0.5)
            #expect(log == ["short", "inner", "outer"])
        }
    }

    /// Keyframes: alpha 1 → 0.5 over the first half, then → 0 over the second. At a quarter the first
    /// keyframe is half way (0.75); at three quarters the second is (0.25).
    @Test func keyframesRunInTheirSpans() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let view = UIView(frame: .zero)
            var finished: Bool?
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
            }, completion: { finished = $0 })
            clock.advance(by: 0.25)
            #expect(isClose(view.presentationAlpha, 0.75))
            clock.advance(by: 0.5)
            #expect(isClose(view.presentationAlpha, 0.25))
            #expect(finished == nil)
            clock.advance(by: 0.25)
            #expect(finished == true)
            #expect(view.presentationAlpha == 0)
        }
    }

    /// Bad times never trap: a negative or NaN duration animates over 0 s (the completion runs at once), and
    /// advancing by a negative or NaN interval moves no time.
    @Test func badTimesFallBack() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let view = UIView(frame: .zero)
            var finished = false
            UIView.animate(withDuration: -1, animations: { view.alpha = 0 }, completion: { finished = $0 })
            #expect(finished)
            UIView.animate(withDuration: .nan, animations: { view.alpha = 1 })
            #expect(view.presentationAlpha == 1)
            clock.advance(by: -1)
            clock.advance(by: .nan)
            #expect(clock.currentTime == 0)
        }
    }

    /// Animations off: the block's changes and its completion happen at once.
    @Test func disabledAnimations() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            UIView.setAnimationsEnabled(false)
            defer { UIView.setAnimationsEnabled(true) }
            let view = UIView(frame: .zero)
            var finished = false
            UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { finished = $0 })
            #expect(finished)
            #expect(view.presentationAlpha == 0)
            #expect(!UIView.areAnimationsEnabled)
        }
    }

    // MARK: Scrolling

    @MainActor
    final class ScrollLog: NSObject, UIScrollViewDelegate {
        var events: [String] = []
        func scrollViewDidScroll(_ scrollView: UIScrollView) { events.append("scroll \(scrollView.contentOffset.y)") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("end") }
    }

    /// An animated offset change on a manual clock moves as time advances (0.3 s, ease in and out): half way
    /// through, the symmetric curve has covered half the distance (150 of 300); the end brings
    /// `scrollViewDidEndScrollingAnimation`.
    @Test func animatedContentOffset() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scrollView.contentSize = CGSize(width: 100, height: 1_000)
            let log = ScrollLog()
            scrollView.delegate = log
            scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
            #expect(scrollView.contentOffset.y == 0)
            clock.advance(by: 0.15)
            #expect(isClose(scrollView.contentOffset.y, 150))
            clock.advance(by: 0.15)
            #expect(scrollView.contentOffset.y == 300)
            #expect(log.events.last == "end")
            #expect(log.events.filter { $0 == "end" }.count == 1)
        }
    }

    // MARK: Batch updates

    /// Rows 100 tall, full width, in a 300 × 300 view: three rows on screen.
    func makeListView(_ stub: Stub) -> UICollectionView {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300),
                                    collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        view.register(TrackingCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = stub
        view.layoutIfNeeded()
        return view
    }

    /// Inserting an item at the top on a manual clock: the new cell appears at row 0 fading in (the
    /// layout's initial attributes are nil, so it starts at its final frame with alpha 0); the cell that was
    /// at row 0 moves to row 1. Half way through (0.15 s of 0.3, ease in and out, symmetric) the new cell
    /// shows alpha 0.5 and the moved one y = 50. The completion runs at the end, with `true`.
    @Test func insertAnimatesAppearingAndMovingCells() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let stub = Stub([[0, 1, 2, 3]])
            let view = makeListView(stub)
            let formerFirst = view.cellForItem(at: IndexPath(item: 0, section: 0))
            var finished: Bool?
            view.performBatchUpdates({
                stub.sections[0].insert(9, at: 0)
                view.insertItems(at: [IndexPath(item: 0, section: 0)])
            }, completion: { finished = $0 })
            let inserted = view.cellForItem(at: IndexPath(item: 0, section: 0))
            #expect(inserted !== formerFirst)
            #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === formerFirst)
            let kinds = view.runningUpdateAnimations.map { "\($0.kind) \($0.indexPath.item)" }
            #expect(kinds.contains("appearing 0"))
            #expect(kinds.contains("moving 1"))
            #expect(inserted?.presentationAlpha == 0)

            clock.advance(by: 0.15)
            #expect(isClose(inserted?.presentationAlpha ?? -1, 0.5))
            #expect(isClose(formerFirst?.presentationFrame.minY ?? -1, 50))
            #expect(finished == nil)

            clock.advance(by: 0.15)
            #expect(finished == true)
            #expect(view.runningUpdateAnimations.isEmpty)
            #expect(formerFirst?.presentationFrame.minY == 100)
        }
    }

    /// A layout whose inserted items slide in from the left, 300 points out.
    final class SlideInLayout: UICollectionViewCompositionalLayout {
        override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            guard let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() else { return nil }
            attributes.frame = attributes.frame.offsetBy(dx: -300, dy: 0)
            return attributes
        }
    }

    /// The start of an appearing cell comes from the layout's `initialLayoutAttributesForAppearingItem(at:)`:
    /// x −300 at the start, −150 half way (alpha stays 1: the layout's attributes say so).
    @Test func appearingCellsStartWhereTheLayoutSays() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let stub = Stub([[0, 1]])
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
            let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300),
                                        collectionViewLayout: SlideInLayout(section: section))
            view.register(TrackingCell.self, forCellWithReuseIdentifier: "cell")
            view.dataSource = stub
            view.layoutIfNeeded()
            view.performBatchUpdates({
                stub.sections[0].append(2)
                view.insertItems(at: [IndexPath(item: 2, section: 0)])
            })
            let cell = view.cellForItem(at: IndexPath(item: 2, section: 0))
            #expect(cell?.presentationFrame.minX == -300)
            #expect(cell?.presentationAlpha == 1)
            clock.advance(by: 0.15)
            #expect(isClose(cell?.presentationFrame.minX ?? 0, -150))
            clock.finishAll()
            #expect(cell?.presentationFrame.minX == 0)
        }
    }

    /// Deleting the first item: its cell leaves with the update and fades out where it was (alpha 1 → 0),
    /// recorded with its index path before the update.
    @Test func deletedCellsFadeOut() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let stub = Stub([[0, 1, 2, 3]])
            let view = makeListView(stub)
            let first = view.cellForItem(at: IndexPath(item: 0, section: 0))
            view.performBatchUpdates({
                stub.sections[0].remove(at: 0)
                view.deleteItems(at: [IndexPath(item: 0, section: 0)])
            })
            let disappearing = view.runningUpdateAnimations.filter { $0.kind == .disappearing }
            #expect(disappearing.map(\.indexPath) == [IndexPath(item: 0, section: 0)])
            #expect(disappearing.first?.finalAttributes.alpha == 0)
            #expect(disappearing.first?.initialAttributes.frame == CGRect(x: 0, y: 0, width: 300, height: 100))
            clock.advance(by: 0.15)
            #expect(isClose(first?.presentationAlpha ?? -1, 0.5))
            clock.advance(by: 0.15)
            #expect(view.runningUpdateAnimations.isEmpty)
        }
    }

    /// Without animation (`performWithoutAnimation`) a batch update completes at once, even on a manual clock.
    @Test func unanimatedBatchCompletesAtOnce() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let stub = Stub([[0, 1]])
            let view = makeListView(stub)
            var finished: Bool?
            UIView.performWithoutAnimation {
                view.performBatchUpdates({
                    stub.sections[0].append(2)
                    view.insertItems(at: [IndexPath(item: 2, section: 0)])
                }, completion: { finished = $0 })
            }
            #expect(finished == true)
            #expect(view.runningUpdateAnimations.isEmpty)
        }
    }
}
