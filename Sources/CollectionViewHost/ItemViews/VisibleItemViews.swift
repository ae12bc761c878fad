import CollectionGeometry

/// The views an item view (a collection view or a table view) shows: its cells by index path, and the views of
/// its other elements — supplementary views (a table's section headers and footers) and decoration views — by
/// an element key of the view's own. Each group is an ``ItemViewMap``, a bijection answering both ways in
/// O(1); cells are also found by packed key (``IndexPathKey``), for the layout pass's lookups.
///
/// Every write goes through the mutating API; ``_checkInvariants()`` checks in debug builds that each map is a
/// bijection, that the packed index names the same cells, and that no view is shown for two elements.
@MainActor
struct VisibleItemViews<Cell: AnyObject, Supplementary: AnyObject, ElementKey: Hashable> {
    /// The cells on screen.
    private var cells = ItemViewMap<IndexPath, Cell>()
    /// The same cells by packed key: hashing a Foundation `IndexPath` costs far more than an integer. Cells
    /// always have two-index paths.
    private var cellsByPackedKey: [UInt64: Cell] = [:]
    /// The supplementary views on screen.
    private var supplementaries = ItemViewMap<ElementKey, Supplementary>()
    /// The decoration views on screen.
    private var decorations = ItemViewMap<ElementKey, Supplementary>()

    // MARK: Cells

    /// The cells on screen, by index path.
    var cellsByIndexPath: [IndexPath: Cell] { cells.viewsByElement }

    /// The number of cells on screen.
    var cellCount: Int { cells.count }

    /// The cell shown at `indexPath`, if any.
    ///
    /// - Complexity: O(1).
    func cell(at indexPath: IndexPath) -> Cell? {
        indexPath.count == 2 ? cellsByPackedKey[IndexPathKey.key(indexPath)] : cells.view(for: indexPath)
    }

    /// The cell shown at the two-index path `key` packs (see ``IndexPathKey``), if any.
    ///
    /// - Complexity: O(1).
    func cell(atKey key: UInt64) -> Cell? {
        cellsByPackedKey[key]
    }

    /// The index path `cell` is shown at, if it is on screen.
    ///
    /// - Complexity: O(1).
    func indexPath(of cell: Cell) -> IndexPath? {
        cells.key(of: cell)
    }

    /// Records `cell` as shown at `indexPath`. A cell shown there before leaves the reverse map, and `cell`
    /// leaves the index path it was shown at before, so the maps stay a bijection.
    ///
    /// - Complexity: O(1).
    mutating func showCell(_ cell: Cell, at indexPath: IndexPath) {
        if let previousPath = cells.show(cell, for: indexPath), previousPath.count == 2 {
            cellsByPackedKey[IndexPathKey.key(previousPath)] = nil
        }
        if indexPath.count == 2 { cellsByPackedKey[IndexPathKey.key(indexPath)] = cell }
    }

    /// Forgets the cell shown at `indexPath` and returns it.
    ///
    /// - Complexity: O(1).
    @discardableResult
    mutating func removeCell(at indexPath: IndexPath) -> Cell? {
        guard let cell = cells.remove(for: indexPath) else { return nil }
        if indexPath.count == 2 { cellsByPackedKey[IndexPathKey.key(indexPath)] = nil }
        return cell
    }

    /// Replaces every visible cell with `newCells` (after a batch update moved them); the reverse map is
    /// rebuilt. A cell may appear once only.
    ///
    /// - Complexity: O(c), c = cells.
    mutating func replaceCells(with newCells: [IndexPath: Cell]) {
        var packed: [UInt64: Cell] = [:]
        packed.reserveCapacity(newCells.count)
        for (indexPath, cell) in newCells where indexPath.count == 2 { packed[IndexPathKey.key(indexPath)] = cell }
        cells.replaceAll(with: newCells)
        cellsByPackedKey = packed
    }

    // MARK: Supplementary and decoration views

    /// The supplementary views on screen, by element.
    var supplementaryViews: [ElementKey: Supplementary] { supplementaries.viewsByElement }

    /// The element `view` shows as a supplementary view, if it is on screen.
    ///
    /// - Complexity: O(1).
    func supplementaryKey(of view: Supplementary) -> ElementKey? {
        supplementaries.key(of: view)
    }

    /// Records `view` as the supplementary view shown for `key`.
    mutating func showSupplementaryView(_ view: Supplementary, for key: ElementKey) {
        supplementaries.show(view, for: key)
    }

    /// Forgets the supplementary view shown for `key` and returns it.
    @discardableResult
    mutating func removeSupplementaryView(for key: ElementKey) -> Supplementary? {
        supplementaries.remove(for: key)
    }

    /// Replaces every visible supplementary view (after a batch update moved them).
    mutating func replaceSupplementaryViews(with views: [ElementKey: Supplementary]) {
        supplementaries.replaceAll(with: views)
    }

