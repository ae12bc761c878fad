import CollectionGeometry

/// The difference between two sectioned lists, expressed as the batch updates a collection view performs
/// to animate from one to the other.
///
/// Each element is a ``Stage``: one `performBatchUpdates` worth of section and item operations in UIKit's
/// index semantics, plus the data the data source must report while (and after) that batch runs. Apply the
/// stages in order:
///
/// ```swift
/// for stage in changeset {
///     collectionView.performBatchUpdates {
///         dataSource.data = (stage.sections, stage.itemArrays)   // post-batch counts, UIKit rule
///         collectionView.deleteSections(IndexSet(stage.sectionDeletes))
///         collectionView.insertSections(IndexSet(stage.sectionInserts))
///         for move in stage.sectionMoves { collectionView.moveSection(move.source, toSection: move.destination) }
///         collectionView.deleteItems(at: stage.itemDeletes)
///         collectionView.insertItems(at: stage.itemInserts)
///         for move in stage.itemMoves { collectionView.moveItem(at: move.source, to: move.destination) }
///     }
///     // Post-pass, in the stage's new index space (nothing structural moves any more):
///     collectionView.reloadSections(IndexSet(stage.sectionReloads))
///     collectionView.reloadItems(at: stage.itemReloads)
///     collectionView.reconfigureItems(at: stage.itemReconfigures)
/// }
/// ```
///
/// Staging follows UIKit's batch-update rules (deletes and reloads in the old index space, inserts in the new
/// one, moves from old to new; see BatchUpdateRules in the host's documentation):
/// - In the common case there is **one** stage.
/// - A section that moves never shares a batch with item changes inside it (UIKit corrupts its state
///   otherwise, b.2). Among the minimal sets of section moves the diff picks one that keeps sections with
///   item changes in place; only when every minimal set moves such a section does the changeset have
///   **two** stages: first the section deletes and every item change, with sections still in their old
///   relative order; then the section inserts and section moves.
/// - Reloads and reconfigures are never part of the structural batch (a reload is a delete plus an insert to
///   UIKit, so it conflicts with moves and deletes of the same path). They ride on the **last** stage,
///   expressed in that stage's *new* index space, and are performed after its structural batch.
///
/// An empty changeset (no stages) means nothing on screen changes: the data source may switch to the new
/// data without telling the view.
public struct StagedChangeset<SectionIdentifier: Hashable, ItemIdentifier: Hashable> {
    /// The stages, to be performed in order, each as its own batch update.
    public var stages: [Stage]

    /// Creates a changeset from explicit stages.
    @inlinable
    public init(stages: [Stage] = []) {
        self.stages = stages
    }
}

extension StagedChangeset {
    /// One batch update of a ``StagedChangeset`` and the data the collection view shows after it.
    ///
    /// Index spaces follow UIKit's `performBatchUpdates` rules: ``sectionDeletes`` and ``itemDeletes`` are
    /// indices in the data *before* this stage (the previous stage's data, or the old data for the first
    /// stage); ``sectionInserts`` and ``itemInserts`` are indices in this stage's ``sections`` /
    /// ``itemArrays``; moves go from the before-space to the after-space. ``sectionReloads``,
    /// ``itemReloads`` and ``itemReconfigures`` are a post-pass in the *after* space (this stage's data),
    /// performed once the structural batch has finished.
    public struct Stage {
        /// Section identifiers after this stage; the data source reports them from the start of the batch.
        public var sections: [SectionIdentifier]
        /// Items of each section after this stage, parallel to ``sections``.
        public var itemArrays: [[ItemIdentifier]]

        /// Sections to delete, ascending, in the before-space.
        public var sectionDeletes: [Int]
        /// Sections to insert, ascending, in the after-space. Items of an inserted section arrive with it;
        /// there are no item inserts inside it.
        public var sectionInserts: [Int]
        /// Sections to move, before-space → after-space, ordered by destination. A moved section has no item
        /// operations in the same stage.
        public var sectionMoves: [ChangesetMove<Int>]
        /// Sections to reload (cells and supplementary views re-requested), ascending, after-space; post-pass.
        public var sectionReloads: [Int]

        /// Items to delete, ascending, before-space. Items of a deleted section go with it and are not listed.
        public var itemDeletes: [IndexPath]
        /// Items to insert, ascending, after-space.
        public var itemInserts: [IndexPath]
        /// Items to move, before-space → after-space, ordered by destination. Minimal: the items that keep
        /// their relative order within their section (a longest increasing subsequence) never move.
        public var itemMoves: [ChangesetMove<IndexPath>]
        /// Items whose cells are re-created, ascending, after-space; post-pass.
        public var itemReloads: [IndexPath]
        /// Items whose existing cells are reconfigured in place, ascending, after-space; post-pass.
        public var itemReconfigures: [IndexPath]
        /// The item operations as keys, when the diff made the stage (package API; empty otherwise).
        @usableFromInline package var packedItemPositions = PackedItemPositions()

