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

    /// An instance to serve as the proxy: made by this module for its own classes, else through `init?(coder:)`.
    private static func makeAppearanceProxy() -> Self {
        AppearanceProxyFactory.instance(of: self, module: AppearanceProxyFactory.makeBarItem(of: self)) { self.init(coder: $0) }
    }
}
