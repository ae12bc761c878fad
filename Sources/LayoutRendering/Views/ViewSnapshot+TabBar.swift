import OpenCompositionalLayout
import Raster

extension ViewSnapshot {
    /// What a tab bar draws, in its bounds (see ``TabBarItemLayout`` for where its items go): its background as its
    /// appearance for the moment says (its colour, then its background image stretched over it) over the whole bar,
    /// the home indicator's area included; the appearance's shadow line, a hairline just above the bar; and each
    /// item: its image (the selected image for the selected item) tinted with its state's colour, its title in that
    /// colour (10 pt medium stacked, 13 pt medium inline, or the `.font` and `.foregroundColor` of the item appearance's
    /// title attributes for the state, else of the item's own ``UIBarItem/setTitleTextAttributes(_:for:)``), and its
    /// badge, a red capsule with white text.
    ///
    /// The state colours: the item appearance's icon colour for the state, else the bar's tint colour for the
    /// selected item, ``UITabBar/unselectedItemTintColor`` or the system grey for the others, the tertiary label
    /// colour for a disabled item. Images are drawn as templates in that colour (as UIKit draws tab bar images) unless
    /// made with the `.alwaysOriginal` rendering mode; symbols and named images are drawn as the image placeholder
    /// in that colour, or as their glyph when ``SymbolGlyph`` has one.
    ///
    /// The appearance is UIKit's for the bar's state: at the scroll edge (the selected tab's scroll view — the
    /// tab's view, its first subview, or that of a navigation controller's top view controller there — scrolled to
    /// its bottom, or no scroll view) the scroll-edge appearance (the selected item's, else the bar's), else the
    /// standard one (likewise). Without a scroll-edge appearance the bar at the edge is the standard one with a
    /// transparent background, as iOS 15 and later draw it. A bar no tab bar controller manages draws its standard
    /// appearance. An appearance with the default background draws the bar tint colour when there is one, the opaque
    /// system background when the bar is not translucent, else the chrome material's tint (as navigation bars).
    ///
    /// - Complexity: O(items + titles' length).
    @MainActor
    static func tabBarContent(of bar: UITabBar, traits: UITraitCollection) -> [Content] {
        let width = drawableLength(bar.bounds.width), height = drawableLength(bar.bounds.height)
        let layout = bar.itemLayout
        var drawing = Drawing()
        drawing.append(.beginGroup(DrawingGroup(name: "tab-bar", isAntialiased: true)))
        let (appearance, isTransparent) = resolvedAppearance(of: bar)
        if !isTransparent {
            for fill in barBackgroundFills(appearance, barTint: bar.barTintColor, isTranslucent: bar.isTranslucent, traits: traits) {
                drawing.append(.figure(DrawingFigure(.rect(CGRect(x: 0, y: 0, width: width, height: height)), fill: DrawingPaint(fill),
                                                     name: "bar-background")))
            }
            if let image = appearance.backgroundImage {
                drawing.operations += ControlDrawing.image(image, in: CGRect(x: 0, y: 0, width: width, height: height), templateTint: nil,
                                                           traits: traits, name: "image")
            }
            if let shadow = paint(appearance.shadowColor, traits: traits) {
                // A hairline (one pixel) just above the bar.
                let pixel = 1 / (traits.displayScale.isFinite && traits.displayScale >= 1 ? traits.displayScale : 1)
                drawing.append(.figure(DrawingFigure(.rect(CGRect(x: 0, y: -pixel, width: width, height: pixel)), fill: DrawingPaint(shadow),
                                                     name: "bar-shadow")))
            }
        }
        let itemAppearance: UITabBarItemAppearance = switch layout.style {
        case .stacked: appearance.stackedLayoutAppearance
        case .inline: appearance.inlineLayoutAppearance
        case .compactInline: appearance.compactInlineLayoutAppearance
        }
        let blue = LayoutSnapshot.Paint(rgb: RGBColor(red: 0, green: 122, blue: 255))
        for placed in layout.items {
            let item = placed.item
            let state = !item.isEnabled ? itemAppearance.disabled : (placed.isSelected ? itemAppearance.selected : itemAppearance.normal)
            let stateColor: UIColor? = state.iconColor ?? (!item.isEnabled ? .tertiaryLabel
                : (placed.isSelected ? bar.tintColor : (bar.unselectedItemTintColor ?? .systemGray)))
            let color = paint(stateColor, traits: traits) ?? blue
            if let image = placed.isSelected ? (item.selectedImage ?? item.image) : item.image {
                drawing.operations += tabImage(image, in: placed.imageFrame, color: color, tint: stateColor, traits: traits)
            }
            if let text = item.title, !text.isEmpty, let placedBox = placed.titleFrame {
                let adjustment = item.titlePositionAdjustment
                let box = placedBox.offsetBy(dx: adjustment.horizontal.isFinite ? adjustment.horizontal : 0,
                                             dy: adjustment.vertical.isFinite ? adjustment.vertical : 0)
                // The appearance's attributes for the state, else the item's own for the state, else its normal ones.
                let itemState: UIControl.State = !item.isEnabled ? .disabled : (placed.isSelected ? .selected : .normal)
                func attribute(_ key: NSAttributedString.Key) -> Any? {
                    state.titleTextAttributes[key] ?? item.titleTextAttributes(for: itemState)?[key] ?? item.titleTextAttributes(for: .normal)?[key]
                }
                let font = attribute(.font) as? UIFont
                    ?? (layout.style == .stacked ? TabBarItemLayout.stackedTitleFont : TabBarItemLayout.inlineTitleFont)
                let titleColor = (attribute(.foregroundColor) as? UIColor).map { paint($0, traits: traits) } ?? color
                if let titleColor {
                    let anchor: Line.Anchor = layout.style == .stacked ? .middle : (bar.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .end : .start)
                    drawing.append(line(text, font: font, in: box, anchor: anchor, paint: titleColor, name: "tab-title"))
                }
            }
            if let badge = placed.badgeFrame {
                let red = paint(state.badgeBackgroundColor ?? item.badgeColor ?? .systemRed, traits: traits)
                    ?? LayoutSnapshot.Paint(rgb: RGBColor(red: 255, green: 59, blue: 48))
                drawing.append(.figure(DrawingFigure(.roundedRect(badge, cornerRadius: badge.height / 2), fill: DrawingPaint(red),
                                                     name: "tab-badge")))
                if let value = item.badgeValue, !value.isEmpty {
                    drawing.append(line(value, font: TabBarItemLayout.badgeFont, in: badge, anchor: .middle,
                                        paint: LayoutSnapshot.Paint(rgb: RGBColor(red: 255, green: 255, blue: 255)), name: "tab-badge-text"))
                }
            }
        }
        drawing.append(.endGroup)
        return [.drawing(drawing)]
    }

