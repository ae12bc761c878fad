import ImageCodec
import Raster
import CollectionGeometry

extension Drawing {
    /// The drawing as SVG elements, one a line, for the inside of an `<svg>` element: a fill or a figure as a
    /// `<rect>` (with `rx` when rounded; `x` and `y` left out when both are 0) or a `<path>` (`fill-rule="evenodd"`
    /// for ``DrawingShape/evenOdd(_:)``), a stroke with `fill="none"`, a text run as a `<text>` whose `textLength` is
    /// its measured width (its halo a stroke painted first), an image as an `<image>` of PNG data, a group as a `<g>`
    /// (its `class`, `data-` attributes, `transform` and `opacity`, its `<title>` first; a clip as a numbered
    /// `<clipPath>` before it), or as a nested `<svg>` when it only moves and clips to a rectangle at its origin. A
    /// figure's gradient is a numbered `<linearGradient>` or `<radialGradient>` before it (a conic one, thin wedges
    /// clipped to the shape), its blur a numbered `<filter>` with `feGaussianBlur`.
    /// Numbers are written with at most `decimals` places, without locale (not finite: 0), every text is escaped,
    /// and `clipPrefix` (reduced to letters, digits, `-` and `_`) starts the clip paths' ids, so the same drawing always
    /// gives the same bytes.
    ///
    /// - Complexity: O(operations + text + image pixels).
    public func svg(decimals: Int = 3, clipPrefix: String = "drawing-clip") -> String {
        Self.svgWriteObserver?()
        var writer = DrawingSVGWriter(decimals: decimals, clipPrefix: clipPrefix)
        for operation in operations { writer.write(operation) }
        writer.closeOpenGroups()
        return writer.output
    }

    /// Called each time a drawing is written as SVG in the current task (beyond UIKit): lets a test check that a
    /// render that asks for pixels only writes no SVG.
    @TaskLocal package static var svgWriteObserver: (@Sendable () -> Void)?
}

/// Writes a ``Drawing``'s operations as SVG (see ``Drawing/svg(decimals:clipPrefix:)``).
struct DrawingSVGWriter {
    let decimals: Int
    let clipPrefix: String
    private(set) var output = ""
    private var nextClip = 0
    private var nextGradient = 0
    private var nextFilter = 0
    /// The closing tags each open group wrote.
    private var closings: [String] = []

    init(decimals: Int, clipPrefix: String) {
        self.decimals = decimals
        // An identifier, whatever the caller passed (it is written into attributes and `url(#…)` references).
        self.clipPrefix = MarkupEscaping.identifier(clipPrefix)
    }

    func n(_ value: CGFloat) -> String { DisplayNumber.compact(value.isFinite ? value : 0, decimals: decimals) }

    mutating func write(_ operation: DrawingOperation) {
        switch operation {
        case .fill, .stroke, .figure:
            if let figure = operation.figure { output += element(figure) }
        case .text(let text):
            output += self.text(text)
        case .image(let image):
            let uri = "data:image/png;base64," + PNGEncoder().encode(image.drawnBitmap).base64EncodedString()
            output += "<image x=\"\(n(image.rect.minX))\" y=\"\(n(image.rect.minY))\" width=\"\(n(image.rect.width))\""
                + " height=\"\(n(image.rect.height))\" preserveAspectRatio=\"none\" href=\"\(uri)\""
                + (image.name.isEmpty ? "/>\n" : "><title>\(MarkupEscaping.xml(image.name))</title></image>\n")
        case .beginGroup(let group):
            beginGroup(group)
        case .endGroup:
            guard let closing = closings.popLast() else { return }
            output += closing
        }
    }

    mutating func closeOpenGroups() {
        while let closing = closings.popLast() { output += closing }
    }

