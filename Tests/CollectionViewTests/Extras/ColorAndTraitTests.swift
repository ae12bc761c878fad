import Testing
import OpenCompositionalLayout

/// The components of `color` resolved for `traits`.
func components(_ color: UIColor, _ traits: UITraitCollection = .defaultPhone) -> [CGFloat] {
    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
    traits.performAsCurrent { color.getRed(&r, green: &g, blue: &b, alpha: &a) }
    return [r, g, b, a]
}

func closeAll(_ a: [CGFloat], _ b: [CGFloat], _ tolerance: CGFloat = 1e-6) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

@Suite struct ColorTests {
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    let light = UITraitCollection(userInterfaceStyle: .light)

    @Test func initializers() {
        #expect(components(UIColor(white: 0.5, alpha: 0.25)) == [0.5, 0.5, 0.5, 0.25])
        #expect(components(UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)) == [0.1, 0.2, 0.3, 1])
        // HSB: hue 0 is red; hue ⅓ green; hue ½ at saturation ½, brightness 1 is sector 3 with f = 0:
        // (p, q, v) = (1 × (1 − ½), 1, 1) = (0.5, 1, 1).
        #expect(closeAll(components(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)), [1, 0, 0, 1]))
        #expect(closeAll(components(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)), [0, 1, 0, 1]))
        #expect(closeAll(components(UIColor(hue: 0.5, saturation: 0.5, brightness: 1, alpha: 1)), [0.5, 1, 1, 1]))
    }

    @Test func hueRoundTrips() {
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, a: CGFloat = 0
        UIColor(red: 0.5, green: 1, blue: 1, alpha: 0.5).getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        // max 1 (green first among equals after red), delta 0.5: h = (2 + (1 − 0.5) / 0.5) / 6 = 0.5; s = 0.5.
        #expect(closeAll([h, s, v, a], [0.5, 0.5, 1, 0.5]))
    }

    @Test func displayP3ConvertsToExtendedSRGB() {
        // P3 white is sRGB white (each matrix row sums to 1).
        #expect(closeAll(components(UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1)), [1, 1, 1, 1], 1e-5))
        // P3 red: linear sRGB (1.2249, −0.0421, −0.0196); encoded: 1.055 × 1.2249^(1/2.4) − 0.055 ≈ 1.0931,
        // −(1.055 × 0.0421^(1/2.4) − 0.055) ≈ −0.2267, −(1.055 × 0.0196^(1/2.4) − 0.055) ≈ −0.1501.
        #expect(closeAll(components(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)), [1.0931, -0.2267, -0.1501, 1], 1e-3))
    }

    @Test func alphaAndBadComponents() {
        #expect(components(UIColor.red.withAlphaComponent(0.3)) == [1, 0, 0, 0.3])
        #expect(components(UIColor(red: .nan, green: .infinity, blue: 0.5, alpha: 7)) == [0, 0, 0.5, 1])
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red)
        #expect(UIColor.red != .blue)
    }

    @Test func dynamicColoursResolvePerTrait() {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
        #expect(color.resolvedColor(with: dark) == .black)
        #expect(color.resolvedColor(with: light) == .white)
        #expect(components(color, dark) == [0, 0, 0, 1])
        // A dynamic colour stays dynamic through withAlphaComponent.
        let faded = color.withAlphaComponent(0.5)
        #expect(faded.isDynamic)
        #expect(components(faded, dark) == [0, 0, 0, 0.5])
        #expect(color == color && color != UIColor { _ in .black })
    }

    @Test func systemColoursHaveTheirLightAndDarkValues() {
        // System blue: (0, 122, 255) light, (10, 132, 255) dark.
        #expect(closeAll(components(.systemBlue, light), [0, 122.0 / 255, 1, 1]))
        #expect(closeAll(components(.systemBlue, dark), [10.0 / 255, 132.0 / 255, 1, 1]))
        #expect(closeAll(components(.systemRed, dark), [1, 69.0 / 255, 58.0 / 255, 1]))
        #expect(closeAll(components(.systemGray6, light), [242.0 / 255, 242.0 / 255, 247.0 / 255, 1]))
        #expect(closeAll(components(.label, light), [0, 0, 0, 1]))
        #expect(closeAll(components(.label, dark), [1, 1, 1, 1]))
        #expect(closeAll(components(.secondaryLabel, light), [60.0 / 255, 60.0 / 255, 67.0 / 255, 0.6]))
        #expect(closeAll(components(.separator, dark), [84.0 / 255, 84.0 / 255, 88.0 / 255, 0.6]))
        #expect(closeAll(components(.systemGroupedBackground, dark), [0, 0, 0, 1]))
        #expect(closeAll(components(.secondarySystemGroupedBackground, dark), [28.0 / 255, 28.0 / 255, 30.0 / 255, 1]))
        // Unspecified resolves as light.
        #expect(closeAll(components(.systemBackground, UITraitCollection()), [1, 1, 1, 1]))
        #expect(UIColor.tintColor.resolvedColor(with: dark) == UIColor.systemBlue.resolvedColor(with: dark))
    }

    @Test func endlesslyDynamicProvidersStop() {
        @Sendable func endless() -> UIColor { UIColor { _ in endless() } }
        #expect(endless().resolvedColor(with: dark) == .clear)
    }
}

