#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// What a list's `itemSeparatorHandler` was asked.
@MainActor
final class SeparatorHandlerLog {
    var asked: [(IndexPath, UIListSeparatorConfiguration)] = []
    var askedIndexPaths: Set<IndexPath> { Set(asked.map(\.0)) }
}

/// `UICollectionLayoutListConfiguration.itemSeparatorHandler`: "The closure that provides granular control over
/// the list separator appearance of each item", called with "the IndexPath of the cell to configure separators
/// for" and "the list section's separator configuration for the cell at indexPath".
@MainActor
@Suite struct ListItemSeparatorHandlerTests {
    func makeList(_ log: SeparatorHandlerLog, showsSeparators: Bool = true)
        -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = showsSeparators
        configuration.separatorConfiguration.color = .systemRed
        configuration.itemSeparatorHandler = { indexPath, sectionConfiguration in
            log.asked.append((indexPath, sectionConfiguration))
            var configuration = sectionConfiguration
            if indexPath.item == 0 { configuration.bottomSeparatorVisibility = .hidden }
            return configuration
        }
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["A", "B", "C"])
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        return (view, dataSource)
    }

    @Test func theHandlerIsAskedForEveryShownRowWithTheSectionConfiguration() {
        let log = SeparatorHandlerLog()
        let (view, dataSource) = makeList(log)
        // Three rows of 44 pt fit in 600 pt: each is asked about, with its own index path.
        #expect(log.askedIndexPaths == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0),
                                        IndexPath(item: 2, section: 0)])
        // The configuration passed is the section's (its red colour), before the handler's change.
        #expect(log.asked.allSatisfy { $0.1.color == .systemRed })
        #expect(log.asked.allSatisfy { $0.1.bottomSeparatorVisibility == .automatic })
        _ = (view, dataSource)
    }

    @Test func aRowAddedLaterIsAskedAbout() {
        let log = SeparatorHandlerLog()
        let (view, dataSource) = makeList(log)
        log.asked = []
        var snapshot = dataSource.snapshot()
        snapshot.appendItems(["D"])
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        #expect(log.askedIndexPaths.contains(IndexPath(item: 3, section: 0)))
    }

    @Test func withoutSeparatorsTheHandlerIsNotAsked() {
        // "This configuration only takes effect if showsSeparators is true": nothing to ask about.
        let log = SeparatorHandlerLog()
        let (view, dataSource) = makeList(log, showsSeparators: false)
        #expect(log.asked.isEmpty)
        _ = (view, dataSource)
    }
}
