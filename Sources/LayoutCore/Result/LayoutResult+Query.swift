import CollectionGeometry

/// Where the visible region is along the main axis (left-to-right space), for pinned items.
package struct PinContext: Sendable {
    package var visibleMainStart: CGFloat
    package var visibleMainEnd: CGFloat

    package init(visibleMainStart: CGFloat, visibleMainEnd: CGFloat) {
        self.visibleMainStart = visibleMainStart
        self.visibleMainEnd = visibleMainEnd
    }

    /// No scrolling: pinned items sit where they are laid out.
    package static let unpinned = PinContext(visibleMainStart: -.greatestFiniteMagnitude, visibleMainEnd: .greatestFiniteMagnitude)
}

extension LayoutResult {
    var mainAxis: Axis { scrollAxis == .vertical ? .vertical : .horizontal }

    /// Builds the prefix/suffix extremes that let rect queries binary-search sections.
    mutating func buildSearchIndex() {
        var prefix: [CGFloat] = []
        prefix.reserveCapacity(sections.count)
        var running = -CGFloat.greatestFiniteMagnitude
        for section in sections {
            running = max(running, section.visualMainEnd)
            prefix.append(running)
        }
        var suffix = [CGFloat](repeating: 0, count: sections.count)
        running = .greatestFiniteMagnitude
        for index in sections.indices.reversed() {
            running = min(running, sections[index].visualMainStart)
            suffix[index] = running
        }
        prefixMaxVisualEnd = prefix
        suffixMinVisualStart = suffix
        waterfallSections = sections.indices.filter {
            if case .waterfall = sections[$0].groups { true } else { false }
        }
    }

