import CollectionGeometry

/// A run of text on one line (beyond UIKit): its anchor point on the baseline, its font size and CSS weight, its
/// paint, and the width the layout's text measurer gives it, which both back ends draw it at (the SVG as its
/// `textLength`, the PNG by scaling each glyph to its measured advance).
public struct DrawingText: Hashable, Sendable {
    /// Which point of the run ``position`` is.
    public enum Anchor: String, Hashable, Sendable {
        /// The run's start (its left edge).
        case start
        /// Its middle.
        case middle
        /// Its end (its right edge).
        case end
    }

    /// The text.
    public var text: String
    /// The anchor point, on the baseline.
    public var position: CGPoint
    /// Which point of the run ``position`` is.
    public var anchor: Anchor
    /// The font size in points.
    public var fontSize: CGFloat
    /// The CSS font weight (400 regular, 600 semibold, 700 bold).
    public var weight: Int
    /// The colour and opacity.
    public var paint: DrawingPaint
    /// The run's width as measured (``PictureFont/width(of:size:weight:)`` at ``fontSize``); 0 for none.
    public var advance: CGFloat
    /// An outline stroked around the glyphs under them (a label's halo, which keeps lines behind it from
    /// striking it through), or nil. The PNG back end paints it as copies of the run shifted by half its width in
    /// eight directions, in one fill.
    public var halo: DrawingStroke?
    /// A name for the picture's readers (the SVG `class`), or nil.
    public var name: String?

    /// A run of `text` anchored at `position`, its width measured by ``PictureFont``.
    public init(_ text: String, at position: CGPoint, anchor: Anchor = .start, fontSize: CGFloat, weight: Int = 400,
                paint: DrawingPaint, halo: DrawingStroke? = nil, name: String? = nil) {
        self.init(text, at: position, anchor: anchor, fontSize: fontSize, weight: weight, paint: paint,
                  advance: CGFloat(PictureFont.width(of: text, size: Double(fontSize), weight: weight)), halo: halo, name: name)
    }

    /// A run of `text` anchored at `position` and `advance` points wide.
    public init(_ text: String, at position: CGPoint, anchor: Anchor = .start, fontSize: CGFloat, weight: Int = 400,
                paint: DrawingPaint, advance: CGFloat, halo: DrawingStroke? = nil, name: String? = nil) {
        self.text = text
        self.halo = halo
        self.name = name
        self.position = position
        self.anchor = anchor
        self.fontSize = fontSize
        self.weight = weight
        self.paint = paint
        self.advance = advance
    }
}
