import CollectionGeometry
import Graphics

extension AttributedTextLayout {
    /// The laid-out text as drawing operations, its lines from `top` down, runs without a colour in `textPaint` (none
    /// drawn when nil). Each run paints, in order: its background colour (the run's width by its line's height), its
    /// characters (in its font's size and weight, its colour, raised by its baseline offset; with a kern or tracking
    /// each character on its own, so the spacing falls between the glyphs), then its underline and strikethrough (in
    /// their colours, else the text's). Line metrics, headless: the underline lies 0.075 em below the baseline and
    /// the strikethrough at half the x-height above it, each 1/17 em thick (1 pt at 17 pt), twice that for
    /// `.thick`, two lines a thickness apart for `.double`; patterns are drawn as dashes (dot 1, dash 3, in
    /// thicknesses). Shadows, links' styling, obliqueness and italics are not drawn.
    ///
    /// - Complexity: O(characters shown).
    package func drawing(top: CGFloat, textPaint: DrawingPaint?, traits: UITraitCollection) -> Drawing {
        var drawing = Drawing()
        for line in lines {
            for fragment in line.fragments {
                let style = fragment.style
                let x = line.x + fragment.x
                if let background = style.backgroundColor?.drawingPaint(traits: traits) {
                    drawing.append(.fill(.rect(CGRect(x: x, y: top + line.top, width: fragment.width, height: line.height)),
                                         background))
                }
                let color = style.foregroundColor.map { $0.drawingPaint(traits: traits) } ?? textPaint
                let baseline = top + line.baseline - style.baselineOffset
                let font = style.font
                let weight = font.weight.cssWeight
                if let color {
                    if style.characterSpacing == 0 {
                        drawing.append(.text(DrawingText(fragment.text, at: CGPoint(x: x, y: baseline), fontSize: font.pointSize,
                                                         weight: weight, paint: color, advance: fragment.width)))
                    } else {
                        var characterX = x
                        for (character, advance) in zip(fragment.text, fragment.advances) {
                            let glyphWidth = max(0, advance - style.characterSpacing)
                            if character != " " {
                                drawing.append(.text(DrawingText(String(character), at: CGPoint(x: characterX, y: baseline),
                                                                 fontSize: font.pointSize, weight: weight, paint: color,
                                                                 advance: glyphWidth)))
                            }
                            characterX += advance
                        }
                    }
                }
                let thickness = font.pointSize / 17
                if let underline = style.underlineStyle,
                   let linePaint = style.underlineColor.map({ $0.drawingPaint(traits: traits) }) ?? color {
                    Self.decoration(underline, from: x, width: fragment.width, y: baseline + font.pointSize * 0.075,
                               thickness: thickness, paint: linePaint, into: &drawing)
                }
                if let strikethrough = style.strikethroughStyle,
                   let linePaint = style.strikethroughColor.map({ $0.drawingPaint(traits: traits) }) ?? color {
                    Self.decoration(strikethrough, from: x, width: fragment.width, y: baseline - font.xHeight / 2,
                               thickness: thickness, paint: linePaint, into: &drawing)
                }
            }
        }
        return drawing
    }

    /// An underline or strikethrough of `style` along `width` points from `x`, centred on `y`.
    private static func decoration(_ style: NSUnderlineStyle, from x: CGFloat, width: CGFloat, y: CGFloat, thickness: CGFloat,
                                   paint: DrawingPaint, into drawing: inout Drawing) {
        guard width > 0, thickness > 0 else { return }
        let weight = style.contains(.thick) ? thickness * 2 : thickness
        let isDouble = style.rawValue & 0x0F == NSUnderlineStyle.double.rawValue
        let pattern = style.rawValue & 0x0700
        let dash: [CGFloat]
        switch pattern {
        case NSUnderlineStyle.patternDot.rawValue: dash = [weight, weight]
        case NSUnderlineStyle.patternDash.rawValue: dash = [3 * weight, weight]
        case NSUnderlineStyle.patternDashDot.rawValue: dash = [3 * weight, weight, weight, weight]
        case NSUnderlineStyle.patternDashDotDot.rawValue: dash = [3 * weight, weight, weight, weight, weight, weight]
        default: dash = []
        }
        let offsets: [CGFloat] = isDouble ? [-weight, weight] : [0]
        for offset in offsets {
            let lineY = y + offset
            if dash.isEmpty {
                drawing.append(.fill(.rect(CGRect(x: x, y: lineY - weight / 2, width: width, height: weight)), paint))
            } else {
                let path = DrawingPath([.move(to: CGPoint(x: x, y: lineY)), .line(to: CGPoint(x: x + width, y: lineY))])
                drawing.append(.figure(DrawingFigure(.path(path), stroke: DrawingStroke(paint, lineWidth: weight, dash: dash))))
            }
        }
    }
}
