import Testing
import OpenCompositionalLayout

/// A view controller that logs its lifecycle.
@MainActor
class LoggingViewController: UIViewController {
    var log: [String] = []

    override func loadView() {
        log.append("loadView")
        view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    override func viewDidLoad() { super.viewDidLoad(); log.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("viewDidDisappear") }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); log.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); log.append("viewDidLayoutSubviews") }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.append("traitCollectionDidChange")
    }
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.append("viewWillTransition \(Int(size.width))x\(Int(size.height))")
        coordinator.animate(alongsideTransition: { _ in self.log.append("alongside \(Int(self.view.bounds.width))") },
                            completion: { _ in self.log.append("completion") })
    }
    override func willMove(toParent parent: UIViewController?) { log.append("willMove \(parent == nil ? "nil" : "parent")") }
    override func didMove(toParent parent: UIViewController?) { log.append("didMove \(parent == nil ? "nil" : "parent")") }
}

/// Apple's collection-view-controller idiom: overrides of the data-source and delegate methods.
@MainActor
final class GridViewController: UICollectionViewController {
    var items = Array(0..<40)
    var selected: [IndexPath] = []
    var environments: [(width: CGFloat, sizeClass: UIUserInterfaceSizeClass)] = []

    init() {
        let recorder = EnvironmentBox()
        let layout = UICollectionViewCompositionalLayout { _, environment in
            recorder.owner?.environments.append((environment.container.effectiveContentSize.width,
                                                 environment.traitCollection.horizontalSizeClass))
            // Two columns when compact, four when regular.
            let columns = environment.traitCollection.horizontalSizeClass == .regular ? 4 : 2
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .absolute(100)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitem: item, count: columns)
            return NSCollectionLayoutSection(group: group)
        }
        super.init(collectionViewLayout: layout)
        recorder.owner = self
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(TrackingCell.self, forCellWithReuseIdentifier: "cell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? TrackingCell)?.value = items[indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

/// Lets the section provider reach the controller that owns it (weakly).
@MainActor
final class EnvironmentBox {
    weak var owner: GridViewController?
}

@MainActor
@Suite struct ViewControllerLifecycleTests {
    @Test func viewLoadsLazily() {
        let controller = LoggingViewController()
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        controller.loadViewIfNeeded()
        controller.loadViewIfNeeded()
        #expect(controller.isViewLoaded)
        #expect(controller.log == ["loadView", "viewDidLoad"])
    }

    /// A window drives UIKit's order: load when it becomes the root, then appear around a layout pass.
    @Test func windowDrivesTheLifecycle() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = LoggingViewController()
        window.rootViewController = controller
        #expect(controller.log == ["loadView", "viewDidLoad"])
        window.makeKeyAndVisible()
        #expect(controller.log == ["loadView", "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews",
                                   "viewDidLayoutSubviews", "viewDidAppear"])
        #expect(window.isKeyWindow && !window.isHidden)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(controller.view.superview === window)
        // Replacing the root: the old one disappears.
        window.rootViewController = LoggingViewController()
        #expect(controller.log.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
    }

    /// A resize (rotation): viewWillTransition with the new size, the root view follows the window, a
    /// layout pass, then the coordinator's alongside block (seeing the new width) and completion.
    @Test func resizingTheWindowTransitions() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = LoggingViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.log = []
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(controller.log == ["viewWillTransition 844x390", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
                                   "alongside 844", "completion"])
        #expect(controller.view.bounds.size == CGSize(width: 844, height: 390))
    }

    /// New traits reach the view controller and every view below the window.
    @Test func traitsFlowDownFromTheWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = LoggingViewController()
        window.rootViewController = controller
        let subview = UIView(frame: .zero)
        controller.view.addSubview(subview)
        window.makeKeyAndVisible()
        controller.log = []
        window.traitCollection = window.traitCollection.modifyingTraits { $0.horizontalSizeClass = .regular }
        #expect(controller.traitCollection.horizontalSizeClass == .regular)
        #expect(subview.traitCollection.horizontalSizeClass == .regular)
        #expect(controller.log == ["traitCollectionDidChange", "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
    }

    /// Children: addChild calls willMove, the caller calls didMove; removeFromParent calls didMove(nil).
    /// A child whose view is in the parent's hierarchy gets the appearance callbacks.
    @Test func childViewControllers() {
        let parent = LoggingViewController()
        let child = LoggingViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children.count == 1 && child.parent === parent)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootViewController = parent
        window.makeKeyAndVisible()
        // addChild ran before the child's view was loaded.
        #expect(child.log == ["willMove parent", "loadView", "viewDidLoad", "didMove parent",
                              "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"])
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
        #expect(child.log.suffix(2) == ["willMove nil", "didMove nil"])
    }
}