    private mutating func beginGroup(_ group: DrawingGroup) {
        var attributes = group.name.map { " class=\"\(MarkupEscaping.xml($0))\"" } ?? ""
        attributes += dataAttributes(group.metadata)
        let opacity = opacity(group.opacity, "opacity")
        let title = group.title.map { "<title>\(MarkupEscaping.xml($0))</title>\n" } ?? ""
        let t = group.transform
        let isTranslation = t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1
        if isTranslation, case .rect(let rect)? = group.clip, rect.minX == 0, rect.minY == 0, rect.width >= 0, rect.height >= 0 {
            // A nested viewport: moved to (tx, ty) and clipping to its own width and height.
            output += "<svg\(attributes) x=\"\(n(t.tx))\" y=\"\(n(t.ty))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\"\(opacity)>\n"
                + title
            closings.append("</svg>\n")
            return
        }
        if t != .identity {
            attributes += isTranslation ? " transform=\"translate(\(n(t.tx)) \(n(t.ty)))\""
                : " transform=\"matrix(\(n(t.a)) \(n(t.b)) \(n(t.c)) \(n(t.d)) \(n(t.tx)) \(n(t.ty)))\""
        }
        attributes += opacity
        guard let clip = group.clip else {
            if attributes.isEmpty && title.isEmpty {
                // Nothing an SVG reader would see (only the PNG's anti-aliasing): no element.
                closings.append("")
                return
            }
            output += "<g\(attributes)>\n" + title
            closings.append("</g>\n")
            return
        }
        let id = "\(clipPrefix)\(nextClip)"
        nextClip += 1
        output += "<clipPath id=\"\(id)\">" + String(element(DrawingFigure(clip), paintAttributes: "").dropLast()) + "</clipPath>\n"
        // The clip is in the group's coordinates: the transform goes on an outer group.
        if attributes.isEmpty {
            output += "<g clip-path=\"url(#\(id))\">\n" + title
            closings.append("</g>\n")
        } else {
            output += "<g\(attributes)>\n" + title + "<g clip-path=\"url(#\(id))\">\n"
            closings.append("</g></g>\n")
        }
    }

    /// ` data-KEY="value"` for each entry, in key order.
    private func dataAttributes(_ metadata: [String: String]) -> String {
        metadata.keys.sorted().map { " data-\(MarkupEscaping.dataAttributeName($0))=\"\(MarkupEscaping.xml(metadata[$0] ?? ""))\"" }.joined()
    }

    /// ` name="value"` when `value` (clamped to 0…1) is below 1.
    private func opacity(_ value: Double, _ name: String) -> String {
        let value = value.isNaN ? 0 : min(1, max(0, value))
        return value < 1 ? " \(name)=\"\(n(CGFloat(value)))\"" : ""
    }

    /// A figure's element: its fill (`none` when it has none), its stroke's attributes, its `data-` attributes and
    /// its `<title>`.
    private mutating func element(_ figure: DrawingFigure) -> String {
        var defs = ""
        var filter = ""
        if figure.blur > 0, figure.blur.isFinite {
            // The filter region reaches three standard deviations past the shape (and its stroke), where the blur fades.
            let id = "\(clipPrefix)-blur\(nextFilter)"
            nextFilter += 1
            let reach = 3 * figure.blur + (figure.stroke?.drawableWidth ?? 0)
            let box = figure.shape.bounds.insetBy(dx: -reach, dy: -reach)
            defs += "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"\(n(box.minX))\" y=\"\(n(box.minY))\""
                + " width=\"\(n(box.width))\" height=\"\(n(box.height))\"><feGaussianBlur stdDeviation=\"\(n(figure.blur))\"/></filter>\n"
            filter = " filter=\"url(#\(id))\""
        }
        var paint = figure.fill.map { " fill=\"\($0.color)\"" + opacity($0.opacity, "fill-opacity") } ?? " fill=\"none\""
        if let gradient = figure.gradient, !gradient.stops.isEmpty {
            if gradient.kind == .conic {
                var stroked = figure
                stroked.gradient = nil
                stroked.fill = nil
                let strokePart = stroked.stroke == nil ? "" : element(stroked)
                return defs + conic(gradient, in: figure.shape, filter: filter) + strokePart
            }
            let id = "\(clipPrefix)-gradient\(nextGradient)"
            nextGradient += 1
            defs += gradientDefinition(gradient, id: id)
            paint = " fill=\"url(#\(id))\""
        }
        if let stroke = figure.stroke { paint += strokeAttributes(stroke) }
        return defs + element(figure, paintAttributes: paint + filter)
    }

    /// A `<linearGradient>` or `<radialGradient>` in user-space units, with its stops.
    private func gradientDefinition(_ gradient: DrawingGradient, id: String) -> String {
        let stops = gradient.stops.map {
            "<stop offset=\"\(n(CGFloat($0.offset)))\" stop-color=\"\($0.paint.color)\"" + opacity($0.paint.opacity, "stop-opacity") + "/>"
        }.joined()
        let start = gradient.start, end = gradient.end
        if gradient.kind == .axial {
            return "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(n(start.x))\" y1=\"\(n(start.y))\""
                + " x2=\"\(n(end.x))\" y2=\"\(n(end.y))\">\(stops)</linearGradient>\n"
        }
        // A unit circle stretched to the ellipse's radii and moved to its centre.
        var rx = abs(end.x - start.x), ry = abs(end.y - start.y)
        if rx == 0 { rx = ry }
        if ry == 0 { ry = rx }
        if rx == 0 { (rx, ry) = (1e-6, 1e-6) }
        return "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"0\" cy=\"0\" r=\"1\""
            + " gradientTransform=\"matrix(\(n(rx)) 0 0 \(n(ry)) \(n(start.x)) \(n(start.y)))\">\(stops)</radialGradient>\n"
    }

