import CollectionGeometry

/// What a collection view believes about its data: the item counts per section (nil until loaded from the data
/// source), whether the data source provides outline state, and what the next reload hands the layout (the
/// reload count, the data source's mapping of old items to new, the batch update in progress).
///
/// ``_checkInvariants()`` checks in debug builds that no count is negative.
@MainActor
struct DataState {
    /// Item counts per section as the view believes them; nil until loaded from the data source.
    var itemCounts: [Int]?
    /// Whether the data source's class adopts ``OutlineItemStateProviding`` (see `outlineStateProvider`).
    var outlineConformance: (type: ObjectIdentifier, conforms: Bool)?
    /// The reloads and the batch update in progress that the layout's passes follow; written only through
    /// `handUpdateContextToLayout(_:)`.
    var layoutUpdateContext = UICollectionViewLayout.UpdateContext()
    /// Where the items before the next `reloadData()` will be, when the data source knows; that reload carries
    /// it into the layout's update context.
    var pendingReloadItemMapping: ((IndexPath) -> IndexPath?)?

    /// Checks the counts (in debug builds).
    func _checkInvariants() {
        #if DEBUG
        precondition(itemCounts?.allSatisfy { $0 >= 0 } ?? true, "a negative item count")
        #endif
    }
}
