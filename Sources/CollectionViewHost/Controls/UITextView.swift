import CollectionGeometry

/// A scrollable, multi-line, editable text region (UIKit's `UITextView`), headless: its text and attributes,
/// the text container and its insets, the content size of the laid-out text, its editing state, its delegate and
/// notifications. There is no keyboard: becoming first responder starts editing, and typing is simulated
/// (`UITextView+SimulatedEditing.swift`, beyond UIKit).
///
/// The text is laid out in the view's width less ``textContainerInset``'s sides and the container's
/// ``NSTextContainer/lineFragmentPadding`` at each end, wrapped at spaces by the text measurer
/// (``TextMeasuringRegistry``), in ``font`` (the 12-pt system font when none is set, as UIKit's text view uses a
/// 12-point font then). ``contentSize`` is the view's width by the text's height plus the insets' top and
/// bottom (at least one line, as an empty text view holds its insertion point). With ``isScrollEnabled`` off the
/// view sizes itself to its text: ``intrinsicContentSize`` is the text's height at the view's width, and Auto
/// Layout measures it again at the width it solves (self-sizing text views in cells).
@MainActor
open class UITextView: UIScrollView {
    /// Posted when a text view starts editing; the object is the text view.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted when editing changes a text view's text; the object is the text view.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when a text view stops editing; the object is the text view.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    /// The font used when ``font`` is nil: the 12-pt system font (UIKit uses a 12-point font then).
    public static let defaultFontSize: CGFloat = 12

    private var storedText = ""
    private var storedAttributedText: NSAttributedString?

