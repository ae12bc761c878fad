import CollectionGeometry

extension LayoutResult {
    /// The scrolling region of section `index`, or nil when it is out of range, missing or not orthogonal.
    /// - Complexity: O(1) (O(g) for self-sized groups).
    package func orthogonalScrollRegion(forSection index: Int, physics: OrthogonalScrollingPhysics) -> OrthogonalScrollRegion? {
        guard index >= 0, index < sections.count else { return nil }
        let section = sections[index]
        guard !section.isMissing, section.isOrthogonal, let contentSize = section.orthogonalContentSize else { return nil }
        let main = mainAxis
        let cross = main.other
        let regionStart = section.frame.minimum(along: cross)
        let visible = section.frame.length(along: cross)
        let groups: OrthogonalPaging.Groups
        switch section.groups {
        case .explicit(let explicit):
            groups = .explicit(leadings: explicit.allOrigins.map { $0.coordinate(along: cross) - regionStart },
                               lengths: explicit.templates.map { $0.size.length(along: cross) })
        default:
            let template = section.template
            let stride = cross == .horizontal ? section.groupStep.dx : section.groupStep.dy
            groups = .uniform(firstLeading: section.firstGroupOrigin.coordinate(along: cross) - regionStart,
                              length: template.size.length(along: cross), stride: stride, count: section.groupCount)
        }
        let paging = OrthogonalPaging(behavior: section.orthogonalScrollingBehavior, visibleLength: visible,
                                      contentLength: contentSize.length(along: cross), groups: groups)
        let frame = CGRect(main: section.visualMainStart, cross: regionStart,
                           mainLength: section.visualMainEnd - section.visualMainStart, crossLength: visible, mainAxis: main)
        return OrthogonalScrollRegion(section: index, frame: mirrored(frame), axis: cross,
                                      isReversed: isRightToLeft && cross == .horizontal, paging: paging, physics: physics)
    }

    /// The orthogonal sections whose region meets `physicalRect` along the main axis, in order.
    /// - Complexity: O(log s + k), s sections, k sections the rect reaches.
    package func orthogonalSections(meeting physicalRect: CGRect) -> [Int] {
        guard !sections.isEmpty, !physicalRect.isNull, !physicalRect.origin.x.isNaN, !physicalRect.origin.y.isNaN,
              !physicalRect.width.isNaN, !physicalRect.height.isNaN else { return [] }
        let rect = mirrored(physicalRect.standardized)
        let r0 = rect.minimum(along: mainAxis), r1 = rect.maximum(along: mainAxis)
        var low = 0, high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if prefixMaxVisualEnd[mid] < r0 { low = mid + 1 } else { high = mid }
        }
        var found: [Int] = []
        var index = low
        while index < sections.count, suffixMinVisualStart[index] <= r1 {
            let section = sections[index]
            if section.isOrthogonal, !section.isMissing, section.visualMainEnd >= r0, section.visualMainStart <= r1 {
                found.append(index)
            }
            index += 1
        }
        return found
    }

    /// Whether an element scrolls with its orthogonal section: its cells and their item and group
    /// supplementaries do; boundary items, decorations and global items stay.
    /// - Complexity: O(boundary items of the section + global items).
    package func scrollsOrthogonally(category: LayoutElement.Category, elementKind: String?, indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections.count,
              sections[indexPath.section].isOrthogonal else { return false }
        switch category {
        case .cell: return true
        case .decorationView: return false
        case .supplementaryView:
            if globalItems.contains(where: { $0.elementKind == elementKind }), indexPath == IndexPath(item: 0, section: 0) {
                return false
            }
            return !sections[indexPath.section].boundaryItems.contains { $0.elementKind == elementKind }
        }
    }
}
