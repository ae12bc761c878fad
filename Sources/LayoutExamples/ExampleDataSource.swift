import OpenCompositionalLayout

/// A data source that reports a fixed number of items per section and hands out plain cells: all a
/// layout needs to be laid out headless.
@MainActor
public final class ExampleDataSource: UICollectionViewDataSource {
    /// The number of items in each section.
    public let itemCounts: [Int]

    /// Creates a data source with `itemCounts[s]` items in section `s`.
    public init(itemCounts: [Int]) {
        self.itemCounts = itemCounts
    }

    /// The number of sections.
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        itemCounts.count
    }

    /// The number of items in `section` (0 outside the known sections).
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// A plain cell: the examples picture geometry, not content.
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
}

/// A collection view set up with an example's layout and data, ready to lay out.
///
/// The collection view holds its data source weakly (as UIKit's does), so this value keeps both alive.
@MainActor
public struct ExampleCollectionView {
    /// The collection view.
    public let collectionView: UICollectionView
    /// Its data source.
    public let dataSource: ExampleDataSource

    /// The layout, as the example built it.
    public var layout: UICollectionViewLayout { collectionView.collectionViewLayout }
}

extension LayoutExample {
    /// A collection view with this example's layout and data, of `viewSize` (the example's default when
    /// nil), scrolled to `contentOffset`, laid out.
    ///
    /// - Complexity: one layout pass.
    @MainActor
    public func makeCollectionView(viewSize: CGSize? = nil, contentOffset: CGPoint = .zero) -> ExampleCollectionView {
        let size = viewSize ?? defaultViewSize
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: makeLayout())
        let dataSource = ExampleDataSource(itemCounts: itemCounts)
        collectionView.dataSource = dataSource
        collectionView.contentOffset = contentOffset
        collectionView.layoutIfNeeded()
        return ExampleCollectionView(collectionView: collectionView, dataSource: dataSource)
    }
}
