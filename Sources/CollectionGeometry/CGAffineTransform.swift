/// A 2-D affine transform (UIKit's `CGAffineTransform`, which Linux's Foundation lacks).
///
/// A point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`.
public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// Row 1, column 1.
    public var a: CGFloat
    /// Row 1, column 2.
    public var b: CGFloat
    /// Row 2, column 1.
    public var c: CGFloat
    /// Row 2, column 2.
    public var d: CGFloat
    /// The x translation.
    public var tx: CGFloat
    /// The y translation.
    public var ty: CGFloat

    /// Creates a transform from its six coefficients.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity transform.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// A transform that scales by `sx` and `sy`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// A transform that translates by `tx` and `ty`.
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// A transform that rotates by `angle` radians.
    public init(rotationAngle angle: CGFloat) {
        // Computed without the platform's maths library, so a rotation is the same bits everywhere.
        let (s, c) = DeterministicMath.sinCos(Double(angle))
        let cosine = CGFloat(c), sine = CGFloat(s)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `other`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                          c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                          tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// This transform followed by a scale.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// This transform followed by a translation.
    public func translatedBy(x dx: CGFloat, y dy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: dx, y: dy).concatenating(self)
    }

    /// A textual form of the six coefficients.
    public var description: String { "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))" }
}

extension CGPoint {
    /// The point mapped through an affine transform.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

/// A 3-D transform (Core Animation's `CATransform3D`), carried for `NSCollectionLayoutVisibleItem.transform3D`.
public struct CATransform3D: Hashable, Sendable {
    /// The sixteen coefficients, row by row (`m11` … `m44`).
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0, m14: CGFloat = 0
    /// Row 2.
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0, m24: CGFloat = 0
    /// Row 3.
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1, m34: CGFloat = 0
    /// Row 4.
    public var m41: CGFloat = 0, m42: CGFloat = 0, m43: CGFloat = 0, m44: CGFloat = 1
    /// The identity transform.
    public init() {}
}

/// The 3-D identity transform.
public let CATransform3DIdentity = CATransform3D()