    /// A conic gradient as 96 wedges around its centre, each the colour at its middle, clipped to `shape`.
    private mutating func conic(_ gradient: DrawingGradient, in shape: DrawingShape, filter: String) -> String {
        let id = "\(clipPrefix)\(nextClip)"
        nextClip += 1
        var output = "<clipPath id=\"\(id)\">" + String(element(DrawingFigure(shape), paintAttributes: "").dropLast()) + "</clipPath>\n"
        output += "<g clip-path=\"url(#\(id))\"\(filter)>\n"
        let box = shape.bounds
        let c = gradient.start
        // Far enough to cover the shape from the centre.
        let reach = Double(max(abs(box.minX - c.x), abs(box.maxX - c.x), abs(box.minY - c.y), abs(box.maxY - c.y))) + 1
        let offset = DrawingGradient.pseudoAngle(Double(gradient.end.x - c.x) == 0 && Double(gradient.end.y - c.y) == 0 ? 1
                                                    : Double(gradient.end.x - c.x), Double(gradient.end.y - c.y))
        let count = 96
        for index in 0..<count {
            let from = Double(index) / Double(count), to = Double(index + 1) / Double(count)
            guard let paint = gradient.paint(at: (from + to) / 2) else { break }
            // The wedge's far edge runs along the square, through its corners.
            var points = [c]
            let steps = [from, to] + [0.125, 0.375, 0.625, 0.875].filter { $0 > from && $0 < to }
            for turn in steps.sorted() {
                let p = DrawingGradient.squarePoint(turn + offset, size: reach)
                points.append(CGPoint(x: c.x + p.x, y: c.y + p.y))
            }
            let color = RGBColor(red: UInt8(paint.red.rounded()), green: UInt8(paint.green.rounded()), blue: UInt8(paint.blue.rounded()))
            // Each wedge overlaps its neighbour by a hair, so no seam shows between them.
            output += element(DrawingFigure(.path(.polygon(points)), fill: DrawingPaint(color, opacity: paint.opacity),
                                            stroke: DrawingStroke(DrawingPaint(color, opacity: paint.opacity), lineWidth: 0.5, lineJoin: .round)),
                              paintAttributes: " fill=\"\(color)\"" + opacity(paint.opacity, "fill-opacity")
                                  + " stroke=\"\(color)\" stroke-width=\"0.5\"" + opacity(paint.opacity, "stroke-opacity"))
        }
        return output + "</g>\n"
    }

    /// The stroke's attributes: colour, width, dashes, ends and corners when not the defaults, opacity.
    private func strokeAttributes(_ stroke: DrawingStroke) -> String {
        var attributes = " stroke=\"\(stroke.paint.color)\" stroke-width=\"\(n(stroke.drawableWidth))\""
        if let dash = stroke.drawableDash {
            attributes += " stroke-dasharray=\"\(dash.map(n).joined(separator: " "))\""
            if stroke.dashPhase != 0, stroke.dashPhase.isFinite { attributes += " stroke-dashoffset=\"\(n(stroke.dashPhase))\"" }
        }
        if stroke.lineCap != .butt { attributes += " stroke-linecap=\"\(stroke.lineCap.rawValue)\"" }
        if stroke.lineJoin != .miter { attributes += " stroke-linejoin=\"\(stroke.lineJoin.rawValue)\"" }
        return attributes + opacity(stroke.paint.opacity, "stroke-opacity")
    }

