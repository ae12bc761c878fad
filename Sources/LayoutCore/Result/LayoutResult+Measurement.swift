import CollectionGeometry

/// What recording one measured item size did to a layout result.
package enum MeasurementUpdate: Sendable, Equatable {
    /// The size was already recorded, or the item does not self-size: nothing changed.
    case unchanged
    /// The result was updated in place: the measured element's group started at `groupStart` (a main-axis
    /// position in the left-to-right space the result is solved in, before the change), and everything
    /// after it moved by `shift`.
    case applied(groupStart: CGFloat, shift: CGFloat)
    /// The measurement is recorded, but the result must be solved again (the section's groups are not
    /// variable, or the measurement changed how many items a group shows).
    case needsSolve
}

extension LayoutResult {
    /// Records `size` as the measured size of `item` in `section` and updates the result without solving it
    /// again: only the measured group is solved, the groups after it move in O(log g), and the sections
    /// after it move.
    ///
    /// - Parameters:
    ///   - input: the description the result was solved from.
    ///   - isRightToLeft: whether the result is mirrored.
    /// - Complexity: O(slots of the group + log(g / 64) + 64) for the section, plus O(sections after it)
    ///   and the section's boundary items. Sections whose groups are not variable answer `.needsSolve`.
    package mutating func applyMeasuredSize(_ size: CGSize, section index: Int, item: Int, input: LayoutInput,
                                            isRightToLeft: Bool) -> MeasurementUpdate {
        guard index >= 0, index < sections.count, item >= 0, item < sections[index].placedItemCount,
              index < input.sections.count, let spec = input.sections[index] else { return .unchanged }
        let axis: Axis = scrollAxis == .vertical ? .vertical : .horizontal
        if case .waterfall(let items) = sections[index].groups {
            return applyWaterfallMeasurement(size, section: index, item: item, items: items, input: input, isRightToLeft: isRightToLeft)
        }
        if case .explicit(var explicit) = sections[index].groups, explicit.flow != nil, var store = explicit.measurements,
           let flowSpec = spec.flow {
            return applyFlowMeasurement(size, section: index, item: item, groups: &explicit, store: &store, flowSpec: flowSpec,
                                        input: input, isRightToLeft: isRightToLeft)
        }
        guard case .variable(var variable) = sections[index].groups else {
            // Record it where the next solve finds it.
            var store = sections[index].measurements ?? pendingMeasurements[index]
                ?? MeasuredSizeStore(keepsWidth: spec.estimatedItemAxes.width, keepsHeight: spec.estimatedItemAxes.height)
            guard store.set(size, forItem: item) else { return .unchanged }
            if case .explicit(var explicit) = sections[index].groups {
                explicit.measurements = store
                sections[index].groups = .explicit(explicit)
            } else {
                pendingMeasurements[index] = store
            }
            return .needsSolve
        }
        // Take the groups out of the result so that they are uniquely referenced while they change.
        sections[index].groups = .uniform(.empty)
        guard variable.measurements.set(size, forItem: item) else {
            sections[index].groups = .variable(variable)
            return .unchanged
        }
        let group = item / variable.slotsPerGroup
        let groupStart = sections[index].firstGroupOrigin.coordinate(along: axis) + variable.offsets.offset(ofGroup: group)
        guard let shift = variable.refreshGroup(containing: item) else {
            sections[index].groups = .variable(variable)
            return .needsSolve
        }
        guard shift != 0 else {
            // The group keeps its length, but its items' frames may change across it (a measured width).
            sections[index].groups = .variable(variable)
            return .applied(groupStart: groupStart, shift: 0)
        }
        let previous = self
        self = .empty
        self = LayoutSolver.solve(input, isRightToLeft: isRightToLeft, customFrames: { _, _, _ in [] },
                                  reusing: LayoutSolver.Reuse(previous: previous, section: index, groups: .variable(variable), shift: shift))
        return .applied(groupStart: groupStart, shift: shift)
    }

    /// Whether item `item` of section `section` takes a measured size: it is placed, and its section self-sizes
    /// or is a waterfall.
    /// - Complexity: O(1).
    package func acceptsMeasurement(section index: Int, item: Int) -> Bool {
        guard index >= 0, index < sections.count, item >= 0 else { return false }
        return (sections[index].selfSizes || sections[index].isWaterfall) && item < sections[index].placedItemCount
    }

    /// Whether ``applyMeasuredSize(_:section:item:input:isRightToLeft:)`` with these arguments would change
    /// the result; it changes nothing (a layout's `shouldInvalidateLayout(forPreferredLayoutAttributes:…)`).
    /// `estimatedAxes` gives the axes the section's group estimates, asked only when the section has no
    /// measurement yet and does not keep its own.
    /// - Complexity: O(1) on average.
    package func measurementWouldChange(_ size: CGSize, section index: Int, item: Int,
                                        estimatedAxes: () -> (width: Bool, height: Bool)?) -> Bool {
        guard index >= 0, index < sections.count, item >= 0, item < sections[index].placedItemCount else { return false }
        switch sections[index].groups {
        case .waterfall(let items):
            if item < items.placedCount, !items.isEstimated(item) { return false }
            return items.measurements.wouldChange(size, forItem: item)
        case .variable(let variable):
            return variable.measurements.wouldChange(size, forItem: item)
        default:
            if let store = sections[index].measurements ?? pendingMeasurements[index] { return store.wouldChange(size, forItem: item) }
            guard let axes = estimatedAxes() else { return false }
            return MeasuredSizeStore(keepsWidth: axes.width, keepsHeight: axes.height).wouldChange(size, forItem: item)
        }
    }

