import CollectionDiagnostics
import CollectionGeometry
import LayoutCore

// Auto Layout on views: anchors, installed constraints, priorities, guides and the update-constraints pass.
extension UIView {
    /// The spacing the system puts between adjacent views, for the `…SystemSpacing…` anchor constraints.
    static let systemSpacing: CGFloat = 8
    /// The widest readable content guide (an approximation of UIKit's, which depends on the text size).
    static var readableContentWidth: CGFloat { ReferenceInsets.readableContentWidth }

    /// The view's Auto Layout state, made on first use.
    var autoLayout: AutoLayoutViewState {
        if let state = autoLayoutState { return state }
        let state = AutoLayoutViewState()
        autoLayoutState = state
        return state
    }

    private func anchorTerm(_ attribute: NSLayoutConstraint.Attribute) -> AnchorTerm {
        .attribute(itemReference, attribute)
    }

    /// Where Auto Layout sends the reports of the island this view roots ("Unable to simultaneously satisfy
    /// constraints"); `nil` (the default) sends them to ``DiagnosticSink/current``. Beyond UIKit, which logs them.
    public var autoLayoutDiagnosticSink: DiagnosticSink? {
        get { autoLayoutState?.diagnosticSink }
        set { autoLayout.diagnosticSink = newValue }
    }

    // MARK: - Anchors

    /// The leading edge of the view's alignment rectangle.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: anchorTerm(.leading)) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: anchorTerm(.trailing)) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: anchorTerm(.left)) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: anchorTerm(.right)) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(term: anchorTerm(.top)) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(term: anchorTerm(.bottom)) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(term: anchorTerm(.width)) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(term: anchorTerm(.height)) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: anchorTerm(.centerX)) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(term: anchorTerm(.centerY)) }
    /// The baseline of the first line of text (the bottom edge for a view without text).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(term: anchorTerm(.firstBaseline)) }
    /// The baseline of the last line of text (the bottom edge for a view without text).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(term: anchorTerm(.lastBaseline)) }

    // MARK: - Installed constraints

    /// The constraints installed on the view: the active constraints whose closest common ancestor it is.
    public var constraints: [NSLayoutConstraint] { autoLayoutState?.constraints ?? [] }

