import OpenCompositionalLayout
import Raster

/// What realized cells show: backgrounds, rounded inset-grouped sections, separators and text.
extension SVGRenderer {
    static func clipID(_ pictureID: String, _ section: Int) -> String { "\(pictureID)-list-\(section)" }

    /// A picture's identifier prefix: a 64-bit FNV-1a hash of its title, viewport, content size and place in
    /// a row, so pictures inlined together (a gallery page, a side-by-side row) do not share clip-path
    /// identifiers, while equal snapshots still give byte-identical output.
    static func pictureID(_ snapshot: LayoutSnapshot, index: Int) -> String {
        let key = "\(snapshot.title)|\(n(snapshot.viewport.minX)),\(n(snapshot.viewport.minY)),\(n(snapshot.viewport.width)),"
            + "\(n(snapshot.viewport.height))|\(n(snapshot.contentSize.width)),\(n(snapshot.contentSize.height))|\(index)"
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return "ocl" + String(hash, radix: 16)
    }

    /// A rounded rectangle as a path (the radius shrinks to fit a small rectangle, and is 0 when not finite).
    func roundedRectPath(_ rect: CGRect, radius: CGFloat) -> String {
        let r = rect.clampedCornerRadius(radius)
        return "M\(n(rect.minX + r)) \(n(rect.minY))H\(n(rect.maxX - r))A\(n(r)) \(n(r)) 0 0 1 \(n(rect.maxX)) \(n(rect.minY + r))"
            + "V\(n(rect.maxY - r))A\(n(r)) \(n(r)) 0 0 1 \(n(rect.maxX - r)) \(n(rect.maxY))"
            + "H\(n(rect.minX + r))A\(n(r)) \(n(r)) 0 0 1 \(n(rect.minX)) \(n(rect.maxY - r))"
            + "V\(n(rect.minY + r))A\(n(r)) \(n(r)) 0 0 1 \(n(rect.minX + r)) \(n(rect.minY))Z"
    }

    /// Each rounded group's clip path (which its cells' backgrounds are clipped to) and its fill: the group's
    /// first cell background, else the palette's cell fill.
    func roundedGroupBackgrounds(_ groups: [Int: LayoutPicture.RoundedGroup], contents: LayoutPicture.ContentIndex, id: String) -> String {
        var output = ""
        for section in groups.keys.sorted() {
            guard let group = groups[section] else { continue }
            let path = roundedRectPath(group.frame, radius: group.radius)
            let paint = contents.firstBackground(inSection: section)?.paint(for: appearance)
            let fill = paint.map { $0.isClear ? "none" : $0.rgb.description } ?? palette.cell.fill
            output += "<clipPath id=\"\(Self.clipID(id, section))\"><path d=\"\(path)\"/></clipPath>\n"
            output += "<path class=\"list-group\" d=\"\(path)\" fill=\"\(fill)\"" + opacityAttribute(paint, name: "fill-opacity")
                + "><title>section \(section): inset-grouped rows, corner radius \(n(group.radius))</title></path>\n"
        }
        return output
    }

    /// A cell or supplementary view drawn as configured: its background colour, no wireframe border (a cell
    /// clipped to its rounded group when it belongs to one), its image's placeholder and its accessories.
    func configured(_ element: LayoutSnapshot.Element, content: LayoutSnapshot.CellContent, clipID: String?) -> String {
        let frame = element.frame.standardized
        let tooltip = element.category.displayName + (element.elementKind.map { " \($0)" } ?? "")
            + " [\(element.section), \(element.item)] (\(n(frame.minX)), \(n(frame.minY)), \(n(frame.width)),"
            + " \(n(frame.height))) zIndex \(element.zIndex)" + (element.isHidden ? " hidden" : "")
            + (element.alpha < 1 ? " alpha \(n(element.alpha))" : "")
        let alpha = element.isHidden ? 0.35 : min(1, max(0, element.alpha))
        var output = "<g class=\"\(element.category.cssClass)\"" + (alpha < 1 ? " opacity=\"\(n(alpha))\"" : "") + ">"
        output += "<title>\(MarkupEscaping.xml(tooltip))</title>"
        if let paint = content.backgroundColor?.paint(for: appearance), !paint.isClear {
            output += "<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\""
                + " fill=\"\(paint.rgb.description)\"" + opacityAttribute(paint, name: "fill-opacity")
                + (clipID.map { " clip-path=\"url(#\($0))\"" } ?? "") + "/>"
        }
        let extras = imageAndAccessories(content, frame: frame)
        if !extras.isEmpty { output += "\n" + extras }
        return output + "</g>\n"
    }

    /// The separators along the bottom of the cells whose list shows one: one point high, from the inset
    /// leading edge (the content's text) to the trailing edge less its inset, inside the cell.
    func separators(_ elements: [LayoutSnapshot.Element], contents: LayoutPicture.ContentIndex) -> String {
        var output = ""
        for element in elements where element.category == .cell && element.frame.isDrawable && !element.isHidden {
            guard let content = contents[element.section, element.item], let separator = content.separator,
                  let line = LayoutPicture.separatorFrame(element.frame.standardized, separator: separator, isRightToLeft: content.isRightToLeft)
            else { continue }
            let paint = separator.color.paint(for: appearance)
            let y = line.midY
            output += "<line class=\"separator\" data-section=\"\(element.section)\" x1=\"\(n(line.minX))\" y1=\"\(n(y))\" x2=\"\(n(line.maxX))\" y2=\"\(n(y))\""
                + " stroke=\"\(paint.rgb.description)\" stroke-width=\"\(n(LayoutPicture.separatorThickness))\""
                + opacityAttribute(paint, name: "stroke-opacity") + "/>\n"
        }
        return output
    }

    /// An element's text lines (see ``textLines(_:size:className:)``), clipped to the element by a nested
    /// `<svg>` of class `cell-content` (`supplementary-content` for a header or footer).
    func contentText(_ lines: [LayoutPicture.TextLine], frame: CGRect, opacity: String, className: String) -> String {
        guard !lines.isEmpty else { return "" }
        var output = "<svg class=\"\(className)-content\" x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\""
            + " height=\"\(n(frame.height))\"\(opacity)>"
        for line in lines {
            let paint = line.color?.paint(for: appearance)
            let fill = paint?.rgb.description ?? palette.title
            output += "<text class=\"\(line.className)\" x=\"\(n(line.x))\" y=\"\(n(line.baseline))\""
                + (line.anchor == .start ? "" : " text-anchor=\"\(line.anchor.rawValue)\"")
                + " font-size=\"\(n(line.fontSize))\"" + textLength(line.text, fontSize: line.fontSize)
                + " fill=\"\(fill)\"" + opacityAttribute(paint, name: "fill-opacity") + ">"
                + "\(MarkupEscaping.xml(line.text))</text>"
        }
        return output + "</svg>\n"
    }

    private func opacityAttribute(_ paint: LayoutSnapshot.Paint?, name: String) -> String {
        guard let paint, paint.opacity < 1 else { return "" }
        return " \(name)=\"\(n(CGFloat(paint.opacity)))\""
    }
}
