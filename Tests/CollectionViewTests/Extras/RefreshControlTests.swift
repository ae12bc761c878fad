#if canImport(UIKit)
import UIKit
#else
import Foundation
import OpenCompositionalLayout
#endif
import Testing

/// Pull to refresh, worked out by hand: a 320 × 600 table of 30 rows (44 points each: 1,320 points of content,
/// so it scrolls), no safe area, no content inset. The refresh control is 60 points tall and sits at y = −60,
/// just above the content.
@MainActor
@Suite struct RefreshControlTests {
    func makeTable() -> (UITableView, CountsDataSource, UIRefreshControl) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = CountsDataSource([30])
        table.dataSource = source
        let refresh = UIRefreshControl()
        table.refreshControl = refresh
        table.layoutIfNeeded()
        return (table, source, refresh)
    }

    /// Pulling 130 points (past the 120 that starts a refresh) sends `.valueChanged` once; the inset grows by 60, so
    /// the released content rests at y = −60 with the control in view; ending the refresh takes the room away and
    /// the content goes back to 0.
    @Test func aPullPastTheThresholdRefreshes() {
        let (table, source, refresh) = makeTable()
        var refreshes = 0
        refresh.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
        #expect(refresh.frame == CGRect(x: 0, y: -60, width: 320, height: 60))

        table.simulateScroll(by: CGPoint(x: 0, y: -130), velocity: .zero)
        #expect(refreshes == 1)
        #expect(refresh.isRefreshing)
        #expect(table.adjustedContentInset.top == 60)
        #expect(table.contentInset.top == 0)
        #expect(table.contentOffset.y == -60)

        // Pulling again while it refreshes starts nothing new.
        table.simulateScroll(by: CGPoint(x: 0, y: -130), velocity: .zero)
        #expect(refreshes == 1)

        refresh.endRefreshing()
        #expect(!refresh.isRefreshing)
        #expect(table.adjustedContentInset.top == 0)
        #expect(table.contentOffset.y == 0)
        withExtendedLifetime(source) {}
    }

    /// A pull of 100 points stops short of 120: no refresh, and the content springs back to 0.
    @Test func aShortPullDoesNotRefresh() {
        let (table, source, refresh) = makeTable()
        var refreshes = 0
        refresh.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
        table.simulateScroll(by: CGPoint(x: 0, y: -100), velocity: .zero)
        #expect(refreshes == 0)
        #expect(!refresh.isRefreshing)
        #expect(table.contentOffset.y == 0)
        // Disabled, a long pull does nothing either.
        refresh.isEnabled = false
        table.simulateScroll(by: CGPoint(x: 0, y: -200), velocity: .zero)
        #expect(refreshes == 0)
        withExtendedLifetime(source) {}
    }

    /// `beginRefreshing()` in code: the room is made (inset 60) but no `.valueChanged` goes out and the content
    /// stays where it is, as in UIKit.
    @Test func beginningInCode() {
        let (table, source, refresh) = makeTable()
        var refreshes = 0
        refresh.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing)
        #expect(refreshes == 0)
        #expect(table.adjustedContentInset.top == 60)
        #expect(table.contentOffset.y == 0)
        refresh.endRefreshing()
        #expect(table.adjustedContentInset.top == 0)
        withExtendedLifetime(source) {}
    }

    /// A collection view whose content is shorter than the view pulls only when it always bounces vertically (as on
    /// iOS); the refresh then works the same, and a table view controller's refresh control is its table's.
    @Test func aShortCollectionViewAndATableViewController() {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        let refresh = UIRefreshControl()
        view.refreshControl = refresh
        view.layoutIfNeeded()
        view.simulateScroll(by: CGPoint(x: 0, y: -130), velocity: .zero)
        #expect(!refresh.isRefreshing)
        view.alwaysBounceVertical = true
        view.simulateScroll(by: CGPoint(x: 0, y: -130), velocity: .zero)
        #expect(refresh.isRefreshing)
        #expect(view.contentOffset.y == -60)

        let controller = UITableViewController(style: .plain)
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
        let tableRefresh = UIRefreshControl()
        controller.refreshControl = tableRefresh
        #expect(tableRefresh.superview === controller.tableView)
        // Replacing a refreshing control takes its room away.
        view.refreshControl = nil
        #expect(view.adjustedContentInset.top == 0)
    }
}
