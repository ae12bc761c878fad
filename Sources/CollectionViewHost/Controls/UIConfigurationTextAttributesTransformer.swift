import CollectionGeometry

/// A function that turns text attributes into others, applied by a button configuration to its title and subtitle
/// (UIKit's `UIConfigurationTextAttributesTransformer`, iOS 15): it receives a container with the text's current
/// attributes (font, foreground colour…) and returns the attributes to draw with. Two transformers are equal when
/// they are the same one (or copies of it). The closure is `@Sendable` (Swift 6's strict concurrency: a
/// configuration is `Sendable`).
public struct UIConfigurationTextAttributesTransformer: Hashable, Sendable {
    /// The transformation.
    public let transform: @Sendable (AttributeContainer) -> AttributeContainer
    private final class Token: Sendable {}
    /// The transformer's identity: copies share it.
    private let token = Token()

    /// Creates a transformer from a function.
    public init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    /// Transforms `input`.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }

    /// Whether two values are the same transformer (see the type's discussion).
    public static func == (lhs: UIConfigurationTextAttributesTransformer, rhs: UIConfigurationTextAttributesTransformer) -> Bool {
        lhs.token === rhs.token
    }

    /// Hashes the transformer's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(token)) }
}
