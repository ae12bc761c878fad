/// A type whose look can be set for all its instances at once through a proxy (UIKit's `UIAppearance`): set a
/// property on `appearance()` — `UINavigationBar.appearance().tintColor = .systemPink` — and every instance made
/// afterwards takes it, unless the instance sets the property itself.
///
/// Headless, a plain ``appearance()`` proxy's values are given to each new instance as it is made (after the
/// class's own initializer, before the app's code sets anything), so what the app sets on an instance wins, as in
/// UIKit; ``appearance(whenContainedInInstancesOf:)`` and ``appearance(for:)`` proxies are given when the view
/// enters a window whose containers or traits match, to properties the instance has not changed since it was made.
/// UIKit's proxies forward any property marked `UI_APPEARANCE_SELECTOR`; these forward the properties apps set
/// through them (listed in ``AppearanceProperty``): colours, title attributes, bar appearances, fonts, styles.
/// Instances made before a proxy is set keep their look (UIKit updates them when they re-enter a window).
@MainActor
public protocol UIAppearance: AnyObject {
    /// The proxy for all instances of the class.
    static func appearance() -> Self
    /// The proxy for instances contained, at any depth, in instances of `containerTypes`, in order from the outermost
    /// (a view is contained in its superviews and in the view controllers whose views hold it).
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
    /// The proxy for instances whose traits match the traits `trait` specifies.
    static func appearance(for trait: UITraitCollection) -> Self
    /// The proxy for instances whose traits match `trait` and that are contained in instances of `containerTypes`.
    static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

/// A type an appearance proxy can be limited to instances inside of (UIKit's `UIAppearanceContainer`): views and
/// view controllers.
@MainActor
public protocol UIAppearanceContainer: AnyObject {}
