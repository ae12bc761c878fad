import CollectionGeometry

/// A view that lays out a row or a column of views with Auto Layout (UIKit's `UIStackView`).
///
/// The views it arranges (``arrangedSubviews``, always among its ``UIView/subviews``) follow each other along
/// ``axis``, sized and spaced by ``distribution`` and ``spacing``, and placed across the axis by ``alignment``.
/// As in UIKit the stack view does this with constraints it owns: it installs them on itself and rebuilds them
/// at the next update-constraints pass after anything they depend on changes (the arranged subviews, an arranged
/// subview being hidden or shown, the axis, distribution, alignment, spacing, custom spacings, the two
/// arrangement flags). Its own size therefore comes from its content: `systemLayoutSizeFitting(_:)` measures it,
/// and a stack view pinned by only its leading and top edges takes the size of what it arranges.
///
/// A hidden arranged subview collapses: it takes no length along the axis and no spacing on either side, and
/// showing it brings both back.
///
/// What the stack view adds, by rule (in brackets, the constraints' identifiers: UIKit's own names where UIKit
/// logs a counterpart, such as `UISV-canvas-connection` and `UISV-spacing`, and names in the same pattern for
/// the rest):
/// - along the axis, the first visible view's leading (top) edge meets the canvas's (the stack view, or its
///   ``UIView/layoutMarginsGuide`` under ``isLayoutMarginsRelativeArrangement``) and the last one's trailing
///   (bottom) edge meets the canvas's (`UISV-canvas-connection`); each view follows the previous visible one at
///   the spacing after it, exactly (`.fill`, `.fillEqually`, `.fillProportionally`) or at least
///   (`.equalSpacing`, `.equalCentering`) (`UISV-spacing`);
/// - `.fillEqually` makes the visible views' lengths equal (`UISV-fill-equally`); `.fillProportionally` keeps
///   each length in the ratio of the views' intrinsic lengths, at priority 999 (`UISV-fill-proportionally`);
///   `.equalSpacing` makes the gaps equal and `.equalCentering` the centre-to-centre distances (priority 150,
///   one less for each later pair) (`UISV-distributing`), and both pull the canvas's length towards zero at
///   priority 49, below the fitting level, so that an unconstrained stack is as short as its minimum spacing
///   allows (`UISV-distributing-fit`);
/// - where content hugging or compression resistance priorities tie, the arrangement order decides (UIKit
///   documents that much and no more): every visible view but the last is pulled towards zero length at a
///   priority of 1 to 20, stronger for earlier views (`UISV-arrangement-order`). So the last view is the one
///   that stretches and the first is the one that shrinks. The pull weighs less than the difference between
///   two priorities one apart from about 210 up (250 and 251, 749 and 750), so there it only decides ties;
///   priorities one apart below that may lose to it;
/// - across the axis, `.fill` pins both edges of each visible view to the canvas; the other alignments pin the
///   aligned edge, centre or baseline, keep each view inside the canvas (`UISV-spanning-boundary`), pull each
///   view's thickness towards zero at priority 25 so a view without an intrinsic thickness does not stay
///   ambiguous (`UISV-ambiguity-suppression`), and pull the canvas's thickness towards zero at priority 51, just
///   above the fitting level, so the stack view hugs its thickest view (`UISV-spanning-fit`). A baseline-aligned
///   row is laid out inside a layout guide that hugs it the same way (`UISV-alignment-spanner`), held at the top
///   (first baseline) or bottom (last baseline) of a thicker stack;
/// - a hidden view is placed where it would be (just after the previous visible view, or at the canvas's leading
///   edge) with its length pulled to zero at priority 999 (`UISV-hiding`), and only its aligned edge is pinned
///   across the axis, so it never sizes the stack view. UIKit makes that zero length required, which is why a
///   hidden nested stack view with spacing reports a conflict there; at 999 the nested stack keeps its minimum
///   length out of the way instead;
/// - with no visible arranged subview, the canvas's length and thickness are pulled to zero at priority 51
///   (`UISV-canvas-fit`), so the stack view collapses unless something else sizes it.
///
/// Not supported: the baselines of a nested stack view (UIKit's first and last baseline views), and the equal
/// widths UIKit adds for multi-line labels (`UISV-text-width-disambiguation`). Intrinsic lengths for
/// `.fillProportionally` are read when the constraints are built and again at each `layoutSubviews()` and
/// `systemLayoutSizeFitting` of the stack view itself.
@MainActor
open class UIStackView: UIView {
    /// The custom spacing value that means "use ``spacing``" (UIKit's `UIStackView.spacingUseDefault`:
    /// the largest finite `Float`). As ``spacing`` itself it means zero.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// The spacing value that means "the system spacing between these two views" (UIKit's
    /// `UIStackView.spacingUseSystem`: the smallest normal `Float`, C's `FLT_MIN`). Headless the system spacing
    /// is 8 points between any two views.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The arranged subviews, in arrangement order.
    private var storedArrangedSubviews: [UIView] = []
    /// Custom spacings after arranged subviews, by view.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack view built and installed on itself.
    final var arrangementConstraints: [NSLayoutConstraint] = []
    /// Whether the constraints must be built again before they are used.
    final var needsArrangement = true
    /// The intrinsic lengths the `.fillProportionally` ratios were built from, in visible order.
    final var proportionalLengths: [CGFloat] = []
    /// The guide a baseline-aligned row is laid out in (UIKit's alignment spanner), while one is needed.
    final var alignmentSpanner: UILayoutGuide?
    /// Set while `insertSubview(_:at:)` moves one of the stack view's own subviews, which is not a removal.
    private var isReorderingSubview = false

