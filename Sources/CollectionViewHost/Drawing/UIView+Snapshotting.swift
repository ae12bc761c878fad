import CollectionGeometry
import Graphics

/// Snapshotting a view (UIKit's `UIView` snapshotting methods): its whole tree, as it shows now, drawn as view
/// pictures draw it (backgrounds, borders, rounded corners, shadows, layer contents, labels, images, controls and
/// what `draw(_:)` draws), through the drawer the rendering layer installs (see ``HierarchyDrawing``).
extension UIView {
    /// Draws a snapshot of the view's tree into the current graphics context, scaled to fill `rect` (in the
    /// context's user space), and returns whether it drew. The view is laid out first (whatever
    /// `afterUpdates` says: headless there are no screen updates to wait for), so
    /// `UIGraphicsImageRenderer(bounds: view.bounds).image { _ in view.drawHierarchy(in: view.bounds, afterScreenUpdates: true) }`
    /// gives the view's picture. False without a current context, for an empty or non-finite bounds size or
    /// `rect`, or before the rendering layer has installed its drawer.
    ///
    /// - Complexity: O(v + text) for v views, plus the layout pass.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        let rect = rect.standardized
        guard let context = UIGraphicsGetCurrentContext(), let drawer = HierarchyDrawing.view,
              [rect.origin.x, rect.origin.y, rect.width, rect.height].allSatisfy(\.isFinite), rect.width > 0, rect.height > 0
        else { return false }
        layoutIfNeeded()
        guard let size = HierarchyDrawing.drawableSize(bounds.size) else { return false }
        context.draw(drawer(self), size: size, in: rect)
        return true
    }

    /// A new view showing a snapshot of this view's tree as it shows now: the size of the bounds, at the origin,
    /// its layer's contents the picture (stretched when the snapshot view is resized). Later changes to this view
    /// do not show in it. An empty bounds size gives an empty view.
    ///
    /// - Complexity: O(v + text) for v views, plus the layout pass.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        layoutIfNeeded()
        return snapshotView(of: CGRect(origin: bounds.origin, size: bounds.size))
    }

    /// A new view showing the part `rect` (in the view's bounds' coordinates) of a snapshot of this view's tree,
    /// `rect`'s size. Headless the cap insets are kept out of it: a resized snapshot stretches as a whole.
    ///
    /// - Complexity: O(v + text) for v views, plus the layout pass.
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        layoutIfNeeded()
        return snapshotView(of: rect.standardized)
    }

    /// A view of `rect`'s size whose contents are the tree's drawing seen through `rect`.
    private func snapshotView(of rect: CGRect) -> UIView {
        let finite = [rect.origin.x, rect.origin.y, rect.width, rect.height].allSatisfy(\.isFinite)
        let snapshot = UIView(frame: CGRect(origin: .zero, size: finite ? rect.size : .zero))
        guard finite, let size = HierarchyDrawing.drawableSize(rect.size), let boundsSize = HierarchyDrawing.drawableSize(bounds.size),
              let drawer = HierarchyDrawing.view else { return snapshot }
        let context = CGContext(recordingSize: size)
        // The tree's drawing covers the bounds; `rect` is in the same coordinates.
        context.draw(drawer(self), size: boundsSize,
                     in: CGRect(x: bounds.minX - rect.minX, y: bounds.minY - rect.minY, width: boundsSize.width, height: boundsSize.height))
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : UIGraphicsImageRendererFormat.headlessScreenScale
        snapshot.layer.contents = UIImage(recording: context.recording, scale: scale, opaque: false)
        return snapshot
    }
}
