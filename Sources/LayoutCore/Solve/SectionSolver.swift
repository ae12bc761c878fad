import CollectionGeometry

/// Where a boundary item sits along the layout's main axis.
package enum BoundaryMainRole: Sendable {
    /// Before the content (a header in a vertical layout); extends the section when `extendsBoundary`.
    case start
    /// After the content (a footer); extends the section when `extendsBoundary`.
    case end
    /// Beside the content, centred on it along the main axis; never extends the section.
    case side
}

/// Where a boundary item sits along the layout's cross axis.
package enum BoundaryCrossRole: Sendable {
    case start, center, end
}

extension NSRectAlignment {
    /// The alignment's roles for a layout scrolling along `axis`: in a vertical layout the top family are
    /// headers and the bottom family footers; in a horizontal one, the leading and trailing families
    /// (as `NSCollectionLayoutBoundarySupplementaryItem`'s `extendsBoundary` documents).
    package func roles(scrollAxis: ScrollAxis) -> (main: BoundaryMainRole, cross: BoundaryCrossRole) {
        let isTop = self == .top || self == .topLeading || self == .topTrailing
        let isBottom = self == .bottom || self == .bottomLeading || self == .bottomTrailing
        let isLeading = self == .leading || self == .topLeading || self == .bottomLeading
        let isTrailing = self == .trailing || self == .topTrailing || self == .bottomTrailing
        switch scrollAxis {
        case .vertical:
            return (isTop ? .start : (isBottom ? .end : .side), isLeading ? .start : (isTrailing ? .end : .center))
        case .horizontal:
            return (isLeading ? .start : (isTrailing ? .end : .side), isTop ? .start : (isBottom ? .end : .center))
        }
    }
}

