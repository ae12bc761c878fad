import OpenCompositionalLayout
import Testing

/// The README's short example, as written there, prints what the README says it prints.
@Suite("README example")
@MainActor
struct ReadmeExampleTests {
    final class FiftyItems: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 50 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    func gridLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2)), subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    @Test("item 4's frame prints as the README shows")
    func printedFrame() throws {
        let myDataSource = FiftyItems()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 428, height: 926),
                                              collectionViewLayout: gridLayout())
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = myDataSource
        collectionView.layoutIfNeeded()
        let frame = try #require(collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame)
        var printed = ""
        print(frame.minX, frame.minY, frame.width, frame.height, to: &printed)
        // Five items of 0.2 × 428 = 85.6 per row; item 4 is the last of the first row: x = 4 × 85.6 = 342.4.
        // In binary floating point 0.2 × 428 is 85.60000000000001 and 4 × that is 342.40000000000003.
        #expect(printed == "342.40000000000003 0.0 85.60000000000001 85.60000000000001\n")
    }
}
