import CollectionGeometry

/// The items (a collection view's items, a table view's rows) an item view has selected and the one highlighted
/// by a touch in progress. Every write goes through the mutating API; ``_checkInvariants()`` checks in debug
/// builds that both name items.
struct SelectionState: Equatable {
    /// The selected items.
    private(set) var selectedIndexPaths: Set<IndexPath> = []
    /// The item highlighted by a touch in progress.
    private(set) var highlightedIndexPath: IndexPath?

    /// Whether the item at `indexPath` is selected.
    func isSelected(_ indexPath: IndexPath) -> Bool {
        selectedIndexPaths.contains(indexPath)
    }

    /// Adds `indexPath` to the selection, or removes it.
    mutating func setSelected(_ isSelected: Bool, at indexPath: IndexPath) {
        if isSelected { selectedIndexPaths.insert(indexPath) } else { selectedIndexPaths.remove(indexPath) }
    }

    /// Moves the highlight to `indexPath` (nil: no highlight).
    mutating func setHighlighted(_ indexPath: IndexPath?) {
        highlightedIndexPath = indexPath
    }

    /// Moves the selection and the highlight with their items; items `newIndexPath` maps to nil drop out.
    mutating func remap(_ newIndexPath: (IndexPath) -> IndexPath?) {
        selectedIndexPaths = Set(selectedIndexPaths.compactMap(newIndexPath))
        highlightedIndexPath = highlightedIndexPath.flatMap(newIndexPath)
    }

    /// Deselects everything and removes the highlight.
    mutating func removeAll() {
        selectedIndexPaths = []
        highlightedIndexPath = nil
    }

    /// Stops (in debug builds) unless the selected and highlighted index paths all name items (a section and
    /// an item, neither negative).
    func _checkInvariants() {
        #if DEBUG
        for indexPath in selectedIndexPaths {
            precondition(Self.namesItem(indexPath), "selected index path \(indexPath) names no item")
        }
        if let highlightedIndexPath {
            precondition(Self.namesItem(highlightedIndexPath), "highlighted index path \(highlightedIndexPath) names no item")
        }
        #endif
    }

    /// Whether `indexPath` has two non-negative indexes.
    private static func namesItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.item >= 0
    }
}
