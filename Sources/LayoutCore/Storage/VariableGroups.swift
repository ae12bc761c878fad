import CollectionGeometry

/// Groups stacked along the main axis that share one partition of the items (every group shows the same
/// number of items) but not one length: the groups of a self-sizing section once some of its items are
/// measured.
///
/// Groups without a measured item are the estimate template; a measured group is solved again from its
/// items' measured sizes when it is queried (solving one group costs O(its slots)), so nothing is kept per
/// group but its length's difference from the estimate, in a ``GroupOffsetTree``.
///
/// - Complexity: measuring an item costs one group solve plus O(log(g / 64) + 64); finding a group's
///   origin, or the groups in a rect, costs O(log(g / 64) + 64) plus O(slots) per measured group visited.
package struct VariableGroups: Sendable {
    /// The group every unmeasured group repeats.
    package var estimate: GroupTemplate
    /// The group's description and the container it is solved in, to solve measured groups again.
    package var spec: ItemSpec
    package var container: CGSize
    package var itemCount: Int
    /// The axis groups advance along.
    package var axis: Axis
    package var measurements: MeasuredSizeStore
    package var offsets: GroupOffsetTree
    /// How far any group draws before its origin, and past its own length, along `axis` (badges).
    package var overhangBefore: CGFloat
    package var overhangAfter: CGFloat

    /// The number of items each group shows.
    package var slotsPerGroup: Int { estimate.slotCount }

    /// Solves group `group` with its items' measured sizes.
    package func solvedTemplate(ofGroup group: Int) -> GroupTemplate {
        let first = group * slotsPerGroup
        var solver = GroupSolver(log: DiagnosticLog(), customFrames: { _, _, _ in [] })
        solver.measuredSizes = measurements.measurements(in: first..<min(itemCount, first + slotsPerGroup))
        return GroupTemplate(solver.solve(spec, in: container, firstDataIndex: first))
    }

    /// The template of group `group`: the estimate, or the group solved with its measurements.
    package func template(ofGroup group: Int) -> GroupTemplate {
        offsets.delta(ofGroup: group) == nil ? estimate : solvedTemplate(ofGroup: group)
    }

    /// Records the overhangs of a solved group.
    package mutating func noteOverhangs(of template: GroupTemplate) {
        overhangBefore = max(overhangBefore, -template.bounds.minimum(along: axis))
        overhangAfter = max(overhangAfter, template.bounds.maximum(along: axis) - template.size.length(along: axis))
    }

    /// Re-solves the group showing `item` after its measurement changed and stores the group's length.
    /// Returns how far the groups after it move, or nil when the measured group no longer shows
    /// `slotsPerGroup` items (the partition changed: the section must be solved group by group).
    package mutating func refreshGroup(containing item: Int) -> CGFloat? {
        let group = item / max(1, slotsPerGroup)
        let first = group * slotsPerGroup
        let hasMeasurement = (first..<min(itemCount, first + slotsPerGroup)).contains { measurements[$0] != nil }
        guard hasMeasurement else { return offsets.setDelta(nil, ofGroup: group) }
        let template = solvedTemplate(ofGroup: group)
        guard template.slotCount == slotsPerGroup else { return nil }
        noteOverhangs(of: template)
        return offsets.setDelta(template.size.length(along: axis) - estimate.size.length(along: axis), ofGroup: group)
    }
}
