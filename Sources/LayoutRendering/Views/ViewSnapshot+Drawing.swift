import OpenCompositionalLayout

extension ViewSnapshot {
    /// The picture as one ``Drawing`` in points (beyond UIKit), which ``ViewSVGRenderer`` writes and
    /// ``ViewPNGRenderer`` paints: one group per view, nested as the views are, named by its class (`data-view`),
    /// moved to its place (its untransformed frame's origin, or its transform about its centre) and faded by its
    /// alpha; layers that back no view are groups of their own among the views'. Inside, clipped to the layer's mask
    /// when it has one: its shadow (the shadow's shape offset and blurred; none when the layer masks to its bounds,
    /// as the shadow lies outside them), the background (its outline: the corner radius, shrunk to fit, on the
    /// masked corners, circular or continuous), what the view draws itself (a
    /// label's lines, an image, accessories), then the subviews (moved by the bounds origin, clipped to the bounds
    /// when the view clips), and the border on top, inside the bounds as Core Animation draws it. An image is
    /// clipped to a clipping view when it overflows it, or when it is a bitmap and the view's corners are rounded.
    ///
    /// A snapshot whose ``size`` cannot be drawn (not finite, or negative) is drawn at ``drawableSize``, and
    /// ``sizeDiagnostic`` goes to `sink` (``DiagnosticSink/current`` when nil) as a diagnostic of domain `view`, kind
    /// `UIView.DiagnosticKind.undrawableViewSize`.
    ///
    /// - Complexity: O(v + text) for v views.
    func drawing(reportingTo sink: DiagnosticSink? = nil) -> Drawing {
        if let message = sizeDiagnostic {
            let kind = UIView.DiagnosticKind.undrawableViewSize.rawValue
            (sink ?? .current).receive(Diagnostic(domain: .view, kind: kind, message: message))
        }
        var drawing = Drawing()
        Self.append(root, transform: .identity, into: &drawing)
        return drawing
    }

    /// Appends `node`'s group, its place in its parent given by `transform`.
    private static func append(_ node: Node, transform: CGAffineTransform, into drawing: inout Drawing) {
        let size = CGSize(width: drawableLength(node.bounds.width), height: drawableLength(node.bounds.height))
        let bounds = CGRect(origin: .zero, size: size)
        let radius = bounds.clampedCornerRadius(node.cornerRadius)
        let outline = outline(of: bounds, radius: radius, corners: node.maskedCorners, curve: node.cornerCurve)
        drawing.append(.beginGroup(DrawingGroup(transform: transform, opacity: node.alpha.isNaN ? 0 : min(1, max(0, node.alpha)),
                                                isAntialiased: false, metadata: ["view": node.typeName])))
        // A mask clips everything the layer draws, its shadow included.
        if let mask = node.mask { drawing.append(.beginGroup(DrawingGroup(name: "mask", clip: mask))) }
        // A layer that masks to its bounds clips its own shadow away (it lies outside them), as on iOS.
        if let shadow = node.shadow, !node.clipsToBounds {
            var figure = DrawingFigure(shadow.shape, fill: DrawingPaint(shadow.paint), name: "shadow")
            // Core Animation's shadow radius is read as twice the Gaussian's standard deviation, as design tools do.
            figure.blur = shadow.radius / 2
            drawing.append(.beginGroup(DrawingGroup(transform: CGAffineTransform(translationX: shadow.offset.width, y: shadow.offset.height))))
            drawing.append(.figure(figure))
            drawing.append(.endGroup)
        }
        if let background = node.background {
            drawing.append(.fill(outline, DrawingPaint(background)))
        }
        for content in node.content { append(content, of: node, bounds: bounds, outline: outline, radius: radius, into: &drawing) }
        if !node.children.isEmpty {
            if node.clipsToBounds { drawing.append(.beginGroup(DrawingGroup(clip: outline, isAntialiased: false))) }
            let offset = node.bounds.origin
            let shifted = offset != .zero && offset.x.isFinite && offset.y.isFinite
            if shifted { drawing.append(.beginGroup(DrawingGroup(transform: CGAffineTransform(translationX: -offset.x, y: -offset.y),
                                                                 isAntialiased: false))) }
            for child in node.children { append(child, transform: placement(of: child), into: &drawing) }
            if shifted { drawing.append(.endGroup) }
            if node.clipsToBounds { drawing.append(.endGroup) }
        }
        if node.borderWidth > 0, node.borderWidth.isFinite, let border = node.borderPaint {
            // Core Animation draws the border inside the bounds: the stroke's centre line is inset by half its width.
            let half = node.borderWidth / 2
            let inset = CGRect(x: half, y: half, width: max(0, size.width - node.borderWidth), height: max(0, size.height - node.borderWidth))
            if case .path = outline {
                // Some corners square or continuous: the ring between the outline and the outline inset by the width.
                let inner = CGRect(x: node.borderWidth, y: node.borderWidth, width: max(0, size.width - 2 * node.borderWidth),
                                   height: max(0, size.height - 2 * node.borderWidth))
                let ring = DrawingShape.evenOdd([outline, .path(outlinePath(of: inner, radius: max(0, radius - node.borderWidth),
                                                                            corners: node.maskedCorners, curve: node.cornerCurve))])
                drawing.append(.fill(ring, DrawingPaint(border)))
            } else {
                drawing.append(.stroke(.roundedRect(inset, cornerRadius: max(0, radius - half)), DrawingPaint(border), lineWidth: node.borderWidth))
            }
        }
        if node.mask != nil { drawing.append(.endGroup) }
        drawing.append(.endGroup)
    }

