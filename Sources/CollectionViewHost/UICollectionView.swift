import CollectionGeometry

/// A headless collection view (UIKit's `UICollectionView`): bounds, scrolling state, data source and
/// layout, cell reuse, visible elements and batch updates, without drawing.
///
/// The view keeps the section and item counts it believes in, as UIKit does: they are read from the data
/// source at the first layout (or first count query) after creation or `reloadData()`, and changed only
/// by batch updates. The layout sees those counts through ``numberOfSections`` and
/// ``numberOfItems(inSection:)``. The facets live in extension files: registration and reuse
/// (`UICollectionView+Reuse.swift`), visible elements (`+VisibleElements.swift`), scrolling
/// (`+Scrolling.swift`) and batch updates (`+BatchUpdates.swift`).
@MainActor
open class UICollectionView: UIView {
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

    /// The layout that positions the collection view's elements. Setting it invalidates the new layout.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.attach(to: nil)
            collectionViewLayout.attach(to: self)
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

    /// The offset of the visible region from the content's origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Extra space around the content, set by the app.
    open var contentInset: UIEdgeInsets = .zero

    /// The content inset plus the safe-area insets (UIKit's `.automatic` adjustment behaviour).
    open var adjustedContentInset: UIEdgeInsets {
        UIEdgeInsets(top: contentInset.top + safeAreaInsets.top, left: contentInset.left + safeAreaInsets.left,
                     bottom: contentInset.bottom + safeAreaInsets.bottom, right: contentInset.right + safeAreaInsets.right)
    }

    /// The size of the content, from the layout.
    open var contentSize: CGSize {
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.collectionViewContentSize
    }

    /// Whether the view prefetches cells ahead of scrolling. Stored for compatibility; headless views
    /// realize only the visible rect, so the flag has no effect.
    open var isPrefetchingEnabled = true
    /// The measurer for text in this collection view's cells (nil: ``TextMeasuringRegistry/global``). Beyond UIKit.
    open var textMeasurer: (any TextMeasuring)?

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

    /// Every batch update applied to the view, oldest first, normalised into UIKit's index spaces (see
    /// ``BatchUpdate``). At most ``updateHistoryCapacity`` entries are kept.
    public internal(set) var updateHistory: [BatchUpdate] = []

    /// How many batch updates ``updateHistory`` keeps; older ones are dropped first. 0 turns recording off.
    open var updateHistoryCapacity = 1_000

    // MARK: Storage shared by the extension files

    /// Item counts per section as the view believes them; nil until loaded from the data source.
    var cachedItemCounts: [Int]?
    /// Cell classes by reuse identifier.
    var registeredCellClasses: [String: UICollectionViewCell.Type] = [:]
    /// Supplementary view classes by element kind, then reuse identifier.
    var registeredSupplementaryClasses: [String: [String: UICollectionReusableView.Type]] = [:]
    /// Views waiting to be handed out again, by queue.
    var reuseQueues: [ReuseKey: [UICollectionReusableView]] = [:]
    /// The cells on screen, by index path.
    var visibleCellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
    /// The index path of each visible cell, by cell identity (for `indexPath(for:)` in O(1)).
    var indexPathsByCell: [ObjectIdentifier: IndexPath] = [:]
    /// The supplementary views on screen.
    var visibleSupplementaryViewsByElement: [ElementKey: UICollectionReusableView] = [:]
    /// The decoration views on screen.
    var visibleDecorationViewsByElement: [ElementKey: UICollectionReusableView] = [:]
    /// The batch being collected while an update block runs.
    var pendingBatch: PendingBatch?
    /// The index path whose cell is being reconfigured, and that cell: while set, dequeueing for that
    /// index path hands the existing cell back (UIKit's reconfigure contract).
    var reconfiguration: (indexPath: IndexPath, cell: UICollectionViewCell)?

    /// How many data-source cell or supplementary requests are running on the main actor, over all
    /// collection views; registrations created while it is positive are flagged (UIKit raises when they are used).
    static var activeElementProviderCount = 0

    /// Creates a collection view with a frame and a layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.collectionViewLayout = layout
        super.init(frame: frame)
        layout.attach(to: self)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

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

    /// Discards the cached counts and every visible view (they go back to their reuse queues); the next
    /// layout reads the data source again.
    ///
    /// - Complexity: O(v), v = number of visible views.
    open func reloadData() {
        cachedItemCounts = nil
        enqueueAllVisibleViews()
        collectionViewLayout.invalidateLayout()
    }

    /// Prepares the layout and realizes the elements in the visible rect (`bounds`); elements that left
    /// go back to their reuse queues. See `realizeVisibleElements()` in `UICollectionView+VisibleElements.swift`.
    ///
    /// - Complexity: O(k) plus the layout's rect query, k = elements in the visible rect.
    open override func layoutSubviews() {
        super.layoutSubviews()
        realizeVisibleElements()
    }

    /// Lays out now: headless there is no deferred layout pass, so this always runs `layoutSubviews()`.
    open override func layoutIfNeeded() {
        layoutSubviews()
    }

    /// Replaces the layout (UIKit's `setCollectionViewLayout(_:animated:)`); headless there is no animation.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// The counts as the view believes them, read from the data source if not loaded yet.
    @discardableResult
    func loadItemCountsIfNeeded() -> [Int] {
        if let cachedItemCounts { return cachedItemCounts }
        let counts = dataSourceItemCounts()
        cachedItemCounts = counts
        return counts
    }

    /// The counts the data source reports now (negative answers read as 0).
    func dataSourceItemCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    /// Appends a diagnostic.
    func record(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }
}

/// The object that supplies a collection view's data (UIKit's `UICollectionViewDataSource`).
@MainActor
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
}

extension UICollectionViewDataSource {
    /// One section, as UIKit assumes when the data source does not say.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// A plain reusable view: UIKit would raise here; headless, an empty view is returned.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
}
