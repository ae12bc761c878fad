#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// With a hierarchical diffable data source, UIKit sets a list cell's `indentationLevel` ("The indentation level
/// sets automatically when you use a hierarchical data source, such as an NSDiffableDataSourceSectionSnapshot")
/// and the cell's expanded state (`UICellConfigurationState.isExpanded`, which the outline disclosure shows).
@MainActor
@Suite struct OutlineCellStateTests {
    /// P ⊃ (C1 ⊃ G, C2), with P and C1 expanded: rows P, C1, G, C2.
    func makeOutline() -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<String>()
        sectionSnapshot.append(["P"])
        sectionSnapshot.append(["C1", "C2"], to: "P")
        sectionSnapshot.append(["G"], to: "C1")
        sectionSnapshot.expand(["P", "C1"])
        dataSource.apply(sectionSnapshot, to: 0, animatingDifferences: false)
        view.layoutIfNeeded()
        return (view, dataSource)
    }

    func cell(_ view: UICollectionView, _ dataSource: UICollectionViewDiffableDataSource<Int, String>,
              _ item: String) throws -> UICollectionViewListCell {
        let indexPath = try #require(dataSource.indexPath(for: item))
        return try #require(view.cellForItem(at: indexPath) as? UICollectionViewListCell)
    }

    @Test func aChildAtDepthDHasIndentationLevelD() throws {
        let (view, dataSource) = makeOutline()
        // Depths by hand: P is a root (0), C1 and C2 its children (1), G a grandchild (2).
        #expect(try cell(view, dataSource, "P").indentationLevel == 0)
        #expect(try cell(view, dataSource, "C1").indentationLevel == 1)
        #expect(try cell(view, dataSource, "G").indentationLevel == 2)
        #expect(try cell(view, dataSource, "C2").indentationLevel == 1)
    }

    @Test func expandedItemsHaveExpandedCells() throws {
        let (view, dataSource) = makeOutline()
        #expect(try cell(view, dataSource, "P").configurationState.isExpanded)
        #expect(try cell(view, dataSource, "C1").configurationState.isExpanded)
        #expect(try !cell(view, dataSource, "G").configurationState.isExpanded)
        #expect(try !cell(view, dataSource, "C2").configurationState.isExpanded)
    }

    @Test func collapsingThroughTheSectionSnapshotUpdatesTheParentsCell() throws {
        let (view, dataSource) = makeOutline()
        var sectionSnapshot = dataSource.snapshot(for: 0)
        sectionSnapshot.collapse(["C1"])
        dataSource.apply(sectionSnapshot, to: 0, animatingDifferences: false)
        view.layoutIfNeeded()
        // G is hidden; C1 stays on screen, no longer expanded.
        #expect(dataSource.indexPath(for: "G") == nil)
        #expect(try !cell(view, dataSource, "C1").configurationState.isExpanded)
        #expect(try cell(view, dataSource, "C2").indentationLevel == 1)
    }
}
