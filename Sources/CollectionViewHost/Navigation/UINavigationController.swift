import CollectionDiagnostics
import CollectionGeometry

/// A container that shows a stack of view controllers under a navigation bar (UIKit's
/// `UINavigationController`).
///
/// The view controllers of the stack are its children (bottom first). The top one's view fills the
/// navigation controller's view, and its safe area grows at the top by the bar (see ``UINavigationBar`` for
/// the heights) on top of the safe area the navigation controller's own view has (the status bar's, from the
/// window), so content constrained to `safeAreaLayoutGuide` sits under the bar.
///
/// Pushes and pops run as transitions on the animation clock (``UIAnimationClock``): with
/// `animated: true` the views slide over ``transitionDuration`` seconds and the transition ends when the clock
/// passes it (at once on the default immediate clock); with `animated: false` it ends at once. While the
/// navigation controller is on screen, the view controllers hear UIKit's callbacks in UIKit's order. A push of
/// B over A: `B.willMove(toParent:)`, B's view loads, `A.viewWillDisappear`, `B.viewWillAppear`, the
/// delegate's `willShow`, [the animation, with the coordinator's alongside blocks], the coordinator's
/// completions, `A.viewDidDisappear`, `B.viewDidAppear`, `B.didMove(toParent:)`, the delegate's `didShow`. A
/// pop mirrors it, with `willMove(toParent: nil)` first and `didMove(toParent: nil)` last. Off screen the
/// stack changes without appearance callbacks. A push or pop while a transition runs ends that transition
/// first.
@MainActor
open class UINavigationController: UIViewController {
    /// How long an animated push or pop takes: 0.35 s, the duration UIKit's transition coordinator reports
    /// for its standard push (observed; UIKit does not document it). Beyond UIKit (UIKit has no such
    /// constant; read ``UIViewControllerTransitionCoordinatorContext/transitionDuration`` there).
    public static let transitionDuration: TimeInterval = 0.35
    /// How far the covered view slides while the new one slides over it: 30 % of the width (chosen; UIKit's
    /// parallax moves it about this far).
    static let parallaxFraction: CGFloat = 0.3

    /// The navigation bar.
    public let navigationBar: UINavigationBar
    /// The toolbar at the bottom, shown while ``isToolbarHidden`` is `false`, with the top view controller's
    /// ``UIViewController/toolbarItems``.
    open var toolbar: UIToolbar! { bottomToolbar }
    /// The toolbar (see ``toolbar``).
    let bottomToolbar = UIToolbar()
    /// The delegate, told of each view controller shown.
    open weak var delegate: (any UINavigationControllerDelegate)?
    /// Whether the toolbar is hidden (default `true`). A shown ``toolbar`` sits at the bottom, above the bottom safe
    /// area, and adds its height (see ``UIToolbar``) to the bottom of the children's safe area; it hides while the top
    /// view controller's ``UIViewController/hidesBottomBarWhenPushed`` is set.
    open var isToolbarHidden = true {
        didSet { if isToolbarHidden != oldValue { layoutContainer() } }
    }
    /// Whether a swipe hides the bars (stored: there are no gestures headless).
    open var hidesBarsOnSwipe = false
    /// Whether a tap hides the bars (stored).
    open var hidesBarsOnTap = false
    /// Whether the bars hide while the keyboard shows (stored).
    open var hidesBarsWhenKeyboardAppears = false
    /// Whether the bars hide in a compact height (stored).
    open var hidesBarsWhenVerticallyCompact = false
    /// How long showing or hiding the bar takes when animated: UIKit's `UINavigationControllerHideShowBarDuration`,
    /// 0.33 s.
    public class var hideShowBarDuration: CGFloat { 0.33 }

    /// Whether the bar is hidden.
    private var navigationBarHiddenStorage = false
    /// The stack, the root first. The children are the stack plus, while a pop runs, the view controllers
    /// leaving it (their parent stays the navigation controller until the pop ends, as in UIKit).
    private var stack: [UIViewController] = []
    /// The push or pop running now.
    private var currentTransition: ViewControllerTransition?

