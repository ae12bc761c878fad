extension UISearchController {
    /// When the search bar's scope bar shows (UIKit's `UISearchController.ScopeBarActivation`, iOS 16).
    public enum ScopeBarActivation: Hashable, Sendable {
        /// The system's choice: as ``onSearchActivation`` while ``UISearchController/automaticallyShowsScopeBar``
        /// is on (the default), as ``manual`` otherwise.
        case automatic
        /// The app shows and hides it.
        case manual
        /// When text is typed.
        case onTextEntry
        /// When the search controller becomes active.
        case onSearchActivation
    }
}
