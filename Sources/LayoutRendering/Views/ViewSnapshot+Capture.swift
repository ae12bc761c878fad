import OpenCompositionalLayout
import Raster

extension ViewSnapshot {
    /// Lays `view` out (`layoutIfNeeded()`, so Auto Layout and the collection and table views' passes have run)
    /// and captures it and its visible subviews.
    ///
    /// - Complexity: O(v + text) for v views, plus the layout pass.
    @MainActor
    public init(capturing view: UIView) {
        Self.installHierarchyDrawing()
        view.layoutIfNeeded()
        let root = Self.node(of: view, center: CGPoint(x: view.bounds.width / 2, y: view.bounds.height / 2), transform: .identity)
        self.init(size: view.bounds.size, root: root ?? Node(typeName: String(describing: type(of: view)),
                                                             center: .zero, bounds: CGRect(origin: .zero, size: view.bounds.size)))
    }

    /// Loads the view controller's view (`loadViewIfNeeded()`), lays it out and captures it.
    @MainActor
    public init(capturing viewController: UIViewController) {
        viewController.loadViewIfNeeded()
        self.init(capturing: viewController.view)
    }

    /// The node of a visible view, or nil for a hidden or fully transparent one. The root is placed at its own
    /// origin (`center` and `transform` given), whatever its frame in a superview. The view is read as it shows now
    /// on the animation clock: its layer's animations' values and its view animations' (`presentationAlpha`,
    /// `presentationBounds`, `presentationBackgroundColor`, and for subviews `presentationFrame` and
    /// `presentationTransform`); with nothing in flight these are the model values. Its sublayers, the subviews'
    /// layers among them, become the children.
    @MainActor
    static func node(of view: UIView, center: CGPoint, transform: CGAffineTransform) -> Node? {
        let layer = view.layer.presentedLayer()
        let alpha = Double(view.presentationAlpha) * Double(layer.opacity)
        guard !view.isHidden, alpha > 0, alpha.isFinite else { return nil }
        let traits = view.traitCollection
        let bounds = view.presentationBounds
        var node = Node(typeName: String(describing: type(of: view)), center: center,
                        bounds: bounds.width.isFinite && bounds.height.isFinite ? bounds : view.bounds,
                        transform: transform, alpha: min(1, alpha))
        node.background = paint(view.presentationBackgroundColor ?? layer.backgroundColor, traits: traits)
        node.cornerRadius = max(0, finite(layer.cornerRadius))
        node.borderWidth = max(0, finite(layer.borderWidth))
        if node.borderWidth > 0 { node.borderPaint = paint(layer.borderColor, traits: traits) }
        node.clipsToBounds = view.clipsToBounds || layer.masksToBounds
        node.content = layerContent(of: layer, traits: traits) + content(of: view, traits: traits)
            + displayContent(of: view, traits: traits)
        node.children = sublayerNodes(of: view.layer, traits: traits) { subview in
            // A subview's layer's anchor point sits at its centre (its position), moved and turned as animated: by its
            // layer's animations, plus how far a view animation has it from its model frame, turned by a view
            // animation of its transform when its layer's transform is not animated.
            let shown = subview.layer.presentedLayer()
            let layerTransform = shown.affineTransform()
            let transform = finite(layerTransform == subview.transform ? subview.presentationTransform : layerTransform)
            let shownFrame = subview.presentationFrame, modelFrame = subview.frame
            var position = shown.position
            let shift = CGPoint(x: shownFrame.midX - modelFrame.midX, y: shownFrame.midY - modelFrame.midY)
            if shift.x.isFinite, shift.y.isFinite { position = CGPoint(x: position.x + shift.x, y: position.y + shift.y) }
            let center = anchoredCenter(position: position, size: subview.presentationBounds.size, anchorPoint: shown.anchorPoint,
                                        transform: transform)
            return Self.node(of: subview, center: center, transform: transform)
        }
        decorate(&node, with: layer, traits: traits)
        roundInsetGroupedCell(&node, view: view)
        return node
    }

