import CollectionGeometry

/// One change of a batch update as the layout sees it (UIKit's `UICollectionViewUpdateItem`), handed to
/// `UICollectionViewLayout.prepare(forCollectionViewUpdates:)`. Section-level changes name the section
/// with `NSNotFound` as the item, as UIKit does.
@MainActor
open class UICollectionViewUpdateItem: CustomStringConvertible {
    /// What happened to the element (UIKit's `UICollectionViewUpdateItem.Action`).
    public enum Action: Int, Hashable, Sendable {
        /// Inserted.
        case insert = 0
        /// Deleted.
        case delete = 1
        /// Reloaded.
        case reload = 2
        /// Moved.
        case move = 3
        /// Nothing.
        case none = 4
    }

    /// The index path before the update; nil for inserts.
    public let indexPathBeforeUpdate: IndexPath?
    /// The index path after the update; nil for deletes and reloads.
    public let indexPathAfterUpdate: IndexPath?
    /// What happened.
    public let updateAction: Action

    /// Creates an update item.
    public init(action: Action, before: IndexPath?, after: IndexPath?) {
        self.updateAction = action
        self.indexPathBeforeUpdate = before
        self.indexPathAfterUpdate = after
    }

    /// The action and index paths.
    public nonisolated var description: String {
        MainActor.assumeIsolated {
            "<UICollectionViewUpdateItem: \(updateAction) \(indexPathBeforeUpdate.map { "\($0)" } ?? "nil") -> "
                + "\(indexPathAfterUpdate.map { "\($0)" } ?? "nil")>"
        }
    }
}

extension UICollectionView.BatchUpdate {
    /// The batch as UIKit's update items, sections first: deletes, inserts, reloads, moves.
    @MainActor
    var layoutUpdateItems: [UICollectionViewUpdateItem] {
        func section(_ index: Int) -> IndexPath { IndexPath(item: NSNotFound, section: index) }
        var items: [UICollectionViewUpdateItem] = []
        items.reserveCapacity(deletedSections.count + insertedSections.count + reloadedSections.count + movedSections.count
                              + deletedItems.count + insertedItems.count + reloadedItems.count + movedItems.count)
        for index in deletedSections { items.append(UICollectionViewUpdateItem(action: .delete, before: section(index), after: nil)) }
        for index in insertedSections { items.append(UICollectionViewUpdateItem(action: .insert, before: nil, after: section(index))) }
        for index in reloadedSections { items.append(UICollectionViewUpdateItem(action: .reload, before: section(index), after: nil)) }
        for move in movedSections {
            items.append(UICollectionViewUpdateItem(action: .move, before: section(move.from), after: section(move.to)))
        }
        for path in deletedItems { items.append(UICollectionViewUpdateItem(action: .delete, before: path, after: nil)) }
        for path in insertedItems { items.append(UICollectionViewUpdateItem(action: .insert, before: nil, after: path)) }
        for path in reloadedItems { items.append(UICollectionViewUpdateItem(action: .reload, before: path, after: nil)) }
        for index in movedItems.indices {
            items.append(UICollectionViewUpdateItem(action: .move, before: movedItems[index].from, after: movedItems[index].to))
        }
        return items
    }
}
