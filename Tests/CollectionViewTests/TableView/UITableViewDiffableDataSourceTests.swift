#if canImport(UIKit)
import UIKit
#else
import Foundation
import OpenCompositionalLayout
#endif
import Testing

@MainActor
@Suite struct UITableViewDiffableDataSourceTests {
    enum Section: Int, Hashable, Sendable { case visited, bucketList }

    /// A subclass with titles and editing, as Apple's table editing sample writes one.
    final class TitledSource: UITableViewDiffableDataSource<Section, String> {
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            section == 0 ? "Visited" : "Bucket List"
        }
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    }

    func makeSource(_ table: UITableView) -> TitledSource {
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        return TitledSource(tableView: table) { tableView, indexPath, name in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
            return cell
        }
    }

    @Test func applyingSnapshotsUpdatesTheRows() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .insetGrouped)
        table.rowHeight = 44
        let source = makeSource(table)
        #expect(table.dataSource === source)
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.visited, .bucketList])
        snapshot.appendItems(["Everest", "K2"], toSection: .visited)
        snapshot.appendItems(["Denali"], toSection: .bucketList)
        source.apply(snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(source.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "Denali")
        #expect(source.indexPath(for: "K2") == IndexPath(row: 1, section: 0))
        #expect(source.sectionIdentifier(for: 1) == .bucketList)
        #expect(source.index(for: .bucketList) == 1)
        // The subclass's titles head the sections.
        #expect((table.headerView(forSection: 0)?.contentConfiguration as? UIListContentConfiguration)?.text == "Visited")
        let k2 = table.cellForRow(at: IndexPath(row: 1, section: 0))
        // Deleting Everest moves K2 up, keeping its cell.
        snapshot.deleteItems(["Everest"])
        source.apply(snapshot)
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === k2)
        #expect((k2?.contentConfiguration as? UIListContentConfiguration)?.text == "K2")
        // Moving Denali to the first section.
        snapshot.deleteItems(["Denali"])
        snapshot.appendItems(["Denali"], toSection: .visited)
        source.apply(snapshot)
        #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 0)
        #expect(source.snapshot().itemIdentifiers(inSection: .visited) == ["K2", "Denali"])
        #expect(source.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)))
    }

    /// The async `apply` honours `animatingDifferences` as the completion-handler one does: without animation
    /// the rows are at their new places at once, with it they move there over the update's animation.
    @Test func theAsyncApplyHonoursAnimatingDifferences() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        // No titles: no section header above the rows.
        let source = UITableViewDiffableDataSource<Section, String>(tableView: table) { tableView, indexPath, _ in
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.visited])
        snapshot.appendItems(["A", "B"])
        await source.apply(snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
        let b = table.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(b?.frame.minY == 44)
        let clock = UIAnimationClock(mode: .manual)
        let previous = UIView.animationClock
        UIView.animationClock = clock
        defer { UIView.animationClock = previous }
        // Deleting A without animation: B shows at the top at once.
        snapshot.deleteItems(["A"])
        await source.apply(snapshot, animatingDifferences: false)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === b)
        #expect(b?.frame.minY == 0)
        #expect(b?.presentationFrame.minY == 0)
        // Inserting Z above B with animation: B's model frame is 44 pt down, what shows starts at 0.
        snapshot.insertItems(["Z"], beforeItem: "B")
        await source.apply(snapshot, animatingDifferences: true)
        #expect(b?.frame.minY == 44)
        #expect(b?.presentationFrame.minY == 0)
        clock.advance(by: UITableView.updateAnimationDuration)
        #expect(b?.presentationFrame.minY == 44)
    }

    @Test func reconfiguringAnItemUpdatesItsCellInPlace() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.rowHeight = 44
        final class Suffix { var text = "" }
        let suffix = Suffix()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = UITableViewDiffableDataSource<Section, String>(tableView: table) { tableView, indexPath, name in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = name + suffix.text
            cell.contentConfiguration = content
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.visited])
        snapshot.appendItems(["A", "B"])
        source.apply(snapshot)
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        suffix.text = "!"
        snapshot.reconfigureItems(["B"])
        source.apply(snapshot)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
        #expect((cell?.contentConfiguration as? UIListContentConfiguration)?.text == "B!")
        // Reloading gives the row a new configuration too (here through the same reuse queue).
        suffix.text = "?"
        snapshot.reloadItems(["A"])
        source.apply(snapshot)
        #expect((table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentConfiguration as? UIListContentConfiguration)?.text == "A?")
    }
}
