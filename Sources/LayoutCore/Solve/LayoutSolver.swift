import CollectionGeometry

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
    package static func solve(_ input: LayoutInput, isRightToLeft: Bool, customFrames: @escaping CustomFrameSource,
                              waterfallSources: WaterfallSources = { _ in nil }) -> LayoutResult {
        solve(input, isRightToLeft: isRightToLeft, customFrames: customFrames, waterfallSources: waterfallSources, reusing: nil)
    }

    /// What an incremental pass keeps from the previous result: every section before `section` as it was,
    /// `section` with its variable groups as they are now, and every section after it moved by `shift`.
    package struct Reuse {
        package var previous: LayoutResult
        package var section: Int
        package var groups: GroupPlacement
        package var shift: CGFloat

        package init(previous: LayoutResult, section: Int, groups: GroupPlacement, shift: CGFloat) {
            self.previous = previous
            self.section = section
            self.groups = groups
            self.shift = shift
        }
    }

    /// Solves a layout, reusing what `reuse` says has not changed.
    /// - Complexity: without reuse, O(sections + slots per group template + measured items); with it,
    ///   O(sections after the changed one) plus the changed section's boundary items.
    package static func solve(_ input: LayoutInput, isRightToLeft: Bool, customFrames: @escaping CustomFrameSource,
                              waterfallSources: WaterfallSources = { _ in nil }, reusing reuse: Reuse?) -> LayoutResult {
        var groups = GroupSolver(log: DiagnosticLog(), customFrames: customFrames)
        let size = input.viewSize
        if !(size.width.isFinite && size.height.isFinite) || size.width <= 0 || size.height <= 0 {
            groups.log.record(.zeroSizedView, "The collection view's size is \(size); fractional dimensions resolve to 0.")
        }
        var safeInput = input
        safeInput.viewSize = CGSize(width: size.width.isFinite ? max(0, size.width) : 0,
                                    height: size.height.isFinite ? max(0, size.height) : 0)
        let interSectionSpacing = groups.log.finite(input.interSectionSpacing, "interSectionSpacing",
                                                    at: .element(.layout), .interSectionSpacing)
        let solver = SectionSolver(input: safeInput, isRightToLeft: isRightToLeft)
        let mainAxis = solver.mainAxis

        // Global boundary items span the root's effective cross extent.
        let rootCross = solver.crossInsets(for: solver.resolvedReference(input.contentInsetsReference))
        let rootCrossLength = max(0, solver.viewCross - rootCross.start - rootCross.end)
        let globalContainer = CGSize(main: solver.viewMain, cross: rootCrossLength, mainAxis: mainAxis)
        let globalSizes = input.globalBoundaryItems.enumerated().map { index, item in
            groups.log.resolve(item.size, in: globalContainer, "Global boundary item '\(item.elementKind)' size",
                               at: .element(.layoutBoundaryItem(index)))
        }
        let globalPlacement = BoundaryPlacement(items: input.globalBoundaryItems, sizes: globalSizes, scrollAxis: input.scrollAxis,
                                                isGlobal: true)
        var cursor = globalPlacement.startExtent
        let contentStart = cursor

        var sections: [SectionLayout] = []
        sections.reserveCapacity(input.sections.count)
        var laidOutAny = false
        for (index, spec) in input.sections.enumerated() {
            if let reuse, index != reuse.section, index < reuse.previous.sections.count {
                // Unchanged sections keep their layout; those after the changed one move with it.
                let previous = reuse.previous.sections[index]
                let section = index < reuse.section ? previous : previous.shifted(by: reuse.shift, along: mainAxis)
                if !section.isMissing {
                    if laidOutAny { cursor += interSectionSpacing }
                    cursor = section.frame.maximum(along: mainAxis)
                    laidOutAny = true
                }
                sections.append(section)
                continue
            }
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
            let section = solver.solve(spec, index: index, itemCount: count, mainStart: cursor, groups: &groups,
                                       reusing: reuse?.section == index ? reuse?.groups : nil,
                                       waterfallSource: spec.waterfall == nil ? nil : waterfallSources(index))
            cursor = section.frame.maximum(along: mainAxis)
            sections.append(section)
            laidOutAny = true
        }
        let contentEnd = cursor

        // Global items: headers before the first section, footers after the last; pinned ones clamp
        // against the whole content.
        let totalEnd = contentEnd + globalPlacement.endExtent
        let globalItems = globalPlacement.place(hostStart: 0, hostEnd: totalEnd, contentStart: contentStart, contentEnd: contentEnd,
                                                endItemsStart: contentEnd, crossStart: rootCross.start, crossLength: rootCrossLength,
                                                indexPath: IndexPath(item: 0, section: 0), log: &groups.log)

        let contentSize = CGSize(main: totalEnd, cross: solver.viewCross, mainAxis: mainAxis)
        var result = LayoutResult(contentSize: contentSize, scrollAxis: input.scrollAxis, isRightToLeft: isRightToLeft,
                                  sections: sections, globalItems: globalItems,
                                  diagnostics: reuse?.previous.diagnostics ?? groups.log.entries,
                                  suffixMinVisualStart: [], prefixMaxVisualEnd: [])
        result.pendingMeasurements = reuse?.previous.pendingMeasurements ?? [:]
        result.buildSearchIndex()
        return result
    }
}
