#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif

/// The reuse identifier every stub cell is registered under.
let stubCellIdentifier = "cell"

/// A data source that only reports counts and hands out plain cells, as a UIKit test would write it.
///
/// `UICollectionView.dataSource` is weak: whoever creates a collection view keeps this object alive
/// (``LaidOutCollectionView`` does).
@MainActor
final class StubDataSource: NSObject, UICollectionViewDataSource {
    /// Items per section; its count is the number of sections.
    var itemCounts: [Int]

    init(itemCounts: [Int]) {
        self.itemCounts = itemCounts
        super.init()
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        itemCounts.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: stubCellIdentifier, for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
    }
}
