import CollectionGeometry

/// Converting points and rectangles between layers' coordinates, and hit testing (Core Animation's API).
extension CALayer {
    /// The map from this layer's coordinates to its superlayer's: the bounds' origin taken off, the anchor point
    /// moved to the origin, the transform's 2-D part applied, then moved to ``position``.
    ///
    /// - Complexity: O(1).
    var toSuperlayer: CGAffineTransform {
        let bounds = self.bounds
        let anchor = CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y).concatenating(affineTransform())
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// The map from this layer's coordinates to its root layer's, and the root.
    private var toRoot: (transform: CGAffineTransform, root: CALayer) {
        var transform = CGAffineTransform.identity
        var layer = self
        while let parent = layer.superlayer {
            transform = transform.concatenating(layer.toSuperlayer)
            layer = parent
        }
        return (transform, layer)
    }

    /// The map from this layer's coordinates to `layer`'s (to the root's when nil, or when they share no root).
    private func map(to layer: CALayer?) -> CGAffineTransform {
        let (mine, root) = toRoot
        guard let layer else { return mine }
        let (theirs, theirRoot) = layer.toRoot
        guard theirRoot === root else { return mine }
        return mine.concatenating(Self.inverted(theirs))
    }

    /// `t`'s inverse; the identity when it has none.
    static func inverted(_ t: CGAffineTransform) -> CGAffineTransform {
        let determinant = t.a * t.d - t.b * t.c
        guard determinant != 0, determinant.isFinite else { return .identity }
        let a = t.d / determinant, b = -t.b / determinant, c = -t.c / determinant, d = t.a / determinant
        return CGAffineTransform(a: a, b: b, c: c, d: d, tx: -(t.tx * a + t.ty * c), ty: -(t.tx * b + t.ty * d))
    }

    /// `p`, in this layer's coordinates, in `l`'s (the root layer's when nil).
    ///
    /// - Complexity: O(d) for the layers' depths.
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { p.applying(map(to: l)) }

    /// `p`, in `l`'s coordinates (the root layer's when nil), in this layer's.
    ///
    /// - Complexity: O(d) for the layers' depths.
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        guard let l else { return p.applying(Self.inverted(map(to: nil))) }
        return l.convert(p, to: self)
    }

    /// `r`, in this layer's coordinates, in `l`'s: the box around its mapped corners.
    ///
    /// - Complexity: O(d) for the layers' depths.
    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect { Self.box(r, map(to: l)) }

    /// `r`, in `l`'s coordinates, in this layer's: the box around its mapped corners.
    ///
    /// - Complexity: O(d) for the layers' depths.
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        guard let l else { return Self.box(r, Self.inverted(map(to: nil))) }
        return l.convert(r, to: self)
    }

    private static func box(_ r: CGRect, _ t: CGAffineTransform) -> CGRect {
        let r = r.standardized
        let points = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY),
                      CGPoint(x: r.maxX, y: r.maxY)].map { $0.applying(t) }
        let xs = points.map(\.x), ys = points.map(\.y)
        return CGRect(x: xs.min() ?? 0, y: ys.min() ?? 0, width: (xs.max() ?? 0) - (xs.min() ?? 0), height: (ys.max() ?? 0) - (ys.min() ?? 0))
    }

    /// Whether `p`, in this layer's coordinates, lies inside its bounds.
    public func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The frontmost visible layer of this layer's tree (itself included) that contains `p`, a point in the
    /// superlayer's coordinates, or nil. Hidden layers and those outside a masking layer's bounds are skipped.
    ///
    /// - Complexity: O(n) for the n layers below.
    public func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, opacity > 0 else { return nil }
        let local = p.applying(Self.inverted(toSuperlayer))
        if masksToBounds, !contains(local) { return nil }
        let ordered = (sublayers ?? []).enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
        for (_, sublayer) in ordered.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }
}
