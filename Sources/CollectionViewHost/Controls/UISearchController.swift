import CollectionGeometry

/// A view controller that runs a search from a search bar (UIKit's `UISearchController`), headless: its search
/// bar, its activation and the calls it makes. Nothing is presented on screen.
///
/// Setting ``isActive`` presents or dismisses the search interface: the delegate hears
/// `willPresentSearchController(_:)` and `didPresentSearchController(_:)` (or the dismiss pair) around it, the
/// search bar shows or hides its cancel button (``automaticallyShowsCancelButton``) and scope bar
/// (``scopeBarActivation``), a dismissal makes the bar resign first responder, and then the
/// ``searchResultsUpdater`` hears `updateSearchResults(for:)`. The bar activates the controller when it starts
/// editing; every edit of its text and every scope change updates the results; its cancel button empties the
/// text and deactivates the controller. ``showsSearchResultsController`` follows the text while
/// ``automaticallyShowsSearchResultsController`` is on: shown while active with text.
@MainActor
open class UISearchController: UIViewController {
    /// The view controller that shows the results, if any.
    public let searchResultsController: UIViewController?
    private let storedSearchBar: UISearchBar
    private var storedIsActive = false

    /// The search bar (it is the controller's own: the controller hears its editing).
    open var searchBar: UISearchBar { storedSearchBar }
    /// The object that updates the results, held weakly.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// The delegate, held weakly.
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Whether the content under the search interface is obscured while searching (default `true`); stored.
    open var obscuresBackgroundDuringPresentation = true
    /// The older name of ``obscuresBackgroundDuringPresentation``.
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar hides while searching (default `true`); stored.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the search bar shows its cancel button while active (default `true`).
    open var automaticallyShowsCancelButton = true
    /// Whether the scope bar shows while active (default `true`; see ``scopeBarActivation``).
    open var automaticallyShowsScopeBar = true
    /// Whether ``showsSearchResultsController`` follows the search text (default `true`).
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller shows.
    open var showsSearchResultsController = false
    /// When the scope bar shows (default `.automatic`).
    open var scopeBarActivation: ScopeBarActivation = .automatic

    /// Creates a search controller whose results show in `searchResultsController` (nil: in the view that
    /// presents the search).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        storedSearchBar = UISearchBar(frame: .zero)
        super.init(nibName: nil, bundle: nil)
        storedSearchBar.searchController = self
    }

    /// Creates a search controller without a results controller (nibs are not supported headless).
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(searchResultsController: nil)
    }

    /// Archives are not supported headless: nil, except for a construction from a metatype
    /// (``UIViewControllerMetatypeConstructible``), which makes a search controller without a results controller.
    public required init?(coder: NSCoder) {
        guard coder is MetatypeConstructionCoder else { return nil }
        searchResultsController = nil
        storedSearchBar = UISearchBar(frame: .zero)
        super.init(coder: coder)
        storedSearchBar.searchController = self
    }

    /// Whether the search interface is shown. Setting it presents or dismisses it (see the type's discussion).
    open var isActive: Bool {
        get { storedIsActive }
        set {
            guard newValue != storedIsActive else { return }
            if newValue { present() } else { dismiss() }
            searchResultsUpdater?.updateSearchResults(for: self)
        }
    }

    /// Whether the scope bar shows and hides with activation.
    private var scopeBarFollowsActivation: Bool {
        switch scopeBarActivation {
        case .onSearchActivation: true
        case .automatic: automaticallyShowsScopeBar
        case .manual, .onTextEntry: false
        }
    }

    private func present() {
        delegate?.willPresentSearchController(self)
        storedIsActive = true
        if automaticallyShowsCancelButton { storedSearchBar.setShowsCancelButton(true, animated: true) }
        if scopeBarFollowsActivation { storedSearchBar.setShowsScope(true, animated: true) }
        updateResultsControllerVisibility()
        delegate?.didPresentSearchController(self)
    }

    private func dismiss() {
        delegate?.willDismissSearchController(self)
        storedIsActive = false
        if automaticallyShowsCancelButton { storedSearchBar.setShowsCancelButton(false, animated: true) }
        if scopeBarFollowsActivation || scopeBarActivation == .onTextEntry {
            storedSearchBar.setShowsScope(false, animated: true)
        }
        storedSearchBar.resignFirstResponder()
        updateResultsControllerVisibility()
        delegate?.didDismissSearchController(self)
    }

    /// Shows the results controller while active with text, when ``automaticallyShowsSearchResultsController``.
    private func updateResultsControllerVisibility() {
        guard automaticallyShowsSearchResultsController else { return }
        showsSearchResultsController = storedIsActive && !(storedSearchBar.text ?? "").isEmpty
    }

    // MARK: - Reports from the search bar

    /// The bar started editing: activates the controller (which updates the results), or updates them.
    func searchBarDidBeginEditing() {
        if storedIsActive {
            searchResultsUpdater?.updateSearchResults(for: self)
        } else {
            isActive = true
        }
    }

    /// Editing changed the bar's text: shows the results controller or scope bar as set, updates the results.
    func searchBarTextDidChange() {
        updateResultsControllerVisibility()
        if scopeBarActivation == .onTextEntry, !(storedSearchBar.text ?? "").isEmpty {
            storedSearchBar.setShowsScope(true, animated: true)
        }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The scope changed: updates the results.
    func searchBarScopeDidChange() {
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The cancel button was tapped: empties the text and deactivates the controller.
    func searchBarCancelButtonClicked() {
        storedSearchBar.text = ""
        isActive = false
    }
}
