import CollectionGeometry

/// What a layer asks of the object that manages it (Core Animation's `CALayerDelegate`); a view is its layer's
/// delegate. Every method has a default that does nothing.
@MainActor
public protocol CALayerDelegate: AnyObject {
    /// Redraws the layer's content (called by `displayIfNeeded()`).
    func display(_ layer: CALayer)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    /// Does nothing.
    public func display(_ layer: CALayer) {}
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
}
