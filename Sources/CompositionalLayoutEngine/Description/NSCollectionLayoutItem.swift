import CollectionGeometry
import LayoutCore

/// The smallest layout unit: the size, insets and edge spacing of one cell
/// (UIKit's `NSCollectionLayoutItem`).
///
/// Like UIKit, a group copies its subitems when it is created: changing an item afterwards does not
/// change groups that already hold it.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: CustomStringConvertible {
    /// The item's size; fractional dimensions resolve against the parent group's effective content size.
    public let layoutSize: NSCollectionLayoutSize
    /// Insets applied to the item's final frame after it is placed. Ignored on any axis whose dimension is
    /// estimated (UIKit's documented rule).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space around the item's layout box, applied before `contentInsets`; neighbours move.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    package var storedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// Supplementary items (badges) attached to the item.
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { storedSupplementaryItems }

    /// Creates an item of `layoutSize`.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Creates an item of `layoutSize` with supplementary items attached to it.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.storedSupplementaryItems = supplementaryItems.map { $0.copySupplementary() }
    }

    /// A deep copy, as UIKit's `NSCopying` gives (groups copy their subitems with it).
    package func copyItem() -> NSCollectionLayoutItem {
        let copy = NSCollectionLayoutItem(layoutSize: layoutSize, supplementaryItems: storedSupplementaryItems)
        copy.contentInsets = contentInsets
        copy.edgeSpacing = edgeSpacing
        return copy
    }

    /// The value-type description of this item for the solver.
    package func makeSpec(_ context: inout SpecContext) -> ItemSpec {
        ItemSpec(size: layoutSize.spec, contentInsets: contentInsets, edgeSpacing: edgeSpacing?.spec ?? .none,
                 supplementaries: storedSupplementaryItems.map { $0.makeSupplementarySpec() }, group: nil)
    }

    /// A textual form with the size and insets.
    public nonisolated var description: String {
        MainActor.assumeIsolated { "<\(type(of: self)) size: \(layoutSize); contentInsets: \(contentInsets)>" }
    }
}
