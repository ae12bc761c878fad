import Testing
import OpenCompositionalLayout

/// Equality within floating-point noise.
func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }

@Suite struct FontMetricsTests {
    @Test func systemFontHasSFProProportions() {
        let font = UIFont.systemFont(ofSize: 17)
        // SF Pro, 2048 units per em: ascender 1950, descender −494, cap height 1443, x-height 1078.
        #expect(close(font.ascender, 17 * 1950 / 2048))   // 16.1865234375
        #expect(close(font.descender, -17 * 494 / 2048))  // −4.1005859375
        #expect(font.leading == 0)
        #expect(close(font.lineHeight, 17 * 2444 / 2048)) // 16.186… + 4.100… = 20.287109375
        #expect(close(font.capHeight, 17 * 1443 / 2048))  // 11.978…
        #expect(close(font.xHeight, 17 * 1078 / 2048))    // 8.948…
        #expect(font.pointSize == 17)
    }

    @Test func textStylesFollowThePublishedTable() {
        // Body: 14 at xSmall, 17 at Large, 23 at xxxLarge, 28 at AX1, 53 at AX5.
        #expect(UIFont.TextStyle.body.pointSize(for: .extraSmall) == 14)
        #expect(UIFont.TextStyle.body.pointSize(for: .large) == 17)
        #expect(UIFont.TextStyle.body.pointSize(for: .extraExtraExtraLarge) == 23)
        #expect(UIFont.TextStyle.body.pointSize(for: .accessibilityMedium) == 28)
        #expect(UIFont.TextStyle.body.pointSize(for: .accessibilityExtraExtraExtraLarge) == 53)
        // Caption 2 stays at 11 from xSmall to Large; footnote is 12 at Medium.
        #expect(UIFont.TextStyle.caption2.pointSize(for: .small) == 11)
        #expect(UIFont.TextStyle.footnote.pointSize(for: .medium) == 12)
        #expect(UIFont.TextStyle.largeTitle.pointSize(for: .large) == 34)
        #expect(UIFont.TextStyle.largeTitle.pointSize(for: .accessibilityExtraExtraExtraLarge) == 60)
        // Leading: body 22 at Large, title 1 34 at Large.
        #expect(UIFont.TextStyle.body.publishedLeading(for: .large) == 22)
        #expect(UIFont.TextStyle.title1.publishedLeading(for: .large) == 34)
        #expect(UIFont.TextStyle.headline.weight == .semibold)
        #expect(UIFont.TextStyle.body.weight == .regular)
    }

    @Test func everyStyleGrowsWithTheCategory() {
        let styles: [UIFont.TextStyle] = [.largeTitle, .title1, .title2, .title3, .headline, .subheadline, .body,
                                          .callout, .footnote, .caption1, .caption2]
        for style in styles {
            let sizes = UIContentSizeCategory.allSizes.map { style.pointSize(for: $0) }
            #expect(sizes == sizes.sorted(), "\(style.rawValue) never shrinks as the category grows")
            #expect(sizes.count == 12)
        }
    }

    @Test func preferredFontUsesTheTraitCollectionsCategory() {
        let xl = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: xl).pointSize == 19)
        #expect(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: xl).weight == .semibold)
        // An unspecified category falls back to Large (17).
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection()).pointSize == 17)
        UITraitCollection(preferredContentSizeCategory: .accessibilityLarge).performAsCurrent {
            #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 33)
        }
    }

    @Test func unknownStylesAndCategoriesFallBack() {
        let unknown = UIFont.TextStyle(rawValue: "NoSuchStyle")
        #expect(unknown.pointSize(for: .large) == 17)
        #expect(UIFont.TextStyle.title2.pointSize(for: UIContentSizeCategory(rawValue: "Bogus")) == 22)
    }

    @Test func badSizesBecomeZero() {
        #expect(UIFont.systemFont(ofSize: .nan).pointSize == 0)
        #expect(UIFont.systemFont(ofSize: -4).lineHeight == 0)
        #expect(UIFont.systemFont(ofSize: .infinity).ascender == 0)
        #expect(UIFont(name: "Menlo", size: 10)?.lineHeight == 10.0 * 2444 / 2048)
    }
}

@Suite struct AdvanceWidthMeasurerTests {
    let measurer = AdvanceWidthTextMeasurer()
    let body = UIFont.systemFont(ofSize: 17)