    /// A right-to-left result mirrors every frame about the content width.
    package func mirrored(_ frame: CGRect) -> CGRect {
        guard isRightToLeft else { return frame }
        return CGRect(x: contentSize.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }

    /// The origin of group `group` of a section.
    @inline(__always)
    func groupOrigin(_ section: SectionLayout, _ group: Int) -> CGPoint {
        CGPoint(x: section.firstGroupOrigin.x + section.groupStep.dx * CGFloat(group),
                y: section.firstGroupOrigin.y + section.groupStep.dy * CGFloat(group))
    }

    /// The group template, group origin and slot showing item `item` of a section (item < placedItemCount).
    @inline(__always)
    func locate(_ section: SectionLayout, item: Int) -> (template: GroupTemplate, origin: CGPoint, slot: Int) {
        switch section.groups {
        case .uniform(let template):
            let n = template.slotCount
            return (template, groupOrigin(section, item / n), item % n)
        case .variable(let variable):
            let n = variable.slotsPerGroup
            let group = item / n
            return (variable.template(ofGroup: group), variableOrigin(section, variable, group), item % n)
        case .explicit(let explicit):
            let group = explicit.group(containing: item)
            return (explicit.template(ofGroup: group), explicit.origin(ofGroup: group), item - explicit.firstItem(ofGroup: group))
        case .waterfall:
            // Waterfall items have no group template (and no item supplementaries); `item(at:)` places them.
            return (.empty, section.firstGroupOrigin, 0)
        }
    }

    /// The origin of group `group` of a section with variable groups.
    @inline(__always)
    func variableOrigin(_ section: SectionLayout, _ variable: VariableGroups, _ group: Int) -> CGPoint {
        var origin = section.firstGroupOrigin
        let offset = variable.offsets.offset(ofGroup: group)
        if variable.axis == .horizontal { origin.x += offset } else { origin.y += offset }
        return origin
    }

    /// Where a pinned item is drawn for the visible region : a header stays at the visible
    /// start while its host is visible, never above its natural place nor below the host's end minus its
    /// length; a footer mirrors that and never covers the host's pinned headers.
    func pinned(_ element: PlacedElement, _ context: PinContext) -> CGRect {
        guard let pin = element.pin else { return element.frame }
        let axis = mainAxis
        let natural = element.frame.minimum(along: axis)
        let length = element.frame.length(along: axis)
        let main: CGFloat
        switch pin.edge {
        case .start:
            main = max(natural, min(max(natural, context.visibleMainStart), pin.hostMainEnd - length))
        case .end:
            main = min(natural, max(min(natural, context.visibleMainEnd - length), pin.hostMainStart + pin.reservedAtStart))
        }
        var frame = element.frame
        if axis == .vertical { frame.origin.y = main } else { frame.origin.x = main }
        return frame
    }

    // MARK: Single elements

    /// The cell at `indexPath`, or nil when there is none.
    /// - Complexity: O(1) for uniform sections; O(log(g / 64) + 64 + slots) for variable ones (g groups);
    ///   O(log g) for explicit ones.
    package func item(at indexPath: IndexPath) -> LayoutElement? {
        guard indexPath.count == 2 else { return nil }
        let s = indexPath.section, k = indexPath.item
        guard s >= 0, s < sections.count, k >= 0 else { return nil }
        let section = sections[s]
        guard !section.isMissing, k < section.placedItemCount else { return nil }
        if case .waterfall(let items) = section.groups {
            guard k < items.placedCount else { return nil }
            let frame = items.relativeFrame(ofItem: k).offsetBy(dx: section.firstGroupOrigin.x, dy: section.firstGroupOrigin.y)
            return LayoutElement(category: .cell, elementKind: nil, indexPath: indexPath, frame: mirrored(frame), zIndex: section.cellZIndex)
        }
        let (template, origin, slot) = locate(section, item: k)
        let frame = template.slotFrames[slot].offsetBy(dx: origin.x, dy: origin.y)
        let z = template.slotZIndices.isEmpty ? 0 : template.slotZIndices[slot]
        return LayoutElement(category: .cell, elementKind: nil, indexPath: indexPath, frame: mirrored(frame),
                             zIndex: max(z, section.cellZIndex))
    }

    /// The supplementary of `kind` at `indexPath` (boundary, item, group or global), or nil.
    /// - Complexity: O(boundary items + supplementaries per group template).
    package func supplementary(ofKind kind: String, at indexPath: IndexPath, pinning context: PinContext) -> LayoutElement? {
        guard indexPath.count == 2 else { return nil }
        let s = indexPath.section, k = indexPath.item
        if s == 0, k == 0, let global = globalItems.first(where: { $0.elementKind == kind }) {
            return LayoutElement(category: .supplementaryView, elementKind: kind, indexPath: indexPath,
                                 frame: mirrored(pinned(global, context)), zIndex: global.zIndex)
        }
        guard s >= 0, s < sections.count, k >= 0 else { return nil }
        let section = sections[s]
        guard !section.isMissing else { return nil }
        if k == 0, let boundary = section.boundaryItems.first(where: { $0.elementKind == kind }) {
            return LayoutElement(category: .supplementaryView, elementKind: kind, indexPath: indexPath,
                                 frame: mirrored(pinned(boundary, context)), zIndex: boundary.zIndex)
        }
        guard k < section.placedItemCount else { return nil }
        let (template, origin, slot) = locate(section, item: k)
        guard let supplementary = template.supplementaries.first(where: { $0.elementKind == kind && $0.anchorSlot == slot }) else {
            return nil
        }
        return LayoutElement(category: .supplementaryView, elementKind: kind, indexPath: indexPath,
                             frame: mirrored(supplementary.frame.offsetBy(dx: origin.x, dy: origin.y)),
                             zIndex: max(supplementary.zIndex, section.supplementaryZIndexFloor))
    }

    /// The decoration of `kind` at `indexPath`, or nil.
    /// - Complexity: O(decorations of the section).
    package func decoration(ofKind kind: String, at indexPath: IndexPath) -> LayoutElement? {
        guard indexPath.count == 2, indexPath.item == 0, indexPath.section >= 0, indexPath.section < sections.count,
              let decoration = sections[indexPath.section].decorations.first(where: { $0.elementKind == kind }) else { return nil }
        return LayoutElement(category: .decorationView, elementKind: kind, indexPath: indexPath,
                             frame: mirrored(decoration.frame), zIndex: decoration.zIndex)
    }

    // MARK: Rect queries

    /// Calls `body` for every element whose frame meets `rect`, edges included (Core Graphics' rule for
    /// `CGRectIntersectsRect`; see `CGRect.meets(_:)`).
    /// - Complexity: O(log s + k): a binary search over the s sections, then only the groups that can
    ///   intersect `rect` (computed from the group stride), then k elements.
    package func forEachElement(in physicalRect: CGRect, pinning context: PinContext, _ body: (LayoutElement) -> Void) {
        guard !physicalRect.isNull, !physicalRect.origin.x.isNaN, !physicalRect.origin.y.isNaN,
              !physicalRect.width.isNaN, !physicalRect.height.isNaN else { return }
        let rect = mirrored(physicalRect.standardized)
        let axis = mainAxis
        let r0 = rect.minimum(along: axis), r1 = rect.maximum(along: axis)

        for element in globalItems {
            let frame = pinned(element, context)
            if frame.meets(rect) {
                body(LayoutElement(category: element.category, elementKind: element.elementKind, indexPath: element.indexPath,
                                   frame: mirrored(frame), zIndex: element.zIndex))
            }
        }
        guard !sections.isEmpty else { return }
        // First section whose visual end reaches the rect (prefix maxima are sorted).
        var low = 0, high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if prefixMaxVisualEnd[mid] < r0 { low = mid + 1 } else { high = mid }
        }
        var index = low
        while index < sections.count, suffixMinVisualStart[index] <= r1 {
            let section = sections[index]
            if !section.isMissing, section.visualMainEnd >= r0, section.visualMainStart <= r1 {
                visit(section, index: index, rect: rect, context: context, body)
            }
            index += 1
        }
    }

