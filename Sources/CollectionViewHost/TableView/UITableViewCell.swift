import CollectionGeometry

/// A row of a table view (UIKit's `UITableViewCell`): a content view, the legacy labels of its
/// ``CellStyle-swift.enum``, an accessory, selection, editing and the configuration API (content and
/// background configurations updated for the cell's state), as on iOS.
///
/// The content view spans the cell minus the accessory at the trailing edge and, while the table edits, the
/// editing controls (see ``TableCellMetrics``). Cells with no content configuration that use the legacy
/// ``textLabel``, ``detailTextLabel`` and ``imageView`` lay them out inside the content view's layout margins
/// by their style, and measure them by the same rule (see `legacyFrames(in:margins:)`): `.default`,
/// `.subtitle` and `.value1` as the list content configuration of their style (`.cell()`, `.subtitleCell()`,
/// `.valueCell()`), which carries the same metrics on iOS; `.value2` in a text column and a detail after it.
@MainActor
open class UITableViewCell: UIView {
    /// The closure that updates a cell for a state (UIKit's `UITableViewCell.ConfigurationUpdateHandler`).
    public typealias ConfigurationUpdateHandler = @MainActor (_ cell: UITableViewCell, _ state: UICellConfigurationState) -> Void

    /// The identifier the table reuses the cell by.
    open internal(set) var reuseIdentifier: String?
    /// The style of the legacy labels, fixed at creation.
    public let style: CellStyle
    /// The view that holds the cell's content.
    public let contentView: UIView = UIView(frame: .zero)

    /// The view behind the content.
    open var backgroundView: UIView?
    /// The view behind the content when the cell is selected.
    open var selectedBackgroundView: UIView?
    /// The view behind the content when the cell is selected while the table allows several selections.
    open var multipleSelectionBackgroundView: UIView?

