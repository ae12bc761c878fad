import CollectionGeometry

/// Ordering and finding subviews (UIKit's view-hierarchy API).
extension UIView {
    /// The window the view is in: the nearest superview (or the view itself) that is a ``UIWindow``.
    ///
    /// - Complexity: O(d), d = the view's depth.
    public var window: UIWindow? {
        var current: UIView? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.superview
        }
        return nil
    }

    /// Inserts `view` just above `siblingSubview` (at the front when the sibling is not a subview).
    ///
    /// - Complexity: O(n), n = subviews.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let index = subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: adjusted(index, moving: view))
    }

    /// Inserts `view` just below `siblingSubview` (at the back when the sibling is not a subview).
    ///
    /// - Complexity: O(n), n = subviews.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        let index = subviews.firstIndex { $0 === siblingSubview } ?? 0
        insertSubview(view, at: adjusted(index, moving: view))
    }

    /// Moves a subview to the front; other views are left alone.
    ///
    /// - Complexity: O(n), n = subviews.
    public func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Moves a subview to the back; other views are left alone.
    ///
    /// - Complexity: O(n), n = subviews.
    public func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// Swaps the subviews at two indexes; out-of-range indexes do nothing.
    ///
    /// - Complexity: O(1).
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
    }

    /// The view itself or the first subview (depth first, back to front) whose ``tag`` is `tag`.
    ///
    /// - Complexity: O(v), v = views in the hierarchy below.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// `index` corrected for `view` leaving the subviews first, when it is one of them and sits before `index`.
    private func adjusted(_ index: Int, moving view: UIView) -> Int {
        guard let current = subviews.firstIndex(where: { $0 === view }), current < index else { return index }
        return index - 1
    }
}
