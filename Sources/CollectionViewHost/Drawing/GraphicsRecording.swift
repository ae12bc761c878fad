import CollectionGeometry
import Graphics

/// What was drawn into a ``CGContext``, as values (beyond UIKit): the fills, strokes, images and clips in the order
/// they were drawn, in the context's own coordinates (points, origin at the top left, y down, as UIKit's contexts
/// are), with the current transform already applied to each path. A view's `draw(_:)` and a
/// ``UIGraphicsImageRenderer``'s actions are recorded this way, so view pictures draw them as shapes at any scale.
///
/// Colours are kept as given (a dynamic colour is resolved when the recording is drawn, with the drawing view's
/// traits); the context's alpha travels beside each colour.
public struct GraphicsRecording: Hashable, Sendable {
    /// How a path was stroked.
    public struct Stroke: Hashable, Sendable {
        /// The line width, in the context's coordinates (the transform's scale applied).
        public var lineWidth: CGFloat
        /// How open ends are drawn.
        public var lineCap: CGLineCap
        /// How segments join.
        public var lineJoin: CGLineJoin
        /// The limit past which miter joins are beveled.
        public var miterLimit: CGFloat
        /// The dash lengths (empty: a solid line), in the context's coordinates.
        public var dash: [CGFloat]
        /// How far into the dash pattern the line starts.
        public var dashPhase: CGFloat

        /// A stroke of `lineWidth` with the given style.
        public init(lineWidth: CGFloat, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                    dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
            self.lineWidth = lineWidth
            self.lineCap = lineCap
            self.lineJoin = lineJoin
            self.miterLimit = miterLimit
            self.dash = dash
            self.dashPhase = dashPhase
        }
    }

    /// One drawing step.
    public enum Command: Hashable, Sendable {
        /// A path filled with a colour at an alpha, by a rule.
        case fill(CGPath, color: UIColor, alpha: CGFloat, rule: CGPathFillRule)
        /// A path stroked with a colour at an alpha.
        case stroke(CGPath, color: UIColor, alpha: CGFloat, stroke: Stroke)
        /// An image drawn into a rectangle (the bounding box of the transformed rectangle) at an alpha.
        case image(UIImage, in: CGRect, alpha: CGFloat)
        /// Attributed text laid out in lines, its box's top left at the transform's origin (the text's user space
        /// mapped to the context's coordinates by `transform`).
        case text(AttributedTextLayout, transform: CGAffineTransform)
        /// A rectangle made transparent (`clear(_:)`): what was drawn there before is erased.
        case clear(CGRect)
        /// A path's inside by a rule made transparent (a fill in the `.clear` or `.copy` blend mode): what was drawn
        /// there before is erased.
        case erase(CGPath, rule: CGPathFillRule)
        /// A finished drawing (a view's or layer's tree, from `drawHierarchy(in:afterScreenUpdates:)` or
        /// `render(in:)`), mapped to the context's coordinates by `transform` and faded by `alpha`.
        case drawing(Drawing, transform: CGAffineTransform, alpha: CGFloat)
        /// What follows, until the matching ``endClip``, is clipped to a path by a rule.
        case beginClip(CGPath, rule: CGPathFillRule)
        /// Ends the innermost clip.
        case endClip
    }

    /// The size of the drawing surface: a view's bounds, or an image renderer's size.
    public var size: CGSize
    /// The steps, in drawing order; every ``Command/beginClip(_:rule:)`` has its ``Command/endClip``.
    public var commands: [Command]

    /// Whether the surface is opaque (an image renderer whose format is `opaque`): it starts black, as an opaque
    /// bitmap context does, and its pixels have no alpha. Otherwise it starts transparent.
    public var isOpaque: Bool

    /// A recording of `commands` on a surface of `size`, transparent unless `isOpaque`.
    public init(size: CGSize, commands: [Command] = [], isOpaque: Bool = false) {
        self.size = size
        self.commands = commands
        self.isOpaque = isOpaque
    }

    /// Whether nothing was drawn.
    ///
    /// - Complexity: O(n) for n commands.
    public var isEmpty: Bool {
        !commands.contains { command in
            switch command {
            case .fill, .stroke, .image, .text, .clear, .erase, .drawing: true
            case .beginClip, .endClip: false
            }
        }
    }
}
