import OpenCompositionalLayout

/// A label's text broken into the lines it shows, with the widths the text measurer gives them (beyond UIKit,
/// where Core Text does this).
///
/// Paragraphs end at line feeds, carriage returns and U+2028. A paragraph wraps at spaces (between characters
/// with `byCharWrapping`; a word longer than the width is broken between characters) when the label may show
/// more than one line; a one-line label keeps each paragraph on its line. When the lines run past `numberOfLines` (> 0),
/// the last line shown takes the rest of the text and is cut by the line break mode: "…" at the end
/// (`byTruncatingTail`, and the wrapping modes of a multi-line label, as UIKit does), at the start
/// (`byTruncatingHead`) or in the middle (`byTruncatingMiddle`), or clipped (`byClipping`). A single line wider
/// than the label is cut the same way.
struct LabelLayout {
    /// One line: its text and width.
    struct Line: Equatable {
        var text: String
        var width: CGFloat
    }

    /// The lines shown.
    private(set) var lines: [Line] = []
    /// Whether text was left out or cut.
    private(set) var isTruncated = false

    private let font: UIFont
    private let measurer: any TextMeasuring

    /// Lays `text` out in `font` within `width` (not finite or ≤ 0: no limit).
    /// - Complexity: O(n²) measurements of prefixes in the worst case, n = characters (greedy wrapping
    ///   measures each candidate line).
    init(text: String, font: UIFont, width: CGFloat, numberOfLines: Int, lineBreakMode: NSLineBreakMode,
         measurer: any TextMeasuring) {
        self.font = font
        self.measurer = measurer
        let limit = width.isFinite && width > 0 ? width : .infinity
        let paragraphs = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\u{2028}" || $0 == "\r\n" }
            .map(String.init)
        let wraps = numberOfLines != 1
        var all: [String] = []
        for paragraph in paragraphs {
            all += wraps ? wrap(paragraph, width: limit, byCharacters: lineBreakMode == .byCharWrapping) : [paragraph]
        }
        if numberOfLines > 0, all.count > numberOfLines {
            // The last line shown takes the rest, and is cut.
            let rest = all[(numberOfLines - 1)...].joined(separator: " ")
            all = Array(all.prefix(numberOfLines - 1)) + [rest]
            isTruncated = true
            all[all.count - 1] = cut(rest, width: limit, mode: lineBreakMode, force: true)
        }
        for (index, line) in all.enumerated() {
            var shown = line
            if measure(shown) > limit, index == all.count - 1 || !wraps {
                shown = cut(shown, width: limit, mode: lineBreakMode, force: false)
                if shown != line { isTruncated = true }
            }
            lines.append(Line(text: shown, width: measure(shown)))
        }
    }

    /// The width of `text` on one line.
    private func measure(_ text: String) -> CGFloat {
        measurer.measure(text, font: font, constrainedToWidth: .infinity, numberOfLines: 1, lineBreakMode: .byClipping).size.width
    }

    /// `paragraph` wrapped greedily at spaces (or between characters) within `width`.
    private func wrap(_ paragraph: String, width: CGFloat, byCharacters: Bool) -> [String] {
        guard width.isFinite, measure(paragraph) > width else { return [paragraph] }
        var lines: [String] = []
        var current = ""
        let words = byCharacters ? paragraph.map(String.init) : paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let joiner = byCharacters ? "" : " "
        for word in words {
            let candidate = current.isEmpty ? word : current + joiner + word
            if measure(candidate) <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            // A word wider than the line is broken between characters.
            current = ""
            for character in word {
                let next = current + String(character)
                if measure(next) > width, !current.isEmpty {
                    lines.append(current)
                    current = String(character)
                } else {
                    current = next
                }
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// `text` cut to `width` by `mode` ("…" where text is left out); `force` adds the ellipsis even when the
    /// text fits (the last line of a label whose lines ran out).
    private func cut(_ text: String, width: CGFloat, mode: NSLineBreakMode, force: Bool) -> String {
        let ellipsis = "…"
        if mode == .byClipping { return text }
        guard width.isFinite else { return force ? text + ellipsis : text }
        if !force, measure(text) <= width { return text }
        var characters = Array(text)
        switch mode {
        case .byTruncatingHead:
            while !characters.isEmpty, measure(ellipsis + String(characters)) > width { characters.removeFirst() }
            return ellipsis + String(characters)
        case .byTruncatingMiddle:
            var head = characters.count / 2
            var tail = characters.count - head
            while head + tail > 0,
                  measure(String(characters[..<head]) + ellipsis + String(characters[(characters.count - tail)...])) > width {
                if head >= tail { head -= 1 } else { tail -= 1 }
            }
            return String(characters[..<head]) + ellipsis + String(characters[(characters.count - tail)...])
        default:
            while !characters.isEmpty, measure(String(characters) + ellipsis) > width { characters.removeLast() }
            // A space before the ellipsis is dropped, as Core Text drops it.
            while characters.last == " " { characters.removeLast() }
            return String(characters) + ellipsis
        }
    }
}
