import CollectionGeometry

/// A pan that starts at an edge of the window (UIKit's `UIScreenEdgePanGestureRecognizer`): it fails unless the
/// first finger goes down within 20 points (chosen) of one of its ``edges`` of the hierarchy's root (the window).
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the pan may start from (default none: the recognizer never begins, as in UIKit).
    open var edges: UIRectEdge = []

    /// Whether `point`, in the root's coordinates, is near one of ``edges``.
    override func acceptsStart(at point: CGPoint) -> Bool {
        guard var root = view else { return false }
        while let parent = root.superview { root = parent }
        let size = root.bounds.size, band = GestureMetrics.screenEdgeBand
        return (edges.contains(.left) && point.x <= band) || (edges.contains(.right) && point.x >= size.width - band)
            || (edges.contains(.top) && point.y <= band) || (edges.contains(.bottom) && point.y >= size.height - band)
    }
}