    func measure(_ text: String, width: CGFloat = 0, lines: Int = 0, mode: NSLineBreakMode = .byWordWrapping,
                 font: UIFont? = nil) -> MeasuredText {
        measurer.measure(text, font: font ?? body, constrainedToWidth: width, numberOfLines: lines, lineBreakMode: mode)
    }

    @Test func widthClasses() {
        #expect(AdvanceWidthTextMeasurer.advanceFraction(of: "i") == 0.25)
        #expect(AdvanceWidthTextMeasurer.advanceFraction(of: "t") == 0.35)
        #expect(AdvanceWidthTextMeasurer.advanceFraction(of: "s") == 0.5)
        #expect(AdvanceWidthTextMeasurer.advanceFraction(of: "a") == 0.55)
        #expect(AdvanceWidthTextMeasurer.advanceFraction(of: "7") == 0.6)
        #expect(AdvanceWidthTextMeasurer.advanceFraction(of: "H") == 0.65)
        #expect(AdvanceWidthTextMeasurer.advanceFraction(of: "w") == 0.75)
        #expect(AdvanceWidthTextMeasurer.advanceFraction(of: "M") == 0.85)
        #expect(AdvanceWidthTextMeasurer.advanceFraction(of: "漢") == 1)
        #expect(AdvanceWidthTextMeasurer.advanceFraction(of: "É") == 0.65)
        #expect(AdvanceWidthTextMeasurer.advanceFraction(of: "\u{0301}") == 0)
    }

    @Test func oneWordOnOneLine() {
        // "Hello": H .65 + e .55 + l .25 + l .25 + o .55 = 2.25 em × 17 = 38.25; one line of 20.287109375.
        let result = measure("Hello")
        #expect(close(result.size.width, 38.25))
        #expect(close(result.size.height, 17 * 2444 / 2048))
        #expect(result.lineCount == 1 && !result.isTruncated)
    }

    @Test func wrapsAtTheSpaceWhenTheLineIsFull() {
        // "Hello" 38.25, space .25 × 17 = 4.25, "world" (w .75 o .55 r .35 l .25 d .55 = 2.45 em) 41.65:
        // 38.25 + 4.25 + 41.65 = 84.15 > 60, so "world" wraps; the widest line is 41.65.
        let wrapped = measure("Hello world", width: 60)
        #expect(wrapped.lineCount == 2)
        #expect(close(wrapped.size.width, 41.65))
        #expect(close(wrapped.size.height, 2 * 17 * 2444 / 2048))
        // With room for both words they share one line of 84.15.
        let oneLine = measure("Hello world", width: 100)
        #expect(oneLine.lineCount == 1 && close(oneLine.size.width, 84.15))
    }

    @Test func trailingSpacesTakeNoWidthLeadingSpacesDo() {
        // "Hi" = H .65 + i .25 = 0.9 em = 15.3; two trailing spaces are dropped, two leading ones count (8.5).
        #expect(close(measure("Hi  ").size.width, 15.3))
        #expect(close(measure("  Hi").size.width, 23.8))
    }

    @Test func longWordsBreakBetweenCharacters() {
        // "m" = .85 × 17 = 14.45; 3 fit in 50 (43.35), 4 do not (57.8): ten m's make 3 + 3 + 3 + 1.
        let result = measure(String(repeating: "m", count: 10), width: 50)
        #expect(result.lineCount == 4)
        #expect(close(result.size.width, 43.35))
    }

    @Test func characterWrappingBreaksAnywhere() {
        // "ab cd": a 9.35, b 9.35, space 4.25, c 8.5, d 9.35. Width 25: "ab" = 18.7; + space + c = 31.45 > 25,
        // so "c" starts line 2 ("cd" = 17.85).
        let result = measure("ab cd", width: 25, mode: .byCharWrapping)
        #expect(result.lineCount == 2)
        #expect(close(result.size.width, 18.7))
    }

    @Test func lineLimitTruncates() {
        // One line of "Hello world" at 60: the wrapped word is cut away, the line fills the width.
        let result = measure("Hello world", width: 60, lines: 1, mode: .byTruncatingTail)
        #expect(result.lineCount == 1 && result.isTruncated)
        #expect(result.size.width == 60)
        // A hard break past the last line: "abc" (a .55 b .55 c .5 = 1.6 em) plus the ellipsis 0.8 em = 2.4 em = 40.8.
        let hard = measure("abc\ndef", lines: 1)
        #expect(hard.isTruncated && close(hard.size.width, 40.8))
        // A final line break adds nothing to cut.
        let trailing = measure("abc\n", lines: 1)
        #expect(!trailing.isTruncated && trailing.lineCount == 1)
    }

