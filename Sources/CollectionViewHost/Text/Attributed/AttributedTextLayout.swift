import CollectionGeometry

/// Attributed text broken into lines of runs, measured with the built-in advance-width model. Beyond UIKit,
/// where TextKit does this: labels measure and draw attributed text with it, and
/// `NSAttributedString.boundingRect(with:options:context:)` reports its size.
///
/// Each character advances as ``AdvanceWidthTextMeasurer`` advances it in its run's font (semibold and
/// heavier 5 % wider, a tab four spaces), times the run's expansion, plus the run's kern or tracking after
/// every character, the last included (Core Text adds it after each character). Text of one font with no
/// kern therefore measures exactly as a plain label's text.
///
/// Lines wrap greedily at spaces (between any characters with ``NSLineBreakMode/byCharWrapping``; a word
/// wider than a line is broken between characters); spaces at the end of a line take no width. Line feeds,
/// carriage returns, CR LF, U+2028 and U+2029 end paragraphs. Each paragraph takes the paragraph style of its
/// first character: indents narrow its lines, its alignment places them, and its spacing separates them.
///
/// A line is as tall as its tallest run (ascender, plus a positive baseline offset, above the baseline; descender,
/// plus a negative offset's depth, below),
/// times the line-height multiple, then held within the minimum and maximum line heights; extra height goes
/// above the text. Line spacing follows every line but the last; paragraph spacing follows every paragraph
/// but the last, and the spacing before a paragraph precedes every paragraph but the first.
///
/// When the lines run out (the line limit, or the height limit), the last line shown takes the rest of the
/// text (paragraph breaks read as spaces) and is cut at its end with "…" in its last run's style (with ``NSLineBreakMode/byClipping``, cut
/// without one); head and middle truncation cut at the end too. A single line wider than the width, when
/// lines do not wrap, is cut the same way.
///
/// - Complexity: O(n) in the characters read: wrapping stops one line past the last line shown.
public struct AttributedTextLayout: Hashable, Sendable {
    /// A run of one style on one line.
    public struct Fragment: Hashable, Sendable {
        /// The characters.
        public var text: String
        /// The run's start, from the line's start.
        public var x: CGFloat
        /// The run's width, its character spacing included.
        public var width: CGFloat
        /// Each character's advance, its character spacing included (one per `Character` of ``text``).
        public var advances: [CGFloat]
        /// The run's style.
        public var style: AttributedTextStyle
    }

    /// One line.
    public struct Line: Hashable, Sendable {
        /// The runs, in order.
        public var fragments: [Fragment]
        /// The line's start from the leading edge of the text's box (indent and alignment included).
        public var x: CGFloat
        /// The line's width.
        public var width: CGFloat
        /// The top of the line from the top of the text.
        public var top: CGFloat
        /// The line's height.
        public var height: CGFloat
        /// The baseline from the top of the text.
        public var baseline: CGFloat
    }

    /// The lines shown.
    public private(set) var lines: [Line] = []
    /// The size of the lines shown: the widest line's end (indent included) and the height from the first
    /// line's top to the last line's bottom.
    public private(set) var size: CGSize = .zero
    /// Whether text was left out or cut.
    public private(set) var isTruncated = false

    /// One character: its text, advance, run and kind.
    private struct Glyph {
        enum Kind { case glyph, space, paragraphBreak }
        var character: Character
        var advance: CGFloat
        var style: Int
        var kind: Kind
    }

    /// A line found by wrapping: glyphs `start..<end` (trailing spaces excluded), its width, its paragraph.
    private struct Span {
        var start: Int
        var end: Int
        var width: CGFloat
        var paragraph: Int
        var startsParagraph: Bool
    }

