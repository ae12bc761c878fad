import CollectionGeometry
import LayoutCore

/// Where a navigation bar's parts go, in the bar's bounds (beyond UIKit, where the bar places them privately): its
/// rows (prompt, standard row, large title, search field), the back button, the bar button items at each side, the
/// title or title view, the large title and the search field. The bar places its title view and the items' custom
/// views by it; view pictures draw the rest by it.
///
/// Apple publishes few of these numbers. Those used, and where they come from: the rows' heights are the bar's
/// (see ``UINavigationBar``); the side margins are the system minimum layout margins (16 pt, 20 pt from 414 pt
/// wide); the titles use the fonts Apple's Human Interface Guidelines give the bar (17 pt semibold inline, 34 pt bold
/// large), bar button titles the body size (17 pt, semibold for `.done`). Chosen to match iPhone screenshots, and
/// kept here in one place: 8 pt between items; a back chevron 12 × 21 pt, 8 pt from the leading edge, its title
/// 6 pt after it; a symbol item 22 pt square; the large title's line ending 8 pt above its row's bottom; the search
/// field 36 pt tall with 8 pt above it (the row's 52 pt).
package struct NavigationBarContentLayout {
    /// What a bar button item shows.
    package enum ItemContent: Hashable {
        /// A title, semibold for a `.done` item.
        case title(String, isBold: Bool)
        /// An image or a system item's symbol (the symbol's or image's name).
        case symbol(String)
        /// The item's custom view (placed at ``Item/frame`` by the bar).
        case customView
    }

    /// A bar button item or the back button's title, placed.
    package struct Item {
        /// What it shows.
        package var content: ItemContent
        /// Where, in the bar's bounds.
        package var frame: CGRect
        /// Its colour (nil: the bar's tint).
        package var tintColor: UIColor?
        /// Whether it is enabled (a disabled item is drawn greyed).
        package var isEnabled: Bool
        /// Whether it shows a menu (for the picture's readers).
        package var hasMenu: Bool
        /// The item itself (nil for the back button).
        package weak var barButtonItem: UIBarButtonItem?
    }

    /// The inline title's font (Human Interface Guidelines: 17 pt semibold).
    package static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    /// The large title's font (Human Interface Guidelines: 34 pt bold).
    package static let largeTitleFont = UIFont.systemFont(ofSize: 34, weight: .bold)
    /// A bar button item's title font (17 pt regular; `.done` items semibold).
    package static func itemFont(isBold: Bool) -> UIFont { UIFont.systemFont(ofSize: 17, weight: isBold ? .semibold : .regular) }
    /// The prompt's font (13 pt).
    package static let promptFont = UIFont.systemFont(ofSize: 13)
    /// The space between two bar button items (chosen, see the type's documentation).
    package static let itemSpacing: CGFloat = 8
    /// The side of a symbol item's box (chosen).
    package static let symbolSide: CGFloat = 22
    /// The back chevron's size (chosen).
    package static let backChevronSize = CGSize(width: 12, height: 21)
    /// The back chevron's distance from the leading edge (chosen).
    package static let backChevronInset: CGFloat = 8
    /// The space between the back chevron and its title (chosen).
    package static let backTitleSpacing: CGFloat = 6
    /// The space under the large title's line in its row (chosen).
    package static let largeTitleBottomInset: CGFloat = 8
    /// The search field's height (chosen: 8 + 36 + 8 = the row's 52 pt).
    package static let searchFieldHeight: CGFloat = 36
    /// The space above the search field in its row (chosen).
    package static let searchFieldTopInset: CGFloat = 8

    /// The prompt's row at the top, when the top item has a prompt.
    package var promptRow: CGRect?
    /// The standard row (44 pt on iPhone in portrait): back button, items, inline title.
    package var titleRow: CGRect = .zero
    /// The large title's row under the standard one, when the bar shows a large title.
    package var largeTitleRow: CGRect?
    /// The search field's row at the bottom, when the top item has a search controller.
    package var searchRow: CGRect?
    /// The back chevron's box, when the back button shows.
    package var backChevron: CGRect?
    /// The back button's title, when it shows one.
    package var backTitle: Item?
    /// The leading items, leading first.
    package var leadingItems: [Item] = []
    /// The trailing items, trailing first.
    package var trailingItems: [Item] = []
    /// The inline title's text and box (its line centred in it), when it shows.
    package var title: (text: String, frame: CGRect)?
    /// The title view's frame, when the top item has one.
    package var titleViewFrame: CGRect?
    /// The large title's text and the box of its line, when it shows.
    package var largeTitle: (text: String, frame: CGRect)?
    /// The prompt's text.
    package var prompt: String?
    /// The search field's box, when it shows.
    package var searchField: CGRect?
    /// The search field's placeholder: the search bar's, else "Search".
    package var searchPlaceholder = "Search"
    /// Whether the layout is right to left (the back chevron then points right).
    package var isRightToLeft = false

    /// The width a view takes in a bar: its frame's, else its intrinsic size's (none, or not finite: 0).
    @MainActor
    static func size(of view: UIView) -> CGSize {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
        let frame = view.frame.size
        if frame.width > 0 || frame.height > 0 { return CGSize(width: clean(frame.width), height: clean(frame.height)) }
        let intrinsic = view.intrinsicContentSize
        return CGSize(width: clean(intrinsic.width), height: clean(intrinsic.height))
    }

    /// The symbol a system item shows (SF Symbols' names), or its title for the text items.
    static func content(of systemItem: UIBarButtonItem.SystemItem) -> ItemContent? {
        switch systemItem {
        case .done: .title("Done", isBold: true)
        case .cancel: .title("Cancel", isBold: false)
        case .edit: .title("Edit", isBold: false)
        case .save: .title("Save", isBold: true)
        case .add: .symbol("plus")
        case .flexibleSpace, .fixedSpace: nil
        case .compose: .symbol("square.and.pencil")
        case .reply: .symbol("arrowshape.turn.up.left")
        case .action: .symbol("square.and.arrow.up")
        case .organize: .symbol("folder")
        case .bookmarks: .symbol("book")
        case .search: .symbol("magnifyingglass")
        case .refresh: .symbol("arrow.clockwise")
        case .stop: .symbol("xmark")
        case .camera: .symbol("camera")
        case .trash: .symbol("trash")
        case .play: .symbol("play.fill")
        case .pause: .symbol("pause.fill")
        case .rewind: .symbol("backward.fill")
        case .fastForward: .symbol("forward.fill")
        case .undo: .symbol("arrow.uturn.backward")
        case .redo: .symbol("arrow.uturn.forward")
        case .pageCurl: .symbol("doc")
        case .close: .symbol("xmark.circle.fill")
        case .writingTools: .symbol("apple.writing.tools")
        }
    }

    /// The width a title takes in `font`.
    static func width(of text: String, font: UIFont) -> CGFloat {
        let width = TextMeasuringRegistry.global.measure(text, font: font, constrainedToWidth: .infinity, numberOfLines: 1,
                                                         lineBreakMode: .byClipping).size.width
        return width.isFinite ? max(0, width) : 0
    }
}

