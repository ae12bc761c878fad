/// The object that hears a search controller present and dismiss its search interface (UIKit's
/// `UISearchControllerDelegate`). Every method is optional: the extension below implements each as UIKit behaves
/// when the delegate does not.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// The search interface is about to show (``UISearchController/isActive`` is turning on).
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search interface showed.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search interface is about to go away (``UISearchController/isActive`` is turning off).
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search interface went away.
    func didDismissSearchController(_ searchController: UISearchController)
    /// Presents the search interface yourself. UIKit calls it when the delegate implements it; a Swift protocol
    /// cannot tell, so headless it is never called and the controller presents itself.
    func presentSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Nothing.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Nothing.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Nothing.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Nothing.
    public func didDismissSearchController(_ searchController: UISearchController) {}
    /// Nothing.
    public func presentSearchController(_ searchController: UISearchController) {}
}
