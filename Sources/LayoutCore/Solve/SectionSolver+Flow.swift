import CollectionGeometry

extension SectionSolver {
    /// A flow section's lines as explicit groups, one per line (see ``FlowLines`` for the rules): each line is as
    /// long as the section's room across the main axis and as thick as its thickest item, its items spread along
    /// it and centred across it. Lengths that are not finite or are negative count as 0, with a diagnostic; an
    /// item longer than the room has a line of its own at the line's leading edge, with a diagnostic (UIKit logs
    /// that the flow layout's behaviour is then not defined).
    ///
    /// - Complexity: O(items), once per solve.
    func makeFlowLines(_ spec: FlowSpec, container: CGSize, itemCount: Int, index: Int,
                       log: inout DiagnosticLog) -> ExplicitGroups {
        let lineAxis = mainAxis.other
        let room = max(container.length(along: lineAxis), 0)
        let spacing = log.finite(spec.minimumInteritemSpacing, "Flow minimumInteritemSpacing", at: .element(.section), .interItemSpacing)
        var invalid = false
        var overlong = false
        func size(_ item: Int) -> CGSize {
            let raw = spec.size(ofItem: item)
            func clean(_ length: CGFloat) -> CGFloat {
                guard length.isFinite, length >= 0 else {
                    invalid = true
                    return 0
                }
                return length
            }
            return CGSize(width: clean(raw.width), height: clean(raw.height))
        }
        let sizes = (0..<max(itemCount, 0)).map(size)
        if invalid {
            log.record(.invalidDimension, "Section \(index) has flow items whose size is not finite or negative; those lengths count as 0.",
                       at: .element(.section))
        }
        // The last line is packed against the leading edge when the section's items differ in size.
        let shareOneSize = sizes.dropFirst().allSatisfy { $0 == sizes[0] }
        let lines = FlowLines.breakLines(count: sizes.count, room: room, minimumSpacing: spacing) { sizes[$0].length(along: lineAxis) }
        var groups = ExplicitGroups()
        groups.templates.reserveCapacity(lines.count)
        groups.firstItems.reserveCapacity(lines.count)
        for (number, line) in lines.enumerated() {
            let lengths = line.map { sizes[$0].length(along: lineAxis) }
            if line.count == 1, lengths[0] > room { overlong = true }
            let thickness = line.map { sizes[$0].length(along: mainAxis) }.max() ?? 0
            let alignment = FlowLines.alignment(isLastLine: number == lines.count - 1, itemsShareOneSize: shareOneSize)
            let offsets = FlowLines.offsets(of: lengths, room: room, minimumSpacing: spacing, alignment: alignment)
            var frames: [CGRect] = []
            frames.reserveCapacity(line.count)
            for (slot, item) in line.enumerated() {
                let itemSize = sizes[item]
                let across = FlowLines.crossOffset(of: itemSize.length(along: mainAxis), inLineOf: thickness)
                frames.append(CGRect(main: across, cross: offsets[slot], mainLength: itemSize.length(along: mainAxis),
                                     crossLength: itemSize.length(along: lineAxis), mainAxis: mainAxis))
            }
            let box = CGSize(main: thickness, cross: room, mainAxis: mainAxis)
            var bounds = CGRect(origin: .zero, size: box)
            for frame in frames { bounds = bounds.union(frame) }
            var template = GroupTemplate(size: box, slotFrames: frames, slotZIndices: [], supplementaries: [], bounds: bounds)
            template.indexSlots(along: lineAxis)
            groups.templates.append(template)
            groups.firstItems.append(line.lowerBound)
        }
        if overlong {
            log.record(.itemLargerThanGroup,
                       "Section \(index) has flow items longer than the section's room across it (\(room)); each has a line of its own, at the line's start (UIKit: the flow layout's behaviour is not defined).",
                       at: .element(.section))
        }
        return groups
    }
}
