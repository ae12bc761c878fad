import OpenCompositionalLayout
import Raster

extension ViewSnapshot {
    /// The thickness of a separator: one pixel (1 / the display scale, in points; a scale that is not finite or
    /// below 1 counts as 1).
    static func hairline(_ traits: UITraitCollection) -> CGFloat {
        let scale = traits.displayScale
        return scale.isFinite && scale >= 1 ? 1 / scale : 1
    }

    /// A separator line across a cell `width` wide at `y`, inset from its leading and trailing edges.
    private static func separator(y: CGFloat, width: CGFloat, leading: CGFloat, trailing: CGFloat, thickness: CGFloat, rightToLeft: Bool,
                                  paint: LayoutSnapshot.Paint) -> DrawingOperation? {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
        let left = clean(rightToLeft ? trailing : leading), right = clean(rightToLeft ? leading : trailing)
        let length = width - left - right
        guard length > 0 else { return nil }
        return .figure(DrawingFigure(.rect(CGRect(x: left, y: y, width: length, height: thickness)), fill: DrawingPaint(paint), name: "separator"))
    }

    /// A table cell's separators, one pixel thick in the table's `separatorColor` (none when its `separatorStyle` is
    /// `.none`), as UIKit draws them for the table's style: under every row of a plain table; under every row but a
    /// section's last in an inset-grouped one; in a grouped one, under every row, the last one's across the whole
    /// width, and across the whole width over a section's first row. An inset line starts at the cell's
    /// `separatorInset.left` (its `.right` kept free at the trailing end), measured from the cell's edges, or — with
    /// the table's `separatorInsetReference` `.fromAutomaticInsets` — from the automatic inset, where the content's
    /// text starts.
    @MainActor
    static func tableCellSeparators(_ cell: UITableViewCell, in table: UITableView, isFirst: Bool, isLast: Bool,
                                    traits: UITraitCollection) -> [DrawingOperation] {
        guard table.separatorStyle != .none, let color = paint(table.separatorColor ?? .separator, traits: traits) else { return [] }
        let thickness = hairline(traits)
        let width = drawableLength(cell.bounds.width), height = drawableLength(cell.bounds.height)
        let rightToLeft = cell.effectiveUserInterfaceLayoutDirection == .rightToLeft
        var leading = cell.separatorInset.left.isFinite ? cell.separatorInset.left : 0
        let trailing = cell.separatorInset.right.isFinite ? cell.separatorInset.right : 0
        if table.separatorInsetReference == .fromAutomaticInsets {
            let content = cell.partFrames.content
            leading += (rightToLeft ? width - content.maxX : content.minX) + cell.partMargin
        }
        var lines: [DrawingOperation?] = []
        let bottom = height - thickness
        switch table.style {
        case .plain:
            lines.append(separator(y: bottom, width: width, leading: leading, trailing: trailing, thickness: thickness, rightToLeft: rightToLeft,
                                   paint: color))
        case .insetGrouped:
            if !isLast {
                lines.append(separator(y: bottom, width: width, leading: leading, trailing: trailing, thickness: thickness,
                                       rightToLeft: rightToLeft, paint: color))
            }
        case .grouped:
            if isFirst {
                lines.append(separator(y: 0, width: width, leading: 0, trailing: 0, thickness: thickness, rightToLeft: rightToLeft, paint: color))
            }
            lines.append(separator(y: bottom, width: width, leading: isLast ? 0 : leading, trailing: isLast ? 0 : trailing, thickness: thickness,
                                   rightToLeft: rightToLeft, paint: color))
        }
        return lines.compactMap { $0 }
    }

    /// A list cell's separators, as its list section resolved them (the section's `separatorConfiguration` through
    /// its `itemSeparatorHandler`, none when the list's `showsSeparators` is off): the bottom one under every row but
    /// a section's last unless its visibility is `.hidden` (under the last only when `.visible`), the top one only
    /// when `.visible`; automatic insets start the line at the cell's `separatorLayoutGuide` (where the text starts)
    /// and end it at the trailing edge; one pixel thick, in the configuration's colour.
    @MainActor
    static func listCellSeparators(_ cell: UICollectionViewListCell, traits: UITraitCollection) -> [DrawingOperation] {
        guard let collectionView = ancestor(of: cell, as: UICollectionView.self), let indexPath = collectionView.indexPath(for: cell),
              let layout = collectionView.collectionViewLayout as? CoreSolvedCollectionViewLayout,
              let list = layout.listConfiguration(forSection: indexPath.section), list.showsSeparators else { return [] }
        let configuration = cell.resolvedSeparatorConfiguration ?? list.separatorConfiguration(forItemAt: indexPath)
        guard let color = paint(configuration.color, traits: traits) else { return [] }
        let isLast = indexPath.item == collectionView.numberOfItems(inSection: indexPath.section) - 1
        let thickness = hairline(traits)
        let width = drawableLength(cell.bounds.width), height = drawableLength(cell.bounds.height)
        let rightToLeft = cell.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let guide = cell.separatorLayoutGuide.layoutFrame
        let automaticLeading = guide.minX.isFinite ? (rightToLeft ? width - guide.maxX : guide.minX) : 0
        let automatic = UIListSeparatorConfiguration.automaticInsets
        func ends(_ insets: NSDirectionalEdgeInsets) -> (CGFloat, CGFloat) {
            let leading = insets.leading == automatic.leading || !insets.leading.isFinite ? automaticLeading : insets.leading
            let trailing = insets.trailing == automatic.trailing || !insets.trailing.isFinite ? 0 : insets.trailing
            return (leading, trailing)
        }
        var lines: [DrawingOperation?] = []
        if configuration.topSeparatorVisibility == .visible {
            let (leading, trailing) = ends(configuration.topSeparatorInsets)
            lines.append(separator(y: 0, width: width, leading: leading, trailing: trailing, thickness: thickness, rightToLeft: rightToLeft,
                                   paint: color))
        }
        let showsBottom = isLast ? configuration.bottomSeparatorVisibility == .visible : configuration.bottomSeparatorVisibility != .hidden
        if showsBottom {
            let (leading, trailing) = ends(configuration.bottomSeparatorInsets)
            lines.append(separator(y: height - thickness, width: width, leading: leading, trailing: trailing, thickness: thickness,
                                   rightToLeft: rightToLeft, paint: color))
        }
        return lines.compactMap { $0 }
    }
}
