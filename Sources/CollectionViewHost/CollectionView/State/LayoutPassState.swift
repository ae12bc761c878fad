import CollectionGeometry

/// What a collection view keeps between its layout passes: a content size the app set (with the layout and
/// preparation it holds for), the item the last `scrollToItem(at:at:animated:)` scrolled to until a pass lands
/// it exactly, and the number of the current self-sizing pass (so that a view knows whether the current pass
/// measured it, and a layout which pass its scroll anchor belongs to).
///
/// ``_checkInvariants(layout:preparationCount:)`` checks in debug builds that a content size the app set for the
/// current layout belongs to one of its preparations so far.
@MainActor
struct LayoutPassState {
    /// A content size set by the app, with the layout and preparation it holds for.
    var contentSizeOverride: (size: CGSize, layout: ObjectIdentifier, preparation: Int)?
    /// The item the last `scrollToItem(at:at:animated:)` scrolled to, until a layout pass lands it exactly.
    var pendingScrollTarget: (indexPath: IndexPath, position: UICollectionView.ScrollPosition)?
    /// Numbers the self-sizing passes.
    var selfSizingPass = 0

    /// Checks the content size set by the app against the current layout and its preparation count (in debug
    /// builds).
    func _checkInvariants(layout: ObjectIdentifier, preparationCount: Int) {
        #if DEBUG
        if let override = contentSizeOverride, override.layout == layout {
            precondition(override.preparation <= preparationCount, "a content size set for a preparation still to come")
        }
        #endif
    }
}
