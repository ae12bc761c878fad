import CollectionGeometry

/// A laid-out element other than a cell: a boundary item or a decoration, with its frame.
package struct PlacedElement: Sendable {
    package var category: LayoutElement.Category
    package var elementKind: String
    package var indexPath: IndexPath
    package var frame: CGRect
    package var zIndex: Int
    package var pin: PinRule?
}

/// How a pinned boundary item moves with the scroll offset (decision D-8 of the layout notes).
package struct PinRule: Sendable {
    package enum Edge: Sendable { case start, end }
    package var edge: Edge
    /// The host's extent on the main axis (the section's, or the whole content's for global items).
    package var hostMainStart: CGFloat
    package var hostMainEnd: CGFloat
    /// For a pinned footer: the height of the pinned headers it must not cover.
    package var reservedAtStart: CGFloat
}

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

    package var slotCount: Int { slotFrames.count }
}

/// Groups that differ from one another (self-sized items): one template and origin per group.
package struct ExplicitGroups: Sendable {
    package var templates: [GroupTemplate] = []
    package var origins: [CGPoint] = []
    /// The index of each group's first item; sorted, so item lookups binary-search it.
    package var firstItems: [Int] = []
    /// The axis groups advance along, and how far any group's drawing reaches before and after its origin on it.
    package var stepAxis: Axis = .vertical
    package var reachBefore: CGFloat = 0
    package var reachAfter: CGFloat = 0

    package init() {}

    /// Places the groups one after another along `axis`, `spacing` apart plus each group's edge-spacing
    /// outsets (before, after), the first at `origin`.
    package mutating func place(from origin: CGPoint, along axis: Axis, spacing: CGFloat, outsets: (CGFloat, CGFloat)) {
        stepAxis = axis
        origins = []
        origins.reserveCapacity(templates.count)
        var cursor = origin
        for template in templates {
            origins.append(cursor)
            let advance = template.size.length(along: axis) + outsets.1 + spacing + outsets.0
            if axis == .horizontal { cursor.x += advance } else { cursor.y += advance }
            reachBefore = max(reachBefore, -template.bounds.minimum(along: axis))
            reachAfter = max(reachAfter, template.bounds.maximum(along: axis))
        }
    }

    /// The group holding item `item`.
    package func group(containing item: Int) -> Int {
        var low = 0, high = firstItems.count
        while low + 1 < high {
            let mid = (low + high) / 2
            if firstItems[mid] <= item { low = mid } else { high = mid }
        }
        return low
    }

    /// The number of items all groups hold.
    package var slotTotal: Int { (firstItems.last ?? 0) + (templates.last?.slotCount ?? 0) }
}

/// One laid-out section.
package struct SectionLayout: Sendable {
    package var isMissing: Bool
    /// The section's whole frame: main extent from its start to its end, cross extent the root's effective width.
    package var frame: CGRect
    package var itemCount: Int
    package var template: GroupTemplate
    /// Per-group templates and origins when groups differ; nil when every group is `template`.
    package var explicitGroups: ExplicitGroups?
    /// Where group 0 sits, and the step from one group to the next.
    package var firstGroupOrigin: CGPoint
    package var groupStep: CGVector
    package var groupCount: Int
    package var isOrthogonal: Bool
    package var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    package var orthogonalContentSize: CGSize?
    package var cellZIndex: Int
    package var supplementaryZIndexFloor: Int
    package var boundaryItems: [PlacedElement]
    package var decorations: [PlacedElement]
    /// The extent of everything in the section along the main axis (badges may hang outside the frame).
    package var visualMainStart: CGFloat
    package var visualMainEnd: CGFloat
    package var hasVisibleItemsInvalidationHandler: Bool
    package var selfSizes: Bool

    /// Items the section actually places (0 when its group holds no slots).
    package var placedItemCount: Int {
        if let explicitGroups { return min(itemCount, explicitGroups.slotTotal) }
        return template.slotCount > 0 ? itemCount : 0
    }

    package static func missing(at main: CGFloat, axis: ScrollAxis, itemCount: Int) -> SectionLayout {
        SectionLayout(isMissing: true,
                      frame: axis == .vertical ? CGRect(x: 0, y: main, width: 0, height: 0) : CGRect(x: main, y: 0, width: 0, height: 0),
                      itemCount: itemCount,
                      template: GroupTemplate(size: .zero, slotFrames: [], slotZIndices: [], supplementaries: [], bounds: .zero),
                      explicitGroups: nil,
                      firstGroupOrigin: .zero, groupStep: .zero, groupCount: 0, isOrthogonal: false,
                      orthogonalScrollingBehavior: .none, orthogonalContentSize: nil, cellZIndex: 0,
                      supplementaryZIndexFloor: Int.min, boundaryItems: [], decorations: [],
                      visualMainStart: main, visualMainEnd: main, hasVisibleItemsInvalidationHandler: false, selfSizes: false)
    }
}

/// The output of one layout pass: immutable, `Sendable`, and answering queries without scanning every element.
package struct LayoutResult: Sendable {
    package var contentSize: CGSize
    package var scrollAxis: ScrollAxis
    package var isRightToLeft: Bool
    package var sections: [SectionLayout]
    package var globalItems: [PlacedElement]
    package var diagnostics: [LayoutDiagnostic]
    /// Suffix minima of the sections' visual starts and prefix maxima of their visual ends, for binary search.
    package var suffixMinVisualStart: [CGFloat]
    package var prefixMaxVisualEnd: [CGFloat]

    package static let empty = LayoutResult(contentSize: .zero, scrollAxis: .vertical, isRightToLeft: false, sections: [],
                                            globalItems: [], diagnostics: [], suffixMinVisualStart: [], prefixMaxVisualEnd: [])
}
