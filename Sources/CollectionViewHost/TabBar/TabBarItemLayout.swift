import CollectionGeometry

/// Where a tab bar's items go, in the bar's bounds (beyond UIKit, where the bar places its item buttons privately):
/// each item's slot, image box, title box and badge. View pictures draw the bar by it.
///
/// The layout follows the bar's height (see ``UITabBar``): a 49-pt bar stacks each item's image over its title; a
/// 32-pt (compact-height) or 50-pt (regular) bar puts the image beside the title. Items share the bar's width
/// equally (`.fill`), or keep a width and spacing and are centred (`.centered`; `.automatic` is centred in a regular
/// horizontal size class, as on iPad), within the bar's safe area at the sides. Right to left, the order is mirrored.
///
/// Apple publishes none of these numbers; chosen to match iPhone screenshots of iOS 13 and later, and kept here in
/// one place: a stacked item's image is a 25-pt square 5 pt below the bar's top edge and its title (10 pt medium)
/// is centred in a 12-pt row 3 pt under it; an inline item's image is 25 pt (20 pt in a compact-height bar) with
/// its title (13 pt medium) 6 pt after it, the pair centred in the slot; centred items are 76 pt wide, 34 pt
/// apart; a badge is an 18-pt-tall capsule (at least as wide) of 13-pt text with 6 pt each side of it, its leading
/// edge 6 pt after the image's centre and its top 2 pt above the image's top.
package struct TabBarItemLayout {
    /// How an item's image and title are arranged.
    package enum Style: Hashable, Sendable {
        /// Image over title.
        case stacked
        /// Image beside title.
        case inline
        /// Image beside title, in a compact-height bar.
        case compactInline
    }

    /// One item, placed.
    package struct Item {
        /// The item.
        package var item: UITabBarItem
        /// Its slot across the bar.
        package var slot: CGRect
        /// The box of its image.
        package var imageFrame: CGRect
        /// The box its title's line is centred in (nil: no title).
        package var titleFrame: CGRect?
        /// The badge's capsule (nil: no badge).
        package var badgeFrame: CGRect?
        /// Whether it is the selected item.
        package var isSelected: Bool
    }

    /// The arrangement of the items.
    package var style: Style
    /// The items, leading first (as the bar lists them).
    package var items: [Item]

    /// The stacked title's font (10 pt medium, chosen after iPhone screenshots).
    package static let stackedTitleFont = UIFont.systemFont(ofSize: 10, weight: .medium)
    /// An inline title's font (13 pt medium, chosen).
    package static let inlineTitleFont = UIFont.systemFont(ofSize: 13, weight: .medium)
    /// The badge's font (13 pt regular, chosen).
    package static let badgeFont = UIFont.systemFont(ofSize: 13)
    /// A stacked or regular inline item's image side (chosen).
    package static let imageSide: CGFloat = 25
    /// A compact inline item's image side (chosen).
    package static let compactImageSide: CGFloat = 20
    /// The stacked image's distance from the bar's top edge (chosen).
    package static let stackedImageTop: CGFloat = 5
    /// The stacked title row's height and its distance under the image (chosen).
    package static let stackedTitleRow: CGFloat = 12, stackedTitleGap: CGFloat = 3
    /// The space between an inline image and its title (chosen).
    package static let inlineSpacing: CGFloat = 6
    /// Centred items' width and spacing (chosen).
    package static let centeredItemWidth: CGFloat = 76, centeredItemSpacing: CGFloat = 34
    /// The badge's height, its text's padding at each side, its offset from the image's centre and above the image.
    package static let badgeHeight: CGFloat = 18, badgePadding: CGFloat = 6, badgeOffset: CGFloat = 6, badgeRise: CGFloat = 2

    /// The width a line of `text` takes in `font`.
    package static func width(of text: String, font: UIFont) -> CGFloat {
        let width = TextMeasuringRegistry.global.measure(text, font: font, constrainedToWidth: .infinity, numberOfLines: 1,
                                                         lineBreakMode: .byClipping).size.width
        return width.isFinite ? max(0, width) : 0
    }
}

