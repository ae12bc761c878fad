import CollectionGeometry

/// The backdrop of an app's views (UIKit's `UIWindow`), headless: it hosts a root view controller, drives
/// its lifecycle and lays it out. Resizing the window (`frame`) runs the root view controller's
/// `viewWillTransition(to:with:)`, resizes the root view and lays out again; setting ``traitCollection``
/// passes the traits down and lays out again, so a compositional layout's section provider sees the new
/// environment, as after a rotation or a size-class or appearance change on a device.
@MainActor
open class UIWindow: UIView {
    /// Whether the window is the key window.
    public internal(set) var isKeyWindow = false
    /// Whether the root view controller's view has appeared.
    private var hasAppeared = false
    /// The frame of the on-screen keyboard in the window's coordinates, or nil while it is hidden. The keyboard shows
    /// when a text field or text view becomes the window's first responder and hides when none is, posting UIKit's
    /// keyboard notifications. Beyond UIKit (apps read it from the keyboard notifications).
    public internal(set) var keyboardFrame: CGRect?

    /// The view controller whose view fills the window. Setting it loads that view and puts it in the
    /// window, sized to the window and resizing with it; in a visible window the old root disappears and
    /// the new one appears.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if hasAppeared, let oldValue { oldValue.forwardAppearance(false, done: false, animated: false) }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if hasAppeared, let oldValue { oldValue.forwardAppearance(false, done: true, animated: false) }
            hasAppeared = false
            installRootView()
            if !isHidden { appear() }
        }
    }

    /// Creates a window with a frame; it is hidden until ``makeKeyAndVisible()``.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a window in `windowScene`: the size of the scene's screen, with the device's safe area and the
    /// scene's traits; hidden until ``makeKeyAndVisible()``.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.bounds)
        isHidden = true
        self.windowScene = windowScene
        windowScene.addWindow(self)
    }

    /// The window scene the window is in; setting it moves the window to that scene, which fits it.
    open weak var windowScene: UIWindowScene? {
        didSet { if windowScene !== oldValue { oldValue?.removeWindow(self); windowScene?.addWindow(self) } }
    }

    /// The next responder: the window scene (none for a window outside a scene).
    open override var next: UIResponder? { windowScene }

    /// Archives are not supported headless, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The window's frame. A change of size tells the root view controller `viewWillTransition(to:with:)`
    /// first, then resizes the root view and, in a visible window, lays out; the coordinator's alongside and
    /// completion blocks run after that layout.
    open override var frame: CGRect {
        willSet {
            if newValue.size != frame.size, let rootViewController, rootViewController.isViewLoaded {
                let coordinator = WindowTransitionCoordinator(containerView: self)
                pendingTransition = coordinator
                rootViewController.viewWillTransition(to: newValue.size, with: coordinator)
            }
        }
        didSet {
            guard let coordinator = pendingTransition else { return }
            pendingTransition = nil
            if !isHidden { layoutIfNeeded() }
            coordinator.finish()
        }
    }

    /// The coordinator of the resize in progress.
    private var pendingTransition: WindowTransitionCoordinator?

    /// The window's traits; setting them passes them to every view and view controller below and, in a
    /// visible window, lays out again.
    open override var traitCollection: UITraitCollection {
        didSet { if traitCollection != oldValue, !isHidden { layoutIfNeeded() } }
    }

    /// Makes the window key and shows it: the root view controller's view appears (`viewWillAppear(_:)`, a
    /// layout pass with `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`, `viewDidAppear(_:)`).
    open func makeKeyAndVisible() {
        isKeyWindow = true
        windowScene?.windowDidBecomeKey(self)
        isHidden = false
        appear()
    }

    /// Makes the window key without showing it.
    open func makeKey() {
        isKeyWindow = true
        windowScene?.windowDidBecomeKey(self)
    }

    /// The window's safe-area insets (beyond UIKit, where the device decides them: set them to simulate the
    /// status bar, a notch or the home indicator). The root view controller's view fills the window, so it
    /// takes them on, and a navigation controller there puts its bar below the status bar's inset.
    open override var overrideSafeAreaInsets: UIEdgeInsets {
        didSet {
            if overrideSafeAreaInsets != oldValue { rootViewController?.viewIfLoaded?.overrideSafeAreaInsets = overrideSafeAreaInsets }
        }
    }

    /// Puts the root view in the window, sized to it and resizing with it. The view loads the size of the
    /// window (UIKit's `loadView()` makes a screen-sized view) and takes on the window's safe area when the
    /// window has one.
    private func installRootView() {
        guard let rootViewController else { return }
        rootViewController.windowLoadingView = self
        let root: UIView = rootViewController.view
        rootViewController.windowLoadingView = nil
        root.frame = bounds
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if overrideSafeAreaInsets != .zero { root.overrideSafeAreaInsets = overrideSafeAreaInsets }
        addSubview(root)
    }

    /// Runs the root view controller's appearance once: will appear, layout, did appear.
    private func appear() {
        guard let rootViewController, !hasAppeared else {
            layoutIfNeeded()
            return
        }
        if rootViewController.viewIfLoaded?.superview !== self { installRootView() }
        rootViewController.forwardAppearance(true, done: false, animated: false)
        layoutIfNeeded()
        hasAppeared = true
        rootViewController.forwardAppearance(true, done: true, animated: false)
    }
}
