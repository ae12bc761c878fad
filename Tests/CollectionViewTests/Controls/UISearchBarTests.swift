// `simulateTyping(_:)`, `simulateSearchButtonTap()`, `simulateCancelButtonTap()`, `simulateScopeButtonTap(at:)`
// and the other simulated inputs, and `diagnosticSink`, are beyond UIKit (headless there is no finger), so this
// file does not compile against UIKit by design.
import CollectionDiagnostics
import OpenCompositionalLayout
import Testing

/// A search bar delegate that records its calls.
@MainActor
final class RecordingSearchBarDelegate: UISearchBarDelegate {
    var log: [String] = []
    var allowsBeginning = true
    var rejectedCharacter: String?

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
        log.append("shouldBegin")
        return allowsBeginning
    }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBegin") }
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool {
        log.append("shouldEnd")
        return true
    }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("text(\(searchText))") }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        text != rejectedCharacter
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) { log.append("bookmark") }
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) { log.append("results") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        log.append("scope(\(selectedScope))")
    }
}

@MainActor
@Suite struct UISearchBarTests {
    @Test func theTextLivesInTheSearchField() {
        let bar = UISearchBar()
        #expect(bar.searchTextField.superview === bar)
        #expect(bar.searchTextField.borderStyle == .roundedRect)
        #expect(bar.returnKeyType == .search)
        #expect(bar.searchBarStyle == .default && UISearchBar.Style.minimal.rawValue == 2)
        bar.text = "cats"
        bar.placeholder = "Search"
        #expect(bar.searchTextField.text == "cats")
        #expect(bar.searchTextField.placeholder == "Search")
        bar.keyboardType = .webSearch
        #expect(bar.searchTextField.keyboardType == .webSearch)
    }

    @Test func typingCallsTheDelegateAsUIKitDoes() {
        let delegate = RecordingSearchBarDelegate()
        delegate.rejectedCharacter = "!"
        let bar = UISearchBar()
        bar.delegate = delegate
        bar.simulateTyping("ca!t")
        #expect(bar.text == "cat")
        #expect(bar.isFirstResponder)
        #expect(delegate.log == ["shouldBegin", "didBegin", "text(c)", "text(ca)", "text(cat)"])
        delegate.log = []
        bar.simulateDeleteBackward()
        bar.simulateSearchButtonTap()
        #expect(delegate.log == ["text(ca)", "search"])
        #expect(bar.isFirstResponder) // the search key does not resign
        // The clear button (shown while editing) empties the text.
        delegate.log = []
        bar.simulateClearButtonTap()
        #expect(bar.text == "" && delegate.log == ["text()"])
        bar.resignFirstResponder()
        #expect(delegate.log == ["text()", "shouldEnd", "didEnd"])
        // A refusing delegate keeps the bar from editing, and nothing is typed.
        delegate.allowsBeginning = false
        bar.simulateTyping("x")
        #expect(bar.text == "")
        // Setting the text tells no one.
        delegate.log = []
        bar.text = "dogs"
        #expect(delegate.log.isEmpty)
    }

    @Test func theButtonsCallTheDelegateWhenTheyShow() {
        let delegate = RecordingSearchBarDelegate()
        let collector = DiagnosticCollector()
        let bar = UISearchBar()
        bar.delegate = delegate
        bar.diagnosticSink = collector.sink
        bar.simulateCancelButtonTap()
        bar.simulateBookmarkButtonTap()
        bar.simulateResultsListButtonTap()
        #expect(delegate.log.isEmpty)
        #expect(collector.diagnostics.map(\.kind) == ["cancelButtonHidden", "bookmarkButtonHidden", "resultsListButtonHidden"])
        bar.setShowsCancelButton(true, animated: true)
        bar.showsBookmarkButton = true
        bar.showsSearchResultsButton = true
        bar.simulateCancelButtonTap()
        bar.simulateBookmarkButtonTap()
        bar.simulateResultsListButtonTap()
        #expect(delegate.log == ["cancel", "bookmark", "results"])
    }

    @Test func theScopeBarSelectsAButton() {
        let delegate = RecordingSearchBarDelegate()
        let collector = DiagnosticCollector()
        let bar = UISearchBar()
        bar.delegate = delegate
        bar.diagnosticSink = collector.sink
        bar.scopeButtonTitles = ["All", "Unread", "Flagged"]
        bar.simulateScopeButtonTap(at: 1)  // hidden scope bar
        bar.setShowsScope(true, animated: false)
        bar.simulateScopeButtonTap(at: 1)
        bar.simulateScopeButtonTap(at: 1)  // already selected: nothing
        bar.simulateScopeButtonTap(at: 3)
        #expect(bar.selectedScopeButtonIndex == 1)
        #expect(delegate.log == ["scope(1)"])
        #expect(collector.diagnostics.map(\.kind) == ["scopeBarHidden", "invalidScopeButtonIndex"])
        // Setting the index tells no one; an index out of range is refused.
        bar.selectedScopeButtonIndex = 2
        bar.selectedScopeButtonIndex = 7
        #expect(bar.selectedScopeButtonIndex == 2)
        #expect(delegate.log == ["scope(1)"])
        // Fewer titles bring the selection back to the first.
        bar.scopeButtonTitles = ["All"]
        #expect(bar.selectedScopeButtonIndex == 0)
    }

    /// 56 tall; a prompt adds 30 and a visible scope bar 44. The field is 36 tall, inset 8 at the sides.
    @Test func theHeightGrowsWithThePromptAndTheScopeBar() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 56))
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: 56))
        bar.showsScopeBar = true
        #expect(bar.intrinsicContentSize.height == 56) // no titles: no scope bar
        bar.scopeButtonTitles = ["A", "B"]
        bar.prompt = "Find a friend"
        #expect(bar.intrinsicContentSize.height == 130)
        bar.layoutIfNeeded()
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 40, width: 304, height: 36))
    }

    @Test func tokensAreInsertedAndRemoved() {
        let collector = DiagnosticCollector()
        let field = UISearchTextField(frame: .zero)
        field.diagnosticSink = collector.sink
        let photos = UISearchToken(icon: UIImage(systemName: "photo"), text: "Photos")
        photos.representedObject = 42
        field.insertToken(photos, at: 0)
        field.insertToken(UISearchToken(icon: nil, text: "Videos"), at: 9)
        #expect(field.tokens.map(\.text) == ["Photos", "Videos"])
        #expect(field.tokens.first?.representedObject as? Int == 42)
        field.removeToken(at: 5)
        field.removeToken(at: 0)
        #expect(field.tokens.map(\.text) == ["Videos"])
        #expect(collector.diagnostics.map(\.kind) == ["tokenIndexOutOfRange", "tokenIndexOutOfRange"])
    }
}
