import CollectionGeometry
import CollectionDiagnostics

/// The abstract base of collection-view layouts (UIKit's `UICollectionViewLayout`).
///
/// Subclasses override `prepare()`, `collectionViewContentSize` and the `layoutAttributes…` queries.
/// The collection view calls `prepare()` whenever the layout is invalid before it asks for attributes.
@MainActor
open class UICollectionViewLayout {
    // `@exclusivity(unchecked)`: used on every layout pass, and no two accesses to one overlap (see `UIView`).
    /// The collection view that currently uses this layout, if any.
    @exclusivity(unchecked) open internal(set) weak var collectionView: UICollectionView?

    /// Decoration view classes registered by kind.
    public private(set) var registeredDecorationViewClasses: [String: UICollectionReusableView.Type] = [:]
    /// The names of classes registered for decoration kinds that are not reusable views, by kind (refused at use).
    package private(set) var refusedDecorationViewClasses: [String: String] = [:]

    /// The optional protocols this layout conforms to, cast once (see ``LayoutCapabilities``).
    package private(set) lazy var capabilities = LayoutCapabilities(layout: self)

    /// Where this layout's diagnostics go; nil: ``DiagnosticSink/current`` (beyond UIKit).
    public var diagnosticSink: DiagnosticSink?

    /// Whether the layout must run `prepare()` before answering the next query.
    @exclusivity(unchecked) public private(set) var isLayoutInvalid = true

    /// Creates a layout.
    public init() {}

    /// Archives (storyboards and nibs) are not supported headless, so this returns nil. It exists so that a subclass
    /// written for UIKit, which must implement it (`required init?(coder:)`, often calling `super.init(coder:)`),
    /// compiles unchanged.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Prepares the layout for queries. The base implementation does nothing.
    open func prepare() {}