/// Lays out one section from its spec at a main-axis position.
package struct SectionSolver {
    let input: LayoutInput
    let mainAxis: Axis
    let isRightToLeft: Bool

    package init(input: LayoutInput, isRightToLeft: Bool) {
        self.input = input
        self.mainAxis = input.scrollAxis == .vertical ? .vertical : .horizontal
        self.isRightToLeft = isRightToLeft
    }

    var viewMain: CGFloat { input.viewSize.length(along: mainAxis) }
    var viewCross: CGFloat { input.viewSize.length(along: mainAxis.other) }

    /// The cross-axis insets of a content-insets reference, as (start, end) in leading-to-trailing terms.
    /// Only the cross axis is inset: the main axis scrolls.
    func crossInsets(for reference: UIContentInsetsReference) -> (start: CGFloat, end: CGFloat) {
        let insets = input.referenceInsets.insets(for: reference)
        switch mainAxis {
        case .vertical:
            // Leading is the right edge in right-to-left layouts; the result is mirrored afterwards.
            return isRightToLeft ? (insets.right, insets.left) : (insets.left, insets.right)
        case .horizontal:
            return (insets.top, insets.bottom)
        }
    }

    func resolvedReference(_ reference: UIContentInsetsReference) -> UIContentInsetsReference {
        reference == .automatic ? input.contentInsetsReference : reference
    }

    /// Main-axis start/end and cross-axis start/end of directional insets for this layout's axes.
    func split(_ insets: NSDirectionalEdgeInsets) -> (mainStart: CGFloat, mainEnd: CGFloat, crossStart: CGFloat, crossEnd: CGFloat) {
        mainAxis == .vertical
            ? (insets.top, insets.bottom, insets.leading, insets.trailing)
            : (insets.leading, insets.trailing, insets.top, insets.bottom)
    }

    /// The most items a self-sizing section lays out group by group with measured sizes.
    static let maximumSelfSizedItems = 2_000_000

    /// Solves one group per run of items, each with its items' measured sizes, until every item has a slot.
    func solveGroupsOneByOne(_ group: ItemSpec, itemCount: Int, container: CGSize, measured: MeasuredSizeStore,
                             groups: inout GroupSolver) -> ExplicitGroups? {
        var result = ExplicitGroups()
        var next = 0
        groups.measuredSizes = Dictionary(uniqueKeysWithValues: measured.measuredItems.compactMap { item in measured[item].map { (item, $0) } })
        defer { groups.measuredSizes = [:] }
        while next < itemCount {
            let solved = groups.solve(group, in: container, firstDataIndex: next)
            guard !solved.slotFrames.isEmpty else { break }
            result.templates.append(GroupTemplate(solved))
            result.firstItems.append(next)
            next += solved.slotFrames.count
        }
        return result.templates.isEmpty ? nil : result
    }

    /// A waterfall section's columns, with the items of its first screen placed.
    func makeWaterfall(_ spec: WaterfallSpec, container: CGSize, itemCount: Int, measured: MeasuredSizeStore?,
                       source: WaterfallItemSource?, memory: WaterfallColumnMemory?, log: inout DiagnosticLog) -> WaterfallItems {
        let across = container.length(along: mainAxis.other)
        let spacing = max(0, log.finite(spec.interColumnSpacing, "Waterfall interColumnSpacing",
                                        at: .element(.waterfall), .interColumnSpacing))
        let columnCount: Int
        switch spec.columns {
        case .count(let count):
            columnCount = min(max(count, 1), WaterfallSpec.maximumColumnCount)
            if count != columnCount {
                log.record(.invalidCount, "A waterfall asks for \(count) columns; \(columnCount) are used (1 to \(WaterfallSpec.maximumColumnCount)).",
                           at: .element(.waterfall), .columns)
            }
        case .minimumWidth(let width):
            if !(width.isFinite && width > 0) {
                log.record(.invalidDimension, "A waterfall's minimum column width is \(width); one column is used.",
                           at: .element(.waterfall), .columns)
                columnCount = 1
            } else if width > across {
                log.record(.itemLargerThanGroup, "A waterfall's minimum column width \(width) is wider than its container (\(across)); one column of the container's width is used.",
                           at: .element(.waterfall), .columns)
                columnCount = 1
            } else {
                // As many columns of at least `width` as fit with the spacing between them.
                // Capped before converting: a tiny width (1e-300) fits more columns than an Int holds.
                let fitting = min(((across + spacing) / (width + spacing)).rounded(.down), CGFloat(WaterfallSpec.maximumColumnCount))
                columnCount = max(1, Int(fitting))
            }
        }
        // Column width = (container − (n − 1) × spacing) / n.
        let columnWidth = max(0, (across - CGFloat(columnCount - 1) * spacing) / CGFloat(columnCount))
        var items = WaterfallItems(axis: mainAxis, columnCount: columnCount, columnWidth: columnWidth, columnSpacing: spacing,
                                   itemSpacing: max(0, log.finite(spec.interItemSpacing, "Waterfall interItemSpacing",
                                                                  at: .element(.waterfall), .interItemSpacing)),
                                   fullSpanWidth: across, itemCount: source == nil ? 0 : itemCount, policy: spec.policy,
                                   measurements: measured ?? MeasuredSizeStore(keepsWidth: mainAxis == .horizontal,
                                                                               keepsHeight: mainAxis == .vertical),
                                   rememberedColumns: memory?.columnsByCount[columnCount] ?? [])
        if let source {
            // The first screen is placed now; the rest as queries reach it.
            items.place(through: viewMain, source: source)
            if items.invalidLengths > 0 {
                log.record(.invalidDimension, "\(items.invalidLengths) waterfall items have a NaN, infinite or negative length; they are 0 long.",
                       at: .element(.waterfall), .itemLengths)
            }
        } else if itemCount > 0 {
            log.record(.emptyGroup, "A waterfall section has \(itemCount) items but no item source; they are not laid out.", at: .element(.waterfall))
        }
        return items
    }

    /// The variable storage of a stacked self-sizing section: the estimate plus each measured group's
    /// length. Nil when a measured group shows a different number of items than the estimate.
    /// - Complexity: O(g / 64 + m · slots) for m measured items.
    func makeVariableGroups(_ group: ItemSpec, template: GroupTemplate, container: CGSize, itemCount: Int,
                            groupCount: Int, stride: CGFloat, measured: MeasuredSizeStore?) -> VariableGroups? {
        let axes = group.estimatedAxes
        var variable = VariableGroups(estimate: template, spec: group, container: container, itemCount: itemCount,
                                      axis: mainAxis,
                                      measurements: measured ?? MeasuredSizeStore(keepsWidth: axes.width, keepsHeight: axes.height),
                                      offsets: GroupOffsetTree(groupCount: groupCount, stride: stride),
                                      overhangBefore: 0, overhangAfter: 0)
        variable.noteOverhangs(of: template)
        var lastGroup = -1
        for item in variable.measurements.measuredItems {
            let groupIndex = item / template.slotCount
            guard groupIndex != lastGroup else { continue }
            lastGroup = groupIndex
            guard variable.refreshGroup(containing: item) != nil else { return nil }
        }
        return variable
    }

    /// Solves section `index` starting at `mainStart` along the main axis: its containers, its groups'
    /// storage, its boundary items, where its groups go, then what is drawn around them.
    ///
    /// - Parameter reused: the section's variable groups from an earlier pass, when only measurements
    ///   changed since (they are kept as they are instead of being solved again).
    package func solve(_ spec: SectionSpec, index: Int, itemCount: Int, mainStart: CGFloat,
                       groups: inout GroupSolver, reusing reused: GroupPlacement? = nil,
                       waterfallSource: WaterfallItemSource? = nil) -> SectionLayout {
        groups.log.section = index
        defer { groups.log.section = nil }

        let containers = self.containers(of: spec, log: &groups.log)
        let interGroupSpacing = groups.log.finite(spec.interGroupSpacing, "interGroupSpacing", at: .element(.section), .interGroupSpacing)
        let isOrthogonal = spec.orthogonalScrollingBehavior != .none
        let selfSizes = spec.flow.map(\.estimatesItemSizes) ?? spec.group.containsEstimatedDimension
        let measured = input.measuredItemSizes[index].map { $0.truncated(toItemCount: itemCount) }
        var storage = baseStorage(of: spec, index: index, itemCount: itemCount, container: containers.section, isOrthogonal: isOrthogonal,
                                  measured: measured, reusing: reused, waterfallSource: waterfallSource, groups: &groups)
        let outsets = GroupOutsets(spec.group.edgeSpacing, mainAxis: mainAxis, log: &groups.log)
        // A flow section takes its measurements in its own lines (see `makeFlowLines`).
        if reused == nil, storage.waterfall == nil, spec.flow == nil, selfSizes, itemCount > 0, storage.template.slotCount > 0 {
            addSelfSizedStorage(to: &storage, spec: spec, index: index, itemCount: itemCount, container: containers.section,
                                isOrthogonal: isOrthogonal, interGroupSpacing: interGroupSpacing, outsets: outsets,
                                measured: measured, groups: &groups)
        }
        if storage.waterfall == nil, storage.template.slotCount == 0, itemCount > 0 {
            groups.log.record(.emptyGroup, "Section \(index) has \(itemCount) items but its group holds none; they are not laid out.",
                              at: .element(.item(path: [])))
        }
        let slotsPerGroup = storage.template.slotCount
        let groupCount = storage.explicit?.count
            ?? (slotsPerGroup > 0 ? itemCount / slotsPerGroup + (itemCount % slotsPerGroup == 0 ? 0 : 1) : 0)

        let (boundaries, boundaryCross) = boundaryPlacement(of: spec, index: index, containers: containers, log: &groups.log)
        let contentMainStart = mainStart + boundaries.startExtent + containers.insets.mainStart
        let line = placeGroups(of: spec, storage: &storage, groupCount: groupCount, contentMainStart: contentMainStart,
                               containers: containers, interGroupSpacing: interGroupSpacing, outsets: outsets)
        let contentMainEnd = contentMainStart + line.contentMainLength
        let sectionEnd = contentMainEnd + containers.insets.mainEnd + boundaries.endExtent

        // Place the boundary items.
        var boundaryItems = boundaries.place(hostStart: mainStart, hostEnd: sectionEnd, contentStart: contentMainStart,
                                             contentEnd: contentMainEnd, endItemsStart: contentMainEnd + containers.insets.mainEnd,
                                             crossStart: boundaryCross.start, crossLength: boundaryCross.length,
                                             indexPath: IndexPath(item: 0, section: index), log: &groups.log)

        // The section frame spans the root's effective cross extent, from its start to its end, boundary
        // items and insets included.
        let frame = CGRect(main: mainStart, cross: containers.rootCrossStart, mainLength: sectionEnd - mainStart,
                           crossLength: containers.rootCrossLength, mainAxis: mainAxis)
        let decorations = self.decorations(of: spec, index: index, frame: frame, log: &groups.log)
        // With a background, every other element of the section is promoted to at least zIndex 1 (UIKit header).
        let hasDecoration = !decorations.isEmpty
        if hasDecoration {
            for offset in boundaryItems.indices { boundaryItems[offset].zIndex = max(boundaryItems[offset].zIndex, 1) }
        }
        let visual = visualExtent(frame: frame, elements: boundaryItems + decorations, storage: storage, line: line,
                                  groupCount: groupCount, interGroupSpacing: interGroupSpacing, outsets: outsets)

        if spec.hasVisibleItemsInvalidationHandler && selfSizes {
            groups.log.record(.invalidationHandlerIgnored,
                              "Section \(index) has a visibleItemsInvalidationHandler and self-sizing items; as in UIKit, the handler's changes are ignored.",
                              at: .element(.section), .visibleItemsInvalidationHandler)
        }
        return SectionLayout(isMissing: false, frame: frame, itemCount: itemCount, groups: storage.placement,
                             firstGroupOrigin: line.firstGroupOrigin, groupStep: line.groupStep, groupCount: groupCount,
                             isOrthogonal: isOrthogonal, orthogonalScrollingBehavior: spec.orthogonalScrollingBehavior,
                             orthogonalContentSize: line.orthogonalContentSize,
                             cellZIndex: hasDecoration ? 1 : 0, supplementaryZIndexFloor: hasDecoration ? 1 : Int.min,
                             boundaryItems: boundaryItems, decorations: decorations,
                             visualMainStart: visual.start, visualMainEnd: visual.end,
                             hasVisibleItemsInvalidationHandler: spec.hasVisibleItemsInvalidationHandler,
                             selfSizes: selfSizes)
    }
}

