import CollectionGeometry

/// Working out every view's safe area from its window, its containers and its superviews, as UIKit does.
extension UIView {
    /// Works the safe-area insets out again from the superview and ``overrideSafeAreaInsets``; a change reaches
    /// the subviews.
    func updateSafeAreaInsets() {
        var insets = overrideSafeAreaInsets
        if let superview {
            let inherited = superview.subviewSafeAreaInsets
            if inherited != .zero {
                // The overlap of this view's frame with the superview's unsafe bands, in the superview's visible
                // bounds (a scroll view's bounds origin is its offset).
                let bounds = superview.bounds
                let minX = frame.minX - bounds.minX, minY = frame.minY - bounds.minY
                insets.top = max(insets.top, min(frame.height, inherited.top - minY))
                insets.left = max(insets.left, min(frame.width, inherited.left - minX))
                insets.bottom = max(insets.bottom, min(frame.height, minY + frame.height - (bounds.height - inherited.bottom)))
                insets.right = max(insets.right, min(frame.width, minX + frame.width - (bounds.width - inherited.right)))
            }
        }
        if let extra = owningViewController?.additionalSafeAreaInsets, extra != .zero {
            insets = UIEdgeInsets(top: insets.top + extra.top, left: insets.left + extra.left,
                                  bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
        }
        insets = insets.sanitizedAsSafeArea
        guard insets != currentSafeAreaInsets else { return }
        currentSafeAreaInsets = insets
        if autoLayoutState?.safeAreaGuide != nil { autoLayoutNeedsSolve() }
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
        if insetsLayoutMarginsFromSafeArea { effectiveLayoutMarginsDidChange() }
        updateSubviewSafeAreaInsets()
    }

    /// Works out the part of the safe area the subviews inherit and, when it or the bounds changed, their insets.
    func updateSubviewSafeAreaInsets() {
        let passed = safeAreaInsetsPassedToSubviews(currentSafeAreaInsets)
        // Subviews of a view that passes nothing, and passed nothing before, have nothing to inherit.
        if passed == .zero, subviewSafeAreaInsets == .zero { return }
        subviewSafeAreaInsets = passed
        for subview in subviews { subview.updateSafeAreaInsets() }
    }

}

extension UIEdgeInsets {
    /// The insets with non-finite or negative edges read as 0: a safe area is never negative.
    var sanitizedAsSafeArea: UIEdgeInsets {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        return UIEdgeInsets(top: clean(top), left: clean(left), bottom: clean(bottom), right: clean(right))
    }
}
