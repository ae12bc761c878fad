import CollectionGeometry

/// Deterministic scrolling for tests and tools (beyond UIKit): a drag that calls the delegate as a touch
/// does and comes to rest before it returns.
extension UIScrollView {
    /// Drags the content by `translation` (the change of ``contentOffset``: positive `y` moves towards the end
    /// of a vertical list) and lifts the finger with `velocity` (points per millisecond, the unit
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` receives), then lets the content come
    /// to rest. Beyond UIKit: UIKit scrolls only from touches.
    ///
    /// In order, as UIKit does:
    /// 1. `scrollViewWillBeginDragging(_:)`; ``isTracking`` and ``isDragging`` become `true`.
    /// 2. The offset moves by `translation` in equal steps, each at most the view's visible length on its axis
    ///    (so every element the drag sweeps past is on screen at some step), with `scrollViewDidScroll(_:)` and
    ///    a layout pass (`layoutIfNeeded()`) after each. An axis whose content (with its insets) fits the view
    ///    does not move unless ``alwaysBounceVertical`` / ``alwaysBounceHorizontal`` is set. Past the content's edges the
    ///    offset follows the finger one to one when ``bounces`` is set (no rubber-band resistance is modelled)
    ///    and stops at the edge otherwise.
    ///    A ``refreshControl`` pulled far enough past the top during these steps starts refreshing (see
    ///    ``UIRefreshControl``), so the content then rests below it.
    /// 3. The resting offset is computed: with ``isPagingEnabled``, the page (a multiple of the view's size)
    ///    the velocity points to, at most one page from the page the drag started on (nearest page for zero
    ///    velocity; the layout is not asked); otherwise the projection `offset + v · r / (1 − r)` per axis, `r` the
    ///    ``decelerationRate`` (the sum of the per-millisecond displacements `v · rⁿ`, n ≥ 1, of a velocity
    ///    that keeps the fraction `r` each millisecond; 0.998 projects 499 ms of release velocity), passed to
    ///    the scroll view's resting-offset hook (a collection view asks its layout's
    ///    `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`). It is clamped to the content
    ///    (``contentOffsetRange``).
    /// 4. Under a navigation bar whose large title or search row collapses as this list scrolls, a target that
    ///    would leave the bar half collapsed moves to the nearest whole state (expanded, search row hidden,
    ///    collapsed), as iOS settles the bar.
    ///    The finger lifts (``isTracking`` becomes `false`):
    ///    `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` with that target, which the
    ///    delegate may change; the result is clamped again (no bounce at rest).
    /// 5. `scrollViewDidEndDragging(_:willDecelerate:)`, `willDecelerate` being whether the target differs
    ///    from the offset; ``isDragging`` becomes `false`.
    /// 6. If it does: `scrollViewWillBeginDecelerating(_:)`, ``isDecelerating`` `true`, the offset moves to
    ///    the target in steps as in 2 (`scrollViewDidScroll(_:)` and a layout pass each), then
    ///    ``isDecelerating`` `false` and `scrollViewDidEndDecelerating(_:)`.
    ///
    /// Nothing happens (no delegate call, no change) when ``isScrollEnabled`` is `false` or a component of
    /// `translation` or `velocity` is NaN or infinite. A deceleration rate outside `0..<1` counts as
    /// ``DecelerationRate/normal``. A drag takes at most 100 000 steps per phase; longer ones take longer steps.
    ///
    /// - Complexity: O(s) layout passes, s = the swept distance divided by the visible length.
    public func simulateScroll(by translation: CGPoint, velocity: CGPoint) {
        guard isScrollEnabled, translation.x.isFinite, translation.y.isFinite,
              velocity.x.isFinite, velocity.y.isFinite else { return }
        let scrollsHorizontally = canScrollHorizontally, scrollsVertically = canScrollVertically
        let move = CGPoint(x: scrollsHorizontally ? translation.x : 0, y: scrollsVertically ? translation.y : 0)
        let release = CGPoint(x: scrollsHorizontally ? velocity.x : 0, y: scrollsVertically ? velocity.y : 0)
        userWillScroll()
        let start = contentOffset

        isTracking = true
        isDragging = true
        delegateForScrolling?.scrollViewWillBeginDragging(self)
        var end = CGPoint(x: start.x + move.x, y: start.y + move.y)
        if !bounces { end = clampedContentOffset(end) }
        step(from: start, to: end)

        var target = isPagingEnabled
            ? clampedContentOffset(pagedContentOffset(releasedAt: contentOffset, startedAt: start, velocity: release))
            : clampedContentOffset(restingContentOffset(forProposedContentOffset: projectedContentOffset(
                from: contentOffset, velocity: release), velocity: release))
        isTracking = false
        // A navigation bar whose large title or search row collapses with this list does not rest half collapsed.
        if let navigation = (owningViewController ?? superview?.owningViewController)?.navigationController {
            target = clampedContentOffset(navigation.restingOffsetSettlingBar(target, of: self))
        }
        withUnsafeMutablePointer(to: &target) { pointer in
            delegateForScrolling?.scrollViewWillEndDragging(self, withVelocity: release, targetContentOffset: pointer)
        }
        target = clampedContentOffset(target)
        let decelerates = target != contentOffset
        delegateForScrolling?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        isDragging = false
        guard decelerates else { return }
        delegateForScrolling?.scrollViewWillBeginDecelerating(self)
        isDecelerating = true
        step(from: contentOffset, to: target)
        isDecelerating = false
        delegateForScrolling?.scrollViewDidEndDecelerating(self)
    }

    /// Taps the status bar (beyond UIKit: UIKit scrolls to the top only from that tap). When ``scrollsToTop``
    /// is set and the delegate's `scrollViewShouldScrollToTop(_:)` allows it, the content scrolls to the top
    /// (offset y = −``adjustedContentInset``.top, x unchanged; `scrollViewDidScroll(_:)` and a layout pass),
    /// then the delegate hears `scrollViewDidScrollToTop(_:)`. Returns whether it scrolled.
    ///
    /// - Complexity: one layout pass.
    @discardableResult
    public func simulateStatusBarTap() -> Bool {
        guard isScrollEnabled, scrollsToTop, delegateForScrolling?.scrollViewShouldScrollToTop(self) ?? true else {
            return false
        }
        let top = CGPoint(x: contentOffset.x, y: contentOffsetRange.minimum.y)
        if top != contentOffset {
            contentOffset = top
            layoutIfNeeded()
        }
        delegateForScrolling?.scrollViewDidScrollToTop(self)
        return true
    }

    /// Where a scroll released at `offset` with `velocity` (points per millisecond) would coast to without
    /// limits: `offset + velocity · r / (1 − r)` per axis, `r` the ``decelerationRate`` (beyond UIKit).
    ///
    /// - Complexity: O(1).
    public func projectedContentOffset(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        var rate = decelerationRate.rawValue
        if !(rate >= 0 && rate < 1) { rate = DecelerationRate.normal.rawValue }
        let factor = rate / (1 - rate)
        return CGPoint(x: offset.x + velocity.x * factor, y: offset.y + velocity.y * factor)
    }

    /// The page a paging drag comes to rest on, per axis: pages are multiples of the view's size; a positive
    /// velocity goes to the next page boundary at or after the release point, a negative one to the one at or
    /// before it, zero to the nearest; never more than one page from the page the drag started on.
    private func pagedContentOffset(releasedAt offset: CGPoint, startedAt start: CGPoint, velocity: CGPoint) -> CGPoint {
        CGPoint(x: Self.page(offset.x, start: start.x, velocity: velocity.x, pageLength: bounds.width),
                y: Self.page(offset.y, start: start.y, velocity: velocity.y, pageLength: bounds.height))
    }

    private static func page(_ offset: CGFloat, start: CGFloat, velocity: CGFloat, pageLength: CGFloat) -> CGFloat {
        guard pageLength.isFinite, pageLength > 0 else { return offset }
        let position = offset / pageLength
        let startPage = (start / pageLength).rounded()
        var page = velocity > 0 ? position.rounded(.up) : velocity < 0 ? position.rounded(.down) : position.rounded()
        page = min(max(page, startPage - 1), startPage + 1)
        return page * pageLength
    }

    /// Whether a drag moves the content vertically: it is taller than the view inside its insets, or
    /// ``alwaysBounceVertical`` is set.
    var canScrollVertically: Bool {
        alwaysBounceVertical || contentOffsetRange.maximum.y > contentOffsetRange.minimum.y
    }

    /// Whether a drag moves the content horizontally.
    var canScrollHorizontally: Bool {
        alwaysBounceHorizontal || contentOffsetRange.maximum.x > contentOffsetRange.minimum.x
    }

    /// The most steps one phase of a simulated drag takes.
    private static let maximumSteps = 100_000

    /// Moves the offset by `end − start` in equal steps no longer than the visible length, with a layout pass
    /// after each.
    private func step(from start: CGPoint, to end: CGPoint) {
        let dx = end.x - start.x, dy = end.y - start.y
        guard dx != 0 || dy != 0 else { return }
        let width = bounds.width, height = bounds.height
        var count = 1.0
        if dx != 0, width.isFinite, width > 0 { count = max(count, (abs(dx) / width).rounded(.up)) }
        if dy != 0, height.isFinite, height > 0 { count = max(count, (abs(dy) / height).rounded(.up)) }
        let steps = Int(min(count, Double(Self.maximumSteps)))
        // Each step moves from where the last one left the offset: when a layout pass moves the offset to keep
        // content still (cells above measured at other sizes), the scroll goes on from there.
        var moved = CGPoint.zero
        for index in 1...steps {
            let fraction = CGFloat(index) / CGFloat(steps)
            let next = index == steps ? CGPoint(x: dx, y: dy) : CGPoint(x: dx * fraction, y: dy * fraction)
            contentOffset = CGPoint(x: contentOffset.x + (next.x - moved.x), y: contentOffset.y + (next.y - moved.y))
            moved = next
            layoutIfNeeded()
            // A pull past the top while the finger is down may start a refresh (see `UIRefreshControl`).
            if isTracking { refreshControl?.scrollViewWasPulled(self) }
        }
    }
}
