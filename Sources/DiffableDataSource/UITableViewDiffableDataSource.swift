import CollectionDiagnostics
import CollectionGeometry
import CollectionViewHost
import DiffableData
import Foundation

/// The object that manages a table view's data and drives its updates from snapshots (UIKit's
/// `UITableViewDiffableDataSource`): the same snapshots and the same diff as
/// `UICollectionViewDiffableDataSource`, performed as the table's batch updates.
///
/// It becomes the table's data source. Subclasses override the `UITableViewDataSource` methods it implements
/// (header and footer titles, editing, moving, the section index), as Apple's samples do.
@MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    /// Makes the cell for an item: return a cell dequeued from the table (nil is a programmer error).
    public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    /// The table this data source feeds (not retained, as in UIKit).
    public private(set) weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var data = SnapshotIndex<SectionIdentifierType, ItemIdentifierType>()

    /// The animation of rows inserted, deleted and reloaded by ``apply(_:animatingDifferences:completion:)``
    /// (default `.automatic`). Headless, it changes no frame.
    public var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// What happens on a programmer error UIKit raises for (not UIKit API); stops by default.
    public var failurePolicy: DiffableDataSourceFailurePolicy = .stop
    /// Where this data source's diagnostics go; nil: ``DiagnosticSink/current`` (beyond UIKit).
    public var diagnosticSink: DiagnosticSink?

    /// Creates a data source for `tableView` and makes itself its data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: - Snapshots

    /// A copy of the current data.
    ///
    /// - Complexity: O(1) (copy on write).
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        data.current
    }

    /// Updates the table to show `snapshot`: the difference from the current data is performed as the table's
    /// batch updates (inserts, deletes and moves, then reloads and reconfigures), with
    /// ``defaultRowAnimation``. Always diffs (iOS 15's behaviour); `completion` runs once, when done
    /// (headless: before this returns).
    ///
    /// - Complexity: O(n) expected for the diff, plus the table's work per batch.
    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        if animatingDifferences { applyDiffing(to: snapshot) } else { UIView.performWithoutAnimation { applyDiffing(to: snapshot) } }
        completion?()
    }

    /// Updates the table to show `snapshot` and returns when done (iOS 15).
    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                      animatingDifferences: Bool = true) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Shows `snapshot` by reloading the table: no diff, no animation (iOS 15).
    public func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                             completion: (() -> Void)? = nil) {
        data.setCurrent(snapshot)
        tableView?.reloadData()
        completion?()
    }

    private func applyDiffing(to target: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        let changeset = StagedChangeset(
            oldSections: data.current.sectionIdentifiers, oldItemArrays: data.current.itemArrays,
            newSections: target.sectionIdentifiers, newItemArrays: target.itemArrays,
            reloadedItems: target.reloadedItemSet, reconfiguredItems: target.reconfiguredItemSet,
            reloadedSections: target.reloadedSectionSet)
        guard let tableView, !changeset.isEmpty else {
            data.setCurrent(target)
            return
        }
        let animation = defaultRowAnimation
        for stage in changeset {
            let staged = NSDiffableDataSourceSnapshot(sections: stage.sections, itemArrays: stage.itemArrays)
            if stage.hasStructuralChanges {
                // The data switches to the stage's when the batch block ends, as the table then checks it.
                tableView.performBatchUpdates {
                    if !stage.sectionDeletes.isEmpty { tableView.deleteSections(IndexSet(stage.sectionDeletes), with: animation) }
                    if !stage.sectionInserts.isEmpty { tableView.insertSections(IndexSet(stage.sectionInserts), with: animation) }
                    for move in stage.sectionMoves { tableView.moveSection(move.source, toSection: move.destination) }
                    if !stage.itemDeletes.isEmpty { tableView.deleteRows(at: stage.itemDeletes, with: animation) }
                    if !stage.itemInserts.isEmpty { tableView.insertRows(at: stage.itemInserts, with: animation) }
                    for move in stage.itemMoves { tableView.moveRow(at: move.source, to: move.destination) }
                    self.data.setCurrent(staged)
                }
            } else {
                data.setCurrent(staged)
            }
            if stage.hasPostPassChanges {
                tableView.performBatchUpdates {
                    if !stage.sectionReloads.isEmpty { tableView.reloadSections(IndexSet(stage.sectionReloads), with: animation) }
                    if !stage.itemReloads.isEmpty { tableView.reloadRows(at: stage.itemReloads, with: animation) }
                    if !stage.itemReconfigures.isEmpty { tableView.reconfigureRows(at: stage.itemReconfigures) }
                }
            }
        }
        data.setCurrent(target)
    }

    // MARK: - Lookups

    /// The item at `indexPath`, or nil when out of range.
    ///
    /// - Complexity: O(1).
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { data.itemIdentifier(for: indexPath) }

    /// The index path of `identifier`, or nil when absent.
    ///
    /// - Complexity: O(1) on average plus O(log s) for s sections.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { data.indexPath(for: itemIdentifier) }

    /// The section identifier at `index`, or nil when out of range.
    ///
    /// - Complexity: O(1).
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { data.sectionIdentifier(for: index) }

    /// The index of `sectionIdentifier`'s section, or nil when absent.
    ///
    /// - Complexity: O(1) on average.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { data.current.indexOfSection(sectionIdentifier) }

    // MARK: - UITableViewDataSource

    /// The number of sections of the current data.
    open func numberOfSections(in tableView: UITableView) -> Int { data.current.numberOfSections }

    /// The number of rows in `section` of the current data (0 out of range).
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        let arrays = data.current.itemArrays
        return arrays.indices.contains(section) ? arrays[section].count : 0
    }

    /// The cell from the cell provider. A nil cell is UIKit's exception "UITableView dataSource returned a nil
    /// cell…"; under the lenient policy a plain cell is returned with a diagnostic.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
        let message = "UITableView dataSource returned a nil cell for row at index path: \(indexPath). "
            + "Table view: \(tableView), dataSource: \(self)"
        guard failurePolicy == .record else { fatalError(message) }
        (diagnosticSink ?? .current).receive(Diagnostic(domain: .diffableDataSource, kind: "nilCell", message: message,
                                                        indexPath: indexPath))
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No header title; subclasses override it.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title; subclasses override it.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// No row is editable unless a subclass says so (UIKit's diffable data source answers `false`).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// No row moves unless a subclass says so.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing; subclasses commit deletions by applying a snapshot.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Does nothing; subclasses adopt the move by applying a snapshot.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    /// No section index.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// The title's own position.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}
