import CollectionGeometry
import Graphics

extension CALayer {
    /// Draws the layer and its sublayers, as they show now, into `ctx` in the layer's own coordinates (its bounds
    /// land on `bounds` in user space), as pictures draw them: a view's layer draws its view's tree. Nothing is
    /// drawn for an empty or non-finite bounds size, or before the rendering layer has installed its drawer (see
    /// ``UIView/drawHierarchy(in:afterScreenUpdates:)``).
    ///
    /// - Complexity: O(l + text) for l layers and views.
    public func render(in ctx: CGContext) {
        guard let size = HierarchyDrawing.drawableSize(bounds.size) else { return }
        let drawing: Drawing?
        if let view = owningView { drawing = HierarchyDrawing.view?(view) } else { drawing = HierarchyDrawing.layer?(self) }
        guard let drawing else { return }
        ctx.draw(drawing, size: size, in: CGRect(origin: bounds.origin, size: size))
    }
}
