extension NSDiffableDataSourceSectionSnapshot {
    /// Appends items as the last children of `parent` (`nil`: at the root level). Stops with UIKit's
    /// message when an item is supplied twice or already exists, or when `parent` is absent.
    ///
    /// - Complexity: O(*k*) on average.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        do { try _validatedAppend(items, to: parent) } catch { Self._stop(error) }
    }

    /// Throwing twin of ``append(_:to:)``; the snapshot is unchanged on error.
    ///
    /// - Complexity: O(*k*) on average.
    @_spi(Checked) public mutating func checkedAppend(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) throws(SnapshotValidationError) {
        try _validatedAppend(items, to: parent)
    }

    /// The work of ``checkedAppend`` and of the UIKit-named call that stops on its error.
    mutating func _validatedAppend(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) throws(SnapshotValidationError) {
        let operation = "append(_:to:)"
        if let parent, _nodes[parent] == nil { throw Self._notFound(parent, operation: operation) }
        try _checkNew(items, operation: operation)
        _attach(Self(trustedRootItems: items), parent: parent, at: nil)
    }

    /// Inserts items as siblings just before `item`. Stops when `item` is absent or an identifier is duplicated.
    ///
    /// - Complexity: O(*k* + *c*), *c* = number of siblings.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        do { try _validatedInsert(items, before: item) } catch { Self._stop(error) }
    }

    /// Throwing twin of ``insert(_:before:)-(_,ItemIdentifierType)``.
    ///
    /// - Complexity: O(*k* + *c*).
    @_spi(Checked) public mutating func checkedInsert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) throws(SnapshotValidationError) {
        try _validatedInsert(items, before: item)
    }

    /// The work of ``checkedInsert`` and of the UIKit-named call that stops on its error.
    mutating func _validatedInsert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) throws(SnapshotValidationError) {
        try _insert(Self(trustedRootItems: items), flat: items, next: item, after: false, operation: "insert(_:before:)")
    }

    /// Inserts items as siblings just after `item`. Stops when `item` is absent or an identifier is duplicated.
    ///
    /// - Complexity: O(*k* + *c*).
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        do { try _validatedInsert(items, after: item) } catch { Self._stop(error) }
    }

    /// Throwing twin of ``insert(_:after:)-(_,ItemIdentifierType)``.
    ///
    /// - Complexity: O(*k* + *c*).
    @_spi(Checked) public mutating func checkedInsert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) throws(SnapshotValidationError) {
        try _validatedInsert(items, after: item)
    }

    /// The work of ``checkedInsert`` and of the UIKit-named call that stops on its error.
    mutating func _validatedInsert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) throws(SnapshotValidationError) {
        try _insert(Self(trustedRootItems: items), flat: items, next: item, after: true, operation: "insert(_:after:)")
    }

    /// Inserts the trees of `snapshot` (its root items, with their descendants and expansion states) as
    /// siblings just before `item`.
    ///
    /// - Complexity: O(*m* + *c*), *m* = size of `snapshot`.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType) {
        do { try _validatedInsert(snapshot, before: item) } catch { Self._stop(error) }
    }

    /// Throwing twin of ``insert(_:before:)-(NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,_)``.
    ///
    /// - Complexity: O(*m* + *c*).
    @_spi(Checked) public mutating func checkedInsert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                                       before item: ItemIdentifierType) throws(SnapshotValidationError) {
        try _validatedInsert(snapshot, before: item)
    }

    /// The work of ``checkedInsert`` and of the UIKit-named call that stops on its error.
    mutating func _validatedInsert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                                       before item: ItemIdentifierType) throws(SnapshotValidationError) {
        try _insert(snapshot, flat: nil, next: item, after: false, operation: "insert(_:before:)")
    }

    /// Inserts the trees of `snapshot` as siblings just after `item`.
    ///
    /// - Complexity: O(*m* + *c*).
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType) {
        do { try _validatedInsert(snapshot, after: item) } catch { Self._stop(error) }
    }

    /// Throwing twin of ``insert(_:after:)-(NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,_)``.
    ///
    /// - Complexity: O(*m* + *c*).
    @_spi(Checked) public mutating func checkedInsert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                                       after item: ItemIdentifierType) throws(SnapshotValidationError) {
        try _validatedInsert(snapshot, after: item)
    }

    /// The work of ``checkedInsert`` and of the UIKit-named call that stops on its error.
    mutating func _validatedInsert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                                       after item: ItemIdentifierType) throws(SnapshotValidationError) {
        try _insert(snapshot, flat: nil, next: item, after: true, operation: "insert(_:after:)")
    }

    /// Replaces the descendants of `parent` with the trees of `snapshot`. Stops when `parent` is absent
    /// or `snapshot` holds an identifier that stays elsewhere in this snapshot.
    ///
    /// - Complexity: O(*m* + *d*), *d* = number of replaced descendants.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        do { try _validatedReplace(childrenOf: parent, using: snapshot) } catch { Self._stop(error) }
    }

    /// Throwing twin of ``replace(childrenOf:using:)``.
    ///
    /// - Complexity: O(*m* + *d*).
    @_spi(Checked) public mutating func checkedReplace(childrenOf parent: ItemIdentifierType,
                                        using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) throws(SnapshotValidationError) {
        try _validatedReplace(childrenOf: parent, using: snapshot)
    }

    /// The work of ``checkedReplace`` and of the UIKit-named call that stops on its error.
    mutating func _validatedReplace(childrenOf parent: ItemIdentifierType,
                                        using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) throws(SnapshotValidationError) {
        let operation = "replace(childrenOf:using:)"
        guard let parentNode = _nodes[parent] else { throw Self._notFound(parent, operation: operation) }
        // The old descendants leave, so the new subtree may reuse their identifiers.
        var leaving = Set<ItemIdentifierType>()
        for child in parentNode.children { leaving.formUnion(_subtree(child)) }
        let incoming = snapshot.items
        let duplicates = incoming.filter { _nodes[$0] != nil && !leaving.contains($0) }
        guard duplicates.isEmpty else { throw Self._duplicates(duplicates, operation: operation) }
        for item in leaving {
            _nodes[item] = nil
            _expanded.remove(item)
        }
        _nodes[parent]!.children = []
        _attach(snapshot, parent: parent, at: nil)
    }

    /// Deletes items **and their descendants**. Unknown identifiers are ignored.
    ///
    /// - Complexity: O(*m* + *c*) per deleted item, *m* = its subtree, *c* = its siblings.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items {
            guard let node = _nodes[item] else { continue } // already gone (unknown, or inside a deleted subtree)
            if let parent = node.parent {
                _nodes[parent]!.children.removeAll { $0 == item }
            } else {
                _roots.removeAll { $0 == item }
            }
            for doomed in _subtree(item) {
                _nodes[doomed] = nil
                _expanded.remove(doomed)
            }
        }
    }

    /// Removes every item.
    ///
    /// - Complexity: O(1) (storage is released).
    public mutating func deleteAll() {
        self = Self()
    }

    /// Expands parents: their children become visible when they are. Absent items are ignored.
    ///
    /// - Complexity: O(*k*) on average.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where _nodes[item] != nil { _expanded.insert(item) }
    }

    /// Collapses parents: their descendants are hidden. Absent items are ignored.
    ///
    /// - Complexity: O(*k*) on average.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { _expanded.remove(item) }
    }

    // MARK: - Cores

    mutating func _insert(_ forest: Self, flat: [ItemIdentifierType]?, next item: ItemIdentifierType,
                          after: Bool, operation: String) throws(SnapshotValidationError) {
        guard let anchorNode = _nodes[item] else { throw Self._notFound(item, operation: operation) }
        if let flat { try _checkNew(flat, operation: operation) } else { try _checkNew(forest.items, operation: operation) }
        let siblings = anchorNode.parent.map { _nodes[$0]!.children } ?? _roots
        let offset = siblings.firstIndex(of: item)!
        _attach(forest, parent: anchorNode.parent, at: after ? offset + 1 : offset)
    }

    /// Checks that `items` are distinct and absent from the snapshot (one hashing pass).
    func _checkNew(_ items: [ItemIdentifierType], operation: String) throws(SnapshotValidationError) {
        var seen = Set<ItemIdentifierType>(minimumCapacity: items.count)
        var duplicates: [ItemIdentifierType] = []
        var reported = Set<ItemIdentifierType>()
        for item in items where (!seen.insert(item).inserted || _nodes[item] != nil) && reported.insert(item).inserted {
            duplicates.append(item)
        }
        guard duplicates.isEmpty else { throw Self._duplicates(duplicates, operation: operation) }
    }

    /// Adds the trees of `forest` under `parent` at sibling position `position` (nil: the end). Trusted.
    mutating func _attach(_ forest: Self, parent: ItemIdentifierType?, at position: Int?) {
        for root in forest._roots { forest._copySubtree(root, into: &self, parent: parent) }
        if let parent {
            let index = position ?? _nodes[parent]!.children.count
            _nodes[parent]!.children.insert(contentsOf: forest._roots, at: index)
        } else {
            _roots.insert(contentsOf: forest._roots, at: position ?? _roots.count)
        }
    }

    static func _duplicates(_ items: [ItemIdentifierType], operation: String) -> SnapshotValidationError {
        let names = items.map { String(describing: $0) }
        return SnapshotValidationError(kind: .duplicateSectionSnapshotItems, identifiers: names, operation: operation,
                                       message: SnapshotMessages.duplicateSectionSnapshotItems(names))
    }
}

extension NSDiffableDataSourceSectionSnapshot {
    /// Checks the tree's invariants and stops on the first violation (for tests, after every mutation):
    /// every node reachable exactly once from the roots, parent and child links agreeing, expanded items present.
    ///
    /// - Complexity: O(*n*).
    @_spi(Testing) public func _checkInvariants() {
        var seen = Set<ItemIdentifierType>()
        var stack: [(item: ItemIdentifierType, parent: ItemIdentifierType?)] = _roots.map { ($0, nil) }
        while let (item, parent) = stack.popLast() {
            precondition(seen.insert(item).inserted, "item \(item) reachable twice")
            guard let node = _nodes[item] else { preconditionFailure("item \(item) has no node") }
            precondition(node.parent == parent, "item \(item) records parent \(String(describing: node.parent)), linked under \(String(describing: parent))")
            for child in node.children { stack.append((child, item)) }
        }
        precondition(seen.count == _nodes.count, "\(_nodes.count - seen.count) nodes unreachable from the roots")
        for item in _expanded { precondition(_nodes[item] != nil, "expanded item \(item) is absent") }
    }
}
