import CollectionGeometry
import LayoutCore

/// The scroll state of a collection view's orthogonal sections: each section's position (the distance
/// scrolled from its start in reading order), by section index.
struct OrthogonalScrollState {
    /// Positions of the sections scrolled so far; a section not listed is at 0.
    var positions: [Int: CGFloat] = [:]
    /// The section being dragged, whose position may lie past its ends until it comes to rest.
    var draggedSection: Int?
    /// Each on-screen section's position at the last prefetch update, and the direction it last moved in
    /// (+1 towards its end, −1 back), for prefetching along the section's own axis.
    var prefetchPositions: [Int: CGFloat] = [:]
    var prefetchDirections: [Int: CGFloat] = [:]
}

/// Orthogonal sections scroll (beyond UIKit, which keeps its orthogonal scroll views private).
///
/// Each section whose `orthogonalScrollingBehavior` is not `.none` has its own scroll state, as UIKit's
/// embedded scroll views do, read and set here. Layout attributes keep reporting the section's items at
/// orthogonal offset zero, as UIKit's do. **On screen, an orthogonal item (a cell, or one of its item or
/// group supplementaries) sits at its layout frame moved by minus the section's orthogonal offset**:
/// `frame.offsetBy(dx: −offset.x, dy: −offset.y)` (``displayedFrame(forItemAt:)``). Boundary items and
/// backgrounds do not move. The visible cells and their frames, ``indexPathsForVisibleItems``, the display
/// callbacks and ``indexPathForItem(at:)`` follow that rule, and a section's `visibleItemsInvalidationHandler`
/// receives its orthogonal offset, so Apple's `item.frame.midX − offset.x` idiom finds an item's on-screen
/// position.
///
/// The offset's component along the section's axis (x in a vertical layout, y in a horizontal one) is the
/// distance the content has moved; the other component is 0. It rests between 0 and the orthogonal content
/// length less the region's length (in a right-to-left layout the section starts at its right end and the
/// offset runs from 0 down to minus that length). Offsets are kept by section, follow their sections
/// through batch updates (an inserted section starts at zero), and are clamped to the section's current
/// content whenever they are read.
extension UICollectionView {
    /// The orthogonal scroll offset of `section`, or nil when the section does not scroll orthogonally
    /// (or does not exist). Beyond UIKit.
    ///
    /// - Complexity: O(1) after the layout is prepared.
    public func orthogonalContentOffset(forSection section: Int) -> CGPoint? {
        guard let region = orthogonalScrollRegion(forSection: section) else { return nil }
        return region.offset(forPosition: orthogonalPosition(of: region))
    }

    /// Sets the orthogonal scroll offset of `section`, clamped to the section's orthogonal content, and lays
    /// out the visible elements (display callbacks, visible-items handlers). Animated, the content moves there
    /// in steps no longer than the region (every item it sweeps past is shown on the way) and the call
    /// returns when it is there. Beyond UIKit.
    ///
    /// A section that does not scroll orthogonally or a non-finite offset records a
    /// ``Diagnostic/Kind/invalidOrthogonalScroll`` diagnostic and changes nothing.
    ///
    /// - Complexity: O(s) layout passes, s = the distance divided by the region's length (1 unanimated).
    public func setOrthogonalContentOffset(_ contentOffset: CGPoint, forSection section: Int, animated: Bool) {
        guard let region = validOrthogonalRegion(forSection: section, values: [contentOffset.x, contentOffset.y],
                                                 operation: "setOrthogonalContentOffset") else { return }
        let start = orthogonalPosition(of: region)
        let target = region.paging.clamped(region.position(forOffset: contentOffset))
        if animated {
            moveOrthogonalPosition(of: region, from: start, to: target)
        } else if target != start {
            orthogonalScrollState.positions[section] = target
            realizeVisibleElements()
            updatePrefetching()
        }
    }

