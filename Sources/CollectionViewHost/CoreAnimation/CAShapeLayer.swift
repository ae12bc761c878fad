import CollectionGeometry

/// A layer that draws a path (Core Animation's `CAShapeLayer`): filled by ``fillRule`` with ``fillColor``, then
/// stroked with ``strokeColor``, from ``strokeStart`` to ``strokeEnd`` of its length. Pictures draw it.
open class CAShapeLayer: CALayer {
    /// The path drawn, in the layer's coordinates; nil draws nothing.
    open var path: CGPath?
    /// The fill's colour (default opaque black; nil fills nothing).
    open var fillColor: CGColor? = .black {
        didSet { valueDidChange(forKey: "fillColor", from: oldValue ?? .clear) }
    }
    /// How the inside of the path is decided (default `.nonZero`).
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// The stroke's colour (default nil: no stroke).
    open var strokeColor: CGColor? {
        didSet { valueDidChange(forKey: "strokeColor", from: oldValue ?? .clear) }
    }
    /// The stroke's width, in points (default 1).
    open var lineWidth: CGFloat = 1 {
        didSet { valueDidChange(forKey: "lineWidth", from: oldValue) }
    }
    /// The shape of the stroke's open ends (default `.butt`).
    open var lineCap: CAShapeLayerLineCap = .butt
    /// The shape of the stroke's corners (default `.miter`).
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// The miter limit (default 10); pictures draw mitred corners as SVG does, with this limit in the SVG.
    open var miterLimit: CGFloat = 10
    /// The lengths of the dashes and gaps, in points (nil: a solid stroke).
    open var lineDashPattern: [NSNumber]?
    /// How far into the dash pattern the stroke starts, in points.
    open var lineDashPhase: CGFloat = 0 {
        didSet { valueDidChange(forKey: "lineDashPhase", from: oldValue) }
    }
    /// Where the stroke starts, as a fraction of the path's length (default 0).
    open var strokeStart: CGFloat = 0 {
        didSet { valueDidChange(forKey: "strokeStart", from: oldValue) }
    }
    /// Where the stroke ends, as a fraction of the path's length (default 1).
    open var strokeEnd: CGFloat = 1 {
        didSet { valueDidChange(forKey: "strokeEnd", from: oldValue) }
    }

    override func copyProperties(of layer: CALayer) {
        super.copyProperties(of: layer)
        guard let shape = layer as? CAShapeLayer else { return }
        path = shape.path
        fillColor = shape.fillColor
        fillRule = shape.fillRule
        strokeColor = shape.strokeColor
        lineWidth = shape.lineWidth
        lineCap = shape.lineCap
        lineJoin = shape.lineJoin
        miterLimit = shape.miterLimit
        lineDashPattern = shape.lineDashPattern
        lineDashPhase = shape.lineDashPhase
        strokeStart = shape.strokeStart
        strokeEnd = shape.strokeEnd
    }

    override func makeCopy() -> CALayer { CAShapeLayer(layer: self) }
}

/// How a shape layer decides the inside of its path (Core Animation's `CAShapeLayerFillRule`).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The rule's name.
    public let rawValue: String
    /// Creates a rule from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Inside where the path winds around the point a non-zero number of times.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where a ray from the point crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The shape of a shape layer's stroke ends (Core Animation's `CAShapeLayerLineCap`).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The cap's name.
    public let rawValue: String
    /// Creates a cap from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The stroke stops at the end point.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle past the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// A half square past the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The shape of a shape layer's stroke corners (Core Animation's `CAShapeLayerLineJoin`).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The join's name.
    public let rawValue: String
    /// Creates a join from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sharp corners.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded corners.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Cut-off corners.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