// MARK: The steps of a section's solve

/// The containers a section is solved in.
struct SectionContainers {
    /// Where the root container starts on the cross axis, and its length there (the view less the reference insets).
    var rootCrossStart: CGFloat
    var rootCrossLength: CGFloat
    /// The section's content insets, split by axis.
    var insets: (mainStart: CGFloat, mainEnd: CGFloat, crossStart: CGFloat, crossEnd: CGFloat)
    /// The section's container: the root less the section's insets on both axes.
    var section: CGSize
}

/// How a section's groups are stored: one template, and the variable, explicit or waterfall storage when
/// the section has one.
struct SectionStorage {
    var template: GroupTemplate
    var variable: VariableGroups?
    var explicit: ExplicitGroups?
    var waterfall: WaterfallItems?

    /// The storage the result keeps: waterfall, else explicit, else variable, else the uniform template.
    var placement: GroupPlacement {
        waterfall.map { .waterfall($0) } ?? explicit.map { .explicit($0) } ?? variable.map { .variable($0) } ?? .uniform(template)
    }
}

/// The edge spacing of a section's group as outsets: around every repetition along the axis the groups
/// advance on, and an offset on the other (edge spacing comes before insets; neighbours move).
struct GroupOutsets {
    /// Before and after each group along the main axis.
    var main: (CGFloat, CGFloat)
    /// Before and after each group along the cross axis.
    var cross: (CGFloat, CGFloat)

