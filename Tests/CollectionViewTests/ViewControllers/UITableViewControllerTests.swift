#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// `UITableViewController`: the table it makes, the data-source and delegate methods a subclass overrides, the
/// edit button and editing mode, the refresh control and clearing the selection; and `UICollectionViewController`
/// passing editing mode on.
@MainActor
@Suite struct UITableViewControllerTests {
    /// A subclass that overrides what a screen of fruit needs.
    final class FruitController: UITableViewController {
        let fruit = ["Apple", "Banana", "Cherry"]
        var selected: [IndexPath] = []
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruit.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = fruit[indexPath.row]
            return cell
        }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Fruit" }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    @Test func theTableIsTheViewInTheStyleAskedForWithTheControllerAsDataSourceAndDelegate() {
        let controller = FruitController(style: .insetGrouped)
        controller.loadViewIfNeeded()
        let table = controller.tableView
        #expect(table === controller.view)
        #expect(table?.style == .insetGrouped)
        #expect(table?.dataSource === controller && table?.delegate === controller)
        #expect(UITableViewController(nibName: nil, bundle: nil).tableView.style == .plain)
    }

    @Test func theSubclassesOverridesAreWhatTheTableAsks() {
        let controller = FruitController(style: .plain)
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        controller.view.layoutIfNeeded()
        #expect(controller.tableView.numberOfRows(inSection: 0) == 3)
        #expect(controller.tableView.visibleCells.map { $0.textLabel?.text } == ["Apple", "Banana", "Cherry"])
        controller.tableView.simulateTap(at: IndexPath(row: 1, section: 0))
        #expect(controller.selected == [IndexPath(row: 1, section: 0)])
    }

    /// The edit button reads "Edit" (plain); tapping it enters editing mode, in the controller and its table, and
    /// it reads "Done" (done style); tapping again leaves it.
    @Test func theEditButtonTogglesEditingModeInTheTable() {
        let controller = FruitController(style: .plain)
        controller.loadViewIfNeeded()
        let button = controller.editButtonItem
        #expect(button === controller.editButtonItem)
        #expect(button.title == "Edit" && button.style == .plain)
        button.simulateTap()
        #expect(controller.isEditing && controller.tableView.isEditing)
        #expect(button.title == "Done" && button.style == .done)
        button.simulateTap()
        #expect(!controller.isEditing && !controller.tableView.isEditing)
        #expect(button.title == "Edit")
        // Set before the view is made, the mode reaches the table when it is.
        let early = FruitController(style: .plain)
        early.setEditing(true, animated: false)
        #expect(early.tableView.isEditing)
    }

    @Test func theRefreshControlIsTheTables() {
        let controller = FruitController(style: .plain)
        let refresh = UIRefreshControl()
        controller.refreshControl = refresh
        #expect(controller.tableView.refreshControl === refresh)
        #expect(controller.refreshControl === refresh)
    }

    /// A selected row is deselected when the view is about to appear, unless the controller is told not to.
    @Test func theSelectionIsClearedWhenTheViewWillAppear() {
        for clears in [true, false] {
            let controller = FruitController(style: .plain)
            controller.clearsSelectionOnViewWillAppear = clears
            controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
            controller.view.layoutIfNeeded()
            controller.tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
            controller.viewWillAppear(false)
            #expect((controller.tableView.indexPathsForSelectedRows ?? []).isEmpty == clears)
        }
    }

    /// `UICollectionViewController` puts its collection view in the controller's editing mode.
    @Test func aCollectionViewControllerPassesEditingModeOn() {
        let controller = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        controller.setEditing(true, animated: false)
        #expect(controller.collectionView.isEditing)
        controller.editButtonItem.simulateTap()
        #expect(!controller.isEditing && !controller.collectionView.isEditing)
    }
}
