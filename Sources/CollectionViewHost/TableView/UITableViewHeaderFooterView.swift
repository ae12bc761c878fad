import CollectionGeometry

/// A section header or footer of a table view (UIKit's `UITableViewHeaderFooterView`): a content view, the
/// legacy text labels, and the configuration API.
///
/// A table with titles and no view of its own makes one per header and footer, with a content configuration in
/// the table's style (`.groupedHeader()`, `.plainHeader()`, … — see ``defaultContentConfiguration()``).
@MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The closure that updates a header or footer for a state (UIKit's
    /// `UITableViewHeaderFooterView.ConfigurationUpdateHandler`).
    public typealias ConfigurationUpdateHandler = @MainActor (_ headerFooterView: UITableViewHeaderFooterView,
                                                             _ state: UIViewConfigurationState) -> Void

    /// The identifier the table reuses the view by.
    open internal(set) var reuseIdentifier: String?
    /// The view that holds the content.
    public let contentView: UIView = UIView(frame: .zero)
    /// The view behind the content.
    open var backgroundView: UIView?

    /// Whether the view is a header (else a footer), set by the table; it picks the default configuration.
    var isFooter = false
    /// The style of the table the view is shown in, set by the table.
    var tableStyle: UITableView.Style = .plain

    /// The configuration of the content, installed in ``contentView`` (updated for the state when
    /// ``automaticallyUpdatesContentConfiguration`` is on).
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { configurations.appliedContent }
        set {
            configurations.baseContent = newValue
            configurations.refreshContent(for: cellState, automatic: automaticallyUpdatesContentConfiguration, in: contentView)
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }
    /// The configuration of the background.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurations.appliedBackground }
        set {
            configurations.baseBackground = newValue
            configurations.refreshBackground(for: cellState, automatic: automaticallyUpdatesBackgroundConfiguration)
        }
    }
    /// Whether the content configuration follows the state (default `true`).
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether the background configuration follows the state (default `true`).
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// A closure run after ``updateConfiguration(using:)`` on every configuration update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// The view made from ``contentConfiguration``. Beyond UIKit.
    public var configuredContentView: (any UIView & UIContentView)? { configurations.contentView }
    let configurations = CellConfigurationStorage()

    /// The view's configuration state: its environment's traits.
    open var configurationState: UIViewConfigurationState {
        UIViewConfigurationState(traitCollection: environmentTraitCollection)
    }

    private var cellState: UICellConfigurationState {
        UICellConfigurationState(traitCollection: environmentTraitCollection)
    }

    /// Updates the configurations for the current state now, then runs ``updateConfiguration(using:)`` and the
    /// handler.
    open func setNeedsUpdateConfiguration() {
        configurations.update(contentIn: contentView, automaticContent: automaticallyUpdatesContentConfiguration,
                              automaticBackground: automaticallyUpdatesBackgroundConfiguration,
                              state: { cellState }) { _ in
            let state = configurationState
            updateConfiguration(using: state)
            configurationUpdateHandler?(self, state)
        }
    }

    /// Override to update the view for `state`; the default does nothing.
    open func updateConfiguration(using state: UIViewConfigurationState) {}

    /// A list content configuration for the table's style and the view's role: `.groupedHeader()` /
    /// `.groupedFooter()` in grouped and inset-grouped tables, `.plainHeader()` / `.plainFooter()` in plain ones.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (tableStyle, isFooter) {
        case (.plain, false): .plainHeader()
        case (.plain, true): .plainFooter()
        case (_, false): .groupedHeader()
        case (_, true): .groupedFooter()
        }
    }

    /// The legacy text label (made when first asked for); its text is shown when there is no content
    /// configuration.
    open var textLabel: UILabel? {
        if let legacyTextLabel { return legacyTextLabel }
        let label = UILabel(frame: .zero)
        legacyTextLabel = label
        contentView.addSubview(label)
        return label
    }
    /// The legacy detail label (made when first asked for).
    open var detailTextLabel: UILabel? {
        if let legacyDetailLabel { return legacyDetailLabel }
        let label = UILabel(frame: .zero)
        legacyDetailLabel = label
        contentView.addSubview(label)
        return label
    }
    private var legacyTextLabel: UILabel?
    private var legacyDetailLabel: UILabel?
    /// The legacy labels when they were made (reading ``textLabel`` would make one).
    package var existingTextLabel: UILabel? { legacyTextLabel }
    package var existingDetailTextLabel: UILabel? { legacyDetailLabel }

    /// The configuration equivalent to the legacy labels, when there is no content configuration.
    private var legacyConfiguration: UIListContentConfiguration? {
        guard configurations.baseContent == nil, legacyTextLabel != nil || legacyDetailLabel != nil else { return nil }
        var configuration = defaultContentConfiguration()
        configuration.text = legacyTextLabel?.text
        configuration.secondaryText = legacyDetailLabel?.text
        return configuration
    }

    /// Creates a header or footer view with a reuse identifier (UIKit's designated initialiser).
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Creates a view with no reuse identifier, with a frame.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table makes a view of a registered class (subclasses that override `init(reuseIdentifier:)` and
    /// `init?(coder:)` inherit this). Beyond UIKit.
    public required convenience init(tableHeaderFooterReuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A header or footer is placed by its table: Auto Layout inside it is an island of its own.
    override var isAutoLayoutIslandRoot: Bool { true }

    /// Called before the table hands the view out again; the base implementation does nothing.
    open func prepareForReuse() {}

    /// The view's frame; the content view and what it shows follow it.
    open override var frame: CGRect {
        didSet { if frame.size != oldValue.size { layOutShownContent() } }
    }

    /// A view its table shows is laid out then, as UIKit's layout pass lays out a view added to its table
    /// (headless there is no deferred pass): its title is in place from the first frame drawn.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        if superview != nil { layOutShownContent() }
    }

    /// Places the content view and what it shows, then the subviews.
    open override func layoutSubviews() {
        layOutParts()
        super.layoutSubviews()
    }

    /// Places the parts, and the views of a list content configuration (content placed by constraints waits
    /// for a layout pass).
    private func layOutShownContent() {
        layOutParts()
        if let list = configurations.contentView as? UIListContentView, !autoLayoutSubtreeHasConstraints {
            list.layoutIfNeeded()
        }
    }

    private func layOutParts() {
        contentView.frame = bounds
        configurations.contentView?.frame = contentView.bounds
        followRowMargins(width: bounds.width)
        if let legacy = legacyConfiguration.map({ preservingRowMargins($0, width: bounds.width) }) {
            let frames = legacy.placement(in: contentView.bounds.size, traitCollection: environmentTraitCollection,
                                          measurer: effectiveTextMeasurer,
                                          isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
            legacyTextLabel?.frame = frames.text ?? .zero
            legacyDetailLabel?.frame = frames.secondaryText ?? .zero
        }
    }

    /// `configuration` with its horizontal margins at least the rows' at `width`, when it preserves its
    /// superview's margins horizontally (UIKit's default `axesPreservingSuperviewLayoutMargins` of `.horizontal`).
    /// A header or footer takes the layout margins of its table's rows — the system minimum margin of a view
    /// that wide (16 pt, 20 pt from 414 pt, ``TableCellMetrics/layoutMargin(forWidth:)``) — so its title's
    /// leading edge lines up with the rows' text, also in an inset-grouped section, whose header is inset as its
    /// rows are.
    private func preservingRowMargins(_ configuration: UIListContentConfiguration, width: CGFloat) -> UIListContentConfiguration {
        let margin = TableCellMetrics.layoutMargin(forWidth: width)
        return TableCellMetrics.preservingSideMargins(configuration, leading: margin, trailing: margin)
    }

    /// Shows the list content configuration with the rows' margins at `width` (the configuration the view
    /// reports, ``contentConfiguration``, stays the one it was given, updated for the state).
    private func followRowMargins(width: CGFloat) {
        guard let list = configurations.contentView as? UIListContentView,
              let applied = configurations.appliedContent as? UIListContentConfiguration else { return }
        let shown = preservingRowMargins(applied, width: width)
        if list.listContentConfiguration != shown { list.configuration = shown }
    }

    /// Measures the view: its content configuration's view, the legacy labels' configuration, or Auto Layout.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize,
                                               withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        if let content = configurations.contentView {
            // A title wraps between the rows' margins at the width it is measured at.
            if targetSize.width.isFinite { followRowMargins(width: max(targetSize.width, 0)) }
            return UICollectionViewCell.fit(content, targetSize: targetSize, horizontal: horizontalFittingPriority,
                                            vertical: verticalFittingPriority, widthAdjustment: 0)
        }
        if let configuration = legacyConfiguration {
            let width = targetSize.width.isFinite ? max(targetSize.width, 0) : 0
            let legacy = preservingRowMargins(configuration, width: width)
            let measured = legacy.measuredSize(fittingWidth: width, traitCollection: environmentTraitCollection,
                                               measurer: effectiveTextMeasurer)
            return CGSize(width: horizontalFittingPriority >= .required ? width : measured.width,
                          height: verticalFittingPriority >= .required ? targetSize.height : measured.height)
        }
        return super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                             verticalFittingPriority: verticalFittingPriority)
    }
}
