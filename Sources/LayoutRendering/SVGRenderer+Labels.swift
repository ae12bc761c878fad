import OpenCompositionalLayout

/// A picture's labels as SVG (where they go is ``LayoutPicture``'s rule, which the PNG renderer follows too).
extension SVGRenderer {
    /// Every label as SVG, painted after the veil and the viewport outline so no line crosses one. Centred labels
    /// and content text are clipped to their element by a nested `<svg>`, so they never spill onto a neighbour;
    /// labels have a halo of their element's fill; labels of elements wholly outside the viewport are dimmed.
    func labelsSVG(_ elements: [LayoutSnapshot.Element], contents: LayoutPicture.ContentIndex, viewport: CGRect) -> String {
        var output = ""
        for label in LayoutPicture.labels(elements, contents: contents, viewport: viewport, appearance: appearance) {
            let frame = label.frame
            let opacity = label.isDimmed ? " opacity=\"\(n(LayoutPicture.offscreenLabelOpacity))\"" : ""
            switch label.style {
            case .content(let cssClass):
                output += contentText(label.lines, frame: frame, opacity: opacity, className: cssClass)
            case .corner(let halo):
                for line in label.lines {
                    output += "<text x=\"\(n(frame.minX + line.x))\" y=\"\(n(frame.minY + line.baseline))\""
                        + " font-size=\"\(n(line.fontSize))\"" + textLength(line.text, fontSize: line.fontSize)
                        + " fill=\"\(label.fill)\"\(haloAttributes(halo))\(opacity)>"
                        + "\(MarkupEscaping.xml(line.text))</text>\n"
                }
            case .centred(let halo):
                for line in label.lines {
                    output += "<svg x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\"\(opacity)>"
                        + "<text x=\"\(n(line.x))\" y=\"\(n(line.baseline))\""
                        + " text-anchor=\"\(line.anchor.rawValue)\" font-size=\"\(n(line.fontSize))\"" + textLength(line.text, fontSize: line.fontSize)
                        + " fill=\"\(label.fill)\"\(haloAttributes(halo))>"
                        + "\(MarkupEscaping.xml(line.text))</text></svg>\n"
                }
            }
        }
        return output
    }

    private func haloAttributes(_ color: String) -> String {
        " stroke=\"\(color)\" stroke-width=\"\(n(LayoutPicture.labelHaloWidth))\" paint-order=\"stroke\""
    }
}
