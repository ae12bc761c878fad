import CollectionGeometry

extension UIScreen {
    /// A new view the screen's size showing a snapshot of the app's visible windows, each at its frame, in the
    /// order ``UIApplication/windows`` lists them (later ones on top).
    ///
    /// - Complexity: O(v + text) for v views in the windows.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView {
        let size = bounds.size
        let snapshot = UIView(frame: CGRect(origin: .zero, size: size))
        guard let drawable = HierarchyDrawing.drawableSize(size), let drawer = HierarchyDrawing.view else { return snapshot }
        let context = CGContext(recordingSize: drawable)
        for window in UIApplication.shared.windows where !window.isHidden {
            window.layoutIfNeeded()
            guard let windowSize = HierarchyDrawing.drawableSize(window.bounds.size) else { continue }
            context.draw(drawer(window), size: windowSize, in: window.frame)
        }
        snapshot.layer.contents = UIImage(recording: context.recording, scale: scale, opaque: false)
        return snapshot
    }
}
