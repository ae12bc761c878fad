import Testing
import OpenCompositionalLayout

/// Swipe actions come from the list configuration of the row's section
/// (`leadingSwipeActionsConfigurationProvider` / `trailingSwipeActionsConfigurationProvider`), as in UIKit's
/// compositional list layouts.
@MainActor
@Suite struct ListSwipeActionsTests {
    private func makeView(_ source: AccessorySource, layout: UICollectionViewLayout) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        view.dataSource = source
        view.layoutIfNeeded()
        return view
    }

    /// A trailing "Delete" from the list configuration: swiping row 1 reveals it, performing action 0 runs
    /// its handler, which deletes "B" — the rows left are A and C.
    @Test func listConfigurationDeleteActionRuns() throws {
        let source = AccessorySource()
        var view: UICollectionView?
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                source.items.remove(at: indexPath.item)
                view?.deleteItems(at: [indexPath])
                completion(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        view = makeView(source, layout: UICollectionViewCompositionalLayout.list(using: configuration))
        let collectionView = try #require(view)
        let path = IndexPath(item: 1, section: 0)

        #expect(collectionView.simulateSwipe(onItemAt: path, edge: .leading) == nil) // no leading provider
        let revealed = try #require(collectionView.simulateSwipe(onItemAt: path, edge: .trailing))
        #expect(revealed.actions.map(\.title) == ["Delete"])
        #expect(collectionView.cellForItem(at: path)?.configurationState.isSwiped == true)
        #expect(collectionView.performSwipeAction(at: 0))
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfItems(inSection: 0) == 2)
        let texts = (0..<2).map { item in
            (collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.contentConfiguration as? UIListContentConfiguration)?.text
        }
        #expect(texts == ["A", "C"])
    }

    /// The provider is asked with the swiped row's index path, on the edge swiped.
    @Test func leadingProviderSeesTheIndexPath() throws {
        let source = AccessorySource()
        var asked: [IndexPath] = []
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.leadingSwipeActionsConfigurationProvider = { indexPath in
            asked.append(indexPath)
            return UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }])
        }
        let view = makeView(source, layout: UICollectionViewCompositionalLayout.list(using: configuration))
        let revealed = try #require(view.simulateSwipe(onItemAt: IndexPath(item: 2, section: 0), edge: .leading))
        #expect(revealed.actions.map(\.title) == ["Pin"])
        #expect(asked == [IndexPath(item: 2, section: 0)])
        #expect(view.simulateSwipe(onItemAt: IndexPath(item: 0, section: 0), edge: .trailing) == nil)
    }

    /// A section that is not a list has no swipe actions, even when another section's list has some.
    @Test func nonListSectionHasNoSwipeActions() {
        let source = TwoSectionSource()
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { _ in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }])
        }
        let layout = UICollectionViewCompositionalLayout { section, environment in
            if section == 0 { return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment) }
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        }
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        view.dataSource = source
        view.layoutIfNeeded()
        #expect(view.simulateSwipe(onItemAt: IndexPath(item: 0, section: 0), edge: .trailing) != nil)
        #expect(view.simulateSwipe(onItemAt: IndexPath(item: 0, section: 1), edge: .trailing) == nil)
        withExtendedLifetime(source) {}
    }
}

/// Two sections of one list cell each.
@MainActor
private final class TwoSectionSource: NSObject, UICollectionViewDataSource {
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = item
        cell.contentConfiguration = content
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: "row \(indexPath.section)")
    }
}
