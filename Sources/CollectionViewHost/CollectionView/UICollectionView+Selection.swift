import CollectionGeometry

/// Selection and highlighting (UIKit's selection API), and simulated taps (beyond UIKit).
extension UICollectionView {
    /// Whether selection is allowed now: ``allowsSelectionDuringEditing`` while ``isEditing``, otherwise
    /// ``allowsSelection``.
    var isSelectionAllowedNow: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }

    /// Whether more than one item may be selected now.
    var isMultipleSelectionAllowedNow: Bool {
        isSelectionAllowedNow && (isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection)
    }

    /// The index paths of the selected items, in order (empty when nothing is selected). The selection
    /// follows its items through batch updates and diffable applies; `reloadData()` clears it.
    ///
    /// - Complexity: O(s log s), s = selected items.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selection.selectedIndexPaths.sorted()
    }

    /// Selects the item at `indexPath` (nil deselects every item), optionally scrolling it to
    /// `scrollPosition` (see ``scrollToItem(at:at:animated:)``). Without multiple selection the other items
    /// are deselected first. The delegate is not told, as in UIKit; visible cells' `isSelected` follow.
    ///
    /// An item the view does not hold, or selection while the view does not allow it, records a
    /// ``Diagnostic`` and changes nothing.
    ///
    /// - Complexity: O(s) for the deselected items plus the scroll.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selection.selectedIndexPaths { setSelected(false, at: path) }
            return
        }
        guard Self.contains(indexPath, in: loadItemCountsIfNeeded()) else {
            record(Diagnostic(kind: .invalidIndexPath,
                              message: "attempt to select an item that does not exist: \(Self.describe(indexPath))"))
            return
        }
        guard isSelectionAllowedNow else {
            record(Diagnostic(kind: .selectionNotAllowed,
                              message: "attempt to select \(Self.describe(indexPath)) while selection is not allowed"))
            return
        }
        if !isMultipleSelectionAllowedNow {
            for path in selection.selectedIndexPaths where path != indexPath { setSelected(false, at: path) }
        }
        setSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`; the delegate is not told, as in UIKit. An item that is not selected
    /// (or does not exist) is left alone.
    ///
    /// - Complexity: O(1).
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, at: indexPath)
    }

    /// Taps the item at `indexPath` as a touch does (beyond UIKit: UIKit selects only from touches). In
    /// UIKit's order:
    /// 1. `collectionView(_:shouldHighlightItemAt:)`; on `false` nothing else happens. Otherwise the cell's
    ///    `isHighlighted` becomes `true` and `collectionView(_:didHighlightItemAt:)` follows.
    /// 2. The finger lifts. For an item not yet selected (or any item without multiple selection):
    ///    `collectionView(_:shouldSelectItemAt:)`; on `true` the other items are deselected (without multiple
    ///    selection) and the item selected. For an item already selected with multiple selection:
    ///    `collectionView(_:shouldDeselectItemAt:)`; on `true` it is deselected.
    /// 3. The highlight goes (`isHighlighted` `false`) and `collectionView(_:didUnhighlightItemAt:)` follows.
    /// 4. `collectionView(_:didDeselectItemAt:)` for each item deselected, then
    ///    `collectionView(_:didSelectItemAt:)` for the item selected.
    ///
    /// A list row whose shown outline disclosure has the `.header` style (resolved from `.automatic` as
    /// UIKit documents: see `UICellAccessory.OutlineDisclosureOptions.Style`) is not selectable: the tap
    /// toggles its expansion instead, as a tap on the disclosure does, and none of the steps above runs (the
    /// toggle does not depend on the selection flags below). With the `.cell` style the tap selects the row as
    /// any other.
    ///
    /// Nothing happens while selection is not allowed (``allowsSelection``, or
    /// ``allowsSelectionDuringEditing`` while ``isEditing``). An item the view does not hold records a
    /// ``Diagnostic`` and changes nothing.
    ///
    /// - Complexity: O(s) for the deselected items, s = selected items.
    public func simulateTap(at indexPath: IndexPath) {
        guard Self.contains(indexPath, in: loadItemCountsIfNeeded()) else {
            record(Diagnostic(kind: .invalidIndexPath,
                              message: "attempt to tap an item that does not exist: \(Self.describe(indexPath))"))
            return
        }
        if let cell = cellForItem(at: indexPath), let outline = headerStyleOutlineDisclosure(of: cell, at: indexPath) {
            _ = performOutlineDisclosure(outline, of: cell, at: indexPath)
            return
        }
        guard isSelectionAllowedNow else { return }
        let delegate = self.delegate
        guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        setHighlighted(indexPath)
        delegate?.collectionView(self, didHighlightItemAt: indexPath)

        var deselected: [IndexPath] = []
        var selected: IndexPath?
        if isMultipleSelectionAllowedNow, selection.selectedIndexPaths.contains(indexPath) {
            if delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true {
                setSelected(false, at: indexPath)
                deselected.append(indexPath)
            }
        } else if delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true {
            // The item may have changed (a delegate may update the data): select only what still exists.
            if Self.contains(indexPath, in: loadItemCountsIfNeeded()) {
                if !isMultipleSelectionAllowedNow {
                    for path in selection.selectedIndexPaths.sorted() where path != indexPath {
                        setSelected(false, at: path)
                        deselected.append(path)
                    }
                }
                setSelected(true, at: indexPath)
                selected = indexPath
            }
        }
        setHighlighted(nil)
        delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        for path in deselected { delegate?.collectionView(self, didDeselectItemAt: path) }
        if let selected { delegate?.collectionView(self, didSelectItemAt: selected) }
    }

    /// Adds or removes `indexPath` from the selection and updates its visible cell.
    private func setSelected(_ isSelected: Bool, at indexPath: IndexPath) {
        selection.setSelected(isSelected, at: indexPath)
        if let cell = visibleElements.cell(at: indexPath), cell.isSelected != isSelected { cell.isSelected = isSelected }
    }

    /// Moves the touch highlight to `indexPath` (nil removes it) and updates the visible cells.
    private func setHighlighted(_ indexPath: IndexPath?) {
        if let old = selection.highlightedIndexPath, old != indexPath, let cell = visibleElements.cell(at: old) {
            cell.isHighlighted = false
        }
        selection.setHighlighted(indexPath)
        if let indexPath, let cell = visibleElements.cell(at: indexPath) { cell.isHighlighted = true }
    }
}