    /// An item's image in `rect`: as a template in `color` (a bitmap or recording drawn in `.alwaysOriginal` keeps its
    /// colours), a symbol as its glyph when there is one, else the image placeholder in `color`.
    @MainActor
    private static func tabImage(_ image: UIImage, in rect: CGRect, color: LayoutSnapshot.Paint, tint: UIColor?,
                                 traits: UITraitCollection) -> [DrawingOperation] {
        if let name = image.systemName, let glyph = SymbolGlyph.operations(named: name, in: rect, paint: DrawingPaint(color)) {
            return glyph
        }
        let shown = image.renderingMode == .alwaysOriginal ? image : image.withRenderingMode(.alwaysTemplate)
        return ControlDrawing.image(shown, in: rect, templateTint: tint, placeholderTint: tint, traits: traits, name: "tab-image")
    }

    /// The appearance the tab bar shows now, and whether it is the scroll-edge fallback (the standard appearance with a
    /// transparent background).
    @MainActor
    static func resolvedAppearance(of bar: UITabBar) -> (UITabBarAppearance, Bool) {
        let item = bar.selectedItem
        let standard = item?.standardAppearance ?? bar.standardAppearance
        guard let controller = bar.managingTabBarController, isAtBottomScrollEdge(controller) else { return (standard, false) }
        return (item?.scrollEdgeAppearance ?? bar.scrollEdgeAppearance).map { ($0, false) } ?? (standard, true)
    }

    /// Whether the selected tab's content is scrolled to its bottom edge (or has no scroll view).
    @MainActor
    static func isAtBottomScrollEdge(_ controller: UITabBarController) -> Bool {
        var shown = controller.selectedViewController
        if let navigation = shown as? UINavigationController { shown = navigation.topViewController }
        guard let view = shown?.viewIfLoaded,
              let scrollView = (view as? UIScrollView) ?? (view.subviews.first as? UIScrollView) else { return true }
        let bottom = scrollView.contentOffset.y + scrollView.bounds.height
        let end = scrollView.contentSize.height + scrollView.adjustedContentInset.bottom
        guard bottom.isFinite, end.isFinite else { return true }
        return bottom >= end - 0.5
    }
}
