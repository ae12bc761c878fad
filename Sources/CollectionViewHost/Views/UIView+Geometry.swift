import CollectionGeometry

/// Converting between views' coordinate spaces, sizing, and autoresizing.
extension UIView {
    /// Converts `point` from this view's coordinates to `view`'s (nil: the window's, the topmost superview's).
    /// Transforms are not applied. Views in different hierarchies are treated as sharing their roots' space.
    ///
    /// - Complexity: O(d), d = the depth of the two views.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let root = pointInRoot(point)
        guard let view else { return root }
        return view.pointFromRoot(root)
    }

    /// Converts `point` from `view`'s coordinates (nil: the window's) to this view's.
    ///
    /// - Complexity: O(d), d = the depth of the two views.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        pointFromRoot(view?.pointInRoot(point) ?? point)
    }

    /// Converts `rect` from this view's coordinates to `view`'s (nil: the window's).
    ///
    /// - Complexity: O(d), d = the depth of the two views.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts `rect` from `view`'s coordinates (nil: the window's) to this view's.
    ///
    /// - Complexity: O(d), d = the depth of the two views.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// `point` in this view's bounds, in the topmost superview's coordinates.
    private func pointInRoot(_ point: CGPoint) -> CGPoint {
        var result = point
        var view: UIView? = self
        while let current = view, let parent = current.superview {
            result.x += current.frame.minX - current.bounds.minX
            result.y += current.frame.minY - current.bounds.minY
            view = parent
        }
        return result
    }

    /// `point` in the topmost superview's coordinates, in this view's bounds.
    private func pointFromRoot(_ point: CGPoint) -> CGPoint {
        let origin = pointInRoot(.zero)
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }

    /// Resizes the subviews after this view's size changed from `oldSize`, by their autoresizing masks: on
    /// each axis the change is shared among the flexible parts (margins and size) in proportion to their
    /// current lengths, or equally when those are all zero (UIKit's documented proportional rule).
    func autoresizeSubviews(from oldSize: CGSize) {
        guard autoresizesSubviews, !subviews.isEmpty else { return }
        let dx = bounds.width - oldSize.width, dy = bounds.height - oldSize.height
        guard dx.isFinite, dy.isFinite else { return }
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            var frame = subview.frame
            let (x, width) = Self.distribute(dx, start: frame.minX, length: frame.width,
                                             end: oldSize.width - frame.maxX,
                                             flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                                        mask.contains(.flexibleRightMargin)))
            let (y, height) = Self.distribute(dy, start: frame.minY, length: frame.height,
                                              end: oldSize.height - frame.maxY,
                                              flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                                         mask.contains(.flexibleBottomMargin)))
            frame = CGRect(x: x, y: y, width: max(0, width), height: max(0, height))
            if frame != subview.frame { subview.frame = frame }
        }
    }

    /// Shares `delta` among the flexible parts of one axis; returns the new start and length.
    private static func distribute(_ delta: CGFloat, start: CGFloat, length: CGFloat, end: CGFloat,
                                   flexible: (start: Bool, length: Bool, end: Bool)) -> (CGFloat, CGFloat) {
        guard delta != 0 else { return (start, length) }
        let startPart = max(0, start), lengthPart = max(0, length), endPart = max(0, end)
        let count = (flexible.start ? 1 : 0) + (flexible.length ? 1 : 0) + (flexible.end ? 1 : 0)
        guard count > 0 else { return (start, length) }
        let total = (flexible.start ? startPart : 0) + (flexible.length ? lengthPart : 0) + (flexible.end ? endPart : 0)
        // Each flexible part takes a share of the change in proportion to its length (equal shares when all
        // flexible parts are empty), UIKit's documented autoresizing rule.
        func share(_ isFlexible: Bool, _ part: CGFloat) -> CGFloat {
            guard isFlexible else { return 0 }
            return total > 0 ? delta * part / total : delta / CGFloat(count)
        }
        return (start + share(flexible.start, startPart), length + share(flexible.length, lengthPart))
    }
}