        /// Creates a stage. Every operation list defaults to empty.
        @inlinable
        public init(
            sections: [SectionIdentifier],
            itemArrays: [[ItemIdentifier]],
            sectionDeletes: [Int] = [],
            sectionInserts: [Int] = [],
            sectionMoves: [ChangesetMove<Int>] = [],
            sectionReloads: [Int] = [],
            itemDeletes: [IndexPath] = [],
            itemInserts: [IndexPath] = [],
            itemMoves: [ChangesetMove<IndexPath>] = [],
            itemReloads: [IndexPath] = [],
            itemReconfigures: [IndexPath] = []
        ) {
            self.sections = sections
            self.itemArrays = itemArrays
            self.sectionDeletes = sectionDeletes
            self.sectionInserts = sectionInserts
            self.sectionMoves = sectionMoves
            self.sectionReloads = sectionReloads
            self.itemDeletes = itemDeletes
            self.itemInserts = itemInserts
            self.itemMoves = itemMoves
            self.itemReloads = itemReloads
            self.itemReconfigures = itemReconfigures
        }

        /// Whether the stage deletes, inserts or moves any section or item (the part performed as a batch).
        ///
        /// - Complexity: O(1).
        @inlinable
        public var hasStructuralChanges: Bool {
            !sectionDeletes.isEmpty || !sectionInserts.isEmpty || !sectionMoves.isEmpty
                || !itemDeletes.isEmpty || !itemInserts.isEmpty || !itemMoves.isEmpty
        }

        /// Whether the stage reloads or reconfigures anything (the post-pass).
        ///
        /// - Complexity: O(1).
        @inlinable
        public var hasPostPassChanges: Bool {
            !sectionReloads.isEmpty || !itemReloads.isEmpty || !itemReconfigures.isEmpty
        }

        /// The number of operations in the stage, structural and post-pass.
        ///
        /// - Complexity: O(1).
        @inlinable
        public var changeCount: Int {
            sectionDeletes.count + sectionInserts.count + sectionMoves.count + sectionReloads.count
                + itemDeletes.count + itemInserts.count + itemMoves.count
                + itemReloads.count + itemReconfigures.count
        }
    }
}

extension StagedChangeset: RandomAccessCollection {
    /// The position of the first stage (always 0).
    @inlinable public var startIndex: Int { 0 }
    /// One past the last stage.
    @inlinable public var endIndex: Int { stages.count }
    /// The stage at `position`.
    ///
    /// - Complexity: O(1).
    @inlinable public subscript(position: Int) -> Stage { stages[position] }
}

extension StagedChangeset {
    /// The number of operations over all stages.
    ///
    /// - Complexity: O(s), s = number of stages (at most two).
    @inlinable
    public var changeCount: Int { stages.reduce(0) { $0 + $1.changeCount } }
}

extension StagedChangeset: Equatable {}
extension StagedChangeset.Stage: Equatable {
    /// Whether two stages hold the same data and operations (the keys the diff hands on are a copy of the
    /// operations and take no part).
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sections == rhs.sections && lhs.itemArrays == rhs.itemArrays
            && lhs.sectionDeletes == rhs.sectionDeletes && lhs.sectionInserts == rhs.sectionInserts
            && lhs.sectionMoves == rhs.sectionMoves && lhs.sectionReloads == rhs.sectionReloads
            && lhs.itemDeletes == rhs.itemDeletes && lhs.itemInserts == rhs.itemInserts && lhs.itemMoves == rhs.itemMoves
            && lhs.itemReloads == rhs.itemReloads && lhs.itemReconfigures == rhs.itemReconfigures
    }
}
extension StagedChangeset: Sendable where SectionIdentifier: Sendable, ItemIdentifier: Sendable {}
extension StagedChangeset.Stage: Sendable where SectionIdentifier: Sendable, ItemIdentifier: Sendable {}

extension StagedChangeset.Stage: CustomStringConvertible {
    /// A compact listing of the stage's non-empty operation lists, e.g.
    /// `secMov[2→0] del[[0, 1]] ins[[0, 2]]`.
    public var description: String {
        var parts: [String] = []
        func add<T>(_ name: String, _ values: [T]) {
            if !values.isEmpty { parts.append("\(name)\(values)") }
        }
        add("secDel", sectionDeletes)
        add("secIns", sectionInserts)
        add("secMov", sectionMoves)
        add("del", itemDeletes)
        add("ins", itemInserts)
        add("mov", itemMoves)
        add("secRel", sectionReloads)
        add("rel", itemReloads)
        add("cfg", itemReconfigures)
        return parts.isEmpty ? "(no changes)" : parts.joined(separator: " ")
    }
}