    /// Installs `constraint` on this view and activates it (UIKit's older API; prefer ``NSLayoutConstraint/isActive``).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.installedView === self { return }
        constraint.installedView?.uninstall(constraint)
        install(constraint)
    }

    /// Installs each constraint on this view and activates it.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        var changed = false
        for constraint in constraints where constraint.installedView !== self {
            constraint.installedView?.uninstall(constraint)
            autoLayout.constraints.append(constraint)
            constraint.installedView = self
            changed = true
        }
        // One structural change for the whole batch: it only marks engines stale, so once is as good as once per
        // constraint (a stack view installs a few dozen at a time).
        if changed { autoLayoutStructureDidChange() }
    }

    /// Deactivates `constraint` if it is installed on this view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.installedView === self { uninstall(constraint) }
    }

    /// Deactivates each constraint installed on this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        var changed = false
        for constraint in constraints where constraint.installedView === self { changed = detach(constraint) || changed }
        if changed { autoLayoutStructureDidChange() }
    }

    func install(_ constraint: NSLayoutConstraint) {
        autoLayout.constraints.append(constraint)
        constraint.installedView = self
        autoLayoutStructureDidChange()
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        if detach(constraint) { autoLayoutStructureDidChange() }
    }

    /// Removes `constraint` from this view's constraints without marking the engines (the caller does);
    /// `false` when the view has no Auto Layout state.
    private func detach(_ constraint: NSLayoutConstraint) -> Bool {
        guard let state = autoLayoutState else { return false }
        for index in state.constraints.indices where state.constraints[index] === constraint {
            state.constraints.remove(at: index)
            break
        }
        constraint.installedView = nil
        return true
    }

    /// The closest view that is this one or contains it, and is or contains `other`.
    ///
    /// - Complexity: O(*d*) for the depth of the two views.
    func closestCommonAncestor(with other: UIView) -> UIView? {
        if other === self { return self }
        // The common cases first — a view and its superview, or two siblings — without measuring depths.
        let parent = superview, otherParent = other.superview
        if otherParent === self { return self }
        if parent === other { return other }
        if let parent, parent === otherParent { return parent }
        // Bring both chains to the same depth, then climb them together until they meet (no allocation).
        func depth(_ view: UIView) -> Int {
            var count = 0
            var current = view.superview
            while let next = current { count += 1; current = next.superview }
            return count
        }
        var first: UIView = self, second: UIView = other
        var firstDepth = depth(first), secondDepth = depth(second)
        while firstDepth > secondDepth, let up = first.superview { first = up; firstDepth -= 1 }
        while secondDepth > firstDepth, let up = second.superview { second = up; secondDepth -= 1 }
        while first !== second {
            guard let firstUp = first.superview, let secondUp = second.superview else { return nil }
            first = firstUp
            second = secondUp
        }
        return first
    }

    // MARK: - Priorities

    /// How strongly the view resists growing past its intrinsic size on `axis` (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = autoLayoutState else { return .defaultLow }
        return axis == .horizontal ? state.hugging.horizontal : state.hugging.vertical
    }

    /// Sets how strongly the view resists growing past its intrinsic size on `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { autoLayout.hugging.horizontal = priority } else { autoLayout.hugging.vertical = priority }
        autoLayoutIntrinsicSizeDidChange()
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = autoLayoutState else { return .defaultHigh }
        return axis == .horizontal ? state.compressionResistance.horizontal : state.compressionResistance.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            autoLayout.compressionResistance.horizontal = priority
        } else {
            autoLayout.compressionResistance.vertical = priority
        }
        autoLayoutIntrinsicSizeDidChange()
    }

    // MARK: - The update-constraints pass

    /// Marks the view so that `updateConstraints()` runs before the next layout pass.
    public func setNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
        autoLayoutIslandRoot.ensureAutoLayoutEngine().needsLayout = true
    }

    /// Whether `updateConstraints()` is due.
    public func needsUpdateConstraints() -> Bool { autoLayoutState?.needsUpdateConstraints ?? true }

    /// Runs `updateConstraints()` now on the view and the views under it that need it, deepest first, as UIKit's
    /// update pass does.
    public func updateConstraintsIfNeeded() {
        for subview in subviews where !subview.isAutoLayoutIslandRoot { subview.updateConstraintsIfNeeded() }
        let due = autoLayoutState?.needsUpdateConstraints ?? Self.requiresConstraintBasedLayout
        guard due else { return }
        autoLayout.didCallSuperUpdateConstraints = false
        updateConstraints()
        if !autoLayout.didCallSuperUpdateConstraints {
            let message = "\(AutoLayoutNames.itemName(self))'s implementation of -updateConstraints must call super."
            NSLayoutConstraint.reject(.updateConstraintsWithoutSuper, message)
        }
        autoLayout.needsUpdateConstraints = false
    }

    // MARK: - Layout guides

    /// The layout guides added to the view.
    public var layoutGuides: [UILayoutGuide] { autoLayoutState?.layoutGuides ?? [] }

    /// Adds a guide to the view; its frame is then solved from the constraints that name it.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let owner = layoutGuide.owningView, owner !== self { owner.removeLayoutGuide(layoutGuide) }
        guard layoutGuide.owningView !== self else { return }
        layoutGuide.owningView = self
        autoLayout.layoutGuides.append(layoutGuide)
        autoLayoutStructureDidChange()
    }

    /// Removes a guide from the view, deactivating the constraints that name it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self, let state = autoLayoutState else { return }
        state.layoutGuides.removeAll { $0 === layoutGuide }
        var current: UIView? = self
        while let view = current {
            for constraint in view.constraints
            where constraint.containsItem(where: { $0 === layoutGuide }) {
                view.uninstall(constraint)
            }
            current = view.superview
        }
        layoutGuide.owningView = nil
        autoLayoutStructureDidChange()
    }

    /// The guide of the area the bars, the notch and the home indicator leave free (``safeAreaInsets``).
    public var safeAreaLayoutGuide: UILayoutGuide {
        systemGuide(\.safeAreaGuide, role: .safeArea, identifier: "UIViewSafeAreaLayoutGuide") { $0.safeAreaInsets }
    }

    /// The guide of the area inside the view's ``layoutMargins``.
    public var layoutMarginsGuide: UILayoutGuide {
        systemGuide(\.marginsGuide, role: .layoutMargins, identifier: "UIViewLayoutMarginsGuide") { $0.layoutMargins }
    }

    /// The guide of a width of text that is comfortable to read: inside the margins, centred, at most
    /// 672 points wide.
    public var readableContentGuide: UILayoutGuide {
        systemGuide(\.readableGuide, role: .readableContent, identifier: "UIViewReadableContentGuide") { $0.layoutMargins }
    }

    private func systemGuide(_ slot: ReferenceWritableKeyPath<AutoLayoutViewState, UILayoutGuide?>, role: LayoutGuideRole,
                             identifier: String, insets: @escaping @MainActor (UIView) -> UIEdgeInsets) -> UILayoutGuide {
        if let guide = autoLayout[keyPath: slot] { return guide }
        let guide = UILayoutGuide()
        guide.identifier = identifier
        guide.role = role
        guide.owningView = self
        guide.frameProvider = { [unowned self] in
            let inset = insets(self)
            var frame = CGRect(x: inset.left, y: inset.top, width: max(0, bounds.width - inset.left - inset.right),
                               height: max(0, bounds.height - inset.top - inset.bottom))
            if role == .readableContent, frame.width > UIView.readableContentWidth {
                frame.origin.x += (frame.width - UIView.readableContentWidth) / 2
                frame.size.width = UIView.readableContentWidth
            }
            return frame
        }
        autoLayout[keyPath: slot] = guide
        return guide
    }

    // MARK: - Ambiguity

    /// Whether the view's active constraints leave its frame undetermined.
    public var hasAmbiguousLayout: Bool { autoLayoutItemIsAmbiguous(self) }

    /// Moves an ambiguously placed view to another of the frames its constraints allow (UIKit picks one at
    /// random; here it nudges each undetermined edge by 10 points, so repeated calls alternate).
    public func exerciseAmbiguityInLayout() {
        let root = autoLayoutIslandRoot
        guard let engine = root.autoLayoutState?.engine else { return }
        engine.layoutIfNeeded()
        engine.exerciseAmbiguity(of: self)
    }

    /// The active constraints that bear on the view along `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        autoLayoutConstraintsAffecting(self, axis: axis)
    }
}
