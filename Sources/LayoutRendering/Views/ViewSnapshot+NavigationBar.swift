import OpenCompositionalLayout
import Raster

extension ViewSnapshot {
    /// What a navigation bar draws, in its bounds (see ``NavigationBarContentLayout`` for where the parts go): its
    /// background as its appearance for the moment says (its colour, then its background image stretched over it),
    /// reaching up under the status bar, with the appearance's shadow line under it; the prompt; the back button (a chevron and its title); the bar button items' titles
    /// and symbols in the tint colour; the inline title (17 pt semibold, centred) or the large title (34 pt bold, at
    /// the leading layout margin); and the search field of the top item's search controller. The title view and
    /// custom item views are subviews, drawn as views.
    ///
    /// The appearance is UIKit's for the bar's state: at the scroll edge (the top view controller's scroll view
    /// scrolled to its top, or no scroll view: UIKit treats a screen without one as at its edge) the scroll-edge
    /// appearance, else the standard one (compact ones in a compact height); the top item's appearances before the
    /// bar's. Without a scroll-edge appearance the bar at the edge is the standard one with a transparent
    /// background, as iOS 15 and later draw it. An appearance with the default background draws the bar tint colour
    /// when there is one, the opaque system background when the bar is not translucent, else the chrome material's
    /// tint (headless there is no blur: the material is drawn as its translucent tint).
    ///
    /// - Complexity: O(items + title length).
    @MainActor
    static func navigationBarContent(of bar: UINavigationBar, traits: UITraitCollection) -> [Content] {
        let layout = bar.contentLayout
        let width = drawableLength(bar.bounds.width), height = drawableLength(bar.bounds.height)
        let item = bar.topItem
        var drawing = Drawing()
        drawing.append(.beginGroup(DrawingGroup(name: "navigation-bar", isAntialiased: true)))
        // The background, from the top of the navigation controller's view (under the status bar) to the bar's bottom.
        let (appearance, isTransparent) = resolvedAppearance(of: bar, item: item)
        let reach = bar.superview != nil && bar.frame.minY.isFinite ? max(0, bar.frame.minY) : 0
        for fill in isTransparent ? [] : barBackgroundFills(appearance, barTint: bar.barTintColor, isTranslucent: bar.isTranslucent,
                                                            traits: traits) {
            drawing.append(.figure(DrawingFigure(.rect(CGRect(x: 0, y: -reach, width: width, height: height + reach)),
                                                 fill: DrawingPaint(fill), name: "bar-background")))
        }
        if !isTransparent, let image = appearance.backgroundImage {
            // The background image stretched over the same area (UIKit's default content mode, scale to fill), drawn
            // as controls draw their images: its shapes, its pixels, or the image placeholder.
            let rect = CGRect(x: 0, y: -reach, width: width, height: height + reach)
            drawing.operations += ControlDrawing.image(image, in: rect, templateTint: nil, traits: traits, name: "image")
        }
        if !isTransparent, let shadow = paint(appearance.shadowColor, traits: traits) {
            // A hairline (one pixel) just under the bar.
            let scale = traits.displayScale.isFinite && traits.displayScale >= 1 ? traits.displayScale : 1
            drawing.append(.figure(DrawingFigure(.rect(CGRect(x: 0, y: height, width: width, height: 1 / scale)),
                                                 fill: DrawingPaint(shadow), name: "bar-shadow")))
        }
        let tint = paint(bar.tintColor, traits: traits) ?? LayoutSnapshot.Paint(rgb: RGBColor(red: 0, green: 122, blue: 255))
        let disabled = paint(.tertiaryLabel, traits: traits) ?? tint
        // The titles' fonts and colours: the title text attributes (`.font`, `.foregroundColor`) or the system's.
        let labelColor = paint(.label, traits: traits) ?? LayoutSnapshot.Paint(rgb: RGBColor(red: 0, green: 0, blue: 0))
        let titleStyle = bar.effectiveTitleStyle, largeTitleStyle = bar.effectiveLargeTitleStyle
        // A clear colour draws no title.
        let titleColor = titleStyle.color == nil ? labelColor : paint(titleStyle.color, traits: traits)
        let titleFont = titleStyle.font
        let largeTitleColor = largeTitleStyle.color == nil ? labelColor : paint(largeTitleStyle.color, traits: traits)
        let largeTitleFont = largeTitleStyle.font

        if let prompt = layout.prompt, let row = layout.promptRow {
            drawing.append(line(prompt, font: NavigationBarContentLayout.promptFont, in: row, anchor: .middle, paint: labelColor,
                                name: "bar-prompt"))
        }
        if let chevron = layout.backChevron {
            let backTint = layout.backTitle?.tintColor.flatMap { paint($0, traits: traits) } ?? tint
            // "chevron.backward": a chevron pointing to the leading edge.
            let tip = layout.isRightToLeft ? chevron.maxX : chevron.minX, tail = layout.isRightToLeft ? chevron.minX : chevron.maxX
            let path = DrawingPath([.move(to: CGPoint(x: tail, y: chevron.minY)), .line(to: CGPoint(x: tip, y: chevron.midY)),
                                    .line(to: CGPoint(x: tail, y: chevron.maxY))])
            drawing.append(.figure(DrawingFigure(.path(path), stroke: DrawingStroke(DrawingPaint(backTint), lineWidth: 3, lineCap: .round,
                                                                                    lineJoin: .round),
                                                 name: "back-chevron", title: "chevron.backward")))
        }
        let items = (layout.backTitle.map { [$0] } ?? []) + layout.leadingItems + layout.trailingItems
        for barItem in items {
            let color = !barItem.isEnabled ? disabled : barItem.tintColor.flatMap { paint($0, traits: traits) } ?? tint
            switch barItem.content {
            case let .title(text, isBold):
                drawing.append(line(text, font: NavigationBarContentLayout.itemFont(isBold: isBold), in: barItem.frame,
                                    anchor: layout.isRightToLeft ? .end : .start, paint: color,
                                    name: barItem.hasMenu ? "bar-button-menu" : "bar-button"))
            case .symbol(let name):
                if let glyph = SymbolGlyph.operations(named: name, in: barItem.frame, paint: DrawingPaint(color)) {
                    drawing.operations += glyph
                } else {
                    drawing.append(LayoutPicture.imagePlaceholder(barItem.frame, name: name, tint: color))
                }
            case .customView:
                break
            }
        }
        if let title = layout.title, let titleColor {
            drawing.append(line(title.text, font: titleFont, in: title.frame, anchor: .middle, paint: titleColor, name: "bar-title"))
        }
        if let largeTitle = layout.largeTitle, let largeTitleColor {
            drawing.append(line(largeTitle.text, font: largeTitleFont, in: largeTitle.frame, anchor: layout.isRightToLeft ? .end : .start,
                                paint: largeTitleColor, name: "bar-large-title"))
        }
        if let field = layout.searchField {
            drawing.operations += searchField(field, placeholder: layout.searchPlaceholder, isRightToLeft: layout.isRightToLeft,
                                              traits: traits)
        }
        drawing.append(.endGroup)
        return [.drawing(drawing)]
    }

