import LayoutCore

/// A reuse queue: element category, element kind and reuse identifier. The table view names its queues the
/// same way (its cells with the category `.cell`, its header–footer views with `.supplementaryView`).
struct ReuseKey: Hashable {
    /// The category of the views in the queue.
    let category: LayoutElement.Category
    /// The element kind (``UICollectionView/elementKindCell`` for a collection view's cells).
    let kind: String
    /// The reuse identifier (the kind, for decoration views).
    let identifier: String
}

/// The classes registered with an item view (a collection view or a table view) and the views waiting to be
/// handed out again, by queue. The storage is private: every write goes through the mutating API;
/// ``_checkInvariants(queueOf:)`` checks in debug builds that each queued view sits in its own queue, once.
@MainActor
struct ReusePools<Key: Hashable, View: AnyObject> {
    /// The registered classes, by queue.
    private var classes: [Key: View.Type] = [:]
    /// The views waiting to be handed out again, by queue.
    private var queues: [Key: [View]] = [:]

    /// The views waiting to be handed out again, by queue (read-only).
    var queuedViews: [Key: [View]] { queues }

    /// Registers `viewClass` for `key`'s queue; nil removes the registration.
    ///
    /// - Complexity: O(1).
    mutating func register(_ viewClass: View.Type?, for key: Key) {
        classes[key] = viewClass
    }

    /// The class registered for `key`'s queue.
    ///
    /// - Complexity: O(1).
    func registeredClass(for key: Key) -> View.Type? {
        classes[key]
    }

    /// Puts `view` at the end of `key`'s queue.
    ///
    /// - Complexity: amortised O(1).
    mutating func enqueue(_ view: View, in key: Key) {
        queues[key, default: []].append(view)
    }

    /// Takes the view queued last in `key`'s queue.
    ///
    /// - Complexity: O(1).
    mutating func dequeue(from key: Key) -> View? {
        queues[key]?.popLast()
    }

    /// Stops (in debug builds) unless every queued view belongs to the queue it is in (as `queueOf` names it)
    /// and no view is queued twice.
    func _checkInvariants(queueOf: (View) -> Key?) {
        #if DEBUG
        var seen = Set<ObjectIdentifier>()
        for (key, views) in queues {
            for view in views {
                precondition(queueOf(view) == key, "a view waits in another view's reuse queue")
                precondition(seen.insert(ObjectIdentifier(view)).inserted, "a view is queued twice")
            }
        }
        #endif
    }
}
