import CollectionGeometry
import LayoutCore

/// Where a toolbar's items go, in the toolbar's bounds (beyond UIKit, where the toolbar places them privately). The
/// toolbar places its items' custom views by it; view pictures draw the rest by it.
///
/// As on iOS, the items run from the leading layout margin (the system minimum margins: 16 pt, 20 pt from 414 pt
/// wide) to the trailing one, each centred vertically, 8 pt apart (the navigation bar's item spacing, chosen). A fixed
/// space takes its ``UIBarButtonItem/width`` in place of that gap; the flexible spaces share what is left equally, so
/// one flexible space between two items pushes them to the two ends and items alternating with flexible spaces are
/// spread evenly. Without a flexible space the items sit from the leading margin. Items look as in a navigation bar
/// (see ``NavigationBarContentLayout``). Right to left, the order is mirrored.
package struct ToolbarItemLayout {
    /// The items shown, placed, leading first (spaces and hidden items are not among them).
    package var items: [NavigationBarContentLayout.Item] = []
    /// Whether the layout is right to left.
    package var isRightToLeft = false
}

extension UIToolbar {
    /// Where the toolbar's items go at its current size (see ``ToolbarItemLayout``).
    ///
    /// - Complexity: O(items + titles' length).
    package var itemLayout: ToolbarItemLayout {
        var layout = ToolbarItemLayout()
        let width = bounds.width.isFinite ? max(0, bounds.width) : 0
        let height = bounds.height.isFinite ? max(0, bounds.height) : 0
        let row = CGRect(x: 0, y: 0, width: width, height: height)
        let margin = ListMetrics.systemMinimumLayoutMargin(width: width)
        enum Entry { case item(NavigationBarContentLayout.Item), fixed(CGFloat), flexible }
        var entries: [Entry] = []
        for item in items ?? [] where !item.isHidden {
            switch item.systemItem {
            case .flexibleSpace: entries.append(.flexible)
            case .fixedSpace: entries.append(.fixed(item.width.isFinite ? max(0, item.width) : 0))
            default:
                if let placed = UINavigationBar.place(item, at: 0, row: row, towardsLeading: false) { entries.append(.item(placed)) }
            }
        }
        // The room the items, fixed spaces and gaps take; the flexible spaces share the rest.
        var taken: CGFloat = 0, flexibleCount = 0
        var previousWasItem = false
        for entry in entries {
            switch entry {
            case .item(let placed):
                taken += placed.frame.width + (previousWasItem ? NavigationBarContentLayout.itemSpacing : 0)
                previousWasItem = true
            case .fixed(let space):
                taken += space
                previousWasItem = false
            case .flexible:
                flexibleCount += 1
                previousWasItem = false
            }
        }
        let flexible = flexibleCount == 0 ? 0 : max(0, width - 2 * margin - taken) / CGFloat(flexibleCount)
        var x = margin
        previousWasItem = false
        for entry in entries {
            switch entry {
            case .item(var placed):
                if previousWasItem { x += NavigationBarContentLayout.itemSpacing }
                placed.frame.origin.x = x
                x += placed.frame.width
                layout.items.append(placed)
                previousWasItem = true
            case .fixed(let space):
                x += space
                previousWasItem = false
            case .flexible:
                x += flexible
                previousWasItem = false
            }
        }
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            layout.isRightToLeft = true
            for index in layout.items.indices {
                let frame = layout.items[index].frame
                layout.items[index].frame.origin.x = width - frame.maxX
            }
        }
        return layout
    }

    /// Places the items' custom views where ``itemLayout`` puts them, as subviews of the toolbar (and removes those of
    /// items no longer shown).
    func layOutItemViews() {
        let shown: [(UIView, CGRect)] = itemLayout.items.compactMap { item in
            item.barButtonItem?.customView.map { ($0, item.frame) }
        }
        for view in placedItemViews where !shown.contains(where: { $0.0 === view }) && view.superview === self {
            view.removeFromSuperview()
        }
        placedItemViews = shown.map(\.0)
        for (view, frame) in shown {
            if view.superview !== self { addSubview(view) }
            if view.frame != frame { view.frame = frame }
        }
    }
}
