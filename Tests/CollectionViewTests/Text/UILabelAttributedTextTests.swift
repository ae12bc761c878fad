#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Foundation
import Testing

/// `UILabel.attributedText` kept in step with `text`, `font`, `textColor` and `textAlignment` as UIKit documents,
/// the label measuring styled text run by run, and `adjustsFontSizeToFitWidth` with `minimumScaleFactor`.
@MainActor
@Suite struct UILabelAttributedTextTests {
    /// Setting `attributedText` sets `text` to its characters; setting `text` afterwards drops the styles (the
    /// styled text then carries the label's font); a label without text has no styled text.
    @Test func textAndAttributedTextStayInStep() throws {
        let label = UILabel()
        #expect(label.attributedText == nil)
        label.attributedText = NSAttributedString(string: "Hi", attributes: [.kern: 3])
        #expect(label.text == "Hi")
        let styled = try #require(label.attributedText)
        #expect(styled.attribute(.kern, at: 0, effectiveRange: nil) as? Int == 3)
        label.text = "Bye"
        let plain = try #require(label.attributedText)
        #expect(plain.string == "Bye")
        #expect(plain.attribute(.kern, at: 0, effectiveRange: nil) == nil)
        #expect(plain.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == label.font)
    }

    /// "If you're using styled text, assigning a new value to this property applies the font to the entire
    /// styled string" — likewise the text colour and the alignment.
    @Test func fontColorAndAlignmentApplyToTheWholeStyledText() throws {
        let label = UILabel()
        let text = NSMutableAttributedString(string: "a", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        text.append(NSAttributedString(string: "b", attributes: [.font: UIFont.systemFont(ofSize: 30)]))
        label.attributedText = text
        let font = UIFont.boldSystemFont(ofSize: 20)
        label.font = font
        label.textColor = .red
        label.textAlignment = .center
        let styled = try #require(label.attributedText)
        for index in 0..<2 {
            #expect(styled.attribute(.font, at: index, effectiveRange: nil) as? UIFont == font)
            #expect(styled.attribute(.foregroundColor, at: index, effectiveRange: nil) as? UIColor == .red)
            #expect((styled.attribute(.paragraphStyle, at: index, effectiveRange: nil) as? NSParagraphStyle)?.alignment == .center)
        }
    }

    /// The label keeps a copy: changing the mutable string afterwards does not change the label.
    @Test func theLabelKeepsACopy() {
        let label = UILabel()
        let text = NSMutableAttributedString(string: "one")
        label.attributedText = text
        text.replaceCharacters(in: NSRange(location: 0, length: 3), with: "two")
        #expect(label.text == "one")
        #expect(label.attributedText?.string == "one")
    }

    #if !canImport(UIKit)
    /// A styled label measures its runs: "ab" at 17 pt with a kern of 2 is 22.7 wide, rounded up to the 3×
    /// pixel grid: 68.1 px → 69 px = 23 pt; one line 17 · 2444/2048 = 20.287… → 60.86 px → 61 px = 20.333… pt.
    /// Without the kern it measures as the same plain text does.
    @Test func aStyledLabelMeasuresItsRuns() {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 17), .kern: 2])
        #expect(label.intrinsicContentSize.width == 23)
        #expect(abs(label.intrinsicContentSize.height - 61.0 / 3) < 1e-9)
        let plain = UILabel()
        plain.text = "Hello there"
        let styled = UILabel()
        styled.attributedText = NSAttributedString(string: "Hello there", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        #expect(plain.intrinsicContentSize == styled.intrinsicContentSize)
    }

    /// "mmmmmm" at 17 pt is 6 · 0.85 · 17 = 86.7 wide; in a 50-point label with `adjustsFontSizeToFitWidth` it
    /// shrinks in 5 % steps until it fits: 0.6 · 86.7 = 52.02 does not, 0.55 · 86.7 = 47.685 does. A minimum
    /// scale factor of 0.7 stops it at 0.7; the default factor, 0, allows no shrinking ("the current font size is
    /// used as the smallest font size").
    @Test func adjustsFontSizeToFitWidthShrinksInSteps() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        label.text = "mmmmmm"
        label.adjustsFontSizeToFitWidth = true
        #expect(label.fontScaleFittingBounds() == 1)
        label.minimumScaleFactor = 0.5
        #expect(abs(label.fontScaleFittingBounds() - 0.55) < 1e-9)
        label.minimumScaleFactor = 0.7
        #expect(label.fontScaleFittingBounds() == 0.7)
        label.text = "mm"
        #expect(label.fontScaleFittingBounds() == 1)
        label.allowsDefaultTighteningForTruncation = true
        #expect(label.allowsDefaultTighteningForTruncation)
    }
    #endif
}
