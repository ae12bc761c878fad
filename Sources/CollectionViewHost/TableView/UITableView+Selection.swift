import CollectionGeometry

extension UITableView {
    /// The selected row with the lowest index path, or nil.
    ///
    /// - Complexity: O(s), s = selected rows.
    public var indexPathForSelectedRow: IndexPath? { selection.selectedIndexPaths.min() }

    /// The selected rows in order, or nil when none is selected (as UIKit returns).
    ///
    /// - Complexity: O(s log s), s = selected rows.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selection.selectedIndexPaths.isEmpty ? nil : selection.selectedIndexPaths.sorted()
    }

    /// Whether selection is allowed now: the editing variant while editing.
    var isSelectionAllowedNow: Bool { editingFlag ? allowsSelectionDuringEditing : allowsSelection }
    var isMultipleSelectionAllowedNow: Bool { editingFlag ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// Selects the row at `indexPath` (nil deselects every row), deselecting the others unless several may be
    /// selected, and scrolls it to `scrollPosition`. The delegate hears nothing, as in UIKit. A row the table does
    /// not hold is ignored with a diagnostic.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selection.selectedIndexPaths { setSelected(false, at: path) }
            return
        }
        guard containsRow(indexPath) else {
            note(kind: .invalidIndexPath, message: "attempt to select a row that does not exist: \(indexPath)", indexPath: indexPath)
            return
        }
        guard isSelectionAllowedNow else { return }
        if !isMultipleSelectionAllowedNow {
            for path in selection.selectedIndexPaths where path != indexPath { setSelected(false, at: path) }
        }
        setSelected(true, at: indexPath)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath`. The delegate hears nothing, as in UIKit.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selection.isSelected(indexPath) else { return }
        setSelected(false, at: indexPath)
    }

    /// Selects or deselects the row at `indexPath`, and its cell when it is on screen.
    private func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        selection.setSelected(selected, at: indexPath)
        if let cell = visibleRowViews.cell(at: indexPath), cell.isSelected != selected {
            cell.setSelected(selected, animated: false)
        }
    }

    /// Does what a tap on the row does (beyond UIKit: headless there is no finger): when selection is allowed,
    /// highlights the row (asking `shouldHighlightRowAt`), then asks `willSelectRowAt` (which may redirect the
    /// tap or cancel it), deselects the other rows when only one may be selected (`willDeselectRowAt`,
    /// `didDeselectRowAt`), selects the row and tells `didSelectRowAt`. A tap on a selected row of a table that
    /// allows several selections deselects it instead. A row the table does not hold is ignored with a
    /// diagnostic.
    public func simulateTap(at indexPath: IndexPath) {
        guard containsRow(indexPath) else {
            note(kind: .invalidIndexPath, message: "attempt to tap a row that does not exist: \(indexPath)", indexPath: indexPath)
            return
        }
        guard isSelectionAllowedNow else { return }
        let delegate = self.delegate
        let highlights = delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
        if highlights {
            selection.setHighlighted(indexPath)
            visibleRowViews.cell(at: indexPath)?.setHighlighted(true, animated: false)
            delegate?.tableView(self, didHighlightRowAt: indexPath)
            selection.setHighlighted(nil)
            visibleRowViews.cell(at: indexPath)?.setHighlighted(false, animated: false)
            delegate?.tableView(self, didUnhighlightRowAt: indexPath)
        }
        if isMultipleSelectionAllowedNow, selection.isSelected(indexPath) {
            // The delegate may redirect the deselection or cancel it (nil).
            let proposed: IndexPath? = if let delegate { delegate.tableView(self, willDeselectRowAt: indexPath) } else { indexPath }
            guard let target = proposed, selection.isSelected(target) else { return }
            deselectRow(at: target, animated: false)
            delegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        let proposed: IndexPath? = if let delegate { delegate.tableView(self, willSelectRowAt: indexPath) } else { indexPath }
        guard let target = proposed, containsRow(target) else { return }
        if !isMultipleSelectionAllowedNow {
            // The others are deselected in index path order.
            for path in selection.selectedIndexPaths.sorted() where path != target {
                let proposedDeselection: IndexPath? = if let delegate { delegate.tableView(self, willDeselectRowAt: path) } else { path }
                guard let deselected = proposedDeselection, selection.isSelected(deselected) else { continue }
                deselectRow(at: deselected, animated: false)
                delegate?.tableView(self, didDeselectRowAt: deselected)
            }
        }
        setSelected(true, at: target)
        delegate?.tableView(self, didSelectRowAt: target)
    }
}
