import JSONText

/// Finds a repeated key among an object's members while they are parsed, without hashing every key through
/// `Hasher` (whose per-call seeding dominates the cost of an object with a million members): small objects
/// compare keys directly, larger ones keep an open-addressing table of 64-bit FNV-1a hashes of the keys' UTF-8
/// bytes, comparing the keys themselves only when hashes match.
struct JSONKeyTable {
    /// Objects up to this many members are checked by comparing keys.
    private static let directLimit = 8

    /// A slot: a key's hash and its member index + 1 (0: empty), side by side so a probe reads one cache line.
    private struct Slot {
        var hash: UInt64
        var index: Int32
    }

    /// The slots; their count is a power of two.
    private var slots: [Slot] = []
    private var count = 0

    /// Whether `key`, about to become member `members.count`, repeats a key of `members`; records it otherwise.
    /// - Complexity: O(1) expected (O(n) for the first ``directLimit`` members).
    mutating func isRepeated(_ key: String, among members: [(key: String, value: JSONValue)]) -> Bool {
        if members.count < Self.directLimit {
            return members.contains { $0.key == key }
        }
        if slots.isEmpty {
            slots = Array(repeating: Slot(hash: 0, index: 0), count: 64)
            for (index, member) in members.enumerated() { insert(Self.hash(member.key), index: index) }
        }
        let hash = Self.hash(key)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot].index != 0 {
            if slots[slot].hash == hash, members[Int(slots[slot].index) - 1].key == key { return true }
            slot = (slot + 1) & mask
        }
        insert(hash, index: members.count)
        return false
    }

    private mutating func insert(_ hash: UInt64, index: Int) {
        if (count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot].index != 0 { slot = (slot + 1) & mask }
        slots[slot] = Slot(hash: hash, index: Int32(truncatingIfNeeded: index + 1))
        count += 1
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(hash: 0, index: 0), count: old.count * 2)
        count = 0
        for slot in old where slot.index != 0 { insert(slot.hash, index: Int(slot.index) - 1) }
    }

    /// FNV-1a over the key's UTF-8 bytes.
    private static func hash(_ key: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }
}
