/// The classes registered with a table view and the cells, headers and footers waiting to be handed out again:
/// the item views' shared reuse pools, with a queue per cell identifier and per header–footer identifier.
typealias TableReuseQueues = ReusePools<ReuseKey, UIView>

extension ReusePools where Key == ReuseKey, View == UIView {
    /// Registers `cellClass` for `identifier`; nil removes the registration.
    mutating func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        register(cellClass, for: Self.cellKey(identifier))
    }

    /// Registers `viewClass` for header and footer views with `identifier`; nil removes the registration.
    mutating func register(_ viewClass: UITableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String) {
        register(viewClass, for: Self.headerFooterKey(identifier))
    }

    /// The cell class registered for `identifier`.
    func cellClass(forIdentifier identifier: String) -> UITableViewCell.Type? {
        registeredClass(for: Self.cellKey(identifier)) as? UITableViewCell.Type
    }

    /// The header–footer class registered for `identifier`.
    func headerFooterClass(forIdentifier identifier: String) -> UITableViewHeaderFooterView.Type? {
        registeredClass(for: Self.headerFooterKey(identifier)) as? UITableViewHeaderFooterView.Type
    }

    /// Puts `cell` back in its identifier's queue (a cell without an identifier is dropped).
    mutating func enqueue(_ cell: UITableViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        enqueue(cell, in: Self.cellKey(identifier))
    }

    /// Puts `view` back in its identifier's queue (a view without an identifier is dropped).
    mutating func enqueue(_ view: UITableViewHeaderFooterView) {
        guard let identifier = view.reuseIdentifier else { return }
        enqueue(view, in: Self.headerFooterKey(identifier))
    }

    /// The cell queued last for `identifier`.
    mutating func dequeueCell(withIdentifier identifier: String) -> UITableViewCell? {
        dequeue(from: Self.cellKey(identifier)) as? UITableViewCell
    }

    /// The header or footer view queued last for `identifier`.
    mutating func dequeueHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        dequeue(from: Self.headerFooterKey(identifier)) as? UITableViewHeaderFooterView
    }

    /// Stops (in debug builds) unless every queued view waits in the queue of its class and identifier, once.
    func _checkInvariants() {
        _checkInvariants(queueOf: { view in
            if let cell = view as? UITableViewCell { return cell.reuseIdentifier.map(Self.cellKey) }
            if let headerFooter = view as? UITableViewHeaderFooterView { return headerFooter.reuseIdentifier.map(Self.headerFooterKey) }
            return nil
        })
    }

    /// The queue of cells with `identifier`.
    private static func cellKey(_ identifier: String) -> ReuseKey {
        ReuseKey(category: .cell, kind: "UITableViewCell", identifier: identifier)
    }

    /// The queue of header–footer views with `identifier`.
    private static func headerFooterKey(_ identifier: String) -> ReuseKey {
        ReuseKey(category: .supplementaryView, kind: "UITableViewHeaderFooterView", identifier: identifier)
    }
}
