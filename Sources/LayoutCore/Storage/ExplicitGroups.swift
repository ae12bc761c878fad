import CollectionGeometry

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
    /// The measurements the groups were solved with.
    package var measurements: MeasuredSizeStore?

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

extension ExplicitGroups {
    /// The groups moved by `distance` along `axis`.
    /// - Complexity: O(groups).
    package func shifted(by distance: CGFloat, along axis: Axis) -> ExplicitGroups {
        var copy = self
        for index in copy.origins.indices {
            if axis == .horizontal { copy.origins[index].x += distance } else { copy.origins[index].y += distance }
        }
        return copy
    }
}
