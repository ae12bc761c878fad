import CollectionGeometry

/// One laid-out section.
package struct SectionLayout: Sendable {
    package var isMissing: Bool
    /// The section's whole frame: main extent from its start to its end, cross extent the root's effective width.
    package var frame: CGRect
    package var itemCount: Int
    /// How the groups are stored.
    package var groups: GroupPlacement
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
        switch groups {
        case .uniform(let template): template.slotCount > 0 ? itemCount : 0
        case .variable(let variable): variable.slotsPerGroup > 0 ? itemCount : 0
        case .explicit(let explicit): min(itemCount, explicit.slotTotal)
        case .waterfall: itemCount
        }
    }

    /// The template of an unmeasured group (the first group's, for explicit groups).
    package var template: GroupTemplate {
        switch groups {
        case .uniform(let template): template
        case .variable(let variable): variable.estimate
        case .explicit(let explicit): explicit.count > 0 ? explicit.template(ofGroup: 0) : .empty
        case .waterfall: .empty
        }
    }

    package static func missing(at main: CGFloat, axis: ScrollAxis, itemCount: Int) -> SectionLayout {
        SectionLayout(isMissing: true,
                      frame: axis == .vertical ? CGRect(x: 0, y: main, width: 0, height: 0) : CGRect(x: main, y: 0, width: 0, height: 0),
                      itemCount: itemCount,
                      groups: .uniform(.empty),
                      firstGroupOrigin: .zero, groupStep: .zero, groupCount: 0, isOrthogonal: false,
                      orthogonalScrollingBehavior: .none, orthogonalContentSize: nil, cellZIndex: 0,
                      supplementaryZIndexFloor: Int.min, boundaryItems: [], decorations: [],
                      visualMainStart: main, visualMainEnd: main, hasVisibleItemsInvalidationHandler: false, selfSizes: false)
    }
}

extension SectionLayout {
    /// The section moved by `distance` along the main axis `axis` (a measured section before it changed length).
    /// - Complexity: O(boundary items + decorations); O(groups) for explicit groups.
    package func shifted(by distance: CGFloat, along axis: Axis) -> SectionLayout {
        guard distance != 0 else { return self }
        var copy = self
        func move(_ rect: CGRect) -> CGRect {
            axis == .horizontal ? rect.offsetBy(dx: distance, dy: 0) : rect.offsetBy(dx: 0, dy: distance)
        }
        copy.frame = move(frame)
        if axis == .horizontal { copy.firstGroupOrigin.x += distance } else { copy.firstGroupOrigin.y += distance }
        copy.boundaryItems = boundaryItems.map { $0.shifted(by: distance, along: axis) }
        copy.decorations = decorations.map { $0.shifted(by: distance, along: axis) }
        copy.visualMainStart += distance
        copy.visualMainEnd += distance
        if case .explicit(let explicit) = groups { copy.groups = .explicit(explicit.shifted(by: distance, along: axis)) }
        return copy
    }

    /// Whether the section is a waterfall (its items are placed lazily).
    package var isWaterfall: Bool {
        if case .waterfall = groups { true } else { false }
    }

    /// The measurements the section's groups were solved with, if any.
    package var measurements: MeasuredSizeStore? {
        switch groups {
        case .uniform: nil
        case .variable(let variable): variable.measurements.isEmpty ? nil : variable.measurements
        case .explicit(let explicit): explicit.measurements
        case .waterfall(let items): items.measurements.isEmpty ? nil : items.measurements
        }
    }
}
