#if canImport(UIKit)
import UIKit
#else
import Foundation
import OpenCompositionalLayout
#endif
import Testing

/// A table at its top edge stays there as the safe area enters its adjusted inset (a table controller filling a window
/// under a status bar starts with its first row below the bar), while a scrolled table keeps its offset; a default
/// cell's labels take the body text style of the content size category. Written against UIKit's API.
@MainActor
@Suite struct UITableViewRestingInsetTests {
    final class Rows: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "\(indexPath.row)"
            return cell
        }
    }

    #if !canImport(UIKit)
    /// A window of 320 × 568 with a 20-pt status bar (beyond UIKit: the safe area is set by hand).
    func window(_ root: UIViewController, top: CGFloat, category: UIContentSizeCategory = .large) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        window.traitCollection = UITraitCollection(preferredContentSizeCategory: category)
        window.overrideSafeAreaInsets = UIEdgeInsets(top: top, left: 0, bottom: 0, right: 0)
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test func restingTableFollowsTheSafeArea() {
        let rows = Rows()
        let window = window(rows, top: 20)
        // Adjusted inset 20 (the status bar), resting at −20: row 0 at 20 in the window.
        #expect(rows.tableView.adjustedContentInset.top == 20)
        #expect(rows.tableView.contentOffset.y == -20)
        let cell = rows.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(cell.map { $0.convert($0.bounds, to: window).minY } == 20)
        // The safe area grows to 44 (a notch): still resting, now at −44.
        window.overrideSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(rows.tableView.contentOffset.y == -44)
    }

    @Test func scrolledTableKeepsItsOffset() {
        let rows = Rows()
        let window = window(rows, top: 20)
        rows.tableView.contentOffset = CGPoint(x: 0, y: 100)
        window.overrideSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        // Not at its top edge (−20): the new inset does not move it.
        #expect(rows.tableView.contentOffset.y == 100)
    }

    @Test func defaultCellTitleFollowsTheContentSizeCategory() {
        // Body at .medium is 16 pt, at .large 17 pt, at .extraLarge 19 pt (Apple's Dynamic Type sizes).
        for (category, size) in [(UIContentSizeCategory.medium, CGFloat(16)), (.large, 17), (.extraLarge, 19)] {
            let rows = Rows()
            _ = window(rows, top: 20, category: category)
            let font = rows.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.font
            #expect(font?.pointSize == size, "\(category.rawValue)")
        }
    }
    #endif
}
