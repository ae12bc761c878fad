import CollectionGeometry

extension IndexPath {
    /// The same path as `IndexPath(item:section:)` (`[section, item]`), built by appending to a one-index
    /// path: Foundation stores it inline either way, but this skips the temporary `[Int]` the array-based
    /// initialiser allocates — about five times faster, and the diff creates one path per operation
    /// (it was a quarter of the diff's instructions on 10k items; measured with callgrind).
    @inlinable
    static func diffPath(item: Int, section: Int) -> IndexPath {
        var path = IndexPath(index: section)
        path.append(item)
        return path
    }
}
