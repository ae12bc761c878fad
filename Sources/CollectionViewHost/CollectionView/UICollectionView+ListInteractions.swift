import CollectionGeometry

/// Headless stand-ins for touches on list rows: swiping to reveal actions, performing one, and tapping an
/// accessory. Beyond UIKit.
extension UICollectionView {
    /// Swipes the row at `indexPath` from `edge` (`.leading` or `.trailing`) far enough to reveal its
    /// actions, running none: asks the layout (see ``SwipeActionsProviding``) for the row's configuration,
    /// marks the cell swiped (`configurationState.isSwiped`) and remembers the actions for
    /// ``performSwipeAction(at:)``. Any other revealed row closes first. Beyond UIKit.
    ///
    /// Returns the revealed configuration; nil (nothing revealed) when the row is not visible, the layout
    /// supplies no actions for it, or the configuration has no actions.
    ///
    /// - Complexity: O(v), v = visible cells.
    @discardableResult
    public func simulateSwipe(onItemAt indexPath: IndexPath, edge: NSDirectionalRectEdge) -> UISwipeActionsConfiguration? {
        closeRevealedSwipeActions()
        layoutIfNeeded()
        guard let cell = cellForItem(at: indexPath),
              let provider = collectionViewLayout as? any SwipeActionsProviding,
              let configuration = provider.swipeActionsConfiguration(forItemAt: indexPath, edge: edge),
              !configuration.actions.isEmpty else { return nil }
        cell.revealedSwipeActions = configuration
        cell.hostState.isSwiped = true
        cell.setNeedsUpdateConfiguration()
        return configuration
    }

    /// Runs the revealed swipe action at `index` of the revealed configuration's `actions` (0 is the one at
    /// the swiped edge), as a tap on it would: its handler gets the action, the cell as source view, and a
    /// completion that closes the swipe. Beyond UIKit.
    ///
    /// Returns false, running nothing, when no row is swiped or `index` is out of range.
    ///
    /// - Complexity: O(v), v = visible cells.
    @discardableResult
    public func performSwipeAction(at index: Int) -> Bool {
        guard let cell = visibleCells.first(where: { $0.revealedSwipeActions != nil }),
              let configuration = cell.revealedSwipeActions,
              configuration.actions.indices.contains(index) else { return false }
        let action = configuration.actions[index]
        action.handler(action, cell) { [weak cell] _ in
            // UIKit closes the swipe once the action completes, whether or not it was performed.
            guard let cell, cell.revealedSwipeActions === configuration else { return }
            cell.revealedSwipeActions = nil
            cell.hostState.isSwiped = false
            cell.setNeedsUpdateConfiguration()
        }
        return true
    }

    /// Closes any revealed swipe actions without running one.
    func closeRevealedSwipeActions() {
        for cell in visibleElements.cellsByIndexPath.values where cell.revealedSwipeActions != nil {
            cell.revealedSwipeActions = nil
            cell.hostState.isSwiped = false
            cell.setNeedsUpdateConfiguration()
        }
    }

    /// Taps the actionable accessory of the list cell at `indexPath`, as a touch would. Beyond UIKit.
    ///
    /// The accessory tapped is the first shown one (for the cell's editing state, not hidden) that acts:
    /// an outline disclosure first, then a delete, insert or detail control with an action handler. An
    /// accessory's action handler runs if it has one; an outline disclosure without one expands or collapses
    /// the item through the data source when it adopts ``OutlineDisclosureToggling`` (the diffable data source
    /// does, through its section snapshot handlers), and the cell's `configurationState.isExpanded` follows.
    ///
    /// Returns whether something ran. Nothing runs for an index path with no visible cell, a cell that is not
    /// a list cell (it has no accessories), or a cell with no actionable accessory.
    ///
    /// - Complexity: O(a + v), a = accessories, v = visible cells, plus the action.
    @discardableResult
    public func simulateAccessoryTap(onItemAt indexPath: IndexPath) -> Bool {
        layoutIfNeeded()
        guard let cell = cellForItem(at: indexPath) as? UICollectionViewListCell else { return false }
        let shown = cell.visibleAccessories.filter { !$0.isHidden }
        let outline = shown.first { $0.kind == .outlineDisclosure }
        let actionable = outline ?? shown.first { [.delete, .insert, .detail].contains($0.kind) && $0.actionHandler != nil }
        guard let accessory = actionable else { return false }
        if accessory.kind == .outlineDisclosure { return performOutlineDisclosure(accessory, of: cell, at: indexPath) }
        guard let handler = accessory.actionHandler else { return false }
        handler()
        return true
    }

    /// The shown outline disclosure of the list cell at `indexPath` when its style, resolved, is `.header`: a
    /// tap anywhere on such a row toggles it and does not select it ("When using this style, a tap anywhere in
    /// the header toggles the expansion state of the item. The cell itself is not selectable"). Nil otherwise.
    func headerStyleOutlineDisclosure(of cell: UICollectionViewCell, at indexPath: IndexPath) -> UICellAccessory? {
        guard let listCell = cell as? UICollectionViewListCell,
              let outline = listCell.visibleAccessories.first(where: { $0.kind == .outlineDisclosure && !$0.isHidden })
        else { return nil }
        return resolvedOutlineStyle(outline.outlineDisclosureStyle ?? .automatic, of: listCell, at: indexPath) == .header
            ? outline : nil
    }

    /// `.header` or `.cell` for an outline disclosure's style. `.automatic` is, in Apple's words, determined
    /// "depending on whether the cell's configuration is as a section header": header when the cell's content
    /// configuration is a list header configuration (`header()`, `groupedHeader()`, `sidebarHeader()`, …) or
    /// the cell is its list section's header item (`headerMode` `.firstItemInSection`), cell otherwise.
    func resolvedOutlineStyle(_ style: UICellAccessory.OutlineDisclosureOptions.Style, of cell: UICollectionViewListCell,
                              at indexPath: IndexPath) -> UICellAccessory.OutlineDisclosureOptions.Style {
        guard style == .automatic else { return style }
        if let content = cell.contentConfiguration as? UIListContentConfiguration, content.style.isHeader { return .header }
        if let lists = collectionViewLayout.capabilities.listEnvironment, lists.isListHeaderItem(at: indexPath) {
            return .header
        }
        return .cell
    }

    /// Runs an outline disclosure as a tap on it does: its action handler when it has one; otherwise the data
    /// source expands or collapses the item (when it adopts ``OutlineDisclosureToggling``) and the cell's
    /// `configurationState.isExpanded` follows. Returns whether something ran.
    func performOutlineDisclosure(_ accessory: UICellAccessory, of cell: UICollectionViewCell, at indexPath: IndexPath) -> Bool {
        if let handler = accessory.actionHandler {
            handler()
            return true
        }
        guard let outlineSource = dataSource as? any OutlineDisclosureToggling,
              outlineSource.toggleOutlineItem(at: indexPath) else { return false }
        if let expanded = outlineSource.isOutlineItemExpanded(at: indexPath) {
            // The data source's apply may have reused the cell for another row; update the one now at the path.
            let current = cellForItem(at: indexPath) ?? cell
            if current.hostState.isExpanded != expanded {
                current.hostState.isExpanded = expanded
                current.setNeedsUpdateConfiguration()
            }
        }
        return true
    }
}
