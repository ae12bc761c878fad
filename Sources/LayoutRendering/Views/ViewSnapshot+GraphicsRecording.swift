import OpenCompositionalLayout
import Raster

extension ViewSnapshot {
    /// What a view draws itself with `draw(_:)` (its ``UIView/displayedRecording``), as a drawing in its bounds: the
    /// recording placed by the view's content mode when the view's size changed since it was drawn (UIKit stretches a
    /// view's drawn content unless its mode is `.redraw`). Nothing when `draw(_:)` draws nothing.
    @MainActor
    static func displayContent(of view: UIView, traits: UITraitCollection) -> [Content] {
        guard let recording = view.displayedRecording else { return [] }
        let rect = view.contentMode.rect(forContentOfSize: recording.size, in: CGRect(origin: .zero, size: view.bounds.size))
        let drawing = Self.drawing(of: recording, in: rect, traits: traits)
        return drawing.isEmpty ? [] : [.drawing(drawing)]
    }

    /// A recording as drawing operations, its surface mapped onto `rect`: fills and strokes as figures in their
    /// colours resolved with `traits`, images as bitmaps (or placeholders, or their own recordings, nested), text
    /// run by run as labels draw it, clips as clipping groups. `clear(_:)` is not drawn (pictures cannot erase what lies beneath), nor is a recording
    /// nested more than 8 images deep.
    ///
    /// - Complexity: O(commands + path elements), nested images included.
    static func drawing(of recording: GraphicsRecording, in rect: CGRect, traits: UITraitCollection, depth: Int = 0) -> Drawing {
        var drawing = Drawing()
        let size = recording.size
        guard depth < 8, size.width > 0, size.height > 0, rect.width.isFinite, rect.height.isFinite,
              rect.origin.x.isFinite, rect.origin.y.isFinite else { return drawing }
        let placement = CGAffineTransform(a: rect.width / size.width, b: 0, c: 0, d: rect.height / size.height,
                                          tx: rect.origin.x, ty: rect.origin.y)
        drawing.append(.beginGroup(DrawingGroup(transform: placement)))
        for command in recording.commands {
            switch command {
            case let .fill(path, color, alpha, rule):
                guard let paint = paint(color, traits: traits) else { continue }
                drawing.append(.fill(shape(of: path, rule: rule), DrawingPaint(paint, opacity: Double(alpha))))
            case let .stroke(path, color, alpha, stroke):
                guard let paint = paint(color, traits: traits), stroke.lineWidth > 0 else { continue }
                let style = DrawingStroke(DrawingPaint(paint, opacity: Double(alpha)), lineWidth: stroke.lineWidth, dash: stroke.dash,
                                          lineCap: DrawingStroke.LineCap(stroke.lineCap), lineJoin: DrawingStroke.LineJoin(stroke.lineJoin))
                drawing.append(.figure(DrawingFigure(shape(of: path, rule: .winding), stroke: style)))
            case let .image(image, box, alpha):
                let fade = alpha < 1
                if fade { drawing.append(.beginGroup(DrawingGroup(opacity: Double(alpha)))) }
                if let bitmap = image.bitmap {
                    let tint = image.tintColor.flatMap { paint($0, traits: traits) }.map { DrawingPaint($0) }
                    drawing.append(.image(DrawingImage(bitmap, in: box, name: image.name ?? "", tint: tint)))
                } else if let nested = image.graphicsRecording {
                    drawing.append(contentsOf: Self.drawing(of: nested, in: box, traits: traits, depth: depth + 1))
                } else {
                    let tint = image.tintColor.flatMap { paint($0, traits: traits) }
                    drawing.append(LayoutPicture.imagePlaceholder(box, name: image.systemName ?? image.name ?? "image", tint: tint))
                }
                if fade { drawing.append(.endGroup) }
            case let .text(layout, transform):
                // Runs without a colour are black, as UIKit draws text with no foreground colour.
                drawing.append(.beginGroup(DrawingGroup(transform: transform)))
                drawing.append(contentsOf: Self.drawing(of: layout, top: 0, textPaint: LayoutSnapshot.Paint(rgb: RGBColor(red: 0, green: 0, blue: 0)),
                                                        traits: traits))
                drawing.append(.endGroup)
            case .clear:
                continue
            case let .beginClip(path, rule):
                drawing.append(.beginGroup(DrawingGroup(clip: shape(of: path, rule: rule))))
            case .endClip:
                drawing.append(.endGroup)
            }
        }
        drawing.append(.endGroup)
        return drawing.balanced
    }

    /// A Core Graphics path as a drawing shape: the path itself by the non-zero rule, or its subpaths combined by the
    /// even-odd rule.
    static func shape(of path: CGPath, rule: CGPathFillRule) -> DrawingShape {
        var subpaths: [[DrawingPath.Element]] = []
        for element in path.elements {
            let points = element.points
            switch element.type {
            case .moveToPoint:
                guard let point = points.first else { continue }
                subpaths.append([.move(to: point)])
            case .addLineToPoint:
                guard let point = points.first else { continue }
                appendElement(.line(to: point), to: &subpaths)
            case .addQuadCurveToPoint:
                guard points.count >= 2 else { continue }
                appendElement(.quadCurve(to: points[1], control: points[0]), to: &subpaths)
            case .addCurveToPoint:
                guard points.count >= 3 else { continue }
                appendElement(.curve(to: points[2], control1: points[0], control2: points[1]), to: &subpaths)
            case .closeSubpath:
                appendElement(.close, to: &subpaths)
            }
        }
        if rule == .evenOdd, subpaths.count > 1 { return .evenOdd(subpaths.map { .path(DrawingPath($0)) }) }
        return .path(DrawingPath(subpaths.flatMap { $0 }))
    }

    private static func appendElement(_ element: DrawingPath.Element, to subpaths: inout [[DrawingPath.Element]]) {
        if subpaths.isEmpty { subpaths.append([]) }
        subpaths[subpaths.count - 1].append(element)
    }
}

extension DrawingStroke.LineCap {
    /// Core Graphics' cap.
    init(_ cap: CGLineCap) {
        switch cap {
        case .butt: self = .butt
        case .round: self = .round
        case .square: self = .square
        }
    }
}

extension DrawingStroke.LineJoin {
    /// Core Graphics' join.
    init(_ join: CGLineJoin) {
        switch join {
        case .miter: self = .miter
        case .round: self = .round
        case .bevel: self = .bevel
        }
    }
}