@MainActor
@Suite struct CollectionViewControllerTests {
    /// The controller's collection view is its view, with the controller as data source and delegate;
    /// in a 390-wide window the section provider sees 390 and lays out two 195-wide columns.
    @Test func collectionViewControllerInAWindow() throws {
        let controller = GridViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let collectionView = try #require(controller.collectionView)
        #expect(controller.view === collectionView)
        #expect(collectionView.dataSource === controller)
        #expect(collectionView.delegate === controller)
        #expect(controller.environments.last?.width == 390)
        // Rows of 100: 844 / 100 → rows 0–8 overlap the window, 2 items each = 18 cells.
        #expect(collectionView.indexPathsForVisibleItems.count == 18)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 195, y: 0, width: 195, height: 100))
        collectionView.simulateTap(at: IndexPath(item: 3, section: 0))
        #expect(controller.selected == [IndexPath(item: 3, section: 0)])
    }

    /// A rotation re-runs the section provider with the new width (844); a regular size class switches it
    /// to four columns (844 / 4 = 211 wide).
    @Test func rotationAndTraitsRerunTheSectionProvider() {
        let controller = GridViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(controller.environments.last?.width == 844)
        #expect(controller.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 422, y: 0, width: 422, height: 100))
        window.traitCollection = window.traitCollection.modifyingTraits { $0.horizontalSizeClass = .regular }
        #expect(controller.environments.last?.sizeClass == .regular)
        #expect(controller.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 211, y: 0, width: 211, height: 100))
        // Rows of 100 in 390: rows 0–3, four items each.
        #expect(controller.collectionView.indexPathsForVisibleItems.count == 16)
    }

    @Test func clearsSelectionWhenAppearing() {
        let controller = GridViewController()
        controller.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        controller.viewWillAppear(false)
        #expect(controller.collectionView.indexPathsForSelectedItems == [])
        controller.clearsSelectionOnViewWillAppear = false
        controller.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        controller.viewWillAppear(false)
        #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(controller.installsStandardGestureForInteractiveMovement)
    }
}

