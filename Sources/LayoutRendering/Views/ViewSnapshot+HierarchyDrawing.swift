import OpenCompositionalLayout

extension ViewSnapshot {
    /// Lets views and layers draw their trees into graphics contexts (beyond UIKit): installs the drawers behind
    /// `UIView.drawHierarchy(in:afterScreenUpdates:)`, `snapshotView(afterScreenUpdates:)` and
    /// `CALayer.render(in:)`, which draw a tree as `ViewSnapshot(capturing:)` captures it and
    /// ``ViewSVGRenderer`` and ``ViewPNGRenderer`` draw it. Capturing any view installs them; call this once before
    /// drawing a hierarchy in code that has not captured one yet. Calling it again does nothing.
    ///
    /// - Complexity: O(1).
    @MainActor
    public static func installHierarchyDrawing() {
        guard HierarchyDrawing.view == nil || HierarchyDrawing.layer == nil else { return }
        HierarchyDrawing.view = { view in ViewSnapshot(capturing: view).drawing() }
        HierarchyDrawing.layer = { layer in ViewSnapshot(capturingLayer: layer).drawing() }
    }

    /// Captures a layer and its visible sublayers as they show now, the layer at its own bounds' origin (its
    /// position, anchor point and transform left out, as `render(in:)` draws in the layer's coordinates). A
    /// sublayer that backs a view is captured as that view at its centre, with its transform. Colours are resolved
    /// with the layer's view's traits, or the current traits for a layer of its own.
    ///
    /// - Complexity: O(l + text) for l layers and views.
    @MainActor
    init(capturingLayer layer: CALayer) {
        let traits = layer.backedView?.traitCollection ?? UITraitCollection.current
        let size = layer.bounds.size
        let placed = Self.layerNode(of: layer, traits: traits) { view in
            Self.node(of: view, center: view.center, transform: view.transform)
        }
        var root = placed ?? Node(typeName: String(describing: type(of: layer)), center: .zero, bounds: CGRect(origin: .zero, size: size))
        root.center = CGPoint(x: size.width / 2, y: size.height / 2)
        root.transform = .identity
        self.init(size: size, root: root)
    }
}
