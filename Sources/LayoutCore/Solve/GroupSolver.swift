import CollectionGeometry

/// One item a custom group's provider returns: its frame relative to the group's origin and its z-index.
public struct CustomItemFrame: Sendable, Hashable {
    /// The item's frame, relative to the group's origin.
    public var frame: CGRect
    /// The item's stacking order.
    public var zIndex: Int

    /// Creates a custom item.
    public init(frame: CGRect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// Asks a custom group's item provider for its items: the provider's number (`GroupSpec.Kind.custom(n)`),
/// the group's size and its content insets.
public typealias CustomFrameSource = (_ provider: Int, _ groupSize: CGSize, _ groupInsets: NSDirectionalEdgeInsets) -> [CustomItemFrame]

/// A solved item or group, relative to its own origin.
package struct SolvedSubtree {
    package var size: CGSize
    package var slotFrames: [CGRect] = []
    package var slotZIndices: [Int] = []
    package var supplementaries: [TemplateSupplementary] = []

    /// Appends `child` placed at `origin`.
    mutating func append(_ child: SolvedSubtree, at origin: CGPoint) {
        let base = slotFrames.count
        if !child.slotZIndices.isEmpty || !slotZIndices.isEmpty {
            if slotZIndices.isEmpty { slotZIndices = Array(repeating: 0, count: base) }
            slotZIndices += child.slotZIndices.isEmpty ? Array(repeating: 0, count: child.slotFrames.count) : child.slotZIndices
        }
        slotFrames += child.slotFrames.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
        supplementaries += child.supplementaries.map {
            var moved = $0
            moved.frame = moved.frame.offsetBy(dx: origin.x, dy: origin.y)
            moved.anchorSlot += base
            return moved
        }
    }
}

/// Solves items and groups (pure: the same spec and container always give the same subtree).
///
/// Groups arrange their subitems by their kind: the fill rule (`subitems:`), equal shares
/// (`subitem:count:`), exact repetition (`repeatingSubitem:count:`) or a custom provider.
package struct GroupSolver {
    /// The most slots one group may hold; beyond it the group is cut with a diagnostic.
    package static let maximumSlotsPerGroup = 100_000

    package var log: DiagnosticLog
    let customFrames: CustomFrameSource
    /// Sizes measured for items of the section being solved, by item index: the self-sizing seam.
    /// A measured size replaces an item's estimate on its estimated (or uniform) axes only.
    package var measuredSizes: [Int: CGSize] = [:]
    private var customCache: [CustomCacheKey: [CustomItemFrame]] = [:]
    /// The last section group solved without a diagnostic, its container and whether it was indexed for an
    /// orthogonal section: consecutive sections with the same group (the common case of a section provider)
    /// reuse its template instead of solving it again.
    package var lastSectionTemplate: (spec: ItemSpec, container: CGSize, orthogonal: Bool, template: GroupTemplate)?

    private struct CustomCacheKey: Hashable {
        var provider: Int
        var width: CGFloat, height: CGFloat
        var insets: NSDirectionalEdgeInsets
    }

    package init(log: DiagnosticLog, customFrames: @escaping CustomFrameSource) {
        self.log = log
        self.customFrames = customFrames
    }

    /// Solves `item` in a parent whose effective content size is `container`; its first item slot shows
    /// the section's item `firstDataIndex` (which only matters for measured sizes).
    package mutating func solve(_ item: ItemSpec, in container: CGSize, firstDataIndex: Int = 0) -> SolvedSubtree {
        let box = log.resolve(item.size, in: container, item.group == nil ? "Item size" : "Group size", at: .current)
        guard let group = item.group else { return solveLeaf(item, box: box, dataIndex: firstDataIndex) }
        return solveGroup(item, group, box: box, firstDataIndex: firstDataIndex)
    }

    private mutating func solveLeaf(_ item: ItemSpec, box estimatedBox: CGSize, dataIndex: Int) -> SolvedSubtree {
        var box = estimatedBox
        if let measured = measuredSizes[dataIndex] {
            // Self-sizing: the measured size wins on estimated axes; fractional and absolute axes keep theirs.
            if item.size.width.isEstimated, measured.width.isFinite, measured.width >= 0 { box.width = measured.width }
            if item.size.height.isEstimated, measured.height.isFinite, measured.height >= 0 { box.height = measured.height }
        }
        let insets = log.finite(item.contentInsets, "Item contentInsets", at: .current)
        // Insets shrink the final frame after placement; not on an estimated axis (UIKit header).
        let frame = CGRect(origin: .zero, size: box).insetBy(insets, ignoringWidth: item.size.width.isEstimated,
                                                            ignoringHeight: item.size.height.isEstimated)
        var subtree = SolvedSubtree(size: box, slotFrames: [frame])
        subtree.supplementaries = supplementaries(item.supplementaries, host: frame)
        return subtree
    }

    /// Item and group supplementaries resolve their size against the host's frame and sit on it by anchors.
    private mutating func supplementaries(_ specs: [SupplementarySpec], host: CGRect) -> [TemplateSupplementary] {
        specs.enumerated().map { index, spec in
            let size = log.resolve(spec.size, in: host.size, "Supplementary '\(spec.elementKind)' size", at: .supplementaryItem(index))
            let frame = AnchorPlacement.frame(size: size, host: host, containerAnchor: spec.containerAnchor, itemAnchor: spec.itemAnchor)
                .insetBy(log.finite(spec.contentInsets, "Supplementary contentInsets", at: .supplementaryItem(index)),
                         ignoringWidth: spec.size.width.isEstimated, ignoringHeight: spec.size.height.isEstimated)
            return TemplateSupplementary(elementKind: spec.elementKind, frame: frame, zIndex: spec.zIndex, anchorSlot: 0)
        }
    }

    private mutating func solveGroup(_ item: ItemSpec, _ group: GroupSpec, box: CGSize, firstDataIndex: Int) -> SolvedSubtree {
        let insets = log.finite(item.contentInsets, "Group contentInsets", at: .current)
        // A group's container is its resolved size inset by its content insets.
        let content = CGRect(x: insets.leading, y: insets.top,
                             width: max(0, box.width - insets.leading - insets.trailing),
                             height: max(0, box.height - insets.top - insets.bottom))
        var subtree: SolvedSubtree
        switch group.kind {
        case .horizontal(let repetition):
            subtree = arrange(group, repetition: repetition, axis: .horizontal, content: content, firstDataIndex: firstDataIndex)
        case .vertical(let repetition):
            subtree = arrange(group, repetition: repetition, axis: .vertical, content: content, firstDataIndex: firstDataIndex)
        case .custom(let provider):
            subtree = custom(provider: provider, box: box, insets: insets)
        }
        // An estimated axis takes the extent of what the group holds (self-sizing), not its estimate.
        var size = box
        if case .custom = group.kind {
            let extent = subtree.slotFrames.reduce(CGRect.zero) { $0.union($1) }
            if item.size.width.isEstimated { size.width = max(0, extent.maxX) }
            if item.size.height.isEstimated { size.height = max(0, extent.maxY) }
        } else {
            if item.size.width.isEstimated { size.width = subtree.size.width + insets.leading + insets.trailing }
            if item.size.height.isEstimated { size.height = subtree.size.height + insets.top + insets.bottom }
        }
        subtree.size = size
        if !group.subitems.isEmpty || !subtree.slotFrames.isEmpty {
            subtree.supplementaries += supplementaries(item.supplementaries, host: CGRect(origin: .zero, size: size))
        }
        return subtree
    }

    // MARK: Horizontal and vertical groups

    /// One child placed along the group's axis.
    private struct Placement {
        var spec: ItemSpec
        /// Which of the group's subitems it is.
        var subitem: Int
        var firstDataIndex: Int
        var subtree: SolvedSubtree
        var edges: EdgeSpacingSpec
        var length: CGFloat
        var crossLength: CGFloat
    }

    private mutating func arrange(_ group: GroupSpec, repetition: GroupRepetition, axis: Axis, content: CGRect,
                                  firstDataIndex: Int) -> SolvedSubtree {
        guard !group.subitems.isEmpty else {
            log.record(.emptyGroup, "A \(axis == .horizontal ? "horizontal" : "vertical") group has no subitems; it holds no items.",
                       at: .current)
            return SolvedSubtree(size: .zero)
        }
        let limit = content.size.length(along: axis)
        let spacing = group.interItemSpacing.map {
            SpacingSpec(value: max(0, log.finite($0.value, "interItemSpacing", at: .current, .interItemSpacing)), isFlexible: $0.isFlexible)
        }
        let gap = spacing?.value ?? 0
        var placements: [Placement] = []

        switch repetition {
        case .fill:
            placements = fill(group.subitems, axis: axis, content: content.size, limit: limit, gap: gap, firstDataIndex: firstDataIndex)
        case .count(let requested):
            let count = clampedCount(requested, initializer: "count:")
            // count: forces the subitem's main dimension to an equal share of the content after spacing
            // (UIKit header: "the group auto-calculates the actual item width"); the subitem's own is ignored.
            let subitem = group.subitems[0]
            let edgeSum = main(subitem.edgeSpacing, axis: axis)
            let share = max(0, (limit - gap * CGFloat(count - 1) - CGFloat(count) * edgeSum) / CGFloat(count))
            var forced = subitem
            if axis == .horizontal { forced.size.width = .absolute(share) } else { forced.size.height = .absolute(share) }
            placements = copies(of: forced, count: count, axis: axis, content: content.size, firstDataIndex: firstDataIndex)
        case .repeating(let requested):
            let count = clampedCount(requested, initializer: "repeatingSubitem:count:")
            placements = copies(of: group.subitems[0], count: count, axis: axis, content: content.size, firstDataIndex: firstDataIndex)
            let used = placements.reduce(0) { $0 + $1.length + main($1.edges, axis: axis) } + gap * CGFloat(count - 1)
            if used > limit + fitTolerance(for: limit) {
                log.record(.repeatingItemsOverflow,
                           "\(count) repeated items need \(used) points but the group has \(limit); they overflow the group.", at: .current)
            }
        }
        equalizeUniformSiblings(&placements, axis: axis, content: content.size)
        return position(placements, axis: axis, content: content, spacing: spacing)
    }

    /// `count` copies of `item`: solved once, unless measured sizes make each copy different.
    /// `requested` as a usable repetition count: at least 1 and at most ``maximumSlotsPerGroup``, with a
    /// diagnostic naming the group's initializer when it had to change.
    private mutating func clampedCount(_ requested: Int, initializer: String) -> Int {
        if requested <= 0 {
            log.record(.invalidCount, "A group made with \(initializer) \(requested) must hold at least one item; count 1 is used.",
                       at: .current, .count)
            return 1
        }
        if requested > Self.maximumSlotsPerGroup {
            log.record(.tooManySlots,
                       "A group made with \(initializer) \(requested) exceeds \(Self.maximumSlotsPerGroup) items; it is cut there.",
                       at: .current, .count)
            return Self.maximumSlotsPerGroup
        }
        return requested
    }

    private mutating func copies(of item: ItemSpec, count: Int, axis: Axis, content: CGSize, firstDataIndex: Int) -> [Placement] {
        // The group's one subitem.
        log.enterSubitem(0)
        defer { log.leaveSubitem() }
        if measuredSizes.isEmpty {
            return Array(repeating: makePlacement(item, 0, firstDataIndex, solve(item, in: content), axis: axis), count: count)
        }
        var placements: [Placement] = []
        var dataIndex = firstDataIndex
        for _ in 0..<count {
            let solved = solve(item, in: content, firstDataIndex: dataIndex)
            dataIndex += solved.slotFrames.count
            placements.append(makePlacement(item, 0, dataIndex - solved.slotFrames.count, solved, axis: axis))
        }
        return placements
    }

    /// `uniformAcrossSiblings` items grow to the largest sibling in the same group on that axis (UIKit,
    /// iOS 17). Applies to items; groups with uniform dimensions keep their own extent.
    private mutating func equalizeUniformSiblings(_ placements: inout [Placement], axis: Axis, content: CGSize) {
        for sizeAxis in [Axis.horizontal, .vertical] {
            let uniform = placements.indices.filter {
                placements[$0].spec.group == nil && Self.isUniform(placements[$0].spec.size, along: sizeAxis)
            }
            guard uniform.count > 1 else { continue }
            let largest = uniform.map { placements[$0].subtree.size.length(along: sizeAxis) }.max() ?? 0
            for index in uniform where placements[index].subtree.size.length(along: sizeAxis) < largest {
                let placement = placements[index]
                let saved = measuredSizes[placement.firstDataIndex]
                var grown = saved ?? placement.subtree.size
                if sizeAxis == .horizontal { grown.width = largest } else { grown.height = largest }
                if sizeAxis == .horizontal, saved == nil { grown.height = placement.subtree.size.height }
                if sizeAxis == .vertical, saved == nil { grown.width = placement.subtree.size.width }
                measuredSizes[placement.firstDataIndex] = grown
                log.enterSubitem(placement.subitem)
                placements[index] = makePlacement(placement.spec, placement.subitem, placement.firstDataIndex,
                                                  solve(placement.spec, in: content, firstDataIndex: placement.firstDataIndex), axis: axis)
                log.leaveSubitem()
                measuredSizes[placement.firstDataIndex] = saved
            }
        }
    }

    private static func isUniform(_ size: SizeSpec, along axis: Axis) -> Bool {
        if case .uniformAcrossSiblings = (axis == .horizontal ? size.width : size.height) { return true }
        return false
    }

    private func main(_ edges: EdgeSpacingSpec, axis: Axis) -> CGFloat {
        let leading = axis == .horizontal ? edges.leading : edges.top
        let trailing = axis == .horizontal ? edges.trailing : edges.bottom
        return max(0, leading?.value ?? 0) + max(0, trailing?.value ?? 0)
    }

    private func makePlacement(_ spec: ItemSpec, _ subitem: Int, _ firstDataIndex: Int, _ subtree: SolvedSubtree, axis: Axis) -> Placement {
        Placement(spec: spec, subitem: subitem, firstDataIndex: firstDataIndex, subtree: subtree, edges: spec.edgeSpacing,
                  length: subtree.size.length(along: axis), crossLength: subtree.size.length(along: axis.other))
    }

    /// The fill rule: cycle through the subitems in order, placing each while it fits (cursor + spacing +
    /// edge spacing + length ≤ limit, with the fit tolerance). An item that does not fit in an empty group is
    /// placed anyway, at its own size with a diagnostic, so a group is never empty and the section never loops.
    private mutating func fill(_ subitems: [ItemSpec], axis: Axis, content: CGSize, limit: CGFloat, gap: CGFloat,
                               firstDataIndex: Int) -> [Placement] {
        // Without measured sizes every repetition of a subitem solves the same way: solve each once.
        let cacheable = measuredSizes.isEmpty
        var cache = [Placement?](repeating: nil, count: subitems.count)
        var dataIndex = firstDataIndex
        var placements: [Placement] = []
        var cursor: CGFloat = 0
        var index = 0
        let tolerance = fitTolerance(for: limit)
        while true {
            let which = index % subitems.count
            let placement: Placement
            if cacheable, let cached = cache[which] {
                placement = cached
            } else {
                log.enterSubitem(which)
                placement = makePlacement(subitems[which], which, dataIndex,
                                          solve(subitems[which], in: content, firstDataIndex: dataIndex), axis: axis)
                log.leaveSubitem()
                if cacheable { cache[which] = placement }
            }
            let before = placements.isEmpty ? 0 : gap
            let needed = before + main(placement.edges, axis: axis) + placement.length
            if cursor + needed > limit + tolerance {
                if placements.isEmpty {
                    let spacing = main(placement.edges, axis: axis)
                    let withSpacing = spacing > 0 ? " (\(spacing) more with its edge spacing)" : ""
                    log.record(.itemLargerThanGroup,
                               "An item of length \(placement.length)\(withSpacing) does not fit in its group of length \(limit); it is placed anyway, one per group.",
                               at: .subitem(which))
                    placements.append(placement)
                } else {
                    recordLeftOut(placed: placements.count, of: subitems.count, used: cursor, next: needed - before,
                                  gap: gap, limit: limit, tolerance: tolerance)
                }
                break
            }
            placements.append(placement)
            dataIndex += placement.subtree.slotFrames.count
            cursor += needed
            index += 1
            if needed <= 0 {
                log.record(.zeroLengthItem, "An item has zero length along its group's axis; one is placed per group.",
                           at: .subitem(which), axis == .horizontal ? .width : .height)
                break
            }
            if placements.count >= Self.maximumSlotsPerGroup {
                log.record(.tooManySlots, "A group would hold more than \(Self.maximumSlotsPerGroup) items; it is cut there.", at: .current)
                break
            }
        }
        return placements
    }

    /// Says what the fill rule left out of a group, as UIKit leaves it out silently: subitems never placed (the
    /// group holds fewer kinds of items than it lists), or a repetition that only the inter-item spacing kept out
    /// (two half-width columns with spacing between them become one).
    private mutating func recordLeftOut(placed: Int, of count: Int, used: CGFloat, next: CGFloat, gap: CGFloat,
                                        limit: CGFloat, tolerance: CGFloat) {
        // `used` holds the gaps between the items placed; without any spacing the items alone take the rest.
        let fitsWithoutSpacing = gap > 0 && used - gap * CGFloat(placed - 1) + next <= limit + tolerance
        if placed < count {
            let spacing = fitsWithoutSpacing ? " (it would fit without the \(gap)-point inter-item spacing)" : ""
            log.record(.subitemsLeftOut,
                       "Subitem \(placed) of a group's \(count) needs \(next) points after \(used) of the group's \(limit)\(spacing); "
                           + "it and the subitems after it are left out of the group.", at: .subitem(placed))
        } else if fitsWithoutSpacing {
            log.record(.spacingLeavesOutItem,
                       "\(placed) item\(placed == 1 ? "" : "s") of length \(next) fit\(placed == 1 ? "s" : "") in a group of length \(limit) "
                           + "with \(gap)-point inter-item spacing; without the spacing \(placed + 1) would fit: the spacing leaves one out.",
                       at: .current)
        }
    }

    /// Positions placed children along the axis. Space left over is shared evenly by every flexible
    /// spacing on that axis — inter-item gaps and flexible edge spacings — each getting its minimum plus
    /// a share (UIKit: "items are respaced evenly in the additional space"; shares are not floored: rounding to pixels happens only on export).
    /// On the cross axis, each child sits at the start plus its edge spacing; flexible top/bottom edges
    /// share that axis's leftover the same way.
    private func position(_ placements: [Placement], axis: Axis, content: CGRect, spacing: SpacingSpec?) -> SolvedSubtree {
        let limit = content.size.length(along: axis)
        let crossLimit = content.size.length(along: axis.other)
        let gap = spacing?.value ?? 0
        var flexibleCount = 0
        var used: CGFloat = 0
        for (offset, placement) in placements.enumerated() {
            used += placement.length + main(placement.edges, axis: axis)
            if offset > 0 { used += gap }
            let (lead, trail) = mainEdges(placement.edges, axis: axis)
            if lead?.isFlexible == true { flexibleCount += 1 }
            if trail?.isFlexible == true { flexibleCount += 1 }
        }
        if spacing?.isFlexible == true { flexibleCount += max(0, placements.count - 1) }
        let leftover = limit - used
        let share = (flexibleCount > 0 && leftover > 0) ? leftover / CGFloat(flexibleCount) : 0

        var subtree = SolvedSubtree(size: .zero)
        var cursor: CGFloat = 0
        var crossExtent: CGFloat = 0
        for (offset, placement) in placements.enumerated() {
            if offset > 0 { cursor += gap + (spacing?.isFlexible == true ? share : 0) }
            let (lead, trail) = mainEdges(placement.edges, axis: axis)
            cursor += max(0, lead?.value ?? 0) + (lead?.isFlexible == true ? share : 0)
            let mainPosition = cursor
            cursor += placement.length + max(0, trail?.value ?? 0) + (trail?.isFlexible == true ? share : 0)

            let (top, bottom) = mainEdges(placement.edges, axis: axis.other)
            let crossUsed = placement.crossLength + max(0, top?.value ?? 0) + max(0, bottom?.value ?? 0)
            let crossFlexible = (top?.isFlexible == true ? 1 : 0) + (bottom?.isFlexible == true ? 1 : 0)
            let crossLeftover = crossLimit - crossUsed
            let crossShare = (crossFlexible > 0 && crossLeftover > 0) ? crossLeftover / CGFloat(crossFlexible) : 0
            let crossPosition = max(0, top?.value ?? 0) + (top?.isFlexible == true ? crossShare : 0)
            crossExtent = max(crossExtent, crossUsed + (crossFlexible > 0 ? max(0, crossLeftover) : 0))

            let origin = axis == .horizontal
                ? CGPoint(x: content.minX + mainPosition, y: content.minY + crossPosition)
                : CGPoint(x: content.minX + crossPosition, y: content.minY + mainPosition)
            subtree.append(placement.subtree, at: origin)
        }
        // The extent the children need, used when the group's own dimension is estimated.
        subtree.size = CGSize(main: cursor, cross: crossExtent, mainAxis: axis)
        return subtree
    }

    /// The leading and trailing edge spacings along `axis` (top and bottom for the vertical axis).
    private func mainEdges(_ edges: EdgeSpacingSpec, axis: Axis) -> (SpacingSpec?, SpacingSpec?) {
        axis == .horizontal ? (edges.leading, edges.trailing) : (edges.top, edges.bottom)
    }

    // MARK: Custom groups

    /// A custom group holds exactly the items its provider returns, at their frames relative to the
    /// group's origin (UIKit header); invalid frames are skipped with a diagnostic.
    private mutating func custom(provider: Int, box: CGSize, insets: NSDirectionalEdgeInsets) -> SolvedSubtree {
        let key = CustomCacheKey(provider: provider, width: box.width, height: box.height, insets: insets)
        let frames: [CustomItemFrame]
        if let cached = customCache[key] {
            frames = cached
        } else {
            frames = customFrames(provider, box, insets)
            customCache[key] = frames
        }
        var subtree = SolvedSubtree(size: box)
        subtree.slotFrames.reserveCapacity(frames.count)
        subtree.slotZIndices.reserveCapacity(frames.count)
        // Every frame the provider returns is kept, however many: they are in memory already, and the
        // template indexes them for rect queries (`SlotIndex`).
        for (index, item) in frames.enumerated() {
            let f = item.frame
            guard f.origin.x.isFinite, f.origin.y.isFinite, f.width.isFinite, f.height.isFinite, f.width >= 0, f.height >= 0 else {
                log.record(.invalidCustomItemFrame, "A custom group item has the invalid frame \(f); it is skipped.",
                           at: .current, .customItem(index))
                continue
            }
            subtree.slotFrames.append(f)
            subtree.slotZIndices.append(item.zIndex)
        }
        if subtree.slotFrames.isEmpty {
            log.record(.emptyGroup, "A custom group's item provider returned no valid items; the group holds no items.", at: .current)
        }
        if subtree.slotZIndices.allSatisfy({ $0 == 0 }) { subtree.slotZIndices = [] }
        return subtree
    }
}
