import CollectionGeometry

/// The screen a headless view controller's view starts the size of.
enum HeadlessScreen {
    /// The bounds of the screen when no window says otherwise: an iPhone 14 or 15 in portrait (390 × 844
    /// points), the device ``UITraitCollection/defaultPhone`` describes. Chosen: there is no `UIScreen`
    /// headless, and this is the size the project's examples and tests use for a phone.
    static let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
}

extension UIViewController {
    /// The frame ``loadView()`` gives a plain view: the screen's bounds, as UIKit's `loadView()` uses
    /// `UIScreen.main.bounds`. Headless the screen is the window the view controller is going into or is
    /// shown in (through its parents and presenters), else ``HeadlessScreen/bounds`` (390 × 844).
    var defaultViewFrame: CGRect {
        if let window = windowLoadingView { return window.bounds }
        var current: UIViewController? = self
        while let controller = current {
            if let window = controller.viewIfLoaded?.window { return window.bounds }
            if let window = controller.windowLoadingView { return window.bounds }
            current = controller.parent ?? controller.storedPresentingViewController
        }
        return HeadlessScreen.bounds
    }
}