    init(_ edges: EdgeSpacingSpec, mainAxis: Axis, log: inout DiagnosticLog) {
        func outset(_ spacing: SpacingSpec?) -> CGFloat {
            max(0, log.finite(spacing?.value ?? 0, "Group edge spacing", at: .element(.item(path: [])), .edgeSpacing))
        }
        main = mainAxis == .vertical ? (outset(edges.top), outset(edges.bottom)) : (outset(edges.leading), outset(edges.trailing))
        cross = mainAxis == .vertical ? (outset(edges.leading), outset(edges.trailing)) : (outset(edges.top), outset(edges.bottom))
    }
}

/// Where a section's groups go: the first group's origin, the step to the next, the content's length along
/// the main axis and, for an orthogonal section, the size of its scrolling content.
struct GroupLine {
    var contentMainLength: CGFloat
    var firstGroupOrigin: CGPoint
    var groupStep: CGVector
    var orthogonalContentSize: CGSize?
}

extension SectionSolver {
    /// The root container is the view inset on the cross axis by the reference insets; the section's
    /// container takes the section's insets off on both axes (a fractional height in a vertical layout
    /// resolves against that container).
    func containers(of spec: SectionSpec, log: inout DiagnosticLog) -> SectionContainers {
        let rootCross = crossInsets(for: resolvedReference(spec.contentInsetsReference))
        let rootCrossLength = max(0, viewCross - rootCross.start - rootCross.end)
        let insets = split(log.finite(spec.contentInsets, "Section contentInsets", at: .element(.section)))
        let section = CGSize(main: max(0, viewMain - insets.mainStart - insets.mainEnd),
                             cross: max(0, rootCrossLength - insets.crossStart - insets.crossEnd),
                             mainAxis: mainAxis)
        return SectionContainers(rootCrossStart: rootCross.start, rootCrossLength: rootCrossLength, insets: insets, section: section)
    }

