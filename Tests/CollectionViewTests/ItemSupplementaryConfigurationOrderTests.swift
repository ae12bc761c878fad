#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// Full-width 100-pt rows, each with a 20-pt badge at its top trailing corner, given by rect queries only (the
/// layout leaves `layoutAttributesForSupplementaryView(ofKind:at:)` to the base class, which returns nil).
@MainActor
final class BadgedRowLayout: UICollectionViewLayout {
    static let badgeKind = "badge"
    private var count: Int { collectionView.map { $0.numberOfSections > 0 ? $0.numberOfItems(inSection: 0) : 0 } ?? 0 }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(count) * 100)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let width = collectionView?.bounds.width ?? 0
        var attributes: [UICollectionViewLayoutAttributes] = []
        for item in 0..<count {
            let indexPath = IndexPath(item: item, section: 0)
            let cell = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            cell.frame = CGRect(x: 0, y: CGFloat(item) * 100, width: width, height: 100)
            let badge = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: Self.badgeKind, with: indexPath)
            badge.frame = CGRect(x: width - 20, y: CGFloat(item) * 100, width: 20, height: 20)
            badge.zIndex = 1
            attributes += [cell, badge]
        }
        return attributes.filter { overlaps($0.frame, rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let cell = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        cell.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 100, width: collectionView?.bounds.width ?? 0, height: 100)
        return cell
    }
}

/// UIKit applies an element's layout attributes while it is dequeued, before the registration handler runs, so
/// what the handler sets stays: a badge (an item's supplementary item) it hides is not shown again.
@MainActor
@Suite struct ItemSupplementaryConfigurationOrderTests {
    static let badgeKind = "badge"

    @Test func aBadgeHiddenByItsHandlerStaysHiddenInACustomLayout() throws {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: BadgedRowLayout())
        let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
        let badges = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: Self.badgeKind) { view, _, indexPath in
            view.isHidden = indexPath.item % 2 == 1
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: badges, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<4))
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        for item in 0..<4 {
            let badgeView = try #require(view.supplementaryView(forElementKind: Self.badgeKind, at: IndexPath(item: item, section: 0)))
            // The layout's frame was applied before the handler ran; the handler's isHidden stays.
            #expect(badgeView.frame == CGRect(x: 300, y: CGFloat(item) * 100, width: 20, height: 20))
            #expect(badgeView.isHidden == (item % 2 == 1))
        }
    }

    @Test func aBadgeHiddenByItsHandlerStaysHiddenInACompositionalLayout() throws {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: Self.badgeKind,
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
        // Odd items have no badge to show: their handler hides it, as Apple's badges sample does.
        let badges = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: Self.badgeKind) { view, _, indexPath in
            view.isHidden = indexPath.item % 2 == 1
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: badges, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<4))
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        // Later layout passes that do not change the badges' attributes leave the handler's value too.
        view.collectionViewLayout.invalidateLayout()
        view.layoutIfNeeded()

        for item in 0..<4 {
            let badgeView = try #require(view.supplementaryView(forElementKind: Self.badgeKind, at: IndexPath(item: item, section: 0)))
            #expect(badgeView.isHidden == (item % 2 == 1))
        }
    }
}
