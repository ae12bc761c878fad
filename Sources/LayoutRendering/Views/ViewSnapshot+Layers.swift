import ImageCodec
import OpenCompositionalLayout

extension ViewSnapshot {
    /// The nodes of `layer`'s sublayers, back to front: a view's layer gives its view's node (`viewNode`), a layer
    /// of its own its ``layerNode(of:traits:viewNode:)``; ordered by ascending `zPosition`, equal ones in sublayer
    /// order, as Core Animation orders siblings.
    ///
    /// - Complexity: O(n log n) for n sublayers, plus their nodes.
    @MainActor
    static func sublayerNodes(of layer: CALayer, traits: UITraitCollection, viewNode: (UIView) -> Node?) -> [Node] {
        let sublayers = layer.sublayers ?? []
        let ordered = sublayers.enumerated().sorted {
            let a = $0.element.zPosition.isFinite ? $0.element.zPosition : 0, b = $1.element.zPosition.isFinite ? $1.element.zPosition : 0
            return (a, $0.offset) < (b, $1.offset)
        }
        return ordered.compactMap { _, sublayer in
            if let view = sublayer.backedView { return viewNode(view) }
            return layerNode(of: sublayer, traits: traits, viewNode: viewNode)
        }
    }

    /// The node of a layer that backs no view, as it shows now (its animations' values), or nil when it is hidden
    /// or fully transparent. Its place bakes in its anchor point: the centre is where the bounds' middle lands when
    /// the anchor point sits at the position under the transform.
    @MainActor
    static func layerNode(of layer: CALayer, traits: UITraitCollection, viewNode: (UIView) -> Node?) -> Node? {
        let shown = layer.presentedLayer()
        let alpha = Double(shown.opacity)
        guard !shown.isHidden, alpha > 0, alpha.isFinite else { return nil }
        let transform = finite(shown.affineTransform())
        let bounds = shown.bounds
        var node = Node(typeName: String(describing: type(of: layer)),
                        center: anchoredCenter(position: shown.position, size: bounds.size, anchorPoint: shown.anchorPoint, transform: transform),
                        bounds: bounds, transform: transform, alpha: min(1, alpha))
        node.background = paint(shown.backgroundColor, traits: traits)
        node.cornerRadius = max(0, finiteValue(shown.cornerRadius))
        node.borderWidth = max(0, finiteValue(shown.borderWidth))
        if node.borderWidth > 0 { node.borderPaint = paint(shown.borderColor, traits: traits) }
        node.clipsToBounds = shown.masksToBounds
        node.content = layerContent(of: shown, traits: traits)
        node.children = sublayerNodes(of: layer, traits: traits, viewNode: viewNode)
        decorate(&node, with: shown, traits: traits)
        return node
    }

    /// Where the middle of a layer's bounds lands in its superlayer: the anchor point sits at `position` and the
    /// transform turns about it, so the middle is position + T((0.5 − anchor) · size) for T the transform's linear
    /// part.
    static func anchoredCenter(position: CGPoint, size: CGSize, anchorPoint: CGPoint, transform: CGAffineTransform) -> CGPoint {
        let dx = (0.5 - finiteValue(anchorPoint.x)) * finiteValue(size.width), dy = (0.5 - finiteValue(anchorPoint.y)) * finiteValue(size.height)
        return CGPoint(x: position.x + transform.a * dx + transform.c * dy, y: position.y + transform.b * dx + transform.d * dy)
    }

    /// Sets what a layer adds to any node, a view's or its own: its corners, shadow and mask.
    @MainActor
    static func decorate(_ node: inout Node, with layer: CALayer, traits: UITraitCollection) {
        node.maskedCorners = layer.maskedCorners
        node.cornerCurve = layer.cornerCurve
        let size = CGSize(width: drawableLength(node.bounds.width), height: drawableLength(node.bounds.height))
        let outline = outline(of: CGRect(origin: .zero, size: size), radius: node.cornerRadius, corners: layer.maskedCorners,
                              curve: layer.cornerCurve)
        let shadowOpacity = Double(layer.shadowOpacity)
        if shadowOpacity > 0, shadowOpacity.isFinite, var paint = paint(layer.shadowColor, traits: traits) {
            paint.opacity *= min(1, shadowOpacity)
            let shape: DrawingShape
            if let path = layer.shadowPath {
                shape = .path(drawingPath(path))
            } else if let shapeLayer = layer as? CAShapeLayer, let path = shapeLayer.path {
                shape = .path(drawingPath(path))
            } else {
                shape = outline
            }
            let offset = CGSize(width: finiteValue(layer.shadowOffset.width), height: finiteValue(layer.shadowOffset.height))
            node.shadow = Shadow(shape: shape, paint: paint, offset: offset, radius: max(0, finiteValue(layer.shadowRadius)))
        }
        if let mask = layer.mask { node.mask = maskShape(of: mask.presentedLayer()) }
    }

