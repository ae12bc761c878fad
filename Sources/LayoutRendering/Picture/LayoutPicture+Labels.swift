import OpenCompositionalLayout
import Raster

/// Where a picture's labels go (drawn by `LayoutPicture+Drawing.swift`).
extension LayoutPicture {
    /// Largest and smallest label font sizes; labels shrink to fit small elements, but never below the
    /// smallest, which stays readable at 1×.
    static let maximumLabelFontSize: CGFloat = 12
    /// The smallest label font size, in points.
    static let minimumLabelFontSize: CGFloat = 7
    /// Below this a kind-bearing label gives way to the bare index path.
    static let readableLabelFontSize: CGFloat = 8
    /// The width of the halo behind each label, in points.
    static let labelHaloWidth: CGFloat = 3
    /// Font size of the labels painted over section backgrounds.
    static let decorationLabelFontSize: CGFloat = 9
    /// Moves a centred label's baseline down so its glyphs, not its baseline, sit on the centre line.
    static let baselineShift: CGFloat = 0.35
    /// The prefix UIKit's own element kinds share, dropped from labels (kept in tooltips).
    static let uikitKindPrefix = "UICollectionElementKind"

    /// The words drawn on one element, in content coordinates.
    struct Label {
        /// What the words are.
        enum Style {
            /// The text of a cell or a header with list content, clipped to the element (class prefix `cssClass`).
            case content(cssClass: String)
            /// The element's label (kind and index path) centred in it, clipped to it, on a halo of its fill.
            case centred(halo: RGBColor)
            /// A decoration's label at its top-leading corner, not clipped, on a halo of its fill.
            case corner(halo: RGBColor)
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
        var fill: RGBColor
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
    static func labels(_ elements: [LayoutSnapshot.Element], contents: ContentIndex, viewport: CGRect,
                       appearance: PictureAppearance) -> [Label] {
        let palette = Palette.of(appearance)
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

    /// The lines of a cell's (or a header's) text and secondary text, in the element's own coordinates (origin at
    /// its top-leading corner): the text at the leading inset; the secondary text below it, or beside it at the
    /// trailing edge for a value cell; the pair centred vertically; or, when the cell placed its labels itself
    /// (``LayoutSnapshot/CellContent/textFrame``), each centred down its label's frame and aligned across it as the
    /// label aligns its text. Sizes are the fonts' point sizes, never below
    /// ``minimumLabelFontSize``. `className` prefixes the lines' classes (`cell` gives `cell-text` and
    /// `cell-secondary-text`).
    ///
    /// - Complexity: O(1) (plus the texts' lengths).
    static func textLines(_ content: LayoutSnapshot.CellContent, size: CGSize, className: String) -> [TextLine] {
        let textSize = readableSize(content.textFontSize)
        let secondarySize = readableSize(content.secondaryTextFontSize)
        let text = content.text.flatMap { $0.isEmpty ? nil : $0 }
        let secondary = content.secondaryText.flatMap { $0.isEmpty ? nil : $0 }
        let rtl = content.isRightToLeft
        let leadingX = rtl ? size.width - content.textLeadingInset : content.textLeadingInset
        let trailingX = rtl ? content.textTrailingInset : size.width - content.textTrailingInset
        let leadingAnchor: TextLine.Anchor = rtl ? .end : .start, trailingAnchor: TextLine.Anchor = rtl ? .start : .end
        let textClass = "\(className)-text", secondaryClass = "\(className)-secondary-text"
        if content.textFrame != nil || content.secondaryTextFrame != nil {
            return placedTextLines(content, text: text, secondary: secondary, textSize: textSize, secondarySize: secondarySize,
                                   textClass: textClass, secondaryClass: secondaryClass)
        }
        var lines: [TextLine] = []
        let stacked = !content.secondaryTextBesideText && text != nil && secondary != nil
        if stacked, let text, let secondary {
            // Ascent ≈ 0.8 of the size: the pair's height is both sizes and the padding between them.
            let padding = stackedTextPadding
            let top = (size.height - textSize - padding - secondarySize) / 2
            lines.append(TextLine(text: text, className: textClass, x: leadingX, baseline: top + textSize * 0.8, fontSize: textSize,
                                  anchor: leadingAnchor, color: content.textColor))
            lines.append(TextLine(text: secondary, className: secondaryClass, x: leadingX,
                                  baseline: top + textSize + padding + secondarySize * 0.8, fontSize: secondarySize,
                                  anchor: leadingAnchor, color: content.secondaryTextColor))
        } else {
            if let text {
                lines.append(TextLine(text: text, className: textClass, x: leadingX, baseline: size.height / 2 + textSize * baselineShift,
                                      fontSize: textSize, anchor: leadingAnchor, color: content.textColor))
            }
            if let secondary {
                let beside = content.secondaryTextBesideText && text != nil
                lines.append(TextLine(text: secondary, className: secondaryClass, x: beside ? trailingX : leadingX,
                                      baseline: size.height / 2 + secondarySize * baselineShift, fontSize: secondarySize,
                                      anchor: beside ? trailingAnchor : leadingAnchor, color: content.secondaryTextColor))
            }
        }
        return lines
    }

    /// The lines of labels the cell placed itself (``LayoutSnapshot/CellContent/textFrame``): each centred down its
    /// label's frame and aligned across it as the label aligns its text (natural: to the leading edge).
    private static func placedTextLines(_ content: LayoutSnapshot.CellContent, text: String?, secondary: String?, textSize: CGFloat,
                                        secondarySize: CGFloat, textClass: String, secondaryClass: String) -> [TextLine] {
        var lines: [TextLine] = []
        func place(_ text: String?, frame: CGRect?, alignment: NSTextAlignment, size: CGFloat, className: String,
                   color: LayoutSnapshot.Color?) {
            guard let text, let placed = frame, placed.isDrawable else { return }
            let frame = placed.standardized
            let (anchor, x): (TextLine.Anchor, CGFloat) = switch alignment {
            case .center: (.middle, frame.midX)
            case .right: (.end, frame.maxX)
            case .left: (.start, frame.minX)
            case .natural, .justified: content.isRightToLeft ? (.end, frame.maxX) : (.start, frame.minX)
            }
            lines.append(TextLine(text: text, className: className, x: x, baseline: frame.midY + size * baselineShift, fontSize: size,
                                  anchor: anchor, color: color))
        }
        place(text, frame: content.textFrame, alignment: content.textAlignment, size: textSize, className: textClass,
              color: content.textColor)
        place(secondary, frame: content.secondaryTextFrame, alignment: content.secondaryTextAlignment, size: secondarySize,
              className: secondaryClass, color: content.secondaryTextColor)
        return lines
    }

    /// The gap between a text and the secondary text stacked under it: `UIListContentConfiguration`'s
    /// default `textToSecondaryTextVerticalPadding`.
    static let stackedTextPadding: CGFloat = ListContentMetrics.textToSecondaryTextVerticalPadding

    private static func readableSize(_ size: CGFloat) -> CGFloat {
        size.isFinite ? max(size, minimumLabelFontSize) : maximumLabelFontSize
    }

    /// The label drawn on an element: `[section,item]` for cells; the kind (without UIKit's
    /// `UICollectionElementKind` prefix) and the index path otherwise.
    ///
    /// - Complexity: O(k) for a kind of length k.
    static func label(for element: LayoutSnapshot.Element) -> String {
        let path = "[\(element.section),\(element.item)]"
        guard let kind = element.elementKind else { return path }
        let shortKind = kind.hasPrefix(uikitKindPrefix) && kind.count > uikitKindPrefix.count
            ? String(kind.dropFirst(uikitKindPrefix.count)) : kind
        return "\(shortKind) \(path)"
    }

    /// The label to draw and its font size: the full label if it fits at a readable size, else the index
    /// path alone if that fits at the minimum, else nothing (the tooltip still names the element).
    static func fittingLabel(for element: LayoutSnapshot.Element, in size: CGSize) -> (String, CGFloat)? {
        let full = label(for: element)
        let fullSize = labelFontSize(label: full, in: size)
        if fullSize >= readableLabelFontSize { return (full, fullSize) }
        let short = "[\(element.section),\(element.item)]"
        let shortSize = labelFontSize(label: short, in: size)
        if shortSize >= minimumLabelFontSize, fitsAtSize(short, fontSize: shortSize, in: size) { return (short, shortSize) }
        return fitsAtSize(full, fontSize: fullSize, in: size) ? (full, fullSize) : nil
    }

    private static func fitsAtSize(_ label: String, fontSize: CGFloat, in size: CGSize) -> Bool {
        CGFloat(label.count) * glyphWidthRatio * fontSize <= abs(size.width) && fontSize <= abs(size.height)
    }

    /// The largest font size (within bounds) at which `label` fits across and within the box.
    static func labelFontSize(label: String, in size: CGSize) -> CGFloat {
        let byWidth = abs(size.width) / max(1, CGFloat(label.count) * glyphWidthRatio + 1)
        let byHeight = abs(size.height) * 0.7
        return max(minimumLabelFontSize, min(maximumLabelFontSize, byWidth, byHeight))
    }
}
