import CollectionGeometry
import LayoutCore
import CollectionViewHost

/// The cell a self-sizing layout pass keeps still inside an orthogonal section, which scrolls on its own.
struct OrthogonalScrollAnchor {
    /// The self-sizing pass of the collection view the anchor was picked in.
    var pass: Int
    /// The anchor cell.
    var indexPath: IndexPath
    /// Its layout frame when last seen (at orthogonal offset 0).
    var frame: CGRect
    /// The section's orthogonal offset when the frame was last seen, moved by every adjustment since.
    var offset: CGPoint
}

extension CoreSolvedCollectionViewLayout {
    /// Picks the anchor of the collection view's current self-sizing pass (``ScrollAnchor``'s rule, shared with
    /// the table view), unless it is picked already and the view has not scrolled since. Called before a
    /// measurement changes the layout.
    ///
    /// - Complexity: one rect query of the visible region.
    func captureScrollAnchorIfNeeded() {
        guard let collectionView else {
            scrollAnchor = nil
            return
        }
        let pass = collectionView.selfSizingPassCounter
        let bounds = collectionView.bounds, insets = collectionView.adjustedContentInset
        if let anchor = scrollAnchor, anchor.holds(pass: pass, boundsOrigin: bounds.origin) { return }
        if let visible = ScrollAnchor.visibleRegion(bounds: bounds, insets: insets, vertical: result.scrollAxis == .vertical) {
            placeWaterfallItems(meeting: visible.rect)
        }
        scrollAnchor = ScrollAnchor.pick(in: result, bounds: bounds, insets: insets, pass: pass)
    }

    /// The content-offset change that puts the anchor back where it was on screen after a measurement changed
    /// the layout, or nil without an anchor. Solves the layout at once when the measurement needs a full solve,
    /// so that the change is known in the same pass.
    ///
    /// - Complexity: O(log n) for the anchor's frame, plus the solve when one is needed.
    func scrollAnchorAdjustment() -> CGPoint? {
        guard var anchor = scrollAnchor, let collectionView else { return nil }
        if needsFullSolve {
            markNeedsPreparation()
            prepareIfNeeded()
        }
        placeWaterfallItem(at: anchor.indexPath)
        guard let frame = result.item(at: anchor.indexPath)?.frame, frame.minX.isFinite, frame.minY.isFinite else {
            scrollAnchor = nil
            return nil
        }
        let adjustment = anchor.adjustment(toFrame: frame, vertical: result.scrollAxis == .vertical,
                                           boundsOrigin: collectionView.bounds.origin)
        scrollAnchor = anchor
        return adjustment
    }

    /// Picks the anchor of orthogonal section `section` for the current pass, unless it is picked already and
    /// the section has not scrolled since: the first cell of the section fully visible along its scrolling axis
    /// inside the region the section shows (leading-most; right-most right to left), or the first partly
    /// visible one. Called before a measurement of one of the section's cells changes the layout.
    ///
    /// - Complexity: one rect query of the section's visible region.
    func captureOrthogonalAnchorIfNeeded(section: Int) {
        guard let collectionView, let region = orthogonalScrollRegion(forSection: section),
              let offset = collectionView.orthogonalContentOffset(forSection: section) else {
            orthogonalAnchors[section] = nil
            return
        }
        let pass = collectionView.selfSizingPassCounter
        if let anchor = orthogonalAnchors[section], anchor.pass == pass, anchor.offset == offset { return }
        // The region shows layout frames moved by −offset: the layout rect it shows is the region moved by +offset.
        let shown = region.frame.offsetBy(dx: offset.x, dy: offset.y)
        let horizontal = region.axis == .horizontal
        guard let chosen = ScrollAnchor.firstItem(in: result, rect: shown, from: horizontal ? shown.minX : shown.minY, to: horizontal ? shown.maxX : shown.maxY,
                                     horizontal: horizontal, reversed: region.isReversed, section: section) else {
            orthogonalAnchors[section] = nil
            return
        }
        orthogonalAnchors[section] = OrthogonalScrollAnchor(pass: pass, indexPath: chosen.indexPath, frame: chosen.frame, offset: offset)
    }

    /// Moves orthogonal section `section`'s offset by as far as the last measurement moved its anchor, so that
    /// the anchor stays where it is on screen; solves the layout at once when the measurement needs it.
    ///
    /// - Complexity: O(log n) for the anchor's frame, plus the solve when one is needed.
    func adjustOrthogonalOffsetForAnchor(section: Int) {
        guard var anchor = orthogonalAnchors[section], let collectionView else { return }
        if needsFullSolve {
            markNeedsPreparation()
            prepareIfNeeded()
        }
        guard let frame = result.item(at: anchor.indexPath)?.frame, frame.minX.isFinite, frame.minY.isFinite,
              let region = orthogonalScrollRegion(forSection: section) else {
            orthogonalAnchors[section] = nil
            return
        }
        let delta = region.axis == .horizontal
            ? CGPoint(x: frame.minX - anchor.frame.minX, y: 0)
            : CGPoint(x: 0, y: frame.minY - anchor.frame.minY)
        if delta != .zero { collectionView.moveOrthogonalOffsetDuringLayout(by: delta, forSection: section) }
        anchor.frame = frame
        anchor.offset = collectionView.orthogonalContentOffset(forSection: section) ?? anchor.offset
        orthogonalAnchors[section] = anchor
    }
}
