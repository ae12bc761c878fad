import Testing
import OpenCompositionalLayout

/// A fixed-row layout that offers swipe actions for every row, as a list configuration's providers would.
@MainActor
final class SwipeRowLayout: UICollectionViewLayout, SwipeActionsProviding {
    let rows = FixedRowLayout()
    var trailing: (IndexPath) -> UISwipeActionsConfiguration? = { _ in nil }
    var leading: (IndexPath) -> UISwipeActionsConfiguration? = { _ in nil }

    func swipeActionsConfiguration(forItemAt indexPath: IndexPath, edge: NSDirectionalRectEdge) -> UISwipeActionsConfiguration? {
        edge == .trailing ? trailing(indexPath) : leading(indexPath)
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(collectionView?.numberOfItems(inSection: 0) ?? 0) * 100)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let count = collectionView?.numberOfItems(inSection: 0) ?? 0
        return (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { overlaps($0.frame, rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 100, width: collectionView?.bounds.width ?? 0, height: 100)
        return attributes
    }
}

/// List cells for a flat list of strings, with the accessories the test gives.
@MainActor
final class AccessorySource: NSObject, UICollectionViewDataSource {
    var items = ["A", "B", "C"]
    var accessories: (String) -> [UICellAccessory] = { _ in [] }
    // Made up front, as UIKit requires (not inside the cell provider).
    var registration: UICollectionView.CellRegistration<UICollectionViewListCell, String>!

    override init() {
        super.init()
        registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [weak self] cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = self?.accessories(item) ?? []
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: items[indexPath.item])
    }
}

