import Testing
import OpenCompositionalLayout

@MainActor
@Suite struct ScrollViewDragTests {
    /// A drag released without velocity: begin, one didScroll per step, end; no deceleration.
    @Test func dragWithoutVelocityCallsTheDelegateInUIKitsOrder() {
        let (scrollView, recorder) = makeScrollView()
        // 600 points on a 300-point view: two steps of 300.
        scrollView.simulateScroll(by: CGPoint(x: 0, y: 600), velocity: .zero)
        #expect(recorder.events == ["willBeginDragging", "didScroll", "didScroll", "willEndDragging", "didEndDragging false"])
        #expect(recorder.offsets == [CGPoint(x: 0, y: 300), CGPoint(x: 0, y: 600)])
        #expect(recorder.proposedTarget == CGPoint(x: 0, y: 600))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 600))
        #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
    }

    /// A fling: the target is offset + v · r / (1 − r) = 600 + 1.5 · 0.998 / 0.002 = 600 + 748.5 = 1348.5,
    /// reached in ⌈748.5 / 300⌉ = 3 deceleration steps.
    @Test func flingDeceleratesToTheProjectedOffset() throws {
        let (scrollView, recorder) = makeScrollView()
        scrollView.simulateScroll(by: CGPoint(x: 0, y: 600), velocity: CGPoint(x: 0, y: 1.5))
        #expect(recorder.events == ["willBeginDragging", "didScroll", "didScroll", "willEndDragging", "didEndDragging true",
                                    "willBeginDecelerating", "didScroll", "didScroll", "didScroll", "didEndDecelerating"])
        #expect(recorder.releaseVelocity == CGPoint(x: 0, y: 1.5))
        let target = try #require(recorder.proposedTarget)
        #expect(close(target.y, 1348.5))
        #expect(close(scrollView.contentOffset.y, 1348.5))
        // Deceleration steps: 600 + 748.5 · k / 3 = 849.5, 1099, 1348.5.
        #expect(recorder.offsets.count == 5)
        #expect(close(recorder.offsets[2].y, 849.5) && close(recorder.offsets[3].y, 1099))
    }

    /// The scroll view's state during each call: tracking and dragging until the finger lifts, dragging
    /// until the drag ends, decelerating while coasting.
    @Test func trackingDraggingAndDeceleratingFlags() {
        let (scrollView, recorder) = makeScrollView()
        scrollView.simulateScroll(by: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 0.2))
        let byEvent = Dictionary(recorder.states.map { ($0.0, ($0.1, $0.2, $0.3)) }, uniquingKeysWith: { first, _ in first })
        #expect(byEvent["willBeginDragging"]! == (true, true, false))
        #expect(byEvent["willEndDragging"]! == (false, true, false))
        #expect(byEvent["didEndDragging true"]! == (false, true, false))
        #expect(byEvent["willBeginDecelerating"]! == (false, false, false))
        #expect(byEvent["didEndDecelerating"]! == (false, false, false))
        // The deceleration's didScroll (the last one) runs while decelerating.
        #expect(recorder.states.last(where: { $0.0 == "didScroll" })!.3)
    }

    /// `.fast` keeps 0.99 per millisecond: 100 + 2 · 0.99 / 0.01 = 100 + 198 = 298.
    @Test func fastDecelerationRateProjectsLess() {
        let (scrollView, _) = makeScrollView()
        scrollView.decelerationRate = .fast
        scrollView.simulateScroll(by: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 2))
        #expect(close(scrollView.contentOffset.y, 298))
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
    }

    /// The delegate may move the target; the scroll view comes to rest there.
    @Test func delegateChangesTheTarget() {
        let (scrollView, recorder) = makeScrollView()
        recorder.replacementTarget = CGPoint(x: 0, y: 1000)
        scrollView.simulateScroll(by: CGPoint(x: 0, y: 100), velocity: .zero)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1000))
        // Drag 100 in one step; coast 100 → 1000, 900 in ⌈900 / 300⌉ = 3 steps.
        #expect(recorder.events == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging true",
                                    "willBeginDecelerating", "didScroll", "didScroll", "didScroll", "didEndDecelerating"])
    }

    /// A target outside the content is clamped: the largest offset is 3000 − 300 = 2700.
    @Test func targetsAreClampedToTheContent() {
        let (scrollView, recorder) = makeScrollView()
        recorder.replacementTarget = CGPoint(x: 0, y: 99_999)
        scrollView.simulateScroll(by: CGPoint(x: 0, y: 100), velocity: .zero)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 2700))
        // A fling far past the end: 2600 + 10 · 499 ≫ 2700, clamped before the delegate sees it.
        let (other, otherRecorder) = makeScrollView()
        other.simulateScroll(by: CGPoint(x: 0, y: 2600), velocity: CGPoint(x: 0, y: 10))
        #expect(otherRecorder.proposedTarget == CGPoint(x: 0, y: 2700))
        #expect(other.contentOffset == CGPoint(x: 0, y: 2700))
    }

    /// With `bounces` the drag follows the finger past the end (5000) and comes back to 2700; without it
    /// the drag stops at 2700 and nothing decelerates.
    @Test func bouncesDecidesWhetherTheDragPassesTheEdge() {
        let (bouncing, bouncingRecorder) = makeScrollView()
        bouncing.simulateScroll(by: CGPoint(x: 0, y: 5000), velocity: .zero)
        #expect(bouncingRecorder.offsets.contains(CGPoint(x: 0, y: 5000)))
        #expect(bouncingRecorder.events.contains("didEndDragging true"))
        #expect(bouncing.contentOffset == CGPoint(x: 0, y: 2700))

        let (stiff, stiffRecorder) = makeScrollView()
        stiff.bounces = false
        stiff.simulateScroll(by: CGPoint(x: 0, y: 5000), velocity: .zero)
        #expect(stiffRecorder.offsets.allSatisfy { $0.y <= 2700 })
        #expect(stiffRecorder.events.last == "didEndDragging false")
        #expect(stiff.contentOffset == CGPoint(x: 0, y: 2700))
    }

    /// Insets widen the range: top 20, bottom 30 → −20 … 3000 + 30 − 300 = 2730.
    @Test func contentInsetWidensTheRestingRange() {
        let (scrollView, _) = makeScrollView()
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        scrollView.simulateScroll(by: CGPoint(x: 0, y: -500), velocity: .zero)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -20))
        scrollView.simulateScroll(by: CGPoint(x: 0, y: 5000), velocity: .zero)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 2730))
        #expect(scrollView.contentOffsetRange.minimum == CGPoint(x: 0, y: -20))
        #expect(scrollView.contentOffsetRange.maximum == CGPoint(x: 0, y: 2730))
    }

    /// Content that fits does not move unless `alwaysBounceVertical` is set; then it bounces back to 0.
    @Test func contentThatFitsOnlyBouncesWhenAsked() {
        let (scrollView, recorder) = makeScrollView(content: CGSize(width: 320, height: 100))
        scrollView.simulateScroll(by: CGPoint(x: 0, y: 50), velocity: .zero)
        #expect(recorder.events == ["willBeginDragging", "willEndDragging", "didEndDragging false"])
        #expect(scrollView.contentOffset == .zero)

        scrollView.alwaysBounceVertical = true
        recorder.events = []
        scrollView.simulateScroll(by: CGPoint(x: 0, y: 50), velocity: .zero)
        #expect(recorder.offsets.last == .zero)
        #expect(recorder.offsets.contains(CGPoint(x: 0, y: 50)))
        #expect(recorder.events.contains("didEndDecelerating"))
        #expect(scrollView.contentOffset == .zero)
    }

    /// Horizontal scrolling uses the same rules: content 2000 wide in a 320-wide view, 100 + 1 · 499 = 599.
    @Test func horizontalFling() {
        let (scrollView, _) = makeScrollView(content: CGSize(width: 2000, height: 300))
        scrollView.simulateScroll(by: CGPoint(x: 100, y: 40), velocity: CGPoint(x: 1, y: 3))
        // The vertical component is ignored: the content is exactly as tall as the view.
        #expect(close(scrollView.contentOffset.x, 599))
        #expect(scrollView.contentOffset.y == 0)
    }
}

