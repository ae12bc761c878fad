#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Foundation
import Testing

/// Measuring attributed text: `NSAttributedString.size()`, `boundingRect(with:options:context:)` and the `String`
/// forms, with UIKit's attribute keys. Expected widths come from the built-in advance model (a, b: 0.55 em;
/// space 0.25 em; semibold and heavier 5 % wider) and SF Pro's line height, 2444/2048 em; on a device Core Text's
/// real advances differ, so these checks are headless only where they rely on the model.
@Suite struct AttributedTextMeasuringTests {
    /// The line height of SF Pro at `size`: (1950 + 494) / 2048 em.
    static func lineHeight(_ size: CGFloat) -> CGFloat { size * 2444 / 2048 }

    /// The keys are UIKit's, by raw value, and Foundation's own `Key` type carries them.
    @Test func keysHaveUIKitsNames() {
        #expect(NSAttributedString.Key.font.rawValue == "NSFont")
        #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
        #expect(NSAttributedString.Key.paragraphStyle.rawValue == "NSParagraphStyle")
        #expect(NSAttributedString.Key.kern.rawValue == "NSKern")
        #expect(NSAttributedString.Key.underlineStyle.rawValue == "NSUnderline")
        #expect(NSAttributedString.Key.strikethroughStyle.rawValue == "NSStrikethrough")
        #expect(NSAttributedString.Key.baselineOffset.rawValue == "NSBaselineOffset")
        #expect(NSUnderlineStyle.double.rawValue == 9)
        #expect(NSStringDrawingOptions.usesLineFragmentOrigin.rawValue == 1)
    }

    #if !canImport(UIKit)
    /// "ab" at 17 pt is (0.55 + 0.55) · 17 = 18.7 wide; a kern of 2 is added after each character, the last
    /// included, as Core Text adds it: 18.7 + 2 · 2 = 22.7. One line: 17 · 2444/2048 tall.
    @Test func kernAddsAfterEveryCharacter() {
        let font = UIFont.systemFont(ofSize: 17)
        let plain = NSAttributedString(string: "ab", attributes: [.font: font]).size()
        #expect(abs(plain.width - 18.7) < 1e-9)
        #expect(abs(plain.height - Self.lineHeight(17)) < 1e-9)
        let kerned = NSAttributedString(string: "ab", attributes: [.font: font, .kern: 2]).size()
        #expect(abs(kerned.width - 22.7) < 1e-9)
        // Tracking wins over kern when both are present and tracking is not 0: 18.7 + 2 · 1 = 20.7.
        let tracked = NSAttributedString(string: "ab", attributes: [.font: font, .kern: 2, .tracking: 1]).size()
        #expect(abs(tracked.width - 20.7) < 1e-9)
    }

    /// Runs in different fonts: "a" at 20 pt (11) then "b" at 10 pt (5.5) make 16.5; the line is as tall as
    /// the larger font's ascender plus its descender, 20 · 2444/2048.
    @Test func runsWithDifferentFonts() {
        let text = NSMutableAttributedString(string: "a", attributes: [.font: UIFont.systemFont(ofSize: 20)])
        text.append(NSAttributedString(string: "b", attributes: [.font: UIFont.systemFont(ofSize: 10)]))
        let size = text.size()
        #expect(abs(size.width - 16.5) < 1e-9)
        #expect(abs(size.height - Self.lineHeight(20)) < 1e-9)
    }

    /// Bold measures 5 % wider: "ab" in the 17-pt bold system font is 18.7 · 1.05 = 19.635.
    @Test func boldIsWider() {
        let size = "ab".size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
        #expect(abs(size.width - 19.635) < 1e-9)
        // No font: the 12-pt system font, so "a" is 0.55 · 12 = 6.6.
        #expect(abs("a".size(withAttributes: nil).width - 6.6) < 1e-9)
    }