@MainActor
@Suite struct ListInteractionTests {
    func makeView(_ source: AccessorySource, layout: UICollectionViewLayout = FixedRowLayout()) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 500), collectionViewLayout: layout)
        view.dataSource = source
        view.layoutIfNeeded()
        return view
    }

    @Test func swipeRevealsActionsAndPerformingOneRunsIt() throws {
        let layout = SwipeRowLayout()
        var ran: [String] = []
        let delete = UIContextualAction(style: .destructive, title: "Delete") { action, source, completion in
            ran.append("\(action.title ?? "") from \(type(of: source))")
            completion(true)
        }
        let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in
            ran.append("Flag")
            completion(false)
        }
        layout.trailing = { $0.item == 1 ? UISwipeActionsConfiguration(actions: [delete, flag]) : nil }
        let source = AccessorySource()
        let view = makeView(source, layout: layout)
        let path = IndexPath(item: 1, section: 0)

        #expect(view.simulateSwipe(onItemAt: IndexPath(item: 0, section: 0), edge: .trailing) == nil)
        #expect(view.simulateSwipe(onItemAt: path, edge: .leading) == nil)
        let revealed = try #require(view.simulateSwipe(onItemAt: path, edge: .trailing))
        #expect(revealed.actions.map(\.title) == ["Delete", "Flag"])
        #expect(ran.isEmpty) // revealing runs nothing
        let cell = try #require(view.cellForItem(at: path))
        #expect(cell.configurationState.isSwiped)
        #expect(delete.backgroundColor == .systemRed && flag.backgroundColor == .systemGray)

        #expect(!view.performSwipeAction(at: 5))
        #expect(view.performSwipeAction(at: 0))
        #expect(ran == ["Delete from UICollectionViewListCell"])
        #expect(!cell.configurationState.isSwiped) // the completion closed the swipe
        #expect(!view.performSwipeAction(at: 1))   // nothing is revealed any more
        withExtendedLifetime(source) {}
    }

    @Test func swipingAnotherRowClosesTheFirst() throws {
        let layout = SwipeRowLayout()
        let action = UIContextualAction(style: .normal, title: "Pin") { _, _, completion in completion(true) }
        layout.leading = { _ in UISwipeActionsConfiguration(actions: [action]) }
        let source = AccessorySource()
        let view = makeView(source, layout: layout)
        view.simulateSwipe(onItemAt: IndexPath(item: 0, section: 0), edge: .leading)
        view.simulateSwipe(onItemAt: IndexPath(item: 2, section: 0), edge: .leading)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.isSwiped == false)
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.configurationState.isSwiped == true)
        withExtendedLifetime(source) {}
    }

    @Test func reusedCellsAreNotSwiped() {
        let layout = SwipeRowLayout()
        let action = UIContextualAction(style: .normal, title: "Pin") { _, _, completion in completion(true) }
        layout.trailing = { _ in UISwipeActionsConfiguration(actions: [action]) }
        let source = AccessorySource()
        let view = makeView(source, layout: layout)
        view.simulateSwipe(onItemAt: IndexPath(item: 1, section: 0), edge: .trailing)
        view.reloadData()
        view.layoutIfNeeded()
        #expect(view.visibleCells.count == 3)
        #expect(view.visibleCells.allSatisfy { !$0.configurationState.isSwiped })
        #expect(!view.performSwipeAction(at: 0))
        withExtendedLifetime(source) {}
    }

    @Test func swipeNeedsALayoutThatProvidesActions() {
        let source = AccessorySource()
        let view = makeView(source)
        #expect(view.simulateSwipe(onItemAt: IndexPath(item: 0, section: 0), edge: .trailing) == nil)
        #expect(!view.performSwipeAction(at: 0))
        withExtendedLifetime(source) {}
    }

    @Test func accessoryTapRunsTheActionHandler() {
        var tapped: [String] = []
        let source = AccessorySource()
        source.accessories = { item in
            item == "B" ? [.disclosureIndicator(), .detail { tapped.append("detail \(item)") }] : [.disclosureIndicator()]
        }
        let view = makeView(source)
        #expect(!view.simulateAccessoryTap(onItemAt: IndexPath(item: 0, section: 0))) // nothing actionable
        #expect(view.simulateAccessoryTap(onItemAt: IndexPath(item: 1, section: 0)))
        #expect(tapped == ["detail B"])
        #expect(!view.simulateAccessoryTap(onItemAt: IndexPath(item: 9, section: 0))) // no such row
        withExtendedLifetime(source) {}
    }

    @Test func editingOnlyAccessoriesAreNotTappedOutsideEditing() {
        var tapped = 0
        let source = AccessorySource()
        source.accessories = { _ in [.delete { tapped += 1 }] }
        let view = makeView(source)
        #expect(!view.simulateAccessoryTap(onItemAt: IndexPath(item: 0, section: 0)))
        #expect(tapped == 0)
        withExtendedLifetime(source) {}
    }

    @Test func accessoryTapOnAPlainCellDoesNothing() {
        let stub = Stub([[1, 2]])
        let view = makeCollectionView(stub)
        #expect(!view.simulateAccessoryTap(onItemAt: IndexPath(item: 0, section: 0)))
        withExtendedLifetime(stub) {}
    }

    @Test func outlineDisclosureExpandsThroughTheSectionSnapshot() throws {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 500), collectionViewLayout: FixedRowLayout())
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = item.count == 1 ? [.outlineDisclosure()] : []
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var expanded: [String] = []
        dataSource.sectionSnapshotHandlers.willExpandItem = { expanded.append($0) }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["A", "B"])
        outline.append(["A1", "A2"], to: "A")
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        view.layoutIfNeeded()
        #expect(view.numberOfItems(inSection: 0) == 2) // A and B; A's children are collapsed

        #expect(view.simulateAccessoryTap(onItemAt: IndexPath(item: 0, section: 0)))
        view.layoutIfNeeded()
        #expect(expanded == ["A"])
        #expect(view.numberOfItems(inSection: 0) == 4) // A, A1, A2, B
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.isExpanded == true)

        #expect(view.simulateAccessoryTap(onItemAt: IndexPath(item: 0, section: 0)))
        view.layoutIfNeeded()
        #expect(view.numberOfItems(inSection: 0) == 2)
        withExtendedLifetime(dataSource) {}
    }
}