    /// The appearance the bar shows now, and whether it is the scroll-edge fallback (the standard appearance with a
    /// transparent background: nothing drawn behind the items).
    @MainActor
    static func resolvedAppearance(of bar: UINavigationBar, item: UINavigationItem?) -> (UINavigationBarAppearance, Bool) {
        let compact = bar.traitCollection.verticalSizeClass == .compact
        let standard = compact ? (item?.compactAppearance ?? bar.compactAppearance ?? item?.standardAppearance ?? bar.standardAppearance)
            : (item?.standardAppearance ?? bar.standardAppearance)
        guard isAtScrollEdge(bar) else { return (standard, false) }
        let edge = compact ? (item?.compactScrollEdgeAppearance ?? bar.compactScrollEdgeAppearance) ?? (item?.scrollEdgeAppearance ?? bar.scrollEdgeAppearance)
            : (item?.scrollEdgeAppearance ?? bar.scrollEdgeAppearance)
        return edge.map { ($0, false) } ?? (standard, true)
    }

    /// Whether the content under the bar is at its top edge: the top view controller's view, or its first subview,
    /// when it is a scroll view, scrolled no further than its adjusted top inset; a screen without a scroll view
    /// counts as at its edge, as UIKit's bars treat it.
    @MainActor
    static func isAtScrollEdge(_ bar: UINavigationBar) -> Bool {
        // A bar collapsing (its search row or large title) means the content has scrolled up under it.
        if bar.isCollapsedByScrolling { return false }
        guard let view = bar.managingNavigationController?.topViewController?.viewIfLoaded else { return true }
        guard let scrollView = (view as? UIScrollView) ?? (view.subviews.first as? UIScrollView) else { return true }
        let top = scrollView.adjustedContentInset.top, offset = scrollView.contentOffset.y
        guard top.isFinite, offset.isFinite else { return true }
        return offset <= -top + 0.5
    }

