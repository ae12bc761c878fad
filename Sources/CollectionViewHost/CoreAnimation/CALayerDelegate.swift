import CollectionGeometry

/// What a layer asks of the object that manages it (Core Animation's `CALayerDelegate`); a view is its layer's
/// delegate. Every method has a default: `display(_:)` lets the layer draw itself, the others do nothing.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Redraws the layer's content (called by `displayIfNeeded()`).
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx` (called by the layer's `draw(in:)`).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action for `event` on `layer`, ending the layer's search: an action, `NSNull` for none, or nil to let
    /// the layer search on (``CALayer/action(forKey:)``).
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    /// Lets the layer draw itself (its ``CALayer/display()``), as Core Animation does for a delegate that does not
    /// implement this method.
    public func display(_ layer: CALayer) { layer.display() }
    /// Does nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// Nil: the layer searches on.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
