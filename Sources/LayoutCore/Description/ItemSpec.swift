import CollectionGeometry

/// An item or a group, as a value (what `NSCollectionLayoutItem` and `NSCollectionLayoutGroup` describe).
public struct ItemSpec: Sendable, Hashable, Codable {
    /// The element's size.
    public var size: SizeSpec
    /// Insets taken off the element's box (ignored on estimated axes).
    public var contentInsets: NSDirectionalEdgeInsets
    /// Space around the element's box; neighbours move.
    public var edgeSpacing: EdgeSpacingSpec
    /// Badges and other supplementaries anchored to the element.
    public var supplementaries: [SupplementarySpec]
    // An array as an indirect box: a struct cannot hold itself directly.
    private var groupBox: [GroupSpec]

    /// The group, when this item is one.
    public var group: GroupSpec? {
        get { groupBox.first }
        set { groupBox = newValue.map { [$0] } ?? [] }
    }

    /// Creates an item, or a group when `group` is given.
    public init(size: SizeSpec, contentInsets: NSDirectionalEdgeInsets, edgeSpacing: EdgeSpacingSpec,
                 supplementaries: [SupplementarySpec], group: GroupSpec?) {
        self.size = size
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaries = supplementaries
        self.groupBox = group.map { [$0] } ?? []
    }

    /// Whether any dimension in this subtree is estimated (self-sizing).
    public var containsEstimatedDimension: Bool {
        size.width.isEstimated || size.height.isEstimated || (group?.subitems.contains { $0.containsEstimatedDimension } ?? false)
    }

    /// Whether a custom group sits anywhere in this subtree.
    package var containsCustomGroup: Bool {
        guard let group else { return false }
        if case .custom = group.kind { return true }
        return group.subitems.contains { $0.containsCustomGroup }
    }

    /// Which axes are estimated anywhere in this subtree (the lengths a measurement can change).
    package var estimatedAxes: (width: Bool, height: Bool) {
        var width = size.width.isEstimated, height = size.height.isEstimated
        for subitem in group?.subitems ?? [] {
            let axes = subitem.estimatedAxes
            width = width || axes.width
            height = height || axes.height
        }
        return (width, height)
    }

    /// A text drawing of the subtree, for `visualDescription()`.
    package func treeDescription(indent: Int) -> String {
        let pad = String(repeating: "  ", count: indent)
        guard let group else { return "\(pad)item \(size.width) × \(size.height)\n" }
        var text = "\(pad)group \(group.kind) \(size.width) × \(size.height)\n"
        for subitem in group.subitems { text += subitem.treeDescription(indent: indent + 1) }
        return text
    }

    private enum CodingKeys: String, CodingKey {
        case size, contentInsets, edgeSpacing, supplementaries, group
    }

    /// Decodes an item; a `group` key makes it a group.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(size: try container.decode(SizeSpec.self, forKey: .size),
                  contentInsets: try container.decodeIfPresent(NSDirectionalEdgeInsets.self, forKey: .contentInsets) ?? .zero,
                  edgeSpacing: try container.decodeIfPresent(EdgeSpacingSpec.self, forKey: .edgeSpacing) ?? .none,
                  supplementaries: try container.decodeIfPresent([SupplementarySpec].self, forKey: .supplementaries) ?? [],
                  group: try container.decodeIfPresent(GroupSpec.self, forKey: .group))
    }

    /// Encodes the item, with its group if it is one.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(size, forKey: .size)
        try container.encode(contentInsets, forKey: .contentInsets)
        try container.encode(edgeSpacing, forKey: .edgeSpacing)
        try container.encode(supplementaries, forKey: .supplementaries)
        try container.encodeIfPresent(group, forKey: .group)
    }
}
