import CollectionGeometry
import LayoutCore

/// The item a self-sizing layout pass keeps still on screen while measurements change the layout, and where it
/// was last seen: the one rule both item views follow (the collection view through its compositional layout, the
/// table view for its rows, headers and footers).
///
/// UIKit does not document which content it keeps still while items above the visible area change size; the
/// rule here: when a pass first measures something, the anchor is the first item fully visible along the
/// scroll axis inside the bounds less the adjusted content insets — the top-most in a vertical layout, the
/// leading-most in a horizontal one (right-most right to left; ties go to the lower index path) — or the first
/// partly visible item when none is fully visible. After every measurement of the pass the content offset moves
/// by exactly as far as the measurement moved the anchor, before anything is drawn, so scrolling up through items
/// whose estimates are wrong never moves what is on screen. A scroll between measurements picks a new anchor.
package struct ScrollAnchor: Sendable, Equatable {
    /// The self-sizing pass of the view the anchor was picked in.
    package var pass: Int
    /// The anchor item.
    package var indexPath: IndexPath
    /// Its frame when last seen, in content coordinates.
    package var frame: CGRect
    /// The view's bounds origin when the frame was last seen, moved by every adjustment made since: a different
    /// origin means the view scrolled, and the anchor is picked again.
    package var boundsOrigin: CGPoint

    /// Whether this anchor still holds in `pass` for a view whose bounds origin is `origin`.
    package func holds(pass: Int, boundsOrigin origin: CGPoint) -> Bool {
        self.pass == pass && boundsOrigin == origin
    }

    /// The visible part of `bounds` along the scroll axis (the bounds less `insets` on that axis), with its
    /// start and end on the axis; nil when it is empty or not finite.
    package static func visibleRegion(bounds: CGRect, insets: UIEdgeInsets, vertical: Bool)
        -> (rect: CGRect, start: CGFloat, end: CGFloat)? {
        let start = vertical ? bounds.minY + insets.top : bounds.minX + insets.left
        let end = vertical ? bounds.maxY - insets.bottom : bounds.maxX - insets.right
        guard start.isFinite, end.isFinite, end > start else { return nil }
        var rect = bounds
        if vertical {
            rect.origin.y = start
            rect.size.height = end - start
        } else {
            rect.origin.x = start
            rect.size.width = end - start
        }
        return (rect, start, end)
    }

    /// Picks the anchor of `pass` in `result` for a view with `bounds` and `insets` (see the type's rule).
    /// A waterfall section must have placed the items of the visible region first.
    ///
    /// - Complexity: one rect query of the visible region.
    package static func pick(in result: LayoutResult, bounds: CGRect, insets: UIEdgeInsets, pass: Int) -> ScrollAnchor? {
        let vertical = result.scrollAxis == .vertical
        guard let visible = visibleRegion(bounds: bounds, insets: insets, vertical: vertical),
              let chosen = firstItem(in: result, rect: visible.rect, from: visible.start, to: visible.end, horizontal: !vertical,
                                     reversed: !vertical && result.isRightToLeft, section: nil) else { return nil }
        return ScrollAnchor(pass: pass, indexPath: chosen.indexPath, frame: chosen.frame, boundsOrigin: bounds.origin)
    }

    /// The first item of `result` in reading order along an axis (`horizontal` or vertical; from the far end when
    /// `reversed`, as right to left) among the items meeting `rect` (of `section` only, when given) that lie wholly
    /// between `start` and `end` on that axis, else among those that reach into it; ties go to the lower index path.
    ///
    /// - Complexity: one rect query of `rect`.
    package static func firstItem(in result: LayoutResult, rect: CGRect, from start: CGFloat, to end: CGFloat,
                                  horizontal: Bool, reversed: Bool, section: Int?) -> (indexPath: IndexPath, frame: CGRect)? {
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

    /// The content-offset change that puts the anchor, now at `frame` (physical content coordinates), back where
    /// it was on screen; records the new frame and the bounds origin the change leads to from `boundsOrigin`.
    /// In a right-to-left horizontal layout an item that grows before the anchor (to its right) grows the content
    /// too, so the anchor's physical position, and the offset, stay.
    package mutating func adjustment(toFrame frame: CGRect, vertical: Bool, boundsOrigin origin: CGPoint) -> CGPoint {
        let adjustment = vertical ? CGPoint(x: 0, y: frame.minY - self.frame.minY) : CGPoint(x: frame.minX - self.frame.minX, y: 0)
        self.frame = frame
        boundsOrigin = CGPoint(x: origin.x + adjustment.x, y: origin.y + adjustment.y)
        return adjustment
    }

    /// The offset change when no item is on screen to keep still: the measured group started at `groupStart`
    /// along the scroll axis (in the left-to-right space the layout is solved in) and what follows it moved by
    /// `shift`; what is visible (`visibleStart…visibleEnd` in that space) moves with it when the group lies before
    /// it — after it, in a mirrored horizontal layout, which grows on the left.
    package static func adjustmentWithoutAnchor(groupStart: CGFloat, shift: CGFloat, visibleStart: CGFloat, visibleEnd: CGFloat,
                                                vertical: Bool, rightToLeft: Bool) -> CGPoint {
        if vertical { return groupStart < visibleStart ? CGPoint(x: 0, y: shift) : .zero }
        let moves = rightToLeft ? groupStart >= visibleEnd : groupStart < visibleStart
        return moves ? CGPoint(x: shift, y: 0) : .zero
    }
}
