extension NSDiffableDataSourceSnapshot {
    /// Whether `items` are pairwise distinct, by the cheapest test for their type.
    ///
    /// `Int` identifiers (the most common kind, and what large data sets use) get an open-addressing
    /// table with a multiplicative hash: a few nanoseconds an item instead of a SipHash dictionary insert.
    /// Other types use a `Set`.
    /// - Complexity: O(*k*) on average.
    @inlinable
    static func _areDistinct(_ items: [ItemIdentifierType]) -> Bool {
        if ItemIdentifierType.self == Int.self {
            return _areDistinctIntegers(sameTypeCast(items, to: [Int].self))
        }
        var seen = Set<ItemIdentifierType>(minimumCapacity: items.count)
        for item in items where !seen.insert(item).inserted { return false }
        return true
    }

    /// Open addressing over a power-of-two table at most half full; `Int.min` marks an empty slot and is
    /// itself tracked by a flag. The hash is keyed per process (the standard library's random hashing
    /// seed), as the diff's identifier table is, so identifiers that all land in one slot cannot be
    /// prepared in advance.
    @inlinable
    static func _areDistinctIntegers(_ values: [Int]) -> Bool {
        guard values.count > 1 else { return true }
        var bits = 4
        while (1 << bits) < 2 * values.count { bits += 1 }
        let mask = (1 << bits) - 1
        let empty = Int.min
        var table = [Int](repeating: empty, count: 1 << bits)
        var sawEmptyMarker = false
        var keyHasher = Hasher()
        keyHasher.combine(values.count)
        let key = UInt(bitPattern: keyHasher.finalize())
        return table.withUnsafeMutableBufferPointer { slots in
            for value in values {
                if value == empty {
                    if sawEmptyMarker { return false }
                    sawEmptyMarker = true
                    continue
                }
                // Fibonacci hashing of the keyed value: the top bits of (value ⊕ key) × 2⁶⁴/φ spread
                // consecutive values across the table.
                var slot = Int(truncatingIfNeeded: ((UInt(bitPattern: value) ^ key) &* 0x9E37_79B9_7F4A_7C15) >> UInt(64 - bits))
                while true {
                    let occupant = slots[slot]
                    if occupant == empty { slots[slot] = value; break }
                    if occupant == value { return false }
                    slot = (slot + 1) & mask
                }
            }
            return true
        }
    }

    /// Appending to a snapshot that holds no items yet (building one from a data set): only the call's own
    /// identifiers can collide, so they are checked for uniqueness with the cheapest test, and the item →
    /// section table is left to be built on the first lookup. Returns false when the fast path does not
    /// apply (items exist, or the call repeats an identifier: the general path then reports it).
    @inlinable
    mutating func _appendToEmptySnapshot(_ items: [ItemIdentifierType], sectionIndex: Int) -> Bool {
        guard _itemCount == 0, Self._areDistinct(items) else { return false }
        let cache = _mutableCache()
        cache.owners = [:]
        cache.ownersBuilt = false
        _itemArrays[sectionIndex].append(contentsOf: items)
        _itemCount += items.count
        return true
    }
}
