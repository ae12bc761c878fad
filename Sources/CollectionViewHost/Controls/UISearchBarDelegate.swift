import CollectionGeometry

/// The object that decides and hears about a search bar's editing and buttons (UIKit's `UISearchBarDelegate`).
/// Every method is optional: the extension below implements each as UIKit behaves when the delegate does not.
///
/// Simulated input (beyond UIKit) calls them as UIKit does: becoming first responder asks
/// `searchBarShouldBeginEditing(_:)` then tells `searchBarTextDidBeginEditing(_:)`; each typed character asks
/// `searchBar(_:shouldChangeTextIn:replacementText:)` and, when allowed, tells `searchBar(_:textDidChange:)`; the
/// keyboard's search key, the cancel, bookmark and results-list buttons and the scope bar tell theirs; resigning
/// asks `searchBarShouldEndEditing(_:)` then tells `searchBarTextDidEndEditing(_:)`.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// Whether the search bar may start editing (default `true`).
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// The search bar started editing.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether the search bar may stop editing (default `true`).
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// The search bar stopped editing.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The text changed by editing (typing, deleting, the clear button); not called when the app sets ``UISearchBar/text``.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether the characters in `range` (UTF-16 offsets) may be replaced by `text` (default `true`).
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The keyboard's search key was tapped.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The bookmark button was tapped.
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// The cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The results-list button was tapped.
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// Another scope button was selected.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    /// `true`.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// `true`.
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Nothing.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// `true`.
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        true
    }
    /// Nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Nothing.
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    /// Nothing.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    /// Nothing.
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    /// Nothing.
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