@MainActor
@Suite struct ScrollViewPagingTests {
    private func pagingView() -> (UIScrollView, ScrollRecorder) {
        let (scrollView, recorder) = makeScrollView()
        scrollView.isPagingEnabled = true
        return (scrollView, recorder)
    }

    /// Pages are multiples of the view's height (300). Released at 100 (page 0.33):
    /// positive velocity → page 1 (300); zero → nearest, page 0; negative → page 0.
    @Test func velocityPicksThePage() {
        let (forward, _) = pagingView()
        forward.simulateScroll(by: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 0.5))
        #expect(forward.contentOffset.y == 300)

        let (still, stillRecorder) = pagingView()
        still.simulateScroll(by: CGPoint(x: 0, y: 100), velocity: .zero)
        #expect(still.contentOffset.y == 0)
        #expect(stillRecorder.events.contains("didEndDragging true"))

        let (back, _) = pagingView()
        back.simulateScroll(by: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: -0.5))
        #expect(back.contentOffset.y == 0)
    }

    /// Released at 200 (page 0.67) with no velocity → nearest page 1 (300).
    @Test func zeroVelocityRoundsToTheNearestPage() {
        let (scrollView, _) = pagingView()
        scrollView.simulateScroll(by: CGPoint(x: 0, y: 200), velocity: .zero)
        #expect(scrollView.contentOffset.y == 300)
    }

    /// A fling never skips a page: from page 0, dragged to 700 (page 2.33) with a fast velocity, it stops
    /// at page 1 (300). The delegate's calls keep UIKit's order.
    @Test func flingMovesAtMostOnePage() {
        let (scrollView, recorder) = pagingView()
        scrollView.simulateScroll(by: CGPoint(x: 0, y: 700), velocity: CGPoint(x: 0, y: 5))
        #expect(recorder.proposedTarget == CGPoint(x: 0, y: 300))
        #expect(scrollView.contentOffset.y == 300)
        // Drag: 700 in ⌈700 / 300⌉ = 3 steps; back to 300: 400 in 2 steps.
        #expect(recorder.events == ["willBeginDragging", "didScroll", "didScroll", "didScroll", "willEndDragging",
                                    "didEndDragging true", "willBeginDecelerating", "didScroll", "didScroll",
                                    "didEndDecelerating"])
    }

    /// Backwards from page 3 (900): released at 800 (page 2.67) with negative velocity → page 2 (600).
    @Test func backwardFling() {
        let (scrollView, _) = pagingView()
        scrollView.contentOffset = CGPoint(x: 0, y: 900)
        scrollView.simulateScroll(by: CGPoint(x: 0, y: -100), velocity: CGPoint(x: 0, y: -0.2))
        #expect(scrollView.contentOffset.y == 600)
    }

    /// The last page is clamped to the content: 3000 − 300 = 2700 is page 9 exactly; a 2900-tall content's
    /// last resting offset is 2600, not page 9 (2700).
    @Test func lastPageIsClamped() {
        let (scrollView, _) = makeScrollView(content: CGSize(width: 320, height: 2900))
        scrollView.isPagingEnabled = true
        scrollView.contentOffset = CGPoint(x: 0, y: 2400)
        scrollView.simulateScroll(by: CGPoint(x: 0, y: 150), velocity: CGPoint(x: 0, y: 1))
        #expect(scrollView.contentOffset.y == 2600)
    }
}