    /// The section's storage before self-sizing: what an incremental pass reuses, a waterfall's columns, the
    /// previous section's template when it has the same group and container, or the group solved once.
    func baseStorage(of spec: SectionSpec, index: Int, itemCount: Int, container: CGSize, isOrthogonal: Bool, measured: MeasuredSizeStore?,
                     reusing reused: GroupPlacement?, waterfallSource: WaterfallItemSource?,
                     groups: inout GroupSolver) -> SectionStorage {
        if case .variable(let reusedGroups) = reused {
            return SectionStorage(template: reusedGroups.estimate, variable: reusedGroups)
        }
        if case .explicit(let reusedGroups) = reused {
            return SectionStorage(template: reusedGroups.count > 0 ? reusedGroups.template(ofGroup: 0) : .empty, explicit: reusedGroups)
        }
        if case .waterfall(let reusedItems) = reused {
            return SectionStorage(template: .empty, waterfall: reusedItems)
        }
        if let waterfallSpec = spec.waterfall {
            return SectionStorage(template: .empty,
                                  waterfall: makeWaterfall(waterfallSpec, container: container, itemCount: itemCount,
                                                           measured: measured, source: waterfallSource,
                                                           memory: input.waterfallColumnMemory[index], log: &groups.log))
        }
        if let flowSpec = spec.flow {
            return makeFlowLines(flowSpec, container: container, itemCount: itemCount, index: index, measured: measured, log: &groups.log)
        }
        if let last = groups.lastSectionTemplate, last.orthogonal == isOrthogonal, last.container == container,
           last.spec == spec.group {
            return SectionStorage(template: last.template)
        }
        let diagnosticsBefore = groups.log.entries.count
        var solved = GroupTemplate(groups.solve(spec.group, in: container))
        // Custom groups may hold many frames; rect queries then search them instead of scanning them.
        solved.indexSlots(along: isOrthogonal ? mainAxis.other : mainAxis)
        // Only a clean solve is reused: a later section must report its own diagnostics.
        groups.lastSectionTemplate = groups.log.entries.count == diagnosticsBefore
            ? (spec.group, container, isOrthogonal, solved) : nil
        return SectionStorage(template: solved)
    }

    /// Self-sizing sections that stack their groups keep one estimate template and the lengths of the
    /// measured groups (variable storage); self-sizing orthogonal sections with measurements solve each
    /// group with its items' sizes (explicit storage); all others keep the uniform template.
    func addSelfSizedStorage(to storage: inout SectionStorage, spec: SectionSpec, index: Int, itemCount: Int, container: CGSize,
                             isOrthogonal: Bool, interGroupSpacing: CGFloat, outsets: GroupOutsets,
                             measured: MeasuredSizeStore?, groups: inout GroupSolver) {
        let template = storage.template
        if !isOrthogonal, !spec.group.containsCustomGroup {
            let stride = outsets.main.0 + template.size.length(along: mainAxis) + outsets.main.1 + interGroupSpacing
            let groupCount = itemCount / template.slotCount + (itemCount % template.slotCount == 0 ? 0 : 1)
            storage.variable = makeVariableGroups(spec.group, template: template, container: container, itemCount: itemCount,
                                                  groupCount: groupCount, stride: stride, measured: measured)
        }
        // Without variable storage (orthogonal or custom groups, or a measured group that shows a different
        // number of items, so the partition depends on the measurements), every group is solved with its
        // items' sizes.
        guard storage.variable == nil, let measured, !measured.isEmpty else { return }
        if itemCount > Self.maximumSelfSizedItems {
            // Solving group by group is O(items); beyond this many the measurements are set aside.
            groups.log.record(.tooManySlots, "Section \(index) has \(itemCount) self-sizing items, more than \(Self.maximumSelfSizedItems); its measured sizes are ignored and its items keep their estimates.",
                              at: .element(.section))
        } else {
            storage.explicit = solveGroupsOneByOne(spec.group, itemCount: itemCount, container: container,
                                                   measured: measured, groups: &groups)
            storage.explicit?.measurements = measured
        }
    }

