import Foundation
import OpenCompositionalLayout

/// Draws a ``ViewSnapshot`` as SVG (beyond UIKit): the snapshot's one ``Drawing`` (see
/// ``ViewSnapshot``'s drawing, which ``ViewPNGRenderer`` paints too), written by ``Drawing/svg(decimals:clipPrefix:)``,
/// so that the picture reads like the hierarchy: one `<g data-view="…">` per view, nested as the views are.
///
/// A view's group is moved to its place with `transform="translate(x y)"` (its untransformed frame's origin), or,
/// when it has a transform, the `matrix` of its transform about its centre; its bounds origin moves its subviews (a
/// scroll view's offset). Inside: the background as a `<rect>` with `rx` for the corner radius, the view's own
/// content (a label's lines as `<text>`, a bitmap image as an `<image>` holding a PNG data URI, another image as a
/// placeholder `<rect>` with its name in a `<title>`, accessories as glyph paths), then the subviews, clipped to
/// the bounds when the view clips (a nested `<svg>`, or a `<clipPath>` for rounded corners), and the border on top,
/// drawn inside the bounds as Core Animation draws it. `opacity` carries the alpha. Numbers are written with at most
/// two decimals, without locale, so the same snapshot always gives the same bytes; every text is escaped.
///
/// A bitmap's data URI is the PNG that ``PNGEncoder`` writes for its pixels (8-bit RGBA, the same bytes for the
/// same pixels), stretched over the image rect (`preserveAspectRatio="none"`); a template or tinted bitmap is
/// written in its tint with its own alpha.
///
/// A snapshot whose size cannot be drawn is drawn at its ``ViewSnapshot/drawableSize``: the SVG says why in a
/// comment, and the diagnostic goes to ``diagnosticSink``.
public struct ViewSVGRenderer: Sendable {
    /// The font stack text is drawn with (the system font first, as on the device).
    public static let fontFamily = SVGRenderer.fontFamily

    /// Where a snapshot of undrawable size is reported; nil: ``DiagnosticSink/current``.
    public var diagnosticSink: DiagnosticSink?

    /// Creates a renderer.
    public init() {}

    /// The SVG document of `snapshot`, `snapshot.size` points large.
    /// - Complexity: O(v + text) for v views.
    public func render(_ snapshot: ViewSnapshot) -> String {
        let body = snapshot.drawing(reportingTo: diagnosticSink).svg(decimals: 2, clipPrefix: "clip")
        let size = snapshot.drawableSize
        let width = DisplayNumber.compact(size.width), height = DisplayNumber.compact(size.height)
        let note = snapshot.sizeDiagnostic.map { "<!-- \(MarkupEscaping.comment($0)) -->\n" } ?? ""
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\""
            + " font-family=\"\(Self.fontFamily)\">\n" + note + body + "</svg>\n"
    }
}