@MainActor
@Suite struct ScrollViewPropertyTests {
    /// Safe area 47/44/34/30 (top/left/bottom/right) plus contentInset 10 on every edge, content taller
    /// than the 320 × 300 view but not wider.
    private func insetView(content: CGSize = CGSize(width: 320, height: 3000)) -> UIScrollView {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        scrollView.contentSize = content
        scrollView.overrideSafeAreaInsets = UIEdgeInsets(top: 47, left: 44, bottom: 34, right: 30)
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        return scrollView
    }

    @Test func adjustedContentInsetFollowsTheBehaviour() {
        let scrollView = insetView()
        // .automatic: vertical always (57, 44), horizontal only when scrollable (it is not): 10, 10.
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 57, left: 10, bottom: 44, right: 10))
        scrollView.contentInsetAdjustmentBehavior = .always
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 57, left: 54, bottom: 44, right: 40))
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 57, left: 10, bottom: 44, right: 10))
        // Wider content scrolls horizontally too.
        scrollView.contentSize = CGSize(width: 1000, height: 3000)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 57, left: 54, bottom: 44, right: 40))
    }

    @Test func scrollableAxesNeedsOverflowOrAlwaysBounce() {
        let scrollView = insetView(content: CGSize(width: 320, height: 100))
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        scrollView.alwaysBounceVertical = true
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 57, left: 10, bottom: 44, right: 10))
        scrollView.alwaysBounceHorizontal = true
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 57, left: 54, bottom: 44, right: 40))
    }

    @Test func changingTheInsetTellsTheDelegate() {
        let (scrollView, recorder) = makeScrollView()
        scrollView.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        scrollView.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(recorder.events == ["didChangeAdjustedContentInset", "didChangeAdjustedContentInset"])
    }

    /// Animated offset changes finish before returning and end with didEndScrollingAnimation.
    @Test func setContentOffsetCallsTheDelegate() {
        let (scrollView, recorder) = makeScrollView()
        scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        #expect(recorder.events == ["didScroll"])
        scrollView.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
        #expect(recorder.events == ["didScroll", "didScroll", "didEndScrollingAnimation"])
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 400))
        // The same offset again: nothing to tell.
        scrollView.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
        #expect(recorder.events.count == 3)
    }

    /// scrollRectToVisible moves the least distance (view 300 tall at offset 0).
    @Test func scrollRectToVisibleMovesTheLeastDistance() {
        let (scrollView, _) = makeScrollView()
        // 500..<550 is below the visible 0..<300: bottom to bottom, 550 − 300 = 250.
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 50), animated: false)
        #expect(scrollView.contentOffset.y == 250)
        // 100..<150 is above the visible 250..<550: top to top, 100.
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 50), animated: false)
        #expect(scrollView.contentOffset.y == 100)
        // Already visible: no change.
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 200, width: 10, height: 50), animated: false)
        #expect(scrollView.contentOffset.y == 100)
        // Taller than the view: its top comes to the top, 1000.
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 400), animated: false)
        #expect(scrollView.contentOffset.y == 1000)
        // 2950..<3030 ends past the content: 3030 − 300 = 2730, clamped to 3000 − 300 = 2700.
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 2950, width: 10, height: 80), animated: false)
        #expect(scrollView.contentOffset.y == 2700)
        // With a top inset of 20 the visible area starts 20 below the offset: 1000 − 20 = 980.
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 400), animated: false)
        #expect(scrollView.contentOffset.y == 980)
    }

    @Test func storedPropertiesKeepTheirValues() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scrollView.isScrollEnabled && scrollView.bounces && !scrollView.isPagingEnabled)
        #expect(scrollView.showsVerticalScrollIndicator && scrollView.showsHorizontalScrollIndicator)
        #expect(scrollView.keyboardDismissMode == .none)
        #expect(scrollView.contentInsetAdjustmentBehavior == .automatic)
        scrollView.keyboardDismissMode = .interactive
        scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(scrollView.keyboardDismissMode == .interactive)
        #expect(scrollView.horizontalScrollIndicatorInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(scrollView.verticalScrollIndicatorInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    @Test func refreshControlIsASubview() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let control = UIRefreshControl()
        scrollView.refreshControl = control
        #expect(control.superview === scrollView)
        control.beginRefreshing()
        #expect(control.isRefreshing)
        control.endRefreshing()
        #expect(!control.isRefreshing)
        scrollView.refreshControl = nil
        #expect(control.superview == nil)
    }
}

