/// The items of one section, possibly as a tree (an outline), with each parent's expansion state
/// (UIKit's `NSDiffableDataSourceSectionSnapshot`, iOS 14+).
///
/// Item identifiers are unique within a section snapshot. ``items`` lists every item depth first,
/// parents before their children; ``visibleItems`` leaves out the descendants of collapsed parents and is
/// what a collection view shows when the snapshot is applied to a section. Parents start collapsed
/// (Apple's outline samples always call ``expand(_:)`` explicitly).
///
/// Misuse UIKit ends with an exception (duplicate identifiers, a missing parent or anchor) stops with
/// UIKit's message; each such operation has a `checked…` twin that throws ``SnapshotValidationError`` and
/// leaves the snapshot unchanged.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    typealias Item = ItemIdentifierType

    /// One item's place in the tree.
    struct Node {
        var parent: ItemIdentifierType?
        var children: [ItemIdentifierType] = []
    }

    /// Top-level items in order.
    var _roots: [ItemIdentifierType] = []
    /// Every item's parent and children.
    var _nodes: [ItemIdentifierType: Node] = [:]
    /// Items whose children are shown.
    var _expanded: Set<ItemIdentifierType> = []

    /// Creates an empty section snapshot.
    ///
    /// - Complexity: O(1).
    public init() {}

    /// Creates a flat section snapshot from items the caller knows to be unique (no validation).
    package init(trustedRootItems items: [ItemIdentifierType]) {
        _roots = items
        _nodes.reserveCapacity(items.count)
        for item in items { _nodes[item] = Node(parent: nil) }
    }

    // MARK: - Queries

    /// Every item, depth first, parents before children.
    ///
    /// - Complexity: O(*n*).
    public var items: [ItemIdentifierType] { _flatten(onlyVisible: false) }

    /// The top-level items.
    ///
    /// - Complexity: O(1).
    public var rootItems: [ItemIdentifierType] { _roots }

    /// The items whose every ancestor is expanded, in display order.
    ///
    /// - Complexity: O(*v*), *v* = number of visible items.
    public var visibleItems: [ItemIdentifierType] { _flatten(onlyVisible: true) }

    /// The expanded items, in ``items`` order.
    ///
    /// - Complexity: O(*n*).
    public var expandedItems: [ItemIdentifierType] {
        _expanded.isEmpty ? [] : items.filter { _expanded.contains($0) }
    }

    /// Whether the snapshot holds `item`.
    ///
    /// - Complexity: O(1) on average.
    public func contains(_ item: ItemIdentifierType) -> Bool { _nodes[item] != nil }

    /// The index of `item` in ``items``, or nil when absent.
    ///
    /// - Complexity: O(*n*).
    public func index(of item: ItemIdentifierType) -> Int? {
        guard _nodes[item] != nil else { return nil }
        return items.firstIndex(of: item)
    }

    /// The depth of `item`: 0 for root items, one more per ancestor; -1 when absent (UIKit's value for an
    /// absent item is undocumented).
    ///
    /// - Complexity: O(*d*), *d* = depth.
    public func level(of item: ItemIdentifierType) -> Int {
        guard var node = _nodes[item] else { return -1 }
        var level = 0
        while let parent = node.parent, let parentNode = _nodes[parent] {
            level += 1
            node = parentNode
        }
        return level
    }

    /// The parent of `item`, or nil for root items and absent items.
    ///
    /// - Complexity: O(1) on average.
    public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? { _nodes[item]?.parent }

    /// Whether `item` is expanded (its children shown when it is visible).
    ///
    /// - Complexity: O(1) on average.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { _expanded.contains(item) }

    /// Whether `item` is shown: present, and every ancestor expanded.
    ///
    /// - Complexity: O(*d*).
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard var node = _nodes[item] else { return false }
        while let parent = node.parent {
            guard _expanded.contains(parent), let parentNode = _nodes[parent] else { return false }
            node = parentNode
        }
        return true
    }

    /// A new section snapshot holding the subtree below `parent` (with `parent` as its only root when
    /// `includingParent` is true); expansion states are kept. Stops with a message when `parent` is absent.
    ///
    /// - Complexity: O(*m*), *m* = size of the subtree.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        do { return try _validatedSnapshot(of: parent, includingParent: includingParent) } catch { Self._stop(error) }
    }

    /// Throwing twin of ``snapshot(of:includingParent:)``.
    ///
    /// - Complexity: O(*m*).
    @_spi(Checked) public func checkedSnapshot(of parent: ItemIdentifierType,
                                includingParent: Bool = false) throws(SnapshotValidationError) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        try _validatedSnapshot(of: parent, includingParent: includingParent)
    }

    /// The work of ``checkedSnapshot`` and of the UIKit-named call that stops on its error.
    func _validatedSnapshot(of parent: ItemIdentifierType,
                                includingParent: Bool = false) throws(SnapshotValidationError) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        guard let parentNode = _nodes[parent] else {
            throw Self._notFound(parent, operation: "snapshot(of:includingParent:)")
        }
        var result = Self()
        result._roots = includingParent ? [parent] : parentNode.children
        for root in result._roots { _copySubtree(root, into: &result, parent: nil) }
        return result
    }

    /// A picture of the tree, one item a line, indented by level; `+` marks an expanded parent, `-` a
    /// collapsed one, `•` a leaf.
    ///
    /// - Complexity: O(*n*).
    public func visualDescription() -> String {
        var lines = ["<NSDiffableDataSourceSectionSnapshot: \(_nodes.count) items, \(visibleItems.count) visible>"]
        var stack: [(item: ItemIdentifierType, level: Int)] = _roots.reversed().map { ($0, 0) }
        while let (item, level) = stack.popLast() {
            let children = _nodes[item]?.children ?? []
            let mark = children.isEmpty ? "•" : (_expanded.contains(item) ? "+" : "-")
            lines.append(String(repeating: "  ", count: level) + "\(mark) \(item)")
            stack.append(contentsOf: children.reversed().map { ($0, level + 1) })
        }
        return lines.joined(separator: "\n")
    }

    // MARK: - Helpers

    /// Depth-first, pre-order walk (iterative: outlines can be deep).
    func _flatten(onlyVisible: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(onlyVisible ? _roots.count : _nodes.count)
        var stack: [ItemIdentifierType] = _roots.reversed()
        while let item = stack.popLast() {
            result.append(item)
            if onlyVisible && !_expanded.contains(item) { continue }
            if let children = _nodes[item]?.children, !children.isEmpty { stack.append(contentsOf: children.reversed()) }
        }
        return result
    }

    /// Copies `item` and its descendants (with expansion state) into `target`, under `parent`.
    func _copySubtree(_ item: ItemIdentifierType, into target: inout Self, parent: ItemIdentifierType?) {
        var stack: [(item: ItemIdentifierType, parent: ItemIdentifierType?)] = [(item, parent)]
        while let (current, currentParent) = stack.popLast() {
            let children = _nodes[current]?.children ?? []
            target._nodes[current] = Node(parent: currentParent, children: children)
            if _expanded.contains(current) { target._expanded.insert(current) }
            for child in children { stack.append((child, current)) }
        }
    }

    /// Every item in `item`'s subtree, `item` first.
    func _subtree(_ item: ItemIdentifierType) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        var stack = [item]
        while let current = stack.popLast() {
            result.append(current)
            if let children = _nodes[current]?.children { stack.append(contentsOf: children.reversed()) }
        }
        return result
    }

    static func _notFound(_ item: ItemIdentifierType, operation: String) -> SnapshotValidationError {
        let name = String(describing: item)
        return SnapshotValidationError(kind: .itemNotFound, identifiers: [name], operation: operation,
                                       message: SnapshotMessages.itemNotFound(name))
    }

    static func _stop(_ error: SnapshotValidationError) -> Never {
        // fatalError, not preconditionFailure: the message must survive optimised builds.
        fatalError(error.message)
    }
}

extension NSDiffableDataSourceSectionSnapshot: Sendable where ItemIdentifierType: Sendable {}
extension NSDiffableDataSourceSectionSnapshot.Node: Sendable where ItemIdentifierType: Sendable {}
