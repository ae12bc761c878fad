import OpenCompositionalLayout
import Raster

extension ViewSnapshot {
    /// What a toolbar draws, in its bounds (see ``ToolbarItemLayout`` for where its items go), as the navigation bar's
    /// bottom counterpart: its background as its appearance for the moment says (its colour, then its background
    /// image), reaching down to its superview's bottom edge (over the home indicator's area); the appearance's shadow
    /// line, a hairline just above the toolbar; and the items' titles and symbols in the tint colour (an item's own
    /// tint when it has one, the tertiary label colour when disabled). Custom item views are subviews, drawn as views.
    ///
    /// The appearance: in a navigation controller, at the scroll edge (the top view controller's scroll view — its view
    /// or its first subview — scrolled to its bottom, or no scroll view) the scroll-edge appearance, else the standard
    /// one (compact ones in a compact height); without a scroll-edge appearance the toolbar at the edge is the
    /// standard one with a transparent background, as iOS 15 and later draw it. A toolbar elsewhere draws its standard
    /// appearance. The default background is drawn as a tab bar's.
    ///
    /// - Complexity: O(items + titles' length).
    @MainActor
    static func toolbarContent(of toolbar: UIToolbar, traits: UITraitCollection) -> [Content] {
        let width = drawableLength(toolbar.bounds.width), height = drawableLength(toolbar.bounds.height)
        var drawing = Drawing()
        drawing.append(.beginGroup(DrawingGroup(name: "toolbar", isAntialiased: true)))
        let (appearance, isTransparent) = resolvedAppearance(of: toolbar)
        if !isTransparent {
            // The background reaches down to the superview's bottom edge.
            var reach: CGFloat = 0
            if let superview = toolbar.superview {
                let below = superview.bounds.height - toolbar.frame.maxY
                if below.isFinite { reach = max(0, below) }
            }
            let rect = CGRect(x: 0, y: 0, width: width, height: height + reach)
            for fill in barBackgroundFills(appearance, barTint: toolbar.barTintColor, isTranslucent: toolbar.isTranslucent, traits: traits) {
                drawing.append(.figure(DrawingFigure(.rect(rect), fill: DrawingPaint(fill), name: "bar-background")))
            }
            if let image = appearance.backgroundImage {
                drawing.operations += ControlDrawing.image(image, in: rect, templateTint: nil, traits: traits, name: "image")
            }
            if let shadow = paint(appearance.shadowColor, traits: traits) {
                let pixel = 1 / (traits.displayScale.isFinite && traits.displayScale >= 1 ? traits.displayScale : 1)
                drawing.append(.figure(DrawingFigure(.rect(CGRect(x: 0, y: -pixel, width: width, height: pixel)), fill: DrawingPaint(shadow),
                                                     name: "bar-shadow")))
            }
        }
        let tint = paint(toolbar.tintColor, traits: traits) ?? LayoutSnapshot.Paint(rgb: RGBColor(red: 0, green: 122, blue: 255))
        let disabled = paint(.tertiaryLabel, traits: traits) ?? tint
        let layout = toolbar.itemLayout
        for barItem in layout.items {
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
        drawing.append(.endGroup)
        return [.drawing(drawing)]
    }

    /// The appearance the toolbar shows now, and whether it is the scroll-edge fallback (the standard appearance with
    /// a transparent background).
    @MainActor
    static func resolvedAppearance(of toolbar: UIToolbar) -> (UIToolbarAppearance, Bool) {
        let compact = toolbar.traitCollection.verticalSizeClass == .compact
        let standard = compact ? (toolbar.compactAppearance ?? toolbar.standardAppearance) : toolbar.standardAppearance
        guard let navigation = toolbar.managingNavigationController else { return (standard, false) }
        var atEdge = true
        if let view = navigation.topViewController?.viewIfLoaded,
           let scrollView = (view as? UIScrollView) ?? (view.subviews.first as? UIScrollView) {
            let bottom = scrollView.contentOffset.y + scrollView.bounds.height
            let end = scrollView.contentSize.height + scrollView.adjustedContentInset.bottom
            if bottom.isFinite, end.isFinite { atEdge = bottom >= end - 0.5 }
        }
        guard atEdge else { return (standard, false) }
        let edge = compact ? (toolbar.compactScrollEdgeAppearance ?? toolbar.scrollEdgeAppearance) : toolbar.scrollEdgeAppearance
        return edge.map { ($0, false) } ?? (standard, true)
    }
}
