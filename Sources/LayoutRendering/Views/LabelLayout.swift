import OpenCompositionalLayout

/// A label's text broken into the lines it shows, with the widths the text measurer gives them (beyond UIKit,
/// where Core Text does this).
///
/// Paragraphs end at line feeds, carriage returns and U+2028. A paragraph wraps at spaces (between characters
/// with `byCharWrapping`; a word longer than the width is broken between characters) when the label may show
/// more than one line; a one-line label keeps each paragraph on its line. A label shows at most `numberOfLines`
/// lines (> 0) and at most the lines its height holds (UILabel draws into its bounds: the lines that do not fit
/// are not drawn; a label shorter than one line still shows its first line). When the text runs past the lines
/// shown, the last line shown takes the rest of the text and is cut by the line break mode: "…" at the end
/// (`byTruncatingTail`, and the wrapping modes of a multi-line label, as UIKit does), at the start
/// (`byTruncatingHead`) or in the middle (`byTruncatingMiddle`), or clipped (`byClipping`). A single line wider
/// than the label is cut the same way.
///
/// Only the lines shown are laid out: wrapping stops one line past the last line shown, and a cut line looks at
/// no more of the text than fits the width (from the start, the end, or both), so a label with a megabyte of
/// text costs what its few visible lines cost.
struct LabelLayout {
    /// One line: its text and width.
    struct Line: Equatable {
        var text: String
        var width: CGFloat
    }

    /// A wrapped line and where it starts in the text.
    private struct Piece {
        var text: String
        var start: String.Index
    }

    /// The lines shown.
    private(set) var lines: [Line] = []
    /// Whether text was left out or cut.
    private(set) var isTruncated = false

    private let font: UIFont
    private let measurer: any TextMeasuring

    /// Lays `text` out in `font` within `width` (not finite or ≤ 0: no limit), showing at most `maximumLines`
    /// lines (the lines the label's height holds) and `numberOfLines` (0: no limit).
    /// - Complexity: O(n) to find the paragraphs shown, plus O(k²) measurements of prefixes for the k
    ///   characters of the lines shown (greedy wrapping measures each candidate line).
    init(text: String, font: UIFont, width: CGFloat, numberOfLines: Int, lineBreakMode: NSLineBreakMode,
         maximumLines: Int = .max, measurer: any TextMeasuring) {
        self.font = font
        self.measurer = measurer
        let limit = width.isFinite && width > 0 ? width : .infinity
        let wraps = numberOfLines != 1
        let cap = max(0, min(numberOfLines > 0 ? numberOfLines : .max, maximumLines))
        guard cap > 0 else {
            isTruncated = !text.isEmpty
            return
        }
        var pieces: [Piece] = []
        var runsOver = false
        var paragraphStart = text.startIndex
        paragraphs: while true {
            let paragraphEnd = text[paragraphStart...].firstIndex(where: Self.isParagraphBreak) ?? text.endIndex
            let paragraph = text[paragraphStart..<paragraphEnd]
            let wrapped = wraps
                ? wrap(paragraph, width: limit, byCharacters: lineBreakMode == .byCharWrapping, maximumCount: cap - pieces.count + 1)
                : [Piece(text: String(paragraph), start: paragraphStart)]
            for piece in wrapped {
                if pieces.count == cap {
                    runsOver = true
                    break paragraphs
                }
                pieces.append(piece)
            }
            if paragraphEnd == text.endIndex { break }
            paragraphStart = text.index(after: paragraphEnd)
            if pieces.count == cap {
                runsOver = true
                break
            }
        }
        var all = pieces.map(\.text)
        if runsOver, let last = pieces.last {
            // The last line shown takes the rest, and is cut.
            isTruncated = true
            all[all.count - 1] = limit.isFinite
                ? cut(text[last.start...], width: limit, mode: lineBreakMode, force: true)
                : last.text + Self.ellipsis
        }
        for (index, line) in all.enumerated() {
            var shown = line
            if measure(shown) > limit, index == all.count - 1 || !wraps {
                shown = cut(Substring(shown), width: limit, mode: lineBreakMode, force: false)
                if shown != line { isTruncated = true }
            }
            lines.append(Line(text: shown, width: measure(shown)))
        }
    }

    private static let ellipsis = "…"

    private static func isParagraphBreak(_ character: Character) -> Bool {
        character == "\n" || character == "\r" || character == "\u{2028}" || character == "\r\n"
    }

    /// The width of `text` on one line.
    private func measure(_ text: String) -> CGFloat {
        measurer.measure(text, font: font, constrainedToWidth: .infinity, numberOfLines: 1, lineBreakMode: .byClipping).size.width
    }

