import CollectionGeometry
import Graphics
import Raster

extension GraphicsRecording {
    /// The recording as drawing operations, its surface mapped onto `rect`: fills and strokes as figures in their
    /// colours resolved with `traits`, images as bitmaps (or placeholders, or their own recordings, nested), text
    /// run by run as labels draw it (runs without a colour in black, as UIKit draws text with no foreground colour),
    /// clips as clipping groups, drawn view trees as groups; an opaque surface is black beneath them. A cleared or
    /// erased area is cut out of everything drawn before it (the operations so far are clipped to the surface
    /// without it), so it shows what lies beneath the surface: transparent, or black for an opaque one. Nothing is
    /// drawn for a recording nested more than 8 images deep, an empty surface or a rectangle that is not finite.
    ///
    /// - Complexity: O(commands + path elements), nested images included, plus O(commands) per clear.
    package func drawing(in rect: CGRect, traits: UITraitCollection, depth: Int = 0) -> Drawing {
        var drawing = Drawing()
        guard depth < 8, size.width > 0, size.height > 0, rect.width.isFinite, rect.height.isFinite,
              rect.origin.x.isFinite, rect.origin.y.isFinite else { return drawing }
        let placement = CGAffineTransform(a: rect.width / size.width, b: 0, c: 0, d: rect.height / size.height,
                                          tx: rect.origin.x, ty: rect.origin.y)
        drawing.append(.beginGroup(DrawingGroup(transform: placement)))
        if isOpaque { drawing.append(.fill(.rect(CGRect(origin: .zero, size: size)), DrawingPaint(.black))) }
        var body: [DrawingOperation] = []
        // The clipping groups open now, innermost last: an erase closes and reopens them around what it cuts.
        var openClips: [DrawingGroup] = []
        for command in commands {
            switch command {
            case let .fill(path, color, alpha, rule):
                guard let paint = color.drawingPaint(traits: traits, opacity: Double(alpha)) else { continue }
                body.append(.fill(DrawingShape(path, rule: rule), paint))
            case let .stroke(path, color, alpha, stroke):
                guard let paint = color.drawingPaint(traits: traits, opacity: Double(alpha)), stroke.lineWidth > 0 else { continue }
                let style = DrawingStroke(paint, lineWidth: stroke.lineWidth, dash: stroke.dash,
                                          lineCap: DrawingStroke.LineCap(stroke.lineCap), lineJoin: DrawingStroke.LineJoin(stroke.lineJoin))
                body.append(.figure(DrawingFigure(DrawingShape(path, rule: .winding), stroke: style)))
            case let .image(image, box, alpha):
                let fade = alpha < 1
                if fade { body.append(.beginGroup(DrawingGroup(opacity: Double(alpha)))) }
                body.append(contentsOf: image.drawing(in: box, traits: traits, depth: depth + 1).operations)
                if fade { body.append(.endGroup) }
            case let .text(layout, transform):
                body.append(.beginGroup(DrawingGroup(transform: transform)))
                body.append(contentsOf: layout.drawing(top: 0, textPaint: DrawingPaint(.black), traits: traits).operations)
                body.append(.endGroup)
            case let .clear(box):
                Self.cut(.rect(box), bounds: box, surface: size, from: &body, openClips: openClips)
            case let .erase(path, rule):
                guard !path.isEmpty else { continue }
                Self.cut(DrawingShape(path, rule: rule), bounds: path.boundingBox, surface: size, from: &body, openClips: openClips)
            case let .drawing(tree, transform, alpha):
                body.append(.beginGroup(DrawingGroup(transform: transform, opacity: Double(min(1, max(0, alpha))))))
                body.append(contentsOf: tree.balanced.operations)
                body.append(.endGroup)
            case let .beginClip(path, rule):
                let group = DrawingGroup(clip: DrawingShape(path, rule: rule))
                openClips.append(group)
                body.append(.beginGroup(group))
            case .endClip:
                _ = openClips.popLast()
                body.append(.endGroup)
            }
        }
        drawing.append(contentsOf: Drawing(body))
        drawing.append(.endGroup)
        return drawing.balanced
    }