    /// The views the stack view arranges, in order; always a subset of ``UIView/subviews``.
    open var arrangedSubviews: [UIView] { storedArrangedSubviews }

    /// The axis the arranged subviews follow each other along: `.horizontal` (a row, the default) or
    /// `.vertical` (a column).
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { setNeedsArrangement() } }
    }

    /// How the arranged subviews are sized and placed along the axis (default ``Distribution/fill``).
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsArrangement() } }
    }

    /// How the arranged subviews are placed across the axis (default ``Alignment/fill``).
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { setNeedsArrangement() } }
    }

    /// The distance between adjacent arranged subviews (default 0): exact under the fill distributions, a minimum
    /// under `.equalSpacing` and `.equalCentering`. Negative values overlap the views;
    /// ``spacingUseSystem`` asks for the system spacing and ``spacingUseDefault`` means zero.
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue && !(spacing.isNaN && oldValue.isNaN) { setNeedsArrangement() } }
    }

    /// Whether, in a vertical stack, the spacing runs from the last baseline of a view with text to the first
    /// baseline of the next view with text (edges stand in for views without text). Ignored by horizontal
    /// stacks, which align baselines through ``alignment``. Default `false`.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    /// Whether the arranged subviews are laid out within the stack view's ``UIView/layoutMargins`` instead of
    /// its edges. Default `false`.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    /// Creates a stack view with no arranged subviews.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a stack view that arranges `views`, in order, adding each as a subview.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: - Arranged subviews

    /// Arranges `view` after the others. It becomes a subview if it is not one already (an existing subview
    /// keeps its place among the subviews); one already arranged moves to the end. Its
    /// ``UIView/translatesAutoresizingMaskIntoConstraints`` becomes `false`.
    open func addArrangedSubview(_ view: UIView) {
        let count = storedArrangedSubviews.count - (storedArrangedSubviews.contains { $0 === view } ? 1 : 0)
        insertArrangedSubview(view, at: count)
    }

    /// Arranges `view` at `stackIndex` of ``arrangedSubviews``. It becomes a subview if it is not one already
    /// (the subviews' order is not changed otherwise); one already arranged moves to `stackIndex`, keeping its
    /// custom spacing. Its ``UIView/translatesAutoresizingMaskIntoConstraints`` becomes `false`.
    ///
    /// An index past the end is a programmer error that UIKit raises for; here it stops, or under
    /// ``NSLayoutConstraint/FailurePolicy/record`` is reported and the view goes to the end.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        if stackIndex < 0 || stackIndex > storedArrangedSubviews.count {
            let message = "UIStackView: arranged subview index \(stackIndex) is out of bounds "
                + "(\(storedArrangedSubviews.count) arranged subviews)."
            NSLayoutConstraint.reject(.arrangedSubviewIndexOutOfBounds, message, fallback: "; added at the end")
        }
        storedArrangedSubviews.removeAll { $0 === view }
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        storedArrangedSubviews.insert(view, at: min(max(stackIndex, 0), storedArrangedSubviews.count))
        setNeedsArrangement()
    }

    /// Stops arranging `view`; it stays a subview (remove it from the superview to take it away). Its custom
    /// spacing is forgotten.
    open func removeArrangedSubview(_ view: UIView) {
        guard storedArrangedSubviews.contains(where: { $0 === view }) else { return }
        storedArrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsArrangement()
    }

    // MARK: - Spacing

    /// Sets the spacing between `arrangedSubview` and the next visible arranged subview, in place of
    /// ``spacing``: ``spacingUseDefault`` goes back to ``spacing``, ``spacingUseSystem`` asks for the system
    /// spacing. Ignored when `arrangedSubview` is not arranged by this stack view; kept when it moves within the
    /// arrangement, forgotten when it leaves it.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard storedArrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        let value: CGFloat? = spacing == Self.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != value else { return }
        customSpacings[key] = value
        setNeedsArrangement()
    }

    /// The custom spacing after `arrangedSubview`, or ``spacingUseDefault`` when it has none (or is not arranged).
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The distance in points after `view`: its custom spacing, else ``spacing``, with the two markers resolved.
    final func resolvedSpacing(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        if value == Self.spacingUseSystem { return UIView.systemSpacing }
        if value == Self.spacingUseDefault || !value.isFinite { return 0 }
        return value
    }

    // MARK: - Keeping the constraints current

    /// Marks the constraints for rebuilding at the next update-constraints pass.
    final func setNeedsArrangement() {
        needsArrangement = true
        setNeedsUpdateConstraints()
    }

    /// Rebuilds the constraints if something they depend on changed.
    final func arrangeIfNeeded() {
        guard needsArrangement || proportionalLengthsChanged else { return }
        needsArrangement = false
        rebuildArrangementConstraints()
    }

    /// Builds the stack view's constraints when they are out of date, then updates as a view does.
    open override func updateConstraints() {
        arrangeIfNeeded()
        super.updateConstraints()
    }

    /// Rebuilds out-of-date constraints (an arranged subview's intrinsic length may have changed under
    /// `.fillProportionally`), then lays out as a view does.
    open override func layoutSubviews() {
        arrangeIfNeeded()
        super.layoutSubviews()
    }

    /// Measures the stack view from its constraints, rebuilt first if out of date.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize,
                                               withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        arrangeIfNeeded()
        return super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                             verticalFittingPriority: verticalFittingPriority)
    }

    /// Margins-relative arrangements follow a change of margins at the next layout pass.
    open override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        if isLayoutMarginsRelativeArrangement { autoLayoutNeedsSolve() }
    }

    /// Moving one of the stack view's own subviews within its subviews is not a removal: the view stays arranged.
    open override func insertSubview(_ view: UIView, at index: Int) {
        let reordering = view.superview === self
        isReorderingSubview = reordering
        defer { isReorderingSubview = false }
        super.insertSubview(view, at: index)
    }

    /// An arranged subview leaving the stack view (removed from it, or moved to another view) stops being
    /// arranged, as in UIKit, and the constraints that name it go at once.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        guard !isReorderingSubview, storedArrangedSubviews.contains(where: { $0 === subview }) else { return }
        storedArrangedSubviews.removeAll { $0 === subview }
        customSpacings[ObjectIdentifier(subview)] = nil
        let naming = arrangementConstraints.filter { constraint in
            constraint.containsItem { $0 === subview }
        }
        if !naming.isEmpty {
            removeConstraints(naming)
            arrangementConstraints.removeAll { constraint in naming.contains { $0 === constraint } }
        }
        setNeedsArrangement()
    }

    /// An arranged subview's intrinsic size changed: proportional lengths are rebuilt at the next pass.
    override func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {
        super.subviewIntrinsicContentSizeDidChange(subview)
        if distribution == .fillProportionally, storedArrangedSubviews.contains(where: { $0 === subview }) {
            setNeedsArrangement()
        }
    }

    /// An arranged subview was hidden or shown: it collapses or comes back at the next pass.
    override func subviewHiddenDidChange(_ subview: UIView) {
        super.subviewHiddenDidChange(subview)
        if storedArrangedSubviews.contains(where: { $0 === subview }) { setNeedsArrangement() }
    }
}
