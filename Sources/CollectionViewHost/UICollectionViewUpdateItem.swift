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
    public var indexPathBeforeUpdate: IndexPath? { before.indexPath }
    /// The index path after the update; nil for deletes and reloads.
    public var indexPathAfterUpdate: IndexPath? { after.indexPath }
    /// What happened.
    public let updateAction: Action

    // The paths as plain integers: a batch makes one item per change, and integers are cheaper to store
    // and to let go of than `IndexPath` values.
    private let before: StoredPath
    private let after: StoredPath

    /// Creates an update item.
    public init(action: Action, before: IndexPath?, after: IndexPath?) {
        self.updateAction = action
        self.before = StoredPath(before)
        self.after = StoredPath(after)
    }

    /// Creates an update item from two-index paths given as integers (`section` < 0: no path).
    init(action: Action, beforeSection: Int, beforeItem: Int, afterSection: Int, afterItem: Int) {
        self.updateAction = action
        self.before = StoredPath(section: beforeSection, item: beforeItem)
        self.after = StoredPath(section: afterSection, item: afterItem)
    }

    /// The action and index paths.
    public nonisolated var description: String {
        MainActor.assumeIsolated {
            "<UICollectionViewUpdateItem: \(updateAction) \(indexPathBeforeUpdate.map { "\($0)" } ?? "nil") -> "
                + "\(indexPathAfterUpdate.map { "\($0)" } ?? "nil")>"
        }
    }
}

/// An update item's index path: none, a two-index path as integers, or any other path as it is.
private enum StoredPath {
    case none
    case pair(section: Int, item: Int)
    case other(IndexPath)

    init(_ path: IndexPath?) {
        guard let path else { self = .none; return }
        self = path.count == 2 ? .pair(section: path[0], item: path[1]) : .other(path)
    }

    init(section: Int, item: Int) {
        self = section < 0 ? .none : .pair(section: section, item: item)
    }

    var indexPath: IndexPath? {
        switch self {
        case .none: nil
        case .pair(let section, let item): IndexPath(item: item, section: section)
        case .other(let path): path
        }
    }
}

extension UICollectionView.BatchUpdate {
    /// The batch as UIKit's update items, sections first: deletes, inserts, reloads, moves. A section's
    /// item names the section with `NSNotFound` as the item, as UIKit's do.
    @MainActor
    var layoutUpdateItems: [UICollectionViewUpdateItem] {
        typealias Item = UICollectionViewUpdateItem
        var items: [Item] = []
        items.reserveCapacity(deletedSections.count + insertedSections.count + reloadedSections.count + movedSections.count
                              + deletedItems.count + insertedItems.count + reloadedItems.count + movedItems.count)
        for index in deletedSections {
            items.append(Item(action: .delete, beforeSection: index, beforeItem: NSNotFound, afterSection: -1, afterItem: 0))
        }
        for index in insertedSections {
            items.append(Item(action: .insert, beforeSection: -1, beforeItem: 0, afterSection: index, afterItem: NSNotFound))
        }
        for index in reloadedSections {
            items.append(Item(action: .reload, beforeSection: index, beforeItem: NSNotFound, afterSection: -1, afterItem: 0))
        }
        for move in movedSections {
            items.append(Item(action: .move, beforeSection: move.from, beforeItem: NSNotFound, afterSection: move.to,
                              afterItem: NSNotFound))
        }
        for path in deletedItems { items.append(Item(action: .delete, before: path, after: nil)) }
        for path in insertedItems { items.append(Item(action: .insert, before: nil, after: path)) }
        for path in reloadedItems { items.append(Item(action: .reload, before: path, after: nil)) }
        for index in movedItems.indices {
            items.append(Item(action: .move, before: movedItems[index].from, after: movedItems[index].to))
        }
        return items
    }
}