    /// Cuts `shape` (whose bounding box is `bounds`) out of the operations drawn so far: they are wrapped in a group
    /// clipped to a rectangle covering the surface and the shape, less the shape (even-odd), the clips open now
    /// closed before it and reopened after it. The open clips do not limit the cut.
    private static func cut(_ shape: DrawingShape, bounds: CGRect, surface: CGSize, from body: inout [DrawingOperation],
                            openClips: [DrawingGroup]) {
        guard bounds.origin.x.isFinite, bounds.origin.y.isFinite, bounds.width.isFinite, bounds.height.isFinite,
              bounds.width > 0, bounds.height > 0 else { return }
        let cover = CGRect(origin: .zero, size: surface).union(bounds).insetBy(dx: -1, dy: -1)
        body += repeatElement(DrawingOperation.endGroup, count: openClips.count)
        body = [.beginGroup(DrawingGroup(name: "cleared", clip: .evenOdd([.rect(cover), shape])))] + body + [.endGroup]
        body += openClips.map { DrawingOperation.beginGroup($0) }
    }
}

extension UIImage {
    /// The image as drawing operations filling `rect`: the shapes it was drawn with, for an image made by drawing
    /// (nested up to 8 deep), else its bitmap (tinted by its tint colour, for a template), else a placeholder for an
    /// image without pixels headless.
    ///
    /// - Complexity: O(commands) for an image made by drawing; O(1) otherwise.
    package func drawing(in rect: CGRect, traits: UITraitCollection, depth: Int = 0) -> Drawing {
        if let graphicsRecording {
            return graphicsRecording.drawing(in: rect, traits: traits, depth: depth)
        }
        let tint = tintColor.flatMap { $0.drawingPaint(traits: traits) }
        if let bitmap {
            return Drawing([.image(DrawingImage(bitmap, in: rect, name: name ?? "", tint: tint))])
        }
        return Drawing([.imagePlaceholder(rect, name: systemName ?? name ?? "image", tint: tint)])
    }
}

extension DrawingShape {
    /// A Core Graphics path as a drawing shape: the path itself by the non-zero rule, or its subpaths combined by the
    /// even-odd rule.
    ///
    /// - Complexity: O(path elements).
    package init(_ path: CGPath, rule: CGPathFillRule) {
        var subpaths: [[DrawingPath.Element]] = []
        func append(_ element: DrawingPath.Element) {
            if subpaths.isEmpty { subpaths.append([]) }
            subpaths[subpaths.count - 1].append(element)
        }
        for element in path.elements {
            let points = element.points
            switch element.type {
            case .moveToPoint:
                guard let point = points.first else { continue }
                subpaths.append([.move(to: point)])
            case .addLineToPoint:
                guard let point = points.first else { continue }
                append(.line(to: point))
            case .addQuadCurveToPoint:
                guard points.count >= 2 else { continue }
                append(.quadCurve(to: points[1], control: points[0]))
            case .addCurveToPoint:
                guard points.count >= 3 else { continue }
                append(.curve(to: points[2], control1: points[0], control2: points[1]))
            case .closeSubpath:
                append(.close)
            }
        }
        if rule == .evenOdd, subpaths.count > 1 {
            self = .evenOdd(subpaths.map { .path(DrawingPath($0)) })
        } else {
            self = .path(DrawingPath(subpaths.flatMap { $0 }))
        }
    }
}

extension DrawingStroke.LineCap {
    /// Core Graphics' cap.
    package init(_ cap: CGLineCap) {
        switch cap {
        case .butt: self = .butt
        case .round: self = .round
        case .square: self = .square
        }
    }
}

extension DrawingStroke.LineJoin {
    /// Core Graphics' join.
    package init(_ join: CGLineJoin) {
        switch join {
        case .miter: self = .miter
        case .round: self = .round
        case .bevel: self = .bevel
        }
    }
}