    /// The shape a mask layer lets through, in its superlayer's coordinates: a shape layer's path (by its fill rule),
    /// else its bounds rounded by its corner radius; an empty rectangle when it is hidden or transparent (it lets
    /// nothing through).
    @MainActor
    static func maskShape(of mask: CALayer) -> DrawingShape {
        let size = CGSize(width: drawableLength(mask.bounds.width), height: drawableLength(mask.bounds.height))
        guard !mask.isHidden, mask.opacity > 0 else { return .rect(.zero) }
        let transform = finite(mask.affineTransform())
        let center = anchoredCenter(position: mask.position, size: size, anchorPoint: mask.anchorPoint, transform: transform)
        let placement = CGAffineTransform(translationX: -size.width / 2, y: -size.height / 2).concatenating(transform)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
        let local: DrawingPath
        var evenOdd = false
        if let shape = mask as? CAShapeLayer, let path = shape.path {
            local = drawingPath(path)
            evenOdd = shape.fillRule == .evenOdd
        } else {
            local = outlinePath(of: CGRect(origin: .zero, size: size), radius: max(0, finiteValue(mask.cornerRadius)),
                                corners: mask.maskedCorners, curve: mask.cornerCurve)
        }
        let placed = local.applying(placement)
        return evenOdd ? evenOddShape(placed) : .path(placed)
    }

    /// What a layer draws as its content, in its bounds (origin at the top left): a shape layer's path, a gradient
    /// layer's gradient, or the `contents` image — what the layer drew itself (`draw(in:)`, run first when the
    /// layer needs display, as Core Animation does before a frame) as shapes, a bitmap as pixels.
    @MainActor
    static func layerContent(of layer: CALayer, traits: UITraitCollection) -> [Content] {
        var content: [Content] = []
        layer.displayIfNeeded()
        let size = CGSize(width: drawableLength(layer.bounds.width), height: drawableLength(layer.bounds.height))
        let bounds = CGRect(origin: .zero, size: size)
        if let image = layer.contents as? UIImage {
            let rect = contentsRect(of: image.size, gravity: layer.contentsGravity, in: bounds)
            if let recording = image.graphicsRecording {
                let drawing = recording.drawing(in: rect, traits: traits)
                if !drawing.isEmpty { content.append(.drawing(drawing)) }
            } else if let bitmap = image.bitmap {
                content.append(.image(Image(rect: rect, name: image.name ?? "", isSymbol: false, tint: nil, bitmap: bitmap)))
            }
        }
        if let shape = layer as? CAShapeLayer, let drawing = shapeDrawing(shape, traits: traits) {
            content.append(.drawing(drawing))
        }
        if let gradient = layer as? CAGradientLayer, let drawing = gradientDrawing(gradient, in: bounds, traits: traits) {
            content.append(.drawing(drawing))
        }
        return content
    }

    /// Where `contents` of `imageSize` goes in `bounds` under `gravity`.
    static func contentsRect(of imageSize: CGSize, gravity: CALayerContentsGravity, in bounds: CGRect) -> CGRect {
        let width = drawableLength(imageSize.width), height = drawableLength(imageSize.height)
        switch gravity {
        case .resizeAspect, .resizeAspectFill:
            guard width > 0, height > 0 else { return bounds }
            let scaleX = bounds.width / width, scaleY = bounds.height / height
            let scale = gravity == .resizeAspect ? min(scaleX, scaleY) : max(scaleX, scaleY)
            let w = width * scale, h = height * scale
            return CGRect(x: (bounds.width - w) / 2, y: (bounds.height - h) / 2, width: w, height: h)
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            // Core Animation's gravities name the top as it is on screen (its geometry is flipped on iOS).
            let name = gravity.rawValue.lowercased()
            let x = name.hasSuffix("left") ? 0 : name.hasSuffix("right") ? bounds.width - width : (bounds.width - width) / 2
            let y = name.hasPrefix("top") ? 0 : name.hasPrefix("bottom") ? bounds.height - height : (bounds.height - height) / 2
            return CGRect(x: x, y: y, width: width, height: height)
        default:
            return bounds
        }
    }

