#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

extension UIConfigurationStateCustomKey {
    /// Apple's example key (`UIConfigurationStateCustomKey`'s documentation).
    static let isArchived = UIConfigurationStateCustomKey("com.example.OpenCompositionalLayout.isArchived")
}

extension UICellConfigurationState {
    /// Apple's example custom state.
    var isArchived: Bool {
        get { self[.isArchived] as? Bool ?? false }
        set { self[.isArchived] = newValue }
    }
}

/// A cell with a custom state, as in Apple's `UIConfigurationStateCustomKey` example: the registration handler
/// sets `isArchived` without asking for an update; UIKit still updates the configuration before the cell appears.
@MainActor
final class ArchivableCell: UICollectionViewListCell {
    var isArchived = false
    private(set) var archivedStatesSeen: [Bool] = []

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isArchived = isArchived
        return state
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        archivedStatesSeen.append(state.isArchived)
        var content = defaultContentConfiguration().updated(for: state)
        content.text = state.isArchived ? "Archived" : "Active"
        contentConfiguration = content
    }
}

/// Records, for each cell about to be displayed, the custom states its updates had seen by then.
@MainActor
final class ArchivedStateRecorder: NSObject, UICollectionViewDelegate {
    var seenAtDisplay: [IndexPath: [Bool]] = [:]

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        seenAtDisplay[indexPath] = (cell as? ArchivableCell)?.archivedStatesSeen
    }
}

/// `updateConfiguration(using:)`: the system calls it "before the cell appears" (and whenever its state
/// changes), with the cell's `configurationState`, which includes the app's custom states.
@MainActor
@Suite struct CustomConfigurationStateTests {
    @Test func theCustomStateReachesUpdateConfigurationBeforeFirstDisplay() throws {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        let recorder = ArchivedStateRecorder()
        view.delegate = recorder
        let cells = UICollectionView.CellRegistration<ArchivableCell, String> { cell, _, item in
            cell.isArchived = item == "B"
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["A", "B"])
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()

        // By the time the delegate hears `willDisplay`, each cell's last update saw its own custom state.
        #expect(recorder.seenAtDisplay[IndexPath(item: 0, section: 0)]?.last == false)
        #expect(recorder.seenAtDisplay[IndexPath(item: 1, section: 0)]?.last == true)
        let archived = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? ArchivableCell)
        #expect((archived.contentConfiguration as? UIListContentConfiguration)?.text == "Archived")
    }
}
