import OpenCompositionalLayout

/// A data source that reports a fixed number of items per section and hands out plain cells (all a
/// layout needs to be laid out headless), or list cells showing each row's text.
@MainActor
public final class ExampleDataSource: UICollectionViewDataSource {
    /// The number of items in each section.
    public let itemCounts: [Int]
    /// The text of each row; nil: plain cells.
    public let rowText: (@Sendable (IndexPath) -> LayoutExample.RowText)?

    /// Creates a data source with `itemCounts[s]` items in section `s`, whose cells are list cells showing
    /// `rowText` when it is given.
    public init(itemCounts: [Int], rowText: (@Sendable (IndexPath) -> LayoutExample.RowText)? = nil) {
        self.itemCounts = itemCounts
        self.rowText = rowText
    }

    /// The number of sections.
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        itemCounts.count
    }

    /// The number of items in `section` (0 outside the known sections).
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// A plain cell (most examples picture geometry, not content), or a list cell with the row's text: a
    /// value cell when the row has a secondary text.
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let rowText else { return UICollectionViewCell(frame: .zero) }
        let row = rowText(indexPath)
        let cell = UICollectionViewListCell(frame: .zero)
        var content = row.secondaryText == nil ? cell.defaultContentConfiguration() : .valueCell()
        content.text = row.text
        content.secondaryText = row.secondaryText
        cell.contentConfiguration = content
        return cell
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
        let dataSource = ExampleDataSource(itemCounts: itemCounts, rowText: rowText)
        collectionView.dataSource = dataSource
        collectionView.contentOffset = contentOffset
        collectionView.layoutIfNeeded()
        return ExampleCollectionView(collectionView: collectionView, dataSource: dataSource)
    }
}
