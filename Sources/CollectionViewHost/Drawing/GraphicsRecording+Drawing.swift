import CollectionGeometry
import Graphics
import Raster

extension GraphicsRecording {
    /// The recording as drawing operations, its surface mapped onto `rect`: fills and strokes as figures in their
    /// colours resolved with `traits`, images as bitmaps (or placeholders, or their own recordings, nested), text
    /// run by run as labels draw it (runs without a colour in black, as UIKit draws text with no foreground colour),
    /// clips as clipping groups; an opaque surface is black beneath them. `clear(_:)` is not drawn (a drawing cannot erase what lies beneath it), nor is a
    /// recording nested more than 8 images deep. Nothing for an empty surface or a rectangle that is not finite.
    ///
    /// - Complexity: O(commands + path elements), nested images included.
    package func drawing(in rect: CGRect, traits: UITraitCollection, depth: Int = 0) -> Drawing {
        var drawing = Drawing()
        guard depth < 8, size.width > 0, size.height > 0, rect.width.isFinite, rect.height.isFinite,
              rect.origin.x.isFinite, rect.origin.y.isFinite else { return drawing }
        let placement = CGAffineTransform(a: rect.width / size.width, b: 0, c: 0, d: rect.height / size.height,
                                          tx: rect.origin.x, ty: rect.origin.y)
        drawing.append(.beginGroup(DrawingGroup(transform: placement)))
        if isOpaque { drawing.append(.fill(.rect(CGRect(origin: .zero, size: size)), DrawingPaint(.black))) }
        for command in commands {
            switch command {
            case let .fill(path, color, alpha, rule):
                guard let paint = color.drawingPaint(traits: traits, opacity: Double(alpha)) else { continue }
                drawing.append(.fill(DrawingShape(path, rule: rule), paint))
            case let .stroke(path, color, alpha, stroke):
                guard let paint = color.drawingPaint(traits: traits, opacity: Double(alpha)), stroke.lineWidth > 0 else { continue }
                let style = DrawingStroke(paint, lineWidth: stroke.lineWidth, dash: stroke.dash,
                                          lineCap: DrawingStroke.LineCap(stroke.lineCap), lineJoin: DrawingStroke.LineJoin(stroke.lineJoin))
                drawing.append(.figure(DrawingFigure(DrawingShape(path, rule: .winding), stroke: style)))
            case let .image(image, box, alpha):
                let fade = alpha < 1
                if fade { drawing.append(.beginGroup(DrawingGroup(opacity: Double(alpha)))) }
                drawing.append(contentsOf: image.drawing(in: box, traits: traits, depth: depth + 1))
                if fade { drawing.append(.endGroup) }
            case let .text(layout, transform):
                drawing.append(.beginGroup(DrawingGroup(transform: transform)))
                drawing.append(contentsOf: layout.drawing(top: 0, textPaint: DrawingPaint(.black), traits: traits))
                drawing.append(.endGroup)
            case .clear:
                continue
            case let .beginClip(path, rule):
                drawing.append(.beginGroup(DrawingGroup(clip: DrawingShape(path, rule: rule))))
            case .endClip:
                drawing.append(.endGroup)
            }
        }
        drawing.append(.endGroup)
        return drawing.balanced
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
