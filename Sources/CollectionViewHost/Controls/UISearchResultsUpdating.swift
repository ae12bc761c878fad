/// The object that updates search results as the search changes (UIKit's `UISearchResultsUpdating`).
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search changed: the search controller became active or inactive, its search bar's text changed by
    /// editing, or its scope changed. Read the text from `searchController.searchBar`.
    func updateSearchResults(for searchController: UISearchController)
}
