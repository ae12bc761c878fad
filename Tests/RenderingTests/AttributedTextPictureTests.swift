import Foundation
import LayoutRendering
import OpenCompositionalLayout
import Raster
import Testing

/// Labels with styled text in view pictures: runs drawn one by one in their fonts and colours, background
/// colours behind them, underlines and strikethroughs, kern between the glyphs, alignment, and the dark
/// appearance reaching a label's colours. Positions are worked out by hand from SF Pro's proportions
/// (ascender 1950/2048 em, line 2444/2048 em) and the built-in advances (a, b: 0.55 em).
@Suite("Attributed text pictures", .serialized)
@MainActor
struct AttributedTextPictureTests {
    /// A 200 × 40 label showing "a" in red and "b" in blue on yellow, both 20 pt. Each run is 0.55 · 20 = 11
    /// wide; the line is 20 · 2444/2048 = 23.867… tall, centred: top (40 − 23.867…) / 2 = 8.066…, baseline
    /// top + 20 · 1950/2048 = 27.109375 → "27.11".
    static func label() -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let text = NSMutableAttributedString(string: "a", attributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red,
                                                                       .underlineStyle: NSUnderlineStyle.single.rawValue])
        text.append(NSAttributedString(string: "b", attributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.blue,
                                                                 .backgroundColor: UIColor.yellow,
                                                                 .strikethroughStyle: NSUnderlineStyle.single.rawValue,
                                                                 .strikethroughColor: UIColor.green]))
        label.attributedText = text
        return label
    }

    @Test func runsAreDrawnInTheirColours() {
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: Self.label()))
        #expect(svg.contains("<text x=\"0\" y=\"27.11\" font-size=\"20\" textLength=\"11\" lengthAdjust=\"spacingAndGlyphs\" fill=\"#ff0000\">a</text>"))
        #expect(svg.contains("<text x=\"11\" y=\"27.11\" font-size=\"20\" textLength=\"11\" lengthAdjust=\"spacingAndGlyphs\" fill=\"#0000ff\">b</text>"))
        // The strikethrough, in its own colour, and the background, behind "b" only.
        #expect(svg.contains("fill=\"#00ff00\""))
        #expect(svg.contains("fill=\"#ffff00\""))
    }

    /// Pixels at 1×: the yellow background fills (11…22, 8.07…31.93): (16, 9) lies above the glyph; left of it,
    /// (5, 9) is the white canvas. The underline of "a" lies 0.075 em below the baseline, 1/17 em thick:
    /// 27.109 + 1.5 = 28.61, ± 0.588, covering 98 % of pixel row 28 → nearly pure red at (5, 28).
    @Test func backgroundAndUnderlinePixels() throws {
        let image = ViewPNGRenderer(scale: 1).image(ViewSnapshot(capturing: Self.label()))
        #expect(image.color(atX: 16, y: 9) == RGBColor(red: 255, green: 255, blue: 0))
        #expect(image.color(atX: 5, y: 9) == RGBColor(red: 255, green: 255, blue: 255))
        let underline = try #require(image.color(atX: 5, y: 28))
        #expect(underline.red >= 250 && underline.green <= 10 && underline.blue <= 10)
        // Below the underline, the canvas again.
        #expect(image.color(atX: 5, y: 34) == RGBColor(red: 255, green: 255, blue: 255))
    }

    /// A kern of 4 draws each character on its own, the spacing between them: "a" at 0 and "b" at 11 + 4 = 15,
    /// each 11 wide; centred in 200 points the 30-point run starts at (200 − 30) / 2 = 85.
    @Test func kernSpacesTheGlyphs() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.attributedText = NSAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 20), .kern: 4,
                                                                              .foregroundColor: UIColor.black])
        var svg = ViewSVGRenderer().render(ViewSnapshot(capturing: label))
        #expect(svg.contains("<text x=\"0\" y=\"27.11\" font-size=\"20\" textLength=\"11\" lengthAdjust=\"spacingAndGlyphs\" fill=\"#000000\">a</text>"))
        #expect(svg.contains("<text x=\"15\" y=\"27.11\" font-size=\"20\" textLength=\"11\" lengthAdjust=\"spacingAndGlyphs\" fill=\"#000000\">b</text>"))
        label.textAlignment = .center
        svg = ViewSVGRenderer().render(ViewSnapshot(capturing: label))
        #expect(svg.contains("<text x=\"85\" y=\"27.11\""))
        #expect(svg.contains("<text x=\"100\" y=\"27.11\""))
    }

    /// A baseline offset of 5 raises the run: the line grows to 5 + 20 · 1950/2048 above the baseline and
    /// 20 · 494/2048 below (28.867… tall, top (40 − 28.867…) / 2 = 5.566…), the baseline at top + 24.042… =
    /// 29.609375, and the run is drawn 5 above it, at 24.609375 → "24.61".
    @Test func baselineOffsetRaisesTheRun() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.attributedText = NSAttributedString(string: "a", attributes: [.font: UIFont.systemFont(ofSize: 20), .baselineOffset: 5,
                                                                             .foregroundColor: UIColor.black])
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: label))
        #expect(svg.contains("<text x=\"0\" y=\"24.61\" font-size=\"20\""))
    }

    /// Lines past the label's height are not drawn (the first always is): of two 10-pt lines, "a" and "b"
    /// (11.93… each), a 15-point label shows one, centred (top (15 − 11.93…) / 2 = 1.533…, baseline
    /// + 10 · 1950/2048 = 11.0546875 → "11.05"); that line takes the rest, the break read as a space, and is cut:
    /// "a", "b" and "…" each drawn on their own (a kern of 1) on that one baseline. A label of no height shows none.
    @Test func linesPastTheHeightAreLeftOut() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 15))
        label.numberOfLines = 0
        label.attributedText = NSAttributedString(string: "a\nb", attributes: [.font: UIFont.systemFont(ofSize: 10), .kern: 1])
        var svg = ViewSVGRenderer().render(ViewSnapshot(capturing: label))
        #expect(svg.contains(">a</text>") && svg.contains(">b</text>") && svg.contains(">…</text>"))
        #expect(svg.components(separatedBy: "<text").count == 4)
        #expect(svg.components(separatedBy: "y=\"11.05\"").count == 4)
        label.frame.size.height = 0
        svg = ViewSVGRenderer().render(ViewSnapshot(capturing: label))
        #expect(!svg.contains("<text"))
    }

    /// A dark override reaches a plain label's colours: `.label` is white in the dark, and the dark
    /// `systemBackground` is black.
    @Test func darkOverrideReachesThePicture() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        label.text = "Hi"
        view.addSubview(label)
        view.overrideUserInterfaceStyle = .dark
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: view))
        #expect(svg.contains("fill=\"#000000\"/>"))
        #expect(svg.contains("fill=\"#ffffff\">Hi</text>"))
    }

    /// A one-line label too narrow for its text, with `adjustsFontSizeToFitWidth` and a minimum scale factor of
    /// 0.5, draws "mmmmmm" (6 · 0.85 · 17 = 86.7) at the first 5 % step that fits 50 points: 0.55 · 17 = 9.35 pt.
    @Test func shrunkTextIsDrawnSmaller() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        label.text = "mmmmmm"
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: label))
        #expect(svg.contains("font-size=\"9.35\""))
        #expect(svg.contains(">mmmmmm</text>"))
    }
}
