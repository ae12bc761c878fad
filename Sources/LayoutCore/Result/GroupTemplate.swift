import CollectionGeometry

/// A supplementary of an item or group inside a group template.
package struct TemplateSupplementary: Sendable {
    package var elementKind: String
    package var frame: CGRect
    package var zIndex: Int
    /// The slot whose index path the supplementary takes (the host item, or a group's first item).
    package var anchorSlot: Int
}

/// One solved group: frames relative to the group's origin. Every repetition of the group reuses it.
package struct GroupTemplate: Sendable {
    /// The group's layout box; its main-axis length is the stride between groups.
    package var size: CGSize
    /// The final frame of each item slot (after content insets), in data order.
    package var slotFrames: [CGRect]
    /// Each slot's z-index (custom items may set one); empty when all are 0.
    package var slotZIndices: [Int]
    package var supplementaries: [TemplateSupplementary]
    /// The union of the box and of every frame in the template.
    package var bounds: CGRect
    /// An index of the slots for rect queries, for templates of many slots.
    package var slotIndex: SlotIndex? = nil

    package var slotCount: Int { slotFrames.count }
}

extension GroupTemplate {
    /// A template from a solved group: its frames plus the union of everything it draws.
    package init(_ solved: SolvedSubtree) {
        var bounds = CGRect(origin: .zero, size: solved.size)
        for frame in solved.slotFrames { bounds = bounds.union(frame) }
        for supplementary in solved.supplementaries { bounds = bounds.union(supplementary.frame) }
        self.init(size: solved.size, slotFrames: solved.slotFrames, slotZIndices: solved.slotZIndices,
                  supplementaries: solved.supplementaries, bounds: bounds)
    }

    /// Indexes the slots along `axis` when there are enough of them for an index to pay.
    package mutating func indexSlots(along axis: Axis) {
        slotIndex = slotFrames.count >= SlotIndex.threshold ? SlotIndex(frames: slotFrames, axis: axis) : nil
    }

    /// A template with no slots.
    package static let empty = GroupTemplate(size: .zero, slotFrames: [], slotZIndices: [], supplementaries: [], bounds: .zero)
}