    /// How the cell looks when selected (default `.default`).
    open var selectionStyle: SelectionStyle = .default
    /// How the cell looks when focused.
    open var focusStyle: FocusStyle = .default
    /// The standard accessory at the trailing edge (default `.none`); ``accessoryView`` takes precedence.
    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { accessoryDidChange() } }
    }
    /// A view shown as the accessory instead of ``accessoryType``'s.
    open var accessoryView: UIView? {
        didSet {
            guard accessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            accessoryDidChange()
        }
    }
    /// The standard accessory while the table edits.
    open var editingAccessoryType: AccessoryType = .none {
        didSet { if editingAccessoryType != oldValue { accessoryDidChange() } }
    }
    /// A view shown as the accessory while the table edits.
    open var editingAccessoryView: UIView? {
        didSet { if editingAccessoryView !== oldValue { accessoryDidChange() } }
    }
    /// The indentation level of the content (times ``indentationWidth``).
    open var indentationLevel = 0 {
        didSet { if indentationLevel != oldValue { setNeedsLayout() } }
    }
    /// The width of one indentation level (10 pt, as in UIKit).
    open var indentationWidth: CGFloat = 10
    /// Whether the content moves aside for the editing control while editing (default `true`).
    open var shouldIndentWhileEditing = true
    /// Whether the cell shows a reorder control while the table edits and the row can move.
    open var showsReorderControl = false
    /// The inset of the separator below the cell; the table sets it from its own unless the app does.
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: TableCellMetrics.layoutMargin(forWidth: 0), bottom: 0, right: 0) {
        didSet { hasCustomSeparatorInset = true }
    }
    var hasCustomSeparatorInset = false
    /// Whether the user may interact with the cell while it is dragged.
    open var userInteractionEnabledWhileDragging = false

    /// Whether the cell is selected; setting it calls ``setSelected(_:animated:)``.
    open var isSelected: Bool {
        get { selectedFlag }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell is highlighted; setting it calls ``setHighlighted(_:animated:)``.
    open var isHighlighted: Bool {
        get { highlightedFlag }
        set { setHighlighted(newValue, animated: false) }
    }
    /// Whether the cell is in editing mode; setting it calls ``setEditing(_:animated:)``.
    open var isEditing: Bool {
        get { editingFlag }
        set { setEditing(newValue, animated: false) }
    }
    /// The editing control the table shows for the cell's row while editing (from the table's delegate).
    open internal(set) var editingStyle: EditingStyle = .delete
    /// Whether the delete confirmation (a swiped row's actions) shows.
    open internal(set) var showingDeleteConfirmation = false

    /// Whether the cell's row is being dragged, and whether a drop targets it (set by the table).
    var dragState: UICellConfigurationDragState = .none
    var dropState: UICellConfigurationDropState = .none
    private var selectedFlag = false
    private var highlightedFlag = false
    private var editingFlag = false

    // MARK: - Configurations

    /// The configuration of the cell's content. Setting it installs (or updates) its content view inside
    /// ``contentView``; with ``automaticallyUpdatesContentConfiguration`` on, the cell shows (and this returns)
    /// the configuration updated for the cell's ``configurationState``.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { configurations.appliedContent }
        set {
            configurations.baseContent = newValue
            configurations.refreshContent(for: configurationState, automatic: automaticallyUpdatesContentConfiguration,
                                          in: contentView)
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }
    /// The configuration of the cell's background, updated for the state when
    /// ``automaticallyUpdatesBackgroundConfiguration`` is on.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurations.appliedBackground }
        set {
            configurations.baseBackground = newValue
            configurations.refreshBackground(for: configurationState, automatic: automaticallyUpdatesBackgroundConfiguration)
        }
    }
    /// Whether the content configuration follows the state (default `true`).
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether the background configuration follows the state (default `true`).
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// A closure run after ``updateConfiguration(using:)`` on every configuration update; setting it updates
    /// the configuration.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// The view made from ``contentConfiguration``, inside ``contentView``. Beyond UIKit.
    public var configuredContentView: (any UIView & UIContentView)? { configurations.contentView }

    let configurations = CellConfigurationStorage()

    /// The cell's state: its environment's traits (the table's), selection, highlight and editing, and the
    /// states the table sets.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: environmentTraitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        state.isSwiped = showingDeleteConfirmation
        state.cellDragState = dragState
        state.cellDropState = dropState
        return state
    }

    /// Updates the configurations for the current state now: the automatic content and background updates,
    /// then ``updateConfiguration(using:)``, then ``configurationUpdateHandler``. UIKit defers the update to
    /// before the next layout; with nothing drawn between, the outcome is the same.
    open func setNeedsUpdateConfiguration() {
        configurations.update(contentIn: contentView, automaticContent: automaticallyUpdatesContentConfiguration,
                              automaticBackground: automaticallyUpdatesBackgroundConfiguration,
                              state: { configurationState }) { state in
            updateConfiguration(using: state)
            configurationUpdateHandler?(self, state)
        }
    }

    /// Override to update the cell for `state`; the default does nothing.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// A list content configuration in the style of the cell's ``style`` (`.cell()`, `.subtitleCell()` or
    /// `.valueCell()`; `.value2` as `.valueCell()`), ready to fill and assign to ``contentConfiguration``.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    // MARK: - Legacy labels

    /// The text label of the cell's style, made when first asked for (deprecated in UIKit in favour of
    /// content configurations, and still working): in the body text style, following the content size category
    /// (at `.medium`, 16 pt, as a screenshot of iOS 13 shows). In the `.value2` style it is tinted, in the
    /// subheadline style, and right-aligned in its column (Apple's documentation of `UITableViewCell.CellStyle.value2`).
    open var textLabel: UILabel? {
        if let legacyTextLabel { return legacyTextLabel }
        let label = UILabel(frame: .zero)
        label.font = .preferredFont(forTextStyle: style == .value2 ? .subheadline : .body, compatibleWith: traitCollection)
        label.adjustsFontForContentSizeCategory = true
        if style == .value2 {
            label.textColor = .tintColor
            label.textAlignment = .right
        }
        legacyTextLabel = label
        contentView.addSubview(label)
        return label
    }
    /// The detail label of the `.value1`, `.value2` and `.subtitle` styles (nil for `.default`), made when first
    /// asked for.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let legacyDetailLabel { return legacyDetailLabel }
        let label = UILabel(frame: .zero)
        label.font = .preferredFont(forTextStyle: style == .subtitle ? .subheadline : .body, compatibleWith: traitCollection)
        label.adjustsFontForContentSizeCategory = true
        // `.value2` shows its detail in the label colour, left-aligned after the tinted text label.
        label.textColor = style == .value2 ? .label : .secondaryLabel
        legacyDetailLabel = label
        contentView.addSubview(label)
        return label
    }
    /// The image view of the cell's style, made when first asked for.
    open var imageView: UIImageView? {
        if let legacyImageView { return legacyImageView }
        let view = UIImageView(image: nil)
        legacyImageView = view
        contentView.addSubview(view)
        return view
    }
    private var legacyTextLabel: UILabel?
    private var legacyDetailLabel: UILabel?
    private var legacyImageView: UIImageView?
    /// The legacy labels when they were made (reading ``textLabel`` would make one).
    package var existingTextLabel: UILabel? { legacyTextLabel }
    package var existingDetailTextLabel: UILabel? { legacyDetailLabel }

    /// The list configuration equivalent to the legacy labels' content, or nil when the cell has a content
    /// configuration or uses no legacy label.
    var legacyConfiguration: UIListContentConfiguration? {
        guard configurations.baseContent == nil,
              legacyTextLabel != nil || legacyDetailLabel != nil || legacyImageView?.image != nil else { return nil }
        var configuration = defaultContentConfiguration()
        configuration.text = legacyTextLabel?.text
        configuration.secondaryText = legacyDetailLabel?.text
        configuration.image = legacyImageView?.image
        if let label = legacyTextLabel {
            configuration.textProperties.font = label.font
            configuration.textProperties.numberOfLines = label.numberOfLines
        }
        if let label = legacyDetailLabel {
            configuration.secondaryTextProperties.font = label.font
            configuration.secondaryTextProperties.numberOfLines = label.numberOfLines
        }
        return configuration
    }

    // MARK: - Life cycle

    /// Creates a cell of `style` with a reuse identifier (UIKit's designated initialiser).
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: TableCellMetrics.defaultRowHeight))
        contentView.frame = bounds
        // As in UIKit, the content view follows the cell's size, also when Auto Layout measures the cell.
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Creates a `.default` cell with no reuse identifier, with a frame.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table makes a cell of a registered class: through the class's `init(style:reuseIdentifier:)`
    /// (subclasses that override it and `init?(coder:)`, as UIKit subclasses do, inherit this). Beyond UIKit.
    public required convenience init(tableCellStyle style: CellStyle, reuseIdentifier: String?) {
        self.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A cell is placed by its table, so Auto Layout inside it is an island of its own.
    override var isAutoLayoutIslandRoot: Bool { true }

    /// Called before the table hands the cell out again; the base implementation does nothing (UIKit resets
    /// nothing either: the data source sets what it shows).
    open func prepareForReuse() {}

    /// Sets ``isSelected``; subclasses override this to react. Updates the configuration.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != selectedFlag else { return }
        selectedFlag = selected
        setNeedsUpdateConfiguration()
    }

    /// Sets ``isHighlighted``; subclasses override this to react. Updates the configuration.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != highlightedFlag else { return }
        highlightedFlag = highlighted
        setNeedsUpdateConfiguration()
    }

    /// Enters or leaves editing mode: the editing controls take room and the content moves aside.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingFlag else { return }
        editingFlag = editing
        setNeedsUpdateConfiguration()
        layoutIfNeeded()
    }

    /// Called when the cell's accessory or editing accessory changes: the content's width changes.
    private func accessoryDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The cell's frame; the content view, the accessory and what the content view shows follow it.
    open override var frame: CGRect {
        didSet { if frame.size != oldValue.size { shownContentDidChange() } }
    }

    /// A cell its table shows is laid out then, as UIKit's layout pass lays out a cell added to its table
    /// (headless there is no deferred pass): its legacy labels, or a list content view's, are in place from the
    /// first frame drawn.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        if superview != nil { shownContentDidChange() }
    }

    /// Whether the cell was added or resized during its table's pass and lays its content out at the pass's end.
    private var shownContentNeedsLayout = false

    /// Lays the shown content out now, or, inside the table's pass (which adds the cell at its estimate and then
    /// sizes it), once at the pass's end; a cell in no view (being dequeued and configured) waits until it is added.
    private func shownContentDidChange() {
        if superview == nil || (superview as? UITableView)?.isRealizingRows == true {
            shownContentNeedsLayout = true
        } else {
            layOutShownContent()
        }
    }

    /// Lays the shown content out if the table's pass deferred it (see ``shownContentDidChange()``).
    func layOutShownContentIfNeeded() {
        guard shownContentNeedsLayout else { return }
        shownContentNeedsLayout = false
        layOutShownContent()
    }

    /// Places the parts, and the views of a list content configuration. Content placed by constraints waits for
    /// the table's pass, which lays it out once the row is measured (laying it out at the estimated height
    /// first would break its constraints).
    private func layOutShownContent() {
        layOutParts()
        if let list = configurations.contentView as? UIListContentView, !autoLayoutSubtreeHasConstraints {
            list.layoutIfNeeded()
        }
    }

    // MARK: - Layout

    /// Places the content view (the cell minus the editing control and the accessory), the accessory view, and
    /// the legacy labels or the configuration's content view; then Auto Layout and the subviews.
    open override func layoutSubviews() {
        layOutParts()
        super.layoutSubviews()
    }

    /// The frames of the cell's parts for its current size and state.
    func layOutParts() {
        let parts = TableCellMetrics.parts(of: self, width: bounds.width, height: bounds.height)
        contentView.frame = parts.content
        if let view = isEditing ? (editingAccessoryView ?? accessoryView) : accessoryView {
            view.frame = parts.accessory
        }
        configurations.contentView?.frame = contentView.bounds
        let margins = TableCellMetrics.contentMargins(cellWidth: bounds.width, content: parts.content,
                                                      isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        followContentMargins(margins)
        guard configurations.baseContent == nil, legacyTextLabel != nil || legacyDetailLabel != nil || legacyImageView != nil else { return }
        // The legacy views sit inside the content view's layout margins, which the cell keeps at the table's
        // cell margins (see `TableCellMetrics.contentMargins`).
        if contentView.directionalLayoutMargins != margins { contentView.directionalLayoutMargins = margins }
        let frames = legacyFrames(in: contentView.bounds.size, margins: margins)
        legacyImageView?.frame = frames?.image ?? .zero
        legacyTextLabel?.frame = frames?.text ?? .zero
        legacyDetailLabel?.frame = frames?.detail ?? .zero
    }

    /// Shows a list content configuration with at least the side margins of the cell's content (`margins`), as
    /// UIKit's list content view preserves its superview's margins horizontally, so its text lines up with the
    /// legacy rows' and the section titles (``contentConfiguration`` stays the one given, updated for the state).
    private func followContentMargins(_ margins: NSDirectionalEdgeInsets) {
        guard let list = configurations.contentView as? UIListContentView,
              let applied = configurations.appliedContent as? UIListContentConfiguration else { return }
        let shown = TableCellMetrics.preservingSideMargins(applied, leading: margins.leading, trailing: margins.trailing)
        if list.listContentConfiguration != shown { list.configuration = shown }
    }

    /// Measures the cell for the axes not held at ``UILayoutPriority/required``: the content is measured at the
    /// width left by the accessory and editing controls (a content configuration's view, the legacy labels'
    /// configuration, or Auto Layout for constraints under the content view), at least
    /// ``TableCellMetrics/minimumRowHeight`` tall as a row is.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize,
                                               withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        func clean(_ length: CGFloat) -> CGFloat { length.isFinite ? max(length, 0) : 0 }
        let width = clean(targetSize.width)
        let parts = TableCellMetrics.parts(of: self, width: width, height: clean(targetSize.height))
        let reserved = max(width - parts.content.width, 0)
        var size: CGSize
        if let content = configurations.contentView {
            followContentMargins(TableCellMetrics.contentMargins(cellWidth: width, content: parts.content,
                                                                 isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft))
            size = UICollectionViewCell.fit(content, targetSize: targetSize, horizontal: horizontalFittingPriority,
                                            vertical: verticalFittingPriority, widthAdjustment: reserved)
        } else if let measured = legacyFittingSize(width: max(width - reserved, 0),
                                                   margins: TableCellMetrics.contentMargins(
                                                       cellWidth: width, content: parts.content,
                                                       isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)) {
            size = CGSize(width: horizontalFittingPriority >= .required ? width : measured.width + reserved,
                          height: verticalFittingPriority >= .required ? clean(targetSize.height) : measured.height)
        } else if autoLayoutSubtreeHasConstraints {
            size = super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                                 verticalFittingPriority: verticalFittingPriority)
        } else {
            size = CGSize(width: horizontalFittingPriority >= .required ? width : bounds.width,
                          height: verticalFittingPriority >= .required ? clean(targetSize.height) : bounds.height)
        }
        if verticalFittingPriority < .required { size.height = max(size.height, TableCellMetrics.minimumRowHeight) }
        return size
    }
}