    /// Lays `text` out.
    ///
    /// - Parameters:
    ///   - text: The attributed text.
    ///   - width: The box's width; lines wrap within it (not finite or ≤ 0: no limit, and the lines align
    ///     within the widest line).
    ///   - wraps: Whether lines wrap at the width (a one-line label's do not).
    ///   - numberOfLines: The most lines shown (≤ 0: no limit).
    ///   - maximumHeight: Lines whose bottom passes this height are not shown, except the first (not finite
    ///     or ≤ 0: no limit).
    ///   - lineBreakMode: The cut of the last line (a paragraph style's own mode applies to its wrapping).
    ///   - defaultFont: The font of runs with none.
    ///   - defaultAlignment: The alignment of paragraphs with no paragraph style.
    ///   - rightToLeft: Whether natural alignment is right.
    ///   - fontScale: A factor every font's size is multiplied by (for text shrunk to fit); values outside
    ///     (0, 1] read as 1.
    public init(_ text: NSAttributedString, width: CGFloat, wraps: Bool = true, numberOfLines: Int = 0,
                maximumHeight: CGFloat = .infinity, lineBreakMode: NSLineBreakMode = .byWordWrapping,
                defaultFont: UIFont, defaultAlignment: NSTextAlignment = .natural, rightToLeft: Bool = false,
                fontScale: CGFloat = 1) {
        let scale = fontScale.isFinite && fontScale > 0 && fontScale <= 1 ? fontScale : 1
        let limit = width.isFinite && width > 0 ? width : CGFloat.infinity
        let heightLimit = maximumHeight.isFinite && maximumHeight > 0 ? maximumHeight : CGFloat.infinity
        // Runs and paragraph styles.
        var styles: [AttributedTextStyle] = []
        var paragraphStyles: [NSParagraphStyle.Values?] = []
        var glyphs: [Glyph] = []
        let string = text.string as NSString
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            var style = AttributedTextStyle(attributes: attributes, defaultFont: defaultFont)
            if scale != 1 { style.font = style.font.withSize(style.font.pointSize * scale) }
            styles.append(style)
            paragraphStyles.append((attributes[.paragraphStyle] as? NSParagraphStyle)?.values)
            let em = style.font.pointSize * (style.font.weight.rawValue >= UIFont.Weight.semibold.rawValue ? 1.05 : 1)
                * style.expansionFactor
            for character in string.substring(with: range) {
                let kind: Glyph.Kind
                var advance: CGFloat = 0
                if Self.isParagraphBreak(character) {
                    // A break advances as a space where a cut line reads it as one.
                    kind = .paragraphBreak
                    advance = 0.25 * em + style.characterSpacing
                } else if character == " " || character == "\t" {
                    kind = .space
                    advance = (character == "\t" ? 1 : 0.25) * em + style.characterSpacing
                } else {
                    kind = .glyph
                    for scalar in character.unicodeScalars { advance += AdvanceWidthTextMeasurer.advanceFraction(of: scalar) }
                    advance = advance * em + style.characterSpacing
                }
                glyphs.append(Glyph(character: character, advance: advance, style: styles.count - 1, kind: kind))
            }
        }
        guard !glyphs.isEmpty else { return }
        let defaultParagraph: NSParagraphStyle.Values = {
            var values = NSParagraphStyle.Values()
            values.alignment = defaultAlignment
            return values
        }()
        let cap = numberOfLines > 0 ? numberOfLines : Int.max

        // Wrapping, paragraph by paragraph, until one line past the cap.
        var spans: [Span] = []
        var paragraphs: [NSParagraphStyle.Values] = []
        var index = 0
        var runsOver = false
        paragraphLoop: while index < glyphs.count {
            var end = index
            while end < glyphs.count, glyphs[end].kind != .paragraphBreak { end += 1 }
            let values = paragraphStyles[glyphs[index].style] ?? defaultParagraph
            paragraphs.append(values)
            let paragraph = paragraphs.count - 1
            let tail = values.tailIndent > 0 ? max(0, limit - values.tailIndent) : -values.tailIndent
            let firstLimit = limit - values.firstLineHeadIndent - tail
            let otherLimit = limit - values.headIndent - tail
            let byCharacters = lineBreakMode == .byCharWrapping || values.lineBreakMode == .byCharWrapping
            Self.wrap(glyphs, from: index, to: end, firstLimit: wraps ? firstLimit : .infinity,
                      otherLimit: wraps ? otherLimit : .infinity, byCharacters: byCharacters, paragraph: paragraph,
                      maximumCount: cap == Int.max ? Int.max : cap + 1 - spans.count, into: &spans)
            if spans.count > cap { runsOver = true; break paragraphLoop }
            if end >= glyphs.count { break }
            index = end + 1
            // A paragraph break at the very end adds no empty line (the loop ends).
            if spans.count == cap, index < glyphs.count { runsOver = true; break paragraphLoop }
        }
        if spans.count > cap { spans.removeLast(spans.count - cap) }