    /// The section's boundary items, sized, and the range they span on the cross axis: their sizes resolve
    /// against that range and the section's container on the main axis.
    func boundaryPlacement(of spec: SectionSpec, index: Int, containers: SectionContainers,
                           log: inout DiagnosticLog) -> (BoundaryPlacement, cross: (start: CGFloat, length: CGFloat)) {
        let insets = containers.insets
        let boundaryCross: (start: CGFloat, length: CGFloat)
        if !spec.supplementariesFollowContentInsets {
            boundaryCross = (containers.rootCrossStart, containers.rootCrossLength)
        } else if spec.supplementaryContentInsetsReference != .automatic {
            let own = crossInsets(for: spec.supplementaryContentInsetsReference)
            boundaryCross = (own.start, max(0, viewCross - own.start - own.end))
        } else {
            boundaryCross = (containers.rootCrossStart + insets.crossStart,
                             max(0, containers.rootCrossLength - insets.crossStart - insets.crossEnd))
        }
        let boundaryContainer = CGSize(main: containers.section.length(along: mainAxis), cross: boundaryCross.length, mainAxis: mainAxis)
        let measuredBoundaries = input.measuredSupplementarySizes[index] ?? [:]
        let boundarySizes = spec.boundaryItems.enumerated().map { index, item in
            var size = log.resolve(item.size, in: boundaryContainer, "Boundary item '\(item.elementKind)' size", at: .element(.boundaryItem(index)))
            // Self-sized boundary items take their measured size on estimated axes (UIKit: sections grow or shrink to fit).
            if let measured = measuredBoundaries[item.elementKind] {
                if item.size.width.isEstimated, measured.width.isFinite, measured.width >= 0 { size.width = measured.width }
                if item.size.height.isEstimated, measured.height.isFinite, measured.height >= 0 { size.height = measured.height }
            }
            return size
        }
        return (BoundaryPlacement(items: spec.boundaryItems, sizes: boundarySizes, scrollAxis: input.scrollAxis), boundaryCross)
    }

    /// Where the groups go: a waterfall's columns, one orthogonal row, or groups stacked along the main axis.
    /// Explicit groups get their origins here.
    func placeGroups(of spec: SectionSpec, storage: inout SectionStorage, groupCount: Int, contentMainStart: CGFloat,
                     containers: SectionContainers, interGroupSpacing: CGFloat, outsets: GroupOutsets) -> GroupLine {
        if let waterfall = storage.waterfall {
            // Columns start at the content's leading edge; the content is as long as the columns (estimated
            // past the items placed so far).
            let crossOrigin = containers.rootCrossStart + containers.insets.crossStart
            let origin = mainAxis == .vertical ? CGPoint(x: crossOrigin, y: contentMainStart) : CGPoint(x: contentMainStart, y: crossOrigin)
            return GroupLine(contentMainLength: waterfall.contentLength, firstGroupOrigin: origin, groupStep: .zero)
        }
        if spec.orthogonalScrollingBehavior != .none {
            return placeOrthogonalRow(behavior: spec.orthogonalScrollingBehavior, storage: &storage, groupCount: groupCount,
                                      contentMainStart: contentMainStart, containers: containers,
                                      interGroupSpacing: interGroupSpacing, outsets: outsets)
        }
        return stackGroups(edges: spec.group.edgeSpacing, storage: &storage, groupCount: groupCount,
                           contentMainStart: contentMainStart, containers: containers,
                           interGroupSpacing: interGroupSpacing, outsets: outsets)
    }