    /// Where `node` goes in its parent's bounds: its untransformed frame's origin, or its transform about its centre
    /// (UIKit transforms about the centre).
    private static func placement(of node: Node) -> CGAffineTransform {
        let width = drawableLength(node.bounds.width), height = drawableLength(node.bounds.height)
        let center = CGPoint(x: node.center.x.isFinite ? node.center.x : 0, y: node.center.y.isFinite ? node.center.y : 0)
        return CGAffineTransform(translationX: -width / 2, y: -height / 2).concatenating(node.transform)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }

    /// Appends what a view draws itself.
    private static func append(_ content: Content, of node: Node, bounds: CGRect, outline: DrawingShape, radius: CGFloat,
                               into drawing: inout Drawing) {
        switch content {
        case .text(let text):
            for line in text.lines {
                // The line is drawn as wide as the layout measured it, whatever font a viewer picks.
                drawing.append(.text(DrawingText(line.text, at: CGPoint(x: line.x, y: line.baseline), anchor: line.anchor, fontSize: text.fontSize,
                                                 weight: text.fontWeight, paint: DrawingPaint(text.paint), advance: line.width)))
            }
        case .image(let image):
            let overflows = !bounds.contains(image.rect.standardized)
            let clips = node.clipsToBounds && (overflows || (image.bitmap != nil && radius > 0))
            if clips { drawing.append(.beginGroup(DrawingGroup(clip: outline, isAntialiased: false))) }
            if let bitmap = image.bitmap {
                drawing.append(.image(DrawingImage(bitmap, in: image.rect, name: image.name, tint: image.tint.map { DrawingPaint($0) })))
            } else {
                // No pixels headless: a neutral placeholder of the image's size, named on hover, as in layout pictures.
                drawing.append(LayoutPicture.imagePlaceholder(image.rect, name: image.name, tint: image.tint))
            }
            if clips { drawing.append(.endGroup) }
        case .accessory(let accessory):
            drawing.operations += AccessoryGlyph.operations(accessory)
        case .drawing(let operations):
            // Balanced, so that a content's groups cannot close the view's.
            drawing.append(contentsOf: operations.balanced)
        }
    }
}
