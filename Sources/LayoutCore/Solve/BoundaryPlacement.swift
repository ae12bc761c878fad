import CollectionGeometry

/// Places boundary items (headers, footers, side items) of one host: a section, or the whole layout.
///
/// Start items that extend the boundary stack from the host's start in array order, end
/// items stack after the content and its end inset; non-extending ones overlap the content's first or last
/// part; side items are centred on the content along the main axis.
package struct BoundaryPlacement {
    package let items: [BoundarySpec]
    package let sizes: [CGSize]
    package let roles: [(main: BoundaryMainRole, cross: BoundaryCrossRole)]
    package let mainAxis: Axis
    /// Whether the items are the layout's (the configuration's) rather than a section's: where diagnostics point.
    package let isGlobal: Bool

    package init(items: [BoundarySpec], sizes: [CGSize], scrollAxis: ScrollAxis, isGlobal: Bool = false) {
        self.items = items
        self.isGlobal = isGlobal
        self.sizes = sizes
        self.roles = items.map { $0.alignment.roles(scrollAxis: scrollAxis) }
        self.mainAxis = scrollAxis == .vertical ? .vertical : .horizontal
    }

    /// The main-axis length the extending start items add before the content.
    package var startExtent: CGFloat { extent(of: .start) }
    /// The main-axis length the extending end items add after the content.
    package var endExtent: CGFloat { extent(of: .end) }

    private func extent(of role: BoundaryMainRole) -> CGFloat {
        var total: CGFloat = 0
        for (offset, item) in items.enumerated() where item.extendsBoundary && roles[offset].main == role {
            total += sizes[offset].length(along: mainAxis)
        }
        return total
    }

    /// The placed items.
    /// - Parameters:
    ///   - hostStart, hostEnd: the host's whole main extent (pinned items clamp inside it).
    ///   - contentStart, contentEnd: where the content begins and ends on the main axis.
    ///   - endItemsStart: where extending end items begin (the content's end plus the host's end inset).
    ///   - crossStart, crossLength: the range the items span on the cross axis.
    package func place(hostStart: CGFloat, hostEnd: CGFloat, contentStart: CGFloat, contentEnd: CGFloat,
                       endItemsStart: CGFloat, crossStart: CGFloat, crossLength: CGFloat, indexPath: IndexPath,
                       log: inout DiagnosticLog) -> [PlacedElement] {
        var placed: [PlacedElement] = []
        var startCursor = hostStart
        var endCursor = endItemsStart
        var pinnedStartLength: CGFloat = 0
        for (offset, item) in items.enumerated() {
            let length = sizes[offset].length(along: mainAxis)
            let crossSize = sizes[offset].length(along: mainAxis.other)
            let main: CGFloat
            switch roles[offset].main {
            case .start:
                if item.extendsBoundary { main = startCursor; startCursor += length } else { main = contentStart }
            case .end:
                if item.extendsBoundary { main = endCursor; endCursor += length } else { main = contentEnd - length }
            case .side:
                main = contentStart + (contentEnd - contentStart - length) / 2
            }
            let cross: CGFloat
            switch roles[offset].cross {
            case .start: cross = crossStart
            case .center: cross = crossStart + (crossLength - crossSize) / 2
            case .end: cross = crossStart + crossLength - crossSize
            }
            // The absolute offset is added after alignment (UIKit header diagram); then the item's own insets.
            let place: DiagnosticLocus = .element(isGlobal ? .layoutBoundaryItem(offset) : .boundaryItem(offset))
            let frame = CGRect(main: main, cross: cross, mainLength: length, crossLength: crossSize, mainAxis: mainAxis)
                .offsetBy(dx: log.finite(item.offset.x, "Boundary item '\(item.elementKind)' offset x", at: place, .offset),
                          dy: log.finite(item.offset.y, "Boundary item '\(item.elementKind)' offset y", at: place, .offset))
                .insetBy(log.finite(item.contentInsets, "Boundary item '\(item.elementKind)' contentInsets", at: place),
                         ignoringWidth: item.size.width.isEstimated, ignoringHeight: item.size.height.isEstimated)
            var pin: PinRule?
            if item.pinToVisibleBounds, roles[offset].main != .side {
                let edge: PinRule.Edge = roles[offset].main == .start ? .start : .end
                pin = PinRule(edge: edge, hostMainStart: hostStart, hostMainEnd: hostEnd, reservedAtStart: 0)
                if edge == .start { pinnedStartLength += length }
            }
            placed.append(PlacedElement(category: .supplementaryView, elementKind: item.elementKind, indexPath: indexPath,
                                        frame: frame, zIndex: item.zIndex, pin: pin))
        }
        // A pinned footer never covers its host's pinned headers.
        for offset in placed.indices where placed[offset].pin?.edge == .end {
            placed[offset].pin?.reservedAtStart = pinnedStartLength
        }
        return placed
    }
}
