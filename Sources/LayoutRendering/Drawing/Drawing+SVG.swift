import OpenCompositionalLayout

extension Drawing {
    /// The drawing as SVG elements, one a line, for the inside of an `<svg>` element: a fill as a `<rect>` (with
    /// `rx` when rounded) or a `<path>` (`fill-rule="evenodd"` for ``DrawingShape/evenOdd(_:)``), a stroke with
    /// `fill="none"`, a text run as a `<text>` whose `textLength` is its measured width, an image as an `<image>` of
    /// PNG data, a group as a `<g>` (its `class`, `transform` matrix and `opacity`; a clip as a numbered
    /// `<clipPath>` before it). Numbers are written with at most `decimals` places, without locale (not finite: 0),
    /// and `clipPrefix` starts the clip paths' ids, so the same drawing always gives the same bytes.
    ///
    /// - Complexity: O(operations + text + image pixels).
    public func svg(decimals: Int = 3, clipPrefix: String = "drawing-clip") -> String {
        var writer = DrawingSVGWriter(decimals: decimals, clipPrefix: clipPrefix)
        for operation in operations { writer.write(operation) }
        writer.closeOpenGroups()
        return writer.output
    }
}

/// Writes a ``Drawing``'s operations as SVG (see ``Drawing/svg(decimals:clipPrefix:)``).
struct DrawingSVGWriter {
    let decimals: Int
    let clipPrefix: String
    private(set) var output = ""
    private var nextClip = 0

    init(decimals: Int, clipPrefix: String) {
        self.decimals = decimals
        self.clipPrefix = clipPrefix
    }

    func n(_ value: CGFloat) -> String { DisplayNumber.compact(value.isFinite ? value : 0, decimals: decimals) }

    mutating func write(_ operation: DrawingOperation) {
        switch operation {
        case let .fill(shape, paint):
            output += element(shape, paint: " fill=\"\(paint.color)\"" + opacity(paint.opacity, "fill-opacity"))
        case let .stroke(shape, paint, lineWidth):
            output += element(shape, paint: " fill=\"none\" stroke=\"\(paint.color)\" stroke-width=\"\(n(lineWidth))\""
                + opacity(paint.opacity, "stroke-opacity"))
        case .text(let text):
            output += self.text(text)
        case .image(let image):
            let uri = "data:image/png;base64," + PNGEncoder().encode(image.bitmap).base64EncodedString()
            output += "<image x=\"\(n(image.rect.minX))\" y=\"\(n(image.rect.minY))\" width=\"\(n(image.rect.width))\""
                + " height=\"\(n(image.rect.height))\" preserveAspectRatio=\"none\" href=\"\(uri)\""
                + (image.name.isEmpty ? "/>\n" : "><title>\(MarkupEscaping.xml(image.name))</title></image>\n")
        case .beginGroup(let group):
            var attributes = group.name.map { " class=\"\(MarkupEscaping.xml($0))\"" } ?? ""
            if group.transform != .identity {
                let t = group.transform
                attributes += " transform=\"matrix(\(n(t.a)) \(n(t.b)) \(n(t.c)) \(n(t.d)) \(n(t.tx)) \(n(t.ty)))\""
            }
            attributes += opacity(group.opacity, "opacity")
            if let clip = group.clip {
                let id = "\(clipPrefix)\(nextClip)"
                nextClip += 1
                output += "<clipPath id=\"\(id)\">" + String(element(clip, paint: "").dropLast()) + "</clipPath>\n"
                // The clip is in the group's coordinates: the transform goes on an outer group.
                if attributes.isEmpty {
                    output += "<g clip-path=\"url(#\(id))\">\n"
                } else {
                    output += "<g\(attributes)>\n<g clip-path=\"url(#\(id))\">\n"
                }
            } else {
                output += "<g\(attributes)>\n"
            }
            groupDepths.append(group.clip != nil && !attributes.isEmpty ? 2 : 1)
        case .endGroup:
            guard let depth = groupDepths.popLast() else { return }
            output += String(repeating: "</g>", count: depth) + "\n"
        }
    }

    /// How many `<g>` each open group wrote.
    private var groupDepths: [Int] = []

    mutating func closeOpenGroups() {
        while let depth = groupDepths.popLast() {
            output += String(repeating: "</g>", count: depth) + "\n"
        }
    }

    /// ` name="value"` when `value` (clamped to 0…1) is below 1.
    private func opacity(_ value: Double, _ name: String) -> String {
        let value = value.isNaN ? 0 : min(1, max(0, value))
        return value < 1 ? " \(name)=\"\(n(CGFloat(value)))\"" : ""
    }

    /// The element for `shape` with `paint`'s attributes, and a line feed.
    private func element(_ shape: DrawingShape, paint: String) -> String {
        switch shape {
        case .rect(let rect):
            return "<rect x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\"\(paint)/>\n"
        case let .roundedRect(rect, radius):
            let r = rect.clampedCornerRadius(radius)
            return "<rect x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\""
                + (r > 0 ? " rx=\"\(n(r))\"" : "") + "\(paint)/>\n"
        case .path(let path):
            return "<path d=\"\(pathData(path))\"\(paint)/>\n"
        case .evenOdd(let shapes):
            return "<path d=\"\(shapes.map(pathData).joined(separator: " "))\" fill-rule=\"evenodd\"\(paint)/>\n"
        }
    }

    /// `shape`'s outline as path data: a rounded rectangle with arcs (the radius clamped to its own rectangle).
    private func pathData(_ shape: DrawingShape) -> String {
        switch shape {
        case .rect(let rect):
            return pathData(.roundedRect(rect, cornerRadius: 0))
        case let .roundedRect(rect, radius):
            let rect = rect.standardized
            let r = rect.clampedCornerRadius(radius)
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

    /// A `<text>`: its weight when not regular, its anchor when not the start, its measured width as `textLength`,
    /// and `xml:space="preserve"` when its spaces must be kept as they are.
    private func text(_ text: DrawingText) -> String {
        let keepsSpaces = text.text.hasPrefix(" ") || text.text.hasSuffix(" ") || text.text.contains("  ")
        return "<text x=\"\(n(text.position.x))\" y=\"\(n(text.position.y))\" font-size=\"\(n(text.fontSize))\""
            + (text.weight != 400 ? " font-weight=\"\(text.weight)\"" : "")
            + (text.anchor != .start ? " text-anchor=\"\(text.anchor.rawValue)\"" : "")
            + (text.advance > 0 && text.advance.isFinite ? " textLength=\"\(n(text.advance))\" lengthAdjust=\"spacingAndGlyphs\"" : "")
            + " fill=\"\(text.paint.color)\"" + opacity(text.paint.opacity, "fill-opacity")
            + (keepsSpaces ? " xml:space=\"preserve\"" : "") + ">\(MarkupEscaping.xml(text.text))</text>\n"
    }
}
