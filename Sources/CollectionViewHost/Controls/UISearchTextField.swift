import CollectionGeometry

/// The text field of a search bar (UIKit's `UISearchTextField`): a rounded-rectangle text field with a magnifying
/// glass at its leading side, a clear button while editing, a search return key, and tokens.
///
/// Inside a ``UISearchBar`` its editing is reported to the search bar's delegate (and search controller), not to
/// the text field's own delegate, as UIKit's search bar owns its field; a field on its own behaves as a
/// ``UITextField``.
@MainActor
open class UISearchTextField: UITextField {
    /// The search bar the field belongs to.
    weak var searchBar: UISearchBar?

    /// The tokens, in order.
    open var tokens: [UISearchToken] = []
    /// The background colour of the tokens; stored.
    open var tokenBackgroundColor: UIColor?
    /// Whether the user may delete tokens (default `true`); stored.
    open var allowsDeletingTokens = true
    /// Whether the user may copy tokens (default `true`); stored.
    open var allowsCopyingTokens = true

    /// Creates a search field with a frame: rounded border, magnifying glass always shown, clear button while
    /// editing, return key "Search".
    public override init(frame: CGRect) {
        super.init(frame: frame)
        borderStyle = .roundedRect
        clearButtonMode = .whileEditing
        returnKeyType = .search
        leftView = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        leftViewMode = .always
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Inserts `token` at `tokenIndex`; an index outside `0…tokens.count` inserts at the nearer end, with a
    /// `tokenIndexOutOfRange` diagnostic.
    open func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
        var index = tokenIndex
        if !(0...tokens.count).contains(index) {
            index = index < 0 ? 0 : tokens.count
            reportDiagnostic(kind: .tokenIndexOutOfRange,
                             message: "\(diagnosticName): token index \(tokenIndex) is outside 0…\(tokens.count); "
                                 + "inserted at \(index)")
        }
        tokens.insert(token, at: index)
    }

    /// Removes the token at `tokenIndex`; an index that names no token does nothing but report a
    /// `tokenIndexOutOfRange` diagnostic.
    open func removeToken(at tokenIndex: Int) {
        guard tokens.indices.contains(tokenIndex) else {
            reportDiagnostic(kind: .tokenIndexOutOfRange,
                             message: "\(diagnosticName): token index \(tokenIndex) names no token of \(tokens.count); ignored")
            return
        }
        tokens.remove(at: tokenIndex)
    }

    // MARK: - Routed to the search bar

    override func askShouldBeginEditing() -> Bool {
        guard let searchBar else { return super.askShouldBeginEditing() }
        return searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true
    }

    override func didBeginEditing() {
        guard let searchBar else { return super.didBeginEditing() }
        searchBar.searchFieldDidBeginEditing()
    }

    override func askShouldEndEditing() -> Bool {
        guard let searchBar else { return super.askShouldEndEditing() }
        return searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true
    }

    override func didEndEditing() {
        guard let searchBar else { return super.didEndEditing() }
        searchBar.delegate?.searchBarTextDidEndEditing(searchBar)
    }

    override func askShouldChangeCharacters(in range: NSRange, replacementString string: String) -> Bool {
        guard let searchBar else { return super.askShouldChangeCharacters(in: range, replacementString: string) }
        return searchBar.delegate?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    override func didChangeTextByEditing() {
        guard let searchBar else { return super.didChangeTextByEditing() }
        searchBar.searchFieldTextDidChange()
    }

    override func askShouldClear() -> Bool {
        guard searchBar != nil else { return super.askShouldClear() }
        return true
    }

    override func returnKeyWasPressed() {
        guard let searchBar else { return super.returnKeyWasPressed() }
        searchBar.delegate?.searchBarSearchButtonClicked(searchBar)
    }
}
