import CollectionDiagnostics
import CollectionGeometry

/// A bar with a search field, and optional cancel, bookmark and results-list buttons and a scope bar (UIKit's
/// `UISearchBar`), headless: its text and settings, its delegate, and its height.
///
/// The text lives in ``searchTextField``, whose editing the bar reports to its ``delegate`` (and to the
/// ``UISearchController`` that owns it). Setting ``text`` tells no one, as in UIKit. Input is simulated (beyond
/// UIKit): ``simulateTyping(_:)``, ``simulateSearchButtonTap()``, ``simulateCancelButtonTap()``,
/// ``simulateScopeButtonTap(at:)`` and the others in `UISearchBar+SimulatedInput.swift`.
///
/// Size: no intrinsic width; 56 pt tall (UIKit's search bar since iOS 11), plus 30 pt for a ``prompt`` and 44 pt
/// for a visible scope bar (both chosen: a navigation bar's prompt line, and a 32-pt segmented control with 6 pt
/// above and below). The search field is 36 pt tall (UIKit's since iOS 13), inset 8 pt at the sides.
@MainActor
open class UISearchBar: UIView {
    /// The height of the bar itself (UIKit's since iOS 11).
    static let barHeight: CGFloat = 56
    /// The height a prompt adds (chosen).
    static let promptHeight: CGFloat = 30
    /// The height a visible scope bar adds (chosen).
    static let scopeBarHeight: CGFloat = 44
    /// The height of the search field (UIKit's since iOS 13).
    static let searchFieldHeight: CGFloat = 36
    /// The inset of the search field from the bar's sides (chosen).
    static let searchFieldInset: CGFloat = 8

    private let storedSearchTextField: UISearchTextField

    /// The search field.
    open var searchTextField: UISearchTextField { storedSearchTextField }
    /// The delegate, held weakly.
    open weak var delegate: (any UISearchBarDelegate)?
    /// The search controller whose bar this is.
    weak var searchController: UISearchController?
    /// Where the bar's diagnostics go (a scope index out of range, a hidden button tapped); nil sends them to
    /// ``DiagnosticSink/current``. Beyond UIKit.
    public var diagnosticSink: DiagnosticSink? {
        get { storedSearchTextField.diagnosticSink }
        set { storedSearchTextField.diagnosticSink = newValue }
    }

