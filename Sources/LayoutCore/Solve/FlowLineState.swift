import CollectionGeometry

/// What a flow section's lines need to be broken again after one item's measurement, without solving the section
/// again: the axes, the room along a line, the spacing, every item's size, and how many items share each size (the
/// last line's alignment depends on whether all of them do; see ``FlowLines``).
///
/// Memory: one size per item plus one entry per distinct size.
package struct FlowLineState: Sendable {
    /// A size as a dictionary key (sizes of the same lengths are the same key).
    private struct SizeKey: Hashable, Sendable {
        var width: Double
        var height: Double
    }

    /// The axis the lines stack along (the section's main axis).
    package let mainAxis: Axis
    /// Each line's length across the main axis.
    package let room: CGFloat
    /// The least space between two items of a line.
    package let spacing: CGFloat
    /// Each item's size as the lines use it (lengths that are not finite or are negative are 0).
    package private(set) var sizes: [CGSize]
    private var sizeCounts: [SizeKey: Int] = [:]
    /// The size every item is described with, when they all are described with one (cleaned); nil otherwise.
    package let uniformSize: CGSize?
    /// No item after this one has a size other than ``uniformSize`` (every item may, without one). Never
    /// decreases: a conservative bound.
    package private(set) var lastDifferingItem: Int

    /// The state of a section's items of `sizes` (cleaned here), described with `uniformSize` when all are
    /// described with one.
    package init(mainAxis: Axis, room: CGFloat, spacing: CGFloat, sizes: [CGSize], uniformSize: CGSize? = nil) {
        self.mainAxis = mainAxis
        self.room = room
        self.spacing = spacing
        self.sizes = sizes.map(Self.clean)
        for size in self.sizes { sizeCounts[SizeKey(width: size.width, height: size.height), default: 0] += 1 }
        let cleaned = sizes.map(Self.clean)
        let uniform = uniformSize.map(Self.clean)
        self.uniformSize = uniform
        lastDifferingItem = uniform.map { size in cleaned.lastIndex { $0 != size } ?? -1 } ?? cleaned.count - 1
    }

    /// Whether every item has one size (so the last line keeps to a full line's columns).
    package var itemsShareOneSize: Bool { sizeCounts.count <= 1 }

    /// The size an item takes: its measurement on the axes measured (a measurement keeps only the axes the section
    /// estimates: the others read NaN and keep the described length), else its described size.
    package static func effectiveSize(measured: CGSize?, described: CGSize) -> CGSize {
        guard let measured else { return described }
        return CGSize(width: measured.width.isNaN ? described.width : measured.width,
                      height: measured.height.isNaN ? described.height : measured.height)
    }

    /// A size whose lengths are finite and not negative (others are 0).
    package static func clean(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.isFinite && size.width >= 0 ? size.width : 0,
               height: size.height.isFinite && size.height >= 0 ? size.height : 0)
    }

    /// Whether `size` has no length that is not finite or is negative.
    package static func isClean(_ size: CGSize) -> Bool {
        size.width.isFinite && size.width >= 0 && size.height.isFinite && size.height >= 0
    }

    /// Gives item `item` `size` (cleaned). Returns whether its size changed.
    /// - Complexity: O(1) on average.
    package mutating func setSize(_ size: CGSize, ofItem item: Int) -> Bool {
        let new = Self.clean(size)
        guard item >= 0, item < sizes.count, sizes[item] != new else { return false }
        let oldKey = SizeKey(width: sizes[item].width, height: sizes[item].height)
        if let count = sizeCounts[oldKey], count > 1 { sizeCounts[oldKey] = count - 1 } else { sizeCounts[oldKey] = nil }
        sizeCounts[SizeKey(width: new.width, height: new.height), default: 0] += 1
        sizes[item] = new
        if new != uniformSize { lastDifferingItem = max(lastDifferingItem, item) }
        return true
    }

    /// Where the line that starts with item `start` ends (one past its last item), by the breaking rule of
    /// ``FlowLines/breakLines(count:room:minimumSpacing:length:)``.
    /// - Complexity: O(items on the line).
    package func lineEnd(from start: Int) -> Int {
        let lineAxis = mainAxis.other
        let limit = room.isFinite && room >= 0 ? room : 0
        let gap = spacing.isFinite ? spacing : 0
        var used = sizes[start].length(along: lineAxis)
        var item = start + 1
        while item < sizes.count {
            let length = sizes[item].length(along: lineAxis)
            guard used + gap + length <= limit + 1e-9 else { break }
            used += gap + length
            item += 1
        }
        return item
    }

    /// The template of the line holding `items`: spread, or aligned as the section's last line when it ends the
    /// section (see ``FlowLines/alignment(isLastLine:itemsShareOneSize:)``).
    /// - Complexity: O(items on the line).
    package func line(_ items: Range<Int>) -> GroupTemplate {
        let lineAxis = mainAxis.other
        let alignment = FlowLines.alignment(isLastLine: items.upperBound == sizes.count, itemsShareOneSize: itemsShareOneSize)
        return Self.template(lengths: items.map { sizes[$0].length(along: lineAxis) },
                             thicknesses: items.map { sizes[$0].length(along: mainAxis) },
                             room: room, spacing: spacing, alignment: alignment, mainAxis: mainAxis)
    }

    /// The items from `start` on as a run of identical lines, when none of them has a size other than the one every
    /// item is described with (nil otherwise, or at the section's end): lines of as many as fit, spread, and the
    /// section's last line aligned as such.
    /// - Complexity: O(items on a line).
    package func tail(from start: Int) -> ExplicitGroups.UniformTail? {
        guard let uniformSize, start > lastDifferingItem, start < sizes.count else { return nil }
        let perGroup = lineEnd(from: start) - start
        let itemCount = sizes.count - start
        let groups = (itemCount + perGroup - 1) / perGroup
        let lastStart = start + (groups - 1) * perGroup
        let last = line(lastStart..<sizes.count)
        let lineAxis = mainAxis.other
        let interior = groups == 1 ? last : Self.template(
            lengths: Array(repeating: uniformSize.length(along: lineAxis), count: perGroup),
            thicknesses: Array(repeating: uniformSize.length(along: mainAxis), count: perGroup),
            room: room, spacing: spacing, alignment: .spread, mainAxis: mainAxis)
        return ExplicitGroups.UniformTail(firstItem: start, itemCount: itemCount, perGroup: perGroup, template: interior, lastTemplate: last)
    }

    /// One line's template: items of `lengths` along the line and `thicknesses` across it, placed by `alignment`
    /// and centred across the line, which is as thick as its thickest item.
    /// - Complexity: O(items on the line).
    package static func template(lengths: [CGFloat], thicknesses: [CGFloat], room: CGFloat, spacing: CGFloat,
                                 alignment: FlowLines.Alignment, mainAxis: Axis) -> GroupTemplate {
        let lineAxis = mainAxis.other
        let thickness = thicknesses.max() ?? 0
        let offsets = FlowLines.offsets(of: lengths, room: room, minimumSpacing: spacing, alignment: alignment)
        var frames: [CGRect] = []
        frames.reserveCapacity(lengths.count)
        for slot in lengths.indices {
            let across = FlowLines.crossOffset(of: thicknesses[slot], inLineOf: thickness)
            frames.append(CGRect(main: across, cross: offsets[slot], mainLength: thicknesses[slot], crossLength: lengths[slot],
                                 mainAxis: mainAxis))
        }
        let box = CGSize(main: thickness, cross: room, mainAxis: mainAxis)
        var bounds = CGRect(origin: .zero, size: box)
        for frame in frames { bounds = bounds.union(frame) }
        var template = GroupTemplate(size: box, slotFrames: frames, slotZIndices: [], supplementaries: [], bounds: bounds)
        template.indexSlots(along: lineAxis)
        return template
    }
}

