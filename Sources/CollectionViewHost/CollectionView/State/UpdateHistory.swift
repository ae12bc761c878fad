/// The batch updates a collection view applied, oldest first, and how many it keeps (``UICollectionView/updateHistory``
/// and ``UICollectionView/updateHistoryCapacity``). Recording drops the oldest entries beyond the capacity; a
/// capacity lowered between records takes effect at the next record, as it always has. ``_checkInvariants()``
/// checks in debug builds that no more entries are kept than the capacity allows.
struct UpdateHistory {
    /// The recorded updates, oldest first.
    private(set) var entries: [UICollectionView.BatchUpdate] = []
    /// How many updates are kept; 0 (or less) turns recording off.
    private(set) var capacity: Int
    /// The capacity the entries were last trimmed to (the history is trimmed when it records).
    private var trimmedCapacity: Int

    /// An empty history keeping `capacity` updates.
    init(capacity: Int) {
        self.capacity = capacity
        self.trimmedCapacity = capacity
    }

    /// Whether updates are recorded at all (the capacity is positive).
    var isRecording: Bool { capacity > 0 }

    /// Sets how many updates are kept; the entries are trimmed at the next record.
    mutating func setCapacity(_ capacity: Int) {
        self.capacity = capacity
    }

    /// Appends `update` when recording, dropping the oldest entries beyond the capacity.
    ///
    /// - Complexity: O(1) amortised, O(n) when entries are dropped.
    mutating func record(_ update: UICollectionView.BatchUpdate) {
        guard isRecording else { return }
        entries.append(update)
        if entries.count > capacity {
            entries.removeFirst(entries.count - capacity)
        }
        trimmedCapacity = capacity
    }

    /// Forgets every recorded update.
    mutating func removeAll() {
        entries.removeAll()
    }

    /// Stops (in debug builds) unless the entries fit the capacity they were last trimmed to.
    func _checkInvariants() {
        #if DEBUG
        precondition(entries.count <= max(0, trimmedCapacity),
                     "update history holds \(entries.count) entries, more than its capacity \(trimmedCapacity)")
        #endif
    }
}