    /// The search text (the search field's); setting it tells no one.
    open var text: String? {
        get { storedSearchTextField.text }
        set { storedSearchTextField.text = newValue }
    }
    /// The text shown while the field is empty.
    open var placeholder: String? {
        get { storedSearchTextField.placeholder }
        set { storedSearchTextField.placeholder = newValue }
    }
    /// A line of text above the bar; it adds 30 pt to the height.
    open var prompt: String? {
        didSet { if (prompt == nil) != (oldValue == nil) { invalidateIntrinsicContentSize() } }
    }
    /// Whether the cancel button shows (default `false`).
    open var showsCancelButton = false {
        didSet { if showsCancelButton != oldValue { setNeedsLayout() } }
    }
    /// Whether the bookmark button shows (default `false`).
    open var showsBookmarkButton = false
    /// Whether the results-list button shows (default `false`).
    open var showsSearchResultsButton = false
    /// Whether the results-list button is selected (default `false`).
    open var isSearchResultsButtonSelected = false
    /// The titles of the scope buttons; nil or empty: no scope bar.
    open var scopeButtonTitles: [String]? {
        didSet {
            let count = scopeButtonTitles?.count ?? 0
            if storedSelectedScopeButtonIndex >= count { storedSelectedScopeButtonIndex = 0 }
            invalidateIntrinsicContentSize()
        }
    }
    private var storedSelectedScopeButtonIndex = 0
    /// The selected scope button (default 0). Setting it tells no one. An index that names no scope button is
    /// refused with an `invalidScopeButtonIndex` diagnostic (the selection stays).
    open var selectedScopeButtonIndex: Int {
        get { storedSelectedScopeButtonIndex }
        set {
            guard newValue == 0 || (scopeButtonTitles ?? []).indices.contains(newValue) else {
                report(kind: .invalidScopeButtonIndex,
                       message: "selectedScopeButtonIndex \(newValue) names no scope button of "
                           + "\(scopeButtonTitles?.count ?? 0); kept \(storedSelectedScopeButtonIndex)")
                return
            }
            storedSelectedScopeButtonIndex = newValue
        }
    }
    /// Whether the scope bar shows (default `false`); it shows only with scope button titles, and adds 44 pt.
    open var showsScopeBar = false {
        didSet { if showsScopeBar != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The bar's style (default `.default`); stored.
    open var searchBarStyle: Style = .default
    /// The colour of the bar's background; stored.
    open var barTintColor: UIColor?
    /// Whether the bar is translucent (default `true`); stored.
    open var isTranslucent = true
    /// Whether the bar takes input (default `true`): a disabled bar's field cannot start editing.
    open var isEnabled: Bool {
        get { storedSearchTextField.isEnabled }
        set { storedSearchTextField.isEnabled = newValue }
    }
    /// A view shown above the keyboard (the search field's).
    open override var inputAccessoryView: UIView? {
        get { storedSearchTextField.inputAccessoryView }
        set { storedSearchTextField.inputAccessoryView = newValue }
    }

    // MARK: Text input traits (the search field's)

    /// When the keyboard capitalises.
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { storedSearchTextField.autocapitalizationType }
        set { storedSearchTextField.autocapitalizationType = newValue }
    }
    /// Whether the keyboard corrects.
    open var autocorrectionType: UITextAutocorrectionType {
        get { storedSearchTextField.autocorrectionType }
        set { storedSearchTextField.autocorrectionType = newValue }
    }
    /// Whether misspellings are marked.
    open var spellCheckingType: UITextSpellCheckingType {
        get { storedSearchTextField.spellCheckingType }
        set { storedSearchTextField.spellCheckingType = newValue }
    }
    /// The keyboard.
    open var keyboardType: UIKeyboardType {
        get { storedSearchTextField.keyboardType }
        set { storedSearchTextField.keyboardType = newValue }
    }
    /// The keyboard's look.
    open var keyboardAppearance: UIKeyboardAppearance {
        get { storedSearchTextField.keyboardAppearance }
        set { storedSearchTextField.keyboardAppearance = newValue }
    }
    /// The return key's title (default `.search`).
    open var returnKeyType: UIReturnKeyType {
        get { storedSearchTextField.returnKeyType }
        set { storedSearchTextField.returnKeyType = newValue }
    }
    /// Whether the search key is disabled while the text is empty.
    open var enablesReturnKeyAutomatically: Bool {
        get { storedSearchTextField.enablesReturnKeyAutomatically }
        set { storedSearchTextField.enablesReturnKeyAutomatically = newValue }
    }
    /// What the field holds, for AutoFill.
    open var textContentType: UITextContentType! {
        get { storedSearchTextField.textContentType }
        set { storedSearchTextField.textContentType = newValue }
    }

    /// Creates a search bar with a frame; its search field is a subview.
    public override init(frame: CGRect) {
        storedSearchTextField = UISearchTextField(frame: .zero)
        super.init(frame: frame)
        storedSearchTextField.searchBar = self
        addSubview(storedSearchTextField)
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shows or hides the cancel button; headless there is no animation.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// Shows or hides the scope bar; headless there is no animation.
    open func setShowsScope(_ show: Bool, animated: Bool) {
        showsScopeBar = show
    }

    // MARK: - First responder (the search field's)

    /// Whether the search field is editing.
    open override var isFirstResponder: Bool { storedSearchTextField.isFirstResponder }
    /// Whether the search bar may become first responder: while its search field may.
    open override var canBecomeFirstResponder: Bool { storedSearchTextField.canBecomeFirstResponder }

    /// Starts editing in the search field (see ``UITextField/becomeFirstResponder()``); the delegate hears
    /// `searchBarShouldBeginEditing(_:)` and `searchBarTextDidBeginEditing(_:)`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { storedSearchTextField.becomeFirstResponder() }

    /// Stops editing in the search field; the delegate hears `searchBarShouldEndEditing(_:)` and
    /// `searchBarTextDidEndEditing(_:)`.
    @discardableResult
    open override func resignFirstResponder() -> Bool { storedSearchTextField.resignFirstResponder() }

    // MARK: - Size

    /// Whether the scope bar is shown: ``showsScopeBar`` with at least one scope button title.
    var isScopeBarVisible: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    /// The bar's height: 56, plus 30 with a prompt, plus 44 with a visible scope bar.
    var barHeightWithParts: CGFloat {
        Self.barHeight + (prompt == nil ? 0 : Self.promptHeight) + (isScopeBarVisible ? Self.scopeBarHeight : 0)
    }

    /// No intrinsic width; the bar's height.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: barHeightWithParts)
    }

    /// The width offered (0 when it is not finite or negative) by the bar's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.isFinite ? max(size.width, 0) : 0, height: barHeightWithParts)
    }

    /// Lays out the subviews (Auto Layout first), then places the search field: inset 8 pt at the sides, 36 pt
    /// tall, centred in the bar below the prompt; while ``showsCancelButton``, it leaves room at its trailing side
    /// for the cancel button (see ``cancelButtonRoom``).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let top = (prompt == nil ? 0 : Self.promptHeight) + (Self.barHeight - Self.searchFieldHeight) / 2
        let room = showsCancelButton ? cancelButtonRoom : 0
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        storedSearchTextField.frame = CGRect(x: Self.searchFieldInset + (rightToLeft ? room : 0), y: top,
                                             width: max(bounds.width - 2 * Self.searchFieldInset - room, 0),
                                             height: Self.searchFieldHeight)
    }

    // MARK: - Reports from the search field

    /// The search field started editing: tells the delegate, then the search controller.
    func searchFieldDidBeginEditing() {
        delegate?.searchBarTextDidBeginEditing(self)
        searchController?.searchBarDidBeginEditing()
    }

    /// Editing changed the text: tells the delegate, then the search controller.
    func searchFieldTextDidChange() {
        delegate?.searchBar(self, textDidChange: text ?? "")
        searchController?.searchBarTextDidChange()
    }

    /// Sends a diagnostic of `kind` to the bar's sink.
    func report(kind: UIControl.DiagnosticKind, message: String) {
        let name = "<\(String(describing: type(of: self))): 0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16))>"
        ControlDiagnostics.report(kind: kind, message: "\(name): \(message)", sink: diagnosticSink)
    }
}
