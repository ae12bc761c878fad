import CollectionGeometry
import CollectionDiagnostics
import CollectionViewHost
import DiffableData
import Foundation

/// The object that manages a collection view's data and drives its updates from snapshots
/// (UIKit's `UICollectionViewDiffableDataSource`).
///
/// It becomes the collection view's data source. ``apply(_:animatingDifferences:completion:)`` diffs the
/// current data against the new snapshot (always — iOS 15 semantics, even without animation) and drives
/// the collection view only through its batch-update API, stage by stage, switching the data it reports
/// to each stage's intermediate data at the start of that stage's batch; reloads and reconfigures follow
/// as a post-pass in the new index space.
///
/// Lookups (``itemIdentifier(for:)``, ``indexPath(for:)``, ``sectionIdentifier(for:)``, ``index(for:)``)
/// are O(1) on average, as UIKit documents.
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource {
    /// Makes the cell for an item: return a cell dequeued from the collection view (`nil` is a programmer error).
    public typealias CellProvider = @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view of a kind at an index path.
    public typealias SupplementaryViewProvider = @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    @usableFromInline typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    @usableFromInline typealias SectionSnapshot = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>

    /// The collection view this data source feeds (UIKit does not retain it either).
    @usableFromInline weak var collectionView: UICollectionView?
    let cellProvider: CellProvider

    /// Makes supplementary views (headers, footers, …) for the collection view.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// Handlers that control expanding and collapsing items of section snapshots.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// Handlers that control interactive reordering.
    public var reorderingHandlers = ReorderingHandlers()

    /// What happens on a programmer error UIKit raises for (not UIKit API); stops by default.
    public var failurePolicy: DiffableDataSourceFailurePolicy = .stop

    /// Problems recorded under ``FailurePolicy/record`` (not UIKit API).
    public internal(set) var diagnostics: [DiffableDataSourceDiagnostic] = [] {
        didSet {
            // Each newly recorded diagnostic also goes to the sink.
            guard diagnostics.count > oldValue.count else { return }
            let sink = diagnosticSink ?? .current
            for diagnostic in diagnostics[oldValue.count...] { sink.receive(diagnostic.diagnostic) }
        }
    }

    /// Where this data source's diagnostics go besides ``diagnostics``; nil: ``DiagnosticSink/current``
    /// (beyond UIKit).
    public var diagnosticSink: DiagnosticSink?

    /// The data the collection view is told about right now (a stage's intermediate data during apply).
    @inlinable var current: Snapshot { data.current }
    /// The current data and its lookup offsets (see ``setCurrent(_:)``).
    @usableFromInline var data = SnapshotIndex<SectionIdentifierType, ItemIdentifierType>()
    /// The current data for nonisolated readers (`description`); O(1) to update (copy on write).
    @usableFromInline nonisolated let publishedData = PublishedSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// Section snapshots applied with `apply(_:to:)`, keeping hierarchy and expansion.
    @usableFromInline var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]

    /// Creates a data source for `collectionView` and makes itself its data source.
    ///
    /// - Parameters:
    ///   - collectionView: The view to feed.
    ///   - cellProvider: Makes each item's cell; called from `collectionView(_:cellForItemAt:)`.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: - Snapshots

    /// A copy of the data source's current data (reload and reconfigure marks are not carried: they were
    /// consumed by the apply that set them).
    ///
    /// - Complexity: O(1) (copy on write).
    @inlinable
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        current
    }

    /// The section snapshot of `section`: the hierarchy and expansion state last applied to it with
    /// ``apply(_:to:animatingDifferences:completion:)``, or its items as root items. Empty when the
    /// section is absent.
    ///
    /// - Complexity: O(*m*), *m* = items of the section.
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let stored = sectionSnapshots[section] { return stored }
        guard let index = current.indexOfSection(section) else { return SectionSnapshot() }
        return SectionSnapshot(trustedRootItems: current.itemArrays[index])
    }

    // MARK: - Lookups

    /// The item at `indexPath`, or nil when out of range.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        data.itemIdentifier(for: indexPath)
    }

    /// The index path of `identifier`, or nil when absent.
    ///
    /// - Complexity: O(1) on average (one hash lookup in the snapshot's position table, built once per
    ///   apply) plus O(log *s*) to find the section among *s* sections.
    @inlinable
    public func indexPath(for identifier: ItemIdentifierType) -> IndexPath? {
        data.indexPath(for: identifier)
    }

    /// The section identifier at `index`, or nil when out of range.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        data.sectionIdentifier(for: index)
    }

    /// The index of `identifier`'s section, or nil when absent.
    ///
    /// - Complexity: O(1) on average.
    @inlinable
    public func index(for identifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(identifier)
    }

    // MARK: - UICollectionViewDataSource

    /// The number of sections in the current data.
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        current.numberOfSections
    }

    /// The number of items in `section` of the current data (0 out of range).
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        let arrays = current.itemArrays
        return arrays.indices.contains(section) ? arrays[section].count : 0
    }

    /// The cell from the cell provider. A nil cell stops with UIKit's message (or, under
    /// ``FailurePolicy/record``, is recorded and replaced with a placeholder).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath) else {
            return placeholderCell(in: collectionView, at: indexPath, kind: .nilCell,
                                   message: Self.nilCellMessage(indexPath), identifiers: [])
        }
        if let cell = cellProvider(collectionView, indexPath, item) { return cell }
        return placeholderCell(in: collectionView, at: indexPath, kind: .nilCell,
                               message: Self.nilCellMessage(indexPath), identifiers: [String(describing: item)])
    }

    /// The supplementary view from ``supplementaryViewProvider``. A missing provider or a nil view is
    /// recorded and answered with a placeholder view (UIKit's behaviour here is undocumented).
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        diagnostics.append(DiffableDataSourceDiagnostic(
            kind: .nilSupplementaryView,
            message: "UICollectionView dataSource returned a nil supplementary view of kind \(kind) at index path: \(Self.describe(indexPath))",
            indexPath: indexPath))
        return UICollectionReusableView(frame: .zero)
    }

    /// Whether the item at `indexPath` may move: ``ReorderingHandlers/canReorderItem`` decides; without it, no.
    ///
    /// - Complexity: O(1) plus the handler.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        canReorderItem(at: indexPath)
    }

    /// The user moved an item interactively (the collection view already shows the new order): adopts it,
    /// calling ``ReorderingHandlers/willReorder`` and ``ReorderingHandlers/didReorder`` with the transaction.
    /// Index paths out of range are ignored.
    ///
    /// - Complexity: O(*n*) to build the transaction's differences.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        reorderItem(at: sourceIndexPath, to: destinationIndexPath)
    }

    /// Debug summary: the class and, when read on the main thread, the current data.
    nonisolated open override var description: String {
        // `NSObject.description` is nonisolated; read the data through the lock-guarded copy.
        let data = publishedData.snapshot
        return "<UICollectionViewDiffableDataSource: \(data.numberOfSections) sections, \(data.numberOfItems) items: \(data)>"
    }

    // MARK: - Helpers

    /// UIKit's text for a nil cell (`NSIndexPath` described as `{length = 2, path = s - i}`).
    static func nilCellMessage(_ indexPath: IndexPath) -> String {
        "UICollectionView dataSource returned a nil cell for item at index path: \(describe(indexPath))"
    }

    static func describe(_ indexPath: IndexPath) -> String {
        "{length = \(indexPath.count), path = \(indexPath.map(String.init).joined(separator: " - "))}"
    }

    /// Stops with `message`, or records it and returns a placeholder cell under the lenient policy.
    func placeholderCell(in collectionView: UICollectionView, at indexPath: IndexPath,
                         kind: DiffableDataSourceDiagnostic.Kind, message: String, identifiers: [String]) -> UICollectionViewCell {
        guard failurePolicy == .record else { fatalError(message) }
        diagnostics.append(DiffableDataSourceDiagnostic(kind: kind, message: message, identifiers: identifiers, indexPath: indexPath))
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.placeholderReuseIdentifier)
        return collectionView.dequeueReusableCell(withReuseIdentifier: Self.placeholderReuseIdentifier, for: indexPath)
    }

    /// Reuse identifier of the placeholder cell handed out under the lenient policy.
    static var placeholderReuseIdentifier: String { "OpenCompositionalLayout.DiffableDataSource.placeholder" }

    /// Makes `snapshot` the data the collection view is told about (flags stripped), and the lookup offsets.
    @inlinable
    func setCurrent(_ snapshot: Snapshot) {
        data.setCurrent(snapshot)
        publishedData.snapshot = data.current
    }
}

/// A snapshot shared with nonisolated readers under a lock.
@usableFromInline
final class PublishedSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: @unchecked Sendable {
    @usableFromInline let lock = NSLock()
    @usableFromInline var stored = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    @usableFromInline init() {}

    @inlinable
    var snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); defer { lock.unlock() }; stored = newValue }
    }
}
