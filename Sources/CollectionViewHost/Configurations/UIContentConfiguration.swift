import CollectionGeometry

/// A description of a view's content and its appearance (UIKit's `UIContentConfiguration`).
///
/// A cell's `contentConfiguration` makes the content view once and hands later configurations of
/// the same kind to that view.
///
/// The protocol itself is not actor-isolated (so value configurations stay `Hashable` and `Sendable`);
/// making the view is main-actor work, as in UIKit.
public protocol UIContentConfiguration {
    /// Makes a new content view showing this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// A copy of the configuration adjusted for `state`.
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration (UIKit's `UIContentView`).
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration the view shows; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (UIKit's default: yes).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Supports every configuration, as UIKit's default implementation does.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}
