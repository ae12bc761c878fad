import CollectionGeometry
import LayoutCore
import CollectionViewHost

/// The cell a self-sizing layout pass keeps still on screen, and where it was last seen.
///
/// UIKit does not document which content it keeps still while cells above the visible area change size;
/// this layout documents its rule (see ``UICollectionViewCompositionalLayout/invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)``).
struct ScrollAnchor {
    /// The self-sizing pass of the collection view the anchor was picked in.
    var pass: Int
    /// The anchor cell.
    var indexPath: IndexPath
    /// Its frame when last seen, in content coordinates.
    var frame: CGRect
    /// The collection view's bounds origin when the frame was last seen, moved by every adjustment the
    /// layout made since: a different origin means the view scrolled, and the anchor is picked again.
    var boundsOrigin: CGPoint
}

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

extension UICollectionViewCompositionalLayout {
    /// Picks the anchor of the collection view's current self-sizing pass, unless it is picked already and the
    /// view has not scrolled since: the first cell fully visible along the scroll axis (inside the bounds less
    /// the adjusted content insets), first in reading order (top-most in a vertical layout, leading-most in a
    /// horizontal one; ties go to the lower index path). When no cell is fully visible, the first cell that is
    /// partly visible. Called before a measurement changes the layout.
    ///
    /// - Complexity: one rect query of the visible region.
    func captureScrollAnchorIfNeeded() {
        guard let collectionView else {
            scrollAnchor = nil
            return
        }
        let pass = collectionView.selfSizingPassCounter
        let origin = collectionView.bounds.origin
        if let anchor = scrollAnchor, anchor.pass == pass, anchor.boundsOrigin == origin { return }
        scrollAnchor = firstVisibleCell(of: collectionView).map {
            ScrollAnchor(pass: pass, indexPath: $0.indexPath, frame: $0.frame, boundsOrigin: origin)
        }
    }

    /// The content-offset change that puts the anchor back where it was on screen after a measurement changed
    /// the layout, or nil without an anchor. Solves the layout at once when the measurement needs a full solve,
    /// so that the change is known in the same pass. Records the anchor's new frame, and the bounds origin the
    /// adjustment leads to.
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
        // Physical frames: in a right-to-left horizontal layout an item that grows before the anchor (to its
        // right) grows the content too, so the anchor's physical position, and the offset, stay.
        let adjustment = result.scrollAxis == .vertical
            ? CGPoint(x: 0, y: frame.minY - anchor.frame.minY)
            : CGPoint(x: frame.minX - anchor.frame.minX, y: 0)
        anchor.frame = frame
        anchor.boundsOrigin = CGPoint(x: collectionView.bounds.origin.x + adjustment.x,
                                      y: collectionView.bounds.origin.y + adjustment.y)
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
        guard let chosen = firstCell(in: shown, from: horizontal ? shown.minX : shown.minY, to: horizontal ? shown.maxX : shown.maxY,
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

    /// The first cell fully visible along the scroll axis, or the first partly visible one (see
    /// ``captureScrollAnchorIfNeeded()``).
    private func firstVisibleCell(of collectionView: UICollectionView) -> (indexPath: IndexPath, frame: CGRect)? {
        let bounds = collectionView.bounds
        let insets = collectionView.adjustedContentInset
        let vertical = result.scrollAxis == .vertical
        let visibleStart = vertical ? bounds.minY + insets.top : bounds.minX + insets.left
        let visibleEnd = vertical ? bounds.maxY - insets.bottom : bounds.maxX - insets.right
        guard visibleStart.isFinite, visibleEnd.isFinite, visibleEnd > visibleStart else { return nil }
        let rightToLeft = !vertical && result.isRightToLeft
        var visibleRect = bounds
        if vertical {
            visibleRect.origin.y = visibleStart
            visibleRect.size.height = visibleEnd - visibleStart
        } else {
            visibleRect.origin.x = visibleStart
            visibleRect.size.width = visibleEnd - visibleStart
        }
        placeWaterfallItems(meeting: visibleRect)
        return firstCell(in: visibleRect, from: visibleStart, to: visibleEnd, horizontal: !vertical, reversed: rightToLeft, section: nil)
    }

    /// The first cell in reading order along an axis (`horizontal` or vertical; from the far end when `reversed`,
    /// as right to left) among the cells of `rect` (of `section` only, when given) that lie wholly between `start`
    /// and `end` on that axis, else among those that reach into it; ties go to the lower index path.
    ///
    /// - Complexity: one rect query of `rect`.
    private func firstCell(in rect: CGRect, from start: CGFloat, to end: CGFloat, horizontal: Bool, reversed: Bool,
                           section: Int?) -> (indexPath: IndexPath, frame: CGRect)? {
        var full: (key: (CGFloat, Int, Int), frame: CGRect)?
        var partial: (key: (CGFloat, Int, Int), frame: CGRect)?
        result.forEachElement(in: rect, pinning: .unpinned) { element in
            guard element.category == .cell, section == nil || element.section == section else { return }
            let frame = element.frame
            let low = horizontal ? frame.minX : frame.minY, high = horizontal ? frame.maxX : frame.maxY
            guard high > start, low < end || frame.isEmpty else { return }
            let key = (reversed ? -high : low, element.section, element.item)
            if low >= start, high <= end {
                if full.map({ key < $0.key }) ?? true { full = (key, frame) }
            } else if partial.map({ key < $0.key }) ?? true {
                partial = (key, frame)
            }
        }
        guard let chosen = full ?? partial else { return nil }
        return (IndexPath(item: chosen.key.2, section: chosen.key.1), chosen.frame)
    }
}
