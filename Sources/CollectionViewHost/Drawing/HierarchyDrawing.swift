import CollectionGeometry
import Graphics

/// How a view's or a layer's tree becomes one ``Drawing`` (beyond UIKit), for ``UIView/drawHierarchy(in:afterScreenUpdates:)``,
/// ``UIView/snapshotView(afterScreenUpdates:)`` and ``CALayer/render(in:)``.
///
/// View pictures are drawn by the rendering layer, which sits above this module (labels, controls and bars are
/// drawn there), so this module cannot draw a tree itself: the rendering layer installs the two drawers here the
/// first time it is used (any view snapshot, renderer or snapshot strategy), and an app or test that draws
/// hierarchies before that calls its installer once. Until then a tree draws nothing and `drawHierarchy` returns
/// false.
@MainActor
package enum HierarchyDrawing {
    /// Draws a view and its visible subviews, as it shows now, in its bounds' coordinates (its bounds' origin at
    /// the drawing's top left, `bounds.size` points); nil draws nothing.
    package static var view: ((UIView) -> Drawing)?
    /// Draws a layer and its visible sublayers, as they show now, in the layer's bounds' coordinates.
    package static var layer: ((CALayer) -> Drawing)?

    /// `size` when both sides are finite and positive, else nil.
    static func drawableSize(_ size: CGSize) -> CGSize? {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return nil }
        return size
    }
}
