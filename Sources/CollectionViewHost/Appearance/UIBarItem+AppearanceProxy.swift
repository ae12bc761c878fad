import CollectionGeometry
import Foundation

extension UIBarItem: UIAppearance {
    /// The proxy for all items of this class (see ``UIAppearance``); its values are given to each item as it is made.
    public static func appearance() -> Self {
        AppearanceProxyRegistry.proxy(of: self, containers: [], trait: nil, make: makeAppearanceProxy)
    }

    /// The proxy for items of this class inside instances of `containerTypes`. Headless, bar items are not in the
    /// view hierarchy, so these values are stored and not given to items.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceProxyRegistry.proxy(of: self, containers: containerTypes, trait: nil, make: makeAppearanceProxy)
    }

    /// The proxy for items of this class whose traits match `trait` (stored, not given to items headless).
    public static func appearance(for trait: UITraitCollection) -> Self {
        AppearanceProxyRegistry.proxy(of: self, containers: [], trait: trait, make: makeAppearanceProxy)
    }

    /// The proxy for items whose traits match `trait` inside instances of `containerTypes` (stored, not given to
    /// items headless).
    public static func appearance(for trait: UITraitCollection,
                                  whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceProxyRegistry.proxy(of: self, containers: containerTypes, trait: trait, make: makeAppearanceProxy)
    }

    /// An instance to serve as the proxy.
    private static func makeAppearanceProxy() -> Self {
        if let made = AppearanceProxyFactory.makeBarItem(of: self) as? Self { return made }
        if let made = self.init(coder: AppearanceProxyCoder()) { return made }
        preconditionFailure("\(self).appearance(): headless, the appearance proxy of an app's own bar item class is made with "
                            + "init?(coder:), which returned nil; make it call super.init(coder:) for OpenCompositionalLayout's "
                            + "AppearanceProxyCoder.")
    }
}