    /// A measured item of a flow section that already has lines of their own: its line is broken again (and the
    /// lines after it until one starts where it did), and what follows moves (see
    /// ``ExplicitGroups/applyFlowSize(_:ofItem:)``).
    private mutating func applyFlowMeasurement(_ size: CGSize, section index: Int, item: Int, groups explicit: inout ExplicitGroups,
                                               store: inout MeasuredSizeStore, flowSpec: FlowSpec, input: LayoutInput,
                                               isRightToLeft: Bool) -> MeasurementUpdate {
        // Take the groups and their measurements out of the result so that they are uniquely referenced while they
        // change (copy on write would copy them whole).
        sections[index].groups = .uniform(.empty)
        explicit.measurements = nil
        guard store.set(size, forItem: item) else {
            explicit.measurements = store
            sections[index].groups = .explicit(explicit)
            return .unchanged
        }
        explicit.measurements = store
        let effective = FlowLineState.effectiveSize(measured: store[item], described: flowSpec.size(ofItem: item))
        guard let (groupStart, shift) = explicit.applyFlowSize(effective, ofItem: item) else {
            sections[index].groups = .explicit(explicit)
            return .needsSolve
        }
        guard shift != 0 else {
            sections[index].groups = .explicit(explicit)
            return .applied(groupStart: groupStart, shift: 0)
        }
        let previous = self
        self = .empty
        self = LayoutSolver.solve(input, isRightToLeft: isRightToLeft, customFrames: { _, _, _ in [] },
                                  reusing: LayoutSolver.Reuse(previous: previous, section: index, groups: .explicit(explicit), shift: shift))
        return .applied(groupStart: groupStart, shift: shift)
    }

    /// A measured waterfall item: recorded, and the items from it on placed again when a query reaches them.
    private mutating func applyWaterfallMeasurement(_ size: CGSize, section index: Int, item: Int, items: WaterfallItems,
                                                    input: LayoutInput, isRightToLeft: Bool) -> MeasurementUpdate {
        var changedStore = false
        var start: CGFloat = 0
        let base = sections[index].firstGroupOrigin.coordinate(along: items.axis)
        if item < items.placedCount {
            // An item whose length is not an estimate keeps it, whatever it measures.
            guard items.isEstimated(item) else { return .unchanged }
            start = base + items.relativeFrame(ofItem: item).minimum(along: items.axis)
        }
        let shift = updateWaterfall(section: index, input: input, isRightToLeft: isRightToLeft) { items in
            changedStore = items.measurements.set(size, forItem: item)
            if changedStore { items.unplace(from: item) }
        }
        guard changedStore else { return .unchanged }
        return .applied(groupStart: start, shift: shift)
    }
}

extension LayoutResult {
    /// What recording one measured size did to a result (see ``setMeasuredSize(_:ofItemAt:input:rightToLeft:customFrames:)``).
    public enum MeasurementChange: Sendable, Equatable {
        /// Nothing changed: the size was already recorded, the item does not exist, or its size is not
        /// estimated.
        case unchanged
        /// The result was updated in place: the measured item's group started at `groupStart` along the
        /// scroll axis (in the left-to-right space, before the change) and everything after it moved by
        /// `shift`. A view showing content after `groupStart` keeps it still by moving its offset by `shift`
        /// when `groupStart` lies before the visible region.
        case shifted(groupStart: CGFloat, by: CGFloat)
        /// The result was solved again with every measurement (the section's groups do not stack one after
        /// another, or the measurement changed how many items a group shows).
        case solvedAgain
    }

    /// Records `size` as the measured size of the item at `indexPath` (its self-sizing axes only) and updates
    /// the result: in a section of stacked groups only the measured group is solved again and what follows
    /// moves; otherwise the whole layout is solved again with all measurements. The public, incremental
    /// twin of ``LayoutInput/setMeasuredSize(_:ofItemAt:)`` followed by a new solve (beyond UIKit).
    ///
    /// - Parameters:
    ///   - input: the description this result was solved from (its own measured sizes are not read: the
    ///     result keeps every measurement).
    ///   - rightToLeft: whether the result was solved right to left.
    ///   - customFrames: the custom groups' item provider, for a new solve.
    /// - Complexity: O(slots of the group + log g) for a section of g stacked groups, plus O(sections after
    ///   it); a full solve otherwise.
    public mutating func setMeasuredSize(_ size: CGSize, ofItemAt indexPath: IndexPath, input: LayoutInput,
                                         rightToLeft: Bool = false, customFrames: CustomFrameSource? = nil) -> MeasurementChange {
        guard indexPath.count == 2, size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            return .unchanged
        }
        switch applyMeasuredSize(size, section: indexPath.section, item: indexPath.item, input: input, isRightToLeft: rightToLeft) {
        case .unchanged:
            return .unchanged
        case .applied(let groupStart, let shift):
            return .shifted(groupStart: groupStart, by: shift)
        case .needsSolve:
            var full = input
            full.measuredItemSizes = measuredItemSizes
            self = LayoutResult(solving: full, rightToLeft: rightToLeft, customFrames: customFrames)
            return .solvedAgain
        }
    }
}