    /// One line of `text` in `font`, centred vertically in `box` and placed across it by `anchor` (at its start,
    /// middle or end), cut with "…" when wider than the box.
    @MainActor
    static func line(_ text: String, font: UIFont, in box: CGRect, anchor: Line.Anchor, paint: LayoutSnapshot.Paint,
                     name: String) -> DrawingOperation {
        let layout = LabelLayout(text: text, font: font, width: box.width, numberOfLines: 1, lineBreakMode: .byTruncatingTail,
                                 measurer: TextMeasuringRegistry.global)
        let shown = layout.lines.first
        let x: CGFloat = switch anchor {
        case .start: box.minX
        case .middle: box.midX
        case .end: box.maxX
        }
        let baseline = box.midY - font.lineHeight / 2 + font.ascender
        return .text(DrawingText(shown?.text ?? text, at: CGPoint(x: x, y: baseline), anchor: anchor, fontSize: font.pointSize,
                                 weight: cssWeight(font.weight), paint: DrawingPaint(paint), advance: shown?.width ?? 0, name: name))
    }

    /// A search field in `rect` as iOS draws it in a navigation bar (the controls' `UISearchBar` drawing is
    /// separate): a rounded field (10 pt corners) of the tertiary fill, a magnifying glass 8 pt in from its leading
    /// edge and the placeholder 6 pt after it, in the secondary label colour. A field squeezed by its collapsing row
    /// (the list scrolling up) draws the glass and placeholder only while the placeholder's line fits in it.
    @MainActor
    static func searchField(_ rect: CGRect, placeholder: String, isRightToLeft: Bool, traits: UITraitCollection) -> [DrawingOperation] {
        let fill = paint(.tertiarySystemFill, traits: traits) ?? LayoutSnapshot.Paint(rgb: RGBColor(red: 118, green: 118, blue: 128), opacity: 0.12)
        let grey = paint(.secondaryLabel, traits: traits) ?? LayoutSnapshot.Paint(rgb: RGBColor(red: 60, green: 60, blue: 67), opacity: 0.6)
        let glass: CGFloat = 17, inset: CGFloat = 8, spacing: CGFloat = 6
        let glassX = isRightToLeft ? rect.maxX - inset - glass : rect.minX + inset
        let textBox = CGRect(x: isRightToLeft ? rect.minX + inset : glassX + glass + spacing, y: rect.minY,
                             width: max(0, rect.width - 2 * inset - glass - spacing), height: rect.height)
        let font = UIFont.systemFont(ofSize: 17)
        // The corners never exceed half the squeezed field's height.
        let field = DrawingOperation.figure(DrawingFigure(.roundedRect(rect, cornerRadius: min(10, rect.height / 2)), fill: DrawingPaint(fill),
                                                          name: "search-field"))
        guard rect.height >= font.lineHeight else { return [field] }
        return [field,
                LayoutPicture.imagePlaceholder(CGRect(x: glassX, y: rect.midY - glass / 2, width: glass, height: glass), name: "magnifyingglass",
                                               tint: grey),
                line(placeholder, font: font, in: textBox, anchor: isRightToLeft ? .end : .start, paint: grey,
                     name: "search-placeholder")]
    }
}
