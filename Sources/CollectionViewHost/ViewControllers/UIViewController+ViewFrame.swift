import CollectionGeometry

extension UIViewController {
    /// The frame ``loadView()`` gives a plain view: the screen's bounds, as UIKit's `loadView()` uses
    /// `UIScreen.main.bounds`. Headless the screen is the window the view controller is going into or is
    /// shown in (through its parents and presenters), else `UIScreen.main`: the device the app runs as
    /// (`UIDevice.simulate(_:orientation:)`; an iPhone 16 Pro, 402 × 874 points in portrait, unless a test chose one).
    var defaultViewFrame: CGRect {
        if let window = windowLoadingView { return window.bounds }
        var current: UIViewController? = self
        while let controller = current {
            if let window = controller.viewIfLoaded?.window { return window.bounds }
            if let window = controller.windowLoadingView { return window.bounds }
            current = controller.parent ?? controller.storedPresentingViewController
        }
        return UIScreen.main.bounds
    }
}