    /// Drags orthogonal section `section` by `translation` (the change of its orthogonal offset: positive x
    /// shows later items of a left-to-right section) and lifts the finger with `velocity` (points per
    /// millisecond), then lets it come to rest where its behaviour puts it. Beyond UIKit: UIKit scrolls
    /// only from touches.
    ///
    /// Only the component along the section's axis counts. The content moves in steps no longer than the
    /// region, laying out the visible elements after each (display callbacks, visible-items handlers).
    /// Past the content's ends the drag follows the finger when the section bounces and stops at the end
    /// otherwise: `orthogonalScrollingProperties.bounce` `.always` bounces (even content that fits moves),
    /// `.never` does not, `.automatic` follows ``bounces`` (content that fits does not move). On release the
    /// resting position is chosen by the section's `orthogonalScrollingBehavior`:
    /// - `.continuous`: where the release projects with the deceleration rate `r`
    ///   (`offset + velocity · r / (1 − r)`; `orthogonalScrollingProperties.decelerationRate`, or the
    ///   collection view's ``decelerationRate`` when automatic), clamped to the content;
    /// - `.continuousGroupLeadingBoundary`: the group leading edge nearest that projection (a group's leading
    ///   edge rests where the first group's does);
    /// - `.paging`: a multiple of the region's length, the next one in the direction of the velocity (the
    ///   nearest without velocity), at most one page from where the drag began;
    /// - `.groupPaging`: the next group's leading edge in the direction of the velocity (the nearest without
    ///   velocity), at most one group from where the drag began;
    /// - `.groupPagingCentered`: as `.groupPaging`, with the group centred in the region.
    ///
    /// At rest the offset is always inside the content. The collection view's delegate hears no scroll
    /// callbacks (the section scrolls, not the collection view), only display callbacks.
    ///
    /// A section that does not scroll orthogonally, or a non-finite translation or velocity, records a
    /// ``Diagnostic/Kind/invalidOrthogonalScroll`` diagnostic and changes nothing.
    ///
    /// - Complexity: O(s) layout passes, s = the swept distance divided by the region's length.
    public func simulateOrthogonalScroll(inSection section: Int, by translation: CGPoint, velocity: CGPoint) {
        guard let region = validOrthogonalRegion(forSection: section,
                                                 values: [translation.x, translation.y, velocity.x, velocity.y],
                                                 operation: "simulateOrthogonalScroll") else { return }
        let paging = region.paging
        let alwaysBounces = region.physics.bounces == true
        let bounces = region.physics.bounces ?? self.bounces
        let canMove = paging.maximumPosition > 0 || alwaysBounces
        let start = orthogonalPosition(of: region)
        let move = canMove ? region.positionDelta(for: translation) : 0
        let release = canMove ? region.positionDelta(for: velocity) : 0
        let end = bounces ? start + move : paging.clamped(start + move)

        orthogonalScrollState.draggedSection = section
        moveOrthogonalPosition(of: region, from: start, to: end)
        orthogonalScrollState.draggedSection = nil
        let rate = region.physics.decelerationRate ?? decelerationRate.rawValue
        let target = paging.restingPosition(releasedAt: end, startedAt: start, velocity: release, decelerationRate: rate)
        moveOrthogonalPosition(of: region, from: end, to: target)
    }

