import CollectionGeometry
import Graphics

/// The built-in text measurer: every character advances by a fixed fraction of the point size, chosen by
/// its width class, and lines wrap greedily. Beyond UIKit.
///
/// Width classes: each character advances by the fraction of the point size its class in ``SystemFontAdvances``
/// gives (rounded from SF Pro Text's advance widths: 0.25 for `i` and the space, 0.55 for most lower-case letters,
/// 0.65 for capitals, 1 for East Asian wide characters and emoji, …).
///
/// Semibold and heavier weights advance 5 % more. A tab advances as four spaces. Kerning, ligatures and
/// tracking are ignored.
///
/// How close it is to iOS: the classes are per-class averages, so a run of English prose in SF Pro comes
/// out near its iOS width (expect differences of several percent) while a single short word, all-capital
/// text or digits can differ by more; line breaks can therefore fall one word earlier or later than on a
/// device. Vertical sizes are exact for SF Pro (see ``UIFont``). Where exact wrapping matters, install a
/// measurer backed by real font files (see ``TextMeasuring``).
///
/// Wrapping: lines break at spaces; a word longer than a line is broken between characters
/// (`.byCharWrapping` breaks anywhere). Spaces at the end of a line take no width; spaces at the start of a
/// paragraph do. Hard line breaks (line feed, carriage return, CR LF, U+2028, U+2029) end a line; an empty
/// paragraph is still a line. With a line limit, the last line shown is cut: its width becomes the full
/// width available when wrapping pushed text past it, or its text plus an ellipsis (0.8 of the point size)
/// when a hard line break did.
///
/// - Complexity: O(n) in the number of Unicode scalars, with no allocation per line.
public struct AdvanceWidthTextMeasurer: TextMeasuring {
    /// Creates the measurer.
    public init() {}

    /// The advance of one Unicode scalar as a fraction of the point size (see the table above; the table itself is
    /// ``SystemFontAdvances``, which pictures draw glyphs with too).
    ///
    /// - Complexity: O(1).
    public static func advanceFraction(of scalar: Unicode.Scalar) -> CGFloat {
        CGFloat(SystemFontAdvances.fraction(of: scalar))
    }

    /// The width of the ellipsis that ends a cut line, as a fraction of the point size.
    public static let ellipsisFraction = CGFloat(SystemFontAdvances.ellipsis)

    /// Measures `text` with the advance-width model (see the type's discussion).
    public func measure(_ text: String, font: UIFont, constrainedToWidth width: CGFloat, numberOfLines: Int,
                        lineBreakMode: NSLineBreakMode) -> MeasuredText {
        guard !text.isEmpty, font.pointSize > 0 else { return .empty }
        let em = font.pointSize * (font.weight.rawValue >= UIFont.Weight.semibold.rawValue ? 1.05 : 1)
        let unlimited = !(width.isFinite && width > 0)
        if unlimited && lineBreakMode != .byCharWrapping,
           let lineWidth = Self.singleLineWidth(ofPrintableASCII: text, em: em) {
            return MeasuredText(size: CGSize(width: lineWidth, height: font.lineHeight), lineCount: 1, isTruncated: false)
        }
        var breaker = LineBreaker(limit: unlimited ? .infinity : width,
                                  maximumLines: max(numberOfLines, 0), em: em,
                                  breaksAnywhere: lineBreakMode == .byCharWrapping)
        // ASCII text (the common case) is read byte by byte against the table; anything else scalar by scalar.
        let fresh = breaker
        var previousWasCarriageReturn = false
        var isASCII = true
        var contiguous = text
        contiguous.withUTF8 { bytes in
            Self.asciiAdvances.withUnsafeBufferPointer { table in
                for byte in bytes {
                    if breaker.isFinished { break }
                    guard byte < 0x80 else {
                        isASCII = false
                        break
                    }
                    Self.consume(UInt32(byte), advance: table[Int(byte)] * em, em: em, into: &breaker,
                                 previousWasCarriageReturn: &previousWasCarriageReturn)
                }
            }
        }
        if !isASCII {
            breaker = fresh
            previousWasCarriageReturn = false
            for scalar in text.unicodeScalars {
                if breaker.isFinished { break }
                Self.consume(scalar.value, advance: Self.advanceFraction(of: scalar) * em, em: em, into: &breaker,
                             previousWasCarriageReturn: &previousWasCarriageReturn)
            }
        }
        let result = breaker.finish()
        let lineHeight = font.lineHeight
        return MeasuredText(size: CGSize(width: result.width, height: CGFloat(result.lines) * lineHeight),
                            lineCount: result.lines, isTruncated: result.truncated)
    }