extension UITabBar {
    /// Where the bar's items go at its current size (see ``TabBarItemLayout``); the items sit in the top
    /// ``preferredHeight`` of the bar (the rest reaches over the home indicator's area).
    ///
    /// - Complexity: O(items + titles' length).
    package var itemLayout: TabBarItemLayout {
        let traits = traitCollection
        let style: TabBarItemLayout.Style = traits.verticalSizeClass == .compact ? .compactInline
            : (traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular ? .inline : .stacked)
        var layout = TabBarItemLayout(style: style, items: [])
        let items = self.items ?? []
        guard !items.isEmpty else { return layout }
        // The items stay inside the bar's safe area at the sides (a phone in landscape).
        let insets = safeAreaInsets
        let leftInset = insets.left.isFinite ? max(0, insets.left) : 0, rightInset = insets.right.isFinite ? max(0, insets.right) : 0
        let fullWidth = bounds.width.isFinite ? max(0, bounds.width) : 0
        let width = max(0, fullWidth - leftInset - rightInset)
        let rowHeight = min(preferredHeight, bounds.height.isFinite ? max(0, bounds.height) : 0)
        let centred: Bool = switch itemPositioning {
        case .fill: false
        case .centered: true
        case .automatic: traits.horizontalSizeClass == .regular
        }
        let count = CGFloat(items.count)
        var slotWidth = width / count, spacing: CGFloat = 0, start = leftInset
        if centred {
            slotWidth = itemWidth > 0 && itemWidth.isFinite ? itemWidth : TabBarItemLayout.centeredItemWidth
            spacing = itemSpacing > 0 && itemSpacing.isFinite ? itemSpacing : TabBarItemLayout.centeredItemSpacing
            start = leftInset + (width - (count * slotWidth + (count - 1) * spacing)) / 2
        }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let selected = selectedItem
        for (index, item) in items.enumerated() {
            let position = rightToLeft ? items.count - 1 - index : index
            let slot = CGRect(x: start + CGFloat(position) * (slotWidth + spacing), y: 0, width: slotWidth, height: rowHeight)
            let title = item.title.flatMap { $0.isEmpty ? nil : $0 }
            var imageFrame: CGRect, titleFrame: CGRect?
            switch style {
            case .stacked:
                let side = TabBarItemLayout.imageSide
                imageFrame = CGRect(x: slot.midX - side / 2, y: TabBarItemLayout.stackedImageTop, width: side, height: side)
                if title != nil {
                    titleFrame = CGRect(x: slot.minX, y: imageFrame.maxY + TabBarItemLayout.stackedTitleGap, width: slot.width,
                                        height: TabBarItemLayout.stackedTitleRow)
                }
            case .inline, .compactInline:
                let side = style == .inline ? TabBarItemLayout.imageSide : TabBarItemLayout.compactImageSide
                let titleWidth = title.map { TabBarItemLayout.width(of: $0, font: TabBarItemLayout.inlineTitleFont) } ?? 0
                let content = side + (title == nil ? 0 : TabBarItemLayout.inlineSpacing + titleWidth)
                // The pair is centred; a title wider than the slot is cut at the slot's edge.
                let left = max(slot.minX, slot.midX - content / 2)
                let imageX = rightToLeft ? min(slot.maxX, left + content) - side : left
                imageFrame = CGRect(x: imageX, y: (rowHeight - side) / 2, width: side, height: side)
                if title != nil {
                    let titleX = rightToLeft ? max(slot.minX, imageX - TabBarItemLayout.inlineSpacing - titleWidth)
                        : imageFrame.maxX + TabBarItemLayout.inlineSpacing
                    titleFrame = CGRect(x: titleX, y: 0, width: max(0, min(titleWidth, slot.maxX - titleX)), height: rowHeight)
                }
            }
            var badgeFrame: CGRect?
            if let badge = item.badgeValue {
                let textWidth = badge.isEmpty ? 0 : TabBarItemLayout.width(of: badge, font: TabBarItemLayout.badgeFont)
                let badgeWidth = max(TabBarItemLayout.badgeHeight, textWidth + 2 * TabBarItemLayout.badgePadding)
                let x = rightToLeft ? imageFrame.midX - TabBarItemLayout.badgeOffset - badgeWidth
                    : imageFrame.midX + TabBarItemLayout.badgeOffset
                badgeFrame = CGRect(x: x, y: imageFrame.minY - TabBarItemLayout.badgeRise, width: badgeWidth,
                                    height: TabBarItemLayout.badgeHeight)
            }
            layout.items.append(TabBarItemLayout.Item(item: item, slot: slot, imageFrame: imageFrame, titleFrame: titleFrame,
                                                      badgeFrame: badgeFrame, isSelected: item === selected))
        }
        return layout
    }
}

extension UITabBar {
    /// The tab bar controller whose tabs the bar shows, if any (beyond UIKit).
    package var managingTabBarController: UITabBarController? { managingController }
}
