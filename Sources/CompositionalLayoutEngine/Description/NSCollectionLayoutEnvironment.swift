import CollectionGeometry
import LayoutCore
import CollectionViewHost

/// The geometry of a layout container (UIKit's `NSCollectionLayoutContainer`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
    /// The container's size before insets.
    var contentSize: CGSize { get }
    /// The size after the effective insets are taken off.
    var effectiveContentSize: CGSize { get }
    /// The container's insets as given.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets after fractional values (below 1) are resolved against the content size.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider or custom group sees of the layout: its container and traits
/// (UIKit's `NSCollectionLayoutEnvironment`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    /// The container the element is laid out in.
    var container: any NSCollectionLayoutContainer { get }
    /// The traits of the collection view.
    var traitCollection: UITraitCollection { get }
}

/// A concrete container.
@MainActor
package final class LayoutContainer: NSCollectionLayoutContainer {
    package let contentSize: CGSize
    package let contentInsets: NSDirectionalEdgeInsets

    package init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    /// Container insets below 1 point are fractions of the container's size on that axis (UIKit's
    /// `NSCollectionLayoutContainer.contentInsets` documentation). Only containers report such values.
    package var effectiveContentInsets: NSDirectionalEdgeInsets {
        ContainerMetrics.effectiveInsets(of: contentSize, insets: contentInsets)
    }

    package var effectiveContentSize: CGSize {
        ContainerMetrics.effectiveSize(of: contentSize, insets: contentInsets)
    }
}

/// A concrete environment.
@MainActor
package final class LayoutEnvironment: NSCollectionLayoutEnvironment {
    package let container: any NSCollectionLayoutContainer
    package let traitCollection: UITraitCollection
    /// The collection view's layout margins, by layout direction (UIKit's list sections read them privately;
    /// inset-grouped lists align their sides with them).
    package let layoutMargins: NSDirectionalEdgeInsets
    /// The layout's scroll direction (UIKit's environments do not say it; flow sections made for the environment
    /// need it to know which length of a header's reference size to use).
    package let scrollDirection: UICollectionView.ScrollDirection

    package init(container: any NSCollectionLayoutContainer, traitCollection: UITraitCollection,
                 layoutMargins: NSDirectionalEdgeInsets = .zero, scrollDirection: UICollectionView.ScrollDirection = .vertical) {
        self.container = container
        self.traitCollection = traitCollection
        self.layoutMargins = layoutMargins
        self.scrollDirection = scrollDirection
    }
}
