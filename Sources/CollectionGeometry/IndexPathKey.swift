/// A two-index path packed into one integer (package API): the section in the high 32 bits, the item in
/// the low 32. Keys sort as their index paths do and compare without `IndexPath`'s out-of-line accessors,
/// so the diff hands its operations to the collection view as keys and the view never reads the paths
/// back. Indexes outside 0 ..< 2³² wrap; only in-range paths are packed.
@usableFromInline
package enum IndexPathKey {
    /// The key of the path `[section, item]`.
    @inlinable @inline(__always)
    package static func key(section: Int, item: Int) -> UInt64 {
        UInt64(UInt32(truncatingIfNeeded: section)) << 32 | UInt64(UInt32(truncatingIfNeeded: item))
    }

    /// The key of a two-index path.
    @inlinable @inline(__always)
    package static func key(_ path: IndexPath) -> UInt64 { key(section: path.section, item: path.item) }

    /// The section of a key.
    @inlinable @inline(__always)
    package static func section(_ key: UInt64) -> Int { Int(key >> 32) }

    /// The item of a key.
    @inlinable @inline(__always)
    package static func item(_ key: UInt64) -> Int { Int(key & 0xFFFF_FFFF) }
}
