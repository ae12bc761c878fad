import CollectionGeometry

/// A cell of a collection view (UIKit's `UICollectionViewCell`): a content view, selection and highlight,
/// and the configuration-state machinery (content and background configurations updated for the state).
///
/// Configuration updates run synchronously: ``setNeedsUpdateConfiguration()`` — called when
/// ``isSelected`` or ``isHighlighted`` change, when ``configurationUpdateHandler`` is set, and by the
/// collection view when it changes other state — updates the configurations at once. UIKit defers the
/// update to just before the next layout pass; with no display in between, the outcome is the same.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The closure that updates a cell for a state (UIKit's `UICollectionViewCell.ConfigurationUpdateHandler`).
    public typealias ConfigurationUpdateHandler = @MainActor (_ cell: UICollectionViewCell, _ state: UICellConfigurationState) -> Void

    /// The view that holds the cell's content.
    public let contentView: UIView = CellContentView(frame: .zero)
    /// Whether the cell is selected; changing it updates the configuration.
    open var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
    }
    /// Whether the cell is highlighted; changing it updates the configuration.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
    }
    /// The view behind the content.
    open var backgroundView: UIView?
    /// The view behind the content when the cell is selected.
    open var selectedBackgroundView: UIView?

    /// The configuration of the cell's content. Setting one of the kind already shown hands it to the
    /// existing content view; otherwise a new content view replaces the old one inside `contentView`. With
    /// ``automaticallyUpdatesContentConfiguration`` on, the cell shows (and this property then returns) the
    /// configuration updated for the cell's ``configurationState``.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { appliedContentConfiguration }
        set {
            baseContentConfiguration = newValue
            refreshContentConfiguration(for: configurationState)
            // A new configuration may measure differently; UIKit's content views invalidate their
            // intrinsic size when their configuration is set, which resizes a self-sizing cell (iOS 16).
            invalidateIntrinsicContentSize()
        }
    }

    /// The configuration of the cell's background; with ``automaticallyUpdatesBackgroundConfiguration`` on,
    /// it is updated for the cell's ``configurationState`` (a selected list cell takes the selection colour).
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { appliedBackgroundConfiguration }
        set {
            baseBackgroundConfiguration = newValue
            refreshBackgroundConfiguration(for: configurationState)
        }
    }

    /// Whether the content configuration is updated for each new state (default true).
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether the background configuration is updated for each new state (default true).
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// A closure run after ``updateConfiguration(using:)`` on every configuration update; setting it
    /// updates the configuration.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The view made from ``contentConfiguration``, inside `contentView`. Beyond UIKit.
    public private(set) var configuredContentView: (any UIView & UIContentView)?

    private var baseContentConfiguration: (any UIContentConfiguration)?
    private var appliedContentConfiguration: (any UIContentConfiguration)?
    private var baseBackgroundConfiguration: UIBackgroundConfiguration?
    private var appliedBackgroundConfiguration: UIBackgroundConfiguration?
    private var isUpdatingConfiguration = false
    private var needsAnotherConfigurationUpdate = false
    /// Whether a configuration update ran since the collection view last handed the cell out (see
    /// ``updateConfigurationBeforeDisplayIfNeeded()``).
    private var configurationUpdatedSinceDequeue = false
    /// The state the last configuration update ran with.
    private var lastUpdatedConfigurationState: UICellConfigurationState?

    /// Cell states the collection view sets (editing, outline expansion, swiping, reordering, drag and drop).
    var hostState = HostCellState()

    /// The swipe actions revealed on the cell and their edge, while swiped.
    var revealedSwipeActions: UISwipeActionsConfiguration?

    /// The cell's configuration state: its traits (the collection view's while the cell is inside one:
    /// headless views do not inherit traits), selection, highlight, and the states the collection view sets.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: environmentTraitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isDisabled = hostState.isDisabled
        state.isFocused = hostState.isFocused
        state.isEditing = hostState.isEditing
        state.isExpanded = hostState.isExpanded
        state.isSwiped = hostState.isSwiped
        state.isReordering = hostState.isReordering
        state.cellDragState = hostState.dragState
        state.cellDropState = hostState.dropState
        return state
    }

    /// Updates the configurations for the current state now (see the type's discussion): the automatic
    /// content and background updates, then ``updateConfiguration(using:)``, then
    /// ``configurationUpdateHandler``. A handler that changes state again (selecting the cell) triggers at
    /// most a few more rounds; the update never loops forever.
    open func setNeedsUpdateConfiguration() {
        if isUpdatingConfiguration {
            needsAnotherConfigurationUpdate = true
            return
        }
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        var rounds = 0
        repeat {
            needsAnotherConfigurationUpdate = false
            rounds += 1
            let state = configurationState
            refreshContentConfiguration(for: state)
            refreshBackgroundConfiguration(for: state)
            updateConfiguration(using: state)
            configurationUpdateHandler?(self, state)
            lastUpdatedConfigurationState = state
        } while needsAnotherConfigurationUpdate && rounds < Self.maximumConfigurationRounds
        configurationUpdatedSinceDequeue = true
    }

    /// Runs the configuration update a cell gets before it is displayed, as UIKit's deferred update does
    /// ("the system calls this method … before the cell appears"): when no update ran since the collection
    /// view handed the cell out, or the cell's ``configurationState`` (custom states included) differs from the
    /// state the last update ran with. The collection view calls it as the cell goes on screen.
    func updateConfigurationBeforeDisplayIfNeeded() {
        if configurationUpdatedSinceDequeue, lastUpdatedConfigurationState == configurationState { return }
        setNeedsUpdateConfiguration()
    }

    /// Clears what the collection view set on the cell for its previous row (swipe, expansion, drag and
    /// drop); the next configuration update reflects it.
    func resetCollectionViewStateForReuse() {
        revealedSwipeActions = nil
        hostState = HostCellState()
        configurationUpdatedSinceDequeue = false
    }

    /// Takes the outline state of the cell's item (see ``UICollectionView``'s outline support): a list cell's
    /// indentation level, and the expanded state its configuration state reports; the configuration is
    /// updated when the expanded state changes.
    func applyOutlineItemState(indentationLevel: Int, isExpanded: Bool) {
        if let listCell = self as? UICollectionViewListCell, listCell.indentationLevel != indentationLevel {
            listCell.indentationLevel = indentationLevel
        }
        guard hostState.isExpanded != isExpanded else { return }
        hostState.isExpanded = isExpanded
        setNeedsUpdateConfiguration()
    }

    /// Override to update the cell for `state`; the default does nothing (the automatic updates have run).
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// The cell's frame; the content view follows its size.
    open override var frame: CGRect {
        didSet {
            contentView.frame = CGRect(origin: .zero, size: frame.size)
            configuredContentView?.frame = contentView.bounds
        }
    }

    /// Creates a cell with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = CGRect(origin: .zero, size: frame.size)
        // As in UIKit, the content view follows the cell's size, also when Auto Layout measures the cell.
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        (contentView as? CellContentView)?.cell = self
        addSubview(contentView)
    }

    /// Marks the cell for measuring again at its collection view's next layout pass, when the cell is on
    /// screen in a collection view whose ``UICollectionView/selfSizingInvalidation`` is not `.disabled`
    /// (iOS 16's behaviour; the same happens when ``contentView`` is invalidated). Otherwise it does nothing.
    open override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        guard let collectionView = superview as? UICollectionView,
              collectionView.selfSizingInvalidation != .disabled else { return }
        needsSelfSizing = true
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Measures the cell for the axes not held at ``UILayoutPriority/required``:
    /// - with a content view made from a content configuration, that view decides: Auto Layout measures it when
    ///   constraints lay it out (a custom configuration's view), else its `sizeThatFits(_:)` does (a list
    ///   configuration measures its text, image and margins);
    /// - otherwise the subviews of ``contentView`` that report an intrinsic size (labels, image views) are
    ///   measured as if each were pinned to the content view's layout margins — headless there are no
    ///   constraints to read: the free axis takes the largest of them plus the margins, heights measured at
    ///   the width inside the margins;
    /// - a content view with no such subview keeps the cell's current size (UIView's rule).
    open override func systemLayoutSizeFitting(_ targetSize: CGSize,
                                               withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        if let content = configuredContentView {
            return Self.fit(content, targetSize: targetSize, horizontal: horizontalFittingPriority,
                            vertical: verticalFittingPriority, widthAdjustment: 0)
        }
        if autoLayoutSubtreeHasConstraints {
            // Constraints under the content view: Auto Layout measures the cell (UIView's rule).
            return super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                                 verticalFittingPriority: verticalFittingPriority)
        }
        let sizers = contentView.subviews.filter {
            let intrinsic = $0.intrinsicContentSize
            return intrinsic.width != UIView.noIntrinsicMetric || intrinsic.height != UIView.noIntrinsicMetric
        }
        guard !sizers.isEmpty else {
            return super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                                 verticalFittingPriority: verticalFittingPriority)
        }
        func clean(_ length: CGFloat) -> CGFloat { length.isFinite ? max(length, 0) : 0 }
        let margins = contentView.layoutMargins
        let horizontalMargins = clean(margins.left) + clean(margins.right)
        let verticalMargins = clean(margins.top) + clean(margins.bottom)
        let targetWidth = clean(targetSize.width), targetHeight = clean(targetSize.height)
        let width = horizontalFittingPriority >= .required ? targetWidth
            : clean(sizers.map { $0.sizeThatFits(.zero).width }.max() ?? 0) + horizontalMargins
        let inner = CGSize(width: max(width - horizontalMargins, 0), height: 0)
        let height = verticalFittingPriority >= .required ? targetHeight
            : clean(sizers.map { $0.sizeThatFits(inner).height }.max() ?? 0) + verticalMargins
        return CGSize(width: width, height: height)
    }

    /// Fits `content` to `targetSize`, measuring free axes with `sizeThatFits`, with the width narrowed by
    /// `widthAdjustment` (indentation) while measuring and widened again in the result.
    static func fit(_ content: UIView, targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority,
                    widthAdjustment: CGFloat) -> CGSize {
        let targetWidth = targetSize.width.isFinite ? max(targetSize.width, 0) : 0
        let targetHeight = targetSize.height.isFinite ? max(targetSize.height, 0) : 0
        if content.autoLayoutSubtreeHasConstraints {
            // A custom configuration's view laid out by constraints: Auto Layout measures it at the width the cell
            // gives it, so a wrapping label is measured at the width its constraints leave it (inside the margins).
            let inner = CGSize(width: max(targetWidth - widthAdjustment, 0), height: targetHeight)
            let fitted = content.systemLayoutSizeFitting(inner, withHorizontalFittingPriority: horizontal,
                                                         verticalFittingPriority: vertical)
            let width = horizontal >= .required ? targetWidth : fitted.width + widthAdjustment
            let height = vertical >= .required ? targetHeight : fitted.height
            return CGSize(width: width.isFinite ? max(width, 0) : 0, height: height.isFinite ? max(height, 0) : 0)
        }
        let width: CGFloat
        if horizontal >= .required {
            width = targetWidth
        } else {
            // Free width: the content's natural (unwrapped) width.
            width = content.sizeThatFits(CGSize(width: 0, height: targetHeight)).width + widthAdjustment
        }
        let height = vertical >= .required
            ? targetHeight
            : content.sizeThatFits(CGSize(width: max(width - widthAdjustment, 0), height: targetHeight)).height
        return CGSize(width: width.isFinite ? max(width, 0) : 0, height: height.isFinite ? max(height, 0) : 0)
    }

    private static let maximumConfigurationRounds = 4

    private func refreshContentConfiguration(for state: UICellConfigurationState) {
        let configuration = automaticallyUpdatesContentConfiguration
            ? baseContentConfiguration.map { $0.updated(for: state) } : baseContentConfiguration
        appliedContentConfiguration = configuration
        installContentView(configuration)
    }

    private func refreshBackgroundConfiguration(for state: UICellConfigurationState) {
        appliedBackgroundConfiguration = automaticallyUpdatesBackgroundConfiguration
            ? baseBackgroundConfiguration?.updated(for: state) : baseBackgroundConfiguration
    }

    private func installContentView(_ configuration: (any UIContentConfiguration)?) {
        guard let configuration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        if let existing = configuredContentView, existing.supports(configuration) {
            existing.configuration = configuration
            return
        }
        configuredContentView?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.frame = contentView.bounds
        contentView.addSubview(view)
        configuredContentView = view
    }
}

/// Cell states that only the collection view changes.
struct HostCellState {
    var isDisabled = false
    var isFocused = false
    var isEditing = false
    var isExpanded = false
    var isSwiped = false
    var isReordering = false
    var dragState: UICellConfigurationDragState = .none
    var dropState: UICellConfigurationDropState = .none
}
