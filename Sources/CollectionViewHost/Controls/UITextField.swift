import CollectionGeometry

/// A control that edits one line of text (UIKit's `UITextField`), headless: its text and attributes, its editing
/// state, its delegate and events, and its natural size. There is no keyboard: becoming first responder starts
/// editing and nothing else, and typing is simulated.
///
/// Simulated editing (beyond UIKit) follows UIKit's calls: ``simulateTyping(_:)`` inserts character by character
/// through ``insertText(_:)`` — the delegate's `textField(_:shouldChangeCharactersIn:replacementString:)` decides
/// each, and an accepted one changes the text, sends `.editingChanged`, posts ``textDidChangeNotification`` and
/// tells the delegate `textFieldDidChangeSelection(_:)`; ``simulateDeleteBackward()`` does the same through
/// ``deleteBackward()``; ``simulateReturn()`` and ``simulateClearButtonTap()`` press the return key and the
/// clear button. Setting ``text`` sends nothing, as in UIKit. The size rules are in `UITextField+Sizing.swift`.
@MainActor
open class UITextField: UIControl {
    /// Posted when a text field starts editing; the object is the text field.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when a text field stops editing; the object is the text field, the user info holds the reason
    /// under ``didEndEditingReasonUserInfoKey``.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    /// Posted when editing changes a text field's text; the object is the text field.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// The user-info key of the reason in ``textDidEndEditingNotification`` (a `DidEndEditingReason` raw value).
    nonisolated public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonKey"

    private var storedText = ""
    private var storedFont = UIFont.systemFont(ofSize: UIFont.labelFontSize)

