import CollectionGeometry

/// A control that runs actions when tapped (UIKit's `UIButton`), headless: its title, image and configuration,
/// per-state content, its natural size, and a simulated tap.
///
/// Content is set per state (``setTitle(_:for:)``, ``setImage(_:for:)``, …) or by a ``configuration``; the
/// button shows it in ``titleLabel`` and ``imageView`` (and ``subtitleLabel`` for a configuration), which are its
/// subviews, laid out by `layoutSubviews()`. The button's ``intrinsicContentSize`` comes from that content (see
/// `UIButton+Sizing.swift` for the rules and metrics), so Auto Layout sizes a button by its title and image, and a
/// new title, image or configuration invalidates it.
///
/// ``simulateTap()`` (beyond UIKit) does what a tap does: with ``changesSelectionAsPrimaryAction`` it toggles
/// ``UIControl/isSelected``; with ``UIControl/showsMenuAsPrimaryAction`` and a ``menu`` it opens the menu
/// (sending `.menuActionTriggered`) instead of sending the primary action.
@MainActor
open class UIButton: UIControl {
    /// The closure UIKit calls to update a button's configuration when its state changes (UIKit's
    /// `UIButton.ConfigurationUpdateHandler`).
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// The button's type, chosen when it was made (`.custom` for ``init(frame:)``).
    public internal(set) var buttonType: ButtonType = .custom

    // The content set per state; a state without its own value shows the normal state's.
    var titles: [State: String] = [:]
    var attributedTitles: [State: NSAttributedString] = [:]
    var titleColors: [State: UIColor] = [:]
    var titleShadowColors: [State: UIColor] = [:]
    var images: [State: UIImage] = [:]
    var backgroundImages: [State: UIImage] = [:]
    var symbolConfigurations: [State: UIImage.SymbolConfiguration] = [:]

    /// The button's configuration (iOS 15); nil for a button set up per state. Setting it re-measures the
    /// button and runs a configuration update (``updateConfiguration()`` and ``configurationUpdateHandler``).
    /// Non-finite paddings and insets are replaced by 0, with a diagnostic.
    open var configuration: Configuration? {
        didSet {
            if let repaired = repairedConfiguration(of: configuration) { configuration = repaired } // in the observer: no second call
            configurationDidChange(from: oldValue)
        }
    }
    /// Called after ``updateConfiguration()`` whenever the button's configuration is updated: when its state
    /// changes, when ``setNeedsUpdateConfiguration()`` is called, and when this handler or the configuration is
    /// set. It may set ``configuration`` without causing another update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether a configuration update applies `configuration.updated(for:)` first (default `true`).
    open var automaticallyUpdatesConfiguration = true
    /// Whether a configuration update is running (setting the configuration then requests no other).
    var isUpdatingConfiguration = false

    /// The menu the button shows: on a long press, or on a tap when ``UIControl/showsMenuAsPrimaryAction`` is
    /// on. Headless it is never shown; ``simulateMenuAction(titled:)`` (beyond UIKit) picks one of its actions.
    open var menu: UIMenu? {
        didSet { refreshContent() }
    }
    /// Whether a tap toggles ``UIControl/isSelected`` (a toggle button), or — for a button that shows its menu
    /// as its primary action — whether picking a menu action selects it and shows its title (a pop-up button).
    open var changesSelectionAsPrimaryAction = false {
        didSet { refreshContent() }
    }
    /// What the button's action means (default `.normal`); stored.
    open var role: Role = .normal
    /// Whether a pointer hovers over the button: always `false` headless.
    open var isHovered: Bool { false }
    /// Whether the button is held down for its menu: always `false` headless.
    open var isHeld: Bool { false }

