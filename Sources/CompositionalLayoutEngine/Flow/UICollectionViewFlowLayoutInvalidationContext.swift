import CollectionViewHost

/// What a flow layout recomputes (UIKit's `UICollectionViewFlowLayoutInvalidationContext`): besides what every
/// context says, whether the delegate's measures (item sizes, insets, spacings, header and footer sizes) and the
/// layout's own attributes must be read again. Both are `true` by default, as in UIKit: a context made by the
/// flow layout asks for a new pass unless the app clears them.
@MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the delegate's measures are read again at the next pass (default `true`).
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the layout's attributes are computed again at the next pass (default `true`).
    open var invalidateFlowLayoutAttributes = true

    /// Creates a context that invalidates the delegate's measures and the layout's attributes.
    public required init() {
        super.init()
    }
}