    @Test func hardBreaksAndEmptyParagraphs() {
        #expect(measure("a\n\nb").lineCount == 3)
        #expect(measure("a\r\nb").lineCount == 2)
        #expect(measure("a\u{2028}b").lineCount == 2)
        #expect(measure("a\n").lineCount == 1)
    }

    @Test func heavierWeightsAdvanceFivePercentMore() {
        // "Hello" 2.25 em × 17 × 1.05 = 40.1625.
        let semibold = UIFont.systemFont(ofSize: 17, weight: .semibold)
        #expect(close(measure("Hello", font: semibold).size.width, 40.1625))
    }

    @Test func badInputStaysBounded() {
        #expect(measure("") == .empty)
        // Control characters advance by nothing: one line, zero width.
        let control = measure("\u{1}\u{7}\u{1B}")
        #expect(control.size.width == 0 && control.lineCount == 1)
        // 10,000 a's (9.35 each) as one word at width 100: 10 per line (93.5) → 1,000 lines.
        let long = measure(String(repeating: "a", count: 10_000), width: 100)
        #expect(long.lineCount == 1_000)
        #expect(close(long.size.width, 93.5, 1e-6))
        // NaN, negative and infinite widths mean "no limit": one line of 10,000 × 9.35 = 93,500.
        for width in [CGFloat.nan, -20, .infinity] {
            let unlimited = measure(String(repeating: "a", count: 10_000), width: width)
            #expect(unlimited.lineCount == 1 && close(unlimited.size.width, 93_500, 1e-3))
        }
        #expect(measure("abc", lines: -3).lineCount == 1)
        #expect(measure("abc", font: .systemFont(ofSize: .nan)) == .empty)
    }
}

@MainActor
@Suite struct LabelMeasurementTests {
    @Test func sizeThatFitsRoundsUpToThePixelGrid() {
        let label = UILabel(frame: .zero)
        label.text = "Hello"
        // 38.25 × 3 = 114.75 → 115 / 3; 20.287109375 × 3 = 60.86 → 61 / 3 (the default traits are 3×).
        let size = label.sizeThatFits(CGSize(width: 320, height: 0))
        #expect(close(size.width, 115.0 / 3) && close(size.height, 61.0 / 3))
        #expect(label.intrinsicContentSize == size)
    }

    @Test func multiLineLabelsWrapAtTheGivenWidth() {
        let label = UILabel(frame: .zero)
        label.text = "Hello world"
        label.numberOfLines = 0
        // Two lines (see the measurer test): 41.65 → 125/3 wide, 40.57421875 → 122/3 tall.
        let size = label.sizeThatFits(CGSize(width: 60, height: 0))
        #expect(close(size.width, 125.0 / 3) && close(size.height, 122.0 / 3))
        // One line allowed (the default): truncated to the width, one line tall.
        label.numberOfLines = 1
        #expect(label.sizeThatFits(CGSize(width: 60, height: 0)) == CGSize(width: 60, height: 61.0 / 3))
        // intrinsicContentSize of a multi-line label wraps at preferredMaxLayoutWidth.
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 60
        #expect(label.intrinsicContentSize == size)
    }

    @Test func emptyLabelsMeasureZero() {
        let label = UILabel(frame: .zero)
        #expect(label.intrinsicContentSize == .zero)
        label.text = ""
        #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
    }

