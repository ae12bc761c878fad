import ImageCodec
import OpenCompositionalLayout

/// A view hierarchy as it draws, captured as values after layout (beyond UIKit): what ``ViewSVGRenderer`` and
/// ``ViewPNGRenderer`` draw, so that snapshot tests of real screens run on Linux.
///
/// Each ``Node`` is one visible view or layer: its place in its superview, its transform, opacity, background,
/// corner radius, border, shadow, mask and clipping, what it draws itself (a label's lines, an image view's image, a
/// list cell's accessories, a shape or gradient layer's drawing, a layer's contents) and its visible sublayers
/// (the subviews' layers among them), back to front. Layers are captured as they show at the animation clock's
/// current time (their presentation values). Hidden views and views with an alpha of 0 are left
/// out, as they draw nothing. Colours are resolved with each view's own trait collection.
public struct ViewSnapshot: Hashable, Sendable {
    /// The size of the picture: the captured view's bounds.
    public var size: CGSize
    /// The captured view.
    public var root: Node

    /// Creates a snapshot from its values.
    public init(size: CGSize, root: Node) {
        self.size = size
        self.root = root
    }

    /// ``size`` as it can be drawn (beyond UIKit): each side that is not finite, or negative, is 0 (a view can be
    /// given any size; a picture cannot be infinite or NaN points wide).
    ///
    /// - Complexity: O(1).
    public var drawableSize: CGSize {
        CGSize(width: Self.drawableLength(size.width), height: Self.drawableLength(size.height))
    }

    /// Why ``size`` cannot be drawn as it is (beyond UIKit), or nil when it can: the renderers draw
    /// ``drawableSize`` instead, report this to their diagnostic sink (a ``Diagnostic`` of domain `view`, kind
    /// `undrawableViewSize`), and the SVG says so in a comment.
    ///
    /// - Complexity: O(1).
    public var sizeDiagnostic: String? {
        guard drawableSize != size else { return nil }
        return "the view's size, \(size.width) × \(size.height), cannot be drawn: it is drawn as "
            + "\(drawableSize.width) × \(drawableSize.height)"
    }

    /// `length` when it is finite and positive, 0 otherwise.
    static func drawableLength(_ length: CGFloat) -> CGFloat { length.isFinite ? max(0, length) : 0 }

    /// One visible view.
    public struct Node: Hashable, Sendable {
        /// The view's class name (the SVG's `data-view` attribute).
        public var typeName: String
        /// The view's `center`, in its superview's bounds coordinates.
        public var center: CGPoint
        /// The view's `bounds`: its size, and the origin its subviews are placed from (a scroll view's offset).
        public var bounds: CGRect
        /// The view's `transform`, about its centre.
        public var transform: CGAffineTransform
        /// The view's `alpha` (0…1), which also fades its subviews.
        public var alpha: Double
        /// The background colour, nil when clear.
        public var background: LayoutSnapshot.Paint?
        /// The layer's corner radius (clamped to half the shorter side when drawn).
        public var cornerRadius: CGFloat
        /// The layer's border width (drawn inside the bounds, as Core Animation draws it).
        public var borderWidth: CGFloat
        /// The layer's border colour, nil when clear.
        public var borderPaint: LayoutSnapshot.Paint?
        /// Whether subviews are clipped to the bounds (`clipsToBounds`, `layer.masksToBounds`).
        public var clipsToBounds: Bool
        /// What the view draws itself, under its subviews.
        public var content: [Content]
        /// The visible subviews, back to front.
        public var children: [Node]
        /// Which corners ``cornerRadius`` rounds (the layer's `maskedCorners`; all four by default).
        public var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        /// How the corners curve (the layer's `cornerCurve`; see ``ViewSnapshot/outline(of:radius:corners:curve:)``).
        public var cornerCurve: CALayerCornerCurve = .circular
        /// The shadow drawn beneath the node, or nil.
        public var shadow: Shadow?
        /// The shape the node and its children are clipped to (the layer's `mask`), in the node's bounds
        /// coordinates with the origin at the top left, or nil.
        public var mask: DrawingShape?

        /// Creates a node from its values.
        public init(typeName: String, center: CGPoint, bounds: CGRect, transform: CGAffineTransform = .identity,
                    alpha: Double = 1, background: LayoutSnapshot.Paint? = nil, cornerRadius: CGFloat = 0,
                    borderWidth: CGFloat = 0, borderPaint: LayoutSnapshot.Paint? = nil, clipsToBounds: Bool = false,
                    content: [Content] = [], children: [Node] = []) {
            self.typeName = typeName
            self.center = center
            self.bounds = bounds
            self.transform = transform
            self.alpha = alpha
            self.background = background
            self.cornerRadius = cornerRadius
            self.borderWidth = borderWidth
            self.borderPaint = borderPaint
            self.clipsToBounds = clipsToBounds
            self.content = content
            self.children = children
        }

