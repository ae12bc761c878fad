import CollectionDiagnostics
import CollectionGeometry
import LayoutCore

/// A headless table view (UIKit's `UITableView`), a scroll view of rows in sections: a data source and a
/// delegate, cell reuse, self-sizing rows, headers and footers, selection, editing and updates, without drawing.
///
/// A table is a list: its geometry is the layout core's list section (the same one
/// `UICollectionLayoutListConfiguration` lowers to) with the table's heights — fixed rows, estimated rows that
/// measure themselves as they appear (in O(log n) per measured row), sticky headers in `.plain` tables, the
/// inset-grouped sides. The facets live in extension files: layout and geometry queries
/// (`UITableView+Layout.swift`), visible rows and reuse (`+VisibleRows.swift`), selection (`+Selection.swift`),
/// scrolling (`+Scrolling.swift`) and updates (`+Updates.swift`).
///
/// The table keeps the section and row counts it believes in, as UIKit does: read from the data source at the
/// first layout (or count query) after creation or ``reloadData()``, and changed only by updates.
@MainActor
open class UITableView: UIScrollView {
    /// The height that means "the content decides" (UIKit's `UITableView.automaticDimension`).
    public static let automaticDimension: CGFloat = -1

    /// The table's look, fixed at creation.
    public let style: Style

