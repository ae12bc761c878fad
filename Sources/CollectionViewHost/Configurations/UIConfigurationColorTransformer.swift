import CollectionGeometry

/// A function that turns one colour into another, applied by configurations when they resolve colours
/// (UIKit's `UIConfigurationColorTransformer`). Two transformers are equal when they are the same one (or
/// copies of it).
public struct UIConfigurationColorTransformer: Hashable, Sendable {
    private let transform: @Sendable (UIColor) -> UIColor
    private final class Token: Sendable {}

    /// Creates a transformer from a function.
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) {
        self.transform = transform
        self.token = Token()
    }

    /// The transformer's identity: copies share it.
    private let token: Token

    /// Transforms `color`.
    public func callAsFunction(_ color: UIColor) -> UIColor { transform(color) }

    /// Turns a colour to its grey of equal mean brightness (alpha kept).
    public static let grayscale = UIConfigurationColorTransformer { color in
        var white: CGFloat = 0, alpha: CGFloat = 0
        color.getWhite(&white, alpha: &alpha)
        return UIColor(white: white, alpha: alpha)
    }

    /// Replaces the colour with the tint colour (alpha kept).
    public static let preferredTint = UIConfigurationColorTransformer { color in
        var alpha: CGFloat = 0
        color.getRed(nil, green: nil, blue: nil, alpha: &alpha)
        return UIColor.tintColor.withAlphaComponent(alpha)
    }

    /// Whether two values are equal (see the type's discussion for what counts).
    public static func == (lhs: UIConfigurationColorTransformer, rhs: UIConfigurationColorTransformer) -> Bool {
        lhs.token === rhs.token
    }

    /// Hashes the parts that equality compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(token)) }
}
