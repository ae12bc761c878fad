import CollectionGeometry
import Foundation

/// A container that shows view controllers in columns side by side (UIKit's `UISplitViewController`): the
/// column-style interface (``init(style:)`` with ``Style/doubleColumn`` or ``Style/tripleColumn``) and the classic one
/// (``viewControllers`` with a primary and a secondary view controller).
///
/// **Columns.** In the column style each column's view controller is wrapped in a ``UINavigationController`` (unless
/// it is one), as UIKit does; ``viewController(for:)`` returns the view controller given, and its
/// ``UIViewController/navigationController`` is the wrapper. The wrappers (the classic style: the view controllers)
/// are the split view controller's children. In a regular horizontal size class the columns are laid out side by
/// side, leading to trailing: the primary column (320 points wide by default, UIKit's automatic maximum), the
/// supplementary one (320 points by default) and the secondary one taking the rest, a one-pixel separator
/// (``UIColor/opaqueSeparator``, chosen) along the trailing edge of each column beside another. A column shown over
/// the secondary one (`…OverSecondary` modes) lies over its leading part, without a separator. Each column's view
/// gets the split view controller's safe area at the top and bottom, and at the sides it touches.
///
/// **Display mode.** ``displayMode`` is ``preferredDisplayMode`` when it is not `.automatic` (or the last
/// ``show(_:)``/``hide(_:)``); `.automatic` resolves, as on iPad, to all columns beside each other when the view is
/// wider than tall (`.oneBesideSecondary` for two columns, `.twoBesideSecondary` for three) and, when it is taller
/// than wide, to `.secondaryOnly` for two columns and `.oneBesideSecondary` (supplementary and secondary) for three.
/// Two-column modes given to a double-column split view controller show its one column.
///
/// **Collapsing.** In a compact horizontal size class (a phone) the split view controller is collapsed
/// (``isCollapsed``) and shows one navigation stack: the ``Column/compact`` column's when one is set; otherwise the
/// primary navigation controller, onto which the supplementary and secondary columns' view controllers are moved as
/// iOS does, up to the delegate's
/// ``UISplitViewControllerDelegate/splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`` (default the
/// secondary column). Expanding moves them back (a column whose view controllers were all popped gets its first one
/// back). A classic split view controller asks the delegate's
/// ``UISplitViewControllerDelegate/splitViewController(_:collapseSecondary:onto:)``; unless it handles the collapse,
/// the secondary view controller's stack is moved onto the primary navigation controller. The delegate hears
/// ``UISplitViewControllerDelegate/splitViewControllerDidCollapse(_:)`` and
/// ``UISplitViewControllerDelegate/splitViewControllerDidExpand(_:)`` for the column style.
///
/// While on screen, a column's view controller hears its appearance callbacks as its column shows or hides.
@MainActor
open class UISplitViewController: UIViewController {
    /// UIKit's value for "let the split view controller choose" in the width properties (−1).
    public static let automaticDimension: CGFloat = -1
    /// The default width of the primary and supplementary columns (320 points: UIKit's automatic maximum).
    static let defaultColumnWidth: CGFloat = 320

    /// The interface style.
    public let style: Style
    /// The delegate, asked about collapsing and told of changes.
    open weak var delegate: (any UISplitViewControllerDelegate)?
    /// The display mode wanted (default `.automatic`).
    open var preferredDisplayMode = DisplayMode.automatic {
        didSet {
            requestedDisplayMode = nil
            viewIfLoaded?.setNeedsLayout()
            layoutColumns()
        }
    }
    /// The primary column's preferred width in points (default ``automaticDimension``); it wins over
    /// ``preferredPrimaryColumnWidthFraction``.
    open var preferredPrimaryColumnWidth = UISplitViewController.automaticDimension { didSet { layoutColumns() } }
    /// The primary column's preferred width as a fraction (0…1) of the split view controller's width (default
    /// ``automaticDimension``).
    open var preferredPrimaryColumnWidthFraction = UISplitViewController.automaticDimension { didSet { layoutColumns() } }
    /// The narrowest the primary column may be (default ``automaticDimension``: 0).
    open var minimumPrimaryColumnWidth = UISplitViewController.automaticDimension { didSet { layoutColumns() } }
    /// The widest the primary column may be (default ``automaticDimension``: 320 points for a width from the fraction).
    open var maximumPrimaryColumnWidth = UISplitViewController.automaticDimension { didSet { layoutColumns() } }
    /// The supplementary column's preferred width in points (default ``automaticDimension``: 320).
    open var preferredSupplementaryColumnWidth = UISplitViewController.automaticDimension { didSet { layoutColumns() } }
    /// The supplementary column's preferred width as a fraction of the split view controller's width.
    open var preferredSupplementaryColumnWidthFraction = UISplitViewController.automaticDimension { didSet { layoutColumns() } }
    /// How the columns share the screen that is wanted (default `.automatic`; stored: the layout follows
    /// ``displayMode``, whose `…Beside…` modes tile and `…Over…` modes overlay).
    open var preferredSplitBehavior = SplitBehavior.automatic
    /// The primary column's background style (default `.none`; stored: pictures draw the column's own views).
    open var primaryBackgroundStyle = BackgroundStyle.none
    /// Whether a swipe shows the primary column (stored: no gestures headless).
    open var presentsWithGesture = true
    /// Whether the secondary column's bar shows a button for the secondary-only mode (stored).
    open var showsSecondaryOnlyButton = false