    /// The width of `text` on one unlimited line when every byte is printable ASCII (no tab, no line break),
    /// else nil. It adds exactly what the line breaker adds, in the same order (each word's advances, then the
    /// spaces before it and the word onto the line; trailing spaces count only on a line of spaces alone), so
    /// the result is the general path's to the last bit, without its per-glyph checks.
    private static func singleLineWidth(ofPrintableASCII text: String, em: CGFloat) -> CGFloat? {
        var text = text
        // A native string's bytes are contiguous (made so once otherwise): read them without an iterator.
        return text.withUTF8 { bytes in
            asciiAdvances.withUnsafeBufferPointer { table -> CGFloat? in
                var lineWidth: CGFloat = 0, pendingSpace: CGFloat = 0, wordWidth: CGFloat = 0
                var hasWord = false, lineHasContent = false
                let space = 0.25 * em
                for byte in bytes {
                    guard byte >= 0x20 && byte < 0x7F else { return nil }
                    if byte == 0x20 {
                        if hasWord {
                            lineWidth += pendingSpace + wordWidth
                            pendingSpace = 0
                            wordWidth = 0
                            hasWord = false
                            lineHasContent = true
                        }
                        pendingSpace += space
                    } else {
                        wordWidth += table[Int(byte)] * em
                        hasWord = true
                    }
                }
                if hasWord { return lineWidth + (pendingSpace + wordWidth) }
                return lineHasContent ? lineWidth : pendingSpace
            }
        }
    }

    /// Feeds one scalar (its value and advance) to the line breaker.
    @inline(__always)
    private static func consume(_ value: UInt32, advance: CGFloat, em: CGFloat, into breaker: inout LineBreaker,
                                previousWasCarriageReturn: inout Bool) {
        switch value {
        case 0x0A:
            if !previousWasCarriageReturn { breaker.hardBreak() }
        case 0x0D, 0x2028, 0x2029:
            breaker.hardBreak()
        case 0x20:
            breaker.space(0.25 * em)
        case 0x09:
            breaker.space(4 * 0.25 * em)
        default:
            breaker.glyph(advance)
        }
        previousWasCarriageReturn = value == 0x0D
    }

    /// ``SystemFontAdvances``' fractions of the ASCII characters, as a table the measuring loops index.
    private static let asciiAdvances: [CGFloat] = (0..<128).map { code in
        CGFloat(SystemFontAdvances.fraction(of: Unicode.Scalar(UInt8(code))))
    }
}

/// Greedy line breaking over advances, keeping only what the measurement needs.
private struct LineBreaker {
    let limit: CGFloat
    let maximumLines: Int
    let em: CGFloat
    let breaksAnywhere: Bool

    /// Finished lines so far and the widest of them.
    private var lines = 0
    private var widest: CGFloat = 0
    /// The line being filled: its width up to its last glyph, and whether it has any content yet.
    private var lineWidth: CGFloat = 0
    private var lineHasContent = false
    /// Spaces after the last placed glyph (they count only if a glyph follows on the same line).
    private var pendingSpace: CGFloat = 0
    /// The word being collected (not yet placed): its width and its glyphs' advances.
    private var wordWidth: CGFloat = 0
    private var wordGlyphs: [CGFloat] = []
    private var wordHasGlyphs = false
    /// Whether the line being filled starts a paragraph (its leading spaces count).
    private var atParagraphStart = true
    /// Set when a hard break ended the last line allowed: any further text cuts that line.
    private var cappedLineWidth: CGFloat?
    private(set) var truncated = false
    private(set) var isFinished = false