extension UINavigationBar {
    /// Where the bar's parts go at its current size, for its top item (beyond UIKit; see
    /// ``NavigationBarContentLayout``). Left to right, then mirrored for a right-to-left layout.
    ///
    /// - Complexity: O(items + title length).
    package var contentLayout: NavigationBarContentLayout {
        var layout = NavigationBarContentLayout()
        let width = bounds.width.isFinite ? max(0, bounds.width) : 0
        let height = bounds.height.isFinite ? max(0, bounds.height) : 0
        let margin = ListMetrics.systemMinimumLayoutMargin(width: width)
        let item = topItem
        // The rows, top to bottom: prompt, standard row, large title, search field (the heights the bar is sized by).
        var y: CGFloat = 0
        if let prompt = item?.prompt {
            layout.prompt = prompt
            layout.promptRow = CGRect(x: 0, y: 0, width: width, height: UINavigationBar.promptHeight)
            y += UINavigationBar.promptHeight
        }
        // A bar collapsing as the list scrolls (shorter than it prefers) gives up its search row first, when the search
        // bar hides when scrolling, then its large title's row; fully collapsed, the inline title shows instead.
        let shortfall = max(0, preferredHeight - height)
        let hidingSearch = item?.searchController != nil && item?.hidesSearchBarWhenScrolling == true
        let searchCollapse = hidingSearch ? min(UINavigationBar.searchBarHeight, shortfall) : 0
        let searchRowHeight: CGFloat = item?.searchController == nil ? 0 : UINavigationBar.searchBarHeight - searchCollapse
        let largeTitleRowHeight = displaysLargeTitle
            ? max(0, UINavigationBar.largeTitleHeight - (shortfall - searchCollapse)) : 0
        let showsLargeTitle = displaysLargeTitle && largeTitleRowHeight > 0
        let rowHeight = height - y - largeTitleRowHeight - searchRowHeight
        layout.titleRow = CGRect(x: 0, y: y, width: width, height: max(0, rowHeight))
        y += max(0, rowHeight)
        if showsLargeTitle {
            let row = CGRect(x: 0, y: y, width: width, height: largeTitleRowHeight)
            layout.largeTitleRow = row
            let font = effectiveLargeTitleStyle.font
            if let text = item?.title, !text.isEmpty {
                let lineWidth = min(NavigationBarContentLayout.width(of: text, font: font), max(0, width - 2 * margin))
                layout.largeTitle = (text, CGRect(x: margin, y: row.maxY - NavigationBarContentLayout.largeTitleBottomInset - font.lineHeight,
                                                  width: lineWidth, height: font.lineHeight))
            }
            y += largeTitleRowHeight
        }
        if let search = item?.searchController, searchRowHeight > 0 {
            // A collapsing row squeezes the field from below, keeping the space above it, until it is gone.
            let row = CGRect(x: 0, y: y, width: width, height: searchRowHeight)
            layout.searchRow = row
            let fieldHeight = min(NavigationBarContentLayout.searchFieldHeight,
                                  searchRowHeight - 2 * NavigationBarContentLayout.searchFieldTopInset)
            if fieldHeight > 0 {
                layout.searchField = CGRect(x: margin, y: row.minY + NavigationBarContentLayout.searchFieldTopInset,
                                            width: max(0, width - 2 * margin), height: fieldHeight)
            }
            if let placeholder = search.searchBar.placeholder, !placeholder.isEmpty { layout.searchPlaceholder = placeholder }
        }
        guard let item else { return layout }
        let row = layout.titleRow
        // The leading side: the back button (unless hidden or replaced by left items), then the left items.
        var leadingEdge = margin
        let leftItems = (item.leftBarButtonItems ?? item.leadingItemGroups.filter { !$0.isHidden }.flatMap(\.barButtonItems))
            .filter { !$0.isHidden }
        if let back = backItem, !item.hidesBackButton, leftItems.isEmpty || item.leftItemsSupplementBackButton {
            let chevron = NavigationBarContentLayout.backChevronSize
            let chevronFrame = CGRect(x: NavigationBarContentLayout.backChevronInset, y: row.midY - chevron.height / 2,
                                      width: chevron.width, height: chevron.height)
            layout.backChevron = chevronFrame
            leadingEdge = chevronFrame.maxX
            // The previous item's back title, else its title; "Back" when that does not fit before the centred title;
            // nothing when neither fits (UIKit's `BackButtonDisplayMode` rules); an empty back title shows none.
            let own = back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back"
            let candidates: [String] = switch item.backButtonDisplayMode {
            case .default: own.isEmpty ? [] : [own, "Back"]
            case .generic: ["Back"]
            case .minimal: []
            }
            let font = NavigationBarContentLayout.itemFont(isBold: false)
            let x = chevronFrame.maxX + NavigationBarContentLayout.backTitleSpacing
            let titleWidth: CGFloat = if let titleView = item.titleView {
                NavigationBarContentLayout.size(of: titleView).width
            } else if layout.largeTitleRow == nil, let text = item.title {
                NavigationBarContentLayout.width(of: text, font: effectiveTitleStyle.font)
            } else {
                0
            }
            let room = (width - titleWidth) / 2 - NavigationBarContentLayout.itemSpacing - x
            let title = candidates.first { !$0.isEmpty && NavigationBarContentLayout.width(of: $0, font: font) <= room }
            if let title {
                let frame = CGRect(x: x, y: row.midY - font.lineHeight / 2, width: NavigationBarContentLayout.width(of: title, font: font),
                                   height: font.lineHeight)
                layout.backTitle = .init(content: .title(title, isBold: false), frame: frame, tintColor: back.backBarButtonItem?.tintColor,
                                         isEnabled: true, hasMenu: false, barButtonItem: nil)
                leadingEdge = frame.maxX
            }
            leadingEdge += NavigationBarContentLayout.itemSpacing
        }
        for barItem in leftItems {
            guard let placed = Self.place(barItem, at: leadingEdge, row: row, towardsLeading: false) else {
                leadingEdge += barItem.width
                continue
            }
            layout.leadingItems.append(placed)
            leadingEdge = placed.frame.maxX + NavigationBarContentLayout.itemSpacing
        }
        // The trailing side: right items from the trailing margin inwards.
        var trailingEdge = width - margin
        let rightItems = (item.rightBarButtonItems ?? Array(item.trailingItemGroups.filter { !$0.isHidden }.flatMap(\.barButtonItems).reversed()))
            .filter { !$0.isHidden }
        for barItem in rightItems {
            guard let placed = Self.place(barItem, at: trailingEdge, row: row, towardsLeading: true) else {
                trailingEdge -= barItem.width
                continue
            }
            layout.trailingItems.append(placed)
            trailingEdge = placed.frame.minX - NavigationBarContentLayout.itemSpacing
        }
        // The title (or title view) centred in the bar, moved aside (and shortened) to stay between the items.
        let low = layout.leadingItems.isEmpty && layout.backChevron == nil ? margin : leadingEdge
        let high = trailingEdge
        func centred(_ size: CGSize) -> CGRect {
            let available = max(0, high - low)
            let w = min(size.width, available)
            let x = min(max((width - w) / 2, low), high - w)
            let h = min(size.height, row.height)
            return CGRect(x: x, y: row.midY - h / 2, width: w, height: h)
        }
        if let titleView = item.titleView {
            layout.titleViewFrame = centred(NavigationBarContentLayout.size(of: titleView))
        } else if layout.largeTitleRow == nil, let text = item.title, !text.isEmpty {
            let font = effectiveTitleStyle.font
            layout.title = (text, centred(CGSize(width: NavigationBarContentLayout.width(of: text, font: font), height: font.lineHeight)))
        }
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { layout.mirror(width: width) }
        return layout
    }

