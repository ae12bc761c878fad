#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Foundation
import Testing

/// `UIFontDescriptor` and the fonts made from descriptors: symbolic traits, designs, sizes and text styles.
@Suite struct FontDescriptorTests {
    /// A system font's descriptor with the bold trait makes a bold font of the same size; `size: 0` keeps the
    /// descriptor's size; the italic system font has the italic trait.
    @Test func symbolicTraitsMakeBoldAndItalicFonts() throws {
        let regular = UIFont.systemFont(ofSize: 17)
        let boldDescriptor = try #require(regular.fontDescriptor.withSymbolicTraits(.traitBold))
        #expect(boldDescriptor.symbolicTraits.contains(.traitBold))
        let bold = UIFont(descriptor: boldDescriptor, size: 0)
        #expect(bold.pointSize == 17)
        #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(!regular.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(UIFont(descriptor: boldDescriptor, size: 30).pointSize == 30)
        #expect(UIFont.italicSystemFont(ofSize: 12).fontDescriptor.symbolicTraits.contains(.traitItalic))
        #expect(UIFont.boldSystemFont(ofSize: 12).fontDescriptor.symbolicTraits.contains(.traitBold))
        let both = try #require(regular.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]))
        #expect(UIFont(descriptor: both, size: 0).fontDescriptor.symbolicTraits.isSuperset(of: [.traitBold, .traitItalic]))
    }

    /// `withSize(_:)`, `addingAttributes(_:)` and `pointSize` of descriptors; the monospaced system font has the
    /// monospace trait; a text style's descriptor has that style's size (body, extra-extra-extra large: 23 pt per
    /// Apple's Dynamic Type table).
    @Test func sizesAttributesAndTextStyles() {
        let descriptor = UIFont.systemFont(ofSize: 17).fontDescriptor
        #expect(descriptor.pointSize == 17)
        #expect(descriptor.withSize(25).pointSize == 25)
        #expect(descriptor.addingAttributes([.size: 9]).pointSize == 9)
        #expect(UIFont.monospacedSystemFont(ofSize: 13, weight: .regular).fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body,
                                                            compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge))
        #expect(body.pointSize == 23)
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .bold).pointSize == 15)
        #expect(UIFont.systemFont(ofSize: 15).withSize(11).pointSize == 11)
    }

    /// A system font's descriptor takes a design; one for a named font does not (nil, as UIKit documents).
    @Test func designsApplyToTheSystemFont() throws {
        let rounded = try #require(UIFont.systemFont(ofSize: 17).fontDescriptor.withDesign(.rounded))
        #expect(UIFont(descriptor: rounded, size: 0).pointSize == 17)
        #if !canImport(UIKit)
        // Headless any name is a font, so the named font's descriptor is the one without a design.
        let named = try #require(UIFont(name: "Helvetica", size: 12))
        #expect(named.fontDescriptor.withDesign(.serif) == nil)
        #endif
    }

    #if !canImport(UIKit)
    /// Bold reaches measurement: a descriptor's bold font measures 5 % wider ("ab": 18.7 · 1.05 = 19.635).
    @Test func boldFromADescriptorMeasuresWider() throws {
        let bold = UIFont(descriptor: try #require(UIFont.systemFont(ofSize: 17).fontDescriptor.withSymbolicTraits(.traitBold)), size: 0)
        #expect(abs("ab".size(withAttributes: [.font: bold]).width - 19.635) < 1e-9)
        #expect(bold.weight == .bold)
    }
    #endif
}
