import CollectionGeometry

extension UIViewController {
    /// The nearest navigation controller among the view controller's ancestors (its parent, the parent's
    /// parent…): set for every view controller in a navigation stack and their children.
    public var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigationController = controller as? UINavigationController { return navigationController }
            current = controller.parent
        }
        return nil
    }
}
