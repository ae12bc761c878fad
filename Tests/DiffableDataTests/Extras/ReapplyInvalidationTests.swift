import Testing
@_spi(Testing) import OpenCompositionalLayout

/// Re-applying a snapshot whose diff is empty still invalidates the layout: apps change what their
/// section provider returns and apply the same snapshot again to show it (Apple's list-appearances
/// sample does so), and UIKit lays the sections out anew. No batch of changes is performed.
@MainActor
@Suite struct ReapplyInvalidationTests {
    @MainActor final class RowHeight {
        var value: CGFloat = 44
    }

    struct Fixture {
        let height = RowHeight()
        let collectionView: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<String, Int>

        @MainActor init() {
            let height = self.height
            let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, _ in
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height.value))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                return NSCollectionLayoutSection(group: group)
            })
            collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, _ in
                view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
    }

    static func snapshot() -> NSDiffableDataSourceSnapshot<String, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems([1, 2], toSection: "A")
        snapshot.appendItems([3], toSection: "B")
        return snapshot
    }

    @Test func reapplyingTheSameSnapshotRunsTheSectionProviderAgain() {
        let fixture = Fixture()
        let snapshot = Self.snapshot()
        fixture.dataSource.apply(snapshot, animatingDifferences: false)
        fixture.collectionView.layoutIfNeeded()
        // Sections stack: A's rows at y = 0 and 44, B's only row at 2 × 44 = 88.
        let first = IndexPath(item: 0, section: 1)
        #expect(fixture.collectionView.cellForItem(at: first)?.frame == CGRect(x: 0, y: 88, width: 320, height: 44))
        fixture.collectionView.removeUpdateHistory()

        fixture.height.value = 60
        var completions = 0
        fixture.dataSource.apply(snapshot, animatingDifferences: true) { completions += 1 }
        fixture.collectionView.layoutIfNeeded()
        // Rows of 60 pt: B's row at 2 × 60 = 120; content 3 × 60 = 180 tall.
        #expect(fixture.collectionView.cellForItem(at: first)?.frame == CGRect(x: 0, y: 120, width: 320, height: 60))
        #expect(fixture.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
            == CGRect(x: 0, y: 60, width: 320, height: 60))
        #expect(fixture.collectionView.collectionViewLayout.collectionViewContentSize == CGSize(width: 320, height: 180))
        #expect(completions == 1)
        // The diff is empty: no batch of changes.
        #expect(fixture.collectionView.updateHistory.isEmpty)
        #expect(fixture.dataSource.snapshot().itemIdentifiers == [1, 2, 3])
    }

    @Test func reapplyingAnEqualSnapshotAsynchronouslyRunsTheSectionProviderAgain() async {
        let fixture = Fixture()
        await fixture.dataSource.apply(Self.snapshot(), animatingDifferences: false)
        fixture.collectionView.layoutIfNeeded()
        fixture.height.value = 20
        await fixture.dataSource.apply(Self.snapshot(), animatingDifferences: false)
        fixture.collectionView.layoutIfNeeded()
        // A's second row at 1 × 20 = 20, 20 tall.
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
            == CGRect(x: 0, y: 20, width: 320, height: 20))
    }
}
