import CollectionGeometry
import LayoutCore

/// An object that manages a view hierarchy (UIKit's `UIViewController`), headless: the view lifecycle
/// (`loadView`, `viewDidLoad`, appearance and layout callbacks), traits, size transitions and child view
/// controllers. A ``UIWindow`` drives the lifecycle: `makeKeyAndVisible()` loads the root view controller's
/// view and runs its appearance and a layout pass; resizing the window runs `viewWillTransition(to:with:)`.
@MainActor
open class UIViewController: UIResponder {
    /// The view, once loaded.
    private var loadedView: UIView?
    /// Whether `loadView()` is running (reading `view` inside it must not load again).
    private var isLoadingView = false

    /// A localized title for the view controller. Setting it sets the ``navigationItem``'s title too, as
    /// UIKit does.
    open var title: String? {
        didSet {
            storedNavigationItem?.title = title
            storedTabBarItem?.title = title
        }
    }

    /// The view controllers added with ``addChild(_:)``, in order.
    public private(set) var children: [UIViewController] = []

    /// The view controller this one is a child of.
    public private(set) weak var parent: UIViewController?

    // MARK: State kept for the extensions (navigation, presentation, transitions)

    /// Where the view is in its appearance cycle, from the appearance callbacks forwarded to it.
    var appearanceState = AppearanceState.disappeared
    /// The navigation item, once made (see ``navigationItem``).
    var storedNavigationItem: UINavigationItem?
    /// The tab bar item, once made or set (see ``tabBarItem``).
    var storedTabBarItem: UITabBarItem?
    /// The toolbar items (see ``toolbarItems``).
    var storedToolbarItems: [UIBarButtonItem]?
    /// The view controller presented over this one (strong: the presentation keeps it).
    var storedPresentedViewController: UIViewController?
    /// The view controller that presented this one.
    weak var storedPresentingViewController: UIViewController?
    /// The transition this view controller takes part in, while it runs.
    var activeTransition: ViewControllerTransition?
    /// The window this view controller's view is about to be put in as its root (read when the view loads).
    weak var windowLoadingView: UIWindow?
    /// Whether the view controller is being presented, dismissed, added to or removed from a parent.
    var transitionFlags = TransitionFlags()
    /// The presentation controller, once asked for or presented (see ``presentationController``).
    var storedPresentationController: UIPresentationController?
    /// The extension request set by `simulateExtensionContext(_:)`.
    var storedExtensionContext: NSExtensionContext?
    /// The size the view controller's content prefers, read by popovers, which follow a change while presented
    /// (default `.zero`: no preference).
    open var preferredContentSize = CGSize.zero {
        didSet { if preferredContentSize != oldValue { storedPresentationController?.relayout(animated: false) } }
    }

