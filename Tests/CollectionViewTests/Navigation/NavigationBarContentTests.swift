#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// What a navigation bar does with its items' views, and how a table under it starts: worked out from UIKit's
/// rules in a 393 × 852 window with a 59-pt top safe area.
@MainActor
@Suite struct NavigationBarContentTests {
    /// A table view controller's table, pushed under a bar with large titles.
    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    func window(_ navigation: UINavigationController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        #if !canImport(UIKit)
        window.overrideSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        #endif
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// The large title collapses as the table scrolls up, by the distance scrolled past its resting offset (−155),
    /// and comes back as it returns: 20 pt up leaves a bar 96 − 20 = 76 tall (the table's inset 59 + 76 = 135, its
    /// offset unchanged); 80 pt up collapses the 52-pt large title wholly (bar 44, inset 103); back at −155 the bar is
    /// 96 again.
    @Test func largeTitleCollapsesAsTheTableScrolls() {
        let controller = UITableViewController(style: .plain)
        let rows = Rows()
        controller.tableView.dataSource = rows
        controller.title = "Mail"
        let navigation = UINavigationController(rootViewController: controller)
        navigation.navigationBar.prefersLargeTitles = true
        let window = window(navigation)
        let table: UITableView = controller.tableView
        #expect(navigation.navigationBar.frame.height == 96)
        table.contentOffset.y = -135
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 76)
        #expect(table.adjustedContentInset.top == 135 && table.contentOffset.y == -135)
        table.contentOffset.y = -75
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(table.adjustedContentInset.top == 103 && table.contentOffset.y == -75)
        table.contentOffset.y = -155
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(table.adjustedContentInset.top == 155 && table.contentOffset.y == -155)
        withExtendedLifetime(rows) {}
    }

    @Test func tableUnderALargeTitleStartsAtItsTopEdge() {
        let controller = UITableViewController(style: .insetGrouped)
        let rows = Rows()
        controller.tableView.dataSource = rows
        controller.title = "Settings"
        let navigation = UINavigationController(rootViewController: controller)
        navigation.navigationBar.prefersLargeTitles = true
        let window = window(navigation)
        // The status bar (59) and the expanded bar (44 + 52 = 96) inset the table; it rests at its top edge.
        #expect(controller.tableView.adjustedContentInset.top == 155)
        #expect(controller.tableView.contentOffset.y == -155)
        // Scrolled away from the edge, it stays where it is when the bar's height changes.
        controller.tableView.contentOffset.y = 100
        navigation.navigationBar.prefersLargeTitles = false
        window.layoutIfNeeded()
        #expect(controller.tableView.adjustedContentInset.top == 103)
        #expect(controller.tableView.contentOffset.y == 100)
        withExtendedLifetime(rows) {}
    }

    @Test func customViewsAndTitleViewsArePlacedInTheBar() {
        let controller = UIViewController()
        let button = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        controller.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: button)
        let titleView = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 24))
        controller.navigationItem.titleView = titleView
        let navigation = UINavigationController(rootViewController: controller)
        let window = window(navigation)
        let bar = navigation.navigationBar
        // The custom view at the trailing margin (393 − 16 − 30 = 347), centred in the 44-pt bar (22 − 15 = 7).
        #expect(button.convert(button.bounds, to: bar) == CGRect(x: 347, y: 7, width: 30, height: 30))
        // The title view centred: (393 − 120) / 2 = 136.5, 22 − 12 = 10.
        #expect(titleView.convert(titleView.bounds, to: bar) == CGRect(x: 136.5, y: 10, width: 120, height: 24))
        // Replaced: the old title view leaves the bar.
        controller.navigationItem.titleView = nil
        window.layoutIfNeeded()
        #expect(titleView.window == nil)
    }
}
