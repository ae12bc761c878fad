import CollectionGeometry

/// Groups that differ from one another (self-sized items, a flow section's lines): one template per group, the
/// groups placed one after another along an axis.
///
/// A group's origin is the first group's plus the advances of the groups before it (each group's length plus the
/// spacing and outsets after it). The advances' sums per block of 64 groups sit in a Fenwick (binary indexed) tree,
/// and a group's origin is its block's start plus the advances before it in the block, added in order (so a rect
/// query walking the groups and a single-item query answer the same origin to the bit). A group changing
/// length moves every group after it in O(log(g / 64)), finding a group's origin costs O(log(g / 64) + 64), and moving the whole
/// run (a section above changed length) costs O(1).
///
/// A flow section's unmeasured items of one size, after its last measured one, need no group of their own: they
/// are a ``UniformTail`` of identical lines after the explicit groups, placed by arithmetic.
package struct ExplicitGroups: Sendable {
    /// A run of identical groups after the explicit ones, to the section's end: group `k` of the run shows items
    /// `firstItem + k · perGroup` onwards; the last may hold fewer and has a template of its own.
    package struct UniformTail: Sendable {
        /// The run's first item.
        package var firstItem: Int
        /// The items of the run (to the section's end).
        package var itemCount: Int
        /// The items of each group but maybe the last.
        package var perGroup: Int
        /// Every group's template but the last's.
        package var template: GroupTemplate
        /// The last group's template.
        package var lastTemplate: GroupTemplate

        /// The number of groups of the run.
        package var groupCount: Int { perGroup > 0 ? (itemCount + perGroup - 1) / perGroup : 0 }
    }

    /// The explicit groups' templates.
    package var templates: [GroupTemplate] = []
    /// The index of each explicit group's first item; sorted, so item lookups binary-search it.
    package var firstItems: [Int] = []
    /// The identical groups after the explicit ones, if any.
    package private(set) var tail: UniformTail?
    /// The axis groups advance along, and how far any group's drawing reaches before and after its origin on it.
    package var stepAxis: Axis = .vertical
    package var reachBefore: CGFloat = 0
    package var reachAfter: CGFloat = 0
    /// The measurements the groups were solved with.
    package var measurements: MeasuredSizeStore?
    /// A flow section's lines: what re-breaking them after a measurement needs (nil for other groups).
    package var flow: FlowLineState?

    /// The first group's origin.
    package private(set) var start: CGPoint = .zero
    /// Each group's advance: its length along the axis plus the outsets and the spacing after it.
    private var advances: [CGFloat] = []
    /// Fenwick tree of the advances' sums per block of ``blockSize`` groups, 1-based.
    private var tree: [CGFloat] = []
    /// Groups per block (a power of two).
    private static let blockShift = 6
    private static let blockSize = 1 << blockShift
    /// What the advances were made with: the spacing and the outsets (before, after) along the axis.
    private var spacing: CGFloat = 0
    private var outsets: (CGFloat, CGFloat) = (0, 0)
    /// Whether the advances and the tree describe the templates.
    private var isPlaced = false

    package init() {}

    /// Places the groups one after another along `axis`, `spacing` apart plus each group's edge-spacing outsets
    /// (before, after), the first at `origin`. Groups already placed with the same axis, spacing and outsets only
    /// move (an incremental pass that reuses them).
    ///
    /// - Complexity: O(g) the first time; O(1) when only the origin changes.
    package mutating func place(from origin: CGPoint, along axis: Axis, spacing: CGFloat, outsets: (CGFloat, CGFloat)) {
        if isPlaced, stepAxis == axis, self.spacing == spacing, self.outsets == outsets, advances.count == templates.count {
            start = origin
            return
        }
        stepAxis = axis
        start = origin
        self.spacing = spacing
        self.outsets = outsets
        advances = templates.map { advance(of: $0) }
        reachBefore = 0
        reachAfter = 0
        for template in templates { noteReach(of: template) }
        if let tail { noteReach(of: tail.template); noteReach(of: tail.lastTemplate) }
        buildTree()
        isPlaced = true
    }

    /// The number of groups: the explicit ones and the tail's.
    package var count: Int { templates.count + (tail?.groupCount ?? 0) }

    /// The template of group `group`.
    /// - Complexity: O(1).
    package func template(ofGroup group: Int) -> GroupTemplate {
        if group < templates.count { return templates[group] }
        guard let tail else { return .empty }
        return group == count - 1 ? tail.lastTemplate : tail.template
    }

    /// The first item of group `group`.
    /// - Complexity: O(1).
    package func firstItem(ofGroup group: Int) -> Int {
        if group < templates.count { return firstItems[group] }
        guard let tail else { return slotTotal }
        return tail.firstItem + (group - templates.count) * tail.perGroup
    }

    /// The origin of group `group` (`group` may be `count`: where a group after the last would start).
    /// - Complexity: O(log(g / 64) + 64).
    package func origin(ofGroup group: Int) -> CGPoint {
        var offset = prefix(min(group, templates.count))
        if group > templates.count, let tail {
            let tailGroups = group - templates.count
            let full = min(tailGroups, tail.groupCount - 1)
            offset += CGFloat(full) * advance(of: tail.template)
            if tailGroups == tail.groupCount { offset += advance(of: tail.lastTemplate) }
        }
        return point(at: offset)
    }

    /// The advance of group `group`: from its origin to the next group's.
    /// - Complexity: O(1).
    package func advance(ofGroup group: Int) -> CGFloat {
        group < advances.count ? advances[group] : advance(of: template(ofGroup: group))
    }

    /// Every group's origin, in order.
    /// - Complexity: O(g).
    package var allOrigins: [CGPoint] {
        var origins: [CGPoint] = []
        origins.reserveCapacity(count)
        var cursor = start
        for group in 0..<count {
            origins.append(cursor)
            let advance = advance(ofGroup: group)
            if stepAxis == .horizontal { cursor.x += advance } else { cursor.y += advance }
        }
        return origins
    }

    /// The sum of the groups' lengths along the axis.
    /// - Complexity: O(log(g / 64) + 64).
    package var totalLength: CGFloat {
        guard count > 0 else { return 0 }
        return origin(ofGroup: count).coordinate(along: stepAxis) - start.coordinate(along: stepAxis)
            - CGFloat(count) * (spacing + outsets.0 + outsets.1)
    }

    /// The first group whose origin is at or after `position` along the axis (`count` when none is). Advances must
    /// not be negative (as groups' origins never go back).
    /// - Complexity: O(log(g / 64) + 64).
    package func firstGroup(startingAtOrAfter position: CGFloat) -> Int {
        let target = position - start.coordinate(along: stepAxis)
        guard target > 0 else { return 0 }
        // Descend the tree for the most blocks whose advances sum to less than the target: the group sought is in
        // the next block, or starts the one after it.
        var node = 0
        var remaining = target
        var step = 1
        while step << 1 < tree.count { step <<= 1 }
        while step > 0 {
            let next = node + step
            if next < tree.count, tree[next] < remaining {
                node = next
                remaining -= tree[next]
            }
            step >>= 1
        }
        // Walk block `node` from its start, as `prefix(_:)` adds.
        var group = min(node << Self.blockShift, templates.count)
        var offset = blockPrefix(node)
        let blockEnd = min(group + Self.blockSize, templates.count)
        while group < blockEnd, offset < target {
            offset += advances[group]
            group += 1
        }
        if group < templates.count || offset >= target { return group }
        guard let tail, tail.groupCount > 0 else { return count }
        // Past the explicit groups: the tail's groups advance evenly from where the explicit ones end.
        let tailAdvance = advance(of: tail.template)
        guard tailAdvance > 0 else { return templates.count }
        let steps = ((target - prefix(templates.count)) / tailAdvance).rounded(.up)
        return steps >= CGFloat(tail.groupCount) ? count : templates.count + max(0, Int(steps))
    }

    /// Calls `body` with each group from `first` on and its origin, in order, until it returns false: the origins
    /// are the ones ``origin(ofGroup:)`` answers, to the bit, found in O(1) each after the first.
    /// - Complexity: O(log g + 64) for the first group, O(1) for each after it.
    package func forEachGroup(from first: Int, _ body: (_ group: Int, _ origin: CGPoint) -> Bool) {
        var group = max(first, 0)
        guard group < count else { return }
        var offset = prefix(min(group, templates.count))
        while group < templates.count {
            // A block's first group starts where `prefix(_:)` starts the block.
            if group & (Self.blockSize - 1) == 0 { offset = blockPrefix(group >> Self.blockShift) }
            guard body(group, point(at: offset)) else { return }
            offset += advances[group]
            group += 1
        }
        guard let tail, group < count else { return }
        let base = prefix(templates.count)
        let tailAdvance = advance(of: tail.template)
        while group < count {
            guard body(group, point(at: base + CGFloat(group - templates.count) * tailAdvance)) else { return }
            group += 1
        }
    }

    /// The point `offset` along the axis from the first group's origin.
    private func point(at offset: CGFloat) -> CGPoint {
        stepAxis == .horizontal ? CGPoint(x: start.x + offset, y: start.y) : CGPoint(x: start.x, y: start.y + offset)
    }

    /// The group holding item `item`.
    /// - Complexity: O(log g).
    package func group(containing item: Int) -> Int {
        if let tail, item >= tail.firstItem, tail.perGroup > 0 {
            return templates.count + min((item - tail.firstItem) / tail.perGroup, tail.groupCount - 1)
        }
        var low = 0, high = firstItems.count
        while low + 1 < high {
            let mid = (low + high) / 2
            if firstItems[mid] <= item { low = mid } else { high = mid }
        }
        return low
    }

    /// The number of items all groups hold.
    package var slotTotal: Int {
        if let tail { return tail.firstItem + tail.itemCount }
        return (firstItems.last ?? 0) + (templates.last?.slotCount ?? 0)
    }

    /// Makes the items from `tail.firstItem` on a run of identical groups after the explicit ones (nil: none).
    package mutating func setTail(_ tail: UniformTail?) {
        self.tail = tail
        if let tail { noteReach(of: tail.template); noteReach(of: tail.lastTemplate) }
    }

    /// Appends an explicit group after the others (before the tail, which the caller shortens).
    /// - Complexity: O(log(g / 64) + 64).
    package mutating func appendGroup(_ template: GroupTemplate, firstItem: Int) {
        templates.append(template)
        firstItems.append(firstItem)
        noteReach(of: template)
        guard isPlaced else { return }
        let value = advance(of: template)
        advances.append(value)
        let group = advances.count - 1
        if group & (Self.blockSize - 1) == 0 {
            // A new block: its tree node covers blocks i − lowbit(i) + 1 through i (1-based), their sum.
            let index = (group >> Self.blockShift) + 1
            tree.append(blockPrefix(index - 1) + value - blockPrefix(index - (index & -index)))
        } else {
            addToTree(value, at: group)
        }
    }

    /// Replaces the groups in `range` with `replacements` (their first items `replacementFirstItems`): the groups
    /// after them move by the change of length. Returns that change.
    ///
    /// - Complexity: O(log g) per group when as many groups come in as go; O(g) otherwise.
    @discardableResult
    package mutating func replaceGroups(_ range: Range<Int>, with replacements: [GroupTemplate], firstItems replacementFirstItems: [Int]) -> CGFloat {
        let before = prefix(range.upperBound) - prefix(range.lowerBound)
        for template in replacements { noteReach(of: template) }
        if replacements.count == range.count {
            for (offset, template) in replacements.enumerated() {
                let group = range.lowerBound + offset
                templates[group] = template
                firstItems[group] = replacementFirstItems[offset]
                let change = advance(of: template) - advances[group]
                advances[group] += change
                if change != 0 { addToTree(change, at: group) }
            }
        } else {
            templates.replaceSubrange(range, with: replacements)
            firstItems.replaceSubrange(range, with: replacementFirstItems)
            advances.replaceSubrange(range, with: replacements.map { advance(of: $0) })
            buildTree()
        }
        return prefix(range.lowerBound + replacements.count) - prefix(range.lowerBound) - before
    }

    /// The groups moved by `distance` along `axis`.
    /// - Complexity: O(1).
    package func shifted(by distance: CGFloat, along axis: Axis) -> ExplicitGroups {
        var copy = self
        if axis == .horizontal { copy.start.x += distance } else { copy.start.y += distance }
        return copy
    }

    // MARK: The tree

    private func advance(of template: GroupTemplate) -> CGFloat {
        template.size.length(along: stepAxis) + outsets.0 + outsets.1 + spacing
    }

    private mutating func noteReach(of template: GroupTemplate) {
        reachBefore = max(reachBefore, -template.bounds.minimum(along: stepAxis))
        reachAfter = max(reachAfter, template.bounds.maximum(along: stepAxis))
    }

    /// Builds the tree from the advances in O(g).
    private mutating func buildTree() {
        let blocks = (advances.count + Self.blockSize - 1) >> Self.blockShift
        tree = [CGFloat](repeating: 0, count: blocks + 1)
        for (group, advance) in advances.enumerated() { tree[(group >> Self.blockShift) + 1] += advance }
        for node in stride(from: 1, to: tree.count, by: 1) {
            let parent = node + (node & -node)
            if parent < tree.count { tree[parent] += tree[node] }
        }
    }

    /// Adds `change` to the sum of group `group`'s block.
    private mutating func addToTree(_ change: CGFloat, at group: Int) {
        var node = (group >> Self.blockShift) + 1
        while node < tree.count {
            tree[node] += change
            node += node & -node
        }
    }

    /// The sum of the advances of blocks `0..<block`.
    private func blockPrefix(_ block: Int) -> CGFloat {
        var sum: CGFloat = 0
        var node = min(block, tree.count - 1)
        while node > 0 {
            sum += tree[node]
            node -= node & -node
        }
        return sum
    }

    /// The sum of the advances of groups `0..<group`: its block's start plus the advances before it in the block,
    /// added in order.
    /// - Complexity: O(log(g / 64) + 64).
    private func prefix(_ group: Int) -> CGFloat {
        let block = group >> Self.blockShift
        var sum = blockPrefix(block)
        var index = block << Self.blockShift
        while index < group, index < advances.count {
            sum += advances[index]
            index += 1
        }
        return sum
    }
}
