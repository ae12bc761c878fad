import CollectionGeometry
import LayoutCore
import CollectionViewHost

/// Which elements the collection view asks for their preferred size: cells of sections whose groups hold
/// an estimated (or `uniformAcrossSiblings`) dimension, waterfall items whose length is estimated, and
/// boundary supplementary items with an estimated dimension — on the axes that are estimated.
extension CoreSolvedCollectionViewLayout: SelfSizingAxesReporting {
    /// The estimated axes of the element `attributes` describes; empty for elements the layout sizes itself
    /// (absolute and fractional dimensions, decorations, global boundary items, unknown elements).
    ///
    /// - Complexity: O(depth of the section's group) for cells; O(boundary items of the section) for
    ///   supplementary views.
    package func selfSizingAxes(for attributes: UICollectionViewLayoutAttributes) -> UIAxis {
        prepareIfNeeded()
        let state = selfSizingState
        let indexPath = attributes.indexPath
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < state.result.sections.count,
              let input = state.input, indexPath.section < input.sections.count,
              let spec = input.sections[indexPath.section] else { return [] }
        let section = state.result.sections[indexPath.section]
        switch attributes.representedElementCategory {
        case .cell:
            guard indexPath.item >= 0, indexPath.item < section.placedItemCount else { return [] }
            if case .waterfall(let items) = section.groups {
                // A waterfall item's length runs along the scroll axis; it self-sizes when it is an estimate.
                guard indexPath.item >= items.placedCount || items.isEstimated(indexPath.item) else { return [] }
                return state.result.scrollAxis == .vertical ? .vertical : .horizontal
            }
            guard section.selfSizes else { return [] }
            return Self.axes(spec.estimatedItemAxes)
        case .supplementaryView:
            guard let kind = attributes.representedElementKind,
                  let item = spec.boundaryItems.first(where: { $0.elementKind == kind }) else { return [] }
            return Self.axes((item.size.width.isEstimated, item.size.height.isEstimated))
        case .decorationView:
            return []
        }
    }

    private static func axes(_ estimated: (width: Bool, height: Bool)) -> UIAxis {
        var axes: UIAxis = []
        if estimated.width { axes.insert(.horizontal) }
        if estimated.height { axes.insert(.vertical) }
        return axes
    }
}
