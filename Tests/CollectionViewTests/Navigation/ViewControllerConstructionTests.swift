// Metatype construction (`UIViewControllerMetatypeConstructible`) is the same spelling as on iOS
// (`type.init()`); the 390 × 844 screen a view controller outside a window loads with is this library's
// headless screen. Beyond UIKit in those two respects.
import OpenCompositionalLayout
import Testing

/// Records the size its view has in `viewDidLoad`.
@MainActor
final class SizeReadingViewController: UIViewController {
    var sizeInViewDidLoad: CGSize?
    override func viewDidLoad() {
        super.viewDidLoad()
        sizeInViewDidLoad = view.bounds.size
    }
}

/// A subclass with an initializer of its own whose `init?(coder:)` calls `super`.
@MainActor
final class ModelViewController: UIViewController {
    var model = "default"
    init(model: String) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

@MainActor
@Suite struct ViewControllerConstructionTests {
    /// UIKit's `loadView()` makes a view the size of the screen: the window's bounds for a window's root,
    /// the window the container is in for a pushed view controller, `UIScreen.main` otherwise (402 × 874 points: the
    /// iPhone 16 Pro the app runs as by default).
    @Test func theDefaultViewIsTheSizeOfTheScreen() {
        let lone = SizeReadingViewController()
        lone.loadViewIfNeeded()
        #expect(lone.sizeInViewDidLoad == UIScreen.main.bounds.size)
        #if !canImport(UIKit)
        #expect(lone.sizeInViewDidLoad == CGSize(width: 402, height: 874))
        #endif

        let root = SizeReadingViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        window.rootViewController = root
        #expect(root.sizeInViewDidLoad == CGSize(width: 320, height: 568))

        let navigation = UINavigationController(rootViewController: UIViewController())
        let tablet = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 1366))
        tablet.rootViewController = navigation
        tablet.makeKeyAndVisible()
        let pushed = SizeReadingViewController()
        navigation.pushViewController(pushed, animated: false)
        #expect(pushed.sizeInViewDidLoad == CGSize(width: 1024, height: 1366))
        withExtendedLifetime(tablet) {}

        let grid = GridViewController()
        grid.loadViewIfNeeded()
        #expect(grid.collectionView.bounds.size == UIScreen.main.bounds.size)
    }

    /// `type.init()` on a `UIViewController.Type` value builds the dynamic type, as on iOS.
    @Test func metatypesConstruct() {
        let types: [UIViewController.Type] = [SizeReadingViewController.self, UINavigationController.self,
                                              UICollectionViewController.self, ModelViewController.self]
        let made = types.map { $0.init() }
        #expect(made[0] is SizeReadingViewController)
        #expect((made[1] as? UINavigationController)?.viewControllers.isEmpty == true)
        #expect(made[2] is UICollectionViewController)
        #expect((made[3] as? ModelViewController)?.model == "default")
        // By name, the class's own initializers run as before.
        #expect(ModelViewController(model: "inbox").model == "inbox")
        #expect(type(of: UIViewController()) == UIViewController.self)
    }

    /// A search controller built from its metatype is one without a results controller, as
    /// `UISearchController(searchResultsController: nil)`, and activating it works.
    @Test func aSearchControllerConstructsFromItsMetatype() {
        let type: UIViewController.Type = UISearchController.self
        let made = type.init()
        let search = made as? UISearchController
        #expect(search != nil)
        #expect(search?.searchResultsController == nil)
        #expect(search?.isActive == false)
        search?.isActive = true
        #expect(search?.isActive == true)
    }
}
