import CollectionGeometry

/// A cell for list layouts (UIKit's `UICollectionViewListCell`), with a default list content configuration.
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The indentation level of the cell in an outline.
    open var indentationLevel = 0
    /// The width of one indentation level (UIKit's default: 10 pt).
    open var indentationWidth: CGFloat = 10

    /// A list content configuration in the cell style, ready to fill and assign to `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        .cell()
    }
}