    /// `item` placed with its leading (or, `towardsLeading`, trailing) edge at `edge`, centred in `row`; nil for a
    /// space.
    static func place(_ item: UIBarButtonItem, at edge: CGFloat, row: CGRect, towardsLeading: Bool) -> NavigationBarContentLayout.Item? {
        let content: NavigationBarContentLayout.ItemContent
        let size: CGSize
        if let view = item.customView {
            content = .customView
            let natural = NavigationBarContentLayout.size(of: view)
            size = CGSize(width: natural.width, height: min(natural.height, row.height))
        } else if let image = item.image {
            content = .symbol(image.systemName ?? image.name ?? "image")
            size = CGSize(width: NavigationBarContentLayout.symbolSide, height: NavigationBarContentLayout.symbolSide)
        } else if let title = item.title, !title.isEmpty {
            let isBold = item.style == .done
            content = .title(title, isBold: isBold)
            let font = NavigationBarContentLayout.itemFont(isBold: isBold)
            size = CGSize(width: NavigationBarContentLayout.width(of: title, font: font), height: font.lineHeight)
        } else if let systemItem = item.systemItem, let systemContent = NavigationBarContentLayout.content(of: systemItem) {
            content = systemContent
            if case .title(let text, let isBold) = systemContent {
                let font = NavigationBarContentLayout.itemFont(isBold: isBold || item.style == .done)
                size = CGSize(width: NavigationBarContentLayout.width(of: text, font: font), height: font.lineHeight)
            } else {
                size = CGSize(width: NavigationBarContentLayout.symbolSide, height: NavigationBarContentLayout.symbolSide)
            }
        } else if item.menu != nil {
            // An item with only a menu shows UIKit's "more" symbol.
            content = .symbol("ellipsis.circle")
            size = CGSize(width: NavigationBarContentLayout.symbolSide, height: NavigationBarContentLayout.symbolSide)
        } else {
            return nil
        }
        let x = towardsLeading ? edge - size.width : edge
        return .init(content: content, frame: CGRect(x: x, y: row.midY - size.height / 2, width: size.width, height: size.height),
                     tintColor: item.tintColor, isEnabled: item.isEnabled, hasMenu: item.menu != nil, barButtonItem: item)
    }

