import CollectionGeometry

/// The drag and drop a table view takes part in: the drag that started from one of its rows, the drop over it,
/// and the drop placeholders it shows (rows the table holds that its data source does not have yet).
///
/// While placeholders are out, the table's rows and the data source's differ: the data source's row of a table row
/// is the table's row less the placeholders before it in its section (``dataSourceIndexPath(forRowAt:)``).
/// ``_checkInvariants(rowCounts:)`` checks in debug builds that every placeholder names a row the table holds and
/// that no two name the same one.
@MainActor
struct TableDragDropState {
    /// A placeholder row on screen for a dropped item, until it is committed or deleted.
    final class Placeholder {
        /// Where the placeholder is now among the table's rows.
        var indexPath: IndexPath
        /// The app's placeholder.
        let placeholder: UITableViewDropPlaceholder
        /// The drag item it stands for.
        let dragItem: UIDragItem
        /// False once committed, deleted or dropped by a reload or an update.
        var isActive = true

        init(indexPath: IndexPath, placeholder: UITableViewDropPlaceholder, dragItem: UIDragItem) {
            self.indexPath = indexPath
            self.placeholder = placeholder
            self.dragItem = dragItem
        }
    }

    /// The drag that started from one of the table's rows, while it lasts.
    var activeDrag: DragAndDropSession?
    /// The drag over the table, while it lasts.
    var activeDrop: DragAndDropSession?
    /// The placeholders on screen, in the order they were put in.
    var placeholders: [Placeholder] = []

    /// The placeholder at `indexPath`, if any.
    ///
    /// - Complexity: O(p) for p placeholders (a drop puts in a few).
    func placeholder(at indexPath: IndexPath) -> Placeholder? {
        placeholders.first { $0.indexPath == indexPath }
    }

    /// The data source's index path of the table's row at `indexPath`: the row less the placeholders before it in
    /// its section; nil for a placeholder's row.
    ///
    /// - Complexity: O(p).
    func dataSourceIndexPath(forRowAt indexPath: IndexPath) -> IndexPath? {
        guard !placeholders.isEmpty, indexPath.count == 2 else { return indexPath }
        var before = 0
        for placeholder in placeholders where placeholder.indexPath.section == indexPath.section {
            if placeholder.indexPath.row == indexPath.row { return nil }
            if placeholder.indexPath.row < indexPath.row { before += 1 }
        }
        return IndexPath(row: indexPath.row - before, section: indexPath.section)
    }

    /// The number of placeholders in each of `sectionCount` sections.
    func placeholderCounts(sectionCount: Int) -> [Int] {
        var counts = Array(repeating: 0, count: sectionCount)
        for placeholder in placeholders where counts.indices.contains(placeholder.indexPath.section) {
            counts[placeholder.indexPath.section] += 1
        }
        return counts
    }

    /// Moves the placeholders of `section` at or after `row` by `delta` rows (a row went in or out before them).
    mutating func shiftPlaceholders(inSection section: Int, from row: Int, by delta: Int) {
        for placeholder in placeholders where placeholder.indexPath.section == section && placeholder.indexPath.row >= row {
            placeholder.indexPath = IndexPath(row: placeholder.indexPath.row + delta, section: section)
        }
    }

    /// Takes `placeholder` out (committed or deleted): it is no longer active.
    mutating func remove(_ placeholder: Placeholder) {
        placeholders.removeAll { $0 === placeholder }
        placeholder.isActive = false
    }

    /// Moves every placeholder to its row after an update (`newIndexPath` maps old index paths to new ones); the
    /// ones whose rows the update removed are dropped.
    mutating func remap(_ newIndexPath: (IndexPath) -> IndexPath?) {
        for placeholder in placeholders {
            if let path = newIndexPath(placeholder.indexPath) {
                placeholder.indexPath = path
            } else {
                placeholder.isActive = false
            }
        }
        placeholders.removeAll { !$0.isActive }
    }

    /// Forgets every placeholder (a reload: the data source's counts hold again).
    mutating func removeAllPlaceholders() {
        for placeholder in placeholders { placeholder.isActive = false }
        placeholders = []
    }

    /// Checks the placeholders (in debug builds).
    func _checkInvariants(rowCounts: [Int]) {
        #if DEBUG
        var seen = Set<IndexPath>()
        for placeholder in placeholders {
            let path = placeholder.indexPath
            precondition(placeholder.isActive && rowCounts.indices.contains(path.section) && path.row >= 0
                         && path.row < rowCounts[path.section], "a drop placeholder names a row the table does not hold")
            precondition(seen.insert(path).inserted, "two drop placeholders at one index path")
        }
        #endif
    }
}
