import CollectionGeometry

/// Which parts of a layout need updating (UIKit's `UICollectionViewLayoutInvalidationContext`).
///
/// A layout is invalidated with a context (``UICollectionViewLayout/invalidateLayout(with:)``); the context
/// says whether everything must be recomputed, whether the data source's counts changed, or only which
/// elements changed, and how far the content offset and content size move as a result. Layouts that can
/// update in part (``UICollectionViewLayout/invalidationContextClass``) note it in `invalidateLayout(with:)` and use it in `prepare()`.
@MainActor
open class UICollectionViewLayoutInvalidationContext {
    /// Whether the whole layout must be recomputed. `invalidateLayout()` sets it; so does a change of
    /// the data source (reloads and batch updates).
    public package(set) var invalidateEverything = false

    /// Whether the number of sections or items changed.
    public package(set) var invalidateDataSourceCounts = false

    /// How far to move the content offset after the update (UIKit applies it to the collection view so
    /// that what the user sees stays still when content above it changes size).
    open var contentOffsetAdjustment: CGPoint = .zero

    /// How much the content size changes.
    open var contentSizeAdjustment: CGSize = .zero

    /// The self-sizing measurement this context was made for (by
    /// ``UICollectionViewLayout/invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)``):
    /// a layout applies it in ``UICollectionViewLayout/invalidateLayout(with:)``.
    package var preferredAttributesChange: (preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes)?

    /// The index paths the items being moved interactively go to (nil outside an interactive movement), set
    /// by ``UICollectionViewLayout/invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)``
    /// and its ending twin.
    public internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?

    /// The index paths the items being moved interactively had before this step (nil outside an interactive
    /// movement).
    public internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?

    /// Where the touch moving the items is, in the collection view's content coordinates (`.zero` outside an
    /// interactive movement).
    public internal(set) var interactiveMovementTarget: CGPoint = .zero

    private var items: [IndexPath] = []
    private var supplementaries: [String: [IndexPath]] = [:]
    private var decorations: [String: [IndexPath]] = [:]

    /// Creates an empty context: nothing invalidated yet.
    public required init() {}

    /// The index paths of the cells marked invalid, or nil when none is.
    open var invalidatedItemIndexPaths: [IndexPath]? { items.isEmpty ? nil : items }

    /// The index paths of the supplementary views marked invalid, by element kind, or nil when none is.
    open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? { supplementaries.isEmpty ? nil : supplementaries }

    /// The index paths of the decoration views marked invalid, by element kind, or nil when none is.
    open var invalidatedDecorationIndexPaths: [String: [IndexPath]]? { decorations.isEmpty ? nil : decorations }

    /// Marks the cells at `indexPaths` invalid.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        items += indexPaths
    }

    /// Marks the supplementary views of `elementKind` at `indexPaths` invalid.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        supplementaries[elementKind, default: []] += indexPaths
    }

    /// Marks the decoration views of `elementKind` at `indexPaths` invalid.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        decorations[elementKind, default: []] += indexPaths
    }
}
