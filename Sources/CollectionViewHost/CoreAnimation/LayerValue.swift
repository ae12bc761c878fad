import CollectionGeometry

/// A value of an animatable layer property, as animations interpolate it.
enum LayerValue {
    case scalar(CGFloat)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    /// A colour, nil for none.
    case color(UIColor?)

    /// `value` read as the same kind as `model` (a number for a scalar, a point for a point …), or nil when it
    /// cannot be.
    init?(_ value: Any?, like model: LayerValue) {
        guard let value else { return nil }
        switch model {
        case .scalar:
            if let number = value as? CGFloat { self = .scalar(number) }
            else if let number = value as? Double { self = .scalar(CGFloat(number)) }
            else if let number = value as? Float { self = .scalar(CGFloat(number)) }
            else if let number = value as? Int { self = .scalar(CGFloat(number)) }
            else if let number = value as? NSNumber { self = .scalar(CGFloat(number.doubleValue)) }
            else { return nil }
        case .point: guard let point = value as? CGPoint else { return nil }; self = .point(point)
        case .size: guard let size = value as? CGSize else { return nil }; self = .size(size)
        case .rect: guard let rect = value as? CGRect else { return nil }; self = .rect(rect)
        case .transform:
            if let transform = value as? CATransform3D { self = .transform(transform) }
            else if let affine = value as? CGAffineTransform { self = .transform(CATransform3DMakeAffineTransform(affine)) }
            else { return nil }
        case .color: guard let color = value as? UIColor else { return nil }; self = .color(color)
        }
    }

    /// The value `progress` of the way from this one to `other` (a colour mixed per trait collection, so a
    /// dynamic colour stays dynamic; a transform by its coefficients).
    func interpolated(to other: LayerValue, _ progress: Double) -> LayerValue {
        let t = CGFloat(progress)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(mix(a, b))
        case let (.point(a), .point(b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.size(a), .size(b)): return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.transform(a), .transform(b)):
            return .transform(Self.transform(zip(Self.coefficients(a), Self.coefficients(b)).map { mix($0, $1) }))
        case let (.color(a), .color(b)):
            let from = a ?? b?.withAlphaComponent(0), to = b ?? a?.withAlphaComponent(0)
            guard let from, let to else { return .color(nil) }
            return .color(UIColor { traits in
                let x = from.components(in: traits), y = to.components(in: traits)
                return UIColor(red: Self.lerp(x.red, y.red, t), green: Self.lerp(x.green, y.green, t), blue: Self.lerp(x.blue, y.blue, t),
                               alpha: Self.lerp(x.alpha, y.alpha, t))
            })
        default: return progress < 0.5 ? self : other
        }
    }

    /// This value plus `times` × `other` (colours are not added: this value).
    func adding(_ other: LayerValue, times: CGFloat) -> LayerValue {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(a + b * times)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x + b.x * times, y: a.y + b.y * times))
        case let (.size(a), .size(b)): return .size(CGSize(width: a.width + b.width * times, height: a.height + b.height * times))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: a.minX + b.minX * times, y: a.minY + b.minY * times, width: a.width + b.width * times,
                                height: a.height + b.height * times))
        case let (.transform(a), .transform(b)):
            return .transform(times == 1 ? CATransform3DConcat(b, a) : a)
        default: return self
        }
    }

    /// `a` moved `t` of the way to `b`.
    private static func lerp(_ a: CGFloat, _ b: CGFloat, _ t: CGFloat) -> CGFloat { a + (b - a) * t }

    var scalar: CGFloat? { if case .scalar(let value) = self { value } else { nil } }
    var point: CGPoint? { if case .point(let value) = self { value } else { nil } }
    var size: CGSize? { if case .size(let value) = self { value } else { nil } }
    var rect: CGRect? { if case .rect(let value) = self { value } else { nil } }
    var transform: CATransform3D? { if case .transform(let value) = self { value } else { nil } }

    private static func coefficients(_ t: CATransform3D) -> [CGFloat] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    }

    private static func transform(_ m: [CGFloat]) -> CATransform3D {
        var t = CATransform3D()
        (t.m11, t.m12, t.m13, t.m14) = (m[0], m[1], m[2], m[3])
        (t.m21, t.m22, t.m23, t.m24) = (m[4], m[5], m[6], m[7])
        (t.m31, t.m32, t.m33, t.m34) = (m[8], m[9], m[10], m[11])
        (t.m41, t.m42, t.m43, t.m44) = (m[12], m[13], m[14], m[15])
        return t
    }
}
