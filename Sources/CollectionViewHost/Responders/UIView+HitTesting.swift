import CollectionGeometry

/// Hit testing as UIKit does it: which view a touch at a point belongs to.
extension UIView {
    /// The default of ``isUserInteractionEnabled``: `false` for labels and image views, `true` for other views,
    /// as in UIKit.
    var defaultIsUserInteractionEnabled: Bool {
        !(self is UILabel || self is UIImageView)
    }

    /// UIKit's hit test: nil when the view ignores touches (``isUserInteractionEnabled`` off, hidden, an alpha
    /// below 0.01, or a disabled ``UIControl``) or when ``point(inside:with:)`` says `point` is outside; else the
    /// first subview, front to back, whose own hit test finds a view, else the view itself.
    ///
    /// As in UIKit, ``clipsToBounds`` plays no part: a point outside the view's bounds is not inside it, so a
    /// subview that sticks out of its superview is not hit there (unless the superview overrides
    /// ``point(inside:with:)``). A subview's ``transform`` is undone around its centre before its hit test; a
    /// transform that cannot be undone (a scale of 0) makes the subview unreachable.
    ///
    /// - Complexity: O(*n*), *n* the number of views below this one.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // UIKit's documented threshold: views with an alpha below 0.01 are ignored.
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, point.x.isFinite, point.y.isFinite else { return nil }
        if let control = self as? UIControl, !control.isEnabled { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            guard let local = subview.pointFromSuperview(point) else { continue }
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// `point`, in the superview's coordinates, in this view's (undoing the transform around the centre); nil
    /// when the transform cannot be undone.
    func pointFromSuperview(_ point: CGPoint) -> CGPoint? {
        var offset = CGPoint(x: point.x - center.x, y: point.y - center.y)
        if transform != .identity {
            let t = transform
            let determinant = t.a * t.d - t.b * t.c
            guard determinant != 0, determinant.isFinite else { return nil }
            // The inverse of the 2×2 part applied to the offset; the translation is undone first.
            let x = offset.x - t.tx, y = offset.y - t.ty
            offset = CGPoint(x: (t.d * x - t.c * y) / determinant, y: (t.a * y - t.b * x) / determinant)
        }
        return CGPoint(x: offset.x + bounds.midX, y: offset.y + bounds.midY)
    }
}
