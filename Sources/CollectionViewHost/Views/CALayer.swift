import CollectionGeometry

/// A colour as Core Graphics sees it. Headless there is no separate Core Graphics colour type, so
/// `UIColor.cgColor` hands back the same RGBA value; `layer.borderColor = UIColor.red.cgColor` compiles unchanged.
public typealias CGColor = UIColor

extension UIColor {
    /// The colour as a Core Graphics colour (the same value headless; see ``CGColor``).
    public var cgColor: CGColor { self }
}

/// The backing layer of a view (Core Animation's `CALayer`), headless: it only stores the
/// appearance properties apps set (corner radius, border, masking, shadow) so that code which configures
/// them compiles and can be inspected. Nothing is drawn.
open class CALayer {
    /// The radius of the rounded corners, in points.
    open var cornerRadius: CGFloat = 0
    /// Which corners ``cornerRadius`` rounds (default: all four). Stored; view pictures round every corner.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// How the rounded corners curve (default `.circular`). Stored; view pictures draw circular corners.
    open var cornerCurve: CALayerCornerCurve = .circular
    /// The width of the border, in points.
    open var borderWidth: CGFloat = 0
    /// The colour of the border; UIKit's default is opaque black.
    open var borderColor: CGColor? = .black
    /// Whether sublayers (and, for a view's layer, subviews) are clipped to the layer's bounds.
    /// A view's `clipsToBounds` reads and writes this property, as in UIKit.
    open var masksToBounds = false
    /// The layer's background colour.
    open var backgroundColor: CGColor?
    /// The opacity of the shadow, 0 to 1; 0 (no shadow) by default.
    open var shadowOpacity: Float = 0
    /// The blur radius of the shadow; UIKit's default is 3.
    open var shadowRadius: CGFloat = 3
    /// The offset of the shadow; UIKit's default is (0, -3).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The colour of the shadow; UIKit's default is opaque black.
    open var shadowColor: CGColor? = .black
    /// The shape of the shadow, when the app gives one (default nil: the layer's own shape). Stored.
    open var shadowPath: CGPath?
    /// The layer's opacity, 0 to 1.
    open var opacity: Float = 1

    /// Creates a layer with UIKit's default appearance.
    public init() {}
}