    private func visit(_ section: SectionLayout, index: Int, rect: CGRect, context: PinContext, _ body: (LayoutElement) -> Void) {
        for element in section.decorations where element.frame.meets(rect) {
            body(LayoutElement(category: .decorationView, elementKind: element.elementKind, indexPath: element.indexPath,
                               frame: mirrored(element.frame), zIndex: element.zIndex))
        }
        for element in section.boundaryItems {
            let frame = pinned(element, context)
            if frame.meets(rect) {
                body(LayoutElement(category: .supplementaryView, elementKind: element.elementKind, indexPath: element.indexPath,
                                   frame: mirrored(frame), zIndex: element.zIndex))
            }
        }
        let template: GroupTemplate
        switch section.groups {
        case .uniform(let uniform): template = uniform
        case .variable(let variable):
            visitVariable(variable, section: section, index: index, rect: rect, body)
            return
        case .explicit(let explicit):
            visitExplicit(explicit, section: section, index: index, rect: rect, body)
            return
        case .waterfall(let items):
            visitWaterfall(items, section: section, index: index, rect: rect, body)
            return
        }
        let n = template.slotCount
        guard n > 0, section.groupCount > 0 else { return }

        // Groups advance along the main axis, or along the cross axis in an orthogonal section.
        let stepAxis: Axis = section.isOrthogonal ? mainAxis.other : mainAxis
        let step = stepAxis == .horizontal ? section.groupStep.dx : section.groupStep.dy
        let origin0 = section.firstGroupOrigin.coordinate(along: stepAxis)
        let boundsMin = template.bounds.minimum(along: stepAxis), boundsMax = template.bounds.maximum(along: stepAxis)
        let q0 = rect.minimum(along: stepAxis), q1 = rect.maximum(along: stepAxis)
        var first = 0, last = section.groupCount - 1
        if section.isOrthogonal {
            // The single row must cross the rect on the main axis.
            let rowStart = section.firstGroupOrigin.coordinate(along: mainAxis) + template.bounds.minimum(along: mainAxis)
            let rowEnd = section.firstGroupOrigin.coordinate(along: mainAxis) + template.bounds.maximum(along: mainAxis)
            guard rowEnd >= rect.minimum(along: mainAxis), rowStart <= rect.maximum(along: mainAxis) else { return }
        }
        if step > 0 {
            // Group k spans [origin0 + k·step + boundsMin, origin0 + k·step + boundsMax]; keep those meeting [q0, q1].
            let lowK = ((q0 - origin0 - boundsMax) / step).rounded(.down)
            let highK = ((q1 - origin0 - boundsMin) / step).rounded(.up)
            guard !lowK.isNaN, !highK.isNaN, highK >= 0, lowK <= CGFloat(last) else { return }
            first = Self.clamp(lowK, 0, last)
            last = Self.clamp(highK, 0, last)
        } else if origin0 + boundsMax < q0 || origin0 + boundsMin > q1 {
            return
        }
        guard first <= last else { return }
        var element = Self.cellElement(section: section, index: index)
        for group in first...last {
            emit(template, origin: groupOrigin(section, group), firstItem: group * n, section: section, rect: rect,
                 element: &element, body)
        }
    }

    /// `value` as an integer in `lower...upper`, without trapping on values an `Int` cannot hold
    /// (group indices near `Int.max` round to 2⁶³ as doubles).
    private static func clamp(_ value: CGFloat, _ lower: Int, _ upper: Int) -> Int {
        if value <= CGFloat(lower) { return lower }
        if value >= CGFloat(upper) { return upper }
        return min(upper, Int(value))
    }

    /// Visits the placed items of a waterfall section that meet the rect (callers place far enough first).
    private func visitWaterfall(_ items: WaterfallItems, section: SectionLayout, index: Int, rect: CGRect,
                                _ body: (LayoutElement) -> Void) {
        let origin = section.firstGroupOrigin
        let base = origin.coordinate(along: items.axis)
        // One element value, updated per item (see `emit`).
        var element = LayoutElement(category: .cell, elementKind: nil, section: index, item: 0, frame: .zero,
                                    zIndex: section.cellZIndex)
        items.forEachItem(meetingMain: rect.minimum(along: items.axis) - base, rect.maximum(along: items.axis) - base) { item in
            let frame = items.relativeFrame(ofItem: item).offsetBy(dx: origin.x, dy: origin.y)
            if frame.meets(rect) {
                element.item = item
                element.frame = mirrored(frame)
                body(element)
            }
        }
    }

