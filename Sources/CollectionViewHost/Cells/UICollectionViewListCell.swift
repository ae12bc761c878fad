import CollectionGeometry

/// A cell for list layouts (UIKit's `UICollectionViewListCell`): a list content configuration by default,
/// a list background configuration (``defaultBackgroundConfiguration()``) from the start, accessories,
/// indentation for outlines, and a separator guide following the content's text.
///
/// Headless limit: accessories reserve no width when the cell measures itself. Which accessories show
/// follows the collection view's `isEditing`, as in UIKit.
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories, leading and trailing, in order.
    open var accessories: [UICellAccessory] = []
    /// The indentation level of the cell in an outline.
    open var indentationLevel = 0
    /// The width of one indentation level (10 pt by default).
    open var indentationWidth: CGFloat = 10
    /// Whether accessories move with the indentation (default true).
    open var indentsAccessories = true

    /// The guide the separator follows (UIKit's `separatorLayoutGuide`): by default from the leading edge of the
    /// content's text (after the margins, indentation and image of a list content configuration) to the trailing
    /// edge of the cell. As Apple documents, a cell with custom content aligns the separator with a constraint
    /// from this guide's leading edge to its primary content: the default is only proposed (below required
    /// priority), so such a constraint moves the guide, and once Auto Layout has solved the guide its
    /// `layoutFrame` is the solved one.
    open var separatorLayoutGuide: UILayoutGuide { separatorGuide }
    private let separatorGuide = UILayoutGuide()

    /// Creates a cell with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        separatorGuide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
        separatorGuide.owningView = self
        // Weak: an app may keep the guide longer than the cell.
        separatorGuide.frameProvider = { [weak self] in self?.separatorFrame ?? .zero }
        // Our choice of priority: low enough that any constraint the app gives the guide wins.
        separatorGuide.providedFramePriority = Self.proposedSeparatorPriority
        // List cells start with a list background, as in UIKit: their list environment's (a plain list's
        // until the collection view says otherwise).
        backgroundConfiguration = defaultBackgroundConfiguration()
        usesDefaultBackground = true
    }

    /// The priority of the proposed separator frame (see ``separatorLayoutGuide``).
    static let proposedSeparatorPriority = UILayoutPriority(10)

    /// The kind of list the cell is shown in, set by the collection view when it dequeues the cell. While the
    /// app has not set a background of its own, a change gives the cell that list's default background.
    public internal(set) var listEnvironment: UIListEnvironment = .unspecified {
        didSet {
            guard listEnvironment != oldValue, usesDefaultBackground else { return }
            backgroundConfiguration = defaultBackgroundConfiguration()
            usesDefaultBackground = true
        }
    }

    /// The separator configuration of the row the cell shows, as its list section resolved it (the section's
    /// `separatorConfiguration` passed through its `itemSeparatorHandler`); nil outside a list section. The
    /// collection view sets it when it hands the cell a row, when the row is reconfigured and after each batch
    /// update. Beyond UIKit, where list cells keep it privately.
    public internal(set) var resolvedSeparatorConfiguration: UIListSeparatorConfiguration?

    /// Whether the background is the default one (the app has not set its own).
    private var usesDefaultBackground = false

    /// The configuration of the cell's background; setting it replaces the list's default for good.
    open override var backgroundConfiguration: UIBackgroundConfiguration? {
        get { super.backgroundConfiguration }
        set {
            usesDefaultBackground = false
            super.backgroundConfiguration = newValue
        }
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A list content configuration in the cell style, ready to fill and assign to `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        .cell()
    }

    /// A list background configuration in the style of the cell's list environment: grouped for grouped and
    /// inset grouped lists, sidebar for sidebars, plain otherwise.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        switch listEnvironment {
        case .grouped, .insetGrouped: .listGroupedCell()
        case .sidebar, .sidebarPlain: .listSidebarCell()
        case .unspecified, .none, .plain: .listPlainCell()
        }
    }

    /// The accessories shown in the cell's current editing state (hidden ones included: they keep their
    /// space). Beyond UIKit.
    ///
    /// - Complexity: O(a), a = accessories.
    public var visibleAccessories: [UICellAccessory] {
        let editing = configurationState.isEditing
        return accessories.filter { $0.displayedState.isDisplayed(isEditing: editing) }
    }

    /// The indentation in points: ``indentationLevel`` × ``indentationWidth`` (negative and non-finite
    /// values count as 0).
    public var indentation: CGFloat {
        let width = indentationWidth.isFinite ? max(indentationWidth, 0) : 0
        return CGFloat(max(indentationLevel, 0)) * width
    }

    /// Measures like ``UICollectionViewCell`` with the content narrowed by the indentation, and — as a row,
    /// not as a header or footer — at least ``ListContentMetrics/minimumRowHeight`` tall when the height is
    /// measured. Accessories take no width headless.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize,
                                               withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        guard let content = configuredContentView else {
            return super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                                 verticalFittingPriority: verticalFittingPriority)
        }
        var size = Self.fit(content, targetSize: targetSize, horizontal: horizontalFittingPriority,
                            vertical: verticalFittingPriority, widthAdjustment: indentation)
        // The minimum is a row's; a list cell serving as a header or footer (Apple's list samples register list
        // cells as supplementary views) takes its content's height.
        if verticalFittingPriority < .required && reuseKey?.category != .supplementaryView {
            size.height = max(size.height, ListContentMetrics.minimumRowHeight)
        }
        return size
    }

    private var separatorFrame: CGRect {
        var leading = indentation
        if let list = contentConfiguration as? UIListContentConfiguration {
            let margins = list.directionalLayoutMargins
            leading += margins.leading.isFinite ? max(margins.leading, 0) : 0
            if let image = list.image {
                leading += list.imageProperties.layoutSize(of: image).width + max(list.imageToTextPadding, 0)
            }
        } else {
            leading += directionalLayoutMargins.leading
        }
        let width = max(bounds.width - leading, 0)
        return CGRect(x: min(leading, bounds.width), y: 0, width: width, height: bounds.height)
    }
}
