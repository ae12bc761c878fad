extension UIViewController {
    /// The nearest tab bar controller among the view controller's ancestors (its parent, the parent's parent…): set
    /// for every view controller in a tab and their children, a navigation stack in a tab included.
    public var tabBarController: UITabBarController? {
        var current = parent
        while let controller = current {
            if let tabBarController = controller as? UITabBarController { return tabBarController }
            current = controller.parent
        }
        return nil
    }
}
