import OpenCompositionalLayout

extension ControlDrawing {
    /// `text` wrapped at spaces to `width` in `font` (see ``LabelLayout``; `numberOfLines` 0 for no limit), one
    /// text run per line: the first line's top at `top`, lines one ``UIFont/lineHeight`` apart, each anchored by
    /// `alignment` between `x` and `x + width`, at most `maximumLines` lines (and never more than 100 000, so
    /// that the line arithmetic stays bounded). Nothing for an empty text or a width that is not finite and
    /// positive.
    ///
    /// - Complexity: O(k²) measurements for the k characters of the lines laid out (see ``LabelLayout``).
    static func wrappedLines(_ text: String, font: UIFont, x: CGFloat, top: CGFloat, width: CGFloat, alignment: NSTextAlignment,
                             rightToLeft: Bool = false, numberOfLines: Int = 0, maximumLines: Int = 100_000, paint: DrawingPaint,
                             name: String? = nil) -> [DrawingOperation] {
        guard !text.isEmpty, width.isFinite, width > 0, x.isFinite, top.isFinite else { return [] }
        let layout = LabelLayout(text: text, font: font, width: width, numberOfLines: numberOfLines, lineBreakMode: .byWordWrapping,
                                 maximumLines: min(max(0, maximumLines), 100_000), measurer: TextMeasuringRegistry.global)
        let (anchor, anchorX): (DrawingText.Anchor, CGFloat) = switch alignment {
        case .center: (.middle, x + width / 2)
        case .right: (.end, x + width)
        case .left: (.start, x)
        case .natural, .justified: rightToLeft ? (.end, x + width) : (.start, x)
        }
        return layout.lines.enumerated().compactMap { index, line in
            guard !line.text.isEmpty else { return nil }
            let baseline = top + font.ascender + CGFloat(index) * font.lineHeight
            return .text(DrawingText(line.text, at: CGPoint(x: anchorX, y: baseline), anchor: anchor, fontSize: font.pointSize,
                                     weight: ViewSnapshot.cssWeight(font.weight), paint: paint, advance: line.width, name: name))
        }
    }
}
