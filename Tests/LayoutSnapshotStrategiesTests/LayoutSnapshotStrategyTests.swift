// Compiled with the package's `SnapshotTesting` trait only (`swift build --traits SnapshotTesting`, or
// `traits: ["SnapshotTesting"]` on the `.package` line), so that the library's users resolve no other package.
#if SnapshotTesting
import LayoutRendering
import LayoutSnapshotStrategies
import OpenCompositionalLayout
import SnapshotTesting
import Testing

/// A data source of `count` plain cells in one section.
@MainActor
final class PlainCells: NSObject, UICollectionViewDataSource {
    let count: Int
    init(_ count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// The swift-snapshot-testing strategies check a collection view's layout against references stored beside
/// this file, in `__Snapshots__`; the references were written by hand from the layout's rule.
@MainActor
@Suite struct LayoutSnapshotStrategyTests {
    /// Items half as wide as the view, in rows 50 tall, in a 200 × 100 view: item k at
    /// (100 · (k mod 2), 50 · ⌊k / 2⌋, 100, 50).
    func halves(items: Int) -> (UICollectionView, PlainCells) {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 100),
                                    collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = PlainCells(items)
        view.dataSource = dataSource
        return (view, dataSource)
    }

    @Test func threeHalvesMatchTheirFrameTable() {
        let (view, dataSource) = halves(items: 3)
        withExtendedLifetime(dataSource) {
            assertSnapshot(of: view, as: .layoutFrameTable, named: "three-halves", record: .never)
        }
    }

    @Test func threeHalvesMatchTheirFramesJSON() {
        let (view, dataSource) = halves(items: 3)
        withExtendedLifetime(dataSource) {
            assertSnapshot(of: LayoutSnapshot(capturing: view, title: "three halves"), as: .layoutFramesJSON,
                           named: "three-halves", record: .never)
        }
    }

    /// A fourth item changes the layout: checked against the three-item reference, the strategy fails and
    /// its message shows the new row.
    @Test func aChangedLayoutFailsWithTheNewRow() throws {
        let (view, dataSource) = halves(items: 4)
        let failure = withExtendedLifetime(dataSource) {
            verifySnapshot(of: view, as: .layoutFrameTable, named: "three-halves", record: .never,
                           testName: "threeHalvesMatchTheirFrameTable()")
        }
        let message = try #require(failure)
        // Item 3 sits at (100, 50, 100, 50).
        #expect(message.contains("cell      -           0     3  100.00  50.00  100.00  50.00       0"))
    }

    /// A 40 × 20 red view as SVG, against a reference written by hand: one group, one red rectangle.
    @Test func aRedViewMatchesItsSVG() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.backgroundColor = .red
        assertSnapshot(of: view, as: .svg, named: "red-box", record: .never)
    }

    /// The same view in blue fails against the red reference, and the message names the new colour.
    @Test func aRecolouredViewFails() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.backgroundColor = .blue
        let message = try #require(verifySnapshot(of: view, as: .svg, named: "red-box", record: .never,
                                                  testName: "aRedViewMatchesItsSVG()"))
        #expect(message.contains("#0000ff"))
    }
}
#endif
