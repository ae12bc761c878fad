import CollectionGeometry

/// The presentation controller of a popover (UIKit's `UIPopoverPresentationController`): the controller of a view
/// controller presented with ``UIModalPresentationStyle/popover`` (and of an action-sheet alert), read from
/// ``UIViewController/popoverPresentationController``.
///
/// In a regular-width window the presented view is placed next to its source (``sourceView`` and ``sourceRect``,
/// ``sourceItem`` or ``barButtonItem``) at the presented view controller's ``UIViewController/preferredContentSize``
/// (320 × 480 points when it has none), with an arrow pointing at the source in the first of the
/// ``permittedArrowDirections`` it fits in (up, down, left, right), kept inside the window's safe area less
/// 10 points. In a compact width it adapts: to a sheet by default (configured through
/// ``adaptiveSheetPresentationController``), or stays a popover when the delegate's
/// `adaptivePresentationStyle(for:traitCollection:)` answers ``UIModalPresentationStyle/none``.
///
/// Presenting a popover that is shown as one without a source is UIKit's exception ("UIPopoverPresentationController
/// (…) should have a non-nil sourceView or barButtonItem set before the presentation occurs."), and so is
/// presenting an action-sheet alert on an iPad without one. Both stop by default with UIKit's message (see
/// ``UIViewController/failurePolicy``); under ``FailurePolicy/record`` the presentation does not happen and a
/// ``DiagnosticKind`` diagnostic is sent. While presented, the popover follows changes of its source, its permitted
/// directions and the view controller's preferred content size. The delegate's `prepareForPopoverPresentation(_:)` runs first, so it may
/// still set the source.
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The content size of a popover whose view controller has no preferred content size: 320 × 480 points
    /// (chosen; UIKit's default depends on the content).
    static let defaultContentSize = CGSize(width: 320, height: 480)
    /// How far the arrow reaches out of the popover: 13 points (chosen, close to iOS's arrow).
    static let arrowLength: CGFloat = 13
    /// How wide the arrow's base is: 26 points (chosen, as above).
    static let arrowBase: CGFloat = 26
    /// The popover's corner radius: 13 points (chosen, close to iOS's popovers).
    static let cornerRadius: CGFloat = 13
    /// The least distance between the popover and the window's safe area: 10 points (chosen).
    static let screenMargin: CGFloat = 10

    /// The view the popover points at (with ``sourceRect``).
    open var sourceView: UIView? {
        didSet { relayout(animated: false) }
    }
    /// The rectangle in ``sourceView``'s coordinates the popover points at; an empty, null or non-finite
    /// rectangle (the default is `.zero`) means the source view's bounds.
    open var sourceRect: CGRect = .zero {
        didSet { relayout(animated: false) }
    }
    /// The bar button item the popover points at (UIKit deprecates it in favour of ``sourceItem``).
    open var barButtonItem: UIBarButtonItem? {
        didSet { relayout(animated: false) }
    }
    /// The view or bar button item the popover points at (iOS 16); it wins over ``sourceView`` and
    /// ``barButtonItem``.
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)? {
        didSet { relayout(animated: false) }
    }
    /// The directions the arrow may point in (default ``UIPopoverArrowDirection/any``).
    open var permittedArrowDirections: UIPopoverArrowDirection = .any {
        didSet { relayout(animated: false) }
    }
    /// The direction the arrow points in: ``UIPopoverArrowDirection/unknown`` until the view controller is presented
    /// as a popover.
    open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// The popover's background colour (nil: the presented view's, else the system background).
    open var backgroundColor: UIColor? {
        didSet { relayout(animated: false) }
    }
    /// Views a person can use while the popover is up (stored; headless taps reach them anyway).
    open var passthroughViews: [UIView]?
    /// The margins the popover keeps from the window's edges (stored; headless the safe area plus 10 points).
    open var popoverLayoutMargins: UIEdgeInsets = .zero
    /// Whether the popover may cover its source (stored; headless it never does).
    open var canOverlapSourceViewRect = false

    /// The sheet the popover becomes in a compact width: configure its detents and grabber here.
    public private(set) lazy var adaptiveSheetPresentationController = UISheetPresentationController(
        presentedViewController: presentedViewController, presenting: storedPresentingViewController)

    /// The arrow's view, while presented as a popover.
    private var arrowView: PopoverArrowView?
    /// What the presented view's layer looked like before the popover rounded it.
    private var savedCorners: (radius: CGFloat, masks: Bool)?

    /// A popover adapts to a sheet (``UIModalPresentationStyle/pageSheet``) in a compact width.
    open override var adaptivePresentationStyle: UIModalPresentationStyle { .pageSheet }

    /// The popover's frame next to its source, or the adapted sheet's frame.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let window = containerView as? UIWindow else { return super.frameOfPresentedViewInContainerView }
        if resolvedStyle == .popover { return placement(in: window)?.frame ?? super.frameOfPresentedViewInContainerView }
        if let sheet = adaptedSheet { return sheet.frameOfPresentedViewInContainerView }
        return super.frameOfPresentedViewInContainerView
    }

    /// Whether a source is set.
    var hasSource: Bool { sourceItem != nil || sourceView != nil || barButtonItem != nil }

    /// The adaptive sheet while the popover is shown as a sheet.
    private var adaptedSheet: UISheetPresentationController? {
        resolvedStyle == .pageSheet || resolvedStyle == .formSheet ? adaptiveSheetPresentationController : nil
    }

    // MARK: Placement

    /// The source rectangle in `window`'s coordinates, or nil when there is none in the window.
    func sourceRectangle(in window: UIWindow) -> CGRect? {
        let view: UIView?
        var rect: CGRect?
        let item: (any UIPopoverPresentationControllerSourceItem)? = sourceItem ?? sourceView ?? barButtonItem
        switch item {
        case let itemView as UIView:
            view = itemView
            if itemView === sourceView, sourceRect.width > 0 || sourceRect.height > 0,
               sourceRect.origin.x.isFinite, sourceRect.origin.y.isFinite, sourceRect.width.isFinite, sourceRect.height.isFinite {
                rect = sourceRect.standardized
            }
        case let item as UIBarButtonItem:
            if let customView = item.customView { view = customView } else { return Self.frame(of: item, in: window) }
        default:
            return nil
        }
        guard let view, view.window === window else { return nil }
        return view.convert(rect ?? view.bounds, to: window)
    }

    /// Where a bar button item shows in `window`: its place in a navigation bar or toolbar there.
    private static func frame(of item: UIBarButtonItem, in window: UIWindow) -> CGRect? {
        var pending: [UIView] = [window]
        while let view = pending.popLast() {
            if let bar = view as? UINavigationBar {
                let layout = bar.contentLayout
                if let placed = (layout.leadingItems + layout.trailingItems).first(where: { $0.barButtonItem === item }) {
                    return bar.convert(placed.frame, to: window)
                }
            } else if let toolbar = view as? UIToolbar {
                if let placed = toolbar.itemLayout.items.first(where: { $0.barButtonItem === item }) {
                    return toolbar.convert(placed.frame, to: window)
                }
            }
            pending += view.subviews.filter { !$0.isHidden }
        }
        return nil
    }

    /// The popover's frame, its arrow's frame and direction in `window`, or nil without a source.
    func placement(in window: UIWindow) -> (frame: CGRect, arrow: CGRect, direction: UIPopoverArrowDirection)? {
        guard let source = sourceRectangle(in: window) else { return nil }
        let insets = window.safeAreaInsets
        let area = CGRect(x: insets.left + Self.screenMargin, y: insets.top + Self.screenMargin,
                          width: max(0, window.bounds.width - insets.left - insets.right - 2 * Self.screenMargin),
                          height: max(0, window.bounds.height - insets.top - insets.bottom - 2 * Self.screenMargin))
        let preferred = presentedViewController.preferredContentSize
        var size = preferred.width > 0 && preferred.width.isFinite && preferred.height > 0 && preferred.height.isFinite
            ? preferred : Self.defaultContentSize
        if preferred.width > 0, preferred.width.isFinite, !(preferred.height > 0 && preferred.height.isFinite) {
            size.width = preferred.width
        }
        // The room on each side of the source, less the arrow.
        let room: [(UIPopoverArrowDirection, CGFloat)] = [
            (.up, area.maxY - source.maxY - Self.arrowLength), (.down, source.minY - area.minY - Self.arrowLength),
            (.left, area.maxX - source.maxX - Self.arrowLength), (.right, source.minX - area.minX - Self.arrowLength),
        ]
        let permitted = permittedArrowDirections.intersection(.any).isEmpty ? .any : permittedArrowDirections.intersection(.any)
        let candidates = room.filter { permitted.contains($0.0) }
        func needed(_ direction: UIPopoverArrowDirection) -> CGFloat {
            direction == .up || direction == .down ? size.height : size.width
        }
        let direction = (candidates.first { $0.1 >= needed($0.0) } ?? candidates.max { $0.1 < $1.1 })?.0 ?? .up
        let vertical = direction == .up || direction == .down
        size.width = min(size.width, area.width)
        size.height = min(size.height, area.height)
        let space = max(0, room.first { $0.0 == direction }?.1 ?? 0)
        if vertical { size.height = min(size.height, space) } else { size.width = min(size.width, space) }
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { max(low, min(value, high)) }
        var frame = CGRect(origin: .zero, size: size)
        var arrow: CGRect
        let inset = Self.cornerRadius + Self.arrowBase / 2
        if vertical {
            frame.origin.x = clamp(source.midX - size.width / 2, area.minX, area.maxX - size.width)
            frame.origin.y = direction == .up ? source.maxY + Self.arrowLength : source.minY - Self.arrowLength - size.height
            let tip = clamp(source.midX, frame.minX + inset, max(frame.minX + inset, frame.maxX - inset))
            arrow = CGRect(x: tip - Self.arrowBase / 2, y: direction == .up ? source.maxY : source.minY - Self.arrowLength,
                           width: Self.arrowBase, height: Self.arrowLength)
        } else {
            frame.origin.y = clamp(source.midY - size.height / 2, area.minY, area.maxY - size.height)
            frame.origin.x = direction == .left ? source.maxX + Self.arrowLength : source.minX - Self.arrowLength - size.width
            let tip = clamp(source.midY, frame.minY + inset, max(frame.minY + inset, frame.maxY - inset))
            arrow = CGRect(x: direction == .left ? source.maxX : source.minX - Self.arrowLength, y: tip - Self.arrowBase / 2,
                           width: Self.arrowLength, height: Self.arrowBase)
        }
        return (frame, arrow, direction)
    }

    // MARK: The presentation's steps

    /// Before a presentation by `presenter` in `window`: calls the delegate's `prepareForPopoverPresentation(_:)`,
    /// then checks for a source where UIKit raises without one: an action-sheet alert in a
    /// window with regular size classes both ways (an iPad's), and a popover that is shown as one. Returns whether
    /// the presentation may go ahead.
    func checkSource(presenting presenter: UIViewController, in window: UIWindow) -> Bool {
        (delegate as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
        if let alert = presentedViewController as? UIAlertController {
            let traits = window.traitCollection
            guard traits.horizontalSizeClass == .regular, traits.verticalSizeClass == .regular,
                  alert.preferredStyle == .actionSheet, !hasSource else { return true }
            Self.reportProgrammerError(kind: .actionSheetWithoutSource, message: "Your application has presented a "
                + "UIAlertController (\(alert)) of style UIAlertControllerStyleActionSheet from \(type(of: presenter)) "
                + "(\(presenter)). The modalPresentationStyle of a UIAlertController with this style is "
                + "UIModalPresentationPopover. You must provide location information for this popover through the alert "
                + "controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a "
                + "barButtonItem.  If this information is not known when you present the alert controller, you may "
                + "provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation.")
            return false
        }
        guard presentationStyle == .popover else { return true }
        resolveStyle(in: window.traitCollection)
        defer { resolvedStyle = .none }
        guard resolvedStyle == .popover, !hasSource else { return true }
        Self.reportProgrammerError(kind: .popoverWithoutSource, message:
            "UIPopoverPresentationController (\(self)) should have a non-nil sourceView or barButtonItem set before the presentation occurs.")
        return false
    }

    override func beginPresentation(in window: UIWindow, presenting: UIViewController) {
        super.beginPresentation(in: window, presenting: presenting)
        if let sheet = adaptedSheet {
            sheet.storedContainerView = window
            sheet.storedPresentingViewController = presenting
            sheet.resolvedStyle = resolvedStyle
        }
    }

    override func endPresentation() {
        if let sheet = adaptedSheet { sheet.endPresentation() }
        super.endPresentation()
        arrowDirection = .unknown
    }

    override func presentedSafeArea(in window: UIWindow) -> UIEdgeInsets {
        resolvedStyle == .popover ? .zero : super.presentedSafeArea(in: window)
    }

    override func installChrome(in window: UIWindow) {
        if let sheet = adaptedSheet { return sheet.installChrome(in: window) }
        guard resolvedStyle == .popover, let presentedView, presentedView.superview === window else { return }
        let arrow = PopoverArrowView(frame: .zero)
        arrow.isUserInteractionEnabled = false
        window.insertSubview(arrow, aboveSubview: presentedView)
        arrowView = arrow
        savedCorners = (presentedView.layer.cornerRadius, presentedView.layer.masksToBounds)
    }

    override func layoutChrome() {
        if let sheet = adaptedSheet { return sheet.layoutChrome() }
        guard let window = containerView as? UIWindow, let presentedView, let arrowView,
              let placement = placement(in: window) else { return }
        arrowDirection = placement.direction
        arrowView.direction = placement.direction
        arrowView.fillColor = backgroundColor ?? presentedView.backgroundColor ?? .systemBackground
        arrowView.frame = placement.arrow
        arrowView.alpha = presentedView.alpha
        presentedView.layer.cornerRadius = Self.cornerRadius
        presentedView.layer.masksToBounds = true
    }

    override func hideChrome() {
        if let sheet = adaptedSheet { return sheet.hideChrome() }
        arrowView?.alpha = 0
    }

    override func removeChrome() {
        if let sheet = adaptedSheet { return sheet.removeChrome() }
        arrowView?.removeFromSuperview()
        arrowView = nil
        if let savedCorners, let layer = presentedView?.layer {
            layer.cornerRadius = savedCorners.radius
            layer.masksToBounds = savedCorners.masks
        }
        savedCorners = nil
    }
}

/// The arrow of a popover: a triangle pointing in ``direction`` filling its bounds, in the popover's colour (drawn
/// by view pictures).
@MainActor
package final class PopoverArrowView: UIView {
    /// Where the tip points.
    package var direction: UIPopoverArrowDirection = .up
    /// The triangle's colour.
    package var fillColor: UIColor = .systemBackground
}
