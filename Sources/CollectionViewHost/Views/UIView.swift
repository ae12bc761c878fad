import CollectionGeometry

/// A rectangular area of the screen, headless (UIKit's `UIView`): geometry and hierarchy only.
@MainActor
open class UIView: UIResponder {
    // The stored properties marked `@exclusivity(unchecked)` are read and written on every layout pass for
    // every view, and no code holds an access to one while it reaches the same property again, so the
    // runtime's exclusivity checks (otherwise a large share of a pass) are off for them.
    /// The view's frame in its superview's coordinates.
    @exclusivity(unchecked) open var frame: CGRect {
        didSet {
            if AnimationTransaction.isRecording, frame != oldValue {
                AnimationTransaction.record(self, .frame, from: .rect(oldValue), to: .rect(frame))
            }
            if frame.size != oldValue.size { bounds.size = frame.size }
            if frame != oldValue, currentSafeAreaInsets != .zero || superview?.subviewSafeAreaInsets != .zero {
                updateSafeAreaInsets()
            }
            // The root's own size is compared at the next pass; a frame inside the island changes its pins.
            if let engine = autoLayoutState?.participatingEngine, !engine.isApplying, frame != oldValue, engine.root !== self,
               !fillsSuperviewByAutoresizing {
                engine.needsLayout = true
            }
        }
    }
    /// The view's bounds: its own coordinate space (origin = scroll offset for scroll views). A change of
    /// size resizes the subviews by their ``autoresizingMask``.
    @exclusivity(unchecked) open var bounds: CGRect {
        didSet {
            if AnimationTransaction.isRecording, bounds != oldValue {
                AnimationTransaction.record(self, .bounds, from: .rect(oldValue), to: .rect(bounds))
            }
            if bounds.size != oldValue.size { autoresizeSubviews(from: oldValue.size) }
            // The subviews' share of the safe area depends on where they sit in the visible bounds.
            if bounds != oldValue, subviewSafeAreaInsets != .zero { updateSubviewSafeAreaInsets() }
        }
    }
    /// The centre of the frame, in the superview's coordinates. Setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The view's transform, relative to its centre. Headless it changes no geometry: ``frame`` stays the
    /// untransformed one.
    open var transform: CGAffineTransform = .identity {
        didSet {
            if AnimationTransaction.isRecording, transform != oldValue {
                AnimationTransaction.record(self, .transform, from: .transform(oldValue), to: .transform(transform))
            }
        }
    }
    /// The view's background colour.
    open var backgroundColor: UIColor? {
        didSet {
            if AnimationTransaction.isRecording, backgroundColor !== oldValue {
                AnimationTransaction.record(self, .backgroundColor, from: .color(oldValue), to: .color(backgroundColor))
            }
        }
    }
    /// Whether the view is hidden. A stack view collapses a hidden arranged subview.
    open var isHidden = false {
        didSet {
            if isHidden != oldValue { superview?.subviewHiddenDidChange(self) }
        }
    }
    /// Called on the superview when a subview's ``isHidden`` changed (a stack view re-arranges); nothing by default.
    func subviewHiddenDidChange(_ subview: UIView) {}
    /// Called on the superview when a subview invalidated its intrinsic content size (a stack view that
    /// distributes proportionally re-arranges); nothing by default.
    func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {}
    /// The view's transparency.
    open var alpha: CGFloat = 1 {
        didSet {
            if AnimationTransaction.isRecording, alpha != oldValue {
                AnimationTransaction.record(self, .alpha, from: .scalar(oldValue), to: .scalar(alpha))
            }
        }
    }
    /// Whether subviews are clipped to the bounds; reads and writes ``layer``'s `masksToBounds`, as in UIKit.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// How the view lays out its content when its size differs from the content's (``ContentMode/scaleToFill``
    /// unless set, as in UIKit). Image views place their image by it.
    open var contentMode: ContentMode = .scaleToFill
    /// The view's backing layer, of the class ``layerClass`` names; its geometry is the view's (see ``CALayer``).
    public private(set) lazy var layer: CALayer = CALayer.backing(self)
    /// The class of the view's layer (`CALayer` unless a subclass overrides it, say with `CAGradientLayer.self`).
    open class var layerClass: AnyClass { CALayer.self }
    /// An integer tag for finding the view.
    open var tag = 0
    /// How the content is laid out in either direction; drives right-to-left layout.
    @exclusivity(unchecked) open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// The margins the app asked for (8 pt on every edge by default; a view controller's root view starts at 0 and
    /// its controller's ``UIViewController/systemMinimumLayoutMargins``). ``layoutMargins`` adds the rest.
    @exclusivity(unchecked) var requestedLayoutMargins = UIView.defaultLayoutMargins {
        didSet {
            if requestedLayoutMargins != oldValue { effectiveLayoutMarginsDidChange() }
        }
    }
    /// The view's layout margins, as UIKit works them out: the margins set here, at least the view controller's
    /// ``UIViewController/systemMinimumLayoutMargins`` for a root view that respects them, plus the safe area when
    /// ``insetsLayoutMarginsFromSafeArea`` is on (so a root view under a large title reports a top margin of the
    /// bar's bottom), and at least the superview's margins where they reach into this view when
    /// ``preservesSuperviewLayoutMargins`` is on. Setting sets the requested margins, so reading back may give
    /// more, as on iOS. A change calls ``layoutMarginsDidChange()``.
    ///
    /// - Complexity: O(1), or O(*d*) along a chain of *d* views that preserve their superviews' margins.
    open var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins }
        set { requestedLayoutMargins = newValue }
    }
    /// The view's layout margins, by layout direction (see ``layoutMargins``).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            return effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? NSDirectionalEdgeInsets(top: margins.top, leading: margins.right, bottom: margins.bottom, trailing: margins.left)
                : NSDirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        set {
            requestedLayoutMargins = effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? UIEdgeInsets(top: newValue.top, left: newValue.trailing, bottom: newValue.bottom, right: newValue.leading)
                : UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }
    /// Safe-area insets given to the view from outside its superview's safe area (beyond UIKit, where the device
    /// and the containers decide them): a window's unsafe edges (status bar, notch, home indicator), or the bars a
    /// container puts over a child's view. The view's ``safeAreaInsets`` are at least these on every edge.
    /// Headless views have no device, so set them on the window (or on a lone view) to simulate one.
    @exclusivity(unchecked) open var overrideSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard overrideSafeAreaInsets != oldValue else { return }
            updateSafeAreaInsets()
        }
    }
    /// The view's safe-area insets as last worked out (see ``safeAreaInsets``).
    @exclusivity(unchecked) var currentSafeAreaInsets: UIEdgeInsets = .zero
    /// The part of the safe area the view hands to its subviews: its safe-area insets, less the edges a scroll
    /// view's ``UIScrollView/adjustedContentInset`` already takes in.
    @exclusivity(unchecked) var subviewSafeAreaInsets: UIEdgeInsets = .zero
    /// The insets that give the view's safe area: the part of the view that its window's unsafe edges, the bars
    /// of its containers and its view controller's `additionalSafeAreaInsets` cover, as UIKit documents it.
    ///
    /// A view controller's root view gets the insets its container or window gives it
    /// (``overrideSafeAreaInsets``) plus the controller's `additionalSafeAreaInsets`. Every other view gets the
    /// part of it that its superview's unsafe edges overlap: a subview 10 pt below the top of a view whose top
    /// inset is 100 gets 90 (never more than its own height). Subviews of a scroll view inherit only the edges the
    /// scroll view does not adjust its content for (see ``UIScrollView/contentInsetAdjustmentBehavior``), so rows
    /// of a vertically scrolling list get the left and right insets of a landscape phone, not the bars'.
    /// A change calls ``safeAreaInsetsDidChange()`` (and the view controller's `viewSafeAreaInsetsDidChange()`).
    ///
    /// - Complexity: O(1): the insets are kept up to date as frames, hierarchies and insets change.
    open var safeAreaInsets: UIEdgeInsets { currentSafeAreaInsets }

    /// The part of `insets` the subviews inherit: all of it; scroll views keep the edges they adjust for.
    /// Overridden by ``UIScrollView``.
    func safeAreaInsetsPassedToSubviews(_ insets: UIEdgeInsets) -> UIEdgeInsets { insets }
    /// The view's subviews, back to front.
    @exclusivity(unchecked) public internal(set) var subviews: [UIView] = []
    /// The view that contains this one.
    public internal(set) var superview: UIView? {
        get { superviewReference?.view }
        set { superviewReference = newValue?.itemReference }
    }
    /// The superview's shared reference: it does not keep the superview alive, and reads nil once the superview
    /// is gone (see `ItemReference`).
    @exclusivity(unchecked) private var superviewReference: ItemReference?
    /// The trait collection of the view's environment. Headless it is settable: setting it on a view (or
    /// window) passes it down to the subviews, and each view (and the view controller owning it) hears
    /// `traitCollectionDidChange(_:)` when it changes.
    @exclusivity(unchecked) open var traitCollection = UITraitCollection.defaultPhone {
        didSet {
            traitCollection = appearanceOverride.applied(to: traitCollection) // overrideUserInterfaceStyle
            guard traitCollection != oldValue else { return }
            traitCollection.performAsCurrent {
                owningViewController?.traitCollectionDidChange(oldValue)
                traitCollectionDidChange(oldValue)
            }
            notifyTraitChangeRegistrations(previous: oldValue)
            for subview in subviews { subview.traitCollection = traitCollection }
        }
    }
    /// The view's ``overrideUserInterfaceStyle`` and the style it overrides (see `UIView+Appearance.swift`).
    @exclusivity(unchecked) var appearanceOverride = AppearanceOverride()
    /// How the view resizes when its superview's size changes (default none).
    @exclusivity(unchecked) open var autoresizingMask: AutoresizingMask = []
    /// Whether the subviews are resized by their ``autoresizingMask`` when the view's size changes (default `true`).
    @exclusivity(unchecked) open var autoresizesSubviews = true
    /// Whether Auto Layout turns the view's frame and autoresizing mask into constraints (default `true`, as in
    /// UIKit). Set it to `false` for a view that constraints place: its frame then comes from the solution.
    @exclusivity(unchecked) open var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            guard translatesAutoresizingMaskIntoConstraints != oldValue else { return }
            if superview == nil && autoLayoutState?.engine == nil {
                // A view on its own without an engine (a subview being set up before it is added) has no island
                // to rebuild. Its Auto Layout state marks it as placed by constraints for the island it joins;
                // constraints activated on it make its engine.
                _ = autoLayout
                return
            }
            autoLayoutStructureDidChange()
        }
    }
    /// Whether the view is a collection or table view: the view whose traits and text measurer the content
    /// inside it uses (a flag, so that the walk up the hierarchy casts nothing).
    final var providesContentEnvironment = false
    /// The view's Auto Layout state, made the first time it takes part (see `autoLayout`).
    @exclusivity(unchecked) final var autoLayoutState: AutoLayoutViewState?
    /// The reference subviews, guides, constraints and engines hold the view by (see `itemReference`).
    @exclusivity(unchecked) private var sharedItemReference: ItemReference?
    /// The reference that subviews, guides, anchors, constraints and engines hold the view by, made on first use:
    /// one per view, cleared as the view deinitialises (see `ItemReference`).
    final var itemReference: ItemReference {
        if let sharedItemReference { return sharedItemReference }
        let reference = ItemReference(sharedBy: self)
        sharedItemReference = reference
        return reference
    }
    /// Scratch marks an Auto Layout engine's rebuild leaves on the views it visits (see `RebuildMarks`).
    @exclusivity(unchecked) final var rebuildMarks = RebuildMarks()
    /// Whether the view fills its superview and stretches with it (a cell's content view): its translated
    /// constraints do not depend on its frame, so a new frame asks nothing of Auto Layout.
    final var fillsSuperviewByAutoresizing: Bool {
        autoresizingMask.contains([.flexibleWidth, .flexibleHeight]) && superview.map { frame == $0.bounds } == true
    }
    /// Whether the view roots an Auto Layout island of its own: a view without a superview (cells and
    /// supplementary views override this, as their collection view places them by frame), and a view controller's
    /// root view that its window or container places by frame even when it does not translate its autoresizing
    /// mask (UIKit keeps such a view filling its window or container).
    var isAutoLayoutIslandRoot: Bool {
        superview == nil || (!translatesAutoresizingMaskIntoConstraints && isPlacedByItsContainer)
    }
    /// Whether the view is a view controller's root view that a window, a container controller or a presentation
    /// places by frame.
    final var isPlacedByItsContainer: Bool {
        guard let controller = owningViewController else { return false }
        if superview is UIWindow { return true }
        if let parent = controller.parent { return parent.placesChildViewsByFrame }
        return controller.presentingViewController != nil
    }
    /// The distances of the first baseline from the top and of the last from the bottom, for views that show
    /// text; `nil` puts both baselines at the bottom edge, as UIKit does for views without text.
    var autoLayoutBaselineOffsets: (firstFromTop: CGFloat, lastFromBottom: CGFloat)? { nil }
    /// The insets from the frame to the rectangle Auto Layout aligns (zero by default, as in UIKit).
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// Whether the view needs Auto Layout even before it has constraints (UIKit's default `false`): such a view
    /// gets `updateConstraints()` in the first layout pass.
    open class var requiresConstraintBasedLayout: Bool { false }
    /// Whether the view's layout margins are at least its superview's where those reach into the view (default
    /// `false`; see ``layoutMargins``).
    open var preservesSuperviewLayoutMargins = false {
        didSet { if preservesSuperviewLayoutMargins != oldValue { effectiveLayoutMarginsDidChange() } }
    }
    /// Whether the layout margins are measured from the safe area (default `true`; see ``layoutMargins``).
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet {
            if insetsLayoutMarginsFromSafeArea != oldValue, currentSafeAreaInsets != .zero { effectiveLayoutMarginsDidChange() }
        }
    }
    /// The tint colour: the view's own, else its superview's, else the system tint (UIKit inherits it the same way).
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? UIColor.tintColor }
        set { ownTintColor = newValue }
    }
    /// The tint colour set on this view, if any.
    var ownTintColor: UIColor?
    /// The view controller whose `view` this is.
    @exclusivity(unchecked) weak var owningViewController: UIViewController?

    /// The direction the view lays content out in, from ``semanticContentAttribute``.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// Creates a view with a frame.
    public init(frame: CGRect) {
        self.frame = frame
        self.bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
        // Values set on appearance proxies reach the view now, before the app's code sets its own.
        AppearanceProxyRegistry.instanceWasMade(self)
    }

    deinit {
        // Subviews, guides, constraints and engines that name the view read nil from now on, as through a weak
        // reference.
        sharedItemReference?.itemWillDeinitialize()
    }

    /// Creates a view from an archive. Archives are not supported headless, so this returns nil.
    ///
    /// Beyond UIKit, an ``AppearanceProxyCoder`` makes an empty view: the appearance proxy of an app's own view
    /// class (see ``appearance()``).
    public required init?(coder: NSCoder) {
        guard coder is AppearanceProxyCoder else { return nil }
        frame = .zero
        bounds = .zero
    }

    /// The fingerprints of the view's appearance properties when it was made, kept only while appearance proxies
    /// with containers or traits wait for it to enter a window (see ``UIAppearance``).
    var appearanceFingerprintsAtCreation: [Int: AnyHashable]?

    // MARK: - Responder chain

    /// The next responder: the view controller whose root view this is, else the superview (UIKit's rule).
    open override var next: UIResponder? { owningViewController ?? superview }

    /// The root of the view's hierarchy keeps its first responder.
    override var firstResponderScope: UIResponder {
        var root = self
        while let parent = root.superview { root = parent }
        return root
    }

    /// Moves the first responder this view kept as a root to its new hierarchy's root, unless that root already
    /// has one.
    func handFirstResponderToNewRoot() {
        guard let responder = firstResponderOfScope else { return }
        firstResponderOfScope = nil
        let root = firstResponderScope
        if root.firstResponderOfScope == nil { root.firstResponderOfScope = responder }
    }

    /// Creates a view with a zero frame.
    public override convenience init() { self.init(frame: .zero) }

    // MARK: - Events (the behaviour lives in `Responders/UIView+HitTesting.swift` and `UIView+GestureRecognizers.swift`)

    /// Whether touches reach the view and its subviews (`true` by default; `false` for labels and image views,
    /// as in UIKit).
    open var isUserInteractionEnabled: Bool {
        get { storedUserInteractionEnabled ?? defaultIsUserInteractionEnabled }
        set { storedUserInteractionEnabled = newValue }
    }
    /// The value set on ``isUserInteractionEnabled``, nil until one is set.
    final var storedUserInteractionEnabled: Bool?
    /// The gesture recognizers attached to the view, in the order they were added (nil when there are none, as
    /// in UIKit). Setting the array attaches exactly its recognizers.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set { replaceGestureRecognizers(with: newValue ?? []) }
    }
    /// The recognizers ``gestureRecognizers`` lists.
    final var attachedGestureRecognizers: [UIGestureRecognizer] = []
    /// Whether the view hears more than the first of several fingers on it (default `false`, as in UIKit).
    open var isMultipleTouchEnabled = false
    /// Whether a finger on the view keeps other views of its window from hearing fingers (default `false`).
    open var isExclusiveTouch = false
    /// The farthest descendant of the view (itself included) that contains `point`, in the view's coordinates,
    /// and takes touches; nil if none does (see `UIView+HitTesting.swift` for UIKit's rules).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }
    /// Whether `point`, in the view's coordinates, is inside the view: inside its bounds by default.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }
    /// Whether `gestureRecognizer`, attached to this view or one above it, may leave the possible state
    /// (`true` by default).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Adds a view at the front of the subviews; it takes on the view's traits.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a view into the subviews at `index` (clamped to the subviews' range); it takes on the
    /// view's traits. The views hear `willMove(toSuperview:)`, `didAddSubview(_:)` and `didMoveToSuperview()`.
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        let oldWindow = view.window, newWindow = window
        if view.superview !== self { view.willMove(toSuperview: self) }
        view.detachFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        if view.firstResponderOfScope != nil { view.handFirstResponderToNewRoot() }
        view.updateSafeAreaInsets()
        view.traitCollection = traitCollection
        autoLayoutSubviewWasInserted(view)
        didAddSubview(view)
        view.didMoveToSuperview()
        if oldWindow !== newWindow {
            view.tellWillMove(toWindow: newWindow)
            view.tellDidMoveToWindow()
        }
    }

    /// Removes the view from its superview (which hears `willRemoveSubview(_:)`); the view hears
    /// `willMove(toSuperview: nil)` and `didMoveToSuperview()`.
    open func removeFromSuperview() {
        guard superview != nil else { return }
        let oldWindow = window
        willMove(toSuperview: nil)
        if oldWindow != nil { tellWillMove(toWindow: nil) }
        autoLayoutWillLeaveSuperview()
        detachFromSuperview()
        if oldWindow != nil { tellDidMoveToWindow() }
        didMoveToSuperview()
    }

    /// Takes the view out of its superview's subviews, telling the superview.
    private func detachFromSuperview() {
        guard let superview else { return }
        superview.willRemoveSubview(self)
        // A plain loop: a closure here would be main-actor isolated and checked on every call.
        for index in superview.subviews.indices where superview.subviews[index] === self {
            superview.subviews.remove(at: index)
            break
        }
        self.superview = nil
        if currentSafeAreaInsets != overrideSafeAreaInsets { updateSafeAreaInsets() }
    }

    /// Called before the view moves to a new superview (nil: removed); the base implementation does nothing.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview (or was removed); the base implementation does nothing.
    open func didMoveToSuperview() {}
    /// Called before the view, or a view above it, moves into `newWindow` (nil: out of its window); the base
    /// implementation does nothing. As in UIKit, adding a view hears this after `didMoveToSuperview()`, removing
    /// one before it.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view, or a view above it, moved into a window or out of one (``window`` says which); the
    /// base implementation does nothing.
    open func didMoveToWindow() {}
    /// Called after a subview was added; the base implementation does nothing.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed; the base implementation does nothing.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Lays out subviews. The base implementation applies Auto Layout: the island's pending constraint updates
    /// run and the frames of the views constraints place are set from the solution.
    open func layoutSubviews() {
        autoLayoutPassIfNeeded()
    }

    /// Updates the view's constraints; called before layout when ``needsUpdateConstraints()`` is `true`.
    /// Overrides change their constraints here and must call `super` (UIKit raises otherwise; see
    /// ``NSLayoutConstraint/failurePolicy``).
    open func updateConstraints() {
        autoLayout.didCallSuperUpdateConstraints = true
    }

    /// Runs a layout pass now over the view and its subviews: Auto Layout for the view's island, then the
    /// owning view controller's `viewWillLayoutSubviews()`, `layoutSubviews()`, `viewDidLayoutSubviews()`, then
    /// each subview's `layoutIfNeeded()`. Headless there is no deferred layout, so every call lays out.
    open func layoutIfNeeded() {
        // Inside an ancestor's pass over the same island, that ancestor's Auto Layout pass has just run (and the
        // default `layoutSubviews()` runs it again if anything changed since): only an island's root runs it here.
        if !UIView.isLayingOutSubtree || isAutoLayoutIslandRoot { autoLayoutPassIfNeeded() }
        owningViewController?.viewWillLayoutSubviews()
        layoutSubviews()
        layer.layoutSublayers()
        owningViewController?.viewDidLayoutSubviews()
        let outer = UIView.isLayingOutSubtree
        UIView.isLayingOutSubtree = true
        defer { UIView.isLayingOutSubtree = outer }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Set while `layoutIfNeeded()` visits a view's subviews.
    @exclusivity(unchecked) static var isLayingOutSubtree = false

    /// Called when ``safeAreaInsets`` changed; the base implementation does nothing.
    open func safeAreaInsetsDidChange() {}

    /// Called when ``layoutMargins`` (or ``directionalLayoutMargins``) changed; the base implementation does
    /// nothing.
    open func layoutMarginsDidChange() {}

    /// Called when ``traitCollection`` changed; the base implementation does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Draws the view's content into the current graphics context (``UIGraphicsGetCurrentContext()``), in the
    /// view's bounds; the base implementation draws nothing. Headless, view pictures call it the first time they
    /// draw the view and again after ``setNeedsDisplay()`` (see ``displayedRecording``).
    open func draw(_ rect: CGRect) {}

    /// Marks the view's drawn content as out of date: the next picture calls ``draw(_:)`` again.
    open func setNeedsDisplay() { needsDisplayFlag = true }

    /// Marks part of the view's drawn content as out of date; headless the whole view is drawn again.
    open func setNeedsDisplay(_ rect: CGRect) { needsDisplayFlag = true }

    /// Whether ``draw(_:)`` runs before the next picture, and what it drew last (see ``displayedRecording``).
    var needsDisplayFlag = true
    var cachedDisplayRecording: GraphicsRecording?

    /// Marks the view as needing layout; headless, the next `layoutIfNeeded()` does it.
    open func setNeedsLayout() {
        autoLayoutIslandRoot.autoLayoutState?.engine?.needsLayout = true
    }

    // MARK: Sizing

    /// The size that best fits `size`. UIKit's default: the view's current size; labels and list content
    /// views measure their content.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
    open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

    /// The natural size of the view's content, ``noIntrinsicMetric`` on an axis without one (UIKit's default
    /// on both axes).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells the view its content's natural size changed: Auto Layout re-reads it at the next pass, and inside a
    /// cell's content view the cell is re-measured when its collection view's `selfSizingInvalidation` is
    /// `.enabledIncludingConstraints`.
    open func invalidateIntrinsicContentSize() {
        autoLayoutIntrinsicSizeDidChange()
        invalidateEnclosingSelfSizingCell()
    }

    /// The size that fits `targetSize` within the fitting priorities.
    ///
    /// With constraints installed on the view or the views under it, Auto Layout solves them with the view's
    /// width and height held at the target at the fitting priorities: ``UILayoutPriority/required`` fixes an
    /// axis, ``UILayoutPriority/fittingSizeLevel`` lets the content's hugging and compression resistance decide
    /// (as a list cell is measured: width required, height fitting). Without constraints, an axis at
    /// ``UILayoutPriority/required`` keeps the target's length and other axes take the length
    /// ``sizeThatFits(_:)`` reports, measuring the height at the resolved width. Non-finite or negative target
    /// lengths count as 0.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        if let size = autoLayoutFittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority) {
            return size
        }
        let targetWidth = targetSize.width.isFinite ? max(targetSize.width, 0) : 0
        let targetHeight = targetSize.height.isFinite ? max(targetSize.height, 0) : 0
        let width = horizontalFittingPriority >= .required
            ? targetWidth : sizeThatFits(CGSize(width: targetWidth, height: targetHeight)).width
        let height = verticalFittingPriority >= .required
            ? targetHeight : sizeThatFits(CGSize(width: width, height: targetHeight)).height
        return CGSize(width: width.isFinite ? max(width, 0) : 0, height: height.isFinite ? max(height, 0) : 0)
    }

    /// The smallest size that fits `targetSize` (both axes at ``UILayoutPriority/fittingSizeLevel``).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The marker for "no natural length on this axis" (UIKit's value, −1).
    public static let noIntrinsicMetric: CGFloat = -1
    /// The target for the smallest fitting size.
    public static let layoutFittingCompressedSize = CGSize.zero
    /// The target for the largest fitting size.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    // MARK: Accessibility (UIKit's informal accessibility protocol; defaults in `UIView+Accessibility.swift`)

    /// The accessibility values set on this view (nil until one is set).
    var accessibilityStorage: AccessibilityStorage?

    /// Whether the view is an element assistive technologies reach. Default: true for labels, controls and progress
    /// views, false for other views (containers).
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? defaultIsAccessibilityElement }
        set { accessibilityValues.isElement = newValue }
    }
    /// A short label for the element. Default: a label's text, a button's title, nil otherwise.
    open var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? defaultAccessibilityLabel }
        set { accessibilityValues.label = .some(newValue) }
    }
    /// What performing the element's action does. Default nil.
    open var accessibilityHint: String? {
        get { accessibilityStorage?.hint ?? nil }
        set { accessibilityValues.hint = .some(newValue) }
    }
    /// The element's current value. Default: a switch's "1" or "0", a slider's or progress view's percentage, a
    /// text field's text; nil otherwise.
    open var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? defaultAccessibilityValue }
        set { accessibilityValues.value = .some(newValue) }
    }
    /// What the element is and how it behaves. Default: a label's `.staticText`, a button's `.button`, an image
    /// view's `.image`, a slider's or page control's `.adjustable`, with `.notEnabled` and `.selected` following a
    /// control's state; none for other views.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? defaultAccessibilityTraits }
        set { accessibilityValues.traits = newValue }
    }
    /// A string that identifies the view in tests (UIKit's `UIAccessibilityIdentification`). Default nil.
    open var accessibilityIdentifier: String? {
        get { accessibilityStorage?.identifier }
        set { accessibilityValues.identifier = newValue }
    }
    /// Whether the view's subviews are hidden from assistive technologies. Default false.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityStorage?.elementsHidden ?? false }
        set { accessibilityValues.elementsHidden = newValue }
    }
    /// Whether assistive technologies ignore the view's siblings (a modal view). Default false.
    open var accessibilityViewIsModal: Bool {
        get { accessibilityStorage?.viewIsModal ?? false }
        set { accessibilityValues.viewIsModal = newValue }
    }
    /// Whether the view's subviews are read as a group. Default false.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityStorage?.groupsChildren ?? false }
        set { accessibilityValues.groupsChildren = newValue }
    }
    /// The actions offered beside the element's default activation. Default nil.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityStorage?.customActions }
        set { accessibilityValues.customActions = newValue }
    }
    /// The elements inside the view, in reading order (views or other objects). Default nil: the subviews.
    open var accessibilityElements: [Any]? {
        get { accessibilityStorage?.elements }
        set { accessibilityValues.elements = newValue }
    }
    /// The language the element's label, value and hint are spoken in (a BCP 47 tag). Default nil.
    open var accessibilityLanguage: String? {
        get { accessibilityStorage?.language }
        set { accessibilityValues.language = newValue }
    }
    /// The element's frame in screen coordinates. Default: the view's bounds in its window's coordinates (its own
    /// when it is in no window).
    open var accessibilityFrame: CGRect {
        get { accessibilityStorage?.frame ?? defaultAccessibilityFrame }
        set { accessibilityValues.frame = newValue }
    }
    /// The point an assistive technology activates, in screen coordinates. Default: the middle of
    /// ``accessibilityFrame``.
    open var accessibilityActivationPoint: CGPoint {
        get { accessibilityStorage?.activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { accessibilityValues.activationPoint = newValue }
    }
}

// `NSCoder` is Foundation's (swift-corelibs-foundation has it on Linux), so UIKit's
// `required init?(coder: NSCoder)` compiles unchanged in apps that import this module.
