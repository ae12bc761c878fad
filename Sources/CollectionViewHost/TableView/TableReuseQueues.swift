import CollectionGeometry

/// The classes registered with a table view and the cells, headers and footers waiting to be handed out again.
@MainActor
struct TableReuseQueues {
    /// Cell classes by reuse identifier.
    private(set) var cellClasses: [String: UITableViewCell.Type] = [:]
    /// Header and footer classes by reuse identifier.
    private(set) var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    /// Cells waiting, by reuse identifier.
    private(set) var queuedCells: [String: [UITableViewCell]] = [:]
    /// Header and footer views waiting, by reuse identifier.
    private(set) var queuedHeaderFooterViews: [String: [UITableViewHeaderFooterView]] = [:]

    mutating func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    mutating func register(_ viewClass: UITableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = viewClass
    }

    /// Puts `cell` back in its identifier's queue (a cell without an identifier is dropped).
    mutating func enqueue(_ cell: UITableViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        queuedCells[identifier, default: []].append(cell)
    }

    /// Puts `view` back in its identifier's queue.
    mutating func enqueue(_ view: UITableViewHeaderFooterView) {
        guard let identifier = view.reuseIdentifier else { return }
        queuedHeaderFooterViews[identifier, default: []].append(view)
    }

    /// The cell queued last for `identifier`.
    mutating func dequeueCell(withIdentifier identifier: String) -> UITableViewCell? {
        queuedCells[identifier]?.popLast()
    }

    /// The header or footer view queued last for `identifier`.
    mutating func dequeueHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        queuedHeaderFooterViews[identifier]?.popLast()
    }
}
