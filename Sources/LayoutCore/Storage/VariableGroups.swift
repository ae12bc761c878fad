import CollectionGeometry

/// Groups stacked along the main axis that share one partition of the items (every group shows the same
/// number of items) but not one length: the groups of a self-sizing section once some of its items are
/// measured.
///
/// Groups without a measured item are the estimate template; a measured group is solved once, when one of
/// its items is measured, and its template is kept; its length's difference from the estimate goes into a
/// ``GroupOffsetTree``. Memory is O(slots) per measured group; unmeasured groups cost nothing.
///
/// - Complexity: measuring an item costs one group solve plus O(log(g / 64) + 64); finding a group's
///   origin, or the groups in a rect, costs O(log(g / 64) + 64) plus O(1) per group visited.
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
    /// The solved template of each measured group, so that queries never solve.
    package var solvedTemplates: [Int: GroupTemplate] = [:]

    /// The number of items each group shows.
    package var slotsPerGroup: Int { estimate.slotCount }

    /// Solves group `group` with its items' measured sizes.
    package func solvedTemplate(ofGroup group: Int) -> GroupTemplate {
        let first = group * slotsPerGroup
        var solver = GroupSolver(log: DiagnosticLog(discarding: true), customFrames: { _, _, _ in [] })
        solver.measuredSizes = measurements.measurements(in: first..<min(itemCount, first + slotsPerGroup))
        return GroupTemplate(solver.solve(spec, in: container, firstDataIndex: first))
    }

    /// The template of group `group`: the estimate, or the group solved with its measurements.
    /// - Complexity: O(1) (a dictionary look-up for measured groups).
    package func template(ofGroup group: Int) -> GroupTemplate {
        offsets.delta(ofGroup: group) == nil ? estimate : (solvedTemplates[group] ?? solvedTemplate(ofGroup: group))
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
        guard hasMeasurement else {
            solvedTemplates[group] = nil
            return offsets.setDelta(nil, ofGroup: group)
        }
        let template = solvedTemplate(ofGroup: group)
        guard template.slotCount == slotsPerGroup else { return nil }
        solvedTemplates[group] = template
        noteOverhangs(of: template)
        return offsets.setDelta(template.size.length(along: axis) - estimate.size.length(along: axis), ofGroup: group)
    }
}