    /// The view controllers of the columns, as given.
    private var columns: [Column: UIViewController] = [:]
    /// The navigation controllers the columns show (the view controller itself when it is one).
    private var wrappers: [Column: UINavigationController] = [:]
    /// The classic interface's view controllers.
    private var classic: [UIViewController] = []
    /// The display mode set by the last `show(_:)` or `hide(_:)`.
    private var requestedDisplayMode: DisplayMode?
    /// What was moved onto the collapsed stack, to move back when expanding.
    private var collapse: CollapseRecord?
    /// The views of the columns shown now (for appearance callbacks as columns show and hide).
    private var shownViews: [ObjectIdentifier: UIViewController] = [:]
    /// The separators between columns beside each other.
    private var separators: [UIView] = []
    /// Whether `layoutColumns()` is running (the moves it makes lay out again).
    private var isLayingOut = false

    /// The view controllers moved onto the primary navigation controller while collapsed.
    private struct CollapseRecord {
        var primaryCount: Int
        var supplementary: [UIViewController]
        var secondary: [UIViewController]
    }

    /// A split view controller with the column-style interface `style` (or the classic one, `.unspecified`).
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic split view controller (nibs are not supported headless).
    public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(style: .unspecified)
    }

    /// Archives are not supported headless: nil, except for a construction from a metatype
    /// (``UIViewControllerMetatypeConstructible``), which makes a classic split view controller.
    public required init?(coder: NSCoder) {
        guard coder is MetatypeConstructionCoder else { return nil }
        style = .unspecified
        super.init(coder: coder)
    }

    /// Makes the split view controller's view (the size of the screen, as UIKit's). The columns are placed by its
    /// first layout pass, once it has its traits (a window's), so a split view controller put in a regular-width window
    /// does not collapse first.
    open override func loadView() {
        let container = SplitViewControllerView(frame: defaultViewFrame)
        container.controller = self
        view = container
    }

    /// A split view controller places its children's views by frame.
    override var placesChildViewsByFrame: Bool { true }

    // MARK: - The view controllers

    /// The view controllers: for the classic style the primary and the secondary as given (setting it replaces them);
    /// for the column style the navigation controllers of the primary, supplementary and secondary columns that have
    /// one (setting it is ignored, as UIKit ignores it for the column style).
    open var viewControllers: [UIViewController] {
        get {
            guard style != .unspecified else { return classic }
            return [Column.primary, .supplementary, .secondary].compactMap { wrappers[$0] }
        }
        set {
            guard style == .unspecified else { return }
            expandIfCollapsed()
            let accepted = Array(newValue.prefix(2))
            for old in classic where !accepted.contains(where: { $0 === old }) { remove(old) }
            for controller in accepted where !classic.contains(where: { $0 === controller }) { add(controller) }
            classic = accepted
            layoutColumns()
        }
    }

    /// Puts `viewController` in `column` (wrapped in a navigation controller unless it is one), replacing the one there;
    /// nil empties the column. Does nothing for the classic style, as in UIKit (use ``viewControllers``).
    open func setViewController(_ viewController: UIViewController?, for column: Column) {
        guard style != .unspecified, style == .tripleColumn || column != .supplementary else { return }
        expandIfCollapsed()
        if let old = wrappers[column] { remove(old) }
        columns[column] = viewController
        wrappers[column] = nil
        if let viewController {
            let wrapper = viewController as? UINavigationController ?? UINavigationController(rootViewController: viewController)
            wrappers[column] = wrapper
            add(wrapper)
        }
        layoutColumns()
    }

    /// The view controller put in `column` (as given, not its navigation controller); nil for the classic style.
    open func viewController(for column: Column) -> UIViewController? {
        style == .unspecified ? nil : columns[column]
    }

    private func add(_ controller: UIViewController) {
        addChild(controller)
        controller.didMove(toParent: self)
    }

    private func remove(_ controller: UIViewController) {
        controller.willMove(toParent: nil)
        if let shownView = controller.viewIfLoaded, shownView.superview === viewIfLoaded { hideView(of: controller) }
        controller.removeFromParent()
    }

    // MARK: - Display mode and widths

    /// Whether the split view controller shows one stack (a compact horizontal size class).
    open var isCollapsed: Bool {
        traitCollection.horizontalSizeClass == .compact
    }

    /// The display mode in effect (see the type's documentation); `.secondaryOnly` while collapsed.
    open var displayMode: DisplayMode {
        guard !isCollapsed else { return .secondaryOnly }
        let wanted = requestedDisplayMode ?? preferredDisplayMode
        let bounds = viewIfLoaded?.bounds ?? defaultViewFrame
        let mode: DisplayMode
        if wanted == .automatic {
            if bounds.width > bounds.height {
                mode = style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
            } else {
                mode = style == .tripleColumn ? .oneBesideSecondary : .secondaryOnly
            }
        } else {
            mode = wanted
        }
        guard style != .tripleColumn else { return mode }
        // Two columns have one column beside the secondary one.
        switch mode {
        case .twoBesideSecondary, .twoDisplaceSecondary: return .oneBesideSecondary
        case .twoOverSecondary: return .oneOverSecondary
        default: return mode
        }
    }

    /// How the columns share the screen now: `.overlay` for the `…Over…` display modes, `.tile` otherwise (a preferred
    /// `.displace` is reported as wanted; headless it is laid out as tiles).
    open var splitBehavior: SplitBehavior {
        switch displayMode {
        case .oneOverSecondary, .twoOverSecondary: .overlay
        case .twoDisplaceSecondary: .displace
        default: preferredSplitBehavior == .displace ? .displace : .tile
        }
    }

    /// A button that shows or hides the primary column (for a navigation item of the secondary column): tapping it
    /// (headless ``UIBarButtonItem/simulateTap()``) hides the primary column when it shows and shows it otherwise.
    /// Made on first use, then the same item.
    open var displayModeButtonItem: UIBarButtonItem {
        if let storedDisplayModeButtonItem { return storedDisplayModeButtonItem }
        let item = UIBarButtonItem(primaryAction: UIAction(image: UIImage(systemName: "sidebar.leading")) { [weak self] _ in
            guard let self else { return }
            if self.displayMode == .secondaryOnly { self.show(.primary) } else { self.hide(.primary) }
        })
        storedDisplayModeButtonItem = item
        return item
    }
    private var storedDisplayModeButtonItem: UIBarButtonItem?

    /// Shows `column` (the primary or supplementary one), changing the display mode; while collapsed, showing the
    /// primary column pops the stack to it.
    open func show(_ column: Column) {
        if isCollapsed {
            if column == .primary { primaryStack?.popToRootViewController(animated: false) }
            return
        }
        let current = displayMode
        let mode: DisplayMode
        switch (style, column) {
        case (.tripleColumn, .primary): mode = current == .twoOverSecondary ? current : .twoBesideSecondary
        case (.tripleColumn, .supplementary): mode = current == .secondaryOnly ? .oneBesideSecondary : current
        case (_, .primary): mode = current == .oneOverSecondary ? current : .oneBesideSecondary
        default: return
        }
        changeDisplayMode(to: mode)
    }

    /// Hides `column` (the primary or supplementary one), changing the display mode.
    open func hide(_ column: Column) {
        guard !isCollapsed else { return }
        let mode: DisplayMode
        switch (style, column) {
        case (.tripleColumn, .primary): mode = displayMode == .secondaryOnly ? .secondaryOnly : .oneBesideSecondary
        case (.tripleColumn, .supplementary), (_, .primary): mode = .secondaryOnly
        default: return
        }
        changeDisplayMode(to: mode)
    }

    private func changeDisplayMode(to mode: DisplayMode) {
        guard mode != displayMode else { return }
        delegate?.splitViewController(self, willChangeTo: mode)
        requestedDisplayMode = mode
        layoutColumns()
    }

    /// The primary column's width: the preferred width, else the fraction of the view's width (at most 320 points
    /// unless a maximum is set), else 320 points; within the minimum and maximum that are set.
    open var primaryColumnWidth: CGFloat {
        columnWidth(preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
                    minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth)
    }

    /// The supplementary column's width, worked out as the primary one's.
    open var supplementaryColumnWidth: CGFloat {
        columnWidth(preferred: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
                    minimum: Self.automaticDimension, maximum: Self.automaticDimension)
    }

    private func columnWidth(preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat) -> CGFloat {
        let total = viewIfLoaded?.bounds.width ?? defaultViewFrame.width
        let width = total.isFinite ? max(0, total) : 0
        func given(_ value: CGFloat) -> Bool { value.isFinite && value >= 0 }
        var result: CGFloat
        if given(preferred) {
            result = preferred
        } else if given(fraction) {
            result = min(1, fraction) * width
            if !given(maximum) { result = min(result, Self.defaultColumnWidth) }
        } else {
            result = Self.defaultColumnWidth
        }
        if given(maximum) { result = min(result, maximum) }
        if given(minimum) { result = max(result, minimum) }
        return min(result, width)
    }

    // MARK: - Showing view controllers

    /// Shows `vc` in the primary context: pushed onto the primary column's navigation controller (while collapsed,
    /// the stack shown); a classic split view controller without one makes it the primary view controller.
    open override func show(_ vc: UIViewController, sender: Any?) {
        if let stack = shownStack ?? primaryStack {
            stack.pushViewController(vc, animated: true)
        } else if style == .unspecified {
            viewControllers = [vc] + Array(classic.dropFirst())
        }
    }

    /// Shows `vc` as the detail: while collapsed pushed onto the stack shown; otherwise it becomes the secondary
    /// column's view controller (the classic style: the secondary view controller). Any view controller inside the
    /// split view controller routes its ``UIViewController/showDetailViewController(_:sender:)`` here.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if isCollapsed, let stack = shownStack {
            stack.pushViewController(vc, animated: true)
        } else if style == .unspecified {
            viewControllers = Array(classic.prefix(1)) + [vc]
        } else {
            setViewController(vc, for: .secondary)
        }
    }

    /// The primary column's navigation controller (the classic style: the primary view controller when it is one).
    private var primaryStack: UINavigationController? {
        style == .unspecified ? classic.first as? UINavigationController : wrappers[.primary]
    }

    /// The navigation controller shown while collapsed.
    private var shownStack: UINavigationController? {
        guard isCollapsed else { return nil }
        if style != .unspecified, let compact = wrappers[.compact] { return compact }
        return primaryStack
    }

    // MARK: - Collapsing

    /// Moves the columns' view controllers onto the primary stack (see the type's documentation).
    private func collapseIfNeeded() {
        guard collapse == nil, let primary = primaryStack else { return }
        if style == .unspecified {
            guard classic.count == 2 else { return }
            let secondary = classic[1]
            if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) == true { return }
            let moved = (secondary as? UINavigationController)?.viewControllers ?? [secondary]
            if let secondaryStack = secondary as? UINavigationController { secondaryStack.setViewControllers([], animated: false) } else {
                remove(secondary)
            }
            collapse = CollapseRecord(primaryCount: primary.viewControllers.count, supplementary: [], secondary: moved)
            primary.setViewControllers(primary.viewControllers + moved, animated: false)
            return
        }
        guard wrappers[.compact] == nil else {
            collapse = CollapseRecord(primaryCount: primary.viewControllers.count, supplementary: [], secondary: [])
            delegate?.splitViewControllerDidCollapse(self)
            return
        }
        let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
        var record = CollapseRecord(primaryCount: primary.viewControllers.count, supplementary: [], secondary: [])
        if top != .primary, let supplementary = wrappers[.supplementary] {
            record.supplementary = supplementary.viewControllers
            supplementary.setViewControllers([], animated: false)
        }
        if top == .secondary, let secondary = wrappers[.secondary] {
            record.secondary = secondary.viewControllers
            secondary.setViewControllers([], animated: false)
        }
        collapse = record
        primary.setViewControllers(primary.viewControllers + record.supplementary + record.secondary, animated: false)
        delegate?.splitViewControllerDidCollapse(self)
    }

    /// Moves the view controllers back to their columns (see the type's documentation).
    private func expandIfCollapsed() {
        guard let record = collapse else { return }
        collapse = nil
        guard let primary = primaryStack else { return }
        let stack = primary.viewControllers
        let kept = Array(stack.prefix(record.primaryCount))
        var rest = Array(stack.dropFirst(record.primaryCount))
        var supplementaryPart: [UIViewController] = []
        if !record.supplementary.isEmpty {
            supplementaryPart = Array(rest.prefix(record.supplementary.count))
            rest = Array(rest.dropFirst(supplementaryPart.count))
            if supplementaryPart.isEmpty { supplementaryPart = Array(record.supplementary.prefix(1)) }
        }
        var secondaryPart = rest
        if secondaryPart.isEmpty { secondaryPart = Array(record.secondary.prefix(1)) }
        primary.setViewControllers(kept, animated: false)
        if style == .unspecified {
            if !record.secondary.isEmpty {
                if let secondaryStack = classic.count == 2 ? classic[1] as? UINavigationController : nil {
                    secondaryStack.setViewControllers(secondaryPart, animated: false)
                } else if classic.count == 2, let first = secondaryPart.first {
                    classic[1] = first
                    add(first)
                }
            }
            return
        }
        if !record.supplementary.isEmpty { wrappers[.supplementary]?.setViewControllers(supplementaryPart, animated: false) }
        if !record.secondary.isEmpty { wrappers[.secondary]?.setViewControllers(secondaryPart, animated: false) }
        delegate?.splitViewControllerDidExpand(self)
    }

    // MARK: - Layout

    /// Collapses or expands for the traits, then places the columns shown (or the collapsed stack) and their
    /// separators, giving each its safe area; columns that hide or show hear their appearance callbacks while on screen.
    func layoutColumns() {
        guard let view = viewIfLoaded, !isLayingOut else { return }
        isLayingOut = true
        defer { isLayingOut = false }
        if isCollapsed { collapseIfNeeded() } else { expandIfCollapsed() }
        let bounds = view.bounds
        let outer = view.safeAreaInsets
        var placed: [(UIViewController, CGRect)] = []
        var separatorLines: [CGFloat] = []
        var overController: UIViewController?
        if isCollapsed {
            let shown: UIViewController? = style == .unspecified ? (primaryStack ?? classic.first) : (wrappers[.compact] ?? wrappers[.primary])
            if let shown { placed.append((shown, bounds)) }
        } else {
            let primary: UIViewController? = style == .unspecified ? classic.first : wrappers[.primary]
            let supplementary = wrappers[.supplementary]
            let secondary: UIViewController? = style == .unspecified ? (classic.count > 1 ? classic[1] : nil) : wrappers[.secondary]
            let primaryWidth = primaryColumnWidth, supplementaryWidth = supplementaryColumnWidth
            var beside: [(UIViewController?, CGFloat)] = []
            var over: (UIViewController?, CGFloat)?
            switch (displayMode, style == .tripleColumn) {
            case (.secondaryOnly, _), (.automatic, _): break
            case (.oneBesideSecondary, false): beside = [(primary, primaryWidth)]
            case (.oneBesideSecondary, true): beside = [(supplementary, supplementaryWidth)]
            case (.oneOverSecondary, false): over = (primary, primaryWidth)
            case (.oneOverSecondary, true): over = (supplementary, supplementaryWidth)
            case (.twoBesideSecondary, _), (.twoDisplaceSecondary, _):
                beside = [(primary, primaryWidth), (supplementary, supplementaryWidth)]
            case (.twoOverSecondary, _):
                beside = [(supplementary, supplementaryWidth)]
                over = (primary, primaryWidth)
            }
            var x = bounds.minX
            for (controller, width) in beside {
                guard let controller else { continue }
                placed.append((controller, CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)))
                x += width
                separatorLines.append(x)
            }
            if let secondary {
                placed.append((secondary, CGRect(x: x, y: bounds.minY, width: max(0, bounds.maxX - x), height: bounds.height)))
            } else if !separatorLines.isEmpty {
                separatorLines.removeLast()
            }
            if let (controller, width) = over, let controller {
                placed.append((controller, CGRect(x: bounds.minX, y: bounds.minY, width: width, height: bounds.height)))
                overController = controller
            }
        }
        if view.effectiveUserInterfaceLayoutDirection == .rightToLeft {
            placed = placed.map { ($0.0, CGRect(x: bounds.width - $0.1.maxX, y: $0.1.minY, width: $0.1.width, height: $0.1.height)) }
            separatorLines = separatorLines.map { bounds.width - $0 }
        }
        show(placed, in: view)
        for (controller, frame) in placed {
            guard let columnView = controller.viewIfLoaded else { continue }
            if columnView.frame != frame { UIView.performWithoutAnimation { columnView.frame = frame } }
            // The child's own `additionalSafeAreaInsets` are added by its view (see `UIView.safeAreaInsets`).
            let insets = UIEdgeInsets(top: outer.top, left: frame.minX <= bounds.minX ? outer.left : 0,
                                      bottom: outer.bottom,
                                      right: frame.maxX >= bounds.maxX ? outer.right : 0)
            if columnView.overrideSafeAreaInsets != insets { columnView.overrideSafeAreaInsets = insets }
        }
        placeSeparators(at: separatorLines, in: view, rightToLeft: view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // A column over the secondary one covers the separators under it.
        if let overView = overController?.viewIfLoaded, view.subviews.last !== overView { view.bringSubviewToFront(overView) }
    }

    /// Puts the views of `placed` in the view in order (a column over the secondary one last) and takes out the others,
    /// with appearance callbacks while on screen.
    private func show(_ placed: [(UIViewController, CGRect)], in view: UIView) {
        let onScreen = appearanceState == .appeared && view.window != nil
        let wanted = placed.map(\.0)
        let leaving = shownViews.values.filter { old in !wanted.contains { $0 === old } }
        let arriving = wanted.filter { shownViews[ObjectIdentifier($0)] == nil }
        if onScreen {
            for controller in leaving { controller.forwardAppearance(false, done: false, animated: false) }
            for controller in arriving {
                controller.loadViewIfNeeded()
                controller.forwardAppearance(true, done: false, animated: false)
            }
        }
        for controller in leaving { hideView(of: controller) }
        for controller in wanted {
            let columnView: UIView = controller.view
            columnView.autoresizingMask = []
            if columnView.superview !== view { view.addSubview(columnView) }
            shownViews[ObjectIdentifier(controller)] = controller
        }
        // The order back to front: the columns beside each other, then any over them.
        for controller in wanted where view.subviews.last !== controller.view { view.bringSubviewToFront(controller.view) }
        if onScreen {
            for controller in leaving { controller.forwardAppearance(false, done: true, animated: false) }
            for controller in arriving { controller.forwardAppearance(true, done: true, animated: false) }
        }
    }

    private func hideView(of controller: UIViewController) {
        shownViews[ObjectIdentifier(controller)] = nil
        if let columnView = controller.viewIfLoaded, columnView.superview === viewIfLoaded { columnView.removeFromSuperview() }
    }

    /// One-pixel separators along the trailing edge of each column beside another.
    private func placeSeparators(at lines: [CGFloat], in view: UIView, rightToLeft: Bool) {
        let scale = traitCollection.displayScale.isFinite && traitCollection.displayScale >= 1 ? traitCollection.displayScale : 1
        let pixel = 1 / scale
        while separators.count < lines.count {
            let separator = UIView()
            separator.backgroundColor = .opaqueSeparator
            separators.append(separator)
        }
        for (index, separator) in separators.enumerated() {
            guard index < lines.count else {
                if separator.superview != nil { separator.removeFromSuperview() }
                continue
            }
            let x = rightToLeft ? lines[index] : lines[index] - pixel
            let frame = CGRect(x: x, y: 0, width: pixel, height: view.bounds.height)
            if separator.frame != frame { separator.frame = frame }
            if separator.superview !== view { view.addSubview(separator) }
            if view.subviews.last !== separator { view.bringSubviewToFront(separator) }
        }
    }
}
