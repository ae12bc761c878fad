import OpenCompositionalLayout

// Conversions between the format's small values and UIKit's, both ways, through the public API.

extension LayoutDocument.Dimension {
    /// The UIKit dimension.
    @MainActor public func makeDimension() -> NSCollectionLayoutDimension {
        switch self {
        case .fractionalWidth(let value): .fractionalWidth(CGFloat(value))
        case .fractionalHeight(let value): .fractionalHeight(CGFloat(value))
        case .absolute(let value): .absolute(CGFloat(value))
        case .estimated(let value): .estimated(CGFloat(value))
        case .uniformAcrossSiblings(let value): .uniformAcrossSiblings(estimate: CGFloat(value))
        }
    }

    /// Reads a UIKit dimension.
    @MainActor public init(_ dimension: NSCollectionLayoutDimension) {
        let value = Double(dimension.dimension)
        if dimension.isUniformAcrossSiblings {
            self = .uniformAcrossSiblings(estimate: value)
        } else if dimension.isEstimated {
            self = .estimated(value)
        } else if dimension.isAbsolute {
            self = .absolute(value)
        } else if dimension.isFractionalHeight {
            self = .fractionalHeight(value)
        } else {
            self = .fractionalWidth(value)
        }
    }
}

extension LayoutDocument.Size {
    /// The UIKit size.
    @MainActor public func makeSize() -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width.makeDimension(), heightDimension: height.makeDimension())
    }

    /// Reads a UIKit size.
    @MainActor public init(_ size: NSCollectionLayoutSize) {
        self.init(width: LayoutDocument.Dimension(size.widthDimension), height: LayoutDocument.Dimension(size.heightDimension))
    }
}

extension LayoutDocument.Spacing {
    /// The UIKit spacing.
    @MainActor public func makeSpacing() -> NSCollectionLayoutSpacing {
        switch self {
        case .fixed(let value): .fixed(CGFloat(value))
        case .flexible(let value): .flexible(CGFloat(value))
        }
    }

    /// Reads a UIKit spacing.
    @MainActor public init(_ spacing: NSCollectionLayoutSpacing) {
        self = spacing.isFlexibleSpacing ? .flexible(Double(spacing.spacing)) : .fixed(Double(spacing.spacing))
    }
}

extension LayoutDocument.EdgeSpacing {
    /// The UIKit edge spacing.
    @MainActor public func makeEdgeSpacing() -> NSCollectionLayoutEdgeSpacing {
        NSCollectionLayoutEdgeSpacing(leading: leading?.makeSpacing(), top: top?.makeSpacing(),
                                      trailing: trailing?.makeSpacing(), bottom: bottom?.makeSpacing())
    }

    /// Reads a UIKit edge spacing.
    @MainActor public init(_ spacing: NSCollectionLayoutEdgeSpacing) {
        self.init(leading: spacing.leading.map(LayoutDocument.Spacing.init), top: spacing.top.map(LayoutDocument.Spacing.init),
                  trailing: spacing.trailing.map(LayoutDocument.Spacing.init), bottom: spacing.bottom.map(LayoutDocument.Spacing.init))
    }
}

extension LayoutDocument.Anchor {
    /// The UIKit anchor.
    @MainActor public func makeAnchor() -> NSCollectionLayoutAnchor {
        switch offset {
        case .absolute(let point): NSCollectionLayoutAnchor(edges: directionalRectEdge, absoluteOffset: point.cgPoint)
        case .fractional(let point): NSCollectionLayoutAnchor(edges: directionalRectEdge, fractionalOffset: point.cgPoint)
        }
    }

    /// Reads a UIKit anchor.
    @MainActor public init(_ anchor: NSCollectionLayoutAnchor) {
        let pairs: [(NSDirectionalRectEdge, LayoutDocument.Edge)] = [(.top, .top), (.leading, .leading), (.bottom, .bottom), (.trailing, .trailing)]
        let edges = pairs.filter { anchor.edges.contains($0.0) }.map(\.1)
        let point = LayoutDocument.Point(anchor.offset)
        self.init(edges: edges, offset: anchor.isAbsoluteOffset ? .absolute(point) : .fractional(point))
    }
}

extension LayoutDocument.ScrollDirection {
    /// The UIKit value.
    public var uiKitValue: UICollectionView.ScrollDirection { self == .vertical ? .vertical : .horizontal }

    /// Reads the UIKit value.
    public init(_ direction: UICollectionView.ScrollDirection) { self = direction == .vertical ? .vertical : .horizontal }
}