    /// `paragraph` wrapped greedily at spaces (or between characters) within `width`: at most `maximumCount` lines.
    private func wrap(_ paragraph: Substring, width: CGFloat, byCharacters: Bool, maximumCount: Int) -> [Piece] {
        guard width.isFinite, measure(String(paragraph)) > width else { return [Piece(text: String(paragraph), start: paragraph.startIndex)] }
        var lines: [Piece] = []
        var current = ""
        var currentStart = paragraph.startIndex
        let joiner = byCharacters ? "" : " "
        var wordStart = paragraph.startIndex
        words: while lines.count < maximumCount {
            // The words are what `split(separator: " ", omittingEmptySubsequences: false)` gives, one by one.
            let wordEnd = byCharacters ? paragraph.index(after: wordStart) : (paragraph[wordStart...].firstIndex(of: " ") ?? paragraph.endIndex)
            let word = paragraph[wordStart..<wordEnd]
            let candidate = current.isEmpty ? String(word) : current + joiner + word
            if measure(candidate) <= width {
                if current.isEmpty { currentStart = wordStart }
                current = candidate
            } else {
                if !current.isEmpty { lines.append(Piece(text: current, start: currentStart)) }
                // A word wider than the line is broken between characters.
                current = ""
                currentStart = wordStart
                var index = wordStart
                while index < wordEnd {
                    if lines.count >= maximumCount { break words }
                    let next = current + String(word[index])
                    if measure(next) > width, !current.isEmpty {
                        lines.append(Piece(text: current, start: currentStart))
                        current = String(word[index])
                        currentStart = index
                    } else {
                        current = next
                    }
                    index = word.index(after: index)
                }
            }
            if wordEnd == paragraph.endIndex { break }
            wordStart = byCharacters ? wordEnd : paragraph.index(after: wordEnd)
        }
        if lines.count < maximumCount, !current.isEmpty || lines.isEmpty { lines.append(Piece(text: current, start: currentStart)) }
        return lines
    }

    /// As much of `text` from its start (or, `fromEnd`, its end) as reaches past `width`, one character further:
    /// all that a line cut to `width` can show. Paragraph breaks read as spaces.
    private func window(_ text: Substring, width: CGFloat, fromEnd: Bool) -> String {
        var characters: [Character] = []
        var index = fromEnd ? text.endIndex : text.startIndex
        while fromEnd ? index > text.startIndex : index < text.endIndex {
            if fromEnd { index = text.index(before: index) }
            let character = Self.isParagraphBreak(text[index]) ? " " : text[index]
            if fromEnd { characters.insert(character, at: 0) } else { characters.append(character) }
            if !fromEnd { index = text.index(after: index) }
            if measure(String(characters)) > width { break }
        }
        return String(characters)
    }

    /// `text` cut to `width` by `mode` ("…" where text is left out); `force` adds the ellipsis even when the
    /// text fits (the last line of a label whose lines ran out). Only the ends of `text` that can show are read.
    private func cut(_ text: Substring, width: CGFloat, mode: NSLineBreakMode, force: Bool) -> String {
        let ellipsis = Self.ellipsis
        let head = window(text, width: width, fromEnd: false)
        if mode == .byClipping { return head }
        if !force, head.count == text.count, measure(head) <= width { return head }
        switch mode {
        case .byTruncatingHead:
            var characters = Array(window(text, width: width, fromEnd: true))
            while !characters.isEmpty, measure(ellipsis + String(characters)) > width { characters.removeFirst() }
            return ellipsis + String(characters)
        case .byTruncatingMiddle:
            // The start and the end that can show, or the whole text when it is no longer than both.
            let tail = window(text, width: width, fromEnd: true)
            let whole = head.count + tail.count >= text.count
            let characters = whole ? Array(window(text, width: .infinity, fromEnd: false)) : Array(head) + Array(tail)
            var headCount = characters.count / 2
            var tailCount = characters.count - headCount
            while headCount + tailCount > 0,
                  measure(String(characters[..<headCount]) + ellipsis + String(characters[(characters.count - tailCount)...])) > width {
                if headCount >= tailCount { headCount -= 1 } else { tailCount -= 1 }
            }
            return String(characters[..<headCount]) + ellipsis + String(characters[(characters.count - tailCount)...])
        default:
            var characters = Array(head)
            while !characters.isEmpty, measure(String(characters) + ellipsis) > width { characters.removeLast() }
            // A space before the ellipsis is dropped, as Core Text drops it.
            while characters.last == " " { characters.removeLast() }
            return String(characters) + ellipsis
        }
    }
}
