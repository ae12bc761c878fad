import CollectionGeometry

extension UITableView {
    /// Scrolls so the row at `indexPath` rests at `scrollPosition` within the visible area (the bounds less the
    /// adjusted content insets), clamped to the content. Rows passed on the way measure themselves; once the
    /// offset arrives, further passes put the row exactly where asked. A row the table does not hold is UIKit's exception
    /// "Attempted to scroll the table view to an out-of-bounds row…"; under ``failurePolicy`` `.record` nothing
    /// scrolls and a diagnostic is sent.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard containsRow(indexPath) else {
            let counts = loadRowCounts()
            let rows = indexPath.count == 2 && counts.indices.contains(indexPath.section) ? counts[indexPath.section] : 0
            let row = indexPath.count == 2 ? indexPath.row : -1
            let section = indexPath.count == 2 ? indexPath.section : -1
            fail(kind: .scrollToInvalidRow,
                 message: "Attempted to scroll the table view to an out-of-bounds row (\(row)) when there are only \(rows) rows in section \(section).",
                 indexPath: indexPath)
            return
        }
        layoutIfNeeded()
        let target = offset(showing: rectForRow(at: indexPath), at: scrollPosition)
        // The row's frame may still be an estimate, and so may those of the rows the scroll passes: once the
        // offset arrives (at once, or at the animation's end on a manual clock), the row is put exactly there.
        setContentOffset(target, animated: animated) { [weak self] in
            self?.settleScroll(toRowAt: indexPath, at: scrollPosition)
        }
    }

    /// Lands a ``scrollToRow(at:at:animated:)``: lays out (measuring the rows brought on screen) and computes the
    /// offset again until it holds (at most ``MeasuringLoop/maximumScrollCorrections`` corrections).
    private func settleScroll(toRowAt indexPath: IndexPath, at scrollPosition: ScrollPosition) {
        guard containsRow(indexPath) else { return }
        for _ in 0..<MeasuringLoop.maximumScrollCorrections {
            layoutIfNeeded()
            let target = offset(showing: rectForRow(at: indexPath), at: scrollPosition)
            guard target != contentOffset else { return }
            contentOffset = target
        }
        layoutIfNeeded()
    }

    /// Scrolls the selected row with the lowest index path to `scrollPosition`; does nothing without one.
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let indexPath = indexPathForSelectedRow else { return }
        scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }

    /// The content offset that shows `frame` at `position`, clamped to the content.
    private func offset(showing frame: CGRect, at position: ScrollPosition) -> CGPoint {
        let insets = adjustedContentInset
        let visibleTop = contentOffset.y + insets.top
        let visibleHeight = max(bounds.height - insets.top - insets.bottom, 0)
        var y: CGFloat
        switch position {
        case .top:
            y = frame.minY - insets.top
        case .middle:
            y = frame.midY - insets.top - visibleHeight / 2
        case .bottom:
            y = frame.maxY - insets.top - visibleHeight
        case .none:
            if frame.minY < visibleTop {
                y = frame.minY - insets.top
            } else if frame.maxY > visibleTop + visibleHeight {
                y = frame.maxY - insets.top - visibleHeight
            } else {
                y = contentOffset.y
            }
        }
        let minimum = -insets.top
        let maximum = max(contentSize.height + insets.bottom - bounds.height, minimum)
        y = min(max(y, minimum), maximum)
        return CGPoint(x: contentOffset.x, y: y)
    }
}
