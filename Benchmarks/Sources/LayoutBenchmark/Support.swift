import BenchmarkSupport
import Foundation
import OpenCompositionalLayout

/// A data source with fixed counts; cells are never asked for (the benchmark only queries the layout).
@MainActor
final class CountingDataSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    init(counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
}

