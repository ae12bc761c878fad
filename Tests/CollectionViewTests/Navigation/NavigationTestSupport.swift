import OpenCompositionalLayout

/// A shared record of the callbacks several view controllers hear, in order.
@MainActor
final class Journal {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    /// The entries without layout callbacks, which a transition's layout passes add to every view on screen.
    var appearanceEntries: [String] { entries.filter { !$0.contains("Layout") } }
}

/// A view controller that writes its lifecycle, appearance and containment callbacks to a journal, prefixed
/// with its name; its `transitionCoordinator` alongside and completion blocks are logged when `coordinates`.
@MainActor
class JournalViewController: UIViewController {
    let name: String
    let journal: Journal
    var coordinates = false

    init(_ name: String, journal: Journal) {
        self.name = name
        self.journal = journal
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() { super.viewDidLoad(); journal.add("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        journal.add("\(name).viewWillAppear")
        if coordinates, let coordinator = transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.journal.add("\(self.name).alongside") },
                                completion: { _ in self.journal.add("\(self.name).coordinatorCompletion") })
        }
    }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); journal.add("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); journal.add("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); journal.add("\(name).viewDidDisappear") }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); journal.add("\(name).viewWillLayoutSubviews") }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        journal.add("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        journal.add("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
    }
}

/// A navigation controller delegate that writes to a journal.
@MainActor
final class JournalNavigationDelegate: UINavigationControllerDelegate {
    let journal: Journal
    init(journal: Journal) { self.journal = journal }
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        journal.add("willShow \((viewController as? JournalViewController)?.name ?? "?")")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        journal.add("didShow \((viewController as? JournalViewController)?.name ?? "?")")
    }
}

/// A view controller whose view holds one subview pinned to the safe area layout guide.
@MainActor
final class SafeAreaContentViewController: UIViewController {
    let content = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
    }
}

/// A 390 × 844 window (an iPhone 14 in portrait) whose safe area is the status bar's 47 points at the top and
/// the home indicator's 34 at the bottom, showing `root`.
@MainActor
func makePhoneWindow(root: UIViewController, insets: UIEdgeInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.overrideSafeAreaInsets = insets
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}

/// The identities of view controllers, to compare stacks (view controllers are not `Equatable`).
@MainActor
func identities(_ controllers: [UIViewController]?) -> [ObjectIdentifier]? {
    controllers?.map(ObjectIdentifier.init)
}