@MainActor
@Suite struct ScrollViewBadInputTests {
    /// Non-finite input changes nothing (a NaN offset under `.record`; UIKit raises for it).
    @Test func nonFiniteInputChangesNothing() {
        let (scrollView, recorder) = makeScrollView()
        scrollView.scrollFailurePolicy = .record
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        recorder.events = []
        for bad in [CGFloat.nan, .infinity, -.infinity] {
            scrollView.simulateScroll(by: CGPoint(x: 0, y: bad), velocity: .zero)
            scrollView.simulateScroll(by: CGPoint(x: 0, y: 10), velocity: CGPoint(x: bad, y: 0))
            scrollView.contentOffset = CGPoint(x: bad, y: 0)
            scrollView.setContentOffset(CGPoint(x: 0, y: bad), animated: true)
            scrollView.scrollRectToVisible(CGRect(x: 0, y: bad, width: 10, height: 10), animated: false)
        }
        #expect(recorder.events.isEmpty)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
    }

    @Test func disabledScrollingIgnoresDrags() {
        let (scrollView, recorder) = makeScrollView()
        scrollView.isScrollEnabled = false
        scrollView.simulateScroll(by: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 1))
        #expect(recorder.events.isEmpty)
        #expect(scrollView.contentOffset == .zero)
    }

    /// A rate of 1 or more would never stop: it counts as .normal (100 + 0.5 · 499 = 349.5).
    @Test func invalidDecelerationRateCountsAsNormal() {
        let (scrollView, _) = makeScrollView()
        scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 1.5)
        scrollView.simulateScroll(by: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 0.5))
        #expect(close(scrollView.contentOffset.y, 349.5))
    }

    /// A NaN-sized view or content never traps; the offset stays finite.
    @Test func nanGeometryDoesNotTrap() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: CGFloat.nan))
        scrollView.contentSize = CGSize(width: CGFloat.nan, height: -5)
        scrollView.isPagingEnabled = true
        scrollView.simulateScroll(by: CGPoint(x: 10, y: 10), velocity: CGPoint(x: 1, y: 1))
        #expect(scrollView.contentOffset.x.isFinite && scrollView.contentOffset.y.isFinite)
    }
}

