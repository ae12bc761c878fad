#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Foundation
import Testing

/// Dynamic Type: text-style fonts at every content size category (Apple's Human Interface Guidelines,
/// Typography, "Dynamic Type sizes" for iOS), `UIFontMetrics` scaling by the ratio of the style's sizes, and
/// labels whose fonts follow the category.
@MainActor
@Suite struct DynamicTypeTests {
    static func traits(_ category: UIContentSizeCategory) -> UITraitCollection {
        UITraitCollection(preferredContentSizeCategory: category)
    }

    /// Spot checks against Apple's table: body 17 at large (the default), 23 at xxxLarge, 53 at AX5, 14 at
    /// xSmall; large title 34 at large, 60 at AX5; caption 2 11 at xSmall and large, 40 at AX5; footnote 13
    /// at large; headline semibold, body regular.
    @Test func textStylesFollowApplesTable() {
        func size(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
            UIFont.preferredFont(forTextStyle: style, compatibleWith: Self.traits(category)).pointSize
        }
        #expect(size(.body, .large) == 17)
        #expect(size(.body, .extraExtraExtraLarge) == 23)
        #expect(size(.body, .accessibilityExtraExtraExtraLarge) == 53)
        #expect(size(.body, .extraSmall) == 14)
        #expect(size(.largeTitle, .large) == 34)
        #expect(size(.largeTitle, .accessibilityExtraExtraExtraLarge) == 60)
        #expect(size(.caption2, .extraSmall) == 11)
        #expect(size(.caption2, .large) == 11)
        #expect(size(.caption2, .accessibilityExtraExtraExtraLarge) == 40)
        #expect(size(.footnote, .large) == 13)
        #expect(size(.title3, .accessibilityMedium) == 31)
        #expect(size(.subheadline, .extraExtraLarge) == 19)
        let headline = UIFont.preferredFont(forTextStyle: .headline, compatibleWith: Self.traits(.large))
        let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: Self.traits(.large))
        #if !canImport(UIKit)
        #expect(headline.weight == .semibold)
        #expect(body.weight == .regular)
        #endif
        #expect(headline.pointSize == body.pointSize)
    }

    /// `UIFontMetrics` scales by the style's size at the category over its size at large: body at xxxLarge
    /// scales 10 to 10 · 23/17; title 1 at AX1 scales 28 to 28 · 38/28 = 38; a maximum point size caps the font.
    @Test func fontMetricsScaleByTheStylesRatio() {
        let xxxLarge = Self.traits(.extraExtraExtraLarge)
        #expect(abs(UIFontMetrics.default.scaledValue(for: 10, compatibleWith: xxxLarge) - 10 * 23 / 17) < 1e-12)
        #expect(UIFontMetrics(forTextStyle: .body).scaledValue(for: 10, compatibleWith: Self.traits(.large)) == 10)
        let title = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 28), compatibleWith: Self.traits(.accessibilityMedium))
        #expect(abs(title.pointSize - 38) < 1e-12)
        // 20 · 23/17 = 27.05… is capped at 22.
        let capped = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 20), maximumPointSize: 22, compatibleWith: xxxLarge)
        #expect(capped.pointSize == 22)
    }

    /// `traitCollectionDidChange(_:)` runs with the view's traits as `UITraitCollection.current`.
    @Test func traitChangesRunWithTheViewsTraitsAsCurrent() {
        final class Recorder: UIView {
            var seen: [UIUserInterfaceStyle] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                seen.append(UITraitCollection.current.userInterfaceStyle)
            }
        }
        let view = Recorder()
        view.overrideUserInterfaceStyle = .dark
        #expect(view.seen.last == .dark)
    }

    #if !canImport(UIKit)
    /// A label whose font came from a text style and that adjusts for the content size category takes the
    /// style's font when its traits change (headless, traits are set directly): body at xxxLarge is 23 pt.
    @Test func aLabelFollowsTheContentSizeCategory() {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body, compatibleWith: Self.traits(.large))
        label.adjustsFontForContentSizeCategory = true
        label.traitCollection = label.traitCollection.modifyingTraits { $0.preferredContentSizeCategory = .extraExtraExtraLarge }
        #expect(label.font.pointSize == 23)
        let fixed = UILabel()
        fixed.font = .preferredFont(forTextStyle: .body, compatibleWith: Self.traits(.large))
        fixed.traitCollection = fixed.traitCollection.modifyingTraits { $0.preferredContentSizeCategory = .extraExtraExtraLarge }
        #expect(fixed.font.pointSize == 17)
        let adjusting: any UIContentSizeCategoryAdjusting = label
        #expect(adjusting.adjustsFontForContentSizeCategory)
    }

    /// A font scaled by `UIFontMetrics` is scaled again when the category changes: 20 pt at large becomes
    /// 20 · 23/17 at xxxLarge, and with a maximum of 22 it stops there.
    @Test func aScaledFontFollowsTheContentSizeCategory() {
        let large = Self.traits(.large)
        let label = UILabel()
        label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 20), compatibleWith: large)
        #expect(label.font.pointSize == 20)
        label.adjustsFontForContentSizeCategory = true
        label.traitCollection = label.traitCollection.modifyingTraits { $0.preferredContentSizeCategory = .extraExtraExtraLarge }
        #expect(abs(label.font.pointSize - 20 * 23 / 17) < 1e-9)
        let capped = UILabel()
        capped.font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 20), maximumPointSize: 22, compatibleWith: large)
        capped.adjustsFontForContentSizeCategory = true
        capped.traitCollection = capped.traitCollection.modifyingTraits { $0.preferredContentSizeCategory = .extraExtraExtraLarge }
        #expect(capped.font.pointSize == 22)
        // And back: at large the unscaled 20 pt.
        capped.traitCollection = capped.traitCollection.modifyingTraits { $0.preferredContentSizeCategory = .large }
        #expect(capped.font.pointSize == 20)
    }
    #endif
}