    /// The text (`""` when empty; setting nil empties it). Setting it tells the delegate nothing, moves the
    /// insertion point to the end and lays the text out again.
    open var text: String! {
        get { storedText }
        set {
            let newText = newValue ?? ""
            storedAttributedText = nil
            guard newText != storedText else { return }
            storedText = newText
            selectedRange = NSRange(location: (newText as NSString).length, length: 0)
            textLayoutDidChange()
        }
    }
    /// The text with attributes: the styled text last set while the text is still its characters, else the text
    /// in the view's font and colour. Styled text is measured and drawn run by run (its fonts, colours, paragraph
    /// styles; see ``AttributedTextLayout``); runs without a font use ``font``.
    open var attributedText: NSAttributedString! {
        get {
            if let storedAttributedText, storedAttributedText.string == storedText { return storedAttributedText }
            return NSAttributedString(string: storedText, attributes: [.font: effectiveFont, .foregroundColor: textColor ?? UIColor.label])
        }
        set {
            text = newValue?.string ?? ""
            storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
        }
    }
    /// The font (nil until set: the text is then laid out in the 12-pt system font).
    open var font: UIFont? {
        didSet { textLayoutDidChange() }
    }
    /// The colour of the text (nil: the label colour).
    open var textColor: UIColor?
    /// How the lines line up (default `.natural`).
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the text may be edited (default `true`); a text view that is not editable does not become first
    /// responder (headless there is no selection to make).
    open var isEditable = true {
        didSet { if !isEditable, isEditing { resignFirstResponder() } }
    }
    /// Whether the text may be selected (default `true`); stored.
    open var isSelectable = true
    /// The space between the view's edges and the text container: 8 points at the top and bottom by default,
    /// UIKit's. Negative or non-finite sides count as 0.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { textLayoutDidChange() } }
    }
    /// The text container (its line fragment padding, 5 points by default, and its line limit).
    public let textContainer: NSTextContainer
    /// The kinds of data shown as links (default none); stored.
    open var dataDetectorTypes: UIDataDetectorTypes = []
    /// The attributes of links; stored.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    /// The attributes typed text gets; stored.
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// The selection, as UTF-16 offsets: headless the insertion point at the end of the text, or what was set.
    open var selectedRange = NSRange(location: 0, length: 0)
    /// Whether the user may change text attributes; stored.
    open var allowsEditingTextAttributes = false
    /// Whether starting to edit clears the text (default `false`); stored.
    open var clearsOnInsertion = false
    /// Whether the font follows the content size category; stored.
    open var adjustsFontForContentSizeCategory = false
    /// Whether the text uses Text Kit 1 (always `false` headless: the layout is this library's).
    open var usesTextKit1: Bool { false }
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
    /// Whether the view is editing (it is first responder).
    open private(set) var isEditing = false

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
    /// Whether the return key is disabled while the text is empty (default `false`).
    open var enablesReturnKeyAutomatically = false
    /// Whether the text is hidden as it is typed (default `false`); stored.
    open var isSecureTextEntry = false
    /// What the view holds, for AutoFill (default nil).
    open var textContentType: UITextContentType!

    /// The view's delegate, which hears about editing and scrolling (the same reference as the scroll view's
    /// `delegate`), held weakly.
    open var delegate: (any UITextViewDelegate)? {
        get { delegateForScrolling as? any UITextViewDelegate }
        set { delegateForScrolling = newValue }
    }

    /// The width the intrinsic size was last measured at.
    private var measuredWidth: CGFloat = -1

    /// A text view of `frame` with a container of its own.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    /// A text view of `frame` laying its text out in `textContainer` (a new one when nil). Its background is the
    /// system background, as UIKit's text view is opaque.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer(size: CGSize(width: frame.width, height: .greatestFiniteMagnitude))
        super.init(frame: frame)
        self.textContainer.owner = self
        backgroundColor = .systemBackground
        textLayoutDidChange()
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The font the text is laid out in: ``font``, else the 12-pt system font.
    package var effectiveFont: UIFont { font ?? .systemFont(ofSize: Self.defaultFontSize) }

    /// ``textContainerInset`` with negative or non-finite sides as 0.
    package var usableInset: UIEdgeInsets {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
        let inset = textContainerInset
        return UIEdgeInsets(top: clean(inset.top), left: clean(inset.left), bottom: clean(inset.bottom), right: clean(inset.right))
    }

    /// The width lines may take in a view `width` wide: less the insets' sides and the padding at both ends; a
    /// width that is not finite or not positive means no limit (`.infinity`).
    package func lineWidth(forViewWidth width: CGFloat) -> CGFloat {
        guard width.isFinite, width > 0 else { return .infinity }
        let inset = usableInset
        return max(0, width - inset.left - inset.right - 2 * textContainer.usablePadding)
    }

    /// The styled text laid out run by run for lines `lineWidth` wide (`.infinity`: no limit), lines past
    /// `maximumHeight` left out; nil when the text is plain (set through ``text``, or typed since).
    package func styledTextLayout(lineWidth: CGFloat, maximumHeight: CGFloat = .infinity) -> AttributedTextLayout? {
        guard let storedAttributedText, storedAttributedText.string == storedText, storedAttributedText.length > 0 else { return nil }
        return AttributedTextLayout(storedAttributedText, width: lineWidth, numberOfLines: max(0, textContainer.maximumNumberOfLines),
                                    maximumHeight: maximumHeight, lineBreakMode: textContainer.lineBreakMode, defaultFont: effectiveFont,
                                    defaultAlignment: textAlignment, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    /// The size of the laid-out text for lines `lineWidth` wide (`.infinity`: no limit): the widest line and the
    /// lines' height, at least one line. Styled text is measured run by run.
    private func textSize(lineWidth: CGFloat) -> CGSize {
        let font = effectiveFont
        guard !storedText.isEmpty else { return CGSize(width: 0, height: font.lineHeight) }
        if let layout = styledTextLayout(lineWidth: lineWidth) {
            return CGSize(width: layout.size.width, height: max(layout.size.height, font.lineHeight))
        }
        let measured = effectiveTextMeasurer.measure(storedText, font: font, constrainedToWidth: lineWidth.isFinite ? max(lineWidth, 0.001) : 0,
                                                     numberOfLines: max(0, textContainer.maximumNumberOfLines),
                                                     lineBreakMode: textContainer.lineBreakMode).size
        var height = max(measured.height, font.lineHeight)
        // A text ending in a line break has an empty last line, where the insertion point sits.
        if let last = storedText.last, last == "\n" || last == "\r" || last == "\u{2028}" || last == "\r\n" { height += font.lineHeight }
        return CGSize(width: measured.width, height: height)
    }

    /// The text view's size for its text: the width offered (or, when it is not finite or not positive, the
    /// text's widest line plus the insets' sides and padding) by the text's height at that width plus the
    /// insets' top and bottom, rounded up to the pixel grid.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let inset = usableInset
        let lines = lineWidth(forViewWidth: size.width)
        let text = textSize(lineWidth: lines)
        let width = lines.isFinite ? size.width : text.width + inset.left + inset.right + 2 * textContainer.usablePadding
        return CGSize(width: ceilToPixel(width), height: ceilToPixel(text.height + inset.top + inset.bottom))
    }

    /// With scrolling off, the size for the text at the view's width (the text's own width when the view has
    /// none yet); with scrolling on, none (`noIntrinsicMetric` both ways), as UIKit.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let width = bounds.width
        let size = sizeThatFits(CGSize(width: width > 0 ? width : 0, height: 0))
        return CGSize(width: width > 0 ? UIView.noIntrinsicMetric : size.width, height: size.height)
    }

    /// Whether the view scrolls (default `true`); turning it off makes the view size itself to its text.
    open override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Lays the subviews out and updates ``contentSize`` for the text at the current width; a non-scrolling view
    /// whose width changed measures its intrinsic height again.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateContentSize()
        if !isScrollEnabled, bounds.width != measuredWidth {
            measuredWidth = bounds.width
            invalidateIntrinsicContentSize()
        }
    }

    /// The text, a font, an inset or the container changed: the content size and natural size follow.
    func textLayoutDidChange() {
        updateContentSize()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// ``contentSize``: the view's width by the text's height at that width plus the insets' top and bottom; the
    /// container's width follows the view's when it tracks it.
    private func updateContentSize() {
        let width = bounds.width
        if textContainer.widthTracksTextView {
            let containerWidth = max(0, (width.isFinite ? width : 0) - usableInset.left - usableInset.right)
            if textContainer.size.width != containerWidth { textContainer.size.width = containerWidth }
        }
        guard width.isFinite, width > 0 else { return }
        let height = sizeThatFits(CGSize(width: width, height: 0)).height
        let size = CGSize(width: width, height: height)
        if contentSize != size { contentSize = size }
    }

    // MARK: - First responder

    /// Whether the view is first responder: the same as ``isEditing`` headless.
    open override var isFirstResponder: Bool { isEditing }
    /// Whether the view may become first responder: while it is editable.
    open override var canBecomeFirstResponder: Bool { isEditable }
    /// Whether the view may resign first responder (`true`).
    open override var canResignFirstResponder: Bool { true }

    /// Starts editing, unless the view is not editable or the delegate refuses (`textViewShouldBeginEditing(_:)`).
    /// The hierarchy's current first responder (an editing text field, say) resigns first; if it refuses, this view
    /// does not start. Starting: ``isEditing`` turns on, the delegate hears `textViewDidBeginEditing(_:)` and
    /// ``textDidBeginEditingNotification`` is posted. Returns whether the view is editing.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isEditing { return true }
        guard canBecomeFirstResponder, delegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        if let other = otherFirstResponderInScope, !other.resignFirstResponder() { return false }
        isEditing = true
        registerAsFirstResponder()
        delegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Stops editing, unless the delegate refuses (`textViewShouldEndEditing(_:)`): ``isEditing`` turns off, the
    /// delegate hears `textViewDidEndEditing(_:)` and ``textDidEndEditingNotification`` is posted. Returns whether
    /// the view is no longer editing.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return true }
        guard delegate?.textViewShouldEndEditing(self) ?? true else { return false }
        isEditing = false
        unregisterAsFirstResponder()
        delegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    // MARK: - Key input

    /// Whether there is text.
    open var hasText: Bool { !storedText.isEmpty }

    /// Inserts `text` at the end (the insertion point headless), as the keyboard does: the delegate's
    /// `textView(_:shouldChangeTextIn:replacementText:)` may refuse it; an accepted insertion tells the delegate
    /// `textViewDidChangeSelection(_:)` and `textViewDidChange(_:)` and posts ``textDidChangeNotification``.
    open func insertText(_ text: String) {
        let length = (storedText as NSString).length
        replace(NSRange(location: length, length: 0), with: text)
    }

    /// Deletes the last character, as the delete key does (through the delegate, like ``insertText(_:)``);
    /// nothing on an empty view.
    open func deleteBackward() {
        guard let last = storedText.last else { return }
        let length = (storedText as NSString).length
        let deleted = String(last).utf16.count
        replace(NSRange(location: length - deleted, length: deleted), with: "")
    }

    /// Replaces `range` with `replacement` if the delegate allows it, then reports the change as editing does.
    private func replace(_ range: NSRange, with replacement: String) {
        guard delegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true else { return }
        text = (storedText as NSString).replacingCharacters(in: range, with: replacement)
        delegate?.textViewDidChangeSelection(self)
        delegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    /// Scrolls so that the characters of `range` show (headless: the end of the content when the range reaches
    /// the end of the text, else the top).
    open func scrollRangeToVisible(_ range: NSRange) {
        let length = (storedText as NSString).length
        let bottom = max(0, contentSize.height - bounds.height)
        contentOffset = CGPoint(x: contentOffset.x, y: range.location + range.length >= length && length > 0 ? bottom : 0)
    }
}
