import CollectionGeometry

/// The drag and drop a collection view takes part in: the drag that started from it, the drop over it, and the
/// drop placeholders it shows (items the view holds that its data source does not have yet).
///
/// ``_checkInvariants(itemCounts:)`` checks in debug builds that every placeholder names an item the view holds and
/// that no two name the same one.
@MainActor
struct DragDropState {
    /// A placeholder on screen for a dropped item, until it is committed or deleted.
    final class Placeholder {
        /// Where the placeholder is now among the view's items.
        var indexPath: IndexPath
        /// The app's placeholder.
        let placeholder: UICollectionViewDropPlaceholder
        /// The drag item it stands for.
        let dragItem: UIDragItem
        /// False once committed, deleted or dropped by a reload.
        var isActive = true

        init(indexPath: IndexPath, placeholder: UICollectionViewDropPlaceholder, dragItem: UIDragItem) {
            self.indexPath = indexPath
            self.placeholder = placeholder
            self.dragItem = dragItem
        }
    }

    /// The drag that started from one of the view's items, while it lasts.
    var activeDrag: DragAndDropSession?
    /// The drag over the view, while it lasts.
    var activeDrop: DragAndDropSession?
    /// The placeholders on screen, in the order they were put in.
    var placeholders: [Placeholder] = []
    /// Whether the view is applying an update of its own (a movement's step, a placeholder going in or out), which
    /// places the placeholders itself.
    var isApplyingViewOnlyUpdate = false

    /// The placeholder at `indexPath`, if any.
    func placeholder(at indexPath: IndexPath) -> Placeholder? {
        placeholders.first { $0.indexPath == indexPath }
    }

    /// Where the data source has the item the view shows at `indexPath`: earlier in its section by the placeholders
    /// before it (the data source does not count them, as in UIKit).
    /// - Complexity: O(placeholders).
    func dataSourceIndexPath(for indexPath: IndexPath) -> IndexPath {
        guard !placeholders.isEmpty, indexPath.count == 2 else { return indexPath }
        let before = placeholders.filter { $0.indexPath.section == indexPath.section && $0.indexPath.item < indexPath.item }.count
        return before == 0 ? indexPath : IndexPath(item: indexPath.item - before, section: indexPath.section)
    }

    /// Moves the placeholders of `section` at or after `item` by `delta` items (an item went in or out before them).
    mutating func shiftPlaceholders(inSection section: Int, from item: Int, by delta: Int) {
        for placeholder in placeholders where placeholder.indexPath.section == section && placeholder.indexPath.item >= item {
            placeholder.indexPath = IndexPath(item: placeholder.indexPath.item + delta, section: section)
        }
    }

    /// Moves every placeholder to where `newIndexPath` says its item went; a placeholder whose item is gone goes too.
    mutating func followPlaceholders(_ newIndexPath: (IndexPath) -> IndexPath?) {
        for placeholder in placeholders {
            if let path = newIndexPath(placeholder.indexPath) { placeholder.indexPath = path } else { placeholder.isActive = false }
        }
        placeholders.removeAll { !$0.isActive }
    }

    /// Forgets every placeholder (a reload: the data source's counts hold again).
    mutating func removeAllPlaceholders() {
        for placeholder in placeholders { placeholder.isActive = false }
        placeholders = []
    }

    /// Checks the placeholders (in debug builds).
    func _checkInvariants(itemCounts: [Int]) {
        #if DEBUG
        var seen = Set<IndexPath>()
        for placeholder in placeholders {
            let path = placeholder.indexPath
            precondition(placeholder.isActive && itemCounts.indices.contains(path.section) && path.item >= 0
                         && path.item < itemCounts[path.section], "a drop placeholder names an item the view does not hold")
            precondition(seen.insert(path).inserted, "two drop placeholders at one index path")
        }
        #endif
    }
}
