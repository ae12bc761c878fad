import CollectionGeometry

extension SectionSolver {
    /// A flow section's storage (see ``FlowLines`` for the rules): items of their own sizes as explicit groups, one
    /// per line; items of one size as one line repeated, as a uniform section (the last line of such a section
    /// keeps to the same columns). Each line is as long as the section's room across the main axis and as thick as
    /// its thickest item, its items spread along it and centred across it. Lengths that are not finite or are
    /// negative count as 0, with a diagnostic; an item longer than the room has a line of its own at the line's
    /// leading edge, with a diagnostic (UIKit logs that the flow layout's behaviour is then not defined).
    ///
    /// An estimating section (``FlowSpec/estimatesItemSizes``) places its measured items at their measured sizes.
    ///
    /// - Complexity: O(items) once per solve for items of their own sizes or with measurements; O(items on a
    ///   line) for one size.
    func makeFlowLines(_ spec: FlowSpec, container: CGSize, itemCount: Int, index: Int, measured: MeasuredSizeStore? = nil,
                       log: inout DiagnosticLog) -> SectionStorage {
        let lineAxis = mainAxis.other
        let room = max(container.length(along: lineAxis), 0)
        let spacing = log.finite(spec.minimumInteritemSpacing, "Flow minimumInteritemSpacing", at: .element(.section), .interItemSpacing)
        var invalid = false
        func size(_ raw: CGSize) -> CGSize {
            func clean(_ length: CGFloat) -> CGFloat {
                guard length.isFinite, length >= 0 else {
                    invalid = true
                    return 0
                }
                return length
            }
            return CGSize(width: clean(raw.width), height: clean(raw.height))
        }
        defer {
            if invalid {
                log.record(.invalidDimension, "Section \(index) has flow items whose size is not finite or negative; those lengths count as 0.",
                           at: .element(.section), .itemLengths)
            }
        }
        // Measured items take their measured sizes (only an estimating section keeps measurements).
        let measurements = spec.estimatesItemSizes ? measured.flatMap { $0.isEmpty ? nil : $0 } : nil
        guard spec.itemSizes == nil, measurements == nil else {
            let sizes = (0..<max(itemCount, 0)).map { item in
                size(FlowLineState.effectiveSize(measured: measurements?[item], described: spec.size(ofItem: item)))
            }
            guard spec.estimatesItemSizes else {
                let explicit = lines(of: sizes, room: room, spacing: spacing, index: index, log: &log)
                return SectionStorage(template: explicit.templates.first ?? .empty, explicit: explicit)
            }
            // An estimating section keeps what breaking its lines again after a measurement needs, and its items
            // after the last measured one of their described size as a uniform tail.
            let uniform = spec.itemSizes == nil ? size(spec.itemSize) : nil
            var explicit = flowLines(FlowLineState(mainAxis: mainAxis, room: room, spacing: spacing, sizes: sizes, uniformSize: uniform),
                                     index: index, log: &log)
            explicit.measurements = measurements
            return SectionStorage(template: explicit.template(ofGroup: 0), explicit: explicit)
        }
        return SectionStorage(template: line(of: size(spec.itemSize), itemCount: itemCount, room: room, spacing: spacing, index: index, log: &log))
    }

    /// The one line every line of a section of one item size repeats (a uniform section: item k is slot k mod n of
    /// line ⌊k / n⌋). Every full line is spread alike, and the last keeps to the same columns, so it is a prefix of
    /// the same line (see ``FlowLines``).
    ///
    /// - Complexity: O(items on a line).
    private func line(of itemSize: CGSize, itemCount: Int, room: CGFloat, spacing: CGFloat, index: Int,
                      log: inout DiagnosticLog) -> GroupTemplate {
        guard itemCount > 0 else { return .empty }
        let lineAxis = mainAxis.other
        let length = itemSize.length(along: lineAxis)
        // As many as fit by the breaking rule, at least one, at most the section's items; spaced as a full line
        // (a section with fewer items than a line holds keeps to the columns of a full one).
        let fitting = (room + max(spacing, 0)) / (length + max(spacing, 0)) + 1e-9
        let perLine = min(itemCount, fitting.isFinite && fitting >= 1 ? Int(min(fitting, 1e9).rounded(.down)) : 1)
        if perLine == 1, length > room { recordOverlong(index: index, room: room, log: &log) }
        return template(lengths: Array(repeating: length, count: perLine), thicknesses: Array(repeating: itemSize.length(along: mainAxis), count: perLine),
                        room: room, spacing: spacing, alignment: .asIfFull)
    }