    /// One line of groups along the cross axis, scrolled independently; its content holds the section's
    /// cross insets. groupPagingCentered adds insets of (visible − group)/2 on both ends so each group rests
    /// centred.
    func placeOrthogonalRow(behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, storage: inout SectionStorage,
                            groupCount: Int, contentMainStart: CGFloat, containers: SectionContainers,
                            interGroupSpacing: CGFloat, outsets: GroupOutsets) -> GroupLine {
        let insets = containers.insets
        let groupMain = storage.template.size.length(along: mainAxis)
        let groupCross = storage.template.size.length(along: mainAxis.other)
        let centring = behavior == .groupPagingCentered ? max(0, (containers.rootCrossLength - groupCross) / 2) : 0
        let rowMain = storage.explicit?.templates.map { $0.size.length(along: mainAxis) }.max() ?? groupMain
        let contentMainLength = groupCount > 0 ? outsets.main.0 + rowMain + outsets.main.1 : 0
        let crossOrigin = containers.rootCrossStart + insets.crossStart + centring + outsets.cross.0
        let mainOrigin = contentMainStart + outsets.main.0
        let firstGroupOrigin = mainAxis == .vertical ? CGPoint(x: crossOrigin, y: mainOrigin) : CGPoint(x: mainOrigin, y: crossOrigin)
        let stride = outsets.cross.0 + groupCross + outsets.cross.1 + interGroupSpacing
        let groupStep = mainAxis == .vertical ? CGVector(dx: stride, dy: 0) : CGVector(dx: 0, dy: stride)
        let crossLengths = storage.explicit.map { $0.templates.reduce(0) { $0 + $1.size.length(along: mainAxis.other) } }
            ?? CGFloat(groupCount) * groupCross
        let lineLength = groupCount > 0
            ? crossLengths + CGFloat(groupCount) * (outsets.cross.0 + outsets.cross.1) + CGFloat(groupCount - 1) * interGroupSpacing : 0
        storage.explicit?.place(from: firstGroupOrigin, along: mainAxis.other, spacing: interGroupSpacing, outsets: outsets.cross)
        let scrollLength = insets.crossStart + 2 * centring + lineLength + insets.crossEnd
        let rowLength = insets.mainStart + contentMainLength + insets.mainEnd
        return GroupLine(contentMainLength: contentMainLength, firstGroupOrigin: firstGroupOrigin, groupStep: groupStep,
                         orthogonalContentSize: CGSize(main: rowLength, cross: scrollLength, mainAxis: mainAxis))
    }

    /// Groups stack along the main axis, interGroupSpacing between them, never after the last (an empty
    /// section adds no negative spacing). Self-sized groups each take their own length (their measured
    /// lengths, not a fixed stride).
    func stackGroups(edges: EdgeSpacingSpec, storage: inout SectionStorage, groupCount: Int, contentMainStart: CGFloat,
                     containers: SectionContainers, interGroupSpacing: CGFloat, outsets: GroupOutsets) -> GroupLine {
        let groupMain = storage.template.size.length(along: mainAxis)
        let groupCross = storage.template.size.length(along: mainAxis.other)
        let stride = outsets.main.0 + groupMain + outsets.main.1 + interGroupSpacing
        // Explicit groups are placed first (once: a pass that reuses them only moves them), so their total length is
        // known in O(log g).
        storage.explicit?.place(from: .zero, along: mainAxis, spacing: interGroupSpacing, outsets: outsets.main)
        let mainLengths = storage.explicit.map(\.totalLength)
            ?? CGFloat(groupCount) * groupMain + (storage.variable?.offsets.totalDelta ?? 0)
        let contentMainLength = groupCount > 0
            ? mainLengths + CGFloat(groupCount) * (outsets.main.0 + outsets.main.1) + CGFloat(groupCount - 1) * interGroupSpacing : 0
        // Across the section, the group's flexible edges share the room it leaves (the flexible-spacing rule one level
        // up: leading and trailing `.flexible(0)` centre a narrower group).
        let crossEdges = mainAxis == .vertical ? (edges.leading, edges.trailing) : (edges.top, edges.bottom)
        let crossRoom = containers.section.length(along: mainAxis.other) - groupCross - outsets.cross.0 - outsets.cross.1
        let flexibleEdges = (crossEdges.0?.isFlexible == true ? 1 : 0) + (crossEdges.1?.isFlexible == true ? 1 : 0)
        let share = flexibleEdges > 0 && crossRoom > 0 ? crossRoom / CGFloat(flexibleEdges) : 0
        let crossOrigin = containers.rootCrossStart + containers.insets.crossStart + outsets.cross.0
            + (crossEdges.0?.isFlexible == true ? share : 0)
        let mainOrigin = contentMainStart + outsets.main.0
        let firstGroupOrigin = mainAxis == .vertical ? CGPoint(x: crossOrigin, y: mainOrigin) : CGPoint(x: mainOrigin, y: crossOrigin)
        let groupStep = mainAxis == .vertical ? CGVector(dx: 0, dy: stride) : CGVector(dx: stride, dy: 0)
        storage.explicit?.place(from: firstGroupOrigin, along: mainAxis, spacing: interGroupSpacing, outsets: outsets.main)
        return GroupLine(contentMainLength: contentMainLength, firstGroupOrigin: firstGroupOrigin, groupStep: groupStep)
    }

