import Foundation
import LayoutRendering
import OpenCompositionalLayout
import Testing

/// A bar's background as `UIBarAppearance` layers it: the blur effect (drawn as the chrome material's tint, 94 % of
/// RGB 249), then the background colour over it, then the image; an opaque colour hides the effect, and an appearance
/// with neither draws no background.
@MainActor
@Suite struct BarBackgroundPictureTests {
    /// The `bar-background` rectangles of a 393 × 44 toolbar with `appearance`, back to front.
    func backgrounds(_ appearance: UIToolbarAppearance) -> [String] {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
        toolbar.standardAppearance = appearance
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: toolbar))
        return svg.components(separatedBy: "<rect class=\"bar-background\"").dropFirst().map { String($0.prefix { $0 != ">" }) }
    }

    @Test func aTranslucentColourIsLaidOverTheMaterial() {
        let appearance = UIToolbarAppearance()
        appearance.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        let layers = backgrounds(appearance)
        #expect(layers.count == 2)
        #expect(layers.first?.contains("fill=\"#f9f9f9\" fill-opacity=\"0.94\"") == true)
        #expect(layers.last?.contains("fill=\"#ff0000\" fill-opacity=\"0.5\"") == true)
    }

    @Test func anOpaqueColourHidesTheMaterial() {
        let appearance = UIToolbarAppearance()
        appearance.backgroundColor = .systemYellow
        let layers = backgrounds(appearance)
        // The system yellow, 255 204 0, alone.
        #expect(layers.count == 1)
        #expect(layers.first?.contains("fill=\"#ffcc00\"") == true)
    }

    @Test func neitherEffectNorColourDrawsNoBackground() {
        let appearance = UIToolbarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = nil
        #expect(backgrounds(appearance).isEmpty)
        // A clear colour over the default material leaves the material.
        let clear = UIToolbarAppearance()
        clear.backgroundColor = .clear
        #expect(backgrounds(clear).count == 1)
    }
}