        // Vertical placement, stopping at the height limit (the first line always shows).
        var y: CGFloat = 0
        var placed: [(span: Span, top: CGFloat, height: CGFloat, baseline: CGFloat)] = []
        for (position, span) in spans.enumerated() {
            let values = paragraphs[span.paragraph]
            var top = y
            if position > 0 {
                let previous = paragraphs[spans[position - 1].paragraph]
                top += previous.lineSpacing
                if span.startsParagraph { top += previous.paragraphSpacing + values.paragraphSpacingBefore }
            }
            var ascent: CGFloat = 0, descent: CGFloat = 0
            let range = span.start < span.end ? span.start..<span.end : span.start..<min(span.start + 1, glyphs.count)
            for glyphIndex in range where glyphIndex < glyphs.count {
                let style = styles[glyphs[glyphIndex].style]
                // A raised run raises the line's top, a lowered one lowers its bottom; neither shrinks the line.
                ascent = max(ascent, style.font.ascender + max(0, style.baselineOffset))
                descent = max(descent, -style.font.descender + max(0, -style.baselineOffset))
            }
            if range.isEmpty {
                let font = defaultFont.withSize(defaultFont.pointSize * scale)
                (ascent, descent) = (font.ascender, -font.descender)
            }
            var height = ascent + descent
            if values.lineHeightMultiple > 0 { height *= values.lineHeightMultiple }
            if values.minimumLineHeight > 0 { height = max(height, values.minimumLineHeight) }
            if values.maximumLineHeight > 0 { height = min(height, values.maximumLineHeight) }
            if position > 0, top + height > heightLimit + 0.01 {
                runsOver = true
                break
            }
            placed.append((span, top, height, top + height - descent))
            y = top + height
        }

