import CollectionGeometry

/// What a view shows while it animates (beyond UIKit, where Core Animation's presentation layer holds it):
/// the animated properties as they stand at the animation clock's current time. With no animation of a
/// property in flight (always, on the default immediate clock) each equals the property itself.
extension UIView {
    /// The frame the view shows now.
    public var presentationFrame: CGRect {
        guard case .rect(let value) = UIView.animationClock.presentationValue(of: self, .frame, model: .rect(frame)) else { return frame }
        return value
    }

    /// The bounds the view shows now (a scroll view's animated offset is its origin).
    public var presentationBounds: CGRect {
        guard case .rect(let value) = UIView.animationClock.presentationValue(of: self, .bounds, model: .rect(bounds)) else { return bounds }
        return value
    }

    /// The transparency the view shows now.
    public var presentationAlpha: CGFloat {
        guard case .scalar(let value) = UIView.animationClock.presentationValue(of: self, .alpha, model: .scalar(alpha)) else { return alpha }
        return value
    }

    /// The transform the view shows now.
    public var presentationTransform: CGAffineTransform {
        guard case .transform(let value) = UIView.animationClock.presentationValue(of: self, .transform, model: .transform(transform))
        else { return transform }
        return value
    }

    /// The background colour the view shows now.
    public var presentationBackgroundColor: UIColor? {
        guard case .color(let value) = UIView.animationClock.presentationValue(of: self, .backgroundColor,
                                                                              model: .color(backgroundColor)) else { return backgroundColor }
        return value
    }
}
