import CollectionGeometry

/// The layer tree (Core Animation's sublayer API).
extension CALayer {
    /// The sublayers, back to front, or nil when there are none. A view's layer lists its subviews' layers in the
    /// subviews' order, with the layers added to it directly where they were put. Setting it replaces the
    /// standalone sublayers (a view's layer keeps its subviews' layers).
    ///
    /// - Complexity: O(n) for n sublayers.
    public var sublayers: [CALayer]? {
        get {
            let list = reconciledSublayers()
            return list.isEmpty ? nil : list
        }
        set {
            for layer in storedSublayers where layer.owningView == nil || layer.owningView?.superview !== owningView {
                layer.storedSuperlayer = nil
            }
            storedSublayers = storedSublayers.filter(isSubviewLayer)
            for layer in newValue ?? [] where !isSubviewLayer(layer) {
                layer.removeFromSuperlayer()
                layer.storedSuperlayer = self
                storedSublayers.append(layer)
            }
        }
    }

    /// The layer this one is a sublayer of: for a view's layer, its superview's layer.
    public var superlayer: CALayer? {
        if let owningView { return owningView.superview?.layer ?? storedSuperlayer }
        return storedSuperlayer
    }

    /// Appends `layer` to the sublayers (in front of them all), taking it from its previous superlayer. A view's
    /// layer added to another view's layer moves the view there, as a subview at the front.
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(clamping: reconciledSublayers().count))
    }

    /// Inserts `layer` into the sublayers at `idx` (clamped to their range), taking it from its previous
    /// superlayer.
    ///
    /// - Complexity: O(n) for n sublayers.
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard layer !== self, !layer.isAncestor(of: self) else { return }
        if let view = layer.owningView, let owner = owningView {
            // A view's layer moves with its view.
            if view.superview !== owner { owner.addSubview(view) }
        } else {
            layer.removeFromSuperlayer()
            layer.storedSuperlayer = self
        }
        var list = reconciledSublayers().filter { $0 !== layer }
        list.insert(layer, at: min(Int(idx), list.count))
        storedSublayers = list
    }

    /// Inserts `layer` just below `sibling` (at the back when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let list = reconciledSublayers().filter { $0 !== layer }
        insertSublayer(layer, at: UInt32(clamping: list.firstIndex { $0 === sibling } ?? 0))
    }

    /// Inserts `layer` just above `sibling` (at the front when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let list = reconciledSublayers().filter { $0 !== layer }
        insertSublayer(layer, at: UInt32(clamping: list.firstIndex { $0 === sibling }.map { $0 + 1 } ?? list.count))
    }

    /// Puts `newLayer` in `oldLayer`'s place; nothing happens when `oldLayer` is not a sublayer.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = reconciledSublayers().firstIndex(where: { $0 === oldLayer }), oldLayer !== newLayer else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(clamping: index))
    }

    /// Takes the layer out of its superlayer; a view's layer takes its view out of its superview.
    public func removeFromSuperlayer() {
        if let owningView, owningView.superview != nil {
            owningView.removeFromSuperview()
            return
        }
        guard let parent = storedSuperlayer else { return }
        parent.storedSublayers.removeAll { $0 === self }
        storedSuperlayer = nil
    }

    /// Whether `layer` lies in this layer's tree below it.
    private func isAncestor(of layer: CALayer) -> Bool {
        var current = layer.superlayer
        while let parent = current {
            if parent === self { return true }
            current = parent.superlayer
        }
        return false
    }

    /// Whether `layer` is the layer of one of this layer's view's subviews.
    private func isSubviewLayer(_ layer: CALayer) -> Bool {
        guard let owningView, let view = layer.owningView else { return false }
        return view.superview === owningView
    }

    /// The sublayers with the subviews' layers brought in step with the subviews: each standalone layer stays just
    /// above the subview layer it followed (or at the back), the subviews' layers follow the subviews' order, and
    /// layers of views that left are dropped. Stored back, so the standalone layers keep their places.
    ///
    /// - Complexity: O(n + s) for n sublayers and s subviews.
    func reconciledSublayers() -> [CALayer] {
        guard let owningView else { return storedSublayers }
        let subviewLayers = owningView.subviews.map(\.layer)
        let current = Set(subviewLayers.map(ObjectIdentifier.init))
        var anchored: [ObjectIdentifier?: [CALayer]] = [:]
        var anchor: ObjectIdentifier?
        for layer in storedSublayers {
            if layer.owningView != nil {
                // A subview's layer anchors what follows it; one whose view left is dropped.
                if current.contains(ObjectIdentifier(layer)) { anchor = ObjectIdentifier(layer) }
                continue
            }
            anchored[anchor, default: []].append(layer)
        }
        var list = anchored[nil] ?? []
        for layer in subviewLayers {
            list.append(layer)
            list += anchored[ObjectIdentifier(layer)] ?? []
        }
        storedSublayers = list
        return list
    }
}
