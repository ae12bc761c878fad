import Foundation
import LayoutRendering
import OpenCompositionalLayout
import Raster
import Testing

/// Scroll views clip their content to their bounds, as UIKit's do (their `clipsToBounds` starts true).
@Suite("Scroll views clip")
@MainActor
struct ScrollViewClippingPictureTests {
    /// A 20 × 20 scroll view at the left of a 40 × 20 container, holding a red 40 × 20 content view: red at (10, 10),
    /// inside the scroll view; the white canvas at (30, 10), where the content reaches past the scroll view's bounds.
    /// Scrolled by 10, the content's right half shows: still red at (10, 10), still clipped at (30, 10).
    @Test func contentPastTheBoundsIsNotDrawn() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(scrollView.clipsToBounds)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        content.backgroundColor = .red
        scrollView.addSubview(content)
        scrollView.contentSize = content.frame.size
        container.addSubview(scrollView)
        func pixel(_ x: Int, _ y: Int) -> RGBColor? { ViewPNGRenderer(scale: 1).image(ViewSnapshot(capturing: container)).color(atX: x, y: y) }
        #expect(pixel(10, 10) == RGBColor(red: 255, green: 0, blue: 0))
        #expect(pixel(30, 10) == .white)
        scrollView.contentOffset = CGPoint(x: 10, y: 0)
        #expect(pixel(10, 10) == RGBColor(red: 255, green: 0, blue: 0))
        #expect(pixel(30, 10) == .white)
        // A plain view does not clip: the same content in a UIView reaches (30, 10).
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(!plain.clipsToBounds)
    }
}
