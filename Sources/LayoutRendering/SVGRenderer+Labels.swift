import OpenCompositionalLayout

/// Where a picture's labels go: one rule for the SVG and the PNG renderer.
extension SVGRenderer {
    /// The words drawn on one element, in content coordinates.
    struct Label {
        /// What the words are.
        enum Style {
            /// The text of a cell or a header with list content, clipped to the element (class prefix `cssClass`).
            case content(cssClass: String)
            /// The element's label (kind and index path) centred in it, clipped to it, on a halo of its fill.
            case centred(halo: String)
            /// A decoration's label at its top-leading corner, not clipped, on a halo of its fill.
            case corner(halo: String)
        }

        /// How the words are drawn.
        var style: Style
        /// The element's frame: the box the lines are placed in (and, but for ``Style/corner(halo:)``, clipped to).
        var frame: CGRect
        /// The lines, placed in the frame's coordinates (origin at its top-left corner).
        var lines: [TextLine]
        /// Whether the element lies wholly outside the viewport (its label is dimmed as the element is).
        var isDimmed: Bool
        /// The colour of lines that have none of their own.
        var fill: String
    }

    /// Every label of `elements` (in painting order): for a cell or header with list content, its text in place
    /// of the index path; for other cells and supplementaries, the fitting label at their centre; for backgrounds,
    /// which sit behind their cells, the label at their top-leading corner. Hidden and undrawable elements, and
    /// elements too small for a readable label, get none; nor does an element whose centre lies under a header or
    /// footer painted above it with an opaque background (a pinned header over the rows scrolled under it), as
    /// the element's box is hidden there too.
    ///
    /// - Complexity: O(n × h) for n elements and h supplementary views with an opaque background (the realized
    ///   headers and footers), plus the labels' lengths.
    func labels(_ elements: [LayoutSnapshot.Element], contents: LayoutPicture.ContentIndex, viewport: CGRect) -> [Label] {
        var labels: [Label] = []
        let covers = elements.enumerated().filter { entry in
            let element = entry.element
            guard element.category == .supplementaryView, element.frame.isDrawable, !element.isHidden, element.alpha >= 1,
                  let paint = contents[element]?.backgroundColor?.paint(for: appearance) else { return false }
            return paint.opacity >= 1
        }
        for (index, element) in elements.enumerated() where element.frame.isDrawable && !element.isHidden {
            let frame = element.frame.standardized
            let centre = CGPoint(x: frame.midX, y: frame.midY)
            if covers.contains(where: { $0.offset > index && $0.element.frame.standardized.contains(centre) }) { continue }
            let style = palette.style(for: element.category)
            let dimmed = viewport.isDrawable && !frame.intersects(viewport)
            if let content = contents[element], content.text != nil || content.secondaryText != nil {
                let cssClass = element.category.cssClass
                let lines = Self.textLines(content, size: frame.size, className: cssClass)
                if !lines.isEmpty {
                    labels.append(Label(style: .content(cssClass: cssClass), frame: frame, lines: lines, isDimmed: dimmed, fill: palette.title))
                }
                continue
            }
            if element.category == .decorationView {
                let line = TextLine(text: Self.label(for: element), className: "label", x: 3, baseline: Self.decorationLabelFontSize + 1,
                                    fontSize: Self.decorationLabelFontSize, anchor: .start, color: nil)
                labels.append(Label(style: .corner(halo: style.fill), frame: frame, lines: [line], isDimmed: dimmed, fill: style.labelColor))
            } else if let (text, fontSize) = Self.fittingLabel(for: element, in: frame.size) {
                let line = TextLine(text: text, className: "label", x: frame.width / 2,
                                    baseline: frame.height / 2 + fontSize * Self.baselineShift, fontSize: fontSize, anchor: .middle,
                                    color: nil)
                labels.append(Label(style: .centred(halo: style.fill), frame: frame, lines: [line], isDimmed: dimmed, fill: style.labelColor))
            }
        }
        return labels
    }

    /// Every label as SVG, painted after the veil and the viewport outline so no line crosses one. Centred labels
    /// and content text are clipped to their element by a nested `<svg>`, so they never spill onto a neighbour;
    /// labels have a halo of their element's fill; labels of elements wholly outside the viewport are dimmed.
    func labelsSVG(_ elements: [LayoutSnapshot.Element], contents: LayoutPicture.ContentIndex, viewport: CGRect) -> String {
        var output = ""
        for label in labels(elements, contents: contents, viewport: viewport) {
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
        " stroke=\"\(color)\" stroke-width=\"\(n(Self.labelHaloWidth))\" paint-order=\"stroke\""
    }
}