    /// Where `indexPath`'s item is shown, in content coordinates: its layout frame, moved by minus its
    /// section's orthogonal offset when the section scrolls orthogonally; nil for an index path the view
    /// does not hold. Beyond UIKit.
    ///
    /// - Complexity: one item-attributes query.
    public func displayedFrame(forItemAt indexPath: IndexPath) -> CGRect? {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return nil }
        guard let offset = orthogonalContentOffset(forSection: indexPath.section) else { return frame }
        return frame.offsetBy(dx: -offset.x, dy: -offset.y)
    }

    /// The orthogonal offset `scrollToItem(at:at:animated:)` gives the item's section, or nil when the
    /// section does not scroll orthogonally or the item has no finite frame. Beyond UIKit.
    ///
    /// Along the section's axis the position places the item within the visible part of the section's region
    /// (the bounds inside ``adjustedContentInset``): `.left` / `.top` puts its leading edge at the start,
    /// `.centeredHorizontally` / `.centeredVertically` centres it, `.right` / `.bottom` puts its trailing edge
    /// at the end; without a position on that axis the section scrolls the least that shows the item (its
    /// start first when it is longer than the visible part). The result is clamped to the section's content.
    ///
    /// - Complexity: one item-attributes query.
    public func orthogonalContentOffset(forScrollingToItemAt indexPath: IndexPath, at scrollPosition: ScrollPosition) -> CGPoint? {
        guard let region = orthogonalScrollRegion(forSection: indexPath.section),
              let frame = layoutAttributesForItem(at: indexPath)?.frame,
              frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else { return nil }
        let inset = adjustedContentInset
        let horizontal = region.axis == .horizontal
        var start = horizontal ? bounds.minX + inset.left : bounds.minY + inset.top
        var end = horizontal ? bounds.maxX - inset.right : bounds.maxY - inset.bottom
        start = max(start, region.frame.minimum(along: region.axis))
        end = min(end, region.frame.maximum(along: region.axis))
        if !(end > start) {
            start = region.frame.minimum(along: region.axis)
            end = region.frame.maximum(along: region.axis)
        }
        let itemStart = frame.minimum(along: region.axis), itemEnd = frame.maximum(along: region.axis)
        let current = region.offset(forPosition: orthogonalPosition(of: region))
        let currentValue = horizontal ? current.x : current.y
        let leading: ScrollPosition = horizontal ? .left : .top
        let centred: ScrollPosition = horizontal ? .centeredHorizontally : .centeredVertically
        let trailing: ScrollPosition = horizontal ? .right : .bottom
        let value: CGFloat
        if scrollPosition.contains(leading) {
            value = itemStart - start
        } else if scrollPosition.contains(centred) {
            value = (itemStart + itemEnd) / 2 - (start + end) / 2
        } else if scrollPosition.contains(trailing) {
            value = itemEnd - end
        } else if itemStart - currentValue < start || itemEnd - itemStart > end - start {
            value = itemStart - start
        } else if itemEnd - currentValue > end {
            value = itemEnd - end
        } else {
            value = currentValue
        }
        guard value.isFinite else { return nil }
        let point = horizontal ? CGPoint(x: value, y: 0) : CGPoint(x: 0, y: value)
        return region.offset(forPosition: region.paging.clamped(region.position(forOffset: point)))
    }

    // MARK: Internals

    /// The layout's attributes for the elements shown in `rect` (content coordinates), orthogonal items at
    /// their on-screen frames (copies moved by minus their section's offset). The layout is asked once, for
    /// `rect` widened along the orthogonal axis to where each orthogonal section's shown part lies at offset
    /// zero; the answer may therefore hold elements outside `rect`, which callers filter (and a section's
    /// visible-items handler may see a few items beside the shown ones).
    ///
    /// - Complexity: the layout's rect query plus O(o) for the o orthogonal sections `rect` reaches.
    func displayedLayoutAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        let layout = collectionViewLayout
        guard let orthogonal = layout.orthogonalScrolling else { return layout.layoutAttributesForElements(in: rect) ?? [] }
        layout.prepareIfNeeded()
        var shifts: [Int: CGPoint] = [:]
        var query = rect
        for section in orthogonal.orthogonalSections(meeting: rect) {
            guard let region = orthogonal.orthogonalScrollRegion(forSection: section) else { continue }
            let offset = region.offset(forPosition: orthogonalPosition(of: region))
            guard offset != .zero else { continue }
            shifts[section] = offset
            query = query.union(rect.offsetBy(dx: offset.x, dy: offset.y))
        }
        let attributes = layout.layoutAttributesForElements(in: query) ?? []
        guard !shifts.isEmpty else { return attributes }
        return attributes.map { element in
            guard element.indexPath.count == 2, let offset = shifts[element.indexPath.section],
                  orthogonal.scrollsOrthogonally(element) else { return element }
            let moved = element.copy()
            moved.frame = element.frame.offsetBy(dx: -offset.x, dy: -offset.y)
            return moved
        }
    }

    /// The scrolling region of `section` from the prepared layout, or nil.
    func orthogonalScrollRegion(forSection section: Int) -> OrthogonalScrollRegion? {
        guard let orthogonal = collectionViewLayout.orthogonalScrolling,
              section >= 0, section < loadItemCountsIfNeeded().count else { return nil }
        collectionViewLayout.prepareIfNeeded()
        return orthogonal.orthogonalScrollRegion(forSection: section)
    }

    /// The region of `section` when it scrolls orthogonally and every value is finite; otherwise records a
    /// diagnostic and returns nil.
    private func validOrthogonalRegion(forSection section: Int, values: [CGFloat], operation: String) -> OrthogonalScrollRegion? {
        guard let region = orthogonalScrollRegion(forSection: section) else {
            record(Diagnostic(kind: .invalidOrthogonalScroll,
                              message: "\(operation): section \(section) does not scroll orthogonally; nothing changed."))
            return nil
        }
        guard values.allSatisfy(\.isFinite) else {
            record(Diagnostic(kind: .invalidOrthogonalScroll,
                              message: "\(operation): non-finite offset or velocity for section \(section); nothing changed."))
            return nil
        }
        return region
    }

    /// Orthogonal offsets follow their sections through a batch update: a moved or reloaded section keeps
    /// its offset at its new index, a deleted one loses it, an inserted one starts at zero.
    ///
    /// - Complexity: O(o · s), o = sections scrolled orthogonally, s = sections.
    func remapOrthogonalScrollPositions(through mapping: BatchUpdateMapping) {
        guard !orthogonalScrollState.positions.isEmpty else { return }
        var remapped: [Int: CGFloat] = [:]
        for (section, position) in orthogonalScrollState.positions {
            if let newSection = mapping.newSection(forOldSection: section) { remapped[newSection] = position }
        }
        orthogonalScrollState.positions = remapped
        // Sections changed places: prefetching starts again from their new positions.
        orthogonalScrollState.prefetchPositions = [:]
        orthogonalScrollState.prefetchDirections = [:]
    }

    /// Moves orthogonal section `section`'s content by `delta` (an offset change) without laying out: for a
    /// layout that keeps what the section shows still while its items are measured, in the layout pass.
    ///
    /// - Complexity: O(1).
    package func moveOrthogonalOffsetDuringLayout(by delta: CGPoint, forSection section: Int) {
        guard let region = orthogonalScrollRegion(forSection: section), delta.x.isFinite, delta.y.isFinite else { return }
        let stored = orthogonalScrollState.positions[section] ?? 0
        orthogonalScrollState.positions[section] = stored + region.positionDelta(for: delta)
    }

    /// The section's position: as stored while it is dragged, clamped to its content otherwise.
    func orthogonalPosition(of region: OrthogonalScrollRegion) -> CGFloat {
        let stored = orthogonalScrollState.positions[region.section] ?? 0
        return orthogonalScrollState.draggedSection == region.section ? stored : region.paging.clamped(stored)
    }

    /// The most steps one orthogonal move takes.
    private static let maximumOrthogonalSteps = 100_000

    /// Moves the section's position from `start` to `end` in equal steps no longer than its region, laying
    /// out the visible elements after each.
    private func moveOrthogonalPosition(of region: OrthogonalScrollRegion, from start: CGFloat, to end: CGFloat) {
        let distance = end - start
        guard distance != 0, distance.isFinite else { return }
        let length = region.paging.visibleLength
        let count = length.isFinite && length > 0 ? max(1, (abs(distance) / length).rounded(.up)) : 1
        let steps = Int(min(count, CGFloat(Self.maximumOrthogonalSteps)))
        for index in 1...steps {
            orthogonalScrollState.positions[region.section] = index == steps
                ? end : start + distance * CGFloat(index) / CGFloat(steps)
            realizeVisibleElements()
            updatePrefetching()
        }
    }
}
