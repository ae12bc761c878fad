import CollectionGeometry

/// A supplementary or decoration element on screen: its kind and index path.
struct ElementKey: Hashable {
    /// The element kind (a supplementary kind, or a decoration view's kind).
    let kind: String
    /// The element's index path.
    let indexPath: IndexPath
}

/// The views a collection view shows: the cells by index path with the reverse map by cell identity, and
/// the supplementary and decoration views by element. Every write goes through the mutating API, which keeps
/// the two cell maps a bijection (``_checkInvariants()`` checks it in debug builds).
@MainActor
struct VisibleElements {
    /// The cells on screen, by index path.
    private(set) var cellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
    /// The same cells by packed key (``IndexPathKey``), for the layout pass's lookups: hashing a Foundation
    /// `IndexPath` costs far more than an integer. Cells always have two-index paths.
    private var cellsByKey: [UInt64: UICollectionViewCell] = [:]
    /// The index path of each visible cell, by cell identity (for `indexPath(for:)` in O(1)).
    private(set) var indexPathsByCell: [ObjectIdentifier: IndexPath] = [:]
    /// The supplementary views on screen.
    private(set) var supplementaryViews: [ElementKey: UICollectionReusableView] = [:]
    /// The decoration views on screen.
    private(set) var decorationViews: [ElementKey: UICollectionReusableView] = [:]

    /// The cell shown at `indexPath`, if any.
    ///
    /// - Complexity: O(1).
    func cell(at indexPath: IndexPath) -> UICollectionViewCell? {
        indexPath.count == 2 ? cellsByKey[IndexPathKey.key(indexPath)] : cellsByIndexPath[indexPath]
    }

    /// The cell shown at the two-index path `key` packs (see ``IndexPathKey``), if any.
    ///
    /// - Complexity: O(1).
    func cell(atKey key: UInt64) -> UICollectionViewCell? {
        cellsByKey[key]
    }

    /// The index path `cell` is shown at, if it is on screen.
    func indexPath(of cell: UICollectionViewCell) -> IndexPath? {
        indexPathsByCell[ObjectIdentifier(cell)]
    }

    /// Whether no cell, supplementary or decoration view is on screen.
    var isEmpty: Bool {
        cellsByIndexPath.isEmpty && supplementaryViews.isEmpty && decorationViews.isEmpty
    }

    /// Records `cell` as shown at `indexPath`. A cell shown there before leaves the reverse map, and `cell`
    /// leaves the index path it was shown at before, so the maps stay a bijection.
    ///
    /// - Complexity: O(1).
    mutating func showCell(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        let identity = ObjectIdentifier(cell)
        if let previous = cellsByIndexPath[indexPath], previous !== cell {
            indexPathsByCell[ObjectIdentifier(previous)] = nil
        }
        if let previousPath = indexPathsByCell[identity], previousPath != indexPath {
            cellsByIndexPath[previousPath] = nil
            if previousPath.count == 2 { cellsByKey[IndexPathKey.key(previousPath)] = nil }
        }
        cellsByIndexPath[indexPath] = cell
        if indexPath.count == 2 { cellsByKey[IndexPathKey.key(indexPath)] = cell }
        indexPathsByCell[identity] = indexPath
    }

    /// Forgets the cell shown at `indexPath` and returns it.
    ///
    /// - Complexity: O(1).
    @discardableResult
    mutating func removeCell(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard let cell = cellsByIndexPath.removeValue(forKey: indexPath) else { return nil }
        if indexPath.count == 2 { cellsByKey[IndexPathKey.key(indexPath)] = nil }
        indexPathsByCell[ObjectIdentifier(cell)] = nil
        return cell
    }

    /// Replaces every visible cell with `cells` (after a batch update moved them); the reverse map is rebuilt.
    /// A cell may appear once only.
    ///
    /// - Complexity: O(c), c = cells.
    mutating func replaceCells(with cells: [IndexPath: UICollectionViewCell]) {
        var paths: [ObjectIdentifier: IndexPath] = [:]
        var keys: [UInt64: UICollectionViewCell] = [:]
        paths.reserveCapacity(cells.count)
        keys.reserveCapacity(cells.count)
        for (indexPath, cell) in cells {
            paths[ObjectIdentifier(cell)] = indexPath
            if indexPath.count == 2 { keys[IndexPathKey.key(indexPath)] = cell }
        }
        cellsByIndexPath = cells
        cellsByKey = keys
        indexPathsByCell = paths
    }

    /// Records `view` as the supplementary view shown for `key`.
    mutating func showSupplementaryView(_ view: UICollectionReusableView, for key: ElementKey) {
        supplementaryViews[key] = view
    }

    /// Forgets the supplementary view shown for `key`.
    mutating func removeSupplementaryView(for key: ElementKey) {
        supplementaryViews[key] = nil
    }

    /// Replaces every visible supplementary view (after a batch update moved them).
    mutating func replaceSupplementaryViews(with views: [ElementKey: UICollectionReusableView]) {
        supplementaryViews = views
    }

    /// Records `view` as the decoration view shown for `key`.
    mutating func showDecorationView(_ view: UICollectionReusableView, for key: ElementKey) {
        decorationViews[key] = view
    }

    /// Forgets the decoration view shown for `key`.
    mutating func removeDecorationView(for key: ElementKey) {
        decorationViews[key] = nil
    }

    /// Replaces every visible decoration view (after a batch update moved them).
    mutating func replaceDecorationViews(with views: [ElementKey: UICollectionReusableView]) {
        decorationViews = views
    }

    /// Forgets every visible view.
    mutating func removeAll() {
        cellsByIndexPath = [:]
        cellsByKey = [:]
        indexPathsByCell = [:]
        supplementaryViews = [:]
        decorationViews = [:]
    }

    /// Stops (in debug builds) unless the cell maps are a bijection (each cell at one index path, and the
    /// reverse map naming exactly those cells at those paths) and no view is shown for two elements.
    func _checkInvariants() {
        #if DEBUG
        precondition(cellsByKey.count == cellsByIndexPath.count, "visible cells: \(cellsByKey.count) by key")
        precondition(cellsByIndexPath.count == indexPathsByCell.count,
                     "visible cells: \(cellsByIndexPath.count) by index path, \(indexPathsByCell.count) by cell")
        for (indexPath, cell) in cellsByIndexPath {
            precondition(indexPathsByCell[ObjectIdentifier(cell)] == indexPath,
                         "visible cell at \(indexPath) is recorded at \(String(describing: indexPathsByCell[ObjectIdentifier(cell)]))")
        }
        var views = Set(indexPathsByCell.keys)
        for view in supplementaryViews.values {
            precondition(views.insert(ObjectIdentifier(view)).inserted, "a view is shown for two elements")
        }
        for view in decorationViews.values {
            precondition(views.insert(ObjectIdentifier(view)).inserted, "a view is shown for two elements")
        }
        #endif
    }
}
