import CollectionGeometry
import Foundation

extension UIView: UIAppearance, UIAppearanceContainer {
    /// The proxy for all views of this class (see ``UIAppearance``).
    ///
    /// Headless the proxy is an instance of the class, made once: this module's view classes make it themselves;
    /// an app's own view class makes it through `init?(coder:)`, so that initializer must call
    /// `super.init(coder:)` (a direct subclass of `UIView` can) instead of stopping.
    public static func appearance() -> Self {
        AppearanceProxyRegistry.proxy(of: self, containers: [], trait: nil, make: makeAppearanceProxy)
    }

    /// The proxy for views of this class inside instances of `containerTypes` (outermost first), given to a view
    /// when it enters a window.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceProxyRegistry.proxy(of: self, containers: containerTypes, trait: nil, make: makeAppearanceProxy)
    }

    /// The proxy for views of this class whose traits match `trait`, given to a view when it enters a window.
    public static func appearance(for trait: UITraitCollection) -> Self {
        AppearanceProxyRegistry.proxy(of: self, containers: [], trait: trait, make: makeAppearanceProxy)
    }

    /// The proxy for views of this class whose traits match `trait`, inside instances of `containerTypes`.
    public static func appearance(for trait: UITraitCollection,
                                  whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceProxyRegistry.proxy(of: self, containers: containerTypes, trait: trait, make: makeAppearanceProxy)
    }

    /// An instance to serve as the proxy: made by this module for its own classes, else through `init?(coder:)`.
    private static func makeAppearanceProxy() -> Self {
        AppearanceProxyFactory.instance(of: self, module: AppearanceProxyFactory.makeView(of: self)) { self.init(coder: $0) }
    }
}

extension UIViewController: UIAppearanceContainer {}

/// The coder an appearance proxy of an app's own view class is made with (see ``UIView/appearance()``):
/// `UIView.init?(coder:)` makes an empty view for it. Beyond UIKit.
public final class AppearanceProxyCoder: NSCoder {}
