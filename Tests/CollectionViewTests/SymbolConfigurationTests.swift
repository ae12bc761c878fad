#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing
import TestSupport

/// `UIImage.SymbolConfiguration`: "objects are immutable after you create them. If you use the applying(_:)
/// method on the object, the new image attributes replace any previous attributes you supplied."
/// Sizes follow the placeholder rule documented on `UIImage.size` (the font's line height, 2444/2048 of its point
/// size for the system font, times the scale's factor, rounded up to a third of a point); the arithmetic is in
/// each test.
@MainActor
@Suite struct SymbolConfigurationTests {
    typealias Configuration = UIImage.SymbolConfiguration

    @Test func applyingKeepsWhatTheTopLeavesUnspecified() {
        let base = Configuration(pointSize: 20, weight: .bold, scale: .small)
        #expect(base.applying(Configuration(weight: .light)) == Configuration(pointSize: 20, weight: .light, scale: .small))
        #expect(base.applying(Configuration(scale: .large)) == Configuration(pointSize: 20, weight: .bold, scale: .large))
        // "unspecified" specifies nothing: applying it changes nothing.
        #expect(base.applying(Configuration.unspecified) == base)
        #expect(Configuration.unspecified.applying(base) == base)
    }

    @Test func aSizeOnTopReplacesTheBasesSize() {
        // A point size replaces a text style and the other way round; the scale underneath stays.
        let styled = Configuration(textStyle: .body, scale: .large)
        #expect(styled.applying(Configuration(pointSize: 34)) == Configuration(pointSize: 34, weight: .unspecified, scale: .large))
        #expect(Configuration(pointSize: 34).applying(Configuration(textStyle: .body)) == Configuration(textStyle: .body))
    }

    @Test func theLastColourRenderingWins() {
        // "If you attempt to combine this configuration with a hierarchical color configuration, the last
        // configuration that you specify takes precedence."
        let palette = Configuration(paletteColors: [.systemRed, .systemBlue])
        #expect(Configuration(hierarchicalColor: .systemGreen).applying(palette) == palette)
        #expect(palette.applying(Configuration.preferringMulticolor()) == Configuration.preferringMulticolor())
        // A size on top keeps the colours.
        let sized = Configuration.preferringMonochrome().applying(Configuration(pointSize: 12))
        #expect(sized == Configuration(pointSize: 12).applying(Configuration.preferringMonochrome()))
        #expect(sized != Configuration(pointSize: 12))
    }

    @Test func removingValues() {
        let full = Configuration(pointSize: 30, weight: .bold, scale: .large)
        // "sets the weight value in the new object to unspecified and removes the point-size information".
        #expect(full.configurationWithoutPointSizeAndWeight() == Configuration(scale: .large))
        #expect(full.configurationWithoutScale() == Configuration(pointSize: 30, weight: .bold))
        #expect(full.configurationWithoutWeight() == Configuration(pointSize: 30, weight: .unspecified, scale: .large))
        #expect(Configuration(textStyle: .headline, scale: .small).configurationWithoutTextStyle() == Configuration(scale: .small))
        // A point size is not a text style: it stays.
        #expect(full.configurationWithoutTextStyle() == full)
    }

    @Test func applyingSymbolConfigurationSizesTheImage() throws {
        let star = try #require(UIImage(systemName: "star", withConfiguration: Configuration(pointSize: 20)))
        // 20 × 2444/2048 = 23.8671875, large × 1.2 = 28.640625 → 85.92 thirds → 86/3.
        let large = try #require(star.applyingSymbolConfiguration(Configuration(scale: .large)))
        #expect(isClose(large.size.width, 86.0 / 3))
        #expect(large.size.width == large.size.height)
        #expect(large.symbolConfiguration == Configuration(pointSize: 20, weight: .unspecified, scale: .large))
        // The original is unchanged: 23.8671875 → 71.6 thirds → 72/3 = 24.
        #expect(isClose(star.size.width, 24))
    }

    @Test func withConfigurationReplacesTheConfiguration() throws {
        let star = try #require(UIImage(systemName: "star", withConfiguration: Configuration(pointSize: 34)))
        let small = star.withConfiguration(Configuration(scale: .small))
        // The point size is gone: the body style's 17 pt, 20.287109375 × 0.8 = 16.2296875 → 48.69 thirds → 49/3.
        #expect(isClose(small.size.width, 49.0 / 3))
        #expect(small.symbolConfiguration == Configuration(scale: .small))
    }

    @Test func aTraitCollectionSizesTextStyleSymbols() throws {
        // Body at the extra-extra-extra-large category is 23 pt: 23 × 2444/2048 = 27.447265625 → 82.34 thirds → 83/3.
        let star = try #require(UIImage(systemName: "star",
                                        compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)))
        #expect(isClose(star.size.width, 83.0 / 3))
    }

    @Test func imageViewsShowSymbolsWithTheirPreferredConfiguration() throws {
        let view = UIImageView(image: UIImage(systemName: "star"))
        // Body line 20.287109375 → 61/3.
        #expect(isClose(view.intrinsicContentSize.width, 61.0 / 3))
        view.preferredSymbolConfiguration = Configuration(pointSize: 34, weight: .bold, scale: .large)
        // 34 × 2444/2048 = 40.57421875, × 1.2 = 48.689… → 147/3.
        #expect(isClose(view.intrinsicContentSize.width, 147.0 / 3))
        #expect(view.intrinsicContentSize.width == view.intrinsicContentSize.height)
        // The image's own values stand where the view's configuration leaves them: its small scale with the
        // view's 34 pt: 40.57421875 × 0.8 = 32.459375 → 97.38 thirds → 98/3.
        view.preferredSymbolConfiguration = Configuration(pointSize: 34)
        view.image = UIImage(systemName: "star", withConfiguration: Configuration(scale: .small))
        #expect(isClose(view.intrinsicContentSize.width, 98.0 / 3))
        // Images that are not symbols are unaffected.
        view.image = UIImage(named: "photo")
        #expect(view.intrinsicContentSize == .zero)
    }

    @Test func renderingModesAndTints() throws {
        let star = try #require(UIImage(systemName: "star"))
        // "By default, images have a rendering mode of UIImageRenderingModeAutomatic."
        #expect(star.renderingMode == .automatic)
        #expect(star.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
        // "The new image uses the same rendering mode as the original image."
        #expect(star.withRenderingMode(.alwaysOriginal).withTintColor(.systemRed).renderingMode == .alwaysOriginal)
        #expect(star.withTintColor(.systemRed, renderingMode: .alwaysTemplate).renderingMode == .alwaysTemplate)
        #expect(star.isSymbolImage)
        #expect(UIImage(named: "photo")?.isSymbolImage == false)
    }
}
