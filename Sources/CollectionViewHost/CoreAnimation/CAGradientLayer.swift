import CollectionGeometry

/// A layer that draws a colour gradient over its bounds (Core Animation's `CAGradientLayer`), above its
/// background. Pictures draw it: axial and radial gradients exactly, conic ones approximated (see
/// ``CAGradientLayerType/conic``).
open class CAGradientLayer: CALayer {
    /// The colours, as `CGColor`s (`UIColor.red.cgColor`); other elements are skipped. Nil draws nothing.
    open var colors: [Any]?
    /// Where each colour stops, 0…1, in order (nil: spread evenly).
    open var locations: [NSNumber]?
    /// Where the gradient starts, in the unit square of the bounds (default (0.5, 0), the top centre).
    open var startPoint = CGPoint(x: 0.5, y: 0) {
        didSet { valueDidChange(forKey: "startPoint", from: oldValue) }
    }
    /// Where the gradient ends, in the unit square of the bounds (default (0.5, 1), the bottom centre).
    open var endPoint = CGPoint(x: 0.5, y: 1) {
        didSet { valueDidChange(forKey: "endPoint", from: oldValue) }
    }
    /// The kind of gradient (default `.axial`).
    open var type: CAGradientLayerType = .axial

    override func copyProperties(of layer: CALayer) {
        super.copyProperties(of: layer)
        guard let gradient = layer as? CAGradientLayer else { return }
        colors = gradient.colors
        locations = gradient.locations
        startPoint = gradient.startPoint
        endPoint = gradient.endPoint
        type = gradient.type
    }

    override func makeCopy() -> CALayer { CAGradientLayer(layer: self) }
}

/// The kind of a gradient layer (Core Animation's `CAGradientLayerType`).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The kind's name.
    public let rawValue: String
    /// Creates a kind from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Colours change along the line from the start point to the end point.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Colours change with the distance from the start point: an ellipse whose radii are the end point's offsets
    /// from it.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Colours change with the angle around the start point, from the direction of the end point. Pictures
    /// approximate it headless: the angle is measured by a polygonal pseudo-angle (exact at every eighth of a
    /// turn, within a few degrees between), so no trigonometry reaches the pixels.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