    /// Places the top item's title view and its items' custom views where ``contentLayout`` puts them, as subviews of
    /// the bar (and removes those of items no longer shown).
    func layOutItemViews() {
        let layout = contentLayout
        var shown: [(UIView, CGRect)] = []
        if let titleView = topItem?.titleView, let frame = layout.titleViewFrame { shown.append((titleView, frame)) }
        for item in layout.leadingItems + layout.trailingItems {
            if let view = item.barButtonItem?.customView { shown.append((view, item.frame)) }
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

extension NavigationBarContentLayout {
    /// The layout mirrored across a bar `width` wide (right to left).
    mutating func mirror(width: CGFloat) {
        func flip(_ rect: CGRect) -> CGRect { CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) }
        isRightToLeft = true
        backChevron = backChevron.map(flip)
        if let frame = backTitle?.frame { backTitle?.frame = flip(frame) }
        for index in leadingItems.indices { leadingItems[index].frame = flip(leadingItems[index].frame) }
        for index in trailingItems.indices { trailingItems[index].frame = flip(trailingItems[index].frame) }
        title = title.map { ($0.text, flip($0.frame)) }
        titleViewFrame = titleViewFrame.map(flip)
        largeTitle = largeTitle.map { ($0.text, flip($0.frame)) }
        searchField = searchField.map(flip)
    }
}

extension UINavigationBar {
    /// The navigation controller whose stack the bar shows, if any (beyond UIKit).
    package var managingNavigationController: UINavigationController? { managingController }

    /// Whether the bar shows its top item's large title now (beyond UIKit; see ``UINavigationBar``).
    package var showsLargeTitle: Bool { displaysLargeTitle }

    /// Whether the large title has collapsed, wholly or in part, as the list scrolled (beyond UIKit): the bar is
    /// shorter than it prefers.
    package var isCollapsingLargeTitle: Bool { displaysLargeTitle && bounds.height < preferredHeight }

    /// Whether the bar has collapsed, wholly or in part, as the list scrolled (beyond UIKit): it has a search row that
    /// hides when scrolling or a large title, and is shorter than it prefers.
    package var isCollapsedByScrolling: Bool { collapsibleHeight > 0 && bounds.height < preferredHeight }
}