extension ExplicitGroups {
    /// Takes item `item`'s new size into a flow section's lines: the line before the one holding it and that line are
    /// broken again (a line's first item that got shorter may join the line before), and the lines after them until
    /// one starts where a line started before, or until the items left are all of the size every item is described
    /// with (they become the uniform tail); the last line is aligned again when whether all items share one size
    /// changed. A measured item in the tail first gets explicit lines up to its own.
    /// Returns where the change starts along the axis (before the change) and how far everything after the
    /// section's groups moved, or nil for groups that are not a flow section's.
    ///
    /// - Complexity: O(items on the lines broken again + log g), plus O(lines) made explicit for an item in the tail;
    ///   O(g) when the number of explicit lines changes in the middle.
    package mutating func applyFlowSize(_ size: CGSize, ofItem item: Int) -> (groupStart: CGFloat, shift: CGFloat)? {
        guard var state = flow, item >= 0, item < state.sizes.count, count > 0 else { return nil }
        // Taken out while it changes, so that its sizes are not copied (copy on write).
        flow = nil
        defer { flow = state }
        let line = group(containing: item)
        if line >= templates.count, let tail {
            // Make the tail's lines up to the measured item's explicit; the rest stays the tail.
            let made = (templates.count...line).map { (template(ofGroup: $0), firstItem(ofGroup: $0)) }
            let rest = line + 1 < count ? firstItem(ofGroup: line + 1) : nil
            setTail(rest.map { ExplicitGroups.UniformTail(firstItem: $0, itemCount: tail.firstItem + tail.itemCount - $0,
                                                          perGroup: tail.perGroup, template: tail.template,
                                                          lastTemplate: tail.lastTemplate) })
            for (template, first) in made { appendGroup(template, firstItem: first) }
        }
        let end0 = origin(ofGroup: count).coordinate(along: stepAxis)
        let sharedBefore = state.itemsShareOneSize
        guard state.setSize(size, ofItem: item) else { return (origin(ofGroup: line).coordinate(along: stepAxis), 0) }
        let itemCount = state.sizes.count
        let first = max(line - 1, 0)
        let keptBefore = first < line ? firstItems[first]..<firstItems[line] : nil
        let groupStarts = (origin(ofGroup: first).coordinate(along: stepAxis), origin(ofGroup: line).coordinate(along: stepAxis))
        var ranges: [Range<Int>] = []
        var lineStart = firstItems[first]
        var next = first + 1
        let explicitCount = templates.count
        var newTail: UniformTail??
        while true {
            // The items left are all of the described size: they become the tail.
            if lineStart > item, let uniform = state.tail(from: lineStart) {
                newTail = .some(uniform)
                next = explicitCount
                break
            }
            let end = state.lineEnd(from: lineStart)
            ranges.append(lineStart..<end)
            while next < explicitCount, firstItems[next] < end { next += 1 }
            if end >= itemCount {
                newTail = .some(nil)
                next = explicitCount
                break
            }
            // Stop once past the measured item, where a line starts as before.
            if end > item, next < explicitCount, firstItems[next] == end { break }
            lineStart = end
        }
        replaceGroups(first..<next, with: ranges.map { state.line($0) }, firstItems: ranges.map(\.lowerBound))
        if let newTail { setTail(newTail) }
        // The last line's alignment follows whether all items share one size.
        if state.itemsShareOneSize != sharedBefore {
            if var tail = self.tail {
                tail.lastTemplate = state.line(firstItem(ofGroup: count - 1)..<itemCount)
                if tail.groupCount == 1 { tail.template = tail.lastTemplate }
                setTail(tail)
            } else if tail == nil, !templates.isEmpty {
                let last = templates.count - 1
                replaceGroups(last..<templates.count, with: [state.line(firstItems[last]..<itemCount)], firstItems: [firstItems[last]])
            }
        }
        // The change starts at the measured item's line unless the line before it took items from it.
        let previousLineKept = keptBefore.map { ranges.first == $0 } ?? true
        let groupStart = previousLineKept ? groupStarts.1 : groupStarts.0
        return (groupStart, origin(ofGroup: count).coordinate(along: stepAxis) - end0)
    }
}