@Suite struct TraitCollectionTests {
    @Test func emptyCollectionIsUnspecified() {
        let traits = UITraitCollection()
        #expect(traits.userInterfaceStyle == .unspecified && traits.horizontalSizeClass == .unspecified)
        #expect(traits.displayScale == 0 && traits.layoutDirection == .unspecified)
        #expect(traits.preferredContentSizeCategory == .unspecified)
    }

    @Test func mergingTakesTheLastSpecifiedTrait() {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(displayScale: 2),
            UITraitCollection(displayScale: .nan),
        ])
        #expect(merged.horizontalSizeClass == .regular && merged.userInterfaceStyle == .dark)
        #expect(merged.displayScale == 2 && merged.verticalSizeClass == .unspecified)
        #expect(merged.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!merged.containsTraits(in: UITraitCollection(userInterfaceStyle: .light)))
    }

    @Test func modifyingTraits() {
        let base = UITraitCollection.defaultPhone
        let modified = base.modifyingTraits {
            $0.userInterfaceStyle = .dark
            $0.preferredContentSizeCategory = .accessibilityMedium
        }
        #expect(modified.userInterfaceStyle == .dark && modified.displayScale == 3)
        #expect(modified.preferredContentSizeCategory == .accessibilityMedium && base.userInterfaceStyle == .light)
        #expect(modified.hasDifferentColorAppearance(comparedTo: base))
        #expect(UITraitCollection(mutations: { $0.layoutDirection = .rightToLeft }).layoutDirection == .rightToLeft)
    }

    @Test func currentIsScopedByPerformAsCurrent() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        dark.performAsCurrent {
            #expect(UITraitCollection.current.userInterfaceStyle == .dark)
        }
        #expect(UITraitCollection.current != dark)
    }

    @Test func contentSizeCategoriesCompareBySize() {
        #expect(UIContentSizeCategory.small < .large)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    @MainActor @Test func viewsStartWithPhoneTraits() {
        let view = UIView(frame: .zero)
        #expect(view.traitCollection.horizontalSizeClass == .compact)
        #expect(view.traitCollection.displayScale == 3)
        #expect(view.traitCollection.preferredContentSizeCategory == .large)
    }

    @Test func symbolImagesArePlaceholders() throws {
        // A body line (20.287…) rounded up to a third: 61/3.
        let star = try #require(UIImage(systemName: "star"))
        #expect(close(star.size.width, 61.0 / 3) && star.size.width == star.size.height)
        // At 34 pt, large scale: line 34 × 2444/2048 = 40.57421875, × 1.2 = 48.689… → 147/3.
        let big = try #require(UIImage(systemName: "star",
                                       withConfiguration: UIImage.SymbolConfiguration(pointSize: 34, weight: .bold, scale: .large)))
        #expect(close(big.size.width, 147.0 / 3))
        #expect(UIImage(named: "photo")?.size == .zero)
    }
}