    /// The decoration views on screen, by element.
    var decorationViews: [ElementKey: Supplementary] { decorations.viewsByElement }

    /// Records `view` as the decoration view shown for `key`.
    mutating func showDecorationView(_ view: Supplementary, for key: ElementKey) {
        decorations.show(view, for: key)
    }

    /// Forgets the decoration view shown for `key` and returns it.
    @discardableResult
    mutating func removeDecorationView(for key: ElementKey) -> Supplementary? {
        decorations.remove(for: key)
    }

    /// Replaces every visible decoration view (after a batch update moved them).
    mutating func replaceDecorationViews(with views: [ElementKey: Supplementary]) {
        decorations.replaceAll(with: views)
    }

    // MARK: All

    /// Whether no cell, supplementary or decoration view is on screen.
    var isEmpty: Bool {
        cells.isEmpty && supplementaries.isEmpty && decorations.isEmpty
    }

    /// Forgets the views whose elements the predicates do not keep, and returns the cells and supplementary
    /// views among them as ended display events (with the index paths and elements they showed), and the
    /// decoration views, which are not reported. The caller takes them off screen.
    ///
    /// - Complexity: O(v), v = visible views.
    mutating func removeViews(keepingCell keepsCell: (IndexPath) -> Bool,
                              supplementary keepsSupplementary: (ElementKey) -> Bool,
                              decoration keepsDecoration: (ElementKey) -> Bool)
        -> (events: ItemDisplayEvents<Cell, Supplementary, ElementKey>, decorations: [Supplementary]) {
        // The leaving views are gathered first and removed after: removing while iterating a map would copy it.
        var events = ItemDisplayEvents<Cell, Supplementary, ElementKey>()
        for (indexPath, cell) in cells.viewsByElement where !keepsCell(indexPath) {
            events.endedCells.append((cell, indexPath))
        }
        for (_, indexPath) in events.endedCells { removeCell(at: indexPath) }
        for (key, view) in supplementaries.viewsByElement where !keepsSupplementary(key) {
            events.endedSupplementaries.append((view, key))
        }
        for (_, key) in events.endedSupplementaries { supplementaries.remove(for: key) }
        var leavingDecorations: [(key: ElementKey, view: Supplementary)] = []
        for (key, view) in decorations.viewsByElement where !keepsDecoration(key) {
            leavingDecorations.append((key, view))
        }
        for (key, _) in leavingDecorations { decorations.remove(for: key) }
        return (events, leavingDecorations.map(\.view))
    }

    /// Forgets every visible view and returns them as ``removeViews(keepingCell:supplementary:decoration:)`` does.
    ///
    /// - Complexity: O(v), v = visible views.
    mutating func removeAllViews() -> (events: ItemDisplayEvents<Cell, Supplementary, ElementKey>, decorations: [Supplementary]) {
        let removed = removeViews(keepingCell: { _ in false }, supplementary: { _ in false }, decoration: { _ in false })
        removeAll()
        return removed
    }

    /// Forgets every visible view.
    mutating func removeAll() {
        cells.removeAll()
        cellsByPackedKey = [:]
        supplementaries.removeAll()
        decorations.removeAll()
    }

    /// Stops (in debug builds) unless each map is a bijection (each view at one element, and the reverse map
    /// naming exactly those views at those elements), the packed index holds the same cells, and no view is
    /// shown for two elements.
    func _checkInvariants() {
        #if DEBUG
        cells._checkInvariants()
        supplementaries._checkInvariants()
        decorations._checkInvariants()
        precondition(cellsByPackedKey.count == cells.count, "visible cells: \(cellsByPackedKey.count) by packed key, \(cells.count) by index path")
        for (key, cell) in cellsByPackedKey {
            precondition(cells.key(of: cell).map { IndexPathKey.key($0) } == key, "the packed index names another cell")
        }
        var views = Set<ObjectIdentifier>()
        for view in cells.viewsByElement.values {
            precondition(views.insert(ObjectIdentifier(view)).inserted, "a view is shown for two elements")
        }
        for view in supplementaries.viewsByElement.values {
            precondition(views.insert(ObjectIdentifier(view)).inserted, "a view is shown for two elements")
        }
        for view in decorations.viewsByElement.values {
            precondition(views.insert(ObjectIdentifier(view)).inserted, "a view is shown for two elements")
        }
        #endif
    }

    /// Stops (in debug builds) when a view waiting in `pools` is on screen.
    func _checkNoneShown<PoolKey, PoolView>(queuedIn pools: ReusePools<PoolKey, PoolView>) {
        #if DEBUG
        for view in pools.queuedViews.values.joined() {
            let identity = ObjectIdentifier(view)
            precondition(!cells.shows(identity) && !supplementaries.shows(identity) && !decorations.shows(identity),
                         "a queued view is on screen")
        }
        #endif
    }
}
