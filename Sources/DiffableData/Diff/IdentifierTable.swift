/// The diff's hash table: old item identifiers → their old location, without copying a single identifier.
///
/// Open addressing with linear probing over a power-of-two table kept at most half full. Each slot stores
/// the identifier's full hash value and its packed old location (section in the high half, item in the low
/// half); the identifier itself stays in the caller's item arrays. Probing compares stored hashes first and
/// calls `==` only when the full hash matches — nearly always the real match. Compared with
/// `[Identifier: Int]` this saves the key copy (a retain per `String`), the release of every key on
/// teardown, and the `==` calls on unrelated keys that share a probe chain (a `memcmp` each for long
/// strings). Measured on 36-character string ids (Benchmarks/DiffBenchmark, 10k items): 2.6 → 1.6 ms.
/// Keeping keys out of the table follows DifferenceKit; the stored full hash is an addition.
/// Locations pack the section and item index into one `Int` (32 bits each).
@usableFromInline
struct IdentifierTable<Identifier: Hashable> {
    /// Marks an empty slot (no location is negative).
    @usableFromInline static var emptySlot: Int { -1 }
    /// Slots per stored identifier at most: a load factor ≤ 1/2 keeps linear probe chains short.
    @usableFromInline static var slotsPerIdentifier: Int { 2 }
    @usableFromInline static var minimumSlotCount: Int { 16 }
    /// A slot is two `Int`s in `storage`: the hash, then the location.
    @usableFromInline static var intsPerSlot: Int { 2 }

    /// The item arrays the packed locations point into.
    @usableFromInline let itemArrays: [[Identifier]]
    /// Interleaved slots: `storage[2 * slot]` is the hash, `storage[2 * slot + 1]` the location or empty.
    @usableFromInline var storage: [Int]
    @usableFromInline let mask: Int
    /// Per-process key of the integer fast path (see ``hash(_:integerKey:)``).
    @usableFromInline let integerKey: UInt64

    /// Creates an empty table sized for `count` identifiers of `itemArrays`.
    ///
    /// - Complexity: O(count).
    @inlinable
    init(itemArrays: [[Identifier]], capacity count: Int) {
        var slotCount = Self.minimumSlotCount
        while slotCount < count * Self.slotsPerIdentifier { slotCount <<= 1 }
        self.itemArrays = itemArrays
        self.mask = slotCount - 1
        // `hashValue` of an Int is SipHash keyed by the process's random seed, so this key differs per run.
        self.integerKey = Identifier.self == Int.self ? UInt64(bitPattern: Int64(0.hashValue)) : 0
        self.storage = [Int](repeating: Self.emptySlot, count: Self.intsPerSlot * slotCount)
    }

    /// Bits of a packed location that hold the item index (the section index sits above them).
    @usableFromInline static var itemBits: Int { 32 }

    /// A location packed into one integer: section in the high half, item in the low half.
    @inlinable
    static func pack(section: Int, item: Int) -> Int { section << itemBits | item }
    @inlinable
    static func section(of location: Int) -> Int { location >> itemBits }
    @inlinable
    static func item(of location: Int) -> Int { location & ((1 << itemBits) - 1) }

    /// The hash the table stores for `identifier`: `hashValue`, except for `Int` identifiers, which take
    /// the SplitMix64 finaliser (Steele et al. 2014) of the id xor a per-process key — a few multiplies
    /// instead of SipHash-1-3, which was a fifth of the Int diff's instructions (callgrind). Keyed per process like
    /// Swift's own hashing, so colliding ids cannot be prepared in advance; the finaliser mixes every bit
    /// into the low bits the table indexes with.
    @inlinable
    static func hash(_ identifier: Identifier, integerKey: UInt64) -> Int {
        if Identifier.self == Int.self {
            var mixed = UInt64(bitPattern: Int64(sameTypeCast(identifier, to: Int.self))) ^ integerKey
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int(truncatingIfNeeded: mixed ^ (mixed >> 31))
        }
        return identifier.hashValue
    }

    @inlinable
    func identifier(at location: Int) -> Identifier {
        itemArrays[Self.section(of: location)][Self.item(of: location)]
    }

    /// Records the items at `range` of section `section` of the item arrays, keeping the first location of
    /// a repeated identifier (later occurrences are not stored).
    ///
    /// - Complexity: O(k) expected, k = `range.count`.
    @inlinable
    mutating func insertItems(ofSection section: Int, range: Range<Int>) {
        let itemArrays = self.itemArrays  // A local copy (a retain): `storage` is mutated below.
        let items = itemArrays[section]
        let (mask, integerKey) = (self.mask, self.integerKey)
        storage.withUnsafeMutableBufferPointer { slots in
            items.withUnsafeBufferPointer { items in
                nextItem: for item in range {
                    let hash = Self.hash(items[item], integerKey: integerKey)
                    var slot = hash & mask
                    while true {
                        let location = slots[Self.intsPerSlot &* slot &+ 1]
                        if location == Self.emptySlot { break }
                        if slots[Self.intsPerSlot &* slot] == hash
                            && itemArrays[Self.section(of: location)][Self.item(of: location)] == items[item] {
                            continue nextItem
                        }
                        slot = (slot &+ 1) & mask
                    }
                    slots[Self.intsPerSlot &* slot] = hash
                    slots[Self.intsPerSlot &* slot &+ 1] = Self.pack(section: section, item: item)
                }
            }
        }
    }

    /// The packed old location of `identifier`, or nil when it was never inserted.
    ///
    /// - Complexity: O(1) expected.
    @inlinable
    func location(of identifier: Identifier) -> Int? {
        let hash = Self.hash(identifier, integerKey: integerKey)
        return storage.withUnsafeBufferPointer { slots in
            var slot = hash & mask
            while true {
                let location = slots[Self.intsPerSlot &* slot &+ 1]
                if location == Self.emptySlot { return nil }
                if slots[Self.intsPerSlot &* slot] == hash && self.identifier(at: location) == identifier { return location }
                slot = (slot &+ 1) & mask
            }
        }
    }
}
