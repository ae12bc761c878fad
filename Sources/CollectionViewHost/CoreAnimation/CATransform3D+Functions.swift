import CollectionGeometry

// Core Animation's transform functions. Matrices act on row vectors (x, y, z, 1) · M, as Core Animation's do, so
// `CATransform3DConcat(a, b)` applies `a` first, then `b`.

/// Whether `t` is the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether two transforms are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A transform that translates by (tx, ty, tz).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx
    t.m42 = ty
    t.m43 = tz
    return t
}

/// A transform that scales by (sx, sy, sz).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx
    t.m22 = sy
    t.m33 = sz
    return t
}

/// A transform that rotates by `angle` radians about the vector (x, y, z) (the identity for a zero vector).
/// On screen, a positive angle about (0, 0, 1) turns clockwise, as `CGAffineTransform(rotationAngle:)` does.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite, angle.isFinite else { return CATransform3DIdentity }
    let (x, y, z) = (x / length, y / length, z / length)
    let (sine, cosine) = DeterministicMath.sinCos(Double(angle))
    let c = CGFloat(cosine), s = CGFloat(sine), v = 1 - c
    // Rodrigues' rotation matrix, transposed for row vectors.
    var t = CATransform3DIdentity
    t.m11 = c + x * x * v
    t.m12 = x * y * v + z * s
    t.m13 = x * z * v - y * s
    t.m21 = x * y * v - z * s
    t.m22 = c + y * y * v
    t.m23 = y * z * v + x * s
    t.m31 = x * z * v + y * s
    t.m32 = y * z * v - x * s
    t.m33 = c + z * z * v
    return t
}

/// `a` then `b`: the product a · b.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let ra = [[a.m11, a.m12, a.m13, a.m14], [a.m21, a.m22, a.m23, a.m24], [a.m31, a.m32, a.m33, a.m34], [a.m41, a.m42, a.m43, a.m44]]
    let rb = [[b.m11, b.m12, b.m13, b.m14], [b.m21, b.m22, b.m23, b.m24], [b.m31, b.m32, b.m33, b.m34], [b.m41, b.m42, b.m43, b.m44]]
    var m = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for row in 0..<4 {
        for column in 0..<4 {
            m[row][column] = (0..<4).reduce(CGFloat(0)) { $0 + ra[row][$1] * rb[$1][column] }
        }
    }
    var t = CATransform3D()
    (t.m11, t.m12, t.m13, t.m14) = (m[0][0], m[0][1], m[0][2], m[0][3])
    (t.m21, t.m22, t.m23, t.m24) = (m[1][0], m[1][1], m[1][2], m[1][3])
    (t.m31, t.m32, t.m33, t.m34) = (m[2][0], m[2][1], m[2][2], m[2][3])
    (t.m41, t.m42, t.m43, t.m44) = (m[3][0], m[3][1], m[3][2], m[3][3])
    return t
}

/// Translates by (tx, ty, tz) first, then applies `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// Scales by (sx, sy, sz) first, then applies `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// Rotates by `angle` about (x, y, z) first, then applies `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The 3-D transform that acts as the affine transform `m` in the x-y plane.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
}

/// Whether `t` acts in the x-y plane as an affine transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t` (its x-y coefficients; the rest dropped).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