    /// A shape layer's drawing: its path filled by its fill rule, then stroked from `strokeStart` to `strokeEnd` of
    /// its length with its line attributes; nil when it draws nothing.
    @MainActor
    static func shapeDrawing(_ layer: CAShapeLayer, traits: UITraitCollection) -> Drawing? {
        guard let cgPath = layer.path, !cgPath.isEmpty else { return nil }
        let path = drawingPath(cgPath)
        var drawing = Drawing()
        if let fill = paint(layer.fillColor, traits: traits) {
            let shape: DrawingShape = layer.fillRule == .evenOdd ? evenOddShape(path) : .path(path)
            drawing.append(.figure(DrawingFigure(shape, fill: DrawingPaint(fill), name: "shape-fill")))
        }
        let width = finiteValue(layer.lineWidth)
        if let stroke = paint(layer.strokeColor, traits: traits), width > 0 {
            let start = min(1, max(0, finiteValue(layer.strokeStart))), end = min(1, max(0, finiteValue(layer.strokeEnd)))
            guard end > start else { return drawing.isEmpty ? nil : drawing }
            let stroked = start > 0 || end < 1 ? path.trimmed(from: start, to: end) : path
            let dash = (layer.lineDashPattern ?? []).map { CGFloat($0.doubleValue) }
            var line = DrawingStroke(DrawingPaint(stroke), lineWidth: width, dash: dash,
                                     lineCap: DrawingStroke.LineCap(rawValue: layer.lineCap.rawValue) ?? .butt,
                                     lineJoin: DrawingStroke.LineJoin(rawValue: layer.lineJoin.rawValue) ?? .miter)
            line.dashPhase = finiteValue(layer.lineDashPhase)
            drawing.append(.figure(DrawingFigure(.path(stroked), stroke: line, name: "shape-stroke")))
        }
        return drawing.isEmpty ? nil : drawing
    }