    /// How the view controller is shown when presented (default ``UIModalPresentationStyle/automatic``,
    /// which resolves to ``UIModalPresentationStyle/pageSheet`` as on iOS 13 and later).
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// The object that supplies custom animators (and, for the `.custom` style, the presentation controller) when
    /// this view controller is presented or dismissed.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The animation used when the view controller is presented (stored: the headless transition moves the
    /// view the same way whatever the style).
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    /// Whether the presented view controller refuses interactive dismissal (the swipe headless is
    /// ``simulateInteractiveDismissal(animated:)``); ``dismiss(animated:completion:)`` still dismisses it, as in UIKit.
    open var isModalInPresentation = false
    /// Whether this view controller's view is covered when a descendant presents with
    /// ``UIModalPresentationStyle/currentContext`` (stored; presentations always cover the window headless).
    open var definesPresentationContext = false
    /// Insets added to the safe area the container gives the view (a navigation bar's, the window's). The view's
    /// ``UIView/safeAreaInsets`` grow by them at once, and its subviews' with them.
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue else { return }
            viewIfLoaded?.updateSafeAreaInsets()
            parent?.viewIfLoaded?.setNeedsLayout()
        }
    }
    /// Whether the root view's layout margins are at least ``systemMinimumLayoutMargins`` (default `true`).
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { viewIfLoaded?.effectiveLayoutMarginsDidChange() } }
    }
    /// The smallest layout margins of the root view: none above and below, and 16 pt at the sides, 20 pt on views
    /// at least 414 pt wide (the widths where iPhones and iPads show 20-pt list and table insets). Apple does not
    /// publish the figures; these are the insets its lists show.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side = ListMetrics.systemMinimumLayoutMargin(width: viewIfLoaded?.bounds.width ?? 0)
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
    /// Whether this controller sets its children's root views' frames itself (navigation, tab bar, split and page
    /// view controllers do); a plain controller's children are placed by the app, with constraints or frames.
    var placesChildViewsByFrame: Bool { false }
    /// Called when the root view's safe-area insets changed; the base implementation does nothing.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the root view's layout margins changed; the base implementation does nothing.
    open func viewLayoutMarginsDidChange() {}
    /// Whether the bars at the bottom hide while this view controller is in a navigation stack: the navigation
    /// controller's toolbar while it is the top view controller, and the tab bar of a ``UITabBarController`` the stack
    /// is a tab of (see there).
    open var hidesBottomBarWhenPushed = false
    /// The status bar style the view controller prefers (``UIStatusBarStyle/default``); a window scene's
    /// ``UIStatusBarManager`` reads it.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the view controller prefers the status bar hidden (`false`).
    open var prefersStatusBarHidden: Bool { false }
    /// The child whose ``preferredStatusBarStyle`` is used instead of this one's (none).
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose ``prefersStatusBarHidden`` is used instead of this one's (none).
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Tells the system the status bar preferences changed; headless the status bar manager reads them when
    /// asked, so there is nothing to update.
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// The interface orientations the view controller supports: every one but upside down on a phone, every one
    /// on other devices, as UIKit's default.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIDevice.current.userInterfaceIdiom == .phone ? .allButUpsideDown : .all
    }
    /// The orientation the view controller prefers when presented full screen (portrait).
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

    /// Whether the view controller shows its editable view in editing mode (default `false`); setting it calls
    /// ``setEditing(_:animated:)`` without animation, as UIKit does.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    private var editingState = false
    private var storedEditButtonItem: UIBarButtonItem?

    /// Enters or leaves editing mode: ``isEditing`` takes `editing`, and ``editButtonItem`` reads "Done" (in the
    /// done style) while editing and "Edit" otherwise. Subclasses that own an editable view pass the change on
    /// and call `super` (`UITableViewController` sets its table's editing mode).
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        if let item = storedEditButtonItem { Self.updateEditButton(item, editing: editing) }
    }

    /// A bar button item that toggles editing mode: "Edit" in the plain style, "Done" in the done style while
    /// editing; tapping it calls ``setEditing(_:animated:)`` with the opposite of ``isEditing``, animated. Made
    /// on first use, then the same item.
    public var editButtonItem: UIBarButtonItem {
        if let storedEditButtonItem { return storedEditButtonItem }
        let item = UIBarButtonItem(primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        })
        Self.updateEditButton(item, editing: isEditing)
        storedEditButtonItem = item
        return item
    }

    /// The edit button's title and style for `editing`.
    private static func updateEditButton(_ item: UIBarButtonItem, editing: Bool) {
        item.title = editing ? "Done" : "Edit"
        item.style = editing ? .done : .plain
    }

    /// Creates a view controller. Nibs are not supported headless: the arguments are ignored and
    /// ``loadView()`` makes the view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// Creates a view controller from an archive. Archives are not supported headless, so this returns nil,
    /// except for the coder ``UIViewControllerMetatypeConstructible`` uses to build a view controller from its
    /// metatype (`type.init()`), which makes a view controller as `init(nibName: nil, bundle: nil)` does.
    public required init?(coder: NSCoder) {
        guard coder is MetatypeConstructionCoder else { return nil }
    }

    /// The next responder, as UIKit documents it: the controller that presented this one, else the view that
    /// holds this controller's view (the window for a window's root view controller, the parent's view for a
    /// child).
    open override var next: UIResponder? {
        if let presenting = presentingViewController, presenting.presentedViewController === self { return presenting }
        return viewIfLoaded?.superview
    }

    /// A view controller's first responder is kept by its view's hierarchy.
    override var firstResponderScope: UIResponder { viewIfLoaded?.firstResponderScope ?? self }

    /// Creates a view controller without a nib.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The root view; reading it loads it first (``loadView()`` then ``viewDidLoad()``), as UIKit does.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            if loadedView !== newValue { loadedView?.owningViewController = nil }
            loadedView = newValue
            newValue?.owningViewController = self
            if let newValue {
                // A root view's own margins start at none; the system minimums keep its sides apart from the edges.
                if newValue.requestedLayoutMargins == UIView.defaultLayoutMargins { newValue.requestedLayoutMargins = .zero }
                newValue.updateSafeAreaInsets()
            }
        }
    }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }

    /// Whether the view is loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view. The base implementation makes a plain `UIView` the size of the screen, as UIKit's does
    /// (see ``defaultViewFrame``), so `viewDidLoad()` reads a real size; subclasses assign their own to `view`
    /// and do not call `super`.
    open func loadView() {
        view = UIView(frame: defaultViewFrame)
    }

    /// Loads the view if it is not loaded: ``loadView()`` (a screen-sized plain view if it assigns none), then
    /// ``viewDidLoad()``.
    open func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        if loadedView == nil { view = UIView(frame: defaultViewFrame) }
        isLoadingView = false
        viewDidLoad()
    }

    /// Called after the view is loaded.
    open func viewDidLoad() {}
    /// Called before the view is added to a visible window.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view was added to a visible window.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the visible window.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left the visible window.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// The traits of the view controller's environment: its view's (or its parent's while the view is not loaded).
    open var traitCollection: UITraitCollection {
        loadedView?.traitCollection ?? parent?.traitCollection ?? UITraitCollection.defaultPhone
    }

    /// Called when the traits of the view changed; the base implementation does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called before the view's size changes to `size` (a window resize or rotation). The base implementation
    /// passes the call on to the children.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// Adds a child view controller (calling its `willMove(toParent:)`); the caller adds the child's view to
    /// the hierarchy and then calls the child's `didMove(toParent:)`, as in UIKit.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self else { return }
        if childController.parent !== self {
            childController.removeFromParent()
        } else {
            return
        }
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Puts `childController` at `index` among the children (a navigation stack keeps its order this way).
    func moveChild(_ childController: UIViewController, to index: Int) {
        guard let current = children.firstIndex(where: { $0 === childController }) else { return }
        children.remove(at: current)
        children.insert(childController, at: min(max(0, index), children.count))
    }

    /// Removes the view controller from its parent (calling its `didMove(toParent: nil)`); the caller
    /// calls `willMove(toParent: nil)` first and removes the view, as in UIKit.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    // MARK: Content unavailable (iOS 17)

    /// A configuration shown over the view controller's content when it has none to show (a
    /// ``UIContentUnavailableConfiguration``, or any content configuration): its content view fills ``view``,
    /// above the other subviews, updated for ``contentUnavailableConfigurationState``; nil removes it.
    open var contentUnavailableConfiguration: (any UIContentConfiguration)? {
        didSet { showContentUnavailableConfiguration() }
    }

    /// The state ``contentUnavailableConfiguration`` is updated for: the view controller's traits and the text of
    /// its navigation item's search controller (a `search()` configuration names it).
    open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        var state = UIContentUnavailableConfigurationState(traitCollection: traitCollection)
        state.searchText = storedNavigationItem?.searchController?.searchBar.text
        return state
    }

    /// Asks for ``updateContentUnavailableConfiguration(using:)`` with the current state, then shows the
    /// configuration updated for it. UIKit defers the update to before the next layout; headless it runs at
    /// once.
    open func setNeedsUpdateContentUnavailableConfiguration() {
        updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
        showContentUnavailableConfiguration()
    }

    /// Override to change ``contentUnavailableConfiguration`` for `state` (after a search text changed, say);
    /// the default does nothing.
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}

    /// The view showing ``contentUnavailableConfiguration``, inside ``view``.
    var contentUnavailableView: (any UIView & UIContentView)?

    /// Installs, updates or removes the content-unavailable view.
    private func showContentUnavailableConfiguration() {
        guard let configuration = contentUnavailableConfiguration?.updated(for: contentUnavailableConfigurationState) else {
            contentUnavailableView?.removeFromSuperview()
            contentUnavailableView = nil
            return
        }
        if let existing = contentUnavailableView, existing.supports(configuration) {
            existing.configuration = configuration
        } else {
            contentUnavailableView?.removeFromSuperview()
            let shown = configuration.makeContentView()
            contentUnavailableView = shown
            loadViewIfNeeded()
            view.addSubview(shown)
        }
        guard let shown = contentUnavailableView else { return }
        shown.frame = view.bounds
        shown.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        shown.layoutIfNeeded()
    }

    // MARK: Navigation and presentation (overridable, as in UIKit; the work is in the extensions)

    /// What a navigation bar shows for this view controller, made the first time it is read, with the view
    /// controller's ``title``; setting ``title`` later sets the item's title too.
    open var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = UINavigationItem()
        item.title = title
        storedNavigationItem = item
        return item
    }

    /// What a tab bar shows for this view controller in a ``UITabBarController``, made the first time it is read with
    /// the view controller's ``title`` (and no image); setting ``title`` later sets the item's title too, as UIKit does.
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }

    /// The items a navigation controller's toolbar shows while this view controller is at the top of its stack
    /// (setting it is `setToolbarItems(_:animated: false)`).
    open var toolbarItems: [UIBarButtonItem]? {
        get { storedToolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets the items a navigation controller's toolbar shows for this view controller (headless the change is
    /// immediate).
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        storedToolbarItems = toolbarItems
        navigationController?.toolbarItemsDidChange(of: self)
    }

    /// Shows `vc` in the primary context: pushes it when this view controller is in a navigation controller,
    /// presents it otherwise (UIKit's behaviour without a split view controller).
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController { navigationController.pushViewController(vc, animated: true) } else { present(vc, animated: true) }
    }

    /// Shows `vc` in the secondary (detail) context: inside a split view controller, as its
    /// ``UISplitViewController/showDetailViewController(_:sender:)`` does; elsewhere pushed when this view controller is
    /// in a navigation controller and presented otherwise.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let splitViewController {
            splitViewController.showDetailViewController(vc, sender: sender)
            return
        }
        show(vc, sender: sender)
    }

    /// Presents `viewControllerToPresent` over this view controller's context (see
    /// ``UIModalPresentationStyle``), animated on the animation clock; `completion` runs after its
    /// `viewDidAppear(_:)`. Presenting while this context already presents something does nothing (UIKit logs
    /// "Attempt to present … which is already presenting …"; here a diagnostic), and so does presenting from
    /// a view controller whose view is not in a window. Presenting a view controller that is already
    /// presented, or presenting on itself, is a programmer error (see ``failurePolicy``).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the view controller this one presented (and any presented over it), or, when it presented
    /// none, this view controller if it was presented; animated on the animation clock. `completion` runs
    /// when the dismissal ends; when there is nothing to dismiss it is not called.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    /// Called before the view controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the view controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}

    /// Runs the appearance callbacks for this controller and the children whose views are in its view's
    /// hierarchy (UIKit forwards appearance to them).
    func forwardAppearance(_ appearing: Bool, done: Bool, animated: Bool) {
        switch (appearing, done) {
        case (true, false):
            appearanceState = .appearing
            viewWillAppear(animated)
        case (true, true):
            appearanceState = .appeared
            viewDidAppear(animated)
        case (false, false):
            appearanceState = .disappearing
            viewWillDisappear(animated)
        case (false, true):
            appearanceState = .disappeared
            viewDidDisappear(animated)
        }
        guard let root = loadedView else { return }
        for child in children {
            guard let childView = child.viewIfLoaded, childView.isDescendant(of: root) else { continue }
            child.forwardAppearance(appearing, done: done, animated: animated)
        }
    }
}

extension UIView {
    /// Whether the view is `view` or inside it.
    ///
    /// - Complexity: O(d), d = the view's depth.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }
}
