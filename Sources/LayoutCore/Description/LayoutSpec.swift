import CollectionGeometry

// The value-type description of a layout that the solver works on. The UIKit-named classes translate
// into these once per layout pass; the solver never sees a class.

/// How a horizontal or vertical group decides how many subitems it holds.
package enum GroupRepetition: Hashable, Sendable {
    /// Repeat the subitems in order until the group's length is used up (`subitems:`).
    case fill
    /// Exactly `n` copies sharing the group's length equally (`subitem:count:`).
    case count(Int)
    /// Exactly `n` copies at the subitem's own size (`repeatingSubitem:count:`).
    case repeating(Int)
}

/// An item or a group.
package struct ItemSpec: Sendable, Hashable {
    package var size: SizeSpec
    package var contentInsets: NSDirectionalEdgeInsets
    package var edgeSpacing: EdgeSpacingSpec
    package var supplementaries: [SupplementarySpec]
    private var groupBox: [GroupSpec]

    /// The group, when this item is one.
    package var group: GroupSpec? {
        get { groupBox.first }
        set { groupBox = newValue.map { [$0] } ?? [] }
    }

    package init(size: SizeSpec, contentInsets: NSDirectionalEdgeInsets, edgeSpacing: EdgeSpacingSpec,
                 supplementaries: [SupplementarySpec], group: GroupSpec?) {
        self.size = size
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaries = supplementaries
        self.groupBox = group.map { [$0] } ?? []
    }

    /// Whether any dimension in this subtree is estimated (self-sizing).
    package var containsEstimatedDimension: Bool {
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
}

/// A group's arrangement and children.
package struct GroupSpec: Sendable, Hashable {
    package enum Kind: Hashable, Sendable, CustomStringConvertible {
        case horizontal(GroupRepetition)
        case vertical(GroupRepetition)
        /// A custom group; the number identifies its item provider for this layout pass.
        case custom(Int)

        package var description: String {
            switch self {
            case .horizontal(let r): "horizontal(\(r))"
            case .vertical(let r): "vertical(\(r))"
            case .custom: "custom"
            }
        }
    }

    package var kind: Kind
    package var subitems: [ItemSpec]
    package var interItemSpacing: SpacingSpec?

    package init(kind: Kind, subitems: [ItemSpec], interItemSpacing: SpacingSpec?) {
        self.kind = kind
        self.subitems = subitems
        self.interItemSpacing = interItemSpacing
    }
}

/// An item or group supplementary (badge).
package struct SupplementarySpec: Hashable, Sendable {
    package var size: SizeSpec
    package var elementKind: String
    package var containerAnchor: AnchorSpec
    package var itemAnchor: AnchorSpec?
    package var zIndex: Int
    package var contentInsets: NSDirectionalEdgeInsets

    package init(size: SizeSpec, elementKind: String, containerAnchor: AnchorSpec, itemAnchor: AnchorSpec?, zIndex: Int, contentInsets: NSDirectionalEdgeInsets) {
        self.size = size
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        self.zIndex = zIndex
        self.contentInsets = contentInsets
    }
}

/// A section or global boundary item.
package struct BoundarySpec: Hashable, Sendable {
    package var size: SizeSpec
    package var elementKind: String
    package var alignment: NSRectAlignment
    package var offset: CGPoint
    package var extendsBoundary: Bool
    package var pinToVisibleBounds: Bool
    package var zIndex: Int
    package var contentInsets: NSDirectionalEdgeInsets

    package init(size: SizeSpec, elementKind: String, alignment: NSRectAlignment, offset: CGPoint, extendsBoundary: Bool, pinToVisibleBounds: Bool, zIndex: Int, contentInsets: NSDirectionalEdgeInsets) {
        self.size = size
        self.elementKind = elementKind
        self.alignment = alignment
        self.offset = offset
        self.extendsBoundary = extendsBoundary
        self.pinToVisibleBounds = pinToVisibleBounds
        self.zIndex = zIndex
        self.contentInsets = contentInsets
    }
}

/// A decoration (background).
package struct DecorationSpec: Hashable, Sendable {
    package var elementKind: String
    package var zIndex: Int
    package var contentInsets: NSDirectionalEdgeInsets

    package init(elementKind: String, zIndex: Int, contentInsets: NSDirectionalEdgeInsets) {
        self.elementKind = elementKind
        self.zIndex = zIndex
        self.contentInsets = contentInsets
    }
}

/// A section.
package struct SectionSpec: Sendable {
    package var group: ItemSpec
    package var contentInsets: NSDirectionalEdgeInsets
    package var interGroupSpacing: CGFloat
    package var contentInsetsReference: UIContentInsetsReference
    package var supplementaryContentInsetsReference: UIContentInsetsReference
    package var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    package var boundaryItems: [BoundarySpec]
    package var supplementariesFollowContentInsets: Bool
    package var decorationItems: [DecorationSpec]
    package var hasVisibleItemsInvalidationHandler: Bool
    /// Set for a waterfall section: its items are placed in columns and `group` is not used.
    package var waterfall: WaterfallSpec? = nil

    package init(group: ItemSpec, contentInsets: NSDirectionalEdgeInsets, interGroupSpacing: CGFloat, contentInsetsReference: UIContentInsetsReference, supplementaryContentInsetsReference: UIContentInsetsReference, orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, boundaryItems: [BoundarySpec], supplementariesFollowContentInsets: Bool, decorationItems: [DecorationSpec], hasVisibleItemsInvalidationHandler: Bool, waterfall: WaterfallSpec? = nil) {
        self.group = group
        self.contentInsets = contentInsets
        self.interGroupSpacing = interGroupSpacing
        self.contentInsetsReference = contentInsetsReference
        self.supplementaryContentInsetsReference = supplementaryContentInsetsReference
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        self.boundaryItems = boundaryItems
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        self.decorationItems = decorationItems
        self.hasVisibleItemsInvalidationHandler = hasVisibleItemsInvalidationHandler
        self.waterfall = waterfall
    }
}

/// The scroll axis of a layout.
package enum ScrollAxis: Sendable {
    case vertical, horizontal
}

/// The view's insets a layout can refer to, in left-to-right terms.
package struct ReferenceInsets: Sendable, Equatable {
    package var safeArea: UIEdgeInsets
    package var layoutMargins: UIEdgeInsets
    package var readableContent: UIEdgeInsets

    package init(safeArea: UIEdgeInsets, layoutMargins: UIEdgeInsets, readableContent: UIEdgeInsets) {
        self.safeArea = safeArea
        self.layoutMargins = layoutMargins
        self.readableContent = readableContent
    }

    package static let zero = ReferenceInsets(safeArea: .zero, layoutMargins: .zero, readableContent: .zero)

    /// The insets for `reference`; `.automatic` means the safe area (compositional layout's default).
    package func insets(for reference: UIContentInsetsReference) -> UIEdgeInsets {
        switch reference {
        case .automatic, .safeArea: safeArea
        case .none: .zero
        case .layoutMargins: layoutMargins
        case .readableContent: readableContent
        }
    }
}

/// Everything one layout pass needs, as values.
package struct LayoutInput: Sendable {
    package var viewSize: CGSize
    package var scrollAxis: ScrollAxis
    package var interSectionSpacing: CGFloat
    package var contentInsetsReference: UIContentInsetsReference
    package var referenceInsets: ReferenceInsets
    package var globalBoundaryItems: [BoundarySpec]
    /// One entry per section; `nil` where the section provider returned none.
    package var sections: [SectionSpec?]
    package var itemCounts: [Int]
    /// Measured (self-sized) item sizes by section: the size-resolution seam.
    package var measuredItemSizes: [Int: MeasuredSizeStore] = [:]
    /// Measured boundary-item sizes by section and element kind.
    package var measuredSupplementarySizes: [Int: [String: CGSize]] = [:]

    package init(viewSize: CGSize, scrollAxis: ScrollAxis, interSectionSpacing: CGFloat,
                 contentInsetsReference: UIContentInsetsReference, referenceInsets: ReferenceInsets,
                 globalBoundaryItems: [BoundarySpec], sections: [SectionSpec?], itemCounts: [Int]) {
        self.viewSize = viewSize
        self.scrollAxis = scrollAxis
        self.interSectionSpacing = interSectionSpacing
        self.contentInsetsReference = contentInsetsReference
        self.referenceInsets = referenceInsets
        self.globalBoundaryItems = globalBoundaryItems
        self.sections = sections
        self.itemCounts = itemCounts
    }
}
