import Foundation

/// Lets a view controller type held in a metatype value be instantiated with `type.init()`, as on iOS:
///
/// ```swift
/// let screens: [UIViewController.Type] = [SettingsViewController.self, AboutViewController.self]
/// let controller = screens[0].init()
/// ```
///
/// Beyond UIKit. On iOS this works because Objective-C initializers are dispatched dynamically. Swift
/// without the Objective-C runtime only constructs through a metatype with a `required` initializer, and
/// making `init()` required would break every subclass that defines its own initializers (each would have
/// to write `required init()`). The one initializer UIKit already makes required is `init?(coder:)`, which
/// every such subclass already writes; this protocol's `init()` calls it with a private coder that
/// ``UIViewController/init(coder:)`` (and the library's container view controllers) answer by making a view
/// controller as `init(nibName: nil, bundle: nil)` does.
///
/// So `type.init()` builds any subclass that inherits its initializers. A subclass that defines its own
/// initializers runs its own `init?(coder:)`: one that calls `super.init(coder: coder)` works; one that
/// stops there (`fatalError()`, as Xcode's template does) stops, as `type.init()` stops on iOS with
/// "use of unimplemented initializer" for such a class; one that returns nil stops too.
/// Calling `init()` on the class by name (`SettingsViewController()`) is unchanged: it runs the class's own
/// `init()` or UIKit's convenience one.
@preconcurrency @MainActor
public protocol UIViewControllerMetatypeConstructible {
    /// The archive initializer every view controller has.
    init?(coder: NSCoder)
}

extension UIViewControllerMetatypeConstructible {
    /// Makes a view controller of the metatype's dynamic type (see ``UIViewControllerMetatypeConstructible``).
    public init() {
        // Delegating through `self` builds the metatype's dynamic type (`Self(coder:)` would build the static
        // one). A subclass whose `init?(coder:)` returns nil stops here, as `type.init()` stops on iOS for a
        // class without `init()`: there is no object to fall back to.
        self.init(coder: MetatypeConstructionCoder())!
    }
}

extension UIViewController: UIViewControllerMetatypeConstructible {}

/// The coder ``UIViewControllerMetatypeConstructible/init()`` passes to `init?(coder:)`: it holds no archive,
/// it only marks the call as a construction from a metatype.
final class MetatypeConstructionCoder: NSCoder {}
