import CollectionGeometry
import LayoutCore

// The format's small values as the layout core's: the same values the UIKit-named objects translate into.

extension LayoutDocument.Dimension {
    /// The layout core's dimension.
    var dimensionSpec: DimensionSpec {
        switch self {
        case .fractionalWidth(let value): .fractionalWidth(CGFloat(value))
        case .fractionalHeight(let value): .fractionalHeight(CGFloat(value))
        case .absolute(let value): .absolute(CGFloat(value))
        case .estimated(let value): .estimated(CGFloat(value))
        case .uniformAcrossSiblings(let value): .uniformAcrossSiblings(CGFloat(value))
        }
    }
}

extension LayoutDocument.Size {
    /// The layout core's size.
    var sizeSpec: SizeSpec { SizeSpec(width: width.dimensionSpec, height: height.dimensionSpec) }
}

extension LayoutDocument.Spacing {
    /// The layout core's spacing.
    var spacingSpec: SpacingSpec {
        switch self {
        case .fixed(let value): SpacingSpec(value: CGFloat(value), isFlexible: false)
        case .flexible(let value): SpacingSpec(value: CGFloat(value), isFlexible: true)
        }
    }
}

extension LayoutDocument.EdgeSpacing {
    /// The layout core's edge spacing.
    var edgeSpacingSpec: EdgeSpacingSpec {
        EdgeSpacingSpec(leading: leading?.spacingSpec, top: top?.spacingSpec, trailing: trailing?.spacingSpec, bottom: bottom?.spacingSpec)
    }
}

extension LayoutDocument.Anchor {
    /// The layout core's anchor.
    var anchorSpec: AnchorSpec {
        switch offset {
        case .absolute(let point): AnchorSpec(edges: directionalRectEdge, offset: point.cgPoint, isAbsolute: true)
        case .fractional(let point): AnchorSpec(edges: directionalRectEdge, offset: point.cgPoint, isAbsolute: false)
        }
    }
}

extension LayoutDocument.SupplementaryItem {
    /// The layout core's supplementary item.
    var supplementarySpec: SupplementarySpec {
        SupplementarySpec(size: size.sizeSpec, elementKind: elementKind, containerAnchor: containerAnchor.anchorSpec,
                          itemAnchor: itemAnchor?.anchorSpec, zIndex: zIndex, contentInsets: contentInsets.directionalEdgeInsets)
    }
}

extension LayoutDocument.BoundaryItem {
    /// The layout core's boundary item.
    var boundarySpec: BoundarySpec {
        BoundarySpec(size: size.sizeSpec, elementKind: elementKind, alignment: alignment.uiKitValue, offset: offset.cgPoint,
                     extendsBoundary: extendsBoundary, pinToVisibleBounds: pinToVisibleBounds, zIndex: zIndex,
                     contentInsets: contentInsets.directionalEdgeInsets)
    }
}

extension LayoutDocument.DecorationItem {
    /// The layout core's decoration item (a section background).
    var decorationSpec: DecorationSpec {
        DecorationSpec(elementKind: elementKind, zIndex: zIndex, contentInsets: contentInsets.directionalEdgeInsets)
    }
}

extension LayoutDocument.ListSection {
    /// The layout core's list section: appearance, supplementary header and footer, space above.
    public var listSectionSpec: ListSectionSpec {
        ListSectionSpec(appearance: appearance.coreValue,
                        hasSupplementaryHeader: headerMode == .supplementary, hasSupplementaryFooter: footerMode == .supplementary,
                        headerTopPadding: headerTopPadding.map { CGFloat($0) })
    }
}

extension LayoutDocument.ListAppearance {
    /// The layout core's list appearance.
    public var coreValue: ListAppearance {
        switch self {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        case .sidebar: .sidebar
        case .sidebarPlain: .sidebarPlain
        }
    }
}