    @Test func adjustingLabelsFollowTheirTraits() {
        let label = UILabel(frame: .zero)
        label.text = "Hello"
        label.font = .preferredFont(forTextStyle: .body, compatibleWith: .defaultPhone)
        label.adjustsFontForContentSizeCategory = true
        label.traitCollection = UITraitCollection(traitsFrom: [.defaultPhone,
                                                               UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)])
        // Body at xxxLarge is 23 pt: "Hello" 2.25 × 23 = 51.75 → 156/3 (155.25 rounds up); line 27.447… → 83/3.
        let size = label.intrinsicContentSize
        #expect(close(size.width, 156.0 / 3) && close(size.height, 83.0 / 3))
    }

    @Test func aCollectionViewsMeasurerIsUsedInside() {
        struct Fixed: TextMeasuring {
            func measure(_ text: String, font: UIFont, constrainedToWidth width: CGFloat, numberOfLines: Int,
                         lineBreakMode: NSLineBreakMode) -> MeasuredText {
                MeasuredText(size: CGSize(width: 10, height: 30), lineCount: 1, isTruncated: false)
            }
        }
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300),
                                              collectionViewLayout: FixedRowLayout())
        collectionView.textMeasurer = Fixed()
        let cell = UICollectionViewCell(frame: .zero)
        let label = UILabel(frame: .zero)
        label.text = "anything"
        cell.contentView.addSubview(label)
        #expect(label.intrinsicContentSize.width != 10) // not inside yet: the global measurer
        collectionView.addSubview(cell)
        #expect(label.intrinsicContentSize == CGSize(width: 10, height: 30))
    }
}

@Suite struct FontMetricsScalingTests {
    @Test func customFontsFollowTheStyleCurve() {
        let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        // Body: 23 / 17 at xxxLarge. A 34-pt value becomes 34 × 23 / 17 = 46.
        #expect(UIFontMetrics.default.scaledValue(for: 34, compatibleWith: xxxl) == 46)
        // Caption 2 at AX5: 40 / 11; 11 pt → 40.
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let font = UIFont(name: "Avenir", size: 11)!
        #expect(UIFontMetrics(forTextStyle: .caption2).scaledFont(for: font, compatibleWith: ax5).pointSize == 40)
        #expect(UIFontMetrics.default.scaledValue(for: .nan, compatibleWith: xxxl).isNaN)
        // Large (and unspecified) leave values alone.
        #expect(UIFontMetrics.default.scaledValue(for: 10, compatibleWith: UITraitCollection()) == 10)
    }
}

@Suite struct SingleLineMeasurementTests {
    /// A text measured without a width limit takes a shortcut when it is printable ASCII; a limit far wider
    /// than the text takes the general line breaker. Both must agree to the last bit, on any mix of words,
    /// runs of spaces (leading, inner, trailing) and punctuation.
    @Test func unlimitedShortcutAgreesWithTheLineBreaker() {
        let measurer = AdvanceWidthTextMeasurer()
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "Wm", "lI.", "hello", "x?", " ", "  ", "@", "0123", "{}", "~"]
        for font in [UIFont.systemFont(ofSize: 17), .systemFont(ofSize: 13, weight: .semibold)] {
            for _ in 0..<500 {
                let text = (0..<Int.random(in: 1...12, using: &generator))
                    .map { _ in pieces.randomElement(using: &generator)! }.joined()
                for lines in [0, 1, 3] {
                    let fast = measurer.measure(text, font: font, constrainedToWidth: 0, numberOfLines: lines,
                                                lineBreakMode: .byWordWrapping)
                    let general = measurer.measure(text, font: font, constrainedToWidth: 1e9, numberOfLines: lines,
                                                   lineBreakMode: .byWordWrapping)
                    #expect(fast == general, "\(text.debugDescription), \(lines) lines")
                }
            }
        }
    }

    @Test func unlimitedWidthIsTheSumOfAdvancesUpToTheLastGlyph() {
        // 17 pt: "ab" = 2 × 0.55 em; a leading space counts (0.25 em), trailing spaces do not.
        let font = UIFont.systemFont(ofSize: 17)
        let measured = AdvanceWidthTextMeasurer().measure(" ab  ", font: font, constrainedToWidth: .infinity,
                                                          numberOfLines: 0, lineBreakMode: .byTruncatingTail)
        let expectedWidth: CGFloat = 17 * (0.25 + 0.55 + 0.55)
        #expect(abs(measured.size.width - expectedWidth) < 1e-9)
        #expect(measured.size.height == font.lineHeight)
        #expect(measured.lineCount == 1 && !measured.isTruncated)
        // Spaces alone make a line as wide as they are.
        let spaces = AdvanceWidthTextMeasurer().measure("   ", font: font, constrainedToWidth: 0, numberOfLines: 1,
                                                        lineBreakMode: .byTruncatingTail)
        let spacesWidth: CGFloat = 17 * 0.75
        #expect(abs(spaces.size.width - spacesWidth) < 1e-9)
    }
}
