import CollectionGeometry

/// How a shape's outline, or a text run's halo, is stroked (beyond UIKit; Core Graphics' line attributes): its
/// paint, its width, its dash pattern, and the shapes of its ends and corners.
///
/// The SVG back end writes every attribute. The PNG back end paints a stroke of a rectangle as a band centred on
/// its edges, moved to whole pixels (inwards when it falls on half pixels), so boxes stay crisp; a stroke of a
/// rounded rectangle as a ring; a stroke of a path as a band along each segment, with round ends and corners when
/// the cap and join are round; a dashed stroke cut into its dashes as SVG cuts it (from the start of the outline, a
/// rectangle's from its top-left corner clockwise).
public struct DrawingStroke: Hashable, Sendable {
    /// The shape of a stroke's open ends.
    public enum LineCap: String, Hashable, Sendable {
        /// The stroke stops at the end point.
        case butt
        /// A half circle past the end point.
        case round
        /// A half square past the end point.
        case square
    }

    /// The shape of a stroke's corners.
    public enum LineJoin: String, Hashable, Sendable {
        /// Sharp corners.
        case miter
        /// Rounded corners.
        case round
        /// Cut-off corners.
        case bevel
    }

    /// The colour and opacity.
    public var paint: DrawingPaint
    /// The width in points (not finite or not positive: nothing is stroked).
    public var lineWidth: CGFloat
    /// The lengths of the dashes and gaps, in points; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the stroke starts, in points (SVG's `stroke-dashoffset`; Core Graphics'
    /// dash phase).
    public var dashPhase: CGFloat = 0
    /// The shape of the ends.
    public var lineCap: LineCap
    /// The shape of the corners.
    public var lineJoin: LineJoin

    /// A stroke of `paint`, `lineWidth` points wide.
    public init(_ paint: DrawingPaint, lineWidth: CGFloat = 1, dash: [CGFloat] = [], lineCap: LineCap = .butt,
                lineJoin: LineJoin = .miter) {
        self.paint = paint
        self.lineWidth = lineWidth
        self.dash = dash
        self.lineCap = lineCap
        self.lineJoin = lineJoin
    }

    /// The width when it can be drawn, else 0.
    var drawableWidth: CGFloat { lineWidth.isFinite && lineWidth > 0 ? lineWidth : 0 }

    /// The dash pattern both back ends draw, or nil for a solid line: a pattern with a length that is negative or
    /// not finite, or with no length above 0, is drawn solid (SVG ignores such a `stroke-dasharray`).
    var drawableDash: [CGFloat]? {
        dash.allSatisfy({ $0.isFinite && $0 >= 0 }) && dash.contains(where: { $0 > 0 }) ? dash : nil
    }
}
