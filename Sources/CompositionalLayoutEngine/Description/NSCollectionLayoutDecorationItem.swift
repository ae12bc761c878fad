import CollectionGeometry
import LayoutCore

/// A view the layout places behind a section's content, such as a background
/// (UIKit's `NSCollectionLayoutDecorationItem`). Register its view class on the layout.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The stacking order (default 0); every other element of the section is promoted to at least 1.
    open var zIndex: Int = 0
    /// The element kind registered with `register(_:forDecorationViewOfKind:)`.
    public let elementKind: String

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    /// A background covering the section's whole frame, inset by the item's `contentInsets`.
    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }

    package func copyDecoration() -> NSCollectionLayoutDecorationItem {
        let copy = NSCollectionLayoutDecorationItem(elementKind: elementKind)
        copy.zIndex = zIndex
        copy.contentInsets = contentInsets
        return copy
    }

    package override func copyItem() -> NSCollectionLayoutItem { copyDecoration() }

    package var decorationSpec: DecorationSpec {
        DecorationSpec(elementKind: elementKind, zIndex: zIndex, contentInsets: contentInsets)
    }
}
