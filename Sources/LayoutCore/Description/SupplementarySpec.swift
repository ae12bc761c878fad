import CollectionGeometry

/// An item or group supplementary (a badge), as a value (what `NSCollectionLayoutSupplementaryItem` describes).
public struct SupplementarySpec: Hashable, Sendable, Codable {
    /// The supplementary's size.
    public var size: SizeSpec
    /// The element kind it is dequeued by.
    public var elementKind: String
    /// Where it attaches to its host.
    public var containerAnchor: AnchorSpec
    /// Which point of the supplementary sits on the container anchor, if not the matching one.
    public var itemAnchor: AnchorSpec?
    /// Its stacking order.
    public var zIndex: Int
    /// Insets taken off its box.
    public var contentInsets: NSDirectionalEdgeInsets

    /// Creates a supplementary.
    public init(size: SizeSpec, elementKind: String, containerAnchor: AnchorSpec, itemAnchor: AnchorSpec?, zIndex: Int, contentInsets: NSDirectionalEdgeInsets) {
        self.size = size
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        self.zIndex = zIndex
        self.contentInsets = contentInsets
    }
}
