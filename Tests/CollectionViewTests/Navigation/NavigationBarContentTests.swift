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

    /// A "Mail" table with a search controller (hiding as the list scrolls unless `hides` is false) in a navigation
    /// controller, large titles when `largeTitles`, on screen; the rows are returned to be kept alive.
    func mailScreen(largeTitles: Bool, hides: Bool = true)
        -> (table: UITableView, bar: UINavigationBar, window: UIWindow, rows: Rows) {
        let controller = UITableViewController(style: .plain)
        let rows = Rows()
        controller.tableView.dataSource = rows
        controller.title = "Mail"
        controller.navigationItem.searchController = UISearchController(searchResultsController: nil)
        if !hides { controller.navigationItem.hidesSearchBarWhenScrolling = false }
        let navigation = UINavigationController(rootViewController: controller)
        navigation.navigationBar.prefersLargeTitles = largeTitles
        let window = window(navigation)
        return (controller.tableView, navigation.navigationBar, window, rows)
    }

    #if !canImport(UIKit)
    /// A drag that ends with the bar half collapsed settles it (`simulateScroll` is beyond UIKit). Large title only: the
    /// bar 44 + 52 = 96, the list resting at −(59 + 96) = −155; 20 pt up is nearer expanded (20 < 52 / 2) and comes
    /// back to −155; 40 pt up is nearer collapsed and settles at 52 − 155 = −103 with the standard 44-pt bar; past
    /// the collapse a drag rests where it ends (−103 + 100 = −3).
    @Test func aHalfCollapsedLargeTitleSettles() {
        let controller = UITableViewController(style: .plain)
        let rows = Rows()
        controller.tableView.dataSource = rows
        controller.title = "Settings"
        let navigation = UINavigationController(rootViewController: controller)
        navigation.navigationBar.prefersLargeTitles = true
        let window = window(navigation)
        let table: UITableView = controller.tableView
        #expect(table.contentOffset.y == -155)
        table.simulateScroll(by: CGPoint(x: 0, y: 20), velocity: .zero)
        window.layoutIfNeeded()
        #expect(table.contentOffset.y == -155 && navigation.navigationBar.frame.height == 96)
        table.simulateScroll(by: CGPoint(x: 0, y: 40), velocity: .zero)
        window.layoutIfNeeded()
        #expect(table.contentOffset.y == -103 && navigation.navigationBar.frame.height == 44)
        table.simulateScroll(by: CGPoint(x: 0, y: 100), velocity: .zero)
        #expect(table.contentOffset.y == -3)
        withExtendedLifetime(rows) {}
    }

    /// With a hiding search row too, the bar also stops with the search row gone: 148 tall at −207; 30 pt up is
    /// nearest that stop (|30 − 52| < 30) and settles at 52 − 207 = −155, the bar 148 − 52 = 96; 20 pt up from the
    /// top comes back to −207.
    @Test func aHalfHiddenSearchRowSettles() {
        let (table, bar, window, rows) = mailScreen(largeTitles: true)
        #expect(table.contentOffset.y == -207)
        table.simulateScroll(by: CGPoint(x: 0, y: 20), velocity: .zero)
        window.layoutIfNeeded()
        #expect(table.contentOffset.y == -207 && bar.frame.height == 148)
        table.simulateScroll(by: CGPoint(x: 0, y: 30), velocity: .zero)
        window.layoutIfNeeded()
        #expect(table.contentOffset.y == -155 && bar.frame.height == 96)
        withExtendedLifetime(rows) {}
    }
    #endif

    /// A table under a large title with a search controller: the first screen shows the search bar (the bar
    /// 44 + 52 + 52 = 148, the table resting at −(59 + 148) = −207). Scrolling up, the search row goes first, then
    /// the large title: 20 pt up leaves 148 − 20 = 128 (inset 59 + 128 = 187); 60 pt up has hidden the 52-pt search
    /// row and 8 pt of the large title, 148 − 60 = 88 (inset 147); 107 pt up leaves the standard 44 (inset 103,
    /// the collapse stops at 52 + 52 = 104); back at −207 the bar is 148 again.
    @Test func searchRowHidesBeforeTheLargeTitleAsTheTableScrolls() {
        #expect(UINavigationItem(title: "Mail").hidesSearchBarWhenScrolling)
        let (table, bar, window, rows) = mailScreen(largeTitles: true)
        #expect(bar.frame.height == 148)
        #expect(table.adjustedContentInset.top == 207 && table.contentOffset.y == -207)
        table.contentOffset.y = -187
        window.layoutIfNeeded()
        #expect(bar.frame.height == 128)
        #expect(table.adjustedContentInset.top == 187 && table.contentOffset.y == -187)
        table.contentOffset.y = -147
        window.layoutIfNeeded()
        #expect(bar.frame.height == 88)
        #expect(table.adjustedContentInset.top == 147)
        table.contentOffset.y = -100
        window.layoutIfNeeded()
        #expect(bar.frame.height == 44)
        #expect(table.adjustedContentInset.top == 103 && table.contentOffset.y == -100)
        table.contentOffset.y = -207
        window.layoutIfNeeded()
        #expect(bar.frame.height == 148)
        #expect(table.adjustedContentInset.top == 207)
        #if !canImport(UIKit)
        // The rows: at 20 pt up the search row is 52 − 20 = 32 tall under the whole large title (44 + 52 = 96), its field
        // squeezed to 32 − 2 × 8 = 16; at 60 pt up the large title's row is 52 − 8 = 44 and there is no search row.
        table.contentOffset.y = -187
        window.layoutIfNeeded()
        var layout = bar.contentLayout
        #expect(layout.largeTitleRow == CGRect(x: 0, y: 44, width: 393, height: 52))
        #expect(layout.searchRow == CGRect(x: 0, y: 96, width: 393, height: 32))
        #expect(layout.searchField == CGRect(x: 16, y: 104, width: 361, height: 16))
        table.contentOffset.y = -147
        window.layoutIfNeeded()
        layout = bar.contentLayout
        #expect(layout.largeTitleRow == CGRect(x: 0, y: 44, width: 393, height: 44))
        #expect(layout.searchRow == nil && layout.searchField == nil)
        #expect(layout.title == nil)
        table.contentOffset.y = -100
        window.layoutIfNeeded()
        #expect(bar.contentLayout.title?.text == "Mail")
        #endif
        withExtendedLifetime(rows) {}
    }

    /// `hidesSearchBarWhenScrolling = false` keeps the search row: only the large title collapses, 148 − 52 = 96 at
    /// most (20 pt up: 128; 100 pt up: 96, inset 59 + 96 = 155).
    @Test func searchRowThatDoesNotHideStaysAsTheLargeTitleCollapses() {
        let (table, bar, window, rows) = mailScreen(largeTitles: true, hides: false)
        #expect(bar.frame.height == 148)
        table.contentOffset.y = -187
        window.layoutIfNeeded()
        #expect(bar.frame.height == 128)
        table.contentOffset.y = -107
        window.layoutIfNeeded()
        #expect(bar.frame.height == 96)
        #expect(table.adjustedContentInset.top == 155 && table.contentOffset.y == -107)
        #if !canImport(UIKit)
        // The search row right under the standard row (y 44), its field whole: 44 + 8 = 52, 36 tall.
        let layout = bar.contentLayout
        #expect(layout.largeTitleRow == nil && layout.title?.text == "Mail")
        #expect(layout.searchField == CGRect(x: 16, y: 52, width: 361, height: 36))
        #endif
        withExtendedLifetime(rows) {}
    }

    /// Without a large title a hiding search row alone collapses: the bar 44 + 52 = 96, the table resting at −155;
    /// 30 pt up leaves 66 (inset 125), 60 pt up the standard 44 (inset 103).
    @Test func searchRowHidesUnderAStandardTitle() {
        let (table, bar, window, rows) = mailScreen(largeTitles: false)
        #expect(bar.frame.height == 96)
        #expect(table.contentOffset.y == -155)
        table.contentOffset.y = -125
        window.layoutIfNeeded()
        #expect(bar.frame.height == 66)
        #expect(table.adjustedContentInset.top == 125)
        table.contentOffset.y = -95
        window.layoutIfNeeded()
        #expect(bar.frame.height == 44)
        #expect(table.adjustedContentInset.top == 103)
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
