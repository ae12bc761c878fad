import CollectionGeometry

/// Working out a view's layout margins from the requested margins, the system minimums, the safe area and the
/// superview's margins, as UIKit does.
extension UIView {
    /// A view's layout margins unless set: 8 pt on every edge, as in UIKit.
    static let defaultLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// The layout margins as ``layoutMargins`` reports them.
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = requestedLayoutMargins
        if let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            margins.top = max(margins.top, minimum.top)
            margins.bottom = max(margins.bottom, minimum.bottom)
            margins.left = max(margins.left, rightToLeft ? minimum.trailing : minimum.leading)
            margins.right = max(margins.right, rightToLeft ? minimum.leading : minimum.trailing)
        }
        if insetsLayoutMarginsFromSafeArea {
            let safe = currentSafeAreaInsets
            if safe != .zero {
                margins = UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                       bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
            }
        }
        if preservesSuperviewLayoutMargins, let superview {
            // The superview's margins, less the distance from its edge to this view's edge on each side.
            let outer = superview.layoutMargins
            let bounds = superview.bounds
            let minX = frame.minX - bounds.minX, minY = frame.minY - bounds.minY
            margins.top = max(margins.top, outer.top - minY)
            margins.left = max(margins.left, outer.left - minX)
            margins.bottom = max(margins.bottom, outer.bottom - (bounds.height - minY - frame.height))
            margins.right = max(margins.right, outer.right - (bounds.width - minX - frame.width))
        }
        return margins
    }

    /// Tells the view and its view controller that the effective margins may have changed; constraints on margin
    /// attributes hold the margins as constants, so the Auto Layout engines above rebuild.
    func effectiveLayoutMarginsDidChange() {
        if autoLayoutState != nil { autoLayoutStructureDidChange() }
        layoutMarginsDidChange()
        owningViewController?.viewLayoutMarginsDidChange()
    }
}
