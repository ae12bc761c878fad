import CollectionGeometry

/// How a layer's ``CALayer/contents`` fills its bounds (Core Animation's `CALayerContentsGravity`).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The gravity's name.
    public let rawValue: String
    /// Creates a gravity from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Stretched to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping its aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill the bounds, keeping its aspect ratio (overflowing them).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
    /// Unscaled, centred.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Unscaled, at the top edge, centred across.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Unscaled, at the bottom edge, centred across.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Unscaled, at the left edge, centred down.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Unscaled, at the right edge, centred down.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// Unscaled, in the top-left corner.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// Unscaled, in the top-right corner.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// Unscaled, in the bottom-left corner.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// Unscaled, in the bottom-right corner.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
}