    /// The width and height of the collection view's content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame intersects `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at `indexPath`, or `nil` if there is none.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`, or `nil`.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`, or `nil`.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout pass.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return collectionView.bounds.size != newBounds.size
    }

    /// The reloads and the batch update in progress, as the collection view last handed them to this layout
    /// (see ``UpdateContext``); only the collection view writes it.
    package internal(set) var updateContext = UpdateContext()

    /// Called after `prepare()` when a batch update is applied, with its changes (deletes and reloads in
    /// index paths before the update, inserts after it, moves from before to after). The base
    /// implementation does nothing.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called when the collection view has finished applying a batch update. The base implementation
    /// does nothing.
    open func finalizeCollectionViewUpdates() {}

    /// Where an item that appears with a batch update starts its animation, called between
    /// ``prepare(forCollectionViewUpdates:)`` and ``finalizeCollectionViewUpdates()``. The base
    /// implementation returns nil: the collection view then fades the item in at its final attributes.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an item that disappears with a batch update ends its animation (`itemIndexPath` is its index
    /// path before the update). The base implementation returns nil: the collection view then fades the item
    /// out where it was.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an appearing supplementary view starts its animation. The base implementation returns nil.
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    /// Where a disappearing supplementary view ends its animation. The base implementation returns nil.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    /// Where an appearing decoration view starts its animation. The base implementation returns nil.
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    /// Where a disappearing decoration view ends its animation. The base implementation returns nil.
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    /// Called before an animated change of the collection view's bounds. The base implementation does nothing.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Called after an animated change of the collection view's bounds. The base implementation does nothing.
    open func finalizeAnimatedBoundsChange() {}

    /// Whether a self-sizing element's preferred attributes (what the view measured) should change the
    /// layout. A query: it changes nothing (the measurement is applied by ``invalidateLayout(with:)`` with the
    /// context of ``invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)``). Layouts with
    /// estimated sizes answer `true` when the size differs from what they hold; the base answers `false`.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// Marks the whole layout invalid: the next query runs `prepare()` again, with a context that
    /// invalidates everything (as UIKit's `invalidateLayout()` does). The context is of
    /// ``invalidationContextClass``, as every context the layout makes, so a subclass's
    /// ``invalidateLayout(with:)`` receives its own context class here too.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        invalidateLayout(with: context)
    }

    /// Whether the layout's frames are mirrored when the collection view lays out right to left (UIKit's
    /// `flipsHorizontallyInOppositeLayoutDirection`; default `false`, the layout places every frame itself).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The class of the invalidation contexts this layout makes (UIKit's `invalidationContextClass`).
    /// Subclasses that keep more in their contexts return their own subclass.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// A new, empty context of ``invalidationContextClass``.
    package func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let contextClass = (type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        return contextClass.init()
    }

    /// Marks the parts of the layout that `context` names invalid: the next query runs `prepare()`. The collection view moves its content offset by the context's
    /// `contentOffsetAdjustment`. Subclasses that update in part override it to note what the context
    /// names, and call `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        isLayoutInvalid = true
        let adjustment = context.contentOffsetAdjustment
        if adjustment != .zero, adjustment.x.isFinite, adjustment.y.isFinite, let collectionView {
            collectionView.adjustContentOffsetAfterInvalidation(by: adjustment)
        }
    }

    /// The context for a change of the collection view's bounds to `newBounds`, asked for after
    /// ``shouldInvalidateLayout(forBoundsChange:)`` answered yes. The base context invalidates nothing in
    /// particular: `prepare()` runs again and decides.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// The context for a self-sizing element whose preferred attributes differ from the layout's, asked
    /// for after ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`` answered
    /// yes. The base context invalidates that element and carries the measurement to
    /// ``invalidateLayout(with:)``, where a layout applies it.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.preferredAttributesChange = (preferredAttributes, originalAttributes)
        switch originalAttributes.representedElementCategory {
        case .cell:
            context.invalidateItems(at: [originalAttributes.indexPath])
        case .supplementaryView:
            context.invalidateSupplementaryElements(ofKind: originalAttributes.representedElementKind ?? "",
                                                    at: [originalAttributes.indexPath])
        case .decorationView:
            context.invalidateDecorationElements(ofKind: originalAttributes.representedElementKind ?? "",
                                                 at: [originalAttributes.indexPath])
        }
        return context
    }

    // MARK: Interactive movement

    /// The index path an item being moved interactively should go to when the touch is at `position` (content
    /// coordinates). The base implementation answers the index path of the item whose frame holds the
    /// position, and `previousIndexPath` where no item does (the touch is between items or past the content).
    ///
    /// - Complexity: the layout's rect query around `position`.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        guard position.x.isFinite, position.y.isFinite else { return previousIndexPath }
        let probe = CGRect(x: position.x, y: position.y, width: 0, height: 0).insetBy(dx: -0.5, dy: -0.5)
        let hit = (layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(position) }
            .max { ($0.zIndex, $1.indexPath) < ($1.zIndex, $0.indexPath) }
        return hit?.indexPath ?? previousIndexPath
    }

    /// The attributes of an item being moved interactively with the touch at `position`: the base
    /// implementation copies the item's attributes, centres them on the position and puts them above every
    /// other element (the moving cell follows the finger over its neighbours).
    ///
    /// - Complexity: the layout's item query.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath,
                                                         withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes = layoutAttributesForItem(at: indexPath)?.copy() ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.indexPath = indexPath
        if position.x.isFinite, position.y.isFinite { attributes.center = position }
        attributes.zIndex = Int.max
        return attributes
    }

    /// The context for one step of an interactive movement: the items at `previousIndexPaths` (touch at
    /// `previousPosition`) now go to `targetIndexPaths` (touch at `targetPosition`). The base context
    /// invalidates the items at both sets of index paths and carries the movement.
    open func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                                  previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.interactiveMovementTarget = targetPosition
        context.invalidateItems(at: previousIndexPaths == targetIndexPaths ? targetIndexPaths : previousIndexPaths + targetIndexPaths)
        return context
    }

    /// The context for the end of an interactive movement: the items that were at `previousIndexPaths` rest at
    /// `indexPaths` (their original index paths again when `movementCancelled`). The base context invalidates
    /// the items at both and carries the index paths.
    open func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath],
                                                                     previousIndexPaths: [IndexPath],
                                                                     movementCancelled: Bool) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.targetIndexPathsForInteractivelyMovingItems = indexPaths
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.invalidateItems(at: previousIndexPaths == indexPaths ? indexPaths : previousIndexPaths + indexPaths)
        return context
    }

    /// Registers a class for decoration views of `elementKind`; `nil` removes the registration. A class that is not
    /// a `UICollectionReusableView` is refused when its views are first needed, with UIKit's message under the
    /// collection view's ``UICollectionView/dequeueFailurePolicy`` (recorded: plain reusable views are shown).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        if let viewClass, !(viewClass is UICollectionReusableView.Type) {
            registeredDecorationViewClasses[elementKind] = nil
            refusedDecorationViewClasses[elementKind] = String(describing: viewClass)
            return
        }
        refusedDecorationViewClasses[elementKind] = nil
        registeredDecorationViewClasses[elementKind] = viewClass as? UICollectionReusableView.Type
    }

    /// The content offset the collection view comes to rest at after a drag released with `velocity`
    /// (points per millisecond) whose deceleration would end at `proposedContentOffset`. The base
    /// implementation returns the proposal, as UIKit's does; layouts override it to snap.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The content offset to use after a layout update or a change of layout. The base implementation
    /// returns the proposal, as UIKit's does.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Runs `prepare()` if the layout is invalid. Collection views call this before querying.
    public func prepareIfNeeded() {
        guard isLayoutInvalid else { return }
        isLayoutInvalid = false
        preparationCount &+= 1
        prepare()
    }

    /// Marks the layout invalid without a context, so that the next ``prepareIfNeeded()`` prepares it: for a
    /// subclass that must see its own next preparation at once (a measurement it has to place now).
    package func markNeedsPreparation() {
        isLayoutInvalid = true
    }

    /// How many times `prepareIfNeeded()` has prepared the layout (a content size set on the view holds
    /// until the next preparation).
    var preparationCount = 0

    /// Attaches the layout to (or detaches it from) a collection view.
    package func attach(to collectionView: UICollectionView?) {
        self.collectionView = collectionView
        invalidateLayout()
    }
}
