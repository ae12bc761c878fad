import CollectionGeometry

/// A section decoration (a background), as a value (what `NSCollectionLayoutDecorationItem` describes).
public struct DecorationSpec: Hashable, Sendable, Codable {
    /// The element kind its view is registered for.
    public var elementKind: String
    /// Its stacking order.
    public var zIndex: Int
    /// Insets taken off the section's frame.
    public var contentInsets: NSDirectionalEdgeInsets

    /// Creates a decoration.
    public init(elementKind: String, zIndex: Int, contentInsets: NSDirectionalEdgeInsets) {
        self.elementKind = elementKind
        self.zIndex = zIndex
        self.contentInsets = contentInsets
    }
}
