import DiffableData

/// The change an interactive reorder made to a diffable data source (UIKit's
/// `NSDiffableDataSourceTransaction`), handed to ``UICollectionViewDiffableDataSource/ReorderingHandlers``.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The data source's snapshot before the reorder.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The data source's snapshot after the reorder.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The difference between all items (flattened, section by section) before and after.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// One transaction per section whose items changed.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    /// Creates a transaction.
    package init(initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                 finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                 difference: CollectionDifference<ItemIdentifierType>,
                 sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]) {
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        self.difference = difference
        self.sectionTransactions = sectionTransactions
    }
}

/// The change an interactive reorder made to one section (UIKit's `NSDiffableDataSourceSectionTransaction`).
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The section that changed.
    public let sectionIdentifier: SectionIdentifierType
    /// The section's snapshot before the reorder.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's snapshot after the reorder.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The difference between the section's items before and after.
    public let difference: CollectionDifference<ItemIdentifierType>

    /// Creates a section transaction.
    package init(sectionIdentifier: SectionIdentifierType,
                 initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                 finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                 difference: CollectionDifference<ItemIdentifierType>) {
        self.sectionIdentifier = sectionIdentifier
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        self.difference = difference
    }
}

extension NSDiffableDataSourceTransaction: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
extension NSDiffableDataSourceSectionTransaction: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
