import CollectionDiagnostics
import CollectionGeometry
import Foundation

/// A container that shows one of several view controllers, picked with a tab bar at the bottom (UIKit's
/// `UITabBarController`).
///
/// The view controllers are its children; only the selected one's view is in the hierarchy, filling the tab bar
/// controller's view under the bar. Its safe area is the tab bar controller's own (the window's) plus the bar's
/// height at the bottom (see ``UITabBar`` for the heights; the bar reaches down over the home indicator's area), plus
/// its ``UIViewController/additionalSafeAreaInsets``, so a navigation controller in a tab has its bar at the top and
/// its content above the tab bar.
///
/// Selecting a tab in code (``selectedIndex``, ``selectedViewController``) asks the delegate nothing, as in UIKit; a
/// user's tap (headless: ``UITabBar/simulateTap(onItemAt:)``) asks ``UITabBarControllerDelegate`` whether it may and
/// tells it afterwards; tapping the selected tab again pops a navigation controller there to its root, as iOS does.
/// While the tab bar controller is on screen a change of tab runs the appearance callbacks: the old tab's
/// `viewWillDisappear`, the new tab's `viewWillAppear`, the views swapped, `viewDidDisappear`, `viewDidAppear` (UIKit
/// does not animate a change of tab). Off screen the views change places without callbacks.
///
/// A "More" tab for the tabs that do not fit is not made headless: every tab shows in the bar.
@MainActor
open class UITabBarController: UIViewController {
    /// The bar. Its items are the view controllers' ``UIViewController/tabBarItem``s.
    public let tabBar: UITabBar
    /// The delegate, asked about and told of the user's selections.
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// The view controllers of the tabs.
    private var tabs: [UIViewController]?
    /// The index of the selected tab (`NSNotFound` without tabs).
    private var selection = NSNotFound

