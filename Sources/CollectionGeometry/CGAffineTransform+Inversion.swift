import Foundation

extension CGAffineTransform {
    /// The transform that undoes this one; the transform itself when it cannot be inverted (its determinant is 0 or
    /// not finite), as Core Graphics returns it.
    ///
    /// - Complexity: O(1).
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        let ia = d / determinant, ib = -b / determinant, ic = -c / determinant, id = a / determinant
        return CGAffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// This transform, then a rotation by `angle` radians in the transformed space (Core Graphics'
    /// `rotated(by:)`: the rotation applies first to points).
    ///
    /// - Complexity: O(1).
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
}

extension CGRect {
    /// The smallest rectangle holding this one's four corners moved by `t` (Core Graphics' `applying(_:)`); the null
    /// rectangle stays null.
    ///
    /// - Complexity: O(1).
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        let r = standardized
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY),
                       CGPoint(x: r.maxX, y: r.maxY)].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}

extension CGSize {
    /// The size moved by `t`'s linear part, without its translation (Core Graphics' `applying(_:)`).
    ///
    /// - Complexity: O(1).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}
