import OpenCompositionalLayout

// Conversions between the format's items and UIKit's item classes, both ways.

extension LayoutDocument.SupplementaryItem {
    /// The UIKit supplementary item.
    @MainActor public func makeSupplementaryItem() -> NSCollectionLayoutSupplementaryItem {
        let item: NSCollectionLayoutSupplementaryItem
        if let itemAnchor {
            item = NSCollectionLayoutSupplementaryItem(layoutSize: size.makeSize(), elementKind: elementKind,
                                                       containerAnchor: containerAnchor.makeAnchor(), itemAnchor: itemAnchor.makeAnchor())
        } else {
            item = NSCollectionLayoutSupplementaryItem(layoutSize: size.makeSize(), elementKind: elementKind,
                                                       containerAnchor: containerAnchor.makeAnchor())
        }
        item.zIndex = zIndex
        item.contentInsets = contentInsets.directionalEdgeInsets
        return item
    }

    /// Reads a UIKit supplementary item.
    @MainActor public init(_ item: NSCollectionLayoutSupplementaryItem) {
        self.init(elementKind: item.elementKind, size: LayoutDocument.Size(item.layoutSize),
                  containerAnchor: LayoutDocument.Anchor(item.containerAnchor), itemAnchor: item.itemAnchor.map(LayoutDocument.Anchor.init),
                  zIndex: item.zIndex, contentInsets: LayoutDocument.Insets(item.contentInsets))
    }
}

extension LayoutDocument.BoundaryItem {
    /// The UIKit boundary supplementary item.
    @MainActor public func makeBoundaryItem() -> NSCollectionLayoutBoundarySupplementaryItem {
        let item = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size.makeSize(), elementKind: elementKind,
                                                               alignment: alignment.uiKitValue, absoluteOffset: offset.cgPoint)
        item.pinToVisibleBounds = pinToVisibleBounds
        item.extendsBoundary = extendsBoundary
        item.zIndex = zIndex
        item.contentInsets = contentInsets.directionalEdgeInsets
        return item
    }

    /// Reads a UIKit boundary supplementary item.
    @MainActor public init(_ item: NSCollectionLayoutBoundarySupplementaryItem) {
        self.init(elementKind: item.elementKind, size: LayoutDocument.Size(item.layoutSize),
                  alignment: LayoutDocument.Alignment(item.alignment), offset: LayoutDocument.Point(item.offset),
                  pinToVisibleBounds: item.pinToVisibleBounds, extendsBoundary: item.extendsBoundary, zIndex: item.zIndex,
                  contentInsets: LayoutDocument.Insets(item.contentInsets))
    }
}

extension LayoutDocument.DecorationItem {
    /// The UIKit decoration item.
    @MainActor public func makeDecorationItem() -> NSCollectionLayoutDecorationItem {
        let item = NSCollectionLayoutDecorationItem.background(elementKind: elementKind)
        item.zIndex = zIndex
        item.contentInsets = contentInsets.directionalEdgeInsets
        return item
    }

    /// Reads a UIKit decoration item.
    @MainActor public init(_ item: NSCollectionLayoutDecorationItem) {
        self.init(type: .background, elementKind: item.elementKind, zIndex: item.zIndex,
                  contentInsets: LayoutDocument.Insets(item.contentInsets))
    }
}

extension LayoutDocument.Item {
    /// The UIKit item.
    @MainActor public func makeItem() -> NSCollectionLayoutItem {
        let item = NSCollectionLayoutItem(layoutSize: size.makeSize(), supplementaryItems: supplementaryItems.map { $0.makeSupplementaryItem() })
        item.contentInsets = contentInsets.directionalEdgeInsets
        item.edgeSpacing = edgeSpacing?.makeEdgeSpacing()
        return item
    }

    /// Reads a UIKit item (for a group, read ``LayoutDocument/Element/init(_:)`` instead).
    @MainActor public init(_ item: NSCollectionLayoutItem) {
        self.init(size: LayoutDocument.Size(item.layoutSize), contentInsets: LayoutDocument.Insets(item.contentInsets),
                  edgeSpacing: item.edgeSpacing.map(LayoutDocument.EdgeSpacing.init),
                  supplementaryItems: item.supplementaryItems.map(LayoutDocument.SupplementaryItem.init))
    }
}

extension LayoutDocument.Element {
    /// Reads a UIKit item or group.
    @MainActor public init(_ item: NSCollectionLayoutItem) {
        if let group = item as? NSCollectionLayoutGroup {
            self = .group(LayoutDocument.Group(group))
        } else {
            self = .item(LayoutDocument.Item(item))
        }
    }
}
