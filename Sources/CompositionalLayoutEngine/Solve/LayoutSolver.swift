import CollectionGeometry
import CollectionViewHost

/// Turns a layout description into a layout result: a pure function of its input.
///
/// Frames are computed left to right; a right-to-left result is the exact mirror, applied when it is
/// queried (`x' = contentWidth − x − w`), so every rule is written once.
package enum LayoutSolver {
    /// Solves a whole layout.
    ///
    /// - Parameters:
    ///   - input: the description, the view's size and insets, and the item counts.
    ///   - isRightToLeft: whether the result is to be mirrored for right-to-left layouts.
    ///   - customFrames: asks a custom group's provider for its items (called once per group size).
    /// - Complexity: O(sections + slots per group template); independent of the number of items.
    package static func solve(_ input: LayoutInput, isRightToLeft: Bool,
                              customFrames: @escaping CustomFrameSource) -> LayoutResult {
        var groups = GroupSolver(log: DiagnosticLog(), customFrames: customFrames)
        let size = input.viewSize
        if !(size.width.isFinite && size.height.isFinite) || size.width <= 0 || size.height <= 0 {
            groups.log.record(.zeroSizedView, "The collection view's size is \(size); fractional dimensions resolve to 0.")
        }
        var safeInput = input
        safeInput.viewSize = CGSize(width: size.width.isFinite ? max(0, size.width) : 0,
                                    height: size.height.isFinite ? max(0, size.height) : 0)
        let interSectionSpacing = groups.log.finite(input.interSectionSpacing, "interSectionSpacing")
        let solver = SectionSolver(input: safeInput, isRightToLeft: isRightToLeft)
        let mainAxis = solver.mainAxis

        // Global boundary items span the root's effective cross extent (layout notes §14.3).
        let rootCross = solver.crossInsets(for: solver.resolvedReference(input.contentInsetsReference))
        let rootCrossLength = max(0, solver.viewCross - rootCross.start - rootCross.end)
        let globalContainer = CGSize(main: solver.viewMain, cross: rootCrossLength, mainAxis: mainAxis)
        let globalSizes = input.globalBoundaryItems.map {
            groups.log.resolve($0.size, in: globalContainer, "Global boundary item '\($0.elementKind)' size")
        }
        let globalRoles = input.globalBoundaryItems.map { $0.alignment.roles(scrollAxis: input.scrollAxis) }

        var cursor: CGFloat = 0
        for (offset, item) in input.globalBoundaryItems.enumerated() where item.extendsBoundary && globalRoles[offset].main == .start {
            cursor += globalSizes[offset].length(along: mainAxis)
        }
        let contentStart = cursor

        var sections: [SectionLayout] = []
        sections.reserveCapacity(input.sections.count)
        var laidOutAny = false
        for (index, spec) in input.sections.enumerated() {
            let count = index < input.itemCounts.count ? max(0, input.itemCounts[index]) : 0
            guard let spec else {
                groups.log.section = index
                groups.log.record(.nilSection, "The section provider returned nil for section \(index); its \(count) items are not laid out.")
                groups.log.section = nil
                sections.append(.missing(at: cursor, axis: input.scrollAxis, itemCount: count))
                continue
            }
            // interSectionSpacing goes between sections, never after the last (UIKit documentation).
            if laidOutAny { cursor += interSectionSpacing }
            let section = solver.solve(spec, index: index, itemCount: count, mainStart: cursor, groups: &groups)
            cursor = section.frame.maximum(along: mainAxis)
            sections.append(section)
            laidOutAny = true
        }
        let contentEnd = cursor

        // Place the global items: headers before the first section, footers after the last.
        var globalItems: [PlacedElement] = []
        var startCursor: CGFloat = 0
        var endCursor = contentEnd
        var pinnedStartLength: CGFloat = 0
        var totalEnd = contentEnd
        for (offset, item) in input.globalBoundaryItems.enumerated() where item.extendsBoundary && globalRoles[offset].main == .end {
            totalEnd += globalSizes[offset].length(along: mainAxis)
        }
        for (offset, item) in input.globalBoundaryItems.enumerated() {
            let size = globalSizes[offset]
            let length = size.length(along: mainAxis)
            let crossLength = size.length(along: mainAxis.other)
            let main: CGFloat
            switch globalRoles[offset].main {
            case .start:
                if item.extendsBoundary { main = startCursor; startCursor += length } else { main = contentStart }
            case .end:
                if item.extendsBoundary { main = endCursor; endCursor += length } else { main = contentEnd - length }
            case .side:
                main = contentStart + (contentEnd - contentStart - length) / 2
            }
            let cross: CGFloat
            switch globalRoles[offset].cross {
            case .start: cross = rootCross.start
            case .center: cross = rootCross.start + (rootCrossLength - crossLength) / 2
            case .end: cross = rootCross.start + rootCrossLength - crossLength
            }
            let frame = CGRect(main: main, cross: cross, mainLength: length, crossLength: crossLength, mainAxis: mainAxis)
                .offsetBy(dx: groups.log.finite(item.offset.x, "Global boundary offset x"), dy: groups.log.finite(item.offset.y, "Global boundary offset y"))
                .insetBy(groups.log.finite(item.contentInsets, "Global boundary contentInsets"),
                         ignoringWidth: item.size.width.isEstimated, ignoringHeight: item.size.height.isEstimated)
            var pin: PinRule?
            if item.pinToVisibleBounds, globalRoles[offset].main != .side {
                // Global pinned items clamp against the whole content (layout notes §11.4).
                pin = PinRule(edge: globalRoles[offset].main == .start ? .start : .end, hostMainStart: 0, hostMainEnd: totalEnd, reservedAtStart: 0)
                if globalRoles[offset].main == .start { pinnedStartLength += length }
            }
            globalItems.append(PlacedElement(category: .supplementaryView, elementKind: item.elementKind,
                                             indexPath: IndexPath(item: 0, section: 0), frame: frame, zIndex: item.zIndex, pin: pin))
        }
        for offset in globalItems.indices where globalItems[offset].pin?.edge == .end {
            globalItems[offset].pin?.reservedAtStart = pinnedStartLength
        }

        let contentSize = CGSize(main: totalEnd, cross: solver.viewCross, mainAxis: mainAxis)
        var result = LayoutResult(contentSize: contentSize, scrollAxis: input.scrollAxis, isRightToLeft: isRightToLeft,
                                  sections: sections, globalItems: globalItems, diagnostics: groups.log.entries,
                                  suffixMinVisualStart: [], prefixMaxVisualEnd: [])
        result.buildSearchIndex()
        return result
    }
}