    /// A gradient layer's drawing: its outline filled with the gradient; nil without two colours to show (one
    /// colour fills the layer plainly, as Core Animation draws it).
    @MainActor
    static func gradientDrawing(_ layer: CAGradientLayer, in bounds: CGRect, traits: UITraitCollection) -> Drawing? {
        let colors = (layer.colors ?? []).compactMap { $0 as? UIColor }
        guard !colors.isEmpty else { return nil }
        let locations = (layer.locations ?? []).map { Double(truncating: $0) }
        let offsets = locations.count == colors.count ? locations
            : colors.indices.map { colors.count > 1 ? Double($0) / Double(colors.count - 1) : 0 }
        let stops = zip(colors, offsets).map { color, offset in
            let resolved = LayoutSnapshot.Color(color, traits: traits)
            return DrawingGradient.Stop(offset: offset, paint: DrawingPaint(traits.userInterfaceStyle == .dark ? resolved.dark : resolved.light))
        }
        func point(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + finiteValue(unit.x) * bounds.width, y: bounds.minY + finiteValue(unit.y) * bounds.height)
        }
        let kind: DrawingGradient.Kind = layer.type == .radial ? .radial : layer.type == .conic ? .conic : .axial
        let gradient = DrawingGradient(kind, from: point(layer.startPoint), to: point(layer.endPoint), stops: stops)
        var figure = DrawingFigure(outline(of: bounds, radius: max(0, finiteValue(layer.cornerRadius)), corners: layer.maskedCorners,
                                           curve: layer.cornerCurve), name: "gradient")
        figure.gradient = gradient
        return Drawing([.figure(figure)])
    }

    /// A path's subpaths as an even-odd shape (each subpath after the first a hole in what it lies in): exact for
    /// nested outlines, which is how apps cut holes.
    static func evenOddShape(_ path: DrawingPath) -> DrawingShape {
        var parts: [DrawingPath] = []
        for element in path.elements {
            if case .move = element { parts.append(DrawingPath()) }
            if parts.isEmpty { parts.append(DrawingPath()) }
            parts[parts.count - 1].elements.append(element)
        }
        return .evenOdd(parts.map { .path($0) })
    }

    /// A Core Graphics path as a drawing's path.
    ///
    /// - Complexity: O(elements).
    static func drawingPath(_ path: CGPath) -> DrawingPath {
        DrawingPath(path.elements.compactMap { element in
            let points = element.points.map { CGPoint(x: finiteValue($0.x), y: finiteValue($0.y)) }
            switch element.type {
            case .moveToPoint: return points.first.map { .move(to: $0) }
            case .addLineToPoint: return points.first.map { .line(to: $0) }
            case .addQuadCurveToPoint: return points.count >= 2 ? .quadCurve(to: points[1], control: points[0]) : nil
            case .addCurveToPoint: return points.count >= 3 ? .curve(to: points[2], control1: points[0], control2: points[1]) : nil
            case .closeSubpath: return .close
            }
        })
    }

    /// The outline of a layer's rectangle with `radius` corners (shrunk to fit) on the `corners` given, curved by
    /// `curve` (beyond UIKit): a rectangle or rounded rectangle when it can be one, else a path.
    ///
    /// - Complexity: O(1).
    public static func outline(of rect: CGRect, radius: CGFloat, corners: CACornerMask, curve: CALayerCornerCurve) -> DrawingShape {
        let r = rect.clampedCornerRadius(radius)
        guard r > 0, !corners.isEmpty else { return .rect(rect) }
        let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        if corners.isSuperset(of: all), curve != .continuous { return .roundedRect(rect, cornerRadius: r) }
        return .path(outlinePath(of: rect, radius: r, corners: corners, curve: curve))
    }

    /// The outline as a path, clockwise on screen from the top-left corner's end on the top edge. A circular corner
    /// is a cubic Bézier quarter circle (control points 0.5523 r along the edges from its ends, the usual
    /// approximation); a continuous corner is a single cubic that starts 1.528 r from the corner along each edge
    /// (as far as Apple's continuous corners reach, shrunk to half the shorter side) with control points 0.272 r
    /// from the corner, so its middle lies where a circular corner's does: a smooth, superellipse-like curve.
    static func outlinePath(of rect: CGRect, radius: CGFloat, corners: CACornerMask, curve: CALayerCornerCurve) -> DrawingPath {
        let rect = rect.standardized
        let r = rect.clampedCornerRadius(radius)
        let continuous = curve == .continuous
        let reach = continuous ? min(1.528 * r, rect.width / 2, rect.height / 2) : r
        // The control points' distance from the corner itself.
        let control = continuous ? 0.272 * r : r - 0.5523 * r
        func extent(_ corner: CACornerMask) -> CGFloat { corners.contains(corner) && r > 0 ? reach : 0 }
        let tl = extent(.layerMinXMinYCorner), tr = extent(.layerMaxXMinYCorner)
        let br = extent(.layerMaxXMaxYCorner), bl = extent(.layerMinXMaxYCorner)
        var elements: [DrawingPath.Element] = [.move(to: CGPoint(x: rect.minX + tl, y: rect.minY)),
                                               .line(to: CGPoint(x: rect.maxX - tr, y: rect.minY))]
        if tr > 0 {
            elements.append(.curve(to: CGPoint(x: rect.maxX, y: rect.minY + tr), control1: CGPoint(x: rect.maxX - control, y: rect.minY),
                                   control2: CGPoint(x: rect.maxX, y: rect.minY + control)))
        }
        elements.append(.line(to: CGPoint(x: rect.maxX, y: rect.maxY - br)))
        if br > 0 {
            elements.append(.curve(to: CGPoint(x: rect.maxX - br, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - control),
                                   control2: CGPoint(x: rect.maxX - control, y: rect.maxY)))
        }
        elements.append(.line(to: CGPoint(x: rect.minX + bl, y: rect.maxY)))
        if bl > 0 {
            elements.append(.curve(to: CGPoint(x: rect.minX, y: rect.maxY - bl), control1: CGPoint(x: rect.minX + control, y: rect.maxY),
                                   control2: CGPoint(x: rect.minX, y: rect.maxY - control)))
        }
        elements.append(.line(to: CGPoint(x: rect.minX, y: rect.minY + tl)))
        if tl > 0 {
            elements.append(.curve(to: CGPoint(x: rect.minX + tl, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + control),
                                   control2: CGPoint(x: rect.minX + control, y: rect.minY)))
        }
        elements.append(.close)
        return DrawingPath(elements)
    }

    /// `transform` with coefficients that are not finite made neutral (the identity's).
    static func finite(_ transform: CGAffineTransform) -> CGAffineTransform {
        let values = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        return values.allSatisfy(\.isFinite) ? transform : .identity
    }

    /// `value` when finite, else 0.
    static func finiteValue(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
}