    /// A tab bar controller without tabs (nibs are not supported headless).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tabBar = UITabBar()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.managingController = self
    }

    /// Archives are not supported headless: nil, except for a construction from a metatype
    /// (``UIViewControllerMetatypeConstructible``), which makes a tab bar controller without tabs.
    public required init?(coder: NSCoder) {
        guard coder is MetatypeConstructionCoder else { return nil }
        tabBar = UITabBar()
        super.init(coder: coder)
        tabBar.managingController = self
    }

    /// Makes the tab bar controller's view (the size of the screen, as UIKit's), with the bar and the selected
    /// view controller's view in it.
    open override func loadView() {
        let container = TabBarControllerView(frame: defaultViewFrame)
        container.controller = self
        view = container
    }

    /// Puts the bar and the selected view controller's view in the loaded view.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tabBar)
        if let selected = selectedViewController { install(selected.view) }
        layoutContainer()
    }

    /// A tab bar controller places its children's views by frame.
    override var placesChildViewsByFrame: Bool { true }

    // MARK: - The tabs

    /// The view controllers of the tabs, in the bar's order. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. As UIKit does, the view controller selected before stays selected when it is among the new
    /// ones; otherwise the tab at the same index is selected, or the first when that index is gone. A view controller
    /// given twice keeps its first place.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        var accepted: [UIViewController] = []
        for controller in viewControllers ?? [] where controller !== self && !accepted.contains(where: { $0 === controller }) {
            accepted.append(controller)
        }
        let old = tabs ?? []
        let oldSelected = selectedViewController
        let removed = old.filter { controller in !accepted.contains { $0 === controller } }
        let added = accepted.filter { controller in !old.contains { $0 === controller } }
        var newSelection = NSNotFound
        if !accepted.isEmpty {
            if let oldSelected, let index = accepted.firstIndex(where: { $0 === oldSelected }) {
                newSelection = index
            } else if selection != NSNotFound, accepted.indices.contains(selection) {
                newSelection = selection
            } else {
                newSelection = 0
            }
        }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { addChild(controller) }
        for (index, controller) in accepted.enumerated() { moveChild(controller, to: index) }
        tabs = viewControllers == nil ? nil : accepted
        for controller in accepted { controller.tabBarItem.owningBar = tabBar }
        let newSelected = newSelection == NSNotFound ? nil : accepted[newSelection]
        switchTab(from: oldSelected, to: newSelected, index: newSelection)
        for controller in removed { controller.removeFromParent() }
        for controller in added { controller.didMove(toParent: self) }
    }

    /// The view controller of the selected tab (nil without tabs). Setting it selects its tab; a view controller
    /// that is not one of the tabs is a programmer error (UIKit raises "only a view controller in the tab bar
    /// controller's list of view controllers can be selected"; see ``UIViewController/failurePolicy``; recorded:
    /// ignored).
    open var selectedViewController: UIViewController? {
        get {
            guard let tabs, tabs.indices.contains(selection) else { return nil }
            return tabs[selection]
        }
        set {
            guard let newValue else { return }
            guard let index = tabs?.firstIndex(where: { $0 === newValue }) else {
                UIViewController.reportProgrammerError(kind: .tabBarSelectionInvalid, message:
                    "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected.")
                return
            }
            selectedIndex = index
        }
    }

    /// The index of the selected tab (`NSNotFound` without tabs). Setting an index out of range does nothing.
    open var selectedIndex: Int {
        get { selection }
        set {
            guard let tabs, tabs.indices.contains(newValue), newValue != selection else { return }
            switchTab(from: selectedViewController, to: tabs[newValue], index: newValue)
        }
    }

    /// A user's tap on the tab at `index` (see ``UITabBar/simulateTap(onItemAt:)``).
    func selectTabAsUser(at index: Int) {
        guard let tabs, tabs.indices.contains(index) else { return }
        let target = tabs[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: target) { return }
        if index == selection {
            // A second tap on the selected tab takes a navigation stack there back to its root, as iOS does.
            (target as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            switchTab(from: selectedViewController, to: target, index: index)
        }
        delegate?.tabBarController(self, didSelect: target)
    }

    // MARK: - Showing a tab

    /// Selects the tab at `index`, swapping the views (with appearance callbacks while on screen).
    private func switchTab(from oldSelected: UIViewController?, to newSelected: UIViewController?, index: Int) {
        selection = index
        guard oldSelected !== newSelected, isViewLoaded else {
            if isViewLoaded { layoutContainer() }
            return
        }
        let onScreen = appearanceState == .appeared && view.window != nil
        // The new tab's view loads first, as a pushed view controller's does.
        if let newSelected { _ = newSelected.view }
        if onScreen {
            oldSelected?.forwardAppearance(false, done: false, animated: false)
            newSelected?.forwardAppearance(true, done: false, animated: false)
        }
        oldSelected?.viewIfLoaded?.removeFromSuperview()
        if let newSelected { install(newSelected.view) }
        layoutContainer()
        if onScreen {
            view.layoutIfNeeded()
            oldSelected?.forwardAppearance(false, done: true, animated: false)
            newSelected?.forwardAppearance(true, done: true, animated: false)
        }
    }

    /// Puts a tab's view in the view, under the bar, filling it and resizing with it.
    private func install(_ childView: UIView) {
        guard let view = viewIfLoaded else { return }
        UIView.performWithoutAnimation { childView.frame = view.bounds }
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if tabBar.superview === view {
            view.insertSubview(childView, belowSubview: tabBar)
        } else {
            view.addSubview(childView)
        }
    }

    /// Whether the bar is hidden because the selected tab's navigation stack holds a view controller whose
    /// ``UIViewController/hidesBottomBarWhenPushed`` is set: once one is pushed, the bar stays hidden for the view
    /// controllers pushed after it, until it is popped, as on iOS.
    private var bottomBarHiddenByPush: Bool {
        guard let navigation = selectedViewController as? UINavigationController else { return false }
        return navigation.viewControllers.contains { $0.hidesBottomBarWhenPushed }
    }

    /// Places the bar at the bottom, reaching over the bottom safe area, and gives the selected tab's view its safe
    /// area: the tab bar controller's own plus the bar's height at the bottom (the tab's view adds the tab's
    /// ``UIViewController/additionalSafeAreaInsets``).
    func layoutContainer() {
        guard let view = viewIfLoaded else { return }
        let bounds = view.bounds
        let outer = view.safeAreaInsets
        let bottomInset = outer.bottom.isFinite ? max(0, outer.bottom) : 0
        let hidden = bottomBarHiddenByPush
        let barHeight = tabBar.preferredHeight
        let barFrame = CGRect(x: 0, y: bounds.height - bottomInset - barHeight, width: bounds.width, height: barHeight + bottomInset)
        if tabBar.frame != barFrame { tabBar.frame = barFrame }
        // The bar's own safe area: the sides and the home indicator's area it reaches over (its items stay out of them).
        let barInsets = UIEdgeInsets(top: 0, left: outer.left, bottom: bottomInset, right: outer.right)
        if tabBar.overrideSafeAreaInsets != barInsets { tabBar.overrideSafeAreaInsets = barInsets }
        if tabBar.isHidden != hidden { tabBar.isHidden = hidden }
        guard let selected = selectedViewController, let childView = selected.viewIfLoaded, childView.superview === view else { return }
        // The tab's own `additionalSafeAreaInsets` are added by its view (see `UIView.safeAreaInsets`).
        let insets = UIEdgeInsets(top: outer.top, left: outer.left,
                                  bottom: bottomInset + (hidden ? 0 : barHeight), right: outer.right)
        if childView.overrideSafeAreaInsets != insets { childView.overrideSafeAreaInsets = insets }
        if childView.frame != bounds { UIView.performWithoutAnimation { childView.frame = bounds } }
    }
}