    /// The object that gives the table its rows, held weakly. Setting it reloads the table.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { if dataSource !== oldValue { reloadData() } }
    }
    /// The object told which rows are likely to be shown soon, held weakly. After each layout pass the table
    /// asks it for the rows within one screen beyond the visible area in the direction of the last scroll
    /// (downwards before any scroll), and cancels the prefetched rows that leave that area unshown.
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)? {
        didSet { if prefetchDataSource !== oldValue { prefetchState.removeAllPrefetched() } }
    }
    /// Whether the table asks ``prefetchDataSource`` to prefetch (default `true`).
    open var isPrefetchingEnabled = true {
        didSet { if !isPrefetchingEnabled { cancelAllPrefetching() } }
    }
    /// The object that manages heights, headers, selection and editing, and hears about scrolling; the same
    /// reference as the scroll view's `delegate`. Setting another one lays the table out again at the next pass
    /// with the rows' heights asked again (the new delegate's `heightForRowAt` replaces what was measured).
    open var delegate: (any UITableViewDelegate)? {
        get { delegateForScrolling as? any UITableViewDelegate }
        set {
            let changed = newValue !== delegateForScrolling
            delegateForScrolling = newValue
            setNeedsTableLayout(keepingMeasurements: !changed)
        }
    }

    /// The height of every row (default ``automaticDimension``: each cell measures itself). The delegate's
    /// `heightForRowAt` overrides it per row.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if rowHeight != oldValue { setNeedsTableLayout(keepingMeasurements: false) } }
    }
    /// The estimate of a row's height before it is measured (default ``automaticDimension``: 44 pt).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if estimatedRowHeight != oldValue { setNeedsTableLayout() } }
    }
    /// The height of section headers (default ``automaticDimension``: the header view measures itself).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionHeaderHeight != oldValue { setNeedsTableLayout() } }
    }
    /// The height of section footers (default ``automaticDimension``).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionFooterHeight != oldValue { setNeedsTableLayout() } }
    }
    /// The estimate of a header's height (default ``automaticDimension``: the list's 28 pt plain, 38 pt grouped).
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { if estimatedSectionHeaderHeight != oldValue { setNeedsTableLayout() } }
    }
    /// The estimate of a footer's height (default ``automaticDimension``).
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { if estimatedSectionFooterHeight != oldValue { setNeedsTableLayout() } }
    }
    /// The space above each section's header (default ``automaticDimension``: 0 pt plain, 35 pt grouped and
    /// inset grouped, the list's padding; iOS 15's `sectionHeaderTopPadding`).
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension {
        didSet { if sectionHeaderTopPadding != oldValue { setNeedsTableLayout() } }
    }
    /// A view above the first section, as wide as the table and as tall as its frame.
    open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
            setNeedsTableLayout()
        }
    }
    /// A view below the last section, as wide as the table and as tall as its frame.
    open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableFooterView { addSubview(tableFooterView) }
            setNeedsTableLayout()
        }
    }
    /// The height of the empty filler rows a plain table shows below its last row (iOS 15; default 0: none, as on
    /// iOS 15 and later); ``automaticDimension``: the last row's height; view pictures draw their separators.
    open var fillerRowHeight: CGFloat = 0
    /// How rows are separated (default `.singleLine`).
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// The separators' colour.
    open var separatorColor: UIColor? = .separator
    /// The default inset of the separators (left: the layout margin).
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// What separator insets are measured from (default `.fromCellEdges`).
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges
    /// Whether cells' layout margins follow the readable content guide (default `false`).
    open var cellLayoutMarginsFollowReadableWidth = false
    /// Whether the table insets its content to the safe area's sides (iOS 11's behaviour).
    open var insetsContentViewsToSafeArea = true
    /// A view behind the content, sized to the table at each layout pass.
    open var backgroundView: UIView? {
        didSet { backgroundView?.frame = CGRect(origin: .zero, size: bounds.size) }
    }

    /// Whether users can select rows (default `true`).
    open var allowsSelection = true
    /// Whether users can select several rows (default `false`).
    open var allowsMultipleSelection = false
    /// Whether users can select rows while the table edits (default `false`, as UIKit documents).
    open var allowsSelectionDuringEditing = false
    /// Whether users can select several rows while the table edits (default `false`).
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the table is in editing mode; setting it calls ``setEditing(_:animated:)``.
    open var isEditing: Bool {
        get { editingFlag }
        set { setEditing(newValue, animated: false) }
    }
    var editingFlag = false

    /// The measurer for the cells' text, like the collection view's (beyond UIKit); nil: the global one.
    open var textMeasurer: (any TextMeasuring)?
    /// Where the table's diagnostics go; nil: ``DiagnosticSink/current`` (beyond UIKit).
    public var diagnosticSink: DiagnosticSink?

    // MARK: State

    /// The layout: the input solved, the result, the counts the table believes in.
    var tableLayout = TableLayoutState()
    /// Cell and header/footer classes, and the views waiting to be reused.
    var tableReuse = TableReuseQueues()
    /// The rows, headers and footers on screen.
    var visibleRowViews = VisibleRowViews()
    /// The selected rows and the row highlighted by a touch in progress (a realized cell asks whether its row is
    /// selected in O(1); the public accessors sort them).
    var selection = SelectionState()
    /// The operations of the batch being recorded (nil outside `beginUpdates()`/`performBatchUpdates`), and its
    /// nesting depth.
    var pendingOperations: [UICollectionView.BatchOperation]?
    var batchDepth = 0
    /// Set while ``realizeVisibleRows()`` runs: cells added or resized meanwhile lay their content out once, at the
    /// pass's end, at their final frames (not once at the estimate and again when measured).
    var isRealizingRows = false
    /// Numbers the table's layout passes, and the row the current pass keeps still on screen while rows, headers
    /// and footers measure themselves (the item views' one rule, ``ScrollAnchor``).
    var measuringPass = 0
    var measuringAnchor: ScrollAnchor?
    /// The row being reconfigured and its cell: dequeueing for that row hands the cell back.
    var reconfiguration: (indexPath: IndexPath, cell: UITableViewCell)?
    /// The row whose swipe actions are revealed, and the actions.
    var revealedSwipe: (indexPath: IndexPath, configuration: UISwipeActionsConfiguration)?
    /// Counts the updates applied, so an interaction can tell whether the data source updated the table itself.
    var appliedUpdateCount = 0
    /// The rows the prefetch data source was asked for and not yet shown or cancelled, and the direction of the
    /// last scroll.
    var prefetchState = PrefetchState()
    /// See ``failurePolicy``.
    var tableFailurePolicy: FailurePolicy = .stop
    /// Header and footer views the delegate gave while the layout was solved, kept until they are shown.
    var providedSectionViews: [SectionViewKey: UIView] = [:]
    /// The drag from the table, the drop over it and its drop placeholders (see `UITableView+DragAndDrop.swift`).
    var tableDragDrop = TableDragDropState()

    /// The object that starts drags from the rows (UIKit's `dragDelegate`), held weakly.
    open weak var dragDelegate: (any UITableViewDragDelegate)?
    /// The object that takes drops on the table (UIKit's `dropDelegate`), held weakly.
    open weak var dropDelegate: (any UITableViewDropDelegate)?
    /// Whether the rows can be dragged (UIKit's default: `true` on iPad, `false` on iPhone; headless the device is
    /// an iPhone, so `false`, as the collection view's). Drops do not depend on it.
    open var dragInteractionEnabled = false

    /// A section's header or footer.
    struct SectionViewKey: Hashable {
        var section: Int
        var isFooter: Bool
    }

    /// The rows on screen by index path, and the section headers and footers by ``SectionViewKey``: the item
    /// views' shared bijection.
    typealias VisibleRowViews = VisibleItemViews<UITableViewCell, UIView, SectionViewKey>

    /// The display callbacks of a pass, sent when its bookkeeping is done: the item views' shared
    /// ``ItemDisplayEvents``.
    typealias DisplayEvents = ItemDisplayEvents<UITableViewCell, UIView, SectionViewKey>

    /// Creates a table of `style` with a frame (UIKit's designated initialiser).
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        providesContentEnvironment = true
        if style == .plain { separatorInset.left = TableCellMetrics.layoutMargin(forWidth: frame.width) }
    }

    /// Creates a `.plain` table with a frame.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Enters or leaves editing mode: visible cells show or hide their editing controls.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingFlag else { return }
        editingFlag = editing
        for (indexPath, cell) in visibleRowViews.cellsByIndexPath { configureEditing(of: cell, at: indexPath) }
        setNeedsTableLayout()
        layoutIfNeeded()
    }

    /// Lays the table out: solves the layout when something changed, then shows the rows, headers and footers
    /// in the visible area (measuring the self-sizing ones) and places the table's header and footer views.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = CGRect(origin: .zero, size: bounds.size)
        realizeVisibleRows()
        updatePrefetching()
    }

    /// Lays out now (there is no deferred layout headless): the table's pass, then the cells whose content is
    /// placed by constraints.
    open override func layoutIfNeeded() {
        owningViewController?.viewWillLayoutSubviews()
        layoutSubviews()
        for view in subviews where view.autoLayoutState?.engine?.hasPendingLayout == true { view.layoutIfNeeded() }
        owningViewController?.viewDidLayoutSubviews()
    }

    /// The view's bounds; a new size solves the layout again (rows are as wide as the table).
    open override var bounds: CGRect {
        didSet { if bounds.size != oldValue.size { setNeedsTableLayout(keepingMeasurements: bounds.width == oldValue.width) } }
    }

    /// A new safe area may inset the content: the layout is solved again. Content resting at its top edge stays
    /// there as the safe area enters its adjusted inset, as in UIKit: a table filling a window under a 20-pt status
    /// bar rests at an offset of −20, its first row just below the bar.
    open override func safeAreaInsetsDidChange() {
        let restsAtTop = contentOffset.y == -restingTopInset && !isTracking
        super.safeAreaInsetsDidChange()
        let top = adjustedContentInset.top
        if restsAtTop, top.isFinite, contentOffset.y != -top { contentOffset.y = -top }
        setNeedsTableLayout()
    }

    /// Remembers the adjusted top inset, the edge the content rests against (at an offset of minus it).
    open override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        restingTopInset = adjustedContentInset.top
    }

    /// The adjusted top inset when it last changed (see ``adjustedContentInsetDidChange()``).
    private var restingTopInset: CGFloat = 0

    /// Checks the invariants of the table's state (in debug builds; a no-op otherwise): each owned state
    /// value's own (the visible views' bijection, ``VisibleItemViews/_checkInvariants()``, the reuse pools', the
    /// selection's and prefetching's),
    /// and that no queued view is on screen. Run after every update and reload.
    func _checkInvariants() {
        #if DEBUG
        visibleRowViews._checkInvariants()
        tableReuse._checkInvariants()
        selection._checkInvariants()
        prefetchState._checkInvariants()
        visibleRowViews._checkNoneShown(queuedIn: tableReuse)
        tableDragDrop._checkInvariants(rowCounts: tableLayout.rowCounts ?? [])
        #endif
    }

    /// Sends `diagnostic` to the table's sink.
    func record(_ diagnostic: Diagnostic) {
        (diagnosticSink ?? .current).receive(diagnostic)
    }
}