    /// The element for `figure`'s shape with its class, `paintAttributes`, its `data-` attributes and its title,
    /// and a line feed.
    private func element(_ figure: DrawingFigure, paintAttributes paint: String) -> String {
        let start = figure.name.map { " class=\"\(MarkupEscaping.xml($0))\"" } ?? ""
        let end = paint + dataAttributes(figure.metadata)
        let tag: String, body: String
        /// A rectangle's place and size (a place of 0 left out, as SVG's default).
        func box(_ rect: CGRect) -> String {
            (rect.minX == 0 && rect.minY == 0 ? "" : "x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" ")
                + "width=\"\(n(rect.width))\" height=\"\(n(rect.height))\""
        }
        switch figure.shape {
        case .rect(let rect):
            (tag, body) = ("rect", box(rect))
        case let .roundedRect(rect, radius):
            let r = rect.clampedCornerRadius(radius)
            (tag, body) = ("rect", box(rect) + (r > 0 ? " rx=\"\(n(r))\"" : ""))
        case .path(let path):
            (tag, body) = ("path", "d=\"\(pathData(path))\"")
        case .evenOdd(let shapes):
            (tag, body) = ("path", "d=\"\(shapes.map(pathData).joined(separator: " "))\" fill-rule=\"evenodd\"")
        }
        guard let title = figure.title else { return "<\(tag)\(start) \(body)\(end)/>\n" }
        return "<\(tag)\(start) \(body)\(end)><title>\(MarkupEscaping.xml(title))</title></\(tag)>\n"
    }

    /// `shape`'s outline as path data: a rectangle as lines, a rounded rectangle with arcs (the radius clamped to
    /// its own rectangle).
    private func pathData(_ shape: DrawingShape) -> String {
        switch shape {
        case .rect(let rect):
            let rect = rect.standardized
            return "M\(n(rect.minX)) \(n(rect.minY))H\(n(rect.maxX))V\(n(rect.maxY))H\(n(rect.minX))Z"
        case let .roundedRect(rect, radius):
            let rect = rect.standardized
            let r = rect.clampedCornerRadius(radius)
            guard r > 0 else { return pathData(.rect(rect)) }
            return "M\(n(rect.minX + r)) \(n(rect.minY))H\(n(rect.maxX - r))A\(n(r)) \(n(r)) 0 0 1 \(n(rect.maxX)) \(n(rect.minY + r))"
                + "V\(n(rect.maxY - r))A\(n(r)) \(n(r)) 0 0 1 \(n(rect.maxX - r)) \(n(rect.maxY))"
                + "H\(n(rect.minX + r))A\(n(r)) \(n(r)) 0 0 1 \(n(rect.minX)) \(n(rect.maxY - r))"
                + "V\(n(rect.minY + r))A\(n(r)) \(n(r)) 0 0 1 \(n(rect.minX + r)) \(n(rect.minY))Z"
        case .path(let path):
            return pathData(path)
        case .evenOdd(let shapes):
            return shapes.map(pathData).joined(separator: " ")
        }
    }

    private func pathData(_ path: DrawingPath) -> String {
        path.elements.map { element -> String in
            switch element {
            case .move(let p): "M\(n(p.x)) \(n(p.y))"
            case .line(let p): "L\(n(p.x)) \(n(p.y))"
            case let .quadCurve(p, c): "Q\(n(c.x)) \(n(c.y)) \(n(p.x)) \(n(p.y))"
            case let .curve(p, c1, c2): "C\(n(c1.x)) \(n(c1.y)) \(n(c2.x)) \(n(c2.y)) \(n(p.x)) \(n(p.y))"
            case .close: "Z"
            }
        }.joined(separator: " ")
    }

    /// A `<text>`: its class, its weight when not regular, its anchor when not the start, its measured width as
    /// `textLength`, its halo as a stroke painted under the fill, and `xml:space="preserve"` when its spaces must be
    /// kept as they are.
    private func text(_ text: DrawingText) -> String {
        let keepsSpaces = text.text.hasPrefix(" ") || text.text.hasSuffix(" ") || text.text.contains("  ")
        let halo = text.halo.map { $0.drawableWidth > 0 ? strokeAttributes($0) + " paint-order=\"stroke\"" : "" } ?? ""
        return "<text" + (text.name.map { " class=\"\(MarkupEscaping.xml($0))\"" } ?? "")
            + " x=\"\(n(text.position.x))\" y=\"\(n(text.position.y))\" font-size=\"\(n(text.fontSize))\""
            + (text.weight != 400 ? " font-weight=\"\(text.weight)\"" : "")
            + (text.anchor != .start ? " text-anchor=\"\(text.anchor.rawValue)\"" : "")
            + (text.advance > 0 && text.advance.isFinite ? " textLength=\"\(n(text.advance))\" lengthAdjust=\"spacingAndGlyphs\"" : "")
            + " fill=\"\(text.paint.color)\"" + opacity(text.paint.opacity, "fill-opacity") + halo
            + (keepsSpaces ? " xml:space=\"preserve\"" : "") + ">\(MarkupEscaping.xml(text.text))</text>\n"
    }
}
