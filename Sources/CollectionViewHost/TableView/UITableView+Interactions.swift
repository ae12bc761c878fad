import CollectionGeometry

/// Headless stand-ins for touches on rows: swiping to reveal actions and performing one, tapping an accessory or
/// an editing control, and dragging a row to another place. Beyond UIKit.
extension UITableView {
    /// Swipes the row at `indexPath` from `edge` (`.leading` or `.trailing`) far enough to reveal its actions,
    /// running none: the delegate's `leadingSwipeActionsConfigurationForRowAt` or
    /// `trailingSwipeActionsConfigurationForRowAt`; from the trailing edge without one, a row whose editing style
    /// is `.delete` reveals UIKit's default delete action (titled by `titleForDeleteConfirmationButtonForRowAt`,
    /// committing `.delete` through the data source). The delegate hears `willBeginEditingRowAt`; the cell shows
    /// its delete confirmation. Another revealed row closes first. Beyond UIKit.
    ///
    /// Returns the revealed configuration; nil when the row is not visible or has no actions on that edge.
    @discardableResult
    public func simulateSwipe(onRowAt indexPath: IndexPath, edge: NSDirectionalRectEdge) -> UISwipeActionsConfiguration? {
        closeRevealedSwipe()
        layoutIfNeeded()
        guard let cell = cellForRow(at: indexPath) else { return nil }
        let delegate = self.delegate
        var configuration: UISwipeActionsConfiguration?
        if edge == .leading {
            configuration = delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        } else if edge == .trailing {
            configuration = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
                ?? defaultDeleteConfiguration(for: indexPath)
        }
        guard let configuration, !configuration.actions.isEmpty else { return nil }
        revealedSwipe = (indexPath, configuration)
        delegate?.tableView(self, willBeginEditingRowAt: indexPath)
        cell.showingDeleteConfirmation = true
        cell.setNeedsUpdateConfiguration()
        return configuration
    }

    /// Runs the revealed swipe action at `index` (0 is the one at the swiped edge), as a tap on it would: its
    /// handler gets the action, the cell as source view, and a completion that closes the swipe (the delegate
    /// hears `didEndEditingRowAt`). Returns false, running nothing, when no row is swiped or `index` is out of
    /// range. Beyond UIKit.
    @discardableResult
    public func performSwipeAction(at index: Int) -> Bool {
        guard let (indexPath, configuration) = revealedSwipe, configuration.actions.indices.contains(index),
              let cell = cellForRow(at: indexPath) else { return false }
        let action = configuration.actions[index]
        action.handler(action, cell) { [weak self] _ in
            guard let self, let revealed = self.revealedSwipe, revealed.configuration === configuration else { return }
            self.closeRevealedSwipe()
        }
        return true
    }

    /// Closes the revealed swipe actions without running one.
    func closeRevealedSwipe() {
        guard let (indexPath, _) = revealedSwipe else { return }
        revealedSwipe = nil
        if let cell = cellForRow(at: indexPath) {
            cell.showingDeleteConfirmation = false
            cell.setNeedsUpdateConfiguration()
        }
        delegate?.tableView(self, didEndEditingRowAt: indexPath)
    }

    /// UIKit's trailing action for a deletable row: "Delete", destructive, committing the deletion.
    private func defaultDeleteConfiguration(for indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath),
              (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete else { return nil }
        let title = delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let action = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self, let dataSource = self.dataSource else { return completion(false) }
            dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [action])
    }

    /// Taps the detail (info) button of the row's accessory, as a touch would: the delegate hears
    /// `accessoryButtonTappedForRowWith` when the row's accessory has one (`.detailButton` or
    /// `.detailDisclosureButton`, the editing accessory while editing). Returns whether it was heard. Beyond
    /// UIKit.
    @discardableResult
    public func simulateAccessoryButtonTap(onRowAt indexPath: IndexPath) -> Bool {
        layoutIfNeeded()
        guard let cell = cellForRow(at: indexPath) else { return false }
        let type = cell.isEditing ? cell.editingAccessoryType : cell.accessoryType
        guard type == .detailButton || type == .detailDisclosureButton else { return false }
        delegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
        return true
    }

    /// Taps the row's editing control while the table edits, as a touch would: a delete control commits
    /// `.delete`, an insert control `.insert`, through the data source. Returns whether something was committed.
    /// Beyond UIKit (UIKit first shows a delete confirmation; this confirms it too).
    @discardableResult
    public func simulateEditingControlTap(onRowAt indexPath: IndexPath) -> Bool {
        layoutIfNeeded()
        guard editingFlag, let cell = cellForRow(at: indexPath), cell.editingStyle != .none, let dataSource else { return false }
        dataSource.tableView(self, commit: cell.editingStyle, forRowAt: indexPath)
        return true
    }

    /// Drags the row at `source` to `proposed` with its reorder control, as a touch would: only while editing
    /// and when the data source lets the row move; the delegate's `targetIndexPathForMoveFromRowAt` may change
    /// the destination; the data source hears `moveRowAt`. Unless it updated the table itself (a diffable data
    /// source applies a snapshot), the table moves the row. Returns the destination, or nil when nothing moved.
    /// Beyond UIKit.
    @discardableResult
    public func simulateMove(fromRowAt source: IndexPath, to proposed: IndexPath) -> IndexPath? {
        layoutIfNeeded()
        guard editingFlag, containsRow(source), let dataSource, dataSource.tableView(self, canMoveRowAt: source) else { return nil }
        let counts = loadRowCounts()
        let destination = delegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed) ?? proposed
        // A destination must name a row position of the table after the row leaves: within its section's rows
        // (one more in another section).
        guard destination.count == 2, counts.indices.contains(destination.section), destination.row >= 0,
              destination.row <= counts[destination.section] - (destination.section == source.section ? 1 : 0) else { return nil }
        guard destination != source else { return destination }
        let updates = appliedUpdateCount
        dataSource.tableView(self, moveRowAt: source, to: destination)
        if appliedUpdateCount == updates {
            // The data source changed its model and let the table show the move (UIKit's contract).
            moveRow(at: source, to: destination)
        }
        return destination
    }

    /// Long-presses the row at `indexPath` as a touch does and returns the context menu UIKit would show: the
    /// delegate's `contextMenuConfigurationForRowAt` (at the row's centre) makes it with its action provider (no
    /// suggested actions), and the delegate is asked `previewForHighlightingContextMenuWithConfiguration` (its
    /// preview is not drawn headless) and hears `willDisplayContextMenu` first. Nil without a configuration or
    /// for a row the table does not hold (with a diagnostic). Beyond UIKit.
    @discardableResult
    public func simulateLongPress(onRowAt indexPath: IndexPath) -> UIMenu? {
        guard containsRow(indexPath) else {
            note(kind: .invalidIndexPath, message: "attempt to long-press a row that does not exist: \(indexPath)", indexPath: indexPath)
            return nil
        }
        let frame = rectForRow(at: indexPath)
        guard let delegate,
              let configuration = delegate.tableView(self, contextMenuConfigurationForRowAt: indexPath,
                                                     point: CGPoint(x: frame.midX, y: frame.midY)),
              let menu = configuration.makeMenu() else { return nil }
        _ = delegate.tableView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
        delegate.tableView(self, willDisplayContextMenu: configuration, animator: nil)
        return menu
    }
}
