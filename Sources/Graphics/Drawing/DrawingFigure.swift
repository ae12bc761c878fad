import CollectionGeometry

/// A shape filled, stroked or both, named for the picture's readers (beyond UIKit): the fill is painted first,
/// then the stroke over it, as Core Graphics' `drawPath(using: .fillStroke)` does.
///
/// ``name`` becomes the SVG element's `class`, ``title`` its `<title>` (a tooltip), and each entry of
/// ``metadata`` a `data-` attribute; the PNG back end draws none of them.
public struct DrawingFigure: Hashable, Sendable {
    /// The outline.
    public var shape: DrawingShape
    /// The fill's paint, or nil for none.
    public var fill: DrawingPaint?
    /// The stroke, or nil for none.
    public var stroke: DrawingStroke?
    /// A name for the picture's readers (the SVG `class`), or nil.
    public var name: String?
    /// A tooltip (the SVG `<title>`), or nil.
    public var title: String?
    /// Values for the picture's readers, written as `data-KEY` attributes in key order (keys reduced to
    /// lower-case letters, digits and hyphens).
    public var metadata: [String: String]
    /// A gradient that fills the shape in place of ``fill`` (beyond Core Graphics' single paint), or nil.
    public var gradient: DrawingGradient?
    /// How much the figure is blurred, as the standard deviation of a Gaussian blur in points (0: sharp; a
    /// shadow). SVG blurs it with `feGaussianBlur`; the PNG back end with three passes of an integer box blur of
    /// about the same spread, so the pixels are the same on every machine.
    public var blur: CGFloat = 0

    /// `shape` filled with `fill` and stroked with `stroke`, named `name`, with the tooltip `title`.
    public init(_ shape: DrawingShape, fill: DrawingPaint? = nil, stroke: DrawingStroke? = nil, name: String? = nil,
                title: String? = nil, metadata: [String: String] = [:]) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
        self.name = name
        self.title = title
        self.metadata = metadata
    }
}
