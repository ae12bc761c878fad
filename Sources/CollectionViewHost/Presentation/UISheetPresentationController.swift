import CollectionGeometry

/// The presentation controller of a sheet (UIKit's `UISheetPresentationController`): the controller of a view
/// controller presented with ``UIModalPresentationStyle/pageSheet``, ``UIModalPresentationStyle/formSheet`` or
/// ``UIModalPresentationStyle/automatic``, read from ``UIViewController/sheetPresentationController``.
///
/// In a horizontally compact window the sheet rises from the bottom edge to its selected detent (the smallest of
/// ``detents`` until one is selected): its frame is the detent's value plus the window's bottom safe-area inset
/// tall, and its safe area keeps the window's bottom and side insets. A regular-width window shows a centred card
/// whatever the detents, as iPad does. Below the sheet the window is dimmed (black at 20 %, as alerts dim), except
/// at detents up to ``largestUndimmedDetentIdentifier``. The sheet's top corners are rounded by
/// ``preferredCornerRadius``, and ``prefersGrabberVisible`` shows the grabber.
///
/// Headless nothing is dragged: ``simulateDrag(toDetent:animated:)`` (beyond UIKit) moves the sheet to a detent as a
/// person does, and ``UIViewController/simulateInteractiveDismissal(animated:)`` swipes it away.
@MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The corner radius of a sheet when ``preferredCornerRadius`` is nil: 10 points (chosen; Apple does not
    /// document it, and it is close to the rounding iOS 15 to 18 give sheets).
    static let defaultCornerRadius: CGFloat = 10
    /// The grabber's size: 36 × 5 points, a capsule (chosen to match how iOS draws it; not documented).
    static let grabberSize = CGSize(width: 36, height: 5)
    /// How far below the sheet's top edge the grabber sits: 5 points (chosen, as above).
    static let grabberTopInset: CGFloat = 5
    /// How long a detent change animates: 0.35 s (chosen; UIKit does not document it).
    static let detentAnimationDuration: TimeInterval = 0.35

    /// The heights the sheet can rest at (default: ``Detent/large()`` only). An empty array acts as
    /// `[.large()]`. Changing them while presented moves the sheet at once (animated inside ``animateChanges(_:)``).
    open var detents: [Detent] = [.large()] {
        didSet { detentsDidChange() }
    }
    /// The detent the sheet rests at; nil (the default), or an identifier that names none of the active
    /// ``detents``, means the smallest one. Setting it does not call the delegate's
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`, as in UIKit.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { detentsDidChange() }
    }
    /// The largest detent at which the window behind stays undimmed; nil (the default) dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { detentsDidChange() }
    }
    /// Whether the sheet shows a grabber at its top (default `false`).
    open var prefersGrabberVisible = false {
        didSet { detentsDidChange() }
    }
    /// The sheet's corner radius; nil (the default) uses the system's 10 points. A negative or non-finite radius
    /// is taken as nil.
    open var preferredCornerRadius: CGFloat? {
        didSet { detentsDidChange() }
    }
    /// Whether scrolling up at the top edge of a scroll view in the sheet expands it to a larger detent (default
    /// `true`; stored, as nothing scrolls by touch headless).
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet attaches to the bottom edge in a compact height (default `false`; stored: headless a
    /// compact-height sheet spans the width).
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether an edge-attached sheet takes the presented view controller's preferred content width (default
    /// `false`; stored).
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// The view a sheet adapted from a popover comes from (stored; headless sheets always rise from the bottom).
    open var sourceView: UIView?

    /// Whether property changes wait for the end of ``animateChanges(_:)``.
    private var isBatchingChanges = false
    /// What the presented view's layer looked like before the sheet rounded it.
    private var savedCorners: (radius: CGFloat, corners: CACornerMask, masks: Bool)?
    /// The dimming view and the grabber, while presented.
    private var dimmingView: UIView?
    private var grabberView: UIView?

    /// A sheet keeps its style in a compact width (``UIModalPresentationStyle/pageSheet``).
    open override var adaptivePresentationStyle: UIModalPresentationStyle { .pageSheet }

    /// Runs `changes` (to the detents, the selected detent and the other properties) and animates the sheet to
    /// the result on the animation clock.
    open func animateChanges(_ changes: () -> Void) {
        let wasBatching = isBatchingChanges
        isBatchingChanges = true
        changes()
        isBatchingChanges = wasBatching
        if !wasBatching { relayout(animated: true) }
    }

    /// Works the detents' values out again (call it when a custom detent's resolver would answer differently).
    open func invalidateDetents() {
        detentsDidChange()
    }

    /// The frame of the sheet: at its detent in a compact width, the centred card in a regular one.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let window = containerView as? UIWindow else { return super.frameOfPresentedViewInContainerView }
        return sheetFrame(in: window)
    }

    // MARK: Beyond UIKit

    /// Drags the sheet to the detent named `identifier`, as a person does (beyond UIKit): when it names an active
    /// detent other than the current one, the sheet moves there (animated on the animation clock or at once), the
    /// selection changes and the delegate's `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` is
    /// called. Returns whether the sheet moved. To drag it down and away, see
    /// ``UIViewController/simulateInteractiveDismissal(animated:)``.
    @discardableResult
    public func simulateDrag(toDetent identifier: Detent.Identifier, animated: Bool = true) -> Bool {
        guard let window = containerView as? UIWindow, usesDetents(in: window),
              resolvedDetents(in: window).contains(where: { $0.identifier == identifier }),
              currentDetent(in: window)?.identifier != identifier else { return false }
        let wasBatching = isBatchingChanges
        isBatchingChanges = true
        selectedDetentIdentifier = identifier
        isBatchingChanges = wasBatching
        relayout(animated: animated)
        (delegate as? any UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        return true
    }

    /// The identifier of the detent the sheet rests at now (beyond UIKit): the selected one when it is active,
    /// else the smallest; nil while the sheet is not presented in a compact width.
    ///
    /// - Complexity: O(d log d) for d detents, plus their resolvers.
    public var currentDetentIdentifier: Detent.Identifier? {
        guard let window = containerView as? UIWindow, usesDetents(in: window) else { return nil }
        return currentDetent(in: window)?.identifier
    }

    // MARK: Geometry

    /// Whether detents place the sheet: a sheet style in a horizontally compact window.
    private func usesDetents(in window: UIWindow) -> Bool {
        (resolvedStyle == .pageSheet || resolvedStyle == .formSheet) && window.traitCollection.horizontalSizeClass != .regular
    }

    /// The largest detent value in `window`: the sheet's full height (from 10 points under the top safe-area
    /// inset) less the bottom inset.
    func maximumDetentValue(in window: UIWindow) -> CGFloat {
        let insets = window.safeAreaInsets
        let value = window.bounds.height - (insets.top + UIViewController.sheetTopGap) - insets.bottom
        return value.isFinite ? max(0, value) : 0
    }

    /// The active detents and their values, smallest first (ties keep their order); `[.large()]` when
    /// ``detents`` is empty.
    func resolvedDetents(in window: UIWindow) -> [(identifier: Detent.Identifier, value: CGFloat)] {
        let context = SheetDetentResolutionContext(containerTraitCollection: window.traitCollection,
                                                   maximumDetentValue: maximumDetentValue(in: window))
        let list = detents.isEmpty ? [Detent.large()] : detents
        let values = list.enumerated().compactMap { index, detent in
            detent.resolvedValue(in: context).map { (index: index, identifier: detent.identifier, value: $0) }
        }
        let sorted = values.sorted { $0.value != $1.value ? $0.value < $1.value : $0.index < $1.index }
        // A sheet whose detents are all inactive rests at its full height.
        if sorted.isEmpty { return [(Detent.Identifier.large, context.maximumDetentValue)] }
        return sorted.map { ($0.identifier, $0.value) }
    }

    /// The detent the sheet rests at: the selected one when active, else the smallest.
    func currentDetent(in window: UIWindow) -> (identifier: Detent.Identifier, value: CGFloat)? {
        let resolved = resolvedDetents(in: window)
        if let selectedDetentIdentifier, let selected = resolved.first(where: { $0.identifier == selectedDetentIdentifier }) {
            return selected
        }
        return resolved.first
    }

    /// The sheet's frame in `window`.
    func sheetFrame(in window: UIWindow) -> CGRect {
        guard usesDetents(in: window), let detent = currentDetent(in: window) else {
            return UIViewController.presentationGeometry(resolvedStyle == .none ? .pageSheet : resolvedStyle, in: window).frame
        }
        let height = detent.value + window.safeAreaInsets.bottom
        return CGRect(x: 0, y: window.bounds.height - height, width: window.bounds.width, height: height)
    }

    /// Whether the window behind is dimmed: always in a regular width; in a compact one unless the current
    /// detent is no larger than ``largestUndimmedDetentIdentifier``'s.
    func dimsBehind(in window: UIWindow) -> Bool {
        guard usesDetents(in: window), let largestUndimmedDetentIdentifier else { return true }
        let resolved = resolvedDetents(in: window)
        guard let undimmed = resolved.first(where: { $0.identifier == largestUndimmedDetentIdentifier }),
              let current = currentDetent(in: window) else { return true }
        return current.value > undimmed.value
    }

    /// The radius the sheet's corners get.
    var effectiveCornerRadius: CGFloat {
        guard let preferredCornerRadius, preferredCornerRadius.isFinite, preferredCornerRadius >= 0 else {
            return Self.defaultCornerRadius
        }
        return preferredCornerRadius
    }

    // MARK: Chrome

    override func installChrome(in window: UIWindow) {
        guard let presentedView, presentedView.superview === window else { return }
        let dimming = UIView(frame: window.bounds)
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.2)
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.alpha = 0
        window.insertSubview(dimming, belowSubview: presentedView)
        dimmingView = dimming
        let grabber = UIView(frame: .zero)
        grabber.backgroundColor = .tertiaryLabel
        grabber.layer.cornerRadius = Self.grabberSize.height / 2
        grabber.isUserInteractionEnabled = false
        window.insertSubview(grabber, aboveSubview: presentedView)
        grabberView = grabber
        let layer = presentedView.layer
        savedCorners = (layer.cornerRadius, layer.maskedCorners, layer.masksToBounds)
    }

    override func layoutChrome() {
        guard let window = containerView as? UIWindow, let presentedView else { return }
        let frame = presentedView.frame
        dimmingView?.frame = window.bounds
        dimmingView?.alpha = dimsBehind(in: window) ? 1 : 0
        if let grabberView {
            grabberView.isHidden = !prefersGrabberVisible
            grabberView.frame = CGRect(x: frame.midX - Self.grabberSize.width / 2, y: frame.minY + Self.grabberTopInset,
                                       width: Self.grabberSize.width, height: Self.grabberSize.height)
        }
        let layer = presentedView.layer
        layer.cornerRadius = effectiveCornerRadius
        // A sheet along the bottom edge rounds its top corners; the centred card rounds all four.
        layer.maskedCorners = usesDetents(in: window) || window.traitCollection.horizontalSizeClass != .regular
            ? [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            : [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        layer.masksToBounds = true
    }

    override func hideChrome() {
        dimmingView?.alpha = 0
        if let grabberView, let presentedView {
            grabberView.frame.origin.y = presentedView.frame.minY + Self.grabberTopInset
        }
    }

    override func removeChrome() {
        dimmingView?.removeFromSuperview()
        grabberView?.removeFromSuperview()
        dimmingView = nil
        grabberView = nil
        if let savedCorners, let layer = presentedView?.layer {
            layer.cornerRadius = savedCorners.radius
            layer.maskedCorners = savedCorners.corners
            layer.masksToBounds = savedCorners.masks
        }
        savedCorners = nil
    }

    /// Moves the sheet after a change of its properties, unless ``animateChanges(_:)`` is collecting them.
    private func detentsDidChange() {
        guard !isBatchingChanges else { return }
        relayout(animated: false)
    }
}