    /// The section's backgrounds: each covers the section's whole frame (headers and insets included), inset
    /// by its own insets.
    func decorations(of spec: SectionSpec, index: Int, frame: CGRect, log: inout DiagnosticLog) -> [PlacedElement] {
        spec.decorationItems.enumerated().map { offset, decoration in
            PlacedElement(category: .decorationView, elementKind: decoration.elementKind,
                          indexPath: IndexPath(item: 0, section: index),
                          frame: frame.insetBy(log.finite(decoration.contentInsets, "Decoration contentInsets",
                                                          at: .element(.decorationItem(offset)))),
                          zIndex: decoration.zIndex, pin: nil)
        }
    }

    /// The main-axis extent of everything the section draws, for rect queries: its frame, its boundary items
    /// and decorations, and its groups with whatever they draw past their ends.
    func visualExtent(frame: CGRect, elements: [PlacedElement], storage: SectionStorage, line: GroupLine, groupCount: Int,
                      interGroupSpacing: CGFloat, outsets: GroupOutsets) -> (start: CGFloat, end: CGFloat) {
        var visualStart = frame.minimum(along: mainAxis)
        var visualEnd = frame.maximum(along: mainAxis)
        for element in elements {
            visualStart = min(visualStart, element.frame.minimum(along: mainAxis))
            visualEnd = max(visualEnd, element.frame.maximum(along: mainAxis))
        }
        let firstGroupOrigin = line.firstGroupOrigin
        if let variable = storage.variable, groupCount > 0 {
            // The first group's start and the last group's end, each with the furthest any group draws past them.
            let firstMain = firstGroupOrigin.coordinate(along: mainAxis)
            let lastEnd = firstMain + variable.offsets.offset(ofGroup: groupCount) - interGroupSpacing - outsets.main.1 - outsets.main.0
            visualStart = min(visualStart, firstMain - variable.overhangBefore)
            visualEnd = max(visualEnd, lastEnd + variable.overhangAfter)
        } else if let explicit = storage.explicit, explicit.count > 0 {
            if explicit.stepAxis == mainAxis {
                // Stacked groups: the first starts the run and the last ends it, each with the furthest any group
                // draws past its origin (O(log g), so a pass that reuses the groups stays logarithmic).
                let first = explicit.origin(ofGroup: 0).coordinate(along: mainAxis)
                let last = explicit.origin(ofGroup: explicit.count - 1).coordinate(along: mainAxis)
                visualStart = min(visualStart, first - explicit.reachBefore)
                visualEnd = max(visualEnd, last + explicit.reachAfter)
            } else {
                for (groupTemplate, origin) in zip(explicit.templates, explicit.allOrigins) {
                    let bounds = groupTemplate.bounds.offsetBy(dx: origin.x, dy: origin.y)
                    visualStart = min(visualStart, bounds.minimum(along: mainAxis))
                    visualEnd = max(visualEnd, bounds.maximum(along: mainAxis))
                }
            }
        } else if groupCount > 0 {
            let template = storage.template
            let groupStep = line.groupStep
            let first = template.bounds.offsetBy(dx: firstGroupOrigin.x, dy: firstGroupOrigin.y)
            let lastOrigin = CGPoint(x: firstGroupOrigin.x + groupStep.dx * CGFloat(groupCount - 1),
                                     y: firstGroupOrigin.y + groupStep.dy * CGFloat(groupCount - 1))
            let last = template.bounds.offsetBy(dx: lastOrigin.x, dy: lastOrigin.y)
            visualStart = min(visualStart, first.minimum(along: mainAxis), last.minimum(along: mainAxis))
            visualEnd = max(visualEnd, first.maximum(along: mainAxis), last.maximum(along: mainAxis))
        }
        return (visualStart, visualEnd)
    }
}
