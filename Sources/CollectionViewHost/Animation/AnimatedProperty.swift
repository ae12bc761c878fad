import CollectionGeometry

/// A view property the animation clock can interpolate, and its values.
enum AnimatedProperty: Hashable, Sendable {
    case frame, bounds, alpha, transform, backgroundColor
}

/// A value of an ``AnimatedProperty``.
enum AnimatedValue {
    case rect(CGRect)
    case scalar(CGFloat)
    case transform(CGAffineTransform)
    case color(UIColor?)

    /// This value plus `factor` times the difference `start − end`: how Core Animation's additive
    /// animations (UIKit's since iOS 8) show a property: the model value, plus, for each animation of it in
    /// flight, what is left of the way from its start to its end. Values of different kinds add nothing.
    @MainActor
    func adding(_ start: AnimatedValue, minus end: AnimatedValue, times factor: CGFloat) -> AnimatedValue {
        func add(_ value: CGFloat, _ a: CGFloat, _ b: CGFloat) -> CGFloat { value + (a - b) * factor }
        switch (self, start, end) {
        case (.rect(let v), .rect(let a), .rect(let b)):
            return .rect(CGRect(x: add(v.minX, a.minX, b.minX), y: add(v.minY, a.minY, b.minY),
                                width: add(v.width, a.width, b.width), height: add(v.height, a.height, b.height)))
        case (.scalar(let v), .scalar(let a), .scalar(let b)):
            return .scalar(add(v, a, b))
        case (.transform(let v), .transform(let a), .transform(let b)):
            // Component by component, as an affine matrix is interpolated when it cannot be decomposed.
            return .transform(CGAffineTransform(a: add(v.a, a.a, b.a), b: add(v.b, a.b, b.b), c: add(v.c, a.c, b.c),
                                                d: add(v.d, a.d, b.d), tx: add(v.tx, a.tx, b.tx), ty: add(v.ty, a.ty, b.ty)))
        case (.color(let v), .color(let a), .color(let b)):
            // sRGB components; a missing colour is clear.
            let (vr, vg, vb, va) = Self.components(v), (ar, ag, ab, aa) = Self.components(a), (br, bg, bb, ba) = Self.components(b)
            return .color(UIColor(red: add(vr, ar, br), green: add(vg, ag, bg), blue: add(vb, ab, bb), alpha: add(va, aa, ba)))
        default:
            return self
        }
    }

    @MainActor
    private static func components(_ color: UIColor?) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        if let color { _ = color.getRed(&r, green: &g, blue: &b, alpha: &a) }
        return (r, g, b, a)
    }
}
