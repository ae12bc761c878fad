extension UIViewController {
    /// The request of the app extension this view controller is the principal view controller of (nil in an app),
    /// or of the view controller it is in.
    public var extensionContext: NSExtensionContext? {
        var current: UIViewController? = self
        while let controller = current {
            if let context = controller.storedExtensionContext { return context }
            current = controller.parent ?? controller.storedPresentingViewController
        }
        return nil
    }

    /// Makes this view controller the principal view controller of an extension request with `context`, as the
    /// system does when a share or action extension starts. Beyond UIKit.
    public func simulateExtensionContext(_ context: NSExtensionContext?) {
        storedExtensionContext = context
    }
}
