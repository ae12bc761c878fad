import Testing
import OpenCompositionalLayout

/// A data source driven by a cell registration, as apps write with `UICollectionViewDiffableDataSource`.
@MainActor
final class RegistrationStub: NSObject, UICollectionViewDataSource {
    var items: [String]
    var registration: UICollectionView.CellRegistration<UICollectionViewListCell, String>
    var makesRegistrationInsideProvider = false

    init(_ items: [String]) {
        self.items = items
        self.registration = Self.makeRegistration()
    }

    static func makeRegistration() -> UICollectionView.CellRegistration<UICollectionViewListCell, String> {
        UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if makesRegistrationInsideProvider {
            registration = Self.makeRegistration()
        }
        return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: items[indexPath.item])
    }
}

@MainActor
@Suite struct RegistrationTests {
    @Test func cellRegistrationRegistersOnFirstUseAndConfigures() throws {
        var configured: [(IndexPath, Int)] = []
        let registration = UICollectionView.CellRegistration<TrackingCell, Int> { cell, indexPath, item in
            cell.value = item * 10
            configured.append((indexPath, item))
        }
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300),
                                    collectionViewLayout: FixedRowLayout())
        let path = IndexPath(item: 0, section: 0)
        let cell = view.dequeueConfiguredReusableCell(using: registration, for: path, item: 4)
        #expect(cell.value == 40)
        #expect(configured.count == 1 && configured[0].0 == path && configured[0].1 == 4)
        #expect(cell.reuseIdentifier != nil)
    }

    @Test func registrationsHaveDistinctReuseIdentifiers() {
        let first = UICollectionView.CellRegistration<TrackingCell, Int> { _, _, _ in }
        let second = UICollectionView.CellRegistration<TrackingCell, Int> { _, _, _ in }
        let view = UICollectionView(frame: .zero, collectionViewLayout: FixedRowLayout())
        let a = view.dequeueConfiguredReusableCell(using: first, for: IndexPath(item: 0, section: 0), item: 1)
        let b = view.dequeueConfiguredReusableCell(using: second, for: IndexPath(item: 1, section: 0), item: 2)
        #expect(a.reuseIdentifier != b.reuseIdentifier)
    }

    @Test func listCellShowsTheListContentConfiguration() throws {
        let stub = RegistrationStub(["a", "b"])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300),
                                    collectionViewLayout: FixedRowLayout())
        view.dataSource = stub
        view.layoutIfNeeded()
        let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        let content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        #expect(content.text == "b")
        let contentView = try #require(cell.configuredContentView as? UIListContentView)
        #expect(contentView.textLabel.text == "b")
        // `.cell()` uses the body style: 17 pt at the default content size (Apple HIG).
        #expect(content.textProperties.font.pointSize == 17)
    }

    @Test func supplementaryRegistrationConfiguresViewsOfItsKind() {
        var calls: [(String, IndexPath)] = []
        let registration = UICollectionView.SupplementaryRegistration<HeaderView>(
            elementKind: UICollectionView.elementKindSectionHeader) { view, kind, indexPath in
            view.section = indexPath.section
            calls.append((kind, indexPath))
        }
        let view = UICollectionView(frame: .zero, collectionViewLayout: FixedRowLayout())
        let header = view.dequeueConfiguredReusableSupplementary(using: registration, for: IndexPath(item: 0, section: 3))
        #expect(header.section == 3)
        #expect(calls.count == 1 && calls[0].0 == UICollectionView.elementKindSectionHeader)
    }

    @Test func reconfigureThroughARegistrationKeepsTheCellAndRunsTheHandler() throws {
        let stub = RegistrationStub(["a", "b"])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300),
                                    collectionViewLayout: FixedRowLayout())
        view.dataSource = stub
        view.layoutIfNeeded()
        let before = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        view.performBatchUpdates {
            stub.items = ["A", "b"]
            view.reconfigureItems(at: [IndexPath(item: 0, section: 0)])
        }
        let after = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(after === before)
        #expect((after.contentConfiguration as? UIListContentConfiguration)?.text == "A")
    }

    @Test func registrationCreatedInsideCellProviderStops() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let stub = RegistrationStub(["a"])
                stub.makesRegistrationInsideProvider = true
                let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300),
                                            collectionViewLayout: FixedRowLayout())
                view.dataSource = stub
                view.layoutIfNeeded()
            }
        }
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains(
            "Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath:"))
    }

    @Test func registrationCreatedInsideCellProviderIsRecordedUnderLenientPolicy() throws {
        let stub = RegistrationStub(["a"])
        stub.makesRegistrationInsideProvider = true
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300),
                                    collectionViewLayout: FixedRowLayout())
        view.dequeueFailurePolicy = .record
        view.dataSource = stub
        view.layoutIfNeeded()
        #expect(view.visibleCells.count == 1)
        let diagnostic = try #require(view.diagnostics.first)
        #expect(diagnostic.kind == .registrationCreatedInsideCellProvider)
        #expect(diagnostic.message.hasPrefix(
            "Attempted to dequeue a cell using a registration that was created inside "
                + "-collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider. "
                + "Creating a new registration each time a cell is requested will prevent reuse and cause created cells "
                + "to remain inaccessible in memory for the lifetime of the collection view. Registrations should be "
                + "created up front and reused. Registration: "))
    }
}
