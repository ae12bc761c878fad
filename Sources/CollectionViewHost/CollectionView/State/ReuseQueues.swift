/// A reuse queue: element category, element kind and reuse identifier.
struct ReuseKey: Hashable {
    /// The category of the views in the queue.
    let category: UICollectionView.ElementCategory
    /// The element kind (``UICollectionView/elementKindCell`` for cells).
    let kind: String
    /// The reuse identifier (the kind, for decoration views).
    let identifier: String
}

/// The classes registered with a collection view and the views waiting to be handed out again. Every write
/// goes through the mutating API; ``_checkInvariants()`` checks in debug builds that each queued view sits in
/// its own queue, once.
@MainActor
struct ReuseQueues {
    /// Cell classes by reuse identifier.
    private(set) var cellClasses: [String: UICollectionViewCell.Type] = [:]
    /// Supplementary view classes by element kind, then reuse identifier.
    private(set) var supplementaryClasses: [String: [String: UICollectionReusableView.Type]] = [:]
    /// Views waiting to be handed out again, by queue.
    private(set) var queuedViews: [ReuseKey: [UICollectionReusableView]] = [:]

    /// Registers `cellClass` for `identifier`; nil removes the registration.
    mutating func registerCellClass(_ cellClass: UICollectionViewCell.Type?, forIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    /// Registers `viewClass` for supplementary views of `kind` with `identifier`; nil removes the registration.
    mutating func registerSupplementaryClass(_ viewClass: UICollectionReusableView.Type?, kind: String, identifier: String) {
        supplementaryClasses[kind, default: [:]][identifier] = viewClass
    }

    /// The cell class registered for `identifier`.
    func cellClass(forIdentifier identifier: String) -> UICollectionViewCell.Type? {
        cellClasses[identifier]
    }

    /// The supplementary view class registered for `kind` and `identifier`.
    func supplementaryClass(kind: String, identifier: String) -> UICollectionReusableView.Type? {
        supplementaryClasses[kind]?[identifier]
    }

    /// Puts `view` at the end of `key`'s queue.
    ///
    /// - Complexity: amortised O(1).
    mutating func enqueue(_ view: UICollectionReusableView, in key: ReuseKey) {
        queuedViews[key, default: []].append(view)
    }

    /// Takes the view queued last in `key`'s queue.
    ///
    /// - Complexity: O(1).
    mutating func dequeue(from key: ReuseKey) -> UICollectionReusableView? {
        queuedViews[key]?.popLast()
    }

    /// Stops (in debug builds) unless every queued view belongs to the queue it is in and no view is queued twice.
    func _checkInvariants() {
        #if DEBUG
        var seen = Set<ObjectIdentifier>()
        for (key, views) in queuedViews {
            for view in views {
                precondition(view.reuseKey == key, "a view waits in another view's reuse queue")
                precondition(seen.insert(ObjectIdentifier(view)).inserted, "a view is queued twice")
            }
        }
        #endif
    }
}
