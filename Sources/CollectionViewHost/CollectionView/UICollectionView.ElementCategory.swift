import LayoutCore

extension UICollectionView {
    /// The kind of element a set of layout attributes describes (UIKit's `UICollectionView.ElementCategory`):
    /// a cell, a supplementary view or a decoration view.
    public typealias ElementCategory = LayoutElement.Category
}

/// The Objective-C spelling of ``UICollectionView/ElementCategory``, kept so that older code compiles.
@available(*, deprecated, renamed: "UICollectionView.ElementCategory")
public typealias UICollectionElementCategory = LayoutElement.Category