    init(limit: CGFloat, maximumLines: Int, em: CGFloat, breaksAnywhere: Bool) {
        self.limit = limit
        self.maximumLines = maximumLines
        self.em = em
        self.breaksAnywhere = breaksAnywhere
    }

    mutating func glyph(_ advance: CGFloat) {
        if cutIfCapped() { return }
        if breaksAnywhere {
            place(advance)
        } else {
            wordWidth += advance
            wordHasGlyphs = true
            // Only a finite line can need a word broken between its glyphs: an unlimited one keeps no advances.
            if limit.isFinite { wordGlyphs.append(advance) }
        }
    }

    mutating func space(_ advance: CGFloat) {
        if cutIfCapped() { return }
        placeWord()
        if isFinished || (!lineHasContent && !atParagraphStart) { return } // spaces at a wrap are consumed
        pendingSpace += advance
    }

    mutating func hardBreak() {
        if cutIfCapped() { return }
        placeWord()
        if isFinished { return }
        // A line holding only leading spaces is as wide as its spaces.
        if !lineHasContent && pendingSpace > 0 { lineWidth = pendingSpace }
        endLine(continues: false)
        atParagraphStart = true
    }

    mutating func finish() -> (lines: Int, width: CGFloat, truncated: Bool) {
        if !isFinished {
            placeWord()
            if !isFinished {
                if !lineHasContent && pendingSpace > 0 { lineWidth = pendingSpace; lineHasContent = true }
                if lineHasContent { endLine(continues: false) }
            }
        }
        return (lines, widest, truncated)
    }

    /// After a hard break ended the last line allowed, more text means that line is cut with an ellipsis.
    private mutating func cutIfCapped() -> Bool {
        guard let width = cappedLineWidth else { return false }
        truncated = true
        widest = max(widest, min(limit, width + AdvanceWidthTextMeasurer.ellipsisFraction * em))
        isFinished = true
        return true
    }

    /// Places a glyph directly (character wrapping, and words wider than a line).
    private mutating func place(_ advance: CGFloat) {
        if lineHasContent && lineWidth + pendingSpace + advance > limit {
            wrap()
            if isFinished { return }
        }
        lineWidth += pendingSpace + advance
        pendingSpace = 0
        lineHasContent = true
    }

    /// Places the collected word on the current line, or wraps first, breaking the word between characters
    /// if it is wider than a line.
    private mutating func placeWord() {
        guard wordHasGlyphs else { return }
        defer {
            wordGlyphs.removeAll(keepingCapacity: true)
            wordWidth = 0
            wordHasGlyphs = false
        }
        if lineHasContent && lineWidth + pendingSpace + wordWidth > limit {
            wrap()
            if isFinished { return }
        }
        if lineWidth + pendingSpace + wordWidth <= limit {
            lineWidth += pendingSpace + wordWidth
            pendingSpace = 0
            lineHasContent = true
            return
        }
        for advance in wordGlyphs {
            place(advance)
            if isFinished { return }
        }
    }

    /// Ends the current line because the next glyph does not fit.
    private mutating func wrap() {
        endLine(continues: true)
        atParagraphStart = false
    }

    private mutating func endLine(continues: Bool) {
        lines += 1
        widest = max(widest, lineWidth)
        if maximumLines > 0 && lines == maximumLines {
            if continues {
                // Wrapping pushed text past the last line allowed: the line is cut at the edge (the limit is
                // finite, since only a finite limit wraps).
                truncated = true
                widest = max(widest, limit)
                isFinished = true
            } else {
                cappedLineWidth = lineWidth
            }
        }
        lineWidth = 0
        pendingSpace = 0
        lineHasContent = false
    }
}
