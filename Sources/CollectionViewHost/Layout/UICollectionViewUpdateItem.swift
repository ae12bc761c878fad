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
    public var indexPathBeforeUpdate: IndexPath? {
        unusualPaths.map(\.before) ?? Self.path(section: beforeSection, item: beforeItem)
    }
    /// The index path after the update; nil for deletes and reloads.
    public var indexPathAfterUpdate: IndexPath? {
        unusualPaths.map(\.after) ?? Self.path(section: afterSection, item: afterItem)
    }
    /// What happened.
    public var updateAction: Action { action }

    // A batch makes one item per change: two-index paths are kept as plain integers (a section < 0 is no
    // path), cheaper to make and to let go of than `IndexPath` values; other paths go in a box of their own.
    @exclusivity(unchecked) private var action: Action
    @exclusivity(unchecked) private var beforeSection: Int
    @exclusivity(unchecked) private var beforeItem: Int
    @exclusivity(unchecked) private var afterSection: Int
    @exclusivity(unchecked) private var afterItem: Int
    private let unusualPaths: UnusualPaths?

    /// Creates an update item.
    public init(action: Action, before: IndexPath?, after: IndexPath?) {
        self.action = action
        if before.map({ $0.count == 2 }) ?? true, after.map({ $0.count == 2 }) ?? true {
            beforeSection = before?.section ?? -1
            beforeItem = before?.item ?? 0
            afterSection = after?.section ?? -1
            afterItem = after?.item ?? 0
            unusualPaths = nil
        } else {
            beforeSection = -1
            beforeItem = 0
            afterSection = -1
            afterItem = 0
            unusualPaths = UnusualPaths(before: before, after: after)
        }
    }

    /// Creates an update item from two-index paths given as integers (a section < 0: no path).
    init(action: Action, beforeSection: Int, beforeItem: Int, afterSection: Int, afterItem: Int) {
        self.action = action
        self.beforeSection = beforeSection
        self.beforeItem = beforeItem
        self.afterSection = afterSection
        self.afterItem = afterItem
        unusualPaths = nil
    }

    /// Makes an item of the collection view's own, that nobody else holds any more, describe another change
    /// (a later batch hands it out again instead of a new one; nobody can tell).
    final func recycle(action: Action, beforeSection: Int, beforeItem: Int, afterSection: Int, afterItem: Int) {
        self.action = action
        self.beforeSection = beforeSection
        self.beforeItem = beforeItem
        self.afterSection = afterSection
        self.afterItem = afterItem
    }

    private static func path(section: Int, item: Int) -> IndexPath? {
        section < 0 ? nil : IndexPath(item: item, section: section)
    }

    /// Paths without exactly two indexes, as they were given.
    private final class UnusualPaths: Sendable {
        let before: IndexPath?
        let after: IndexPath?

        init(before: IndexPath?, after: IndexPath?) {
            self.before = before
            self.after = after
        }
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
    /// The batch as UIKit's update items, sections first: deletes, inserts, reloads, moves. A section's
    /// item names the section with `NSNotFound` as the item, as UIKit's do. The items' paths come from
    /// `mapping`'s keys, not read back from the batch's index paths; the items themselves come from
    /// `recycler`.
    ///
    /// - Complexity: O(s + u).
    @MainActor
    func layoutUpdateItems(mapping: BatchUpdateMapping, recycler: UpdateItemRecycler) -> [UICollectionViewUpdateItem] {
        typealias Key = IndexPathKey
        recycler.begin(count: deletedSections.count + insertedSections.count + reloadedSections.count + movedSections.count
                           + deletedItems.count + insertedItems.count + reloadedItems.count + moveCount)
        for index in deletedSections { recycler.add(.delete, index, NSNotFound, -1, 0) }
        for index in insertedSections { recycler.add(.insert, -1, 0, index, NSNotFound) }
        for index in reloadedSections { recycler.add(.reload, index, NSNotFound, -1, 0) }
        for move in movedSections { recycler.add(.move, move.from, NSNotFound, move.to, NSNotFound) }
        for key in mapping.deletedItemKeys { recycler.add(.delete, Key.section(key), Key.item(key), -1, 0) }
        for key in mapping.insertedKeys { recycler.add(.insert, -1, 0, Key.section(key), Key.item(key)) }
        for key in mapping.reloadedKeys { recycler.add(.reload, Key.section(key), Key.item(key), -1, 0) }
        for (source, destination) in zip(moveSourceKeys, moveDestinationKeys) {
            recycler.add(.move, Key.section(source), Key.item(source), Key.section(destination), Key.item(destination))
        }
        return recycler.finish()
    }
}

/// A collection view's update items, kept from batch to batch: an item that nobody but the recycler holds
/// once its batch is over describes a change of a later batch instead of a new item being made (a batch
/// makes one per change, and making and freeing them was a large part of applying a diff). An item a
/// layout keeps is never handed out again.
@MainActor
final class UpdateItemRecycler {
    /// The most items kept between batches.
    static let capacity = 100_000

    /// Every item made so far (up to ``capacity``); the current batch's come first.
    @exclusivity(unchecked) private var kept: [UICollectionViewUpdateItem] = []
    /// The current batch's items past ``capacity``.
    @exclusivity(unchecked) private var overflow: [UICollectionViewUpdateItem] = []
    @exclusivity(unchecked) private var count = 0
    @exclusivity(unchecked) private var next = 0

    /// Starts the items of a batch of `count` changes: the first `count` kept items (up to ``capacity``)
    /// become ones nobody else holds, made anew where a layout kept the old one.
    func begin(count: Int) {
        self.count = count
        next = 0
        overflow = []
        let recycled = min(count, Self.capacity)
        for index in 0..<min(recycled, kept.count) where !isKnownUniquelyReferenced(&kept[index]) {
            kept[index] = UICollectionViewUpdateItem(action: .none, beforeSection: -1, beforeItem: 0, afterSection: -1, afterItem: 0)
        }
        if kept.count < recycled {
            kept.reserveCapacity(recycled)
            for _ in kept.count..<recycled {
                kept.append(UICollectionViewUpdateItem(action: .none, beforeSection: -1, beforeItem: 0, afterSection: -1, afterItem: 0))
            }
        }
    }

    /// The next item, describing the given change.
    func add(_ action: UICollectionViewUpdateItem.Action, _ beforeSection: Int, _ beforeItem: Int,
             _ afterSection: Int, _ afterItem: Int) {
        if next < kept.count {
            kept[next].recycle(action: action, beforeSection: beforeSection, beforeItem: beforeItem,
                               afterSection: afterSection, afterItem: afterItem)
        } else {
            overflow.append(UICollectionViewUpdateItem(action: action, beforeSection: beforeSection, beforeItem: beforeItem,
                                                       afterSection: afterSection, afterItem: afterItem))
        }
        next += 1
    }

    /// The batch's items.
    func finish() -> [UICollectionViewUpdateItem] {
        let items = Array(kept.prefix(min(count, kept.count)))
        defer { overflow = [] }
        return overflow.isEmpty ? items : items + overflow
    }
}