    /// The text (never nil when read: `""` when empty, as in UIKit). Setting it sends no action and tells the
    /// delegate nothing; it re-measures the field.
    open var text: String? {
        get { storedText }
        set {
            let newText = newValue ?? ""
            guard newText != storedText else { return }
            storedText = newText
            invalidateIntrinsicContentSize()
        }
    }
    /// The text with attributes: the styled text last set while the text is still its characters (editing
    /// or setting ``text`` drops the styles), else the text in the field's font and colour.
    open var attributedText: NSAttributedString? {
        get {
            if let styled = storedStyledText.text, styled.string == storedText { return styled }
            return NSAttributedString(string: storedText, attributes: [.font: storedFont, .foregroundColor: textColor ?? UIColor.label])
        }
        set {
            text = newValue?.string
            storedStyledText.text = newValue.map { NSAttributedString(attributedString: $0) }
        }
    }
    /// The text shown while the field is empty; it sizes an empty field.
    open var placeholder: String? {
        didSet { if placeholder != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The placeholder with attributes: the styled placeholder last set while ``placeholder`` is still its
    /// characters, else the placeholder unstyled.
    open var attributedPlaceholder: NSAttributedString? {
        get {
            if let styled = storedStyledText.placeholder, styled.string == placeholder { return styled }
            return placeholder.map { NSAttributedString(string: $0) }
        }
        set {
            placeholder = newValue?.string
            storedStyledText.placeholder = newValue.map { NSAttributedString(attributedString: $0) }
        }
    }
    /// The styled text and placeholder last set (see ``attributedText``).
    private var storedStyledText: (text: NSAttributedString?, placeholder: NSAttributedString?) = (nil, nil)
    /// The font (never nil when read; setting nil restores the default, the 17-pt system font).
    open var font: UIFont? {
        get { storedFont }
        set {
            storedFont = newValue ?? .systemFont(ofSize: UIFont.labelFontSize)
            invalidateIntrinsicContentSize()
        }
    }
    /// The colour of the text (default `.label`).
    open var textColor: UIColor? = .label
    /// How the text lines up (default `.natural`).
    open var textAlignment: NSTextAlignment = .natural
    /// The border (default `.none`); the bordered styles pad the text.
    open var borderStyle: BorderStyle = .none {
        didSet { if borderStyle != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// When the clear button shows (default `.never`); it shows only while there is text.
    open var clearButtonMode: ViewMode = .never {
        didSet { if clearButtonMode != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// A view at the leading side (a subview while set), shown per ``leftViewMode``.
    open var leftView: UIView? {
        didSet { overlayViewDidChange(from: oldValue, to: leftView) }
    }
    /// When the left view shows (default `.never`).
    open var leftViewMode: ViewMode = .never {
        didSet { if leftViewMode != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// A view at the trailing side (a subview while set), shown per ``rightViewMode``.
    open var rightView: UIView? {
        didSet { overlayViewDidChange(from: oldValue, to: rightView) }
    }
    /// When the right view shows (default `.never`).
    open var rightViewMode: ViewMode = .never {
        didSet { if rightViewMode != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// Whether starting to edit empties the field (default `false`).
    open var clearsOnBeginEditing = false
    /// Whether the first insertion after editing starts replaces the whole text (default `false`).
    open var clearsOnInsertion = false
    /// Whether the font shrinks to fit the width (default `false`); stored.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest font size when shrinking; stored.
    open var minimumFontSize: CGFloat = 0
    /// Whether the font follows the content size category; stored.
    open var adjustsFontForContentSizeCategory = false
    /// The background image; stored.
    open var background: UIImage?
    /// The background image while disabled; stored.
    open var disabledBackground: UIImage?
    /// Whether the user may change text attributes; stored.
    open var allowsEditingTextAttributes = false
    /// A view shown in place of the keyboard; stored.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    private var storedInputView: UIView?
    /// A view shown above the keyboard; stored.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    private var storedInputAccessoryView: UIView?
    /// The delegate, held weakly.
    open weak var delegate: (any UITextFieldDelegate)?
    /// Whether the field is editing (it is first responder).
    open private(set) var isEditing = false
    /// Whether the next insertion replaces the text (``clearsOnInsertion`` after editing began).
    private var replacesTextOnNextInsertion = false

    // MARK: Text input traits (stored: there is no keyboard)

    /// When the keyboard capitalises (default `.sentences`).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether the keyboard corrects (default `.default`).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether misspellings are marked (default `.default`).
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Whether quotes are curled (default `.default`).
    open var smartQuotesType: UITextSmartQuotesType = .default
    /// Whether double hyphens become dashes (default `.default`).
    open var smartDashesType: UITextSmartDashesType = .default
    /// Whether spaces are managed around insertions (default `.default`).
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// The keyboard (default `.default`).
    open var keyboardType: UIKeyboardType = .default
    /// The keyboard's look (default `.default`).
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The return key's title (default `.default`).
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the return key is disabled while the text is empty (default `false`): then
    /// ``simulateReturn()`` does nothing on an empty field.
    open var enablesReturnKeyAutomatically = false
    /// Whether the text is hidden as it is typed (default `false`): it is measured as one bullet per character.
    open var isSecureTextEntry = false {
        didSet { if isSecureTextEntry != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// What the field holds, for AutoFill (default nil).
    open var textContentType: UITextContentType!

    /// Creates a text field with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - First responder

    /// Whether the field is first responder: the same as ``isEditing`` headless.
    open override var isFirstResponder: Bool { isEditing }
    /// Whether the field may become first responder: while it is enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }
    /// Whether the field may resign first responder (`true`).
    open override var canResignFirstResponder: Bool { true }

    /// Starts editing, unless the field is disabled or the delegate refuses (`textFieldShouldBeginEditing(_:)`).
    /// The text field that is editing elsewhere in the same view hierarchy resigns first (if it refuses, this
    /// one does not start). Starting: ``isEditing`` turns on, ``clearsOnBeginEditing`` empties the text, the
    /// delegate hears `textFieldDidBeginEditing(_:)`, `.editingDidBegin` is sent and
    /// ``textDidBeginEditingNotification`` posted. Returns whether the field is editing.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isEditing { return true }
        guard canBecomeFirstResponder, askShouldBeginEditing() else { return false }
        if let other = otherFirstResponderInScope ?? editingTextFieldInHierarchy(), !other.resignFirstResponder() { return false }
        isEditing = true
        registerAsFirstResponder()
        replacesTextOnNextInsertion = clearsOnInsertion
        if clearsOnBeginEditing { text = "" }
        invalidateIntrinsicContentSize()  // the overlay views' visibility may change
        didBeginEditing()
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Stops editing, unless the delegate refuses (`textFieldShouldEndEditing(_:)`): ``isEditing`` turns off, the
    /// delegate hears `textFieldDidEndEditing(_:reason:)` with `.committed`, `.editingDidEnd` is sent and
    /// ``textDidEndEditingNotification`` posted. Returns whether the field is no longer editing.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return true }
        guard askShouldEndEditing() else { return false }
        isEditing = false
        unregisterAsFirstResponder()
        replacesTextOnNextInsertion = false
        invalidateIntrinsicContentSize()
        didEndEditing()
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self,
                                        userInfo: [Self.didEndEditingReasonUserInfoKey: DidEndEditingReason.committed.rawValue])
        return true
    }

    // MARK: - Key input

    /// Whether there is text.
    open var hasText: Bool { !storedText.isEmpty }

    /// Inserts `text` at the end, as the keyboard does: the delegate's
    /// `textField(_:shouldChangeCharactersIn:replacementString:)` may refuse it; an accepted insertion sends
    /// `.editingChanged`, posts ``textDidChangeNotification`` and tells the delegate `textFieldDidChangeSelection(_:)`.
    /// The insertion point is always the end of the text headless.
    open func insertText(_ text: String) {
        let length = (storedText as NSString).length
        let range = replacesTextOnNextInsertion ? NSRange(location: 0, length: length) : NSRange(location: length, length: 0)
        replace(range, with: text)
        replacesTextOnNextInsertion = false
    }

    /// Deletes the last character, as the keyboard's delete key does (through the delegate, like
    /// ``insertText(_:)``); nothing on an empty field. Subclasses override it to hear the delete key.
    open func deleteBackward() {
        guard let last = storedText.last else { return }
        let length = (storedText as NSString).length
        let deleted = String(last).utf16.count
        replace(NSRange(location: length - deleted, length: deleted), with: "")
    }

    /// Replaces `range` of the text with `replacement` if the delegate allows it, then reports the change.
    private func replace(_ range: NSRange, with replacement: String) {
        guard askShouldChangeCharacters(in: range, replacementString: replacement) else { return }
        text = (storedText as NSString).replacingCharacters(in: range, with: replacement)
        textDidChangeByEditing()
    }

    /// The text changed by editing: sends `.editingChanged`, posts ``textDidChangeNotification`` and tells the
    /// delegate (or the search bar) about it.
    func textDidChangeByEditing() {
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        didChangeTextByEditing()
    }

    // MARK: - Who decides (a search text field routes these to its search bar)

    /// Whether editing may begin: the delegate's answer.
    func askShouldBeginEditing() -> Bool { delegate?.textFieldShouldBeginEditing(self) ?? true }
    /// Editing began: tells the delegate.
    func didBeginEditing() { delegate?.textFieldDidBeginEditing(self) }
    /// Whether editing may end: the delegate's answer.
    func askShouldEndEditing() -> Bool { delegate?.textFieldShouldEndEditing(self) ?? true }
    /// Editing ended: tells the delegate.
    func didEndEditing() { delegate?.textFieldDidEndEditing(self, reason: .committed) }
    /// Whether `range` may be replaced by `string`: the delegate's answer.
    func askShouldChangeCharacters(in range: NSRange, replacementString string: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true
    }
    /// Editing changed the text: tells the delegate the selection moved.
    func didChangeTextByEditing() { delegate?.textFieldDidChangeSelection(self) }
    /// Whether the clear button may clear: the delegate's answer.
    func askShouldClear() -> Bool { delegate?.textFieldShouldClear(self) ?? true }

    /// The return key was pressed: if the delegate's `textFieldShouldReturn(_:)` allows, sends
    /// `.editingDidEndOnExit` and `.primaryActionTriggered`, and resigns first responder when an action is added
    /// for `.editingDidEndOnExit` (UIKit dismisses the keyboard then).
    func returnKeyWasPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let resigns = !actions(for: .editingDidEndOnExit).isEmpty
        sendActions(for: .editingDidEndOnExit)
        sendActions(for: .primaryActionTriggered)
        if resigns { resignFirstResponder() }
    }

    /// Does what a tap does, when the field is enabled and visible: highlights it while the touch is down and
    /// sends `.touchDown`, makes it first responder (see ``becomeFirstResponder()``), then sends
    /// `.touchUpInside`. Beyond UIKit.
    open override func simulateTap() {
        guard isEnabled, !isHidden else { return }
        isHighlighted = true
        sendActions(for: .touchDown)
        isHighlighted = false
        becomeFirstResponder()
        sendActions(for: .touchUpInside)
    }

    // MARK: - Rectangles (UIKit's override points)

    /// The border's rectangle: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// Where the text is drawn: the bounds less the border's padding and the overlay views shown.
    open func textRect(forBounds bounds: CGRect) -> CGRect { contentRect(forBounds: bounds) }
    /// Where the placeholder is drawn: as ``textRect(forBounds:)``.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// Where the text is edited: as ``textRect(forBounds:)``.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// Where the clear button is: at the trailing side, left of the right view, centred vertically; zero when
    /// it is hidden.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { overlayRects(forBounds: bounds).clearButton }
    /// Where the left view is: at the left edge, centred vertically, at its size; zero when it is hidden.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { overlayRects(forBounds: bounds).left }
    /// Where the right view is: at the right edge, centred vertically, at its size; zero when it is hidden.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { overlayRects(forBounds: bounds).right }

    // MARK: - UIView overrides

    /// The natural size: see `UITextField+Sizing.swift`.
    open override var intrinsicContentSize: CGSize { naturalSize }

    /// The natural size, whatever the size offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { naturalSize }

    /// Lays out the subviews (Auto Layout first), then places the left and right views.
    open override func layoutSubviews() {
        super.layoutSubviews()
        leftView?.frame = leftViewRect(forBounds: bounds)
        rightView?.frame = rightViewRect(forBounds: bounds)
    }

    /// The first baseline lies the font's ascender below the text's top; the last the descender above its bottom.
    override var autoLayoutBaselineOffsets: (firstFromTop: CGFloat, lastFromBottom: CGFloat)? {
        let size = naturalSize
        let lineHeight = ceilToPixel(storedFont.lineHeight)
        let top = (size.height - lineHeight) / 2
        return (top + storedFont.ascender, size.height - top - lineHeight - storedFont.descender)
    }

    /// The left or right view changed: the old one leaves, the new one becomes a subview.
    private func overlayViewDidChange(from oldView: UIView?, to newView: UIView?) {
        guard oldView !== newView else { return }
        if let oldView, oldView.superview === self { oldView.removeFromSuperview() }
        if let newView { addSubview(newView) }
        invalidateIntrinsicContentSize()
    }

    /// The other text field that is editing in this view's hierarchy (from its topmost superview down).
    private func editingTextFieldInHierarchy() -> UITextField? {
        var root: UIView = self
        while let superview = root.superview { root = superview }
        var stack: [UIView] = [root]
        while let view = stack.popLast() {
            if let field = view as? UITextField, field !== self, field.isEditing { return field }
            stack.append(contentsOf: view.subviews)
        }
        return nil
    }
}