    /// "aa aa" at 10 pt: each word 11, the space 2.5, 24.5 on one line. Within 20 points with
    /// `.usesLineFragmentOrigin` it wraps to two lines of 11, and a line spacing of 4 falls between them:
    /// 2 · 10 · 2444/2048 + 4. Without the option the text stays on one line.
    @Test func boundingRectWrapsWithLineSpacing() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 10), .paragraphStyle: style]
        let text = NSAttributedString(string: "aa aa", attributes: attributes)
        let wrapped = text.boundingRect(with: CGSize(width: 20, height: CGFloat.greatestFiniteMagnitude),
                                        options: .usesLineFragmentOrigin, context: nil)
        #expect(abs(wrapped.width - 11) < 1e-9)
        #expect(abs(wrapped.height - (2 * Self.lineHeight(10) + 4)) < 1e-9)
        let single = text.boundingRect(with: CGSize(width: 20, height: 100), options: [], context: nil)
        #expect(abs(single.width - 24.5) < 1e-9)
        #expect(abs(single.height - Self.lineHeight(10)) < 1e-9)
        let viaString = "aa aa".boundingRect(with: CGSize(width: 20, height: 1000), options: .usesLineFragmentOrigin,
                                             attributes: attributes, context: nil)
        #expect(viaString == wrapped)
    }

    /// Paragraph spacing falls between paragraphs, the line-height multiple scales a line, and the minimum line
    /// height raises it: "a\nb" at 10 pt with paragraph spacing 5 is 2 · 11.93… + 5 tall; a multiple of 2 makes
    /// one line 2 · 11.93… tall; a minimum of 30 makes it 30.
    @Test func paragraphSpacingAndLineHeights() {
        let font = UIFont.systemFont(ofSize: 10)
        let spaced = NSMutableParagraphStyle()
        spaced.paragraphSpacing = 5
        let twoParagraphs = NSAttributedString(string: "a\nb", attributes: [.font: font, .paragraphStyle: spaced])
        let rect = twoParagraphs.boundingRect(with: CGSize(width: 100, height: 100), options: .usesLineFragmentOrigin, context: nil)
        #expect(abs(rect.height - (2 * Self.lineHeight(10) + 5)) < 1e-9)
        let multiple = NSMutableParagraphStyle()
        multiple.lineHeightMultiple = 2
        #expect(abs(NSAttributedString(string: "a", attributes: [.font: font, .paragraphStyle: multiple]).size().height
            - 2 * Self.lineHeight(10)) < 1e-9)
        let minimum = NSMutableParagraphStyle()
        minimum.minimumLineHeight = 30
        #expect(NSAttributedString(string: "a", attributes: [.font: font, .paragraphStyle: minimum]).size().height == 30)
    }

    /// Cutting (beyond UIKit: the layout itself). "ab ab ab" at 10 pt on one 20-point line: "ab " then "a"
    /// fit (19); the ellipsis (0.8 em = 8) does not fit after them, nor after "ab " (21.5), so the line is "ab…",
    /// 11 + 8 = 19 wide (the space before the ellipsis dropped). On two 25-point lines "aa aa aa aa aa" wraps to
    /// "aa aa" (24.5), "aa aa", "aa": the second line takes the rest and is cut to "aa…" (11 + 8 = 19).
    @Test func linesAreCutWithAnEllipsis() {
        let font = UIFont.systemFont(ofSize: 10)
        let one = AttributedTextLayout(NSAttributedString(string: "ab ab ab", attributes: [.font: font]), width: 20, wraps: false,
                                       numberOfLines: 1, lineBreakMode: .byTruncatingTail, defaultFont: font)
        #expect(one.isTruncated)
        #expect(one.lines.map { $0.fragments.map(\.text).joined() } == ["ab…"])
        #expect(abs(one.size.width - 19) < 1e-9)
        let two = AttributedTextLayout(NSAttributedString(string: "aa aa aa aa aa", attributes: [.font: font]), width: 25,
                                       numberOfLines: 2, lineBreakMode: .byTruncatingTail, defaultFont: font)
        #expect(two.lines.map { $0.fragments.map(\.text).joined() } == ["aa aa", "aa…"])
        #expect(two.isTruncated)
        #expect(abs(two.size.width - 24.5) < 1e-9)
        // Centred in 25 points, the 19-point line starts at 3.
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        let aligned = AttributedTextLayout(NSAttributedString(string: "aa aa aa aa aa", attributes: [.font: font, .paragraphStyle: centred]),
                                           width: 25, numberOfLines: 2, lineBreakMode: .byTruncatingTail, defaultFont: font)
        #expect(abs(aligned.lines[1].x - 3) < 1e-9)
    }

    /// Bad values never trap: negative and non-finite paragraph lengths read as 0, NaN sizes measure as no limit.
    @Test func badValuesAreRepaired() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = -5
        style.paragraphSpacing = .nan
        #expect(style.lineSpacing == 0 && style.paragraphSpacing == 0)
        let text = NSAttributedString(string: "ab ab", attributes: [.font: UIFont.systemFont(ofSize: 10), .kern: Double.nan])
        let rect = text.boundingRect(with: CGSize(width: CGFloat.nan, height: .infinity), options: .usesLineFragmentOrigin, context: nil)
        // No kern (NaN is ignored), no width limit: 11 + 2.5 + 11.
        #expect(abs(rect.width - 24.5) < 1e-9)
        #expect(NSAttributedString(string: "").size() == .zero)
    }
    #endif

    /// A paragraph style's copy keeps its values and a mutable copy can change them.
    @Test func paragraphStyleCopies() throws {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineSpacing = 3
        let copy = try #require(style.copy() as? NSParagraphStyle)
        #expect(copy.alignment == .center && copy.lineSpacing == 3)
        let mutable = try #require(copy.mutableCopy() as? NSMutableParagraphStyle)
        mutable.alignment = .right
        #expect(copy.alignment == .center)
        #expect(NSParagraphStyle.default.alignment == .natural)
        #expect(NSParagraphStyle.default.lineBreakMode == .byWordWrapping)
    }
}
