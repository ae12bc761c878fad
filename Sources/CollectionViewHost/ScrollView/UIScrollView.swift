import CollectionDiagnostics
import CollectionGeometry

/// A view that scrolls its content (UIKit's `UIScrollView`), headless: the content offset is the origin of
/// ``bounds``; nothing is drawn and no touches arrive, so scrolling happens through the UIKit API
/// (``contentOffset``, ``setContentOffset(_:animated:)``, ``scrollRectToVisible(_:animated:)``) or, beyond
/// UIKit, through ``simulateScroll(by:velocity:)``, a deterministic drag that calls the delegate as a touch does.
///
/// Animated changes complete before the method returns (there is no clock to wait for); the delegate hears
/// what it would hear at the end of the animation.
@MainActor
open class UIScrollView: UIView, UIScrollViewDelegateStorage {
    /// The view's bounds; the origin is the content offset. A change of origin tells the delegate
    /// `scrollViewDidScroll(_:)`, as UIKit does for every offset change.
    open override var bounds: CGRect {
        didSet {
            if bounds.origin != oldValue.origin { delegateForScrolling?.scrollViewDidScroll(self) }
        }
    }

    /// A scroll view of `frame`. It clips its content to its bounds (`clipsToBounds` is true), as UIKit's scroll
    /// views do.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// Creates a scroll view from an archive. Archives are not supported headless, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The point of the content shown at the view's origin (UIKit's `contentOffset`): the origin of ``bounds``.
    /// The offset is not clamped: as in UIKit, code may put it anywhere; drags and deceleration come to rest
    /// inside the content.
    ///
    /// A NaN component is illegal: UIKit raises ("CALayer bounds contains NaN"), and so does this by default
    /// (see ``scrollFailurePolicy``); under ``FailurePolicy/record`` the offset stays where it was and an
    /// `invalidContentOffset` diagnostic goes to the sink. An infinite component is ignored (the offset stays).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                if newValue.x.isNaN || newValue.y.isNaN { rejectNaNContentOffset(newValue) }
                return
            }
            bounds.origin = newValue
            // Views pinned to the frame layout guide stay put on screen: they move with the offset.
            if autoLayoutState?.scrollFrameGuide != nil { autoLayoutNeedsSolve() }
        }
    }

    /// What to do with a programmer error that UIKit raises an exception for (beyond UIKit): a NaN content
    /// offset; in a collection view also `scrollToItem(at:at:animated:)` naming an item the view does not hold.
    /// The default, ``FailurePolicy/stop``, stops with UIKit's message; ``FailurePolicy/record`` records a
    /// diagnostic and leaves the offset alone.
    open var scrollFailurePolicy: FailurePolicy = .stop

    /// Stops with UIKit's message for a NaN offset, or records it (the offset stays).
    private func rejectNaNContentOffset(_ offset: CGPoint) {
        func number(_ value: CGFloat) -> String {
            value.isFinite && value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : "\(value)"
        }
        let message = "CALayer bounds contains NaN: [\(number(offset.x)) \(number(offset.y)); "
            + "\(number(bounds.width)) \(number(bounds.height))]"
        scrollFailurePolicy.reject(message) { UIView.reportDiagnostic(.invalidContentOffset, message: $0 + "; the offset stays") }
    }

    /// The size of the scrollable content. Negative or non-finite components count as 0 in scrolling arithmetic.
    open var contentSize: CGSize = .zero

    // `@exclusivity(unchecked)`: used on every layout pass, and no two accesses to one overlap (see `UIView`).

    /// Extra space around the content, set by the app. Changing it changes ``adjustedContentInset``.
    @exclusivity(unchecked) open var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { adjustedContentInsetDidChange() } }
    }

    /// How the safe area is added to ``contentInset`` (default ``ContentInsetAdjustmentBehavior/automatic``).
    @exclusivity(unchecked) open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet {
            guard contentInsetAdjustmentBehavior != oldValue else { return }
            adjustedContentInsetDidChange()
            updateSubviewSafeAreaInsets()
        }
    }

    /// The safe-area edges the subviews inherit: those the content is not adjusted for. `.never` passes every
    /// edge and `.always` none; `.automatic` keeps the top and bottom (and the sides when
    /// ``alwaysBounceHorizontal`` is set); `.scrollableAxes` keeps the edges of the axes that
    /// ``alwaysBounceVertical`` and ``alwaysBounceHorizontal`` make scrollable. The content's size is not
    /// consulted here (it is not known before layout), so content that scrolls without bouncing set passes
    /// its axis's edges on.
    override func safeAreaInsetsPassedToSubviews(_ insets: UIEdgeInsets) -> UIEdgeInsets {
        var passed = insets
        let vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: return insets
        case .always: return .zero
        case .automatic: vertical = true; horizontal = alwaysBounceHorizontal
        case .scrollableAxes: vertical = alwaysBounceVertical; horizontal = alwaysBounceHorizontal
        }
        if vertical { passed.top = 0; passed.bottom = 0 }
        if horizontal { passed.left = 0; passed.right = 0 }
        return passed
    }

    /// Whether ``adjustedContentInset`` is also applied to the scroll indicators (default `true`); stored.
    open var automaticallyAdjustsScrollIndicatorInsets = true

    /// The insets the content is actually scrolled within: ``contentInset`` plus the safe-area insets that
    /// ``contentInsetAdjustmentBehavior`` selects (Apple's documentation of the behaviours):
    /// - `.always`: all four safe-area edges.
    /// - `.never`: none.
    /// - `.scrollableAxes`: top and bottom when the content is taller than the view or
    ///   ``alwaysBounceVertical`` is set; left and right when it is wider than the view or
    ///   ``alwaysBounceHorizontal`` is set.
    /// - `.automatic`: top and bottom always (UIKit always adjusts vertically when the scroll view is a view
    ///   controller's content view inside a navigation or tab bar controller, the way apps show one; headless,
    ///   that is assumed), left and right as `.scrollableAxes` does.
    ///
    /// - Complexity: O(1) (reads ``contentSize``, which a collection view answers from its prepared layout).
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        var adjustment = UIEdgeInsets.zero
        switch contentInsetAdjustmentBehavior {
        case .never:
            break
        case .always:
            adjustment = safe
        case .scrollableAxes, .automatic:
            let size = contentSize
            let vertical = contentInsetAdjustmentBehavior == .automatic || alwaysBounceVertical
                || size.height > bounds.height
            let horizontal = alwaysBounceHorizontal || size.width > bounds.width
            if vertical { adjustment.top = safe.top; adjustment.bottom = safe.bottom }
            if horizontal { adjustment.left = safe.left; adjustment.right = safe.right }
        }
        return UIEdgeInsets(top: contentInset.top + adjustment.top + refreshingInset, left: contentInset.left + adjustment.left,
                            bottom: contentInset.bottom + adjustment.bottom, right: contentInset.right + adjustment.right)
    }

    /// Called when ``adjustedContentInset`` changes through ``contentInset``, the adjustment behaviour or the
    /// safe area; tells the delegate `scrollViewDidChangeAdjustedContentInset(_:)`. UIKit's override point.
    open func adjustedContentInsetDidChange() {
        delegateForScrolling?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// The safe area feeds ``adjustedContentInset``: unless the behaviour is `.never`, a change of the safe
    /// area counts as a change of the adjusted inset (``adjustedContentInsetDidChange()``).
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        if contentInsetAdjustmentBehavior != .never { adjustedContentInsetDidChange() }
    }

    /// Whether the user can scroll (default `true`). When `false`, ``simulateScroll(by:velocity:)`` does
    /// nothing; code can still set the offset.
    open var isScrollEnabled = true
    /// Whether drags come to rest on multiples of the view's size (default `false`).
    open var isPagingEnabled = false
    /// Whether a drag may pull the content past its edges (default `true`). At rest the content is always
    /// inside its edges.
    open var bounces = true
    /// Whether the content can be dragged vertically even when it is not taller than the view (default `false`).
    open var alwaysBounceVertical = false {
        didSet { if alwaysBounceVertical != oldValue { updateSubviewSafeAreaInsets() } }
    }
    /// Whether the content can be dragged horizontally even when it is not wider than the view (default `false`).
    open var alwaysBounceHorizontal = false {
        didSet { if alwaysBounceHorizontal != oldValue { updateSubviewSafeAreaInsets() } }
    }
    /// Whether a drag locks to the axis it starts on (default `false`); stored.
    open var isDirectionalLockEnabled = false
    /// How quickly a flung scroll slows down (default ``DecelerationRate/normal``). See
    /// ``simulateScroll(by:velocity:)`` for how it projects the resting offset.
    open var decelerationRate: DecelerationRate = .normal
    /// Whether the vertical scroll indicator shows while scrolling (default `true`); stored, never drawn.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal scroll indicator shows while scrolling (default `true`); stored, never drawn.
    open var showsHorizontalScrollIndicator = true
    /// The insets of the vertical scroll indicator; stored.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// The insets of the horizontal scroll indicator; stored.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Both indicators' insets (UIKit's deprecated combined property): reads the vertical insets, sets both.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// The style of the scroll indicators; stored.
    open var indicatorStyle: IndicatorStyle = .default
    /// How dragging dismisses the keyboard; stored (there is no keyboard headless).
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether tapping the status bar scrolls to the top (default `true`); stored.
    open var scrollsToTop = true
    /// Whether touches are delayed to tell taps from drags (default `true`); stored.
    open var delaysContentTouches = true
    /// Whether touches in subviews can be cancelled by a drag (default `true`); stored.
    open var canCancelContentTouches = true

    /// The refresh control shown above the content (see ``UIRefreshControl``); setting one adds it as a subview,
    /// placed just above the content's top, the view's width wide. A control that is refreshing keeps its room
    /// above the content (``adjustedContentInset``) while it is this view's.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let refreshControl { addSubview(refreshControl) }
            setRefreshingInset(refreshControl?.isRefreshing == true ? UIRefreshControl.standardHeight : 0)
        }
    }

    /// The room a refreshing ``refreshControl`` takes above the content: part of ``adjustedContentInset``'s top.
    private(set) var refreshingInset: CGFloat = 0

    /// Gives the refresh control `inset` points of room above the content (0 takes it away): the adjusted inset
    /// changes, and content resting above its new top moves down to it (unless a finger holds it).
    func setRefreshingInset(_ inset: CGFloat) {
        positionRefreshControl()
        guard inset != refreshingInset else { return }
        refreshingInset = inset
        adjustedContentInsetDidChange()
        let top = -adjustedContentInset.top
        if !isTracking, contentOffset.y < top, top.isFinite {
            contentOffset = CGPoint(x: contentOffset.x, y: top)
        }
    }

    /// Puts the refresh control just above the content's top (above the app's own ``contentInset``), the view's
    /// width wide and its standard height tall.
    func positionRefreshControl() {
        guard let refreshControl else { return }
        let frame = CGRect(x: 0, y: -contentInset.top - UIRefreshControl.standardHeight,
                           width: bounds.width, height: UIRefreshControl.standardHeight)
        if refreshControl.frame != frame { refreshControl.frame = frame }
    }

    /// Lays the subviews out and keeps the refresh control above the content.
    open override func layoutSubviews() {
        super.layoutSubviews()
        positionRefreshControl()
    }

    /// Called when a simulated drag begins (see ``simulateScroll(by:velocity:)``): a subclass forgets scrolls
    /// of its own that have not landed.
    func userWillScroll() {}

    /// How far the layout has moved the offset under the animated scroll in flight (see
    /// ``setContentOffset(_:animated:)``); the animation's path moves by as much.
    var scrollAnimationDrift = CGPoint.zero

    /// Moves the content offset by `adjustment` so that what is on screen stays still when content above it
    /// changes size (a collection view layout invalidation's `contentOffsetAdjustment`, a table row above the
    /// visible area measured), as UIKit applies such an adjustment: an animated scroll in flight moves its path
    /// by as much, so the correction survives the animation's next frame.
    package func adjustContentOffsetAfterInvalidation(by adjustment: CGPoint) {
        guard adjustment != .zero, adjustment.x.isFinite, adjustment.y.isFinite else { return }
        contentOffset = CGPoint(x: contentOffset.x + adjustment.x, y: contentOffset.y + adjustment.y)
        scrollAnimationDrift.x += adjustment.x
        scrollAnimationDrift.y += adjustment.y
    }

    /// Whether a finger is on the content (during ``simulateScroll(by:velocity:)`` until it lifts).
    public internal(set) var isTracking = false
    /// Whether the content is being dragged (during ``simulateScroll(by:velocity:)`` until the drag ends).
    public internal(set) var isDragging = false
    /// Whether the content is moving after the finger lifted (during the deceleration of
    /// ``simulateScroll(by:velocity:)``).
    public internal(set) var isDecelerating = false

    /// The delegate, whatever its type; ``delegate`` reads and writes it with the type UIKit gives it.
    public weak var delegateForScrolling: (any UIScrollViewDelegate)?

    /// Sets the content offset. A non-finite offset is ignored. Animated, the change completes before this
    /// returns (the delegate hears `scrollViewDidScroll(_:)` and then
    /// `scrollViewDidEndScrollingAnimation(_:)`, as at the end of UIKit's animation); unanimated it hears
    /// only `scrollViewDidScroll(_:)`. Nothing is heard when the offset does not change.
    ///
    /// - Complexity: O(1) plus the view's response to the bounds change.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        setContentOffset(contentOffset, animated: animated, completion: nil)
    }

    /// `setContentOffset(_:animated:)` with a closure that runs when the offset has arrived: at once without
    /// an animation (or when there is nothing to move), at the animation's end on a manual clock; not when
    /// another scroll replaces the animation.
    func setContentOffset(_ contentOffset: CGPoint, animated: Bool, completion: (() -> Void)?) {
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else {
            if contentOffset.x.isNaN || contentOffset.y.isNaN { rejectNaNContentOffset(contentOffset) }
            return
        }
        let clock = UIView.animationClock
        // A new scroll replaces an animated one in flight, which stops where it is.
        clock.cancelScrollAnimations(of: self)
        guard contentOffset != self.contentOffset else {
            completion?()
            return
        }
        guard animated, clock.mode == .manual, UIView.areAnimationsEnabled else {
            self.contentOffset = contentOffset
            if animated { delegateForScrolling?.scrollViewDidEndScrollingAnimation(self) }
            completion?()
            return
        }
        // On a manual clock the offset moves as time advances: each step sets `contentOffset` (the delegate
        // hears `scrollViewDidScroll(_:)`), and the end brings `scrollViewDidEndScrollingAnimation(_:)`.
        let start = self.contentOffset
        let group = AnimationGroup(delay: 0, duration: Self.animatedScrollDuration, timing: AnimationTiming(.easeInOut))
        group.scrollView = self
        scrollAnimationDrift = .zero
        group.driver = { [weak self] progress in
            let p = CGFloat(progress)
            guard let self else { return }
            // The layout may have moved the offset under the animation (to keep content still while cells
            // above are measured): the path moves with it.
            let drift = self.scrollAnimationDrift
            self.contentOffset = CGPoint(x: start.x + (contentOffset.x - start.x) * p + drift.x,
                                         y: start.y + (contentOffset.y - start.y) * p + drift.y)
            // Each frame of the scroll lays the view out, as the display link does on a device.
            self.layoutIfNeeded()
        }
        group.completions.append { [weak self] finished in
            guard finished, let self else { return }
            self.delegateForScrolling?.scrollViewDidEndScrollingAnimation(self)
            completion?()
        }
        clock.start(group)
    }

    /// How long an animated offset change takes on a manual ``UIAnimationClock`` (beyond UIKit, whose
    /// duration is not documented; about a third of a second on devices), with the ease-in-ease-out curve.
    public static let animatedScrollDuration: TimeInterval = 0.3

    /// Scrolls the least distance that brings `rect` (content coordinates) inside the visible area (the bounds
    /// inside ``adjustedContentInset``); a rect larger than that area has its top-left corner brought in. The
    /// offset is clamped to the content (see ``contentOffsetRange``). An empty or non-finite rect does nothing.
    ///
    /// - Complexity: O(1).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard !rect.isNull, rect.width.isFinite, rect.height.isFinite, rect.minX.isFinite, rect.minY.isFinite,
              rect.width > 0 || rect.height > 0 else { return }
        let inset = adjustedContentInset
        let visible = CGRect(x: bounds.minX + inset.left, y: bounds.minY + inset.top,
                             width: max(0, bounds.width - inset.left - inset.right),
                             height: max(0, bounds.height - inset.top - inset.bottom))
        var offset = contentOffset
        offset.x += Self.shift(from: visible.minX, length: visible.width, toShow: rect.minX, length: rect.width)
        offset.y += Self.shift(from: visible.minY, length: visible.height, toShow: rect.minY, length: rect.height)
        setContentOffset(clampedContentOffset(offset), animated: animated)
    }

    /// The least shift that brings `[target, target + targetLength)` inside `[start, start + length)`;
    /// a target longer than the window aligns its start.
    private static func shift(from start: CGFloat, length: CGFloat, toShow target: CGFloat,
                              length targetLength: CGFloat) -> CGFloat {
        if target < start || targetLength > length { return target - start }
        if target + targetLength > start + length { return target + targetLength - (start + length) }
        return 0
    }

    /// The offsets at which the content is at rest (beyond UIKit): from minus the leading insets to the
    /// content size plus the trailing insets minus the view's size (never below the minimum), per axis, from
    /// ``adjustedContentInset``. Non-finite or negative sizes count as 0.
    ///
    /// - Complexity: O(1).
    public var contentOffsetRange: (minimum: CGPoint, maximum: CGPoint) {
        let inset = adjustedContentInset
        let size = contentSize
        let width = Self.finiteNonNegative(size.width), height = Self.finiteNonNegative(size.height)
        let viewWidth = Self.finiteNonNegative(bounds.width), viewHeight = Self.finiteNonNegative(bounds.height)
        let minimum = CGPoint(x: Self.finite(-inset.left), y: Self.finite(-inset.top))
        let maximum = CGPoint(x: max(minimum.x, Self.finite(width + inset.right - viewWidth)),
                              y: max(minimum.y, Self.finite(height + inset.bottom - viewHeight)))
        return (minimum, maximum)
    }

    /// `offset` moved inside ``contentOffsetRange`` (beyond UIKit); non-finite components become the current
    /// offset's, clamped.
    ///
    /// - Complexity: O(1).
    public func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let range = contentOffsetRange
        let x = offset.x.isFinite ? offset.x : contentOffset.x
        let y = offset.y.isFinite ? offset.y : contentOffset.y
        return CGPoint(x: min(max(x, range.minimum.x), range.maximum.x), y: min(max(y, range.minimum.y), range.maximum.y))
    }

    /// The resting offset for a released drag (see ``simulateScroll(by:velocity:)``), before clamping: the hook
    /// a collection view overrides to ask its layout. A plain scroll view keeps the proposal.
    func restingContentOffset(forProposedContentOffset proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        proposed
    }

    static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
    static func finiteNonNegative(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
}

/// The storage behind `delegate` (beyond UIKit, an implementation detail): UIKit's Objective-C headers let
/// `UICollectionView` narrow `UIScrollView.delegate` to `UICollectionViewDelegate`, which a Swift class
/// property cannot do. `UIScrollView.delegate` is therefore declared in this protocol's extension and
/// `UICollectionView.delegate` as a member, which Swift prefers; both read and write the same reference.
/// Do not conform other types to it.
@preconcurrency @MainActor
public protocol UIScrollViewDelegateStorage: AnyObject {
    /// The delegate, whatever its type.
    var delegateForScrolling: (any UIScrollViewDelegate)? { get set }
}

extension UIScrollViewDelegateStorage where Self: UIScrollView {
    /// The delegate that hears about scrolling (UIKit's `UIScrollView.delegate`), held weakly.
    public var delegate: (any UIScrollViewDelegate)? {
        get { delegateForScrolling }
        set { delegateForScrolling = newValue }
    }
}
