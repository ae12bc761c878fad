#if canImport(UIKit)
import UIKit
#else
import Foundation
import OpenCompositionalLayout
#endif
import Testing

@MainActor
@Suite struct UITableViewCellTests {
    @Test func theContentViewEndsBeforeTheAccessory() {
        // A 375-pt cell: the accessory sits at the 16-pt margin and the content view ends 10 pt before it.
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        cell.accessoryType = .disclosureIndicator
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 341, height: 44)) // 375 − 16 − 8 − 10
        cell.accessoryType = .checkmark
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.width == 335) // 375 − 16 − 14 − 10
        // A custom accessory view takes its own width, centred vertically.
        let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        cell.accessoryView = accessory
        cell.layoutIfNeeded()
        #expect(accessory.frame == CGRect(x: 308, y: 6.5, width: 51, height: 31)) // 375 − 16 − 51; (44 − 31) / 2
        #expect(cell.contentView.frame.width == 298)
        #expect(accessory.superview === cell)
    }

    @Test func editingMovesTheContentAsideForTheControls() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        cell.setEditing(true, animated: false)
        #expect(cell.contentView.frame == CGRect(x: 38, y: 0, width: 352, height: 44))
        cell.showsReorderControl = true
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 38, y: 0, width: 314, height: 44))
        cell.shouldIndentWhileEditing = false
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == 0)
    }

    @Test func indentationMovesTheContent() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        cell.indentationLevel = 2
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 20, y: 0, width: 370, height: 44)) // 2 × 10 pt
    }

    @Test func theDefaultContentConfigurationFollowsTheStyle() {
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration() == .cell())
        #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration() == .subtitleCell())
        #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration() == .valueCell())
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).detailTextLabel != nil)
    }

    @Test func legacyLabelsAreLaidOutByTheirStyle() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        let size = cell.systemLayoutSizeFitting(CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size.width == 390 && size.height >= 44)
        cell.frame = CGRect(origin: .zero, size: size)
        cell.layoutIfNeeded()
        let title = cell.textLabel?.frame ?? .zero, detail = cell.detailTextLabel?.frame ?? .zero
        #expect(title.height > 0 && detail.height > 0)
        #expect(title.maxY <= detail.minY) // the detail is under the title
        #expect(title.minX == detail.minX)
    }

    @Test func selectionAndHighlightUpdateTheConfigurationState() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var states: [UICellConfigurationState] = []
        cell.configurationUpdateHandler = { _, state in states.append(state) }
        cell.isSelected = true
        cell.setHighlighted(true, animated: false)
        #expect(states.last?.isSelected == true && states.last?.isHighlighted == true)
        cell.setEditing(true, animated: false)
        #expect(states.last?.isEditing == true)
        #expect(cell.configurationState.isSelected)
    }
}
