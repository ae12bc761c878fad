import CollectionGeometry

/// The display callbacks of an item view's pass (a collection view's, a table view's), gathered while its views
/// are updated and sent when the bookkeeping is done, so a delegate that calls back into the view sees a
/// consistent state. Rounds of one pass merge (``merge(_:)``): a view that appeared and left again within the
/// pass is never reported. ``send(supplementaryOrder:endedCell:endedSupplementary:startedCell:startedSupplementary:)``
/// is the one order both views tell their delegates in.
struct ItemDisplayEvents<Cell: AnyObject, Supplementary: AnyObject, ElementKey: Hashable> {
    /// Cells that left the screen, with the index paths they were shown at.
    var endedCells: [(Cell, IndexPath)] = []
    /// Supplementary views (a table's headers and footers) that left the screen.
    var endedSupplementaries: [(Supplementary, ElementKey)] = []
    /// Cells that entered the screen, in the order they entered.
    var startedCells: [(Cell, IndexPath)] = []
    /// Supplementary views that entered the screen, in the order they entered.
    var startedSupplementaries: [(Supplementary, ElementKey)] = []

    /// Whether there is nothing to tell.
    var isEmpty: Bool {
        endedCells.isEmpty && endedSupplementaries.isEmpty && startedCells.isEmpty && startedSupplementaries.isEmpty
    }

    /// Adds a later round's events to these: a view that appeared earlier in the pass and left in `later`
    /// is dropped from both lists (it was never displayed as far as the delegate is concerned).
    ///
    /// - Complexity: O(e · s), e = views that left in `later`, s = views that started before.
    mutating func merge(_ later: Self) {
        for (cell, indexPath) in later.endedCells {
            if let index = startedCells.firstIndex(where: { $0.0 === cell && $0.1 == indexPath }) {
                startedCells.remove(at: index)
            } else {
                endedCells.append((cell, indexPath))
            }
        }
        for (view, key) in later.endedSupplementaries {
            if let index = startedSupplementaries.firstIndex(where: { $0.0 === view && $0.1 == key }) {
                startedSupplementaries.remove(at: index)
            } else {
                endedSupplementaries.append((view, key))
            }
        }
        startedCells += later.startedCells
        startedSupplementaries += later.startedSupplementaries
    }

    /// Tells the events in the item views' order: the cells that ended (in index-path order), the supplementary
    /// views that ended (in `supplementaryOrder`), then the cells that started and the supplementary views that
    /// started, each in the order they entered.
    func send(supplementaryOrder: (ElementKey, ElementKey) -> Bool,
              endedCell: (Cell, IndexPath) -> Void, endedSupplementary: (Supplementary, ElementKey) -> Void,
              startedCell: (Cell, IndexPath) -> Void, startedSupplementary: (Supplementary, ElementKey) -> Void) {
        for (cell, indexPath) in endedCells.sorted(by: { $0.1 < $1.1 }) { endedCell(cell, indexPath) }
        for (view, key) in endedSupplementaries.sorted(by: { supplementaryOrder($0.1, $1.1) }) { endedSupplementary(view, key) }
        for (cell, indexPath) in startedCells { startedCell(cell, indexPath) }
        for (view, key) in startedSupplementaries { startedSupplementary(view, key) }
    }
}
