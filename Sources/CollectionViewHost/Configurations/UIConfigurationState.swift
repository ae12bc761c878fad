/// The state a configuration is updated for (UIKit's `UIConfigurationState`): a trait collection and any
/// custom states the app adds under its own keys.
public protocol UIConfigurationState {
    /// Creates a state for a trait collection.
    init(traitCollection: UITraitCollection)
    /// The traits of the view's environment.
    var traitCollection: UITraitCollection { get set }
    /// A custom state value, nil when not set.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The key of a custom configuration state (UIKit's `UIConfigurationStateCustomKey`); use a reverse-DNS
/// name to avoid collisions.
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// Creates a key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a key from its name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
