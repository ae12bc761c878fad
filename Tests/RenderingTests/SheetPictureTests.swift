import Foundation
import LayoutRendering
import OpenCompositionalLayout
import Raster
import Testing

/// Sheets at a detent and popovers in view pictures (PNG at 1 pixel per point, SVG), checked at points worked out by
/// hand. The presenter's view is white; the presented view is pure red (255, 0, 0).
@Suite("Sheet and popover pictures", .serialized)
@MainActor
struct SheetPictureTests {
    private func png(_ view: UIView) -> RasterImage {
        ViewPNGRenderer(scale: 1).image(ViewSnapshot(capturing: view))
    }

    /// Whether `color` is within one step of `expected` in every channel (compositing rounds).
    private func near(_ color: RGBColor?, _ expected: (Int, Int, Int)) -> Bool {
        guard let color else { return false }
        return abs(Int(color.red) - expected.0) <= 1 && abs(Int(color.green) - expected.1) <= 1 && abs(Int(color.blue) - expected.2) <= 1
    }

    /// A window of `size` with a white presenter; `regular` gives it an iPad's size classes.
    private func window(size: CGSize, insets: UIEdgeInsets, regular: Bool = false) -> (UIWindow, UIViewController) {
        let presenter = UIViewController()
        presenter.view.backgroundColor = .white
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        if regular {
            window.traitCollection = UITraitCollection {
                $0.horizontalSizeClass = .regular
                $0.verticalSizeClass = .regular
            }
        }
        window.overrideSafeAreaInsets = insets
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        return (window, presenter)
    }

    /// A medium sheet in a 390 × 844 phone window (safe area 47 / 34) is 410 tall from y 434. Above it the white
    /// presenter is dimmed by black at 20 %: 255 × 0.8 = 204. The grabber (36 × 5 at x 177, y 439) is the tertiary
    /// label colour (60, 60, 67) at 30 % over red: 0.3 × 60 + 0.7 × 255 = 196.5, 0.3 × 60 = 18, 0.3 × 67 = 20.1.
    /// The sheet's top-left corner is rounded 10: the pixel (1, 435), about 12.7 points from the corner circle's
    /// centre (10, 444), shows the dimmed presenter; with the medium detent undimmed, the same points are white.
    @Test func aMediumSheetWithGrabberOverDimming() throws {
        let (window, presenter) = window(size: CGSize(width: 390, height: 844), insets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let presented = UIViewController()
        presented.view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let sheet = try #require(presented.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = true
        presenter.present(presented, animated: false)
        var image = png(window)
        #expect(near(image.color(atX: 195, y: 200), (204, 204, 204)))
        #expect(near(image.color(atX: 195, y: 700), (255, 0, 0)))
        #expect(near(image.color(atX: 195, y: 441), (197, 18, 20)))
        #expect(near(image.color(atX: 150, y: 441), (255, 0, 0)))
        #expect(near(image.color(atX: 1, y: 435), (204, 204, 204)))
        #expect(near(image.color(atX: 195, y: 430), (204, 204, 204)))

        sheet.largestUndimmedDetentIdentifier = .medium
        image = png(window)
        #expect(near(image.color(atX: 195, y: 200), (255, 255, 255)))
        #expect(near(image.color(atX: 1, y: 435), (255, 255, 255)))
        withExtendedLifetime(window) {}
    }

    /// A popover on an iPad window (1180 × 820, safe area 24 / 20) below a source at (100, 100, 80 × 40), 300 × 200:
    /// its frame is (10, 153, 300, 200) and its arrow (127, 140, 26 × 13) points up at x 140, filled with the
    /// popover's red. Inside the arrow near its base (140, 151) is red; beside the tip (130, 141) is outside the
    /// triangle (at y 141.5 it reaches 1.5 points either side of x 140), so white. The SVG names the arrow.
    @Test func aPopoverDrawsItsArrow() throws {
        let (window, presenter) = window(size: CGSize(width: 1180, height: 820), insets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                                         regular: true)
        let source = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
        presenter.view.addSubview(source)
        let content = UIViewController()
        content.view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 300, height: 200)
        content.popoverPresentationController?.sourceView = source
        presenter.present(content, animated: false)
        let image = png(window)
        #expect(near(image.color(atX: 140, y: 151), (255, 0, 0)))
        #expect(near(image.color(atX: 130, y: 141), (255, 255, 255)))
        #expect(near(image.color(atX: 150, y: 250), (255, 0, 0)))
        // The popover does not dim what is around it.
        #expect(near(image.color(atX: 600, y: 400), (255, 255, 255)))
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: window))
        #expect(svg.contains("popover-arrow"))
        withExtendedLifetime(window) {}
    }
}