    /// Visits variable groups: the group at the rect's start (less what any group draws past its end)
    /// from the offset tree, then groups until they start past the rect.
    private func visitVariable(_ variable: VariableGroups, section: SectionLayout, index: Int, rect: CGRect,
                               _ body: (LayoutElement) -> Void) {
        let axis = variable.axis
        let groupCount = variable.offsets.groupCount
        guard groupCount > 0, variable.slotsPerGroup > 0 else { return }
        let base = section.firstGroupOrigin.coordinate(along: axis)
        let q0 = rect.minimum(along: axis) - variable.overhangAfter, q1 = rect.maximum(along: axis) + variable.overhangBefore
        // The group before the one found may end exactly at q0 (edges meet), so start one earlier.
        var group = max(0, variable.offsets.lastGroup(startingAtOrBefore: q0 - base) - 1)
        var origin = variableOrigin(section, variable, group)
        let stride = variable.offsets.stride
        var element = Self.cellElement(section: section, index: index)
        while group < groupCount, origin.coordinate(along: axis) <= q1 {
            let delta = variable.offsets.delta(ofGroup: group)
            let template = delta == nil ? variable.estimate : variable.template(ofGroup: group)
            emit(template, origin: origin, firstItem: group * variable.slotsPerGroup, section: section, rect: rect,
                 element: &element, body)
            let advance = stride + (delta ?? 0)
            if axis == .horizontal { origin.x += advance } else { origin.y += advance }
            group += 1
        }
    }

    /// Visits self-sized groups: a binary search for the first group that can reach the rect, then groups
    /// until they start past it.
    private func visitExplicit(_ explicit: ExplicitGroups, section: SectionLayout, index: Int, rect: CGRect,
                               _ body: (LayoutElement) -> Void) {
        let axis = explicit.stepAxis
        let q0 = rect.minimum(along: axis) - explicit.reachAfter, q1 = rect.maximum(along: axis) + explicit.reachBefore
        var element = Self.cellElement(section: section, index: index)
        // The groups' origins as `item(at:)` finds them, so that both answer the same frame to the bit.
        explicit.forEachGroup(from: explicit.firstGroup(startingAtOrAfter: q0)) { group, origin in
            guard origin.coordinate(along: axis) <= q1 else { return false }
            emit(explicit.template(ofGroup: group), origin: origin, firstItem: explicit.firstItem(ofGroup: group),
                 section: section, rect: rect, element: &element, body)
            return true
        }
    }

    /// The cell element a section's visit updates slot by slot and hands on: one value for the whole visit,
    /// since building one per cell (or per group) would copy and destroy its empty element kind each time.
    private static func cellElement(section: SectionLayout, index: Int) -> LayoutElement {
        LayoutElement(category: .cell, elementKind: nil, section: index, item: 0, frame: .zero, zIndex: section.cellZIndex)
    }

    /// Emits the cells and supplementaries of one group instance that meet `rect`, the cells through
    /// `element` (see ``cellElement(section:index:)``).
    @inline(__always)
    private func emit(_ template: GroupTemplate, origin: CGPoint, firstItem base: Int, section: SectionLayout,
                      rect: CGRect, element: inout LayoutElement, _ body: (LayoutElement) -> Void) {
        let hasZ = !template.slotZIndices.isEmpty
        let itemsInGroup = min(template.slotCount, section.itemCount - base)
        guard itemsInGroup > 0 else { return }
        let index = element.section
        func visitSlot(_ slot: Int, _ element: inout LayoutElement) {
            // The slot's frame moved to the group's origin, field by field (no call per element).
            var frame = template.slotFrames[slot]
            frame.origin.x += origin.x
            frame.origin.y += origin.y
            if frame.meets(rect) {
                element.item = base + slot
                element.frame = mirrored(frame)
                element.zIndex = max(hasZ ? template.slotZIndices[slot] : 0, section.cellZIndex)
                body(element)
            }
        }
        if let slotIndex = template.slotIndex {
            // Many slots: search the index (in the template's own coordinates) rather than scan them all.
            let offset = origin.coordinate(along: slotIndex.axis)
            slotIndex.forEachSlot(meeting: rect.minimum(along: slotIndex.axis) - offset, rect.maximum(along: slotIndex.axis) - offset) { slot in
                if slot < itemsInGroup { visitSlot(slot, &element) }
            }
        } else {
            for slot in 0..<itemsInGroup { visitSlot(slot, &element) }
        }
        for supplementary in template.supplementaries where supplementary.anchorSlot < itemsInGroup {
            let frame = supplementary.frame.offsetBy(dx: origin.x, dy: origin.y)
            if frame.meets(rect) {
                body(LayoutElement(category: .supplementaryView, elementKind: supplementary.elementKind,
                                   section: index, item: base + supplementary.anchorSlot,
                                   frame: mirrored(frame), zIndex: max(supplementary.zIndex, section.supplementaryZIndexFloor)))
            }
        }
    }
}