        /// The view's frame in its superview when its transform is a translation or none (UIKit's `frame`).
        public var untransformedFrame: CGRect {
            CGRect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height)
        }
    }

    /// A layer's shadow: its shape blurred, offset and painted beneath the layer.
    public struct Shadow: Hashable, Sendable {
        /// The shape, in the node's bounds coordinates (origin at the top left): the layer's `shadowPath`, or its
        /// own outline.
        public var shape: DrawingShape
        /// The colour, its opacity times the layer's `shadowOpacity`.
        public var paint: LayoutSnapshot.Paint
        /// The offset (the layer's `shadowOffset`).
        public var offset: CGSize
        /// The blur radius (the layer's `shadowRadius`), drawn as a Gaussian blur with half of it as its standard
        /// deviation.
        public var radius: CGFloat

        /// Creates a shadow from its values.
        public init(shape: DrawingShape, paint: LayoutSnapshot.Paint, offset: CGSize, radius: CGFloat) {
            self.shape = shape
            self.paint = paint
            self.offset = offset
            self.radius = radius
        }
    }

    /// Something a view draws itself.
    public enum Content: Hashable, Sendable {
        /// Lines of text (a label).
        case text(Text)
        /// An image, in a rect of the view's bounds.
        case image(Image)
        /// A list cell's system accessory, in a rect of the view's bounds.
        case accessory(Accessory)
        /// Shapes, text and images in the view's bounds coordinates, drawn as they are: what a bar, a control, a
        /// list's chrome or a layer draws (named for the picture's readers by their figures and groups).
        case drawing(Drawing)
    }

    /// A label's text, broken into the lines it shows.
    public struct Text: Hashable, Sendable {
        /// The lines, top to bottom.
        public var lines: [Line]
        /// The font size, in points.
        public var fontSize: CGFloat
        /// The weight as CSS numbers it (100…900; 400 regular, 700 bold).
        public var fontWeight: Int
        /// The text colour.
        public var paint: LayoutSnapshot.Paint

        /// Creates a text from its values.
        public init(lines: [Line], fontSize: CGFloat, fontWeight: Int, paint: LayoutSnapshot.Paint) {
            self.lines = lines
            self.fontSize = fontSize
            self.fontWeight = fontWeight
            self.paint = paint
        }
    }

    /// One line of a label.
    public struct Line: Hashable, Sendable {
        /// Which end of the line sits at ``x``: its start, its middle or its end (a drawing's text anchor).
        public typealias Anchor = DrawingText.Anchor

        /// The text shown (with "…" where it was truncated).
        public var text: String
        /// The anchor's place across the view's bounds.
        public var x: CGFloat
        /// The baseline's place down the view's bounds.
        public var baseline: CGFloat
        /// The line's width as the text measurer gives it.
        public var width: CGFloat
        /// Which end of the line sits at ``x``.
        public var anchor: Anchor

        /// Creates a line from its values.
        public init(text: String, x: CGFloat, baseline: CGFloat, width: CGFloat, anchor: Anchor) {
            self.text = text
            self.x = x
            self.baseline = baseline
            self.width = width
            self.anchor = anchor
        }
    }

    /// An image an image view shows, in the rect its content mode gives it. An image made from PNG data carries its
    /// pixels (``bitmap``) and is drawn from them. Symbols, named images and images whose format is not decoded
    /// headless have no pixels: they are drawn as a neutral placeholder of their size, named on hover (SVG
    /// `<title>`).
    public struct Image: Hashable, Sendable {
        /// Where the image is drawn, in the view's bounds: the rect the image view's `contentMode` gives the image
        /// (reaching outside the bounds for `.scaleAspectFill`, and for the unscaled modes when the image is larger
        /// than the view).
        public var rect: CGRect
        /// The image's name: the symbol's system name, or the asset name; empty for a bitmap that has none.
        public var name: String
        /// Whether the image is a symbol.
        public var isSymbol: Bool
        /// The tint: for a symbol or a template placeholder, its colour; for a bitmap, the colour it is drawn in
        /// through its alpha (a template image, or one made with `withTintColor(_:)`); nil for a bitmap drawn in
        /// its own colours.
        public var tint: LayoutSnapshot.Paint?
        /// The pixels, for an image made from PNG data; nil for a placeholder.
        public var bitmap: Bitmap?

        /// Creates an image from its values.
        public init(rect: CGRect, name: String, isSymbol: Bool, tint: LayoutSnapshot.Paint?, bitmap: Bitmap? = nil) {
            self.rect = rect
            self.name = name
            self.isSymbol = isSymbol
            self.tint = tint
            self.bitmap = bitmap
        }
    }

    /// A list cell's system accessory, drawn as its glyph.
    public struct Accessory: Hashable, Sendable {
        /// The accessories this snapshot draws.
        public enum Kind: String, Hashable, Sendable {
            /// A trailing chevron.
            case disclosureIndicator
            /// A circled "i".
            case detail
            /// A checkmark.
            case checkmark
            /// A red circle with a minus.
            case delete
            /// A green circle with a plus.
            case insert
            /// Three horizontal bars.
            case reorder
            /// An empty selection circle.
            case multiselect
            /// A disclosure triangle, pointing down when expanded, right when collapsed.
            case outlineExpanded, outlineCollapsed
            /// An up-and-down chevron.
            case popUpMenu
            /// A text (its ``text``).
            case label
            /// A custom view's box.
            case customView
        }

        /// The accessory.
        public var kind: Kind
        /// Where its glyph is drawn, in the cell's bounds.
        public var rect: CGRect
        /// The glyph's colour.
        public var paint: LayoutSnapshot.Paint
        /// The text of a label accessory.
        public var text: String?

        /// Creates an accessory from its values.
        public init(kind: Kind, rect: CGRect, paint: LayoutSnapshot.Paint, text: String? = nil) {
            self.kind = kind
            self.rect = rect
            self.paint = paint
            self.text = text
        }
    }
}