        // Lines, the last one cut when text was left out or a single line is too wide.
        var widest: CGFloat = 0
        for (position, entry) in placed.enumerated() {
            var span = entry.span
            let values = paragraphs[span.paragraph]
            let indent = span.startsParagraph ? values.firstLineHeadIndent : values.headIndent
            let tail = values.tailIndent > 0 ? max(0, limit - values.tailIndent) : -values.tailIndent
            let available = limit - indent - tail
            var ellipsis: Glyph?
            let isLast = position == placed.count - 1
            if isLast && (runsOver || placed.count < spans.count) || (!wraps && span.width > available) {
                isTruncated = true
                if lineBreakMode != .byClipping {
                    (span, ellipsis) = Self.cut(glyphs, span: span, available: available, styles: styles, force: isLast && runsOver || placed.count < spans.count)
                } else if span.width > available {
                    span = Self.clip(glyphs, span: span, available: available)
                }
            }
            var fragments: [Fragment] = []
            var x: CGFloat = 0
            // A cut line reads paragraph breaks as spaces.
            var pieces = glyphs[span.start..<span.end].map { glyph in
                var piece = glyph
                if glyph.kind == .paragraphBreak { piece.character = " " }
                return piece
            }
            if let ellipsis { pieces.append(ellipsis) }
            for glyph in pieces {
                if let last = fragments.last, last.style == styles[glyph.style] {
                    fragments[fragments.count - 1].text.append(glyph.character == "\t" ? " " : glyph.character)
                    fragments[fragments.count - 1].width += glyph.advance
                    fragments[fragments.count - 1].advances.append(glyph.advance)
                } else {
                    fragments.append(Fragment(text: String(glyph.character == "\t" ? " " : glyph.character), x: x,
                                              width: glyph.advance, advances: [glyph.advance], style: styles[glyph.style]))
                }
                x += glyph.advance
            }
            let lineWidth = x
            widest = max(widest, indent + lineWidth)
            lines.append(Line(fragments: fragments, x: indent, width: lineWidth, top: entry.top, height: entry.height,
                              baseline: entry.baseline))
        }
        size = CGSize(width: widest, height: y)
        // Alignment within the box (the widest line when the width is unlimited).
        let box = limit.isFinite ? limit : widest
        for position in lines.indices {
            let values = paragraphs[placed[position].span.paragraph]
            let tail = values.tailIndent > 0 ? max(0, box - values.tailIndent) : -values.tailIndent
            let room = max(0, box - lines[position].x - tail - lines[position].width)
            let alignment = values.alignment == .natural || values.alignment == .justified
                ? (rightToLeft ? NSTextAlignment.right : .left) : values.alignment
            switch alignment {
            case .center: lines[position].x += room / 2
            case .right: lines[position].x += room
            default: break
            }
        }
    }

    private static func isParagraphBreak(_ character: Character) -> Bool {
        character == "\n" || character == "\r" || character == "\r\n" || character == "\u{2028}" || character == "\u{2029}"
    }

    /// Wraps glyphs `start..<end` (one paragraph) greedily, appending at most `maximumCount` spans.
    private static func wrap(_ glyphs: [Glyph], from start: Int, to end: Int, firstLimit: CGFloat, otherLimit: CGFloat,
                             byCharacters: Bool, paragraph: Int, maximumCount: Int, into spans: inout [Span]) {
        var added = 0
        var lineStart = start, lineEnd = start
        var lineWidth: CGFloat = 0, pending: CGFloat = 0
        var hasContent = false
        var first = true
        func emit(nextStart: Int) {
            spans.append(Span(start: lineStart, end: lineEnd, width: lineWidth, paragraph: paragraph, startsParagraph: first))
            added += 1
            first = false
            lineStart = nextStart
            lineEnd = nextStart
            lineWidth = 0
            pending = 0
            hasContent = false
        }
        var index = start
        while index < end, added < maximumCount {
            if glyphs[index].kind == .space {
                pending += glyphs[index].advance
                index += 1
                continue
            }
            var wordEnd = index + 1
            var wordWidth = glyphs[index].advance
            if !byCharacters {
                while wordEnd < end, glyphs[wordEnd].kind == .glyph {
                    wordWidth += glyphs[wordEnd].advance
                    wordEnd += 1
                }
            }
            let limit = first ? firstLimit : otherLimit
            if hasContent, lineWidth + pending + wordWidth > limit {
                emit(nextStart: index)
                if added >= maximumCount { return }
            }
            let currentLimit = first ? firstLimit : otherLimit
            if lineWidth + pending + wordWidth <= currentLimit {
                lineWidth += pending + wordWidth
                pending = 0
                lineEnd = wordEnd
                hasContent = true
            } else {
                // A word wider than a line is broken between characters.
                for glyphIndex in index..<wordEnd {
                    let advance = glyphs[glyphIndex].advance
                    if hasContent, lineWidth + pending + advance > (first ? firstLimit : otherLimit) {
                        emit(nextStart: glyphIndex)
                        if added >= maximumCount { return }
                    }
                    lineWidth += pending + advance
                    pending = 0
                    lineEnd = glyphIndex + 1
                    hasContent = true
                }
            }
            index = wordEnd
        }
        guard added < maximumCount else { return }
        if !hasContent {
            // A paragraph of spaces alone is as wide as its spaces; an empty paragraph is still a line.
            lineEnd = end
            lineWidth = pending
        }
        emit(nextStart: end)
    }

    /// `span` extended over the rest of the text and cut to `available` with an ellipsis (`force`: even when
    /// it fits, since text was left out).
    private static func cut(_ glyphs: [Glyph], span: Span, available: CGFloat, styles: [AttributedTextStyle], force: Bool)
        -> (Span, Glyph?) {
        var result = span
        var width: CGFloat = 0
        var end = span.start
        // Take the rest of the text (paragraph breaks read as spaces) while it fits.
        while end < glyphs.count {
            let advance = glyphs[end].advance
            if width + advance > available { break }
            width += advance
            end += 1
        }
        if end >= glyphs.count && !force && width <= available {
            result.end = end
            result.width = width
            return (result, nil)
        }
        let styleIndex = glyphs[max(span.start, min(end, glyphs.count) - 1)].style
        let style = styles[styleIndex]
        let em = style.font.pointSize * (style.font.weight.rawValue >= UIFont.Weight.semibold.rawValue ? 1.05 : 1)
            * style.expansionFactor
        let ellipsis = Glyph(character: "…", advance: AdvanceWidthTextMeasurer.ellipsisFraction * em + style.characterSpacing,
                             style: styleIndex, kind: .glyph)
        while end > span.start, width + ellipsis.advance > available {
            end -= 1
            width -= glyphs[end].advance
        }
        // Spaces before the ellipsis are dropped, as Core Text drops them.
        while end > span.start, glyphs[end - 1].kind != .glyph {
            end -= 1
            width -= glyphs[end].advance
        }
        result.end = end
        result.width = width + ellipsis.advance
        return (result, ellipsis)
    }

    /// `span` cut to the characters that start within `available`.
    private static func clip(_ glyphs: [Glyph], span: Span, available: CGFloat) -> Span {
        var result = span
        var width: CGFloat = 0
        var end = span.start
        while end < span.end, width < available {
            width += glyphs[end].advance
            end += 1
        }
        result.end = end
        result.width = width
        return result
    }
}
