extension UIViewController {
    /// The nearest split view controller among the view controller's ancestors (its parent, the parent's parent…):
    /// set for every view controller in a column, in the navigation controllers that wrap them, and their children.
    public var splitViewController: UISplitViewController? {
        var current = parent
        while let controller = current {
            if let splitViewController = controller as? UISplitViewController { return splitViewController }
            current = controller.parent
        }
        return nil
    }
}