    private func recordOverlong(index: Int, room: CGFloat, log: inout DiagnosticLog) {
        log.record(.itemLargerThanGroup,
                   "Section \(index) has flow items longer than the section's room across it (\(room)); each has a line of its own, at the line's start (UIKit: the flow layout's behaviour is not defined).",
                   at: .element(.section), .itemLengths)
    }

    /// One line's template (see ``FlowLineState/template(lengths:thicknesses:room:spacing:alignment:mainAxis:)``).
    private func template(lengths: [CGFloat], thicknesses: [CGFloat], room: CGFloat, spacing: CGFloat,
                          alignment: FlowLines.Alignment) -> GroupTemplate {
        FlowLineState.template(lengths: lengths, thicknesses: thicknesses, room: room, spacing: spacing, alignment: alignment,
                               mainAxis: mainAxis)
    }

    /// An estimating section's lines: explicit lines up to the last item of another size than the one every item is
    /// described with, then those items as a uniform tail.
    ///
    /// - Complexity: O(items up to the last of another size).
    private func flowLines(_ state: FlowLineState, index: Int, log: inout DiagnosticLog) -> ExplicitGroups {
        let lineAxis = mainAxis.other
        var groups = ExplicitGroups()
        var overlong = false
        var start = 0
        while start < state.sizes.count {
            if let tail = state.tail(from: start) {
                if tail.perGroup == 1, state.sizes[start].length(along: lineAxis) > state.room { overlong = true }
                groups.setTail(tail)
                break
            }
            let end = state.lineEnd(from: start)
            if end - start == 1, state.sizes[start].length(along: lineAxis) > state.room { overlong = true }
            groups.templates.append(state.line(start..<end))
            groups.firstItems.append(start)
            start = end
        }
        if overlong { recordOverlong(index: index, room: state.room, log: &log) }
        groups.flow = state
        return groups
    }

    /// The lines of items of their own `sizes`, one explicit group each.
    ///
    /// - Complexity: O(items).
    private func lines(of sizes: [CGSize], room: CGFloat, spacing: CGFloat, index: Int, log: inout DiagnosticLog) -> ExplicitGroups {
        let lineAxis = mainAxis.other
        var overlong = false
        // The last line is packed against the leading edge when the section's items differ in size.
        let shareOneSize = sizes.dropFirst().allSatisfy { $0 == sizes[0] }
        let lines = FlowLines.breakLines(count: sizes.count, room: room, minimumSpacing: spacing) { sizes[$0].length(along: lineAxis) }
        var groups = ExplicitGroups()
        groups.templates.reserveCapacity(lines.count)
        groups.firstItems.reserveCapacity(lines.count)
        for (number, line) in lines.enumerated() {
            let lengths = line.map { sizes[$0].length(along: lineAxis) }
            if line.count == 1, lengths[0] > room { overlong = true }
            let alignment = FlowLines.alignment(isLastLine: number == lines.count - 1, itemsShareOneSize: shareOneSize)
            groups.templates.append(template(lengths: lengths, thicknesses: line.map { sizes[$0].length(along: mainAxis) },
                                             room: room, spacing: spacing, alignment: alignment))
            groups.firstItems.append(line.lowerBound)
        }
        if overlong { recordOverlong(index: index, room: room, log: &log) }
        return groups
    }
}