    /// A navigation controller whose stack holds `rootViewController`.
    public init(rootViewController: UIViewController) {
        navigationBar = UINavigationBar()
        super.init(nibName: nil, bundle: nil)
        navigationBar.managingController = self
        setViewControllers([rootViewController], animated: false)
    }

    /// A navigation controller with an empty stack. Headless the bar is always a ``UINavigationBar`` and the
    /// toolbar a ``UIToolbar``: Swift without the Objective-C runtime cannot make an instance of a class given as
    /// `AnyClass`, so the classes are ignored (a diagnostic says so when one is given).
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        navigationBar = UINavigationBar()
        super.init(nibName: nil, bundle: nil)
        navigationBar.managingController = self
        if let navigationBarClass, navigationBarClass != UINavigationBar.self {
            UIViewController.reportWarning(kind: .navigationBarClassIgnored, message:
                "init(navigationBarClass:toolbarClass:) cannot make a \(navigationBarClass) headless; a UINavigationBar is used.")
        }
    }

    /// A navigation controller with an empty stack (nibs are not supported headless).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        navigationBar = UINavigationBar()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationBar.managingController = self
    }

    /// Archives are not supported headless: nil, except for a construction from a metatype
    /// (``UIViewControllerMetatypeConstructible``), which makes an empty navigation controller.
    public required init?(coder: NSCoder) {
        guard coder is MetatypeConstructionCoder else { return nil }
        navigationBar = UINavigationBar()
        super.init(coder: coder)
        navigationBar.managingController = self
    }

    /// Makes the navigation controller's view (the size of the screen, as UIKit's), with the bar and the top
    /// view controller's view in it.
    open override func loadView() {
        let container = NavigationControllerView(frame: defaultViewFrame)
        container.controller = self
        view = container
    }

    /// Puts the bar and the top view controller's view in the loaded view.
    open override func viewDidLoad() {
        super.viewDidLoad()
        installBar()
        if let top = topViewController { install(top.view) }
        layoutContainer()
    }

    // MARK: - The stack

    /// The view controllers of the stack, the root first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The view controller at the top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The view controller shown now: the top one, or one presented over the navigation controller.
    open var visibleViewController: UIViewController? {
        var shown = presentedViewController
        while let next = shown?.presentedViewController { shown = next }
        return shown ?? topViewController
    }

    /// Pushes `viewController` onto the stack and shows it. Pushing a view controller already in the stack
    /// or a navigation controller is a programmer error (see ``UIViewController/failurePolicy``; recorded,
    /// the push is ignored).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard accepts(viewController, into: stack) else { return }
        changeStack(to: stack + [viewController], animated: animated, isPop: false)
    }

    /// Pops the top view controller and returns it; the root is never popped (nil).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        changeStack(to: Array(stack.dropLast()), animated: animated, isPop: true)
        return top
    }

    /// Pops every view controller above the root and returns them, bottom first (nil when only the root is
    /// there).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        changeStack(to: [stack[0]], animated: animated, isPop: true)
        return popped
    }

    /// Pops the view controllers above `viewController` and returns them, bottom first (an empty array when it
    /// is the top). A view controller not in the stack is a programmer error (UIKit raises "Tried to pop to a
    /// view controller that doesn't exist."; see ``UIViewController/failurePolicy``; recorded: nil).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            UIViewController.reportProgrammerError(kind: .navigationPopTargetMissing,
                                                   message: "Tried to pop to a view controller that doesn't exist.")
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        changeStack(to: Array(stack[...index]), animated: animated, isPop: true)
        return popped
    }

    /// Replaces the stack. The transition is a push when the new top was not in the stack, a pop otherwise.
    /// A view controller given twice, or a navigation controller, is a programmer error (see
    /// ``UIViewController/failurePolicy``; recorded: dropped).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var accepted: [UIViewController] = []
        for controller in viewControllers where accepts(controller, into: accepted, replacing: true) {
            accepted.append(controller)
        }
        let isPop = accepted.last.map { top in stack.contains { $0 === top } } ?? true
        changeStack(to: accepted, animated: animated, isPop: isPop)
    }

    /// Whether `controller` may join `stack`; reports UIKit's exception when it may not.
    private func accepts(_ controller: UIViewController, into stack: [UIViewController], replacing: Bool = false) -> Bool {
        if controller is UINavigationController {
            UIViewController.reportProgrammerError(kind: .navigationControllerPushed,
                                                   message: "Pushing a navigation controller is not supported")
            return false
        }
        if stack.contains(where: { $0 === controller }) {
            let message = replacing
                ? "All view controllers in a navigation controller must be distinct (\(stack.map { "\($0)" }.joined(separator: ", ")))"
                : "Pushing the same view controller instance more than once is not supported (\(controller))"
            UIViewController.reportProgrammerError(kind: .navigationStackDuplicate, message: message)
            return false
        }
        return true
    }

    // MARK: - The bar

    /// Whether the navigation bar is hidden (setting it is `setNavigationBarHidden(_:animated: false)`).
    open var isNavigationBarHidden: Bool {
        get { navigationBarHiddenStorage }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar; animated, the bar slides over ``hideShowBarDuration`` on the animation clock.
    /// The children's safe area changes at once (the model value, as UIKit's).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != navigationBarHiddenStorage else { return }
        navigationBarHiddenStorage = hidden
        guard isViewLoaded else {
            navigationBar.isHidden = hidden
            return
        }
        if !hidden { navigationBar.isHidden = false }
        if animated {
            UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration), animations: { self.layoutContainer() },
                           completion: { _ in if self.navigationBarHiddenStorage { self.navigationBar.isHidden = true } })
        } else {
            layoutContainer()
            navigationBar.isHidden = hidden
        }
    }

    /// Shows or hides the toolbar (headless: the children's bottom safe area changes).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }

    // MARK: - Transitions

    /// Moves from the current stack to `newStack`: containment calls, and, when the top changes in a loaded
    /// view, the transition (with appearance callbacks when on screen).
    private func changeStack(to newStack: [UIViewController], animated: Bool, isPop: Bool) {
        currentTransition?.finishNow()
        let oldStack = stack
        let oldTop = oldStack.last
        let newTop = newStack.last
        let removed = oldStack.filter { old in !newStack.contains { $0 === old } }
        let added = newStack.filter { new in !oldStack.contains { $0 === new } }
        for controller in added { addChild(controller) }
        for controller in removed { controller.willMove(toParent: nil) }
        for (index, controller) in newStack.enumerated() { moveChild(controller, to: index) }
        stack = newStack
        navigationBar.itemsDidChange()
        bottomToolbar.setItems(newStack.last?.toolbarItems, animated: false)
        (parent as? UITabBarController)?.layoutContainer()

        let finishContainment = {
            for controller in removed { controller.removeFromParent() }
            for controller in added { controller.didMove(toParent: self) }
        }
        guard oldTop !== newTop, isViewLoaded else {
            finishContainment()
            layoutContainer()
            return
        }
        let onScreen = appearanceState == .appeared && view.window != nil
        guard onScreen, let newTop else {
            // Off screen: the views change places without callbacks.
            oldTop?.viewIfLoaded?.removeFromSuperview()
            if let newTop { install(newTop.view) }
            finishContainment()
            layoutContainer()
            return
        }
        let transition = ViewControllerTransition(animated: animated, duration: Self.transitionDuration, style: .none,
                                                  containerView: view, from: oldTop, to: newTop)
        transition.attach(to: [self, newTop] + (oldTop.map { [$0] } ?? []))
        currentTransition = transition
        let toView: UIView = newTop.view
        install(toView)
        let fromView = oldTop?.viewIfLoaded
        let addedTop = added.contains { $0 === newTop }
        let removedOldTop = oldTop.map { old in removed.contains { $0 === old } } ?? false
        newTop.transitionFlags.movingToParent = addedTop
        oldTop?.transitionFlags.movingFromParent = removedOldTop
        oldTop?.forwardAppearance(false, done: false, animated: animated)
        newTop.forwardAppearance(true, done: false, animated: animated)
        delegate?.navigationController(self, willShow: newTop, animated: animated)
        view.layoutIfNeeded()

        let finishTransition = { [weak self] in
            guard let self else { return }
            if let fromView, fromView !== toView {
                fromView.removeFromSuperview()
                UIView.performWithoutAnimation { fromView.frame.origin.x = 0 }
            }
            oldTop?.forwardAppearance(false, done: true, animated: animated)
            newTop.forwardAppearance(true, done: true, animated: animated)
            newTop.transitionFlags.movingToParent = false
            oldTop?.transitionFlags.movingFromParent = false
            finishContainment()
            if self.currentTransition === transition { self.currentTransition = nil }
            self.layoutContainer()
            self.delegate?.navigationController(self, didShow: newTop, animated: animated)
        }
        if let oldTop, let delegate,
           let animator = delegate.navigationController(self, animationControllerFor: isPop ? .pop : .push, from: oldTop, to: newTop) {
            _ = delegate.navigationController(self, interactionControllerFor: animator)
            runCustomTransition(animator, from: oldTop, to: newTop, oldStack: oldStack, added: added, removed: removed,
                                transition: transition, animated: animated, finishTransition: finishTransition)
            return
        }
        let width = view.bounds.width
        if animated {
            UIView.performWithoutAnimation {
                toView.frame.origin.x = isPop ? -width * Self.parallaxFraction : width
                if isPop, let fromView {
                    view.bringSubviewToFront(fromView)
                    view.bringSubviewToFront(navigationBar)
                    view.bringSubviewToFront(bottomToolbar)
                }
            }
        }
        transition.start(animations: {
            toView.frame.origin.x = 0
            fromView?.frame.origin.x = isPop ? width : -width * Self.parallaxFraction
        }, completion: finishTransition)
    }

    /// A push or pop run by the delegate's animator: the arriving view is in the container (the navigation
    /// controller's view) at its final frame, under the bar; the transition ends when the animator has called
    /// `completeTransition(_:)` and the coordinator has ended. `completeTransition(false)` puts the old stack back.
    private func runCustomTransition(_ animator: any UIViewControllerAnimatedTransitioning, from oldTop: UIViewController,
                                     to newTop: UIViewController, oldStack: [UIViewController], added: [UIViewController],
                                     removed: [UIViewController], transition: ViewControllerTransition, animated: Bool,
                                     finishTransition: @escaping () -> Void) {
        let toView: UIView = newTop.view
        let fromView = oldTop.viewIfLoaded
        let fromFrame = fromView?.frame ?? .zero
        let frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)] = [
            ObjectIdentifier(oldTop): (fromFrame, .zero),
            ObjectIdentifier(newTop): (.zero, toView.frame),
        ]
        let context = CustomTransitionContext(
            container: view, animated: animated, style: .none, from: oldTop, to: newTop, fromView: fromView, toView: toView,
            frames: frames
        ) { [weak self] completed in
            animator.animationEnded(completed)
            guard let self else { return }
            if completed {
                finishTransition()
                return
            }
            // Cancelled: the arriving view controller leaves, the old top stays.
            toView.removeFromSuperview()
            newTop.forwardAppearance(false, done: false, animated: animated)
            newTop.forwardAppearance(false, done: true, animated: animated)
            oldTop.forwardAppearance(true, done: false, animated: animated)
            oldTop.forwardAppearance(true, done: true, animated: animated)
            newTop.transitionFlags.movingToParent = false
            oldTop.transitionFlags.movingFromParent = false
            for controller in added {
                controller.willMove(toParent: nil)
                controller.removeFromParent()
            }
            for controller in removed { controller.didMove(toParent: self) }
            for (index, controller) in oldStack.enumerated() { moveChild(controller, to: index) }
            stack = oldStack
            navigationBar.itemsDidChange()
            bottomToolbar.setItems(oldStack.last?.toolbarItems, animated: false)
            if currentTransition === transition { currentTransition = nil }
            layoutContainer()
        }
        let duration = animator.transitionDuration(using: context)
        transition.transitionDuration = animated && duration.isFinite ? max(0, duration) : 0
        transition.start(animations: {}, completion: { context.coordinatorDidEnd() })
        animator.animateTransition(using: context)
    }

    /// Puts the bar in the view, in front.
    private func installBar() {
        guard let view = viewIfLoaded else { return }
        navigationBar.isHidden = navigationBarHiddenStorage
        if navigationBar.superview !== view { view.addSubview(navigationBar) } else { view.bringSubviewToFront(navigationBar) }
        bottomToolbar.managingController = self
        bottomToolbar.isHidden = isToolbarHidden
        if bottomToolbar.superview !== view { view.addSubview(bottomToolbar) } else { view.bringSubviewToFront(bottomToolbar) }
    }

    /// Puts a child's view in the view, under the bar, filling it and resizing with it.
    private func install(_ childView: UIView) {
        guard let view = viewIfLoaded else { return }
        UIView.performWithoutAnimation { childView.frame = view.bounds }
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if navigationBar.superview === view {
            view.insertSubview(childView, belowSubview: navigationBar)
        } else {
            view.addSubview(childView)
        }
        layoutContainer()
    }

    /// The bar's title, prompt or large-title mode changed: lay out again.
    func barGeometryDidChange() {
        layoutContainer()
    }

    /// Places the bar under the status bar (above the view when hidden) and gives each child whose view is
    /// shown its safe area: the navigation controller's own, plus the bar at the top and the toolbar at the
    /// bottom, plus the child's ``UIViewController/additionalSafeAreaInsets``. A child whose view is a scroll view
    /// resting at its top edge is kept at its top edge.
    /// How far the bar has collapsed as its screen's scroll view scrolled its content up, 0 up to the bar's
    /// ``UINavigationBar/collapsibleHeight``: by the distance scrolled past where the content rests under the expanded
    /// bar. As on iOS, a search row that hides when scrolling goes first, then the large title, until only the
    /// standard row is left and the inline title shows; scrolling back to the top edge brings them back. The scroll
    /// view is the top view controller's view, or the first subview of it.
    private func barCollapse(safeTop: CGFloat) -> CGFloat {
        let collapsible = navigationBar.collapsibleHeight
        guard collapsible > 0, !navigationBarHiddenStorage, currentTransition == nil, let top = topViewController,
              let view = top.viewIfLoaded,
              let scrollView = view as? UIScrollView ?? view.subviews.first as? UIScrollView else { return 0 }
        let expandedSafeTop = safeTop + navigationBar.preferredHeight + top.additionalSafeAreaInsets.top
        let currentSafeTop = scrollView.safeAreaInsets.top
        let adjusted = scrollView.adjustedContentInset.top
        // Before the bar has entered the scroll view's safe area (its first layout), it is expanded: the first screen
        // shows the large title and the search field (iOS 13 and later).
        guard currentSafeTop > 0 else { return 0 }
        // A list resting at its top edge under an expanded bar stays expanded while the safe area around it changes
        // (the window's insets arriving, a rotation): it rests at the new edge.
        let barHeight = navigationBar.frame.height
        let expanded = barHeight == 0 || barHeight >= navigationBar.preferredHeight
        if expanded, scrollView.contentOffset.y == -adjusted { return 0 }
        // Where the content rests under the expanded bar: its adjusted inset with the expanded bar's safe area (when the
        // inset follows the safe area at all).
        let restingInset = adjusted >= currentSafeTop ? adjusted - currentSafeTop + expandedSafeTop : adjusted
        let distance = scrollView.contentOffset.y + restingInset
        guard distance.isFinite else { return 0 }
        return min(collapsible, max(0, distance))
    }

    /// Where a released drag of the top view controller's scroll view comes to rest so that the bar does not stay
    /// half collapsed, as iOS settles it: a `target` whose collapse distance (see ``barCollapse(safeTop:)``) falls
    /// strictly inside the collapsible range moves to the nearest stop — the bar expanded, the hiding search row
    /// gone (when there is also a large title), or the bar collapsed to its standard row. Other targets, and other
    /// scroll views, are kept.
    func restingOffsetSettlingBar(_ target: CGPoint, of scrollView: UIScrollView) -> CGPoint {
        let collapsible = navigationBar.collapsibleHeight
        guard collapsible > 0, !navigationBarHiddenStorage, currentTransition == nil, let top = topViewController,
              let view = top.viewIfLoaded, let container = viewIfLoaded,
              scrollView === (view as? UIScrollView ?? view.subviews.first as? UIScrollView) else { return target }
        let currentSafeTop = scrollView.safeAreaInsets.top
        guard currentSafeTop > 0 else { return target }
        let expandedSafeTop = container.safeAreaInsets.top + navigationBar.preferredHeight + top.additionalSafeAreaInsets.top
        let adjusted = scrollView.adjustedContentInset.top
        let restingInset = adjusted >= currentSafeTop ? adjusted - currentSafeTop + expandedSafeTop : adjusted
        let distance = target.y + restingInset
        guard distance.isFinite, distance > 0, distance < collapsible else { return target }
        var stops: [CGFloat] = [0, collapsible]
        if let item = navigationBar.topItem, item.searchController != nil, item.hidesSearchBarWhenScrolling,
           navigationBar.displaysLargeTitle {
            stops.append(UINavigationBar.searchBarHeight)
        }
        let nearest = stops.min { abs($0 - distance) < abs($1 - distance) } ?? 0
        return CGPoint(x: target.x, y: nearest - restingInset)
    }

    /// The tab bar item: the one set on the navigation controller, else its root view controller's, so a stack in a tab
    /// shows the item its first screen sets, as on iOS.
    open override var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            if let root = viewControllers.first { return root.tabBarItem }
            return super.tabBarItem
        }
        set { super.tabBarItem = newValue }
    }

    /// A navigation controller places its children's views by frame.
    override var placesChildViewsByFrame: Bool { true }

    func layoutContainer() {
        guard let view = viewIfLoaded else { return }
        let bounds = view.bounds
        let outer = view.safeAreaInsets
        let barHeight = navigationBar.preferredHeight - barCollapse(safeTop: outer.top)
        let barFrame = CGRect(x: 0, y: navigationBarHiddenStorage ? -barHeight : outer.top, width: bounds.width, height: barHeight)
        if navigationBar.frame != barFrame { navigationBar.frame = barFrame }
        // The top view controller's hidesBottomBarWhenPushed hides the toolbar (UIKit: "the value of this property on
        // the topmost view controller determines whether the toolbar is visible").
        let toolbarHidden = isToolbarHidden || topViewController?.hidesBottomBarWhenPushed == true
        let toolbarHeight = toolbarHidden ? 0 : bottomToolbar.preferredHeight
        let toolbarFrame = CGRect(x: 0, y: bounds.height - outer.bottom - bottomToolbar.preferredHeight, width: bounds.width,
                                  height: bottomToolbar.preferredHeight)
        if bottomToolbar.frame != toolbarFrame { bottomToolbar.frame = toolbarFrame }
        if bottomToolbar.isHidden != toolbarHidden { bottomToolbar.isHidden = toolbarHidden }
        let top = outer.top + (navigationBarHiddenStorage ? 0 : barHeight)
        let bottom = outer.bottom + toolbarHeight
        for child in children {
            guard let childView = child.viewIfLoaded, childView.superview === view else { continue }
            // The child's own `additionalSafeAreaInsets` are added by its view (see `UIView.safeAreaInsets`).
            let insets = UIEdgeInsets(top: top, left: outer.left, bottom: bottom, right: outer.right)
            if childView.overrideSafeAreaInsets != insets {
                // A scroll view resting at its top edge stays there as the bar's height enters its adjusted inset, as in
                // UIKit (a table under a large title starts scrolled to −(status bar + bar), its rows below the bar).
                let scrollView = childView as? UIScrollView
                let restsAtTop = scrollView.map { $0.contentOffset.y == -$0.adjustedContentInset.top } ?? false
                childView.overrideSafeAreaInsets = insets
                if restsAtTop, let scrollView, scrollView.contentOffset.y != -scrollView.adjustedContentInset.top {
                    scrollView.contentOffset.y = -scrollView.adjustedContentInset.top
                }
            }
            if child === topViewController, currentTransition == nil, childView.frame != bounds {
                UIView.performWithoutAnimation { childView.frame = bounds }
            }
        }
    }

    /// `viewController`'s toolbar items changed: the toolbar shows them when it is the top view controller.
    func toolbarItemsDidChange(of viewController: UIViewController) {
        if viewController === topViewController { bottomToolbar.setItems(viewController.toolbarItems, animated: false) }
    }
}