    /// Insets from the button's edges to its content, for a button without a configuration (UIKit deprecates it
    /// in favour of the configuration's ``Configuration/contentInsets``). They add to the intrinsic size; any
    /// non-zero inset also drops the 6-pt padding UIKit puts above and below a title. Non-finite insets are
    /// replaced by 0, with a diagnostic.
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet {
            let sanitized = Self.sanitized(contentEdgeInsets, named: "contentEdgeInsets", reporter: self)
            if sanitized != contentEdgeInsets { contentEdgeInsets = sanitized }
            if contentEdgeInsets != oldValue { invalidateIntrinsicContentSize() }
        }
    }
    /// Insets that move the title within its place (deprecated in UIKit); they move the title label and, as in
    /// UIKit, do not change the intrinsic size.
    open var titleEdgeInsets: UIEdgeInsets = .zero
    /// Insets that move the image within its place (deprecated in UIKit); like ``titleEdgeInsets``.
    open var imageEdgeInsets: UIEdgeInsets = .zero
    /// Whether the image darkens while highlighted (default `true`); stored.
    open var adjustsImageWhenHighlighted = true
    /// Whether the image dims while disabled (default `true`); stored.
    open var adjustsImageWhenDisabled = true
    /// Whether a glow shows under the touch (default `false`); stored.
    open var showsTouchWhenHighlighted = false

    var storedTitleLabel: UILabel?
    var storedSubtitleLabel: UILabel?
    var storedImageView: UIImageView?
    /// Whether the title label's font was set from a configuration (going back to per-state content restores
    /// the legacy font).
    var titleFontComesFromConfiguration = false

    /// Creates a `.custom` button with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a button of `buttonType`. The information, detail-disclosure, contact-add and close types get
    /// their system glyph as the normal image.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        installSystemGlyph()
        refreshContent()
    }

    /// Creates a button of `buttonType` (`.system` by default) whose primary action is `primaryAction`, with
    /// the action's title and image as the normal title and image.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adopt(primaryAction)
    }

    /// Creates a `.custom` button with a frame whose primary action is `primaryAction`, with the action's title
    /// and image as the normal title and image.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        adopt(primaryAction)
    }

    /// Creates a `.system` button with a configuration; a primary action's title and image are copied into the
    /// configuration, as UIKit does.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            if !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if let image = primaryAction.image { configuration.image = image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        // Observers do not run for the class's own properties in its initialisers: apply the change by hand.
        self.configuration = repairedConfiguration(of: configuration) ?? configuration
        configurationDidChange(from: nil)
    }

    /// Adds `primaryAction` for `.primaryActionTriggered` and takes its title and image for the normal state.
    private func adopt(_ primaryAction: UIAction?) {
        guard let primaryAction else { return }
        addAction(primaryAction, for: .primaryActionTriggered)
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        if let image = primaryAction.image { setImage(image, for: .normal) }
    }

    /// Gives the glyph types their system image for the normal state.
    private func installSystemGlyph() {
        let name: String? = switch buttonType {
        case .detailDisclosure, .infoLight, .infoDark: "info.circle"
        case .contactAdd: "plus.circle"
        case .close: "xmark.circle.fill"
        case .custom, .system, .plain: nil
        }
        if let name, let glyph = UIImage(systemName: name) { images[.normal] = glyph }
    }

    /// The value `table` holds for `state`, else for the normal state (UIKit's fallback: a state without its own
    /// content shows the normal state's).
    private func value<Value>(in table: [State: Value], for state: State) -> Value? {
        table[state] ?? table[.normal]
    }

    // MARK: - Content per state

    /// Sets the title for `state` (nil removes it, so the state shows the normal title). Re-measures the button.
    open func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        refreshContent()
    }

    /// The title for `state`: its own, else the normal state's.
    open func title(for state: State) -> String? { value(in: titles, for: state) }

    /// Sets a title with attributes for `state`; it takes precedence over the plain title, as in UIKit. Headless
    /// its characters are shown and measured in the title font.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state] = title
        refreshContent()
    }

    /// The title with attributes for `state`: its own, else the normal state's.
    open func attributedTitle(for state: State) -> NSAttributedString? { value(in: attributedTitles, for: state) }

    /// Sets the title colour for `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state] = color
        refreshContent()
    }

    /// The title colour for `state`: its own, else the normal state's, else the type's: white for `.custom`,
    /// the tint colour for the others.
    open func titleColor(for state: State) -> UIColor? {
        value(in: titleColors, for: state) ?? (buttonType == .custom ? .white : tintColor)
    }

    /// Sets the colour of the title's shadow for `state`; stored.
    open func setTitleShadowColor(_ color: UIColor?, for state: State) {
        titleShadowColors[state] = color
    }

    /// The colour of the title's shadow for `state`: its own, else the normal state's.
    open func titleShadowColor(for state: State) -> UIColor? { value(in: titleShadowColors, for: state) }

    // MARK: - Images

    /// Sets the image for `state` (nil removes it). Re-measures the button.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state] = image
        refreshContent()
    }

    /// The image for `state`: its own, else the normal state's.
    open func image(for state: State) -> UIImage? { value(in: images, for: state) }

    /// Sets the background image for `state`; stored (it takes no part in the size headless).
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state] = image
    }

    /// The background image for `state`: its own, else the normal state's.
    open func backgroundImage(for state: State) -> UIImage? { value(in: backgroundImages, for: state) }

    /// Sets the symbol configuration for the image in `state`: a symbol image is measured with it.
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {
        symbolConfigurations[state] = configuration
        refreshContent()
    }

    /// The symbol configuration for the image in `state`: its own, else the normal state's.
    open func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? {
        value(in: symbolConfigurations, for: state)
    }

    // MARK: - Current content

    /// The title shown now: the configuration's title when it has one, else the current state's (attributed
    /// title first); for a pop-up button, the title of the selected menu action.
    open var currentTitle: String? { displayedTitle }
    /// The title with attributes for the current state.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The title colour for the current state.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? tintColor }
    /// The title's shadow colour for the current state.
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    /// The image shown now: the configuration's image when it has one, else the current state's.
    open var currentImage: UIImage? { displayedImage }
    /// The background image for the current state.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    /// The symbol configuration for the image in the current state.
    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        preferredSymbolConfigurationForImage(in: state)
    }

    // MARK: - Configuration updates

    /// Asks for a configuration update. Headless there is no deferred layout, so it runs now:
    /// ``updateConfiguration()``, then ``configurationUpdateHandler``. A request made while an update runs (the
    /// handler setting ``configuration``) is dropped, as UIKit coalesces it.
    open func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        updateConfiguration()
        configurationUpdateHandler?(self)
    }

    /// Updates the configuration for the button's state: with ``automaticallyUpdatesConfiguration`` on, it
    /// becomes `configuration.updated(for: self)`. Subclasses override it to change the configuration per state.
    open func updateConfiguration() {
        if automaticallyUpdatesConfiguration, let configuration {
            self.configuration = configuration.updated(for: self)
        }
    }

    // MARK: - Subviews

    /// The label that shows the title (made on first use; a subview of the button). Set its font to change a
    /// button's title font (without a configuration); its text is the button's: set titles with
    /// ``setTitle(_:for:)``.
    open var titleLabel: UILabel? { ensureTitleLabel() }

    /// The view that shows the image (made on first use; a subview of the button).
    open var imageView: UIImageView? { ensureImageView() }

    /// The label that shows a configuration's subtitle; nil for a button without a configuration.
    open var subtitleLabel: UILabel? { configuration == nil ? nil : ensureSubtitleLabel() }

    // MARK: - UIView and UIControl overrides

    /// The natural size of the content: see `UIButton+Sizing.swift`.
    open override var intrinsicContentSize: CGSize { measuredSize(constrainedToWidth: nil) }

    /// The intrinsic size; a button with a configuration wraps its title and subtitle to `size.width` (when it
    /// is finite and positive) and grows in height, one without keeps its single-line size, as UIKit's do.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        measuredSize(constrainedToWidth: size.width.isFinite && size.width > 0 ? size.width : nil)
    }

    /// Lays out the subviews (Auto Layout first), then places the image, title and subtitle in the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutContent()
    }

    /// The title's first and last baselines, where the intrinsic layout puts them; a button without a title has
    /// its baselines at its bottom edge.
    override var autoLayoutBaselineOffsets: (firstFromTop: CGFloat, lastFromBottom: CGFloat)? {
        titleBaselineOffsets()
    }

    /// A label or the image view changed its natural size (a new font, a new text): so did the button.
    override func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {
        super.subviewIntrinsicContentSizeDidChange(subview)
        if subview === storedTitleLabel || subview === storedSubtitleLabel || subview === storedImageView {
            invalidateIntrinsicContentSize()
        }
    }

    /// The traits changed: a configured button's fonts follow the content size category, so its size may too.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if configuration != nil,
           previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            invalidateIntrinsicContentSize()
        }
    }

    /// The state changed: show the state's content and update the configuration.
    override func controlStateDidChange() {
        refreshContent()
        setNeedsUpdateConfiguration()
    }

    /// Does what a tap does, when the button is enabled and visible: highlights it while the touch is down and
    /// sends `.touchDown`; then, for a button whose menu is its primary action, sends `.menuActionTriggered`
    /// (the menu opens; no primary action is sent); otherwise toggles ``UIControl/isSelected`` when
    /// ``changesSelectionAsPrimaryAction`` is on, and sends `.touchUpInside` and `.primaryActionTriggered`.
    /// Beyond UIKit.
    open override func simulateTap() {
        guard isEnabled, !isHidden else { return }
        isHighlighted = true
        sendActions(for: .touchDown)
        isHighlighted = false
        if showsMenuAsPrimaryAction, menu != nil {
            sendActions(for: .menuActionTriggered)
            return
        }
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        sendActions(for: .touchUpInside)
        sendActions(for: .primaryActionTriggered)
    }
}
