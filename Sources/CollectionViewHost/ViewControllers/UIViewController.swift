import CollectionGeometry

/// An object that manages a view hierarchy (UIKit's `UIViewController`), headless: the view lifecycle
/// (`loadView`, `viewDidLoad`, appearance and layout callbacks), traits, size transitions and child view
/// controllers. A ``UIWindow`` drives the lifecycle: `makeKeyAndVisible()` loads the root view controller's
/// view and runs its appearance and a layout pass; resizing the window runs `viewWillTransition(to:with:)`.
@MainActor
open class UIViewController {
    /// The view, once loaded.
    private var loadedView: UIView?
    /// Whether `loadView()` is running (reading `view` inside it must not load again).
    private var isLoadingView = false

    /// A localized title for the view controller.
    open var title: String?

    /// The view controllers added with ``addChild(_:)``, in order.
    public private(set) var children: [UIViewController] = []

    /// The view controller this one is a child of.
    public private(set) weak var parent: UIViewController?

    /// Creates a view controller. Nibs are not supported headless: the arguments are ignored and
    /// ``loadView()`` makes the view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// Creates a view controller from an archive. Archives are not supported headless, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a view controller without a nib.
    public convenience init() {
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
        }
    }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }

    /// Whether the view is loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view. The base implementation makes a plain `UIView`; subclasses assign their own to `view`
    /// and do not call `super`.
    open func loadView() {
        view = UIView(frame: .zero)
    }

    /// Loads the view if it is not loaded: ``loadView()`` (a plain view if it assigns none), then ``viewDidLoad()``.
    open func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        if loadedView == nil { view = UIView(frame: .zero) }
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

    /// Removes the view controller from its parent (calling its `didMove(toParent: nil)`); the caller
    /// calls `willMove(toParent: nil)` first and removes the view, as in UIKit.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the view controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the view controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}

    /// Runs the appearance callbacks for this controller and the children whose views are in its view's
    /// hierarchy (UIKit forwards appearance to them).
    func forwardAppearance(_ appearing: Bool, done: Bool, animated: Bool) {
        switch (appearing, done) {
        case (true, false): viewWillAppear(animated)
        case (true, true): viewDidAppear(animated)
        case (false, false): viewWillDisappear(animated)
        case (false, true): viewDidDisappear(animated)
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
