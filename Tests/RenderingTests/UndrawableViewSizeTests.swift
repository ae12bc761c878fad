import Foundation
import LayoutRendering
import OpenCompositionalLayout
import Testing

/// A view of infinite, NaN or negative size still gives a valid picture: each side that cannot be drawn is drawn
/// as 0 (1 pixel in a PNG), and the SVG says why in a comment.
@Suite("Undrawable view sizes")
@MainActor
struct UndrawableViewSizeTests {
    /// An infinitely wide view 20 tall: width 0, height 20, no "inf" in the document outside its comment.
    @Test func anInfiniteWidthIsDrawnAsZero() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 20))
        view.backgroundColor = .red
        let snapshot = ViewSnapshot(capturing: view)
        let svg = ViewSVGRenderer().render(snapshot)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"20\" viewBox=\"0 0 0 20\""))
        let drawn = svg.split(separator: "\n").filter { !$0.hasPrefix("<!--") }.joined(separator: "\n")
        #expect(!drawn.contains("inf") && !drawn.contains("nan"))
        #expect(svg.contains("<!-- the view's size, inf × 20.0, cannot be drawn: it is drawn as 0.0 × 20.0 -->"))
        #expect(snapshot.sizeDiagnostic != nil)
    }

    /// NaN and negative sides (a snapshot built by hand): both drawn as 0; a PNG is 1 × 1 pixel.
    @Test func nanAndNegativeSizesAreDrawnAsZero() {
        let snapshot = ViewSnapshot(size: CGSize(width: CGFloat.nan, height: -5),
                                    root: ViewSnapshot.Node(typeName: "UIView", center: .zero,
                                                            bounds: CGRect(x: 0, y: 0, width: CGFloat.nan, height: -5)))
        #expect(snapshot.drawableSize == .zero)
        let svg = ViewSVGRenderer().render(snapshot)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"0\" viewBox=\"0 0 0 0\""))
        let drawn = svg.split(separator: "\n").filter { !$0.hasPrefix("<!--") }.joined(separator: "\n")
        #expect(!drawn.contains("nan") && !drawn.contains("-5"))
        #expect(svg.contains("<!-- the view's size, nan × -5.0, cannot be drawn: it is drawn as 0.0 × 0.0 -->"))
        let image = ViewPNGRenderer(scale: 2).image(snapshot)
        #expect(image.width == 1 && image.height == 1)
    }

    /// The clamp is reported once per picture to the renderer's diagnostic sink, as a diagnostic of domain `view`,
    /// by the PNG renderer as by the SVG one; a drawable size reports nothing.
    @Test func theClampGoesToTheDiagnosticSink() {
        let snapshot = ViewSnapshot(size: CGSize(width: CGFloat.nan, height: 10),
                                    root: ViewSnapshot.Node(typeName: "UIView", center: .zero, bounds: CGRect(x: 0, y: 0, width: 10, height: 10)))
        let collector = DiagnosticCollector()
        var svg = ViewSVGRenderer()
        svg.diagnosticSink = collector.sink
        var png = ViewPNGRenderer(scale: 1)
        png.diagnosticSink = collector.sink
        _ = svg.render(snapshot)
        _ = png.render(snapshot)
        #expect(collector.diagnostics.count == 2)
        let kind = UIView.DiagnosticKind.undrawableViewSize.rawValue
        #expect(collector.diagnostics.allSatisfy { $0.domain == .view && $0.kind == kind && $0.message == snapshot.sizeDiagnostic })
        _ = svg.render(ViewSnapshot(capturing: UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))))
        #expect(collector.diagnostics.count == 2)
    }

    /// A drawable size gives no comment.
    @Test func aDrawableSizeHasNoDiagnostic() {
        let snapshot = ViewSnapshot(capturing: UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(snapshot.sizeDiagnostic == nil)
        #expect(!ViewSVGRenderer().render(snapshot).contains("<!--"))
    }
}