@MainActor
@Suite struct SafeAreaChangeTests {
    /// A new safe area tells the delegate the adjusted inset changed (not under `.never`).
    @Test func safeAreaChangeTellsTheDelegate() {
        let (scrollView, recorder) = makeScrollView()
        scrollView.overrideSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        #expect(recorder.events == ["didChangeAdjustedContentInset"])
        #expect(scrollView.adjustedContentInset.top == 47)
        scrollView.contentInsetAdjustmentBehavior = .never
        recorder.events = []
        scrollView.overrideSafeAreaInsets = .zero
        #expect(recorder.events.isEmpty)
    }

    /// A collection view relays out for a new safe area: the compositional layout's default `.safeArea`
    /// reference moves rows in by the left inset (20) and narrows them (320 − 20 − 10 = 290).
    @Test func collectionViewRelaysOutForANewSafeArea() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                        heightDimension: .absolute(50)),
                                                     subitems: [item])
        let stub = Stub([Array(0..<5)])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300),
                                    collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        view.register(TrackingCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = stub
        view.layoutIfNeeded()
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 320, height: 50))
        view.overrideSafeAreaInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 10)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 20, y: 0, width: 290, height: 50))
    }
}

@MainActor
@Suite struct StatusBarTapTests {
    /// A status-bar tap scrolls to the top of the content, above the top inset (−20), and says so.
    @Test func statusBarTapScrollsToTheTop() {
        let (scrollView, recorder) = makeScrollView()
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        scrollView.contentOffset = CGPoint(x: 0, y: 900)
        recorder.events = []
        #expect(scrollView.simulateStatusBarTap())
        #expect(recorder.events == ["shouldScrollToTop", "didScroll", "didScrollToTop"])
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -20))
    }

    /// The delegate or `scrollsToTop` can refuse.
    @Test func statusBarTapCanBeRefused() {
        let (scrollView, recorder) = makeScrollView()
        scrollView.contentOffset = CGPoint(x: 0, y: 900)
        recorder.allowsScrollToTop = false
        #expect(!scrollView.simulateStatusBarTap())
        scrollView.scrollsToTop = false
        recorder.allowsScrollToTop = true
        #expect(!scrollView.simulateStatusBarTap())
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 900))
    }
}
