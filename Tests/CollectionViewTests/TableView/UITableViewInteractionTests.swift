// The `simulate…` interactions and `performSwipeAction(at:)` are beyond UIKit (headless there is no finger), so
// this file does not compile against UIKit by design.
import Foundation
import OpenCompositionalLayout
import Testing

@MainActor
@Suite struct UITableViewInteractionTests {
    @Test func swipingADeletableRowRevealsUIKitsDeleteAction() {
        let source = CountsDataSource([3])
        let table = makeTable(.plain, source, rowHeight: 44)
        let configuration = table.simulateSwipe(onRowAt: IndexPath(row: 1, section: 0), edge: .trailing)
        #expect(configuration?.actions.map(\.title) == ["Delete"])
        #expect(configuration?.actions.first?.style == .destructive)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.showingDeleteConfirmation == true)
        #expect(table.performSwipeAction(at: 0))
        #expect(source.commits == ["delete 0.1"])
        #expect(table.numberOfRows(inSection: 0) == 2)
        // Nothing is revealed from the leading edge without the delegate's actions.
        #expect(table.simulateSwipe(onRowAt: IndexPath(row: 0, section: 0), edge: .leading) == nil)
        // A row that cannot be edited reveals nothing.
        source.editable = false
        #expect(table.simulateSwipe(onRowAt: IndexPath(row: 0, section: 0), edge: .trailing) == nil)
    }

    @Test func editingControlsCommitThroughTheDataSource() {
        let source = CountsDataSource([3])
        let table = makeTable(.plain, source, rowHeight: 44)
        #expect(!table.simulateEditingControlTap(onRowAt: IndexPath(row: 0, section: 0))) // not editing
        table.setEditing(true, animated: false)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.editingStyle == .delete)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.frame.minX == 38)
        #expect(table.simulateEditingControlTap(onRowAt: IndexPath(row: 0, section: 0)))
        #expect(source.commits == ["delete 0.0"])
        #expect(table.numberOfRows(inSection: 0) == 2)
    }

    @Test func reorderingMovesTheRowAndTellsTheDataSource() {
        let source = CountsDataSource([3, 2])
        source.movable = true
        let table = makeTable(.plain, source, rowHeight: 44)
        let moving = table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(table.simulateMove(fromRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)) == nil) // not editing
        table.setEditing(true, animated: false)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.showsReorderControl == true)
        let destination = table.simulateMove(fromRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
        #expect(destination == IndexPath(row: 1, section: 1))
        #expect(source.commits == ["move 0.0 → 1.1"])
        #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 3)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1)) === moving)
    }
}

@MainActor
@Suite struct UITableViewContextMenuTests {
    final class MenuDelegate: NSObject, UITableViewDelegate {
        var picked: [String] = []
        func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                       point: CGPoint) -> UIContextMenuConfiguration? {
            // The point is the row's centre: row 2 of 44-pt rows spans 88…132.
            guard point == CGPoint(x: 195, y: 110) else { return nil }
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(children: [UIAction(title: "Share") { [weak self] _ in self?.picked.append("Share \(indexPath.row)") }])
            }
        }
    }

    @Test func aLongPressShowsTheDelegatesMenu() {
        let delegate = MenuDelegate()
        let table = makeTable(.plain, CountsDataSource([5]), delegate: delegate, rowHeight: 44)
        let menu = table.simulateLongPress(onRowAt: IndexPath(row: 2, section: 0))
        #expect(menu?.children.map(\.title) == ["Share"])
        #expect(menu?.performAction(titled: "Share") == true)
        #expect(delegate.picked == ["Share 2"])
        #expect(table.simulateLongPress(onRowAt: IndexPath(row: 1, section: 0)) == nil)
    }
}

@MainActor
@Suite struct UITableViewUpdateAnimationTests {
    @Test func updatesMoveAndFadeRowsOnAManualClock() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let source = CountsDataSource([3])
            let table = makeTable(.plain, source, rowHeight: 44)
            let last = table.cellForRow(at: IndexPath(row: 2, section: 0))
            let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
            source.counts = [2]
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            // The model is the update's end at once; what shows moves from y = 88 to 44 over 0.3 s.
            #expect(last?.frame.minY == 44)
            #expect(last?.presentationFrame.minY == 88)
            #expect(first?.superview === table) // still fading out
            clock.advance(by: 0.15)
            #expect(first?.presentationAlpha ?? 0 > 0 && first?.presentationAlpha ?? 1 < 1)
            #expect(last?.presentationFrame.minY ?? 0 > 44 && last?.presentationFrame.minY ?? 100 < 88)
            clock.advance(by: 0.15)
            #expect(last?.presentationFrame.minY == 44)
            #expect(first?.superview == nil)
            // Without animation the rows change at once.
            source.counts = [1]
            UIView.performWithoutAnimation { table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }
            #expect(last?.presentationFrame.minY == 0)
        }
    }

    /// An inserted row fades in where it lands while the row it displaces moves down, both over 0.3 s with
    /// ease in and out, whose curve is symmetric: halfway (0.15 s) the new row's alpha is 0.5 and the old row
    /// 0 → 44 is at 22.
    @Test func anInsertedRowFadesInWhileTheRowsBelowMoveDown() throws {
        let clock = UIAnimationClock(mode: .manual)
        try UIView.withAnimationClock(clock) {
            let source = CountsDataSource([1])
            let table = makeTable(.plain, source, rowHeight: 44)
            let old = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            source.counts = [2]
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            let new = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            #expect(new !== old)
            #expect(old.frame.minY == 44)
            #expect(new.presentationAlpha == 0)
            clock.advance(by: 0.15)
            #expect(abs(new.presentationAlpha - 0.5) < 1e-6)
            #expect(abs(old.presentationFrame.minY - 22) < 1e-6)
            clock.advance(by: 0.15)
            #expect(new.presentationAlpha == 1)
            #expect(old.presentationFrame.minY == 44)
        }
    }
}
