import CollectionGeometry

extension UIView {
    /// Tells the view and every view below it, outermost first, that they are moving into `newWindow`.
    ///
    /// - Complexity: O(views in the subtree).
    func tellWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for subview in subviews { subview.tellWillMove(toWindow: newWindow) }
    }

    /// Tells the view and every view below it, outermost first, that they moved into a window or out of one; a
    /// view entering a window first takes the values of the appearance proxies that waited for it.
    ///
    /// - Complexity: O(views in the subtree), plus the proxies' work for views they wait for.
    func tellDidMoveToWindow() {
        if appearanceFingerprintsAtCreation != nil, window != nil { AppearanceProxyRegistry.viewDidEnterWindow(self) }
        didMoveToWindow()
        for subview in subviews { subview.tellDidMoveToWindow() }
    }
}
