#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing
import TestSupport

/// A list cell that asks for a fixed height whatever its content, as an app's subclass overriding
/// `preferredLayoutAttributesFitting(_:)` does.
@MainActor
final class FixedHeightListCell: UICollectionViewListCell {
    static let preferredHeight: CGFloat = 60
    private(set) var measureCount = 0

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        measureCount += 1
        let attributes = layoutAttributes.copy()
        attributes.size.height = Self.preferredHeight
        return attributes
    }
}

/// UIKit asks every self-sizing cell for its preferred attributes (`preferredLayoutAttributesFitting(_:)`,
/// "The default implementation of this method adjusts the size values to accommodate changes made by a
/// self-sizing cell"), list cells in list sections included: a list section's rows are estimated, so the
/// subclass's answer is the row's height, not its content configuration's.
@MainActor
@Suite struct ListRowPreferredAttributesTests {
    func makeList(appearance: UICollectionLayoutListConfiguration.Appearance, headerMode: UICollectionLayoutListConfiguration.HeaderMode)
        -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = headerMode
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        let cells = UICollectionView.CellRegistration<FixedHeightListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, _ in
            var content = header.defaultContentConfiguration()
            content.text = "Header"
            header.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["A", "B", "C"])
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        return (view, dataSource)
    }

    @Test(arguments: [UICollectionLayoutListConfiguration.HeaderMode.none, .supplementary])
    func aListCellSubclassGetsTheHeightItPrefers(headerMode: UICollectionLayoutListConfiguration.HeaderMode) throws {
        let (view, dataSource) = makeList(appearance: .plain, headerMode: headerMode)
        // Each row is 60 pt, the override's answer (its one-line content would measure 44), and the rows stack
        // 60 pt apart below the header (if any).
        let frames = try (0..<3).map { try #require(view.cellForItem(at: IndexPath(item: $0, section: 0))).frame }
        #expect(frames.map(\.height) == [60, 60, 60])
        #expect(isClose(frames[1].minY - frames[0].minY, 60))
        #expect(isClose(frames[2].minY - frames[1].minY, 60))
        #expect(view.visibleCells.allSatisfy { ($0 as? FixedHeightListCell)?.measureCount ?? 0 >= 1 })
        _ = dataSource
    }

    @Test func insetGroupedRowsWithHeadersKeepThePreferredHeight() throws {
        let (view, dataSource) = makeList(appearance: .insetGrouped, headerMode: .supplementary)
        let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(first.frame.height == 60)
        #expect(isClose(second.frame.minY - first.frame.minY, 60))
        _ = dataSource
    }
}