    /// What `view` draws itself: a label's lines, an image view's image, a navigation bar, a list's chrome (backgrounds,
    /// separators, accessories).
    @MainActor
    private static func content(of view: UIView, traits: UITraitCollection) -> [Content] {
        if let label = view as? UILabel, let drawing = attributedLabelDrawing(label, traits: traits) { return [.drawing(drawing)] }
        if let label = view as? UILabel, let text = label.text, !text.isEmpty {
            return [.text(labelText(label, text: text, traits: traits))]
        }
        if let imageView = view as? UIImageView, let image = imageView.displayedImage {
            // UIKit tints a symbol or a template image with the view's tint, and any image made with
            // `withTintColor(_:)` with its own ("For bitmap images, this method draws the background tint color
            // followed by the image contents using the destinationIn mode"); a bitmap's automatic mode is original.
            let tintSource = image.tintColor ?? ((image.isSymbolImage || image.renderingMode == .alwaysTemplate) ? imageView.tintColor : nil)
            let tint = paint(tintSource, traits: traits)
            let rect = imageView.contentMode.rect(forContentOfSize: image.size, in: CGRect(origin: .zero, size: imageView.bounds.size))
            if let recording = image.graphicsRecording {
                let drawing = recording.drawing(in: rect, traits: traits)
                return drawing.isEmpty ? [] : [.drawing(drawing)]
            }
            if let bitmap = image.bitmap {
                // A bitmap tinted clear draws nothing.
                if tintSource != nil, tint == nil { return [] }
                return [.image(Image(rect: rect, name: image.name ?? "", isSymbol: false, tint: tint, bitmap: bitmap))]
            }
            return [.image(Image(rect: rect, name: image.systemName ?? image.name ?? "image", isSymbol: image.isSymbolImage,
                                 tint: tint))]
        }
        if let drawing = presentedViewDrawing(of: view, traits: traits) { return [.drawing(drawing)] }
        if let drawing = presentationChromeDrawing(of: view, traits: traits) { return [.drawing(drawing)] }
        if let drawing = controlDrawing(of: view, traits: traits) { return [.drawing(drawing)] }
        if let drawing = pickerViewDrawing(of: view, traits: traits) { return [.drawing(drawing)] }
        if let bar = view as? UINavigationBar { return navigationBarContent(of: bar, traits: traits) }
        if let bar = view as? UITabBar { return tabBarContent(of: bar, traits: traits) }
        if let toolbar = view as? UIToolbar { return toolbarContent(of: toolbar, traits: traits) }
        if let chrome = listChrome(of: view, traits: traits) { return chrome + fillerRowSeparators(of: view, traits: traits) }
        return []
    }

    /// A label's text broken into the lines it shows (see ``LabelLayout``), coloured and placed as UIKit draws
    /// it: the lines centred vertically in the bounds, each aligned by the label's alignment.
    @MainActor
    private static func labelText(_ label: UILabel, text: String, traits: UITraitCollection) -> Text {
        let font: UIFont = label.font
        let rightToLeft = label.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let layout = LabelLayout(text: text, font: font, width: label.bounds.width, numberOfLines: label.numberOfLines,
                                 lineBreakMode: label.lineBreakMode, maximumLines: linesFitting(label.bounds.height, font: font),
                                 measurer: TextMeasuringRegistry.global)
        let anchor: Line.Anchor
        let x: CGFloat
        switch label.textAlignment {
        case .center: (anchor, x) = (.middle, label.bounds.width / 2)
        case .right: (anchor, x) = (.end, label.bounds.width)
        case .left: (anchor, x) = (.start, 0)
        case .natural, .justified: (anchor, x) = rightToLeft ? (.end, label.bounds.width) : (.start, 0)
        }
        // UILabel centres its text vertically in its bounds.
        let textHeight = CGFloat(layout.lines.count) * font.lineHeight
        let top = (label.bounds.height - textHeight) / 2
        let lines = layout.lines.enumerated().map { index, line in
            Line(text: line.text, x: x, baseline: top + font.ascender + CGFloat(index) * font.lineHeight, width: line.width,
                 anchor: anchor)
        }
        return Text(lines: lines, fontSize: font.pointSize, fontWeight: cssWeight(font.weight),
                    paint: paint(label.textColor, traits: traits) ?? LayoutSnapshot.Paint(rgb: RGBColor(red: 0, green: 0, blue: 0)))
    }

    /// How many lines of `font` a label `height` points tall shows: UILabel draws into its bounds, so the lines
    /// that do not fit are not drawn (a hundredth of a point is forgiven, as heights are often rounded); a label
    /// shorter than one line shows its first one, a label of no height shows none. A non-finite height sets no limit.
    static func linesFitting(_ height: CGFloat, font: UIFont) -> Int {
        let lineHeight = font.lineHeight
        guard height.isFinite, lineHeight.isFinite, lineHeight > 0 else { return .max }
        guard height > 0 else { return 0 }
        return max(1, Int(min(1_000_000, ((height + 0.01) / lineHeight).rounded(.down))))
    }

    /// UIKit's font weight (−1…1) as a CSS weight: the named weights map to 100 (ultra light) … 900 (black).
    static func cssWeight(_ weight: UIFont.Weight) -> Int {
        weight.cssWeight
    }

    /// `color` resolved with `traits`, or nil when there is none or it is clear.
    static func paint(_ color: UIColor?, traits: UITraitCollection) -> LayoutSnapshot.Paint? {
        color?.drawingPaint(traits: traits).map { LayoutSnapshot.Paint(rgb: $0.color, opacity: $0.opacity) }
    }

    private static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
}
