import CollectionGeometry
import CollectionDiagnostics

/// A headless collection view (UIKit's `UICollectionView`), a scroll view: data source and layout, cell
/// reuse, visible elements, display callbacks, selection, prefetching and batch updates, without drawing.
///
/// The view keeps the section and item counts it believes in, as UIKit does: they are read from the data
/// source at the first layout (or first count query) after creation or `reloadData()`, and changed only
/// by batch updates. The layout sees those counts through ``numberOfSections`` and
/// ``numberOfItems(inSection:)``. The facets live in extension files: registration and reuse
/// (`UICollectionView+Reuse.swift`), visible elements and display callbacks (`+VisibleElements.swift`),
/// scrolling (`+Scrolling.swift`), selection and taps (`+Selection.swift`), prefetching (`+Prefetching.swift`)
/// and batch updates (`+BatchUpdates.swift`).
@MainActor
open class UICollectionView: UIScrollView {
    /// The scroll direction of a layout (UIKit's `UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Hashable, Sendable {
        /// Content scrolls up and down.
        case vertical = 0
        /// Content scrolls left and right.
        case horizontal = 1
    }

    /// The element kind of section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The element kind of section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    /// The element kind UIKit names cells by in its messages.
    static let elementKindCell = "UICollectionElementKindCell"

    // `@exclusivity(unchecked)`: used on every layout pass, and no two accesses to one overlap (see `UIView`).

    /// The layout that positions the collection view's elements. Setting it invalidates the new layout.
    @exclusivity(unchecked) open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.attach(to: nil)
            collectionViewLayout.attach(to: self)
            handUpdateContextToLayout { _ in }
        }
    }

    /// The view's bounds; the origin is the scroll offset. Before a change the layout is asked
    /// `shouldInvalidateLayout(forBoundsChange:)` and invalidated when it answers yes, as UIKit does.
    open override var bounds: CGRect {
        willSet {
            if newValue != bounds, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue) {
                collectionViewLayout.invalidateLayout(with: collectionViewLayout.invalidationContext(forBoundsChange: newValue))
            }
        }
    }

    /// The size of the content: the layout's `collectionViewContentSize`, read after preparing the layout if
    /// it is invalid. A size set by the app holds until the layout is prepared again (the next layout pass
    /// after an invalidation), as UIKit replaces it with the layout's.
    open override var contentSize: CGSize {
        get {
            collectionViewLayout.prepareIfNeeded()
            if let contentSizeOverride = layoutPass.contentSizeOverride, contentSizeOverride.layout == ObjectIdentifier(collectionViewLayout),
               contentSizeOverride.preparation == collectionViewLayout.preparationCount {
                return contentSizeOverride.size
            }
            return collectionViewLayout.collectionViewContentSize
        }
        set {
            collectionViewLayout.prepareIfNeeded()
            layoutPass.contentSizeOverride = (newValue, ObjectIdentifier(collectionViewLayout), collectionViewLayout.preparationCount)
        }
    }

    /// The object that hears about interaction and scrolling (UIKit's `UICollectionView.delegate`), held
    /// weakly. It is the same reference as the scroll view's `delegate`; a scroll-view delegate that is not a
    /// collection-view delegate reads as nil here but still hears about scrolling.
    open var delegate: (any UICollectionViewDelegate)? {
        get { delegateForScrolling as? any UICollectionViewDelegate }
        set { delegateForScrolling = newValue }
    }

    /// Whether the view asks ``prefetchDataSource`` to prefetch items ahead of scrolling (default `true`).
    open var isPrefetchingEnabled = true {
        didSet { if !isPrefetchingEnabled { cancelAllPrefetching() } }
    }

    /// The object asked to prefetch data for items about to be shown, held weakly. After each layout pass
    /// the view asks it for the items within one viewport beyond the visible rect in the direction of the
    /// last scroll (towards the end of the content before any scroll), and cancels the prefetched items that
    /// leave that area without having been shown. See `UICollectionView+Prefetching.swift`.
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
        didSet { if prefetchDataSource !== oldValue { prefetchState.removeAllPrefetched() } }
    }

    /// A view shown behind the content, filling the collection view (UIKit's `backgroundView`); headless it
    /// is sized to the view when set and at every layout pass, and is not one of the subviews.
    open var backgroundView: UIView? {
        didSet { backgroundView?.frame = CGRect(origin: .zero, size: bounds.size) }
    }

    /// Whether users can select items (default `true`); see ``isEditing`` for editing mode.
    open var allowsSelection = true
    /// Whether users can select more than one item (default `false`).
    open var allowsMultipleSelection = false
    /// Whether users can select items while the view is editing (default `false`, as UIKit documents:
    /// "The default value is false").
    open var allowsSelectionDuringEditing = false
    /// Whether users can select more than one item while the view is editing (default `false`).
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the view is in editing mode, which switches the selection rules to the
    /// `…DuringEditing` flags (default `false`). As in UIKit, the cells share it: their configuration state's
    /// `isEditing` follows, and list cells show the accessories meant for editing.
    @exclusivity(unchecked) open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            for cell in visibleElements.cellsByIndexPath.values where cell.hostState.isEditing != isEditing {
                cell.hostState.isEditing = isEditing
                cell.setNeedsUpdateConfiguration()
            }
        }
    }

    /// How the view reacts when a self-sizing cell calls `invalidateIntrinsicContentSize()` (iOS 16's
    /// default, ``SelfSizingInvalidation/enabledIncludingConstraints``); see `UICollectionView+SelfSizing.swift`.
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabledIncludingConstraints

    /// The measurer for text in this collection view's cells (nil: ``TextMeasuringRegistry/global``). Beyond UIKit.
    @exclusivity(unchecked) open var textMeasurer: (any TextMeasuring)?

    /// The object that supplies the collection view's data. Setting it discards the cached counts and
    /// visible views, like `reloadData()`.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// What to do when a batch update breaks UIKit's rules; UIKit raises, so the default stops.
    open var batchUpdateFailurePolicy: BatchUpdateFailurePolicy = .stop

    /// What to do when a dequeue breaks UIKit's rules (unregistered identifier, registration created
    /// inside a cell provider); UIKit raises, so the default stops.
    open var dequeueFailurePolicy: DequeueFailurePolicy = .stop

    /// Problems recorded instead of stopping (under the lenient policies) or skipped while laying out
    /// (attributes for elements that do not exist), oldest first.
    public internal(set) var diagnostics: [Diagnostic] = []

    /// Where this view's diagnostics go besides ``diagnostics``; nil: ``DiagnosticSink/current`` (beyond UIKit).
    public var diagnosticSink: DiagnosticSink?

    /// Every batch update applied to the view, oldest first, normalised into UIKit's index spaces (see
    /// ``BatchUpdate``). At most ``updateHistoryCapacity`` entries are kept.
    ///
    /// Beyond UIKit, for tests: `@_spi(Testing) import OpenCompositionalLayout`.
    @_spi(Testing) public var updateHistory: [BatchUpdate] { updates.history.entries }

    /// How many batch updates ``updateHistory`` keeps; older ones are dropped first. 0 turns recording off.
    ///
    /// Beyond UIKit, for tests: `@_spi(Testing) import OpenCompositionalLayout`.
    @_spi(Testing) open var updateHistoryCapacity: Int {
        get { updates.history.capacity }
        set { updates.history.setCapacity(newValue) }
    }

    // MARK: Storage shared by the extension files

    /// The item counts and what the next reload hands the layout.
    var data = DataState()
    /// The registered classes and the views waiting to be handed out again.
    var reuseQueues = ReuseQueues()
    /// The cells, supplementary and decoration views on screen.
    var visibleElements = VisibleElements()
    /// The selected items and the item highlighted by a touch in progress.
    var selection = SelectionState()
    /// The prefetched items and the scroll direction prefetching looks ahead in.
    var prefetchState = PrefetchState()
    /// A content size set by the app, a scroll target still to land, and the self-sizing pass number.
    var layoutPass = LayoutPassState()
    /// The batch being collected, the held display events, the update animations and the update history.
    var updates = BatchUpdateState()
    /// The cell being reconfigured and the attributes of the view being requested from the data source.
    var requests = ElementRequests()
    /// The interactive movement under way (see `UICollectionView+InteractiveMovement.swift`).
    var movement = InteractiveMovementState()
    /// The drag from the view, the drop over it and its drop placeholders (see `UICollectionView+DragAndDrop.swift`).
    var dragDrop = DragDropState()

    /// The object that starts drags from the items (UIKit's `dragDelegate`), held weakly.
    open weak var dragDelegate: (any UICollectionViewDragDelegate)?
    /// The object that takes drops on the view (UIKit's `dropDelegate`), held weakly.
    open weak var dropDelegate: (any UICollectionViewDropDelegate)?
    /// Whether the items can be dragged (UIKit's default: `true` on iPad, `false` on iPhone; headless the device is
    /// an iPhone, so `false`). Drops do not depend on it.
    open var dragInteractionEnabled = false
    /// How quickly items make room under a drag; stored (the headless drop moves nothing before it lands).
    open var reorderingCadence: ReorderingCadence = .immediate
    /// The number of the current self-sizing pass, so that a layout knows which pass its scroll anchor belongs to.
    package var selfSizingPassCounter: Int { layoutPass.selfSizingPass }
    /// Each orthogonal section's scroll position (see `UICollectionView+OrthogonalScrolling.swift`).
    var orthogonalScrollState = OrthogonalScrollState()

    /// How many data-source cell or supplementary requests are running on the main actor, over all
    /// collection views; registrations created while it is positive are flagged (UIKit raises when they are used).
    static var activeElementProviderCount = 0

    /// Creates a collection view with a frame and a layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.collectionViewLayout = layout
        super.init(frame: frame)
        providesContentEnvironment = true
        layout.attach(to: self)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a collection view without a layout, which UIKit refuses ("UICollectionView must be initialized with a
    /// non-nil layout parameter"): stops with that message under ``missingLayoutFailurePolicy`` `.stop` (the
    /// default); under `.record` sends a diagnostic and uses an empty `UICollectionViewLayout`. It exists, as
    /// UIKit's inherited initializers do, so subclasses can override `init()` and `init(frame:)` as on iOS.
    public override convenience init(frame: CGRect) {
        Self.missingLayoutFailurePolicy.reject("UICollectionView must be initialized with a non-nil layout parameter") {
            DiagnosticSink.current.receive(CollectionDiagnostics.Diagnostic(domain: .collectionView, kind: "missingLayout", message: $0))
        }
        self.init(frame: frame, collectionViewLayout: UICollectionViewLayout())
    }

    /// What a collection view made without a layout does (beyond UIKit): `.stop` with UIKit's message by default,
    /// `.record` to carry on with an empty layout (a base `UICollectionViewLayout`, which places nothing).
    public static var missingLayoutFailurePolicy: FailurePolicy = .stop

    /// The number of sections the view believes in: the data source's answer at the last reload
    /// (1 when it does not implement `numberOfSections(in:)`, 0 without a data source), changed by batch updates.
    ///
    /// - Complexity: O(1) once the counts are loaded; loading asks the data source once per section.
    open var numberOfSections: Int {
        loadItemCountsIfNeeded().count
    }

    /// The number of items the view believes `section` holds; 0 for a section out of range.
    ///
    /// - Complexity: O(1) once the counts are loaded.
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = loadItemCountsIfNeeded()
        guard section >= 0, section < counts.count else { return 0 }
        return counts[section]
    }

    /// Discards the cached counts, the selection and every visible view (they go back to their reuse queues,
    /// with `didEndDisplaying` callbacks); the next layout reads the data source again.
    ///
    /// - Complexity: O(v), v = number of visible views.
    open func reloadData() {
        handUpdateContextToLayout { context in
            context.reloadGeneration &+= 1
            context.reloadItemMapping = data.pendingReloadItemMapping
        }
        data.pendingReloadItemMapping = nil
        data.itemCounts = nil
        // A reload ends an interactive movement in progress where it is (the data source decides the order now).
        movement.active = nil
        dragDrop.removeAllPlaceholders()
        selection.removeAll()
        prefetchState.removeAllPrefetched()
        enqueueAllVisibleViews()
        collectionViewLayout.invalidateLayout()
        _checkInvariants()
    }

    /// Asks the next `reloadData()` to carry `mapping` (where each item before the reload is after it) into the
    /// layout's pass, so that what the layout keeps per item follows the item; nil items map by index.
    package func carryReloadItemMappingIntoNextReload(_ mapping: @escaping (IndexPath) -> IndexPath?) {
        data.pendingReloadItemMapping = mapping
    }

    /// Changes the update context with `change` and hands it to the layout: the one place it is written.
    func handUpdateContextToLayout(_ change: (inout UICollectionViewLayout.UpdateContext) -> Void) {
        // Changed on a copy: `change` may read the rest of the view's data state.
        var context = data.layoutUpdateContext
        change(&context)
        data.layoutUpdateContext = context
        collectionViewLayout.updateContext = context
    }

    /// Prepares the layout and realizes the elements in the visible rect (`bounds`); elements that left
    /// go back to their reuse queues. See `realizeVisibleElements()` in `UICollectionView+VisibleElements.swift`.
    /// Then updates prefetching (see ``prefetchDataSource``).
    ///
    /// - Complexity: O(k) plus the layout's rect queries, k = elements in the visible and prefetch rects.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = CGRect(origin: .zero, size: bounds.size)
        realizeVisibleElements()
        settlePendingScrollTarget()
        updatePrefetching()
    }

    /// Sets the content offset as the scroll view does; a ``scrollToItem(at:at:animated:)`` that has not landed
    /// yet is forgotten (the app scrolled elsewhere).
    open override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        layoutPass.pendingScrollTarget = nil
        super.setContentOffset(contentOffset, animated: animated)
    }

    /// A drag forgets a ``scrollToItem(at:at:animated:)`` that has not landed.
    override func userWillScroll() {
        layoutPass.pendingScrollTarget = nil
    }

    /// Lays out now: headless there is no deferred layout pass, so this always runs `layoutSubviews()`
    /// (between the owning view controller's `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`).
    /// Cells are placed by their attributes; those whose content is placed by constraints then lay out their
    /// subviews, as UIKit's pass does (the others are not visited).
    open override func layoutIfNeeded() {
        owningViewController?.viewWillLayoutSubviews()
        layoutSubviews()
        for view in subviews where view.autoLayoutState?.engine?.hasPendingLayout == true { view.layoutIfNeeded() }
        owningViewController?.viewDidLayoutSubviews()
    }

    /// A new safe area invalidates the layout (sections may be inset by it), as in UIKit.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        collectionViewLayout.invalidateLayout()
    }

    /// New layout margins invalidate the layout (sections may be inset by them, and inset-grouped lists
    /// align with them), as in UIKit.
    open override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        collectionViewLayout.invalidateLayout()
    }

    /// New traits invalidate the layout (a compositional layout's section provider sees them at the next
    /// pass), as in UIKit.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        collectionViewLayout.invalidateLayout()
    }

    /// Replaces the layout (UIKit's `setCollectionViewLayout(_:animated:)`); headless there is no animation.
    /// The new layout's `targetContentOffset(forProposedContentOffset:)` and then the delegate's
    /// `collectionView(_:targetContentOffsetForProposedContentOffset:)` may move the content offset, as in UIKit.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
        adjustContentOffsetAfterLayoutChange()
    }

    /// A released drag asks the layout where to come to rest (UIKit's
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`); see `simulateScroll(by:velocity:)`.
    override func restingContentOffset(forProposedContentOffset proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }

    /// The counts as the view believes them, read from the data source if not loaded yet.
    @discardableResult
    func loadItemCountsIfNeeded() -> [Int] {
        if let counts = data.itemCounts { return counts }
        let counts = dataSourceItemCounts()
        data.itemCounts = counts
        return counts
    }

    /// The counts the data source reports now (negative answers read as 0).
    func dataSourceItemCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    /// Checks the invariants of the view's state (in debug builds; a no-op otherwise): each owned state
    /// value's own (``VisibleElements/_checkInvariants()`` and the others), and that no queued view is on
    /// screen. Run after every batch update and reload.
    func _checkInvariants() {
        #if DEBUG
        visibleElements._checkInvariants()
        reuseQueues._checkInvariants()
        selection._checkInvariants()
        prefetchState._checkInvariants()
        updates._checkInvariants()
        requests._checkInvariants()
        movement._checkInvariants(itemCounts: data.itemCounts ?? [])
        dragDrop._checkInvariants(itemCounts: data.itemCounts ?? [])
        data._checkInvariants()
        layoutPass._checkInvariants(layout: ObjectIdentifier(collectionViewLayout), preparationCount: collectionViewLayout.preparationCount)
        for view in reuseQueues.queuedViews.values.joined() {
            if let cell = view as? UICollectionViewCell {
                precondition(visibleElements.indexPath(of: cell) == nil, "a queued cell is on screen")
            }
        }
        #endif
    }

    /// Appends a diagnostic and sends it to the view's sink.
    func record(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
        (diagnosticSink ?? .current).receive(diagnostic.diagnostic)
    }
}

/// The object that supplies a collection view's data (UIKit's `UICollectionViewDataSource`).
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of sections; optional, defaults to 1.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The supplementary view of `kind` at `indexPath`; optional.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
    /// Whether the item at `indexPath` may be moved interactively; optional, defaults to `true` (UIKit lets
    /// every item move when the data source implements ``collectionView(_:moveItemAt:to:)``).
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// An interactive movement ended with the item at `sourceIndexPath` at `destinationIndexPath`: the view
    /// already shows it there; update the model. Optional: without it the view ignores the reordering and puts
    /// the item back, as UIKit ignores reordering without it.
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    /// One section, as UIKit assumes when the data source does not say.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// A plain reusable view: UIKit would raise here; headless, an empty view is returned.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
    /// Every item may move (what UIKit answers when the data source implements `moveItemAt`).
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    /// Not implemented: the collection view notes it and puts the moved item back.
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        collectionView.movement.dataSourceIgnoredMove = true
    }
}
