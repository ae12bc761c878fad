import Foundation
import LayoutRendering
import OpenCompositionalLayout
import Testing

/// A label draws only what UIKit shows: the lines its bounds hold (and `numberOfLines`), the last one cut by its
/// line break mode. Widths follow the advance-width measurer: in the 10-pt system font "a" is 5.5 pt, a space
/// 2.5 pt and "…" 8 pt; a line is 10 · 2444 / 2048 = 11.93359375 pt tall.
@Suite("Label truncation")
@MainActor
struct LabelTruncationTests {
    /// The lines a label draws.
    private func lines(of label: UILabel) throws -> [ViewSnapshot.Line] {
        guard case .text(let text)? = ViewSnapshot(capturing: label).root.content.first else {
            return []
        }
        return text.lines
    }

    /// Twenty words of "aaaa" in a label 100 wide: "aaaa" is 22 pt, four words 4 · 22 + 3 · 2.5 = 95.5 ≤ 100, five
    /// 120 > 100, so four words a line and five lines in all. 50 pt tall holds ⌊50 / 11.93359375⌋ = 4 of them: the
    /// fourth takes the rest ("aaaa" × 8) and is cut at its tail: "aaaa aaaa aaaa aaaa…" would be 95.5 + 8 = 103.5
    /// wide, "aaaa aaaa aaaa aaa…" is 90 + 8 = 98 ≤ 100.
    @Test func aLabelDrawsOnlyTheLinesItsHeightHolds() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        label.text = Array(repeating: "aaaa", count: 20).joined(separator: " ")
        let shown = try lines(of: label)
        #expect(shown.map(\.text) == ["aaaa aaaa aaaa aaaa", "aaaa aaaa aaaa aaaa", "aaaa aaaa aaaa aaaa", "aaaa aaaa aaaa aaa…"])
        // Four lines are 47.734375 pt, centred: the first line's top is (50 − 47.734375) / 2 = 1.1328125, the last
        // one's bottom 48.8671875, inside the bounds.
        let lineHeight = label.font.lineHeight
        let first = try #require(shown.first), last = try #require(shown.last)
        #expect(abs(first.baseline - label.font.ascender - 1.1328125) < 1e-9)
        #expect(last.baseline - label.font.ascender + lineHeight <= 50)
    }

    /// The same text with `numberOfLines = 3` shows three lines (fewer than the height holds), the third cut.
    @Test func numberOfLinesLimitsTheLinesBelowWhatTheHeightHolds() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 3
        label.text = Array(repeating: "aaaa", count: 20).joined(separator: " ")
        #expect(try lines(of: label).map(\.text) == ["aaaa aaaa aaaa aaaa", "aaaa aaaa aaaa aaaa", "aaaa aaaa aaaa aaa…"])
    }

    /// A label 30 pt tall holds ⌊30 / 11.93359375⌋ = 2 lines; one 10 pt tall (less than a line) still shows its
    /// first line; one of no height shows none.
    @Test func shortLabels() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        label.text = Array(repeating: "aaaa", count: 20).joined(separator: " ")
        #expect(try lines(of: label).map(\.text) == ["aaaa aaaa aaaa aaaa", "aaaa aaaa aaaa aaa…"])
        label.frame.size.height = 10
        #expect(try lines(of: label).map(\.text) == ["aaaa aaaa aaaa aaa…"])
        label.frame.size.height = 0
        #expect(try lines(of: label).isEmpty)
    }

    /// Head truncation cuts the start of the last line shown (the second, in a label 30 pt tall): the rest ends
    /// with "aaaa aaaa aaaa aaaa" (95.5 pt), too wide with "…" before it (103.5); one "a" fewer is 90 + 8 = 98 ≤ 100.
    @Test func headTruncationCutsTheStartOfTheLastLine() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        label.lineBreakMode = .byTruncatingHead
        label.text = Array(repeating: "aaaa", count: 20).joined(separator: " ")
        #expect(try lines(of: label).map(\.text) == ["aaaa aaaa aaaa aaaa", "…aaa aaaa aaaa aaaa"])
    }

    /// A megabyte of text in a 100 × 50 label draws its four lines, not the text: the snapshot and both pictures
    /// hold four short lines (the SVG stays a few kilobytes).
    @Test func aMegabyteLabelDrawsFewLines() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        label.text = String(repeating: "aaaa ", count: 200_000)
        let shown = try lines(of: label)
        #expect(shown.count == 4)
        #expect(shown.last?.text == "aaaa aaaa aaaa aaa…")
        let snapshot = ViewSnapshot(capturing: label)
        #expect(ViewSVGRenderer().render(snapshot).utf8.count < 4_000)
        #expect(ViewPNGRenderer(scale: 1).image(snapshot).width == 100)
        // A one-line label with the same text is cut to one line as fast.
        label.numberOfLines = 1
        #expect(try lines(of: label).map(\.text) == ["aaaa aaaa aaaa aaa…"])
    }
}
