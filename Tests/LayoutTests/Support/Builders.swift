#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif

// Small builders for the shapes these tests repeat. Everything is UIKit API.

/// A layout size from two dimensions.
@MainActor
func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}

/// An item of the given size.
@MainActor
func item(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutItem {
    NSCollectionLayoutItem(layoutSize: size(width, height))
}

/// The same inset on every edge (UIKit has no such initializer; this keeps tests UIKit-compatible).
func insets(_ value: CGFloat) -> NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(top: value, leading: value, bottom: value, trailing: value)
}

/// A boundary supplementary item of an absolute or fractional size.
@MainActor
func boundaryItem(_ kind: String, _ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension,
                  _ alignment: NSRectAlignment, offset: CGPoint? = nil) -> NSCollectionLayoutBoundarySupplementaryItem {
    if let offset {
        return NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(width, height), elementKind: kind,
                                                           alignment: alignment, absoluteOffset: offset)
    }
    return NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(width, height), elementKind: kind,
                                                       alignment: alignment)
}

/// A section provider that hands out `sections[index]` (nil past the end).
@MainActor
func layout(_ sections: [NSCollectionLayoutSection],
            configuration: UICollectionViewCompositionalLayoutConfiguration? = nil) -> UICollectionViewCompositionalLayout {
    let provider: UICollectionViewCompositionalLayoutSectionProvider = { index, _ in
        index < sections.count ? sections[index] : nil
    }
    if let configuration {
        return UICollectionViewCompositionalLayout(sectionProvider: provider, configuration: configuration)
    }
    return UICollectionViewCompositionalLayout(sectionProvider: provider)
}
