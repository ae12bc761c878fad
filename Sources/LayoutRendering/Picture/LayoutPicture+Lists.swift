import OpenCompositionalLayout

/// The shapes of lists in a picture: inset-grouped sections drawn as rounded groups, and cells' separators.
extension LayoutPicture {
    /// A list section drawn as one rounded group: its rows' extent and corner radius.
    struct RoundedGroup {
        let frame: CGRect
        let radius: CGFloat
    }

    /// The thickness of a drawn separator, in points: one pixel at 1×.
    static let separatorThickness: CGFloat = 1

    /// The rounded groups of a snapshot by section: every list section with a group corner radius whose
    /// cells have drawable frames, spanning its cells (not its headers and footers).
    ///
    /// - Complexity: O(n) for n elements.
    static func roundedGroups(_ snapshot: LayoutSnapshot) -> [Int: RoundedGroup] {
        var radii: [Int: CGFloat] = [:]
        for section in snapshot.sections {
            if let radius = section.list?.groupCornerRadius, radius > 0 { radii[section.index] = radius }
        }
        guard !radii.isEmpty else { return [:] }
        var extents: [Int: CGRect] = [:]
        for element in snapshot.elements where element.category == .cell && element.frame.isDrawable && radii[element.section] != nil {
            let frame = element.frame.standardized
            extents[element.section] = extents[element.section].map { $0.union(frame) } ?? frame
        }
        return extents.reduce(into: [:]) { groups, entry in
            groups[entry.key] = RoundedGroup(frame: entry.value, radius: radii[entry.key] ?? 0)
        }
    }

    /// The separator's rectangle in a cell's `frame`: ``separatorThickness`` high along the bottom, from the
    /// leading inset to the trailing inset (mirrored right to left); nil when the insets leave no length.
    ///
    /// - Complexity: O(1).
    static func separatorFrame(_ frame: CGRect, separator: LayoutSnapshot.CellContent.Separator, isRightToLeft: Bool) -> CGRect? {
        let leading = min(max(0, separator.leadingInset), frame.width)
        let trailing = min(max(0, separator.trailingInset), frame.width - leading)
        let minX = isRightToLeft ? frame.minX + trailing : frame.minX + leading
        let maxX = isRightToLeft ? frame.maxX - leading : frame.maxX - trailing
        guard maxX > minX, minX.isFinite, maxX.isFinite else { return nil }
        return CGRect(x: minX, y: frame.maxY - separatorThickness, width: maxX - minX, height: separatorThickness)
    }
}
