#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// `UICollectionViewFlowLayout`'s subclassing hooks as UIKit honours them: an item query override, a layout that
/// invalidates on every scroll (a carousel scaling its items by their distance from the centre), a snapping
/// `targetContentOffset`, a custom invalidation context, and a change of the view's size. Every expected value is
/// worked out by hand from UIKit's rules in the comment above its test.
@MainActor
@Suite struct UICollectionViewFlowLayoutSubclassingTests {
    /// A `width` × `height` collection view over `stub` with `layout`, laid out. The view holds its data source
    /// weakly: the caller keeps `stub` alive.
    private func makeView(_ stub: Stub, layout: UICollectionViewFlowLayout, width: CGFloat = 320, height: CGFloat = 480)
        -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        view.register(TrackingCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            view.register(HeaderView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
        }
        view.dataSource = stub
        view.layoutIfNeeded()
        return view
    }

    /// Scrolls `view` to `offset` and lays it out.
    private func scroll(_ view: UICollectionView, to offset: CGPoint) {
        view.contentOffset = offset
        view.layoutIfNeeded()
    }

    // MARK: layoutAttributesForItem(at:)

    /// A layout that lowers item 12 by 60 points in its item query only (its rect query is the flow layout's).
    final class LoweredItemLayout: UICollectionViewFlowLayout {
        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            // `copy()` is `Any` in UIKit: read through `Any`, the cast compiles without a warning against both.
            func copied(_ value: Any) -> UICollectionViewLayoutAttributes? { value as? UICollectionViewLayoutAttributes }
            guard let attributes = super.layoutAttributesForItem(at: indexPath) else { return nil }
            guard indexPath.item == 12, let moved = copied(attributes.copy()) else { return attributes }
            moved.frame.origin.y += 60
            return moved
        }
    }

    /// Thirty 100 × 100 items in 320, three a line (3·100 + 2·10 = 320), line k at y 110k: ten lines, content
    /// 10·100 + 9·10 = 1,090 tall, offsets up to 1,090 − 480 = 610. Item 12 is the first of line 4, (0, 440); the
    /// subclass's item query puts it at (0, 500). UIKit's collection view answers its own
    /// `layoutAttributesForItem(at:)` and scrolls to an item from the layout's item query: to the top, offset 500;
    /// centred, 550 − 480 / 2 = 310. Its visible cells come from the rect query, so item 12's cell stays at
    /// (0, 440), on screen at offset 500 (the bounds run 500 to 980, the cell 440 to 540).
    @Test func theItemQueryOverrideIsWhatTheViewAnswersAndScrollsTo() {
        let layout = LoweredItemLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let stub = Stub([Array(0..<30)])
        defer { withExtendedLifetime(stub) {} }
        let view = makeView(stub, layout: layout)
        let item12 = IndexPath(item: 12, section: 0)
        #expect(view.layoutAttributesForItem(at: item12)?.frame == CGRect(x: 0, y: 500, width: 100, height: 100))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 13, section: 0))?.frame
                == CGRect(x: 110, y: 440, width: 100, height: 100))
        view.scrollToItem(at: item12, at: .top, animated: false)
        view.layoutIfNeeded()
        #expect(view.contentOffset == CGPoint(x: 0, y: 500))
        #expect(view.cellForItem(at: item12)?.frame == CGRect(x: 0, y: 440, width: 100, height: 100))
        view.scrollToItem(at: item12, at: .centeredVertically, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 310))
    }

    // MARK: shouldInvalidateLayout(forBoundsChange:)

    /// A horizontal carousel: each item is scaled (and faded) by its distance from the visible centre,
    /// `1 − 0.5 · min(1, distance / 210)`, recomputed on every scroll when `invalidatesOnScroll` (else the flow
    /// layout's own answer). Counts its preparations.
    final class ScalingCarouselLayout: UICollectionViewFlowLayout {
        var invalidatesOnScroll = true
        private(set) var preparations = 0

        override init() {
            super.init()
            scrollDirection = .horizontal
            itemSize = CGSize(width: 200, height: 200)
            sectionInset = UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 60)
        }

        required init?(coder: NSCoder) { super.init(coder: coder) }

        override func prepare() {
            super.prepare()
            preparations += 1
        }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            invalidatesOnScroll || super.shouldInvalidateLayout(forBoundsChange: newBounds)
        }

        private func scaled(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
            func copied(_ value: Any) -> UICollectionViewLayoutAttributes? { value as? UICollectionViewLayoutAttributes }
            guard attributes.representedElementCategory == .cell, let collectionView,
                  let copy = copied(attributes.copy()) else { return attributes }
            let centre = collectionView.contentOffset.x + collectionView.bounds.width / 2
            let scale = 1 - 0.5 * min(1, abs(copy.center.x - centre) / 210)
            copy.transform = CGAffineTransform(scaleX: scale, y: scale)
            copy.alpha = scale
            return copy
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            super.layoutAttributesForElements(in: rect)?.map(scaled)
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            super.layoutAttributesForItem(at: indexPath).map(scaled)
        }
    }

    /// Five 200 × 200 items scrolling sideways in a 320 × 200 view, inset 60 left and right: one item a column
    /// (200 of 200), columns 10 apart, item i at x 60 + 210i, its centre at 160 + 210i; content 60 + 5·200 + 4·10
    /// + 60 = 1,160 wide. The visible centre is offset + 160. At offset 0 item 0 is centred (scale 1) and item 1
    /// 210 away (scale 0.5). At 105 both are 105 away: 1 − 0.5 · 0.5 = 0.75. At 210 item 1 is centred and items 0
    /// and 2 are 210 away (0.5). Each scroll invalidates the layout (the subclass says so), so it is prepared once
    /// more and the cells take the new scales.
    @Test func aLayoutThatInvalidatesOnEveryScrollIsPreparedAgainOnEachScroll() {
        let layout = ScalingCarouselLayout()
        let stub = Stub([Array(0..<5)])
        defer { withExtendedLifetime(stub) {} }
        let view = makeView(stub, layout: layout, height: 200)
        #expect(layout.collectionViewContentSize == CGSize(width: 1_160, height: 200))
        let first = IndexPath(item: 0, section: 0), second = IndexPath(item: 1, section: 0), third = IndexPath(item: 2, section: 0)
        #expect(view.cellForItem(at: first)?.alpha == 1)
        #expect(view.cellForItem(at: second)?.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        let preparations = layout.preparations
        scroll(view, to: CGPoint(x: 105, y: 0))
        #expect(layout.preparations == preparations + 1)
        #expect(view.cellForItem(at: first)?.transform == CGAffineTransform(scaleX: 0.75, y: 0.75))
        #expect(view.cellForItem(at: second)?.alpha == 0.75)
        scroll(view, to: CGPoint(x: 210, y: 0))
        #expect(layout.preparations == preparations + 2)
        #expect(view.cellForItem(at: second)?.transform == .identity)
        #expect(view.cellForItem(at: first)?.alpha == 0.5)
        #expect(view.cellForItem(at: third)?.alpha == 0.5)
        // The frames are the flow layout's: item 1 at x 60 + 210.
        #expect(view.layoutAttributesForItem(at: second)?.frame == CGRect(x: 270, y: 0, width: 200, height: 200))
    }

    /// The same carousel answering the flow layout's own `shouldInvalidateLayout(forBoundsChange:)`: a scroll
    /// (its size unchanged, no pinned headers) does not invalidate it, so it is not prepared again.
    @Test func aLayoutThatDoesNotInvalidateOnScrollIsNotPreparedAgain() {
        let layout = ScalingCarouselLayout()
        layout.invalidatesOnScroll = false
        let stub = Stub([Array(0..<5)])
        defer { withExtendedLifetime(stub) {} }
        let view = makeView(stub, layout: layout, height: 200)
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 105, y: 0, width: 320, height: 200)))
        let preparations = layout.preparations
        scroll(view, to: CGPoint(x: 105, y: 0))
        scroll(view, to: CGPoint(x: 210, y: 0))
        #expect(layout.preparations == preparations)
    }

    // MARK: invalidationContext(forBoundsChange:)

    /// A flow context that carries the bounds' new origin.
    final class ScrollContext: UICollectionViewFlowLayoutInvalidationContext {
        var newOrigin: CGPoint?
    }

    /// A layout whose contexts are `ScrollContext`s, invalidated by every scroll, recording the contexts it gets.
    final class ContextRecordingLayout: UICollectionViewFlowLayout {
        private(set) var received: [UICollectionViewLayoutInvalidationContext] = []

        override class var invalidationContextClass: AnyClass { ScrollContext.self }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

        override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
            let context = super.invalidationContext(forBoundsChange: newBounds)
            (context as? ScrollContext)?.newOrigin = newBounds.origin
            return context
        }

        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            received.append(context)
            super.invalidateLayout(with: context)
        }
    }

    /// The flow layout's `invalidationContext(forBoundsChange:)` makes its context from `invalidationContextClass`,
    /// so the subclass's context reaches `invalidateLayout(with:)` with the origin it set: scrolling to y 200 hands
    /// it a `ScrollContext` holding (0, 200). The frames stay the flow layout's (item 4, line 1 column 1, at
    /// (110, 110)). `invalidateLayout()` also makes its context from the class, invalidating everything.
    @Test func aCustomBoundsChangeContextReachesInvalidateLayout() {
        let layout = ContextRecordingLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let stub = Stub([Array(0..<30)])
        defer { withExtendedLifetime(stub) {} }
        let view = makeView(stub, layout: layout)
        scroll(view, to: CGPoint(x: 0, y: 200))
        let context = layout.received.last as? ScrollContext
        #expect(context?.newOrigin == CGPoint(x: 0, y: 200))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
                == CGRect(x: 110, y: 110, width: 100, height: 100))
        layout.invalidateLayout()
        let everything = layout.received.last
        #expect(everything is ScrollContext)
        #expect(everything?.invalidateEverything == true)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
                == CGRect(x: 110, y: 110, width: 100, height: 100))
    }

    // MARK: Bounds changes

    /// Seven 100 × 100 items in 320: three a line. Turned to 540 wide, five fit exactly (5·100 + 4·10 = 540): items
    /// 0 to 4 at x 0, 110, 220, 330, 440 and items 5 and 6 on line 2 at (0, 110) and (110, 110); content 540 × 210.
    /// Back to 320, item 5 is the last of line 1 again, (220, 110). The flow layout answers `true` for a new size
    /// and `false` for a scroll; with pinned headers a scroll moves them, so it answers `true`.
    @Test func aNewWidthBreaksTheLinesAgain() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let stub = Stub([Array(0..<7)])
        defer { withExtendedLifetime(stub) {} }
        let view = makeView(stub, layout: layout)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 540, height: 320)))
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 100, width: 320, height: 480)))
        view.frame = CGRect(x: 0, y: 0, width: 540, height: 320)
        view.layoutIfNeeded()
        let fifth = IndexPath(item: 4, section: 0), sixth = IndexPath(item: 5, section: 0)
        #expect(view.layoutAttributesForItem(at: fifth)?.frame == CGRect(x: 440, y: 0, width: 100, height: 100))
        #expect(view.layoutAttributesForItem(at: sixth)?.frame == CGRect(x: 0, y: 110, width: 100, height: 100))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame == CGRect(x: 110, y: 110, width: 100, height: 100))
        #expect(view.cellForItem(at: sixth)?.frame == CGRect(x: 0, y: 110, width: 100, height: 100))
        #expect(layout.collectionViewContentSize == CGSize(width: 540, height: 210))
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        view.layoutIfNeeded()
        #expect(view.cellForItem(at: sixth)?.frame == CGRect(x: 220, y: 110, width: 100, height: 100))
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.sectionHeadersPinToVisibleBounds = true
        view.layoutIfNeeded()
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 100, width: 320, height: 480)))
    }

    #if !canImport(UIKit)
    // MARK: targetContentOffset(forProposedContentOffset:withScrollingVelocity:) (beyond UIKit: simulated drags)

    /// The carousel above (items 210 apart, item i centred at offset 210i) snapping to the item nearest the
    /// proposed resting offset.
    final class SnappingCarouselLayout: UICollectionViewFlowLayout {
        private(set) var proposals: [CGPoint] = []

        override init() {
            super.init()
            scrollDirection = .horizontal
            itemSize = CGSize(width: 200, height: 200)
            sectionInset = UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 60)
        }

        required init?(coder: NSCoder) { super.init(coder: coder) }

        override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                          withScrollingVelocity velocity: CGPoint) -> CGPoint {
            proposals.append(proposedContentOffset)
            return CGPoint(x: (proposedContentOffset.x / 210).rounded() * 210, y: proposedContentOffset.y)
        }
    }

    /// A drag of 150 released at 0.5 pt/ms projects 150 + 0.5 · 0.998 / 0.002 = 399.5 (the normal deceleration
    /// rate); the layout snaps that to 2 · 210 = 420 (399.5 / 210 ≈ 1.9), where the drag comes to rest with item 2
    /// centred. A drag of 80 released still proposes 80 and snaps back to 0. A fling of 50 at 3 pt/ms proposes
    /// 50 + 1,497 = 1,547, snapped to 7 · 210 = 1,470 and held to the last offset, 1,160 − 320 = 840 (item 4 centred).
    @Test func aSnappingLayoutDecidesWhereADragComesToRest() {
        let layout = SnappingCarouselLayout()
        let stub = Stub([Array(0..<5)])
        defer { withExtendedLifetime(stub) {} }
        let view = makeView(stub, layout: layout, height: 200)
        view.simulateScroll(by: CGPoint(x: 150, y: 0), velocity: CGPoint(x: 0.5, y: 0))
        #expect(abs((layout.proposals.last?.x ?? 0) - 399.5) < 1e-6)
        #expect(view.contentOffset == CGPoint(x: 420, y: 0))
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 480, y: 0, width: 200, height: 200))
        scroll(view, to: .zero)
        view.simulateScroll(by: CGPoint(x: 80, y: 0), velocity: .zero)
        #expect(layout.proposals.last == CGPoint(x: 80, y: 0))
        #expect(view.contentOffset == .zero)
        view.simulateScroll(by: CGPoint(x: 50, y: 0), velocity: CGPoint(x: 3, y: 0))
        #expect(view.contentOffset == CGPoint(x: 840, y: 0))
    }
    #endif
}