@MainActor
@Suite struct ViewBasicsTests {
    /// Flexible left margin and width share a 160-point widening in proportion to 10 and 150: +10 and
    /// +150; a flexible height takes all of a 100-point heightening.
    @Test func autoresizingSharesTheChangeProportionally() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 150, height: 50))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.frame = CGRect(x: 0, y: 0, width: 460, height: 300)
        #expect(child.frame == CGRect(x: 20, y: 20, width: 300, height: 150))
        // Zero-length flexible parts share equally: 100 more → left +50, width +50.
        let thin = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 10))
        thin.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 10))
        holder.addSubview(thin)
        holder.frame.size.width = 100
        #expect(thin.frame == CGRect(x: 50, y: 0, width: 50, height: 10))
        // No mask: nothing moves.
        let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        parent.addSubview(fixed)
        parent.frame.size = CGSize(width: 100, height: 100)
        #expect(fixed.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    /// Conversions go through the superviews' frames and bounds origins (a scrolled view shifts its content).
    @Test func convertBetweenViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let scroller = UIScrollView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        root.addSubview(scroller)
        scroller.addSubview(inner)
        // (1, 1) in inner → 10 + 5 + 1, 20 + 5 + 1 = (16, 26) in root and in the window.
        #expect(inner.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 16, y: 26))
        #expect(inner.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 16, y: 26))
        #expect(inner.convert(CGPoint(x: 16, y: 26), from: root) == CGPoint(x: 1, y: 1))
        scroller.contentOffset = CGPoint(x: 0, y: 100)
        // Scrolled by 100: 26 − 100 = −74.
        #expect(inner.convert(CGRect(x: 1, y: 1, width: 3, height: 4), to: root) == CGRect(x: 16, y: -74, width: 3, height: 4))
        #expect(root.convert(CGRect(x: 16, y: -74, width: 3, height: 4), to: inner) == CGRect(x: 1, y: 1, width: 3, height: 4))
    }

    @Test func tintColorIsInherited() {
        let parent = UIView(frame: .zero)
        let child = UIView(frame: .zero)
        parent.addSubview(child)
        #expect(child.tintColor == UIColor.tintColor)
        parent.tintColor = .red
        #expect(child.tintColor == .red)
        child.tintColor = .blue
        #expect(child.tintColor == .blue)
        child.tintColor = nil
        #expect(child.tintColor == .red)
    }

    @Test func sizingAndStoredFlags() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(view.sizeThatFits(CGSize(width: 1, height: 1)) == CGSize(width: 30, height: 40))
        view.sizeToFit()
        #expect(view.frame.size == CGSize(width: 30, height: 40))
        #expect(view.translatesAutoresizingMaskIntoConstraints && !view.preservesSuperviewLayoutMargins)
        view.translatesAutoresizingMaskIntoConstraints = false
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func subviewOrderingAndLookup() {
        let parent = UIView(frame: .zero)
        let a = UIView(frame: .zero), b = UIView(frame: .zero), c = UIView(frame: .zero)
        a.tag = 1; b.tag = 2; c.tag = 3
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews.map(\.tag) == [3, 1, 2])
        parent.bringSubviewToFront(c)
        #expect(parent.subviews.map(\.tag) == [1, 2, 3])
        parent.sendSubviewToBack(b)
        #expect(parent.subviews.map(\.tag) == [2, 1, 3])
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(parent.subviews.map(\.tag) == [3, 1, 2])
        parent.insertSubview(c, aboveSubview: b)
        #expect(parent.subviews.map(\.tag) == [1, 2, 3])
        parent.insertSubview(c, belowSubview: a)
        #expect(parent.subviews.map(\.tag) == [3, 1, 2])
        let grandchild = UIView(frame: .zero)
        grandchild.tag = 9
        b.addSubview(grandchild)
        #expect(parent.viewWithTag(9) === grandchild)
        #expect(parent.viewWithTag(42) == nil)
        parent.exchangeSubview(at: 0, withSubviewAt: 7)
        #expect(parent.subviews.map(\.tag) == [3, 1, 2])
    }

    /// Moving between superviews calls the hooks in UIKit's order, and `window` finds the window.
    @Test func hierarchyHooksAndWindow() {
        @MainActor
        final class HookView: UIView {
            var log: [String] = []
            override func willMove(toSuperview newSuperview: UIView?) { log.append(newSuperview == nil ? "willMove nil" : "willMove") }
            override func didMoveToSuperview() { log.append(superview == nil ? "didMove nil" : "didMove") }
            override func didAddSubview(_ subview: UIView) { log.append("didAdd") }
            override func willRemoveSubview(_ subview: UIView) { log.append("willRemove") }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let parent = HookView(frame: .zero)
        let child = HookView(frame: .zero)
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(child.window === window)
        child.removeFromSuperview()
        #expect(child.window == nil)
        #expect(parent.log == ["willMove", "didMove", "didAdd", "willRemove"])
        #expect(child.log == ["willMove", "didMove", "willMove nil", "didMove nil"])
    }
}
