import CollectionGeometry

/// A view's appearance override: the style it forces on its traits, and the style its environment gave
/// (restored when the override is removed).
struct AppearanceOverride: Sendable {
    /// The forced style (`.unspecified`: none).
    var style: UIUserInterfaceStyle = .unspecified
    /// The style the environment gave before the override applied.
    var inherited: UIUserInterfaceStyle = .unspecified

    /// `traits` with the forced style; the environment's style is remembered.
    mutating func applied(to traits: UITraitCollection) -> UITraitCollection {
        guard style != .unspecified else { return traits }
        if traits.userInterfaceStyle != style { inherited = traits.userInterfaceStyle }
        guard traits.userInterfaceStyle != style else { return traits }
        return traits.modifyingTraits { $0.userInterfaceStyle = style }
    }
}

extension UIView {
    /// The appearance the view and its subviews take whatever their environment's (UIKit's
    /// `overrideUserInterfaceStyle`; default `.unspecified`, follow the environment). Setting it changes the
    /// view's ``traitCollection`` (and so its subviews', and the owning view controller hears
    /// `traitCollectionDidChange(_:)`); setting `.unspecified` restores the environment's style (the
    /// superview's, else the one the view had before the override).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { appearanceOverride.style }
        set {
            guard newValue != appearanceOverride.style else { return }
            let environment = superview?.traitCollection.userInterfaceStyle
                ?? (appearanceOverride.style == .unspecified ? traitCollection.userInterfaceStyle : appearanceOverride.inherited)
            appearanceOverride.style = newValue
            appearanceOverride.inherited = environment
            let style = newValue == .unspecified ? environment : newValue
            traitCollection = traitCollection.modifyingTraits { $0.userInterfaceStyle = style }
        }
    }
}

extension UIViewController {
    /// The appearance the view controller's view, its subviews and its children's views take (UIKit's
    /// `overrideUserInterfaceStyle`). Headless it is the view's: setting it loads the view.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { view.overrideUserInterfaceStyle }
        set { view.overrideUserInterfaceStyle = newValue }
    }
}
