import CollectionGeometry

extension LayoutResult {
    /// Places the items of the waterfall sections that `rect` reaches, so that a query of `rect` finds them.
    /// Waterfall items are placed lazily: a toolkit calls this before querying a rect past what is placed
    /// (`UICollectionViewCompositionalLayout` does it in every rect query). Sections after a waterfall move
    /// when its estimated length changes.
    ///
    /// - Parameters:
    ///   - input: the description the result was solved from; `isRightToLeft`: whether it was solved
    ///     right to left; `sources`: the waterfall sections' item sources, as given to the solve.
    /// - Returns: whether the result changed.
    /// - Complexity: O(items placed · columns) plus O(sections after each changed waterfall); O(waterfall
    ///   sections) when everything `rect` reaches is placed already.
    @discardableResult
    public mutating func placeWaterfallItems(meeting rect: CGRect, input: LayoutInput, isRightToLeft: Bool = false,
                                             sources: WaterfallSources) -> Bool {
        guard !waterfallSections.isEmpty, !rect.isNull, !rect.isInfinite else { return false }
        let axis: Axis = scrollAxis == .vertical ? .vertical : .horizontal
        var changed = false
        for index in waterfallSections {
            // Read again each time: placing an earlier section may have moved this one.
            let end = mirrored(rect.standardized).maximum(along: axis)
            guard end.isFinite, index < sections.count, case .waterfall(let items) = sections[index].groups,
                  !items.isComplete, sections[index].frame.minimum(along: axis) <= end, let source = sources(index) else { continue }
            let relative = end - sections[index].firstGroupOrigin.coordinate(along: axis)
            guard items.frontier <= relative else { continue }
            updateWaterfall(section: index, input: input, isRightToLeft: isRightToLeft) { $0.place(through: relative, source: source) }
            changed = true
        }
        return changed
    }

    /// Places the items of waterfall section `section` up to `item`, so that `cell(at:)` finds it.
    /// - Returns: whether the result changed.
    /// - Complexity: O(items placed · columns) plus O(sections after it).
    @discardableResult
    public mutating func placeWaterfallItems(upTo item: Int, inSection section: Int, input: LayoutInput,
                                             isRightToLeft: Bool = false, sources: WaterfallSources) -> Bool {
        guard section >= 0, section < sections.count, case .waterfall(let items) = sections[section].groups,
              item >= items.placedCount, item < items.itemCount, let source = sources(section) else { return false }
        updateWaterfall(section: section, input: input, isRightToLeft: isRightToLeft) { $0.place(upToItem: item, source: source) }
        return true
    }

    /// The columns of the waterfall sections' items (placed now or remembered from before), by section, as the
    /// next solve takes them (``LayoutInput/waterfallColumnMemory``): `previous` with each section's current
    /// column count replaced by what the section holds now. Sections without the shortest-column policy
    /// keep what `previous` has.
    /// - Complexity: O(n) for n items placed or remembered.
    public func waterfallColumnMemory(updating previous: [Int: WaterfallColumnMemory]) -> [Int: WaterfallColumnMemory] {
        var memory = previous
        for index in waterfallSections where index < sections.count {
            guard case .waterfall(let items) = sections[index].groups, items.policy == .shortestColumn else { continue }
            let columns = items.columnMemory
            guard !columns.isEmpty else { continue }
            memory[index, default: WaterfallColumnMemory()].columnsByCount[items.columnCount] = columns
        }
        return memory
    }

    /// Changes a waterfall section's items in place and moves what follows by the change of its length.
    /// Returns the change of the section's length.
    @discardableResult
    mutating func updateWaterfall(section index: Int, input: LayoutInput, isRightToLeft: Bool,
                                  _ change: (inout WaterfallItems) -> Void) -> CGFloat {
        guard case .waterfall(var items) = sections[index].groups else { return 0 }
        // Take the items out so that they are uniquely referenced while they change.
        sections[index].groups = .uniform(.empty)
        let before = items.contentLength
        change(&items)
        let shift = items.contentLength - before
        guard shift != 0 else {
            sections[index].groups = .waterfall(items)
            return 0
        }
        let previous = self
        self = .empty
        self = LayoutSolver.solve(input, isRightToLeft: isRightToLeft, customFrames: { _, _, _ in [] },
                                  reusing: LayoutSolver.Reuse(previous: previous, section: index, groups: .waterfall(items), shift: shift))
        return shift
    }
}
