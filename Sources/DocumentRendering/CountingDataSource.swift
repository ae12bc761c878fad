import OpenCompositionalLayout

/// A data source that reports a fixed number of items per section and hands out plain views: all a layout
/// needs to be laid out headless.
@MainActor
final class CountingDataSource: NSObject, UICollectionViewDataSource {
    let itemCounts: [Int]

    init(itemCounts: [Int]) { self.itemCounts = itemCounts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { itemCounts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
}
