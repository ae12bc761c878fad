import CollectionGeometry

// Typing, the keyboard's search key, the bar's buttons and its scope bar, simulated (beyond UIKit: headless
// there is no finger). Each calls the delegate, and the search controller, as UIKit does.
extension UISearchBar {
    /// Types `string` into the search field, one character at a time: the field becomes first responder first
    /// (the delegate's `searchBarShouldBeginEditing(_:)` may refuse, and then nothing is typed); each character
    /// asks `searchBar(_:shouldChangeTextIn:replacementText:)` and, when accepted, the delegate hears
    /// `searchBar(_:textDidChange:)` and the search controller updates its results. Beyond UIKit.
    public func simulateTyping(_ string: String) {
        searchTextField.simulateTyping(string)
    }

    /// Presses the keyboard's delete key once (while editing), as ``simulateTyping(_:)`` types. Beyond UIKit.
    public func simulateDeleteBackward() {
        searchTextField.simulateDeleteBackward()
    }

    /// Taps the search field's clear button (it shows while editing with text): the text empties and the
    /// delegate hears `searchBar(_:textDidChange:)` with `""`. Beyond UIKit.
    public func simulateClearButtonTap() {
        searchTextField.simulateClearButtonTap()
    }

    /// Presses the keyboard's search key (while editing): the delegate hears `searchBarSearchButtonClicked(_:)`;
    /// the field keeps editing, as in UIKit. Beyond UIKit.
    public func simulateSearchButtonTap() {
        searchTextField.simulateReturn()
    }

    /// Taps the cancel button when it shows: the delegate hears `searchBarCancelButtonClicked(_:)`; a search
    /// controller's bar then empties, resigns and deactivates its controller. A hidden button cannot be tapped: a
    /// `cancelButtonHidden` diagnostic, nothing else. Beyond UIKit.
    public func simulateCancelButtonTap() {
        guard showsCancelButton else {
            report(kind: .cancelButtonHidden, message: "simulateCancelButtonTap() while the cancel button is hidden; ignored")
            return
        }
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.searchBarCancelButtonClicked()
    }

    /// Taps the bookmark button when it shows: the delegate hears `searchBarBookmarkButtonClicked(_:)`
    /// (otherwise a `bookmarkButtonHidden` diagnostic). Beyond UIKit.
    public func simulateBookmarkButtonTap() {
        guard showsBookmarkButton else {
            report(kind: .bookmarkButtonHidden, message: "simulateBookmarkButtonTap() while the bookmark button is hidden; ignored")
            return
        }
        delegate?.searchBarBookmarkButtonClicked(self)
    }

    /// Taps the results-list button when it shows: the delegate hears `searchBarResultsListButtonClicked(_:)`
    /// (otherwise a `resultsListButtonHidden` diagnostic). Beyond UIKit.
    public func simulateResultsListButtonTap() {
        guard showsSearchResultsButton else {
            report(kind: .resultsListButtonHidden,
                   message: "simulateResultsListButtonTap() while the results-list button is hidden; ignored")
            return
        }
        delegate?.searchBarResultsListButtonClicked(self)
    }

    /// Taps the scope button at `index` when the scope bar shows: if it was not selected, it becomes selected,
    /// the delegate hears `searchBar(_:selectedScopeButtonIndexDidChange:)` and the search controller updates its
    /// results. A hidden scope bar (`scopeBarHidden`) or an index that names no scope button
    /// (`invalidScopeButtonIndex`) gives a diagnostic and nothing else. Beyond UIKit.
    public func simulateScopeButtonTap(at index: Int) {
        guard isScopeBarVisible else {
            report(kind: .scopeBarHidden, message: "simulateScopeButtonTap(at: \(index)) while the scope bar is hidden; ignored")
            return
        }
        guard (scopeButtonTitles ?? []).indices.contains(index) else {
            report(kind: .invalidScopeButtonIndex,
                   message: "simulateScopeButtonTap(at: \(index)) names no scope button of \(scopeButtonTitles?.count ?? 0); ignored")
            return
        }
        guard index != selectedScopeButtonIndex else { return }
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
        searchController?.searchBarScopeDidChange()
    }
}
