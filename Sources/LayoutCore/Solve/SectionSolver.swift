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
                       source: WaterfallItemSource?, log: inout DiagnosticLog) -> WaterfallItems {
        let across = container.length(along: mainAxis.other)
        let spacing = max(0, log.finite(spec.interColumnSpacing, "Waterfall interColumnSpacing"))
        let columnCount: Int
        switch spec.columns {
        case .count(let count):
            columnCount = min(max(count, 1), WaterfallSpec.maximumColumnCount)
            if count != columnCount {
                log.record(.invalidCount, "A waterfall asks for \(count) columns; \(columnCount) are used (1 to \(WaterfallSpec.maximumColumnCount)).")
            }
        case .minimumWidth(let width):
            if !(width.isFinite && width > 0) {
                log.record(.invalidDimension, "A waterfall's minimum column width is \(width); one column is used.")
                columnCount = 1
            } else if width > across {
                log.record(.itemLargerThanGroup, "A waterfall's minimum column width \(width) is wider than its container (\(across)); one column of the container's width is used.")
                columnCount = 1
            } else {
                // As many columns of at least `width` as fit with the spacing between them.
                let fitting = ((across + spacing) / (width + spacing)).rounded(.down)
                columnCount = min(max(1, Int(fitting)), WaterfallSpec.maximumColumnCount)
            }
        }
        // Column width = (container − (n − 1) × spacing) / n.
        let columnWidth = max(0, (across - CGFloat(columnCount - 1) * spacing) / CGFloat(columnCount))
        var items = WaterfallItems(axis: mainAxis, columnCount: columnCount, columnWidth: columnWidth, columnSpacing: spacing,
                                   itemSpacing: max(0, log.finite(spec.interItemSpacing, "Waterfall interItemSpacing")),
                                   fullSpanWidth: across, itemCount: source == nil ? 0 : itemCount, policy: spec.policy,
                                   measurements: measured ?? MeasuredSizeStore(keepsWidth: mainAxis == .horizontal,
                                                                               keepsHeight: mainAxis == .vertical))
        if let source {
            // The first screen is placed now; the rest as queries reach it.
            items.place(through: viewMain, source: source)
            if items.invalidLengths > 0 {
                log.record(.invalidDimension, "\(items.invalidLengths) waterfall items have a NaN, infinite or negative length; they are 0 long.")
            }
        } else if itemCount > 0 {
            log.record(.emptyGroup, "A waterfall section has \(itemCount) items but no item source; they are not laid out.")
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

    /// Solves section `index` starting at `mainStart` along the main axis.
    ///
    /// - Parameter reused: the section's variable groups from an earlier pass, when only measurements
    ///   changed since (they are kept as they are instead of being solved again).
    package func solve(_ spec: SectionSpec, index: Int, itemCount: Int, mainStart: CGFloat,
                       groups: inout GroupSolver, reusing reused: GroupPlacement? = nil,
                       waterfallSource: WaterfallItemSource? = nil) -> SectionLayout {
        groups.log.section = index
        defer { groups.log.section = nil }

        // The root container is the view inset on the cross axis by the reference insets; the section's
        // container takes the section's insets off on both axes (a fractional height in a vertical layout resolves against that container).
        let rootCross = crossInsets(for: resolvedReference(spec.contentInsetsReference))
        let rootCrossStart = rootCross.start
        let rootCrossLength = max(0, viewCross - rootCross.start - rootCross.end)
        let insets = split(groups.log.finite(spec.contentInsets, "Section contentInsets"))
        let sectionContainer = CGSize(main: max(0, viewMain - insets.mainStart - insets.mainEnd),
                                      cross: max(0, rootCrossLength - insets.crossStart - insets.crossEnd),
                                      mainAxis: mainAxis)
        let interGroupSpacing = groups.log.finite(spec.interGroupSpacing, "interGroupSpacing")

        let isOrthogonal = spec.orthogonalScrollingBehavior != .none
        // Self-sizing sections that stack their groups keep one estimate template and the lengths of the
        // measured groups (variable storage); self-sizing orthogonal sections with measurements solve each
        // group with its items' sizes (explicit storage); all others solve the group once and every
        // repetition reuses that template (uniform storage).
        let selfSizes = spec.group.containsEstimatedDimension
        let measured = input.measuredItemSizes[index].map { $0.truncated(toItemCount: itemCount) }
        var explicit: ExplicitGroups?
        var variable: VariableGroups?
        let template: GroupTemplate
        var waterfall: WaterfallItems?
        if case .variable(let reusedGroups) = reused {
            variable = reusedGroups
            template = reusedGroups.estimate
        } else if case .waterfall(let reusedItems) = reused {
            waterfall = reusedItems
            template = .empty
        } else if let waterfallSpec = spec.waterfall {
            waterfall = makeWaterfall(waterfallSpec, container: sectionContainer, itemCount: itemCount,
                                      measured: measured, source: waterfallSource, log: &groups.log)
            template = .empty
        } else if let last = groups.lastSectionTemplate, last.orthogonal == isOrthogonal, last.container == sectionContainer,
                  last.spec == spec.group {
            template = last.template
        } else {
            let diagnosticsBefore = groups.log.entries.count
            var solved = GroupTemplate(groups.solve(spec.group, in: sectionContainer))
            // Custom groups may hold many frames; rect queries then search them instead of scanning them.
            solved.indexSlots(along: isOrthogonal ? mainAxis.other : mainAxis)
            template = solved
            // Only a clean solve is reused: a later section must report its own diagnostics.
            groups.lastSectionTemplate = groups.log.entries.count == diagnosticsBefore
                ? (spec.group, sectionContainer, isOrthogonal, solved) : nil
        }
        // The section's group keeps its edge spacing: outsets around every repetition along the axis the
        // groups advance on, and an offset on the other (edge spacing comes before insets; neighbours move).
        let edges = spec.group.edgeSpacing
        func outset(_ spacing: SpacingSpec?) -> CGFloat { max(0, groups.log.finite(spacing?.value ?? 0, "Group edge spacing")) }
        let mainOutsets = mainAxis == .vertical ? (outset(edges.top), outset(edges.bottom)) : (outset(edges.leading), outset(edges.trailing))
        let crossOutsets = mainAxis == .vertical ? (outset(edges.leading), outset(edges.trailing)) : (outset(edges.top), outset(edges.bottom))
        if reused == nil, waterfall == nil, selfSizes, itemCount > 0, template.slotCount > 0 {
            if !isOrthogonal, !spec.group.containsCustomGroup {
                let stride = mainOutsets.0 + template.size.length(along: mainAxis) + mainOutsets.1 + interGroupSpacing
                let groupCount = itemCount / template.slotCount + (itemCount % template.slotCount == 0 ? 0 : 1)
                variable = makeVariableGroups(spec.group, template: template, container: sectionContainer, itemCount: itemCount,
                                              groupCount: groupCount, stride: stride, measured: measured)
            }
            // Without variable storage (orthogonal or custom groups, or a measured group that shows a different
            // number of items, so the partition depends on the measurements), every group is solved with its
            // items' sizes.
            if variable == nil, let measured, !measured.isEmpty {
                if itemCount > Self.maximumSelfSizedItems {
                    // Solving group by group is O(items); beyond this many the measurements are set aside.
                    groups.log.record(.tooManySlots, "Section \(index) has \(itemCount) self-sizing items, more than \(Self.maximumSelfSizedItems); its measured sizes are ignored and its items keep their estimates.")
                } else {
                    explicit = solveGroupsOneByOne(spec.group, itemCount: itemCount, container: sectionContainer,
                                                   measured: measured, groups: &groups)
                    explicit?.measurements = measured
                }
            }
        }
        if waterfall == nil, template.slotCount == 0, itemCount > 0 {
            groups.log.record(.emptyGroup, "Section \(index) has \(itemCount) items but its group holds none; they are not laid out.")
        }
        let slotsPerGroup = template.slotCount
        let groupCount = explicit?.templates.count ?? (slotsPerGroup > 0 ? itemCount / slotsPerGroup + (itemCount % slotsPerGroup == 0 ? 0 : 1) : 0)
        let groupMain = template.size.length(along: mainAxis)
        let groupCross = template.size.length(along: mainAxis.other)

        // Boundary items: sizes resolve against the range they span on the cross axis and the section's
        // container on the main axis.
        let boundaryCross: (start: CGFloat, length: CGFloat)
        if !spec.supplementariesFollowContentInsets {
            boundaryCross = (rootCrossStart, rootCrossLength)
        } else if spec.supplementaryContentInsetsReference != .automatic {
            let own = crossInsets(for: spec.supplementaryContentInsetsReference)
            boundaryCross = (own.start, max(0, viewCross - own.start - own.end))
        } else {
            boundaryCross = (rootCrossStart + insets.crossStart, max(0, rootCrossLength - insets.crossStart - insets.crossEnd))
        }
        let boundaryContainer = CGSize(main: sectionContainer.length(along: mainAxis), cross: boundaryCross.length, mainAxis: mainAxis)
        let measuredBoundaries = input.measuredSupplementarySizes[index] ?? [:]
        let boundarySizes = spec.boundaryItems.map { item in
            var size = groups.log.resolve(item.size, in: boundaryContainer, "Boundary item '\(item.elementKind)' size")
            // Self-sized boundary items take their measured size on estimated axes (UIKit: sections grow or shrink to fit).
            if let measured = measuredBoundaries[item.elementKind] {
                if item.size.width.isEstimated, measured.width.isFinite, measured.width >= 0 { size.width = measured.width }
                if item.size.height.isEstimated, measured.height.isFinite, measured.height >= 0 { size.height = measured.height }
            }
            return size
        }
        let boundaries = BoundaryPlacement(items: spec.boundaryItems, sizes: boundarySizes, scrollAxis: input.scrollAxis)
        let startExtent = boundaries.startExtent
        let endExtent = boundaries.endExtent

        let contentMainStart = mainStart + startExtent + insets.mainStart
        let contentMainLength: CGFloat
        let firstGroupOrigin: CGPoint
        let groupStep: CGVector
        var orthogonalContentSize: CGSize?
        if let waterfall {
            // Columns start at the content's leading edge; the content is as long as the columns (estimated
            // past the items placed so far).
            contentMainLength = waterfall.contentLength
            let crossOrigin = rootCrossStart + insets.crossStart
            firstGroupOrigin = mainAxis == .vertical ? CGPoint(x: crossOrigin, y: contentMainStart) : CGPoint(x: contentMainStart, y: crossOrigin)
            groupStep = .zero
        } else if isOrthogonal {
            // One line of groups along the cross axis, scrolled independently; its content holds the
            // section's cross insets. groupPagingCentered adds insets of
            // (visible − group)/2 on both ends so each group rests centred.
            let centring = spec.orthogonalScrollingBehavior == .groupPagingCentered ? max(0, (rootCrossLength - groupCross) / 2) : 0
            let rowMain = explicit?.templates.map { $0.size.length(along: mainAxis) }.max() ?? groupMain
            contentMainLength = groupCount > 0 ? mainOutsets.0 + rowMain + mainOutsets.1 : 0
            let crossOrigin = rootCrossStart + insets.crossStart + centring + crossOutsets.0
            let mainOrigin = contentMainStart + mainOutsets.0
            firstGroupOrigin = mainAxis == .vertical ? CGPoint(x: crossOrigin, y: mainOrigin) : CGPoint(x: mainOrigin, y: crossOrigin)
            let stride = crossOutsets.0 + groupCross + crossOutsets.1 + interGroupSpacing
            groupStep = mainAxis == .vertical ? CGVector(dx: stride, dy: 0) : CGVector(dx: 0, dy: stride)
            let crossLengths = explicit.map { $0.templates.reduce(0) { $0 + $1.size.length(along: mainAxis.other) } }
                ?? CGFloat(groupCount) * groupCross
            let lineLength = groupCount > 0
                ? crossLengths + CGFloat(groupCount) * (crossOutsets.0 + crossOutsets.1) + CGFloat(groupCount - 1) * interGroupSpacing : 0
            explicit?.place(from: firstGroupOrigin, along: mainAxis.other, spacing: interGroupSpacing, outsets: crossOutsets)
            let scrollLength = insets.crossStart + 2 * centring + lineLength + insets.crossEnd
            let rowLength = insets.mainStart + contentMainLength + insets.mainEnd
            orthogonalContentSize = CGSize(main: rowLength, cross: scrollLength, mainAxis: mainAxis)
        } else {
            // Groups stack along the main axis, interGroupSpacing between them, never after the last
            // (an empty section adds no negative spacing).
            // Self-sized groups each take their own length (their measured lengths, not a fixed stride).
            let stride = mainOutsets.0 + groupMain + mainOutsets.1 + interGroupSpacing
            let mainLengths = explicit.map { $0.templates.reduce(0) { $0 + $1.size.length(along: mainAxis) } }
                ?? CGFloat(groupCount) * groupMain + (variable?.offsets.totalDelta ?? 0)
            contentMainLength = groupCount > 0
                ? mainLengths + CGFloat(groupCount) * (mainOutsets.0 + mainOutsets.1) + CGFloat(groupCount - 1) * interGroupSpacing : 0
            // Across the section, the group's flexible edges share the room it leaves (the flexible-spacing rule one level
            // up: leading and trailing `.flexible(0)` centre a narrower group).
            let crossEdges = mainAxis == .vertical ? (edges.leading, edges.trailing) : (edges.top, edges.bottom)
            let crossRoom = sectionContainer.length(along: mainAxis.other) - groupCross - crossOutsets.0 - crossOutsets.1
            let flexibleEdges = (crossEdges.0?.isFlexible == true ? 1 : 0) + (crossEdges.1?.isFlexible == true ? 1 : 0)
            let share = flexibleEdges > 0 && crossRoom > 0 ? crossRoom / CGFloat(flexibleEdges) : 0
            let crossOrigin = rootCrossStart + insets.crossStart + crossOutsets.0 + (crossEdges.0?.isFlexible == true ? share : 0)
            let mainOrigin = contentMainStart + mainOutsets.0
            firstGroupOrigin = mainAxis == .vertical ? CGPoint(x: crossOrigin, y: mainOrigin) : CGPoint(x: mainOrigin, y: crossOrigin)
            groupStep = mainAxis == .vertical ? CGVector(dx: 0, dy: stride) : CGVector(dx: stride, dy: 0)
            explicit?.place(from: firstGroupOrigin, along: mainAxis, spacing: interGroupSpacing, outsets: mainOutsets)
        }
        let contentMainEnd = contentMainStart + contentMainLength
        let sectionEnd = contentMainEnd + insets.mainEnd + endExtent

        // Place the boundary items.
        var boundaryItems = boundaries.place(hostStart: mainStart, hostEnd: sectionEnd, contentStart: contentMainStart,
                                             contentEnd: contentMainEnd, endItemsStart: contentMainEnd + insets.mainEnd,
                                             crossStart: boundaryCross.start, crossLength: boundaryCross.length,
                                             indexPath: IndexPath(item: 0, section: index), log: &groups.log)

        // The section frame spans the root's effective cross extent, from its start to its end, boundary
        // items and insets included; a background covers it, inset by its own insets (the section's whole frame, headers included).
        let frame = CGRect(main: mainStart, cross: rootCrossStart, mainLength: sectionEnd - mainStart,
                           crossLength: rootCrossLength, mainAxis: mainAxis)
        let decorations = spec.decorationItems.map { decoration in
            PlacedElement(category: .decorationView, elementKind: decoration.elementKind,
                          indexPath: IndexPath(item: 0, section: index),
                          frame: frame.insetBy(groups.log.finite(decoration.contentInsets, "Decoration contentInsets")),
                          zIndex: decoration.zIndex, pin: nil)
        }
        // With a background, every other element of the section is promoted to at least zIndex 1 (UIKit header).
        let hasDecoration = !decorations.isEmpty
        if hasDecoration {
            for offset in boundaryItems.indices { boundaryItems[offset].zIndex = max(boundaryItems[offset].zIndex, 1) }
        }

        // The main-axis extent of everything drawn, for rect queries.
        var visualStart = frame.minimum(along: mainAxis)
        var visualEnd = frame.maximum(along: mainAxis)
        for element in boundaryItems + decorations {
            visualStart = min(visualStart, element.frame.minimum(along: mainAxis))
            visualEnd = max(visualEnd, element.frame.maximum(along: mainAxis))
        }
        if let variable, groupCount > 0 {
            // The first group's start and the last group's end, each with the furthest any group draws past them.
            let firstMain = firstGroupOrigin.coordinate(along: mainAxis)
            let lastEnd = firstMain + variable.offsets.offset(ofGroup: groupCount) - interGroupSpacing - mainOutsets.1 - mainOutsets.0
            visualStart = min(visualStart, firstMain - variable.overhangBefore)
            visualEnd = max(visualEnd, lastEnd + variable.overhangAfter)
        } else if let explicit {
            for (offset, groupTemplate) in explicit.templates.enumerated() {
                let bounds = groupTemplate.bounds.offsetBy(dx: explicit.origins[offset].x, dy: explicit.origins[offset].y)
                visualStart = min(visualStart, bounds.minimum(along: mainAxis))
                visualEnd = max(visualEnd, bounds.maximum(along: mainAxis))
            }
        } else if groupCount > 0 {
            let first = template.bounds.offsetBy(dx: firstGroupOrigin.x, dy: firstGroupOrigin.y)
            let lastOrigin = CGPoint(x: firstGroupOrigin.x + groupStep.dx * CGFloat(groupCount - 1),
                                     y: firstGroupOrigin.y + groupStep.dy * CGFloat(groupCount - 1))
            let last = template.bounds.offsetBy(dx: lastOrigin.x, dy: lastOrigin.y)
            visualStart = min(visualStart, first.minimum(along: mainAxis), last.minimum(along: mainAxis))
            visualEnd = max(visualEnd, first.maximum(along: mainAxis), last.maximum(along: mainAxis))
        }

        if spec.hasVisibleItemsInvalidationHandler && selfSizes {
            groups.log.record(.invalidationHandlerIgnored,
                              "Section \(index) has a visibleItemsInvalidationHandler and self-sizing items; as in UIKit, the handler's changes are ignored.")
        }
        return SectionLayout(isMissing: false, frame: frame, itemCount: itemCount, groups: waterfall.map { .waterfall($0) } ?? explicit.map { .explicit($0) } ?? variable.map { .variable($0) } ?? .uniform(template),
                             firstGroupOrigin: firstGroupOrigin, groupStep: groupStep, groupCount: groupCount,
                             isOrthogonal: isOrthogonal, orthogonalScrollingBehavior: spec.orthogonalScrollingBehavior,
                             orthogonalContentSize: orthogonalContentSize,
                             cellZIndex: hasDecoration ? 1 : 0, supplementaryZIndexFloor: hasDecoration ? 1 : Int.min,
                             boundaryItems: boundaryItems, decorations: decorations,
                             visualMainStart: visualStart, visualMainEnd: visualEnd,
                             hasVisibleItemsInvalidationHandler: spec.hasVisibleItemsInvalidationHandler,
                             selfSizes: selfSizes)
    }
}
