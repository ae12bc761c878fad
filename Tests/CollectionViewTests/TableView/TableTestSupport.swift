#if canImport(UIKit)
import UIKit
#else
import Foundation
import OpenCompositionalLayout
#endif

/// A table data source of fixed counts: rows are `.default` cells whose text names their row.
@MainActor
final class CountsDataSource: NSObject, UITableViewDataSource {
    var counts: [Int]
    var headerTitles: [Int: String] = [:]
    var footerTitles: [Int: String] = [:]
    var editable = true
    var movable = false
    var cellClass: UITableViewCell.Type = UITableViewCell.self
    private(set) var requested: [IndexPath] = []

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        requested.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.section).\(indexPath.row)"
        cell.contentConfiguration = content
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footerTitles[section] }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { editable }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }
    var commits: [String] = []
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        commits.append("\(editingStyle == .delete ? "delete" : "insert") \(indexPath.section).\(indexPath.row)")
        if editingStyle == .delete {
            counts[indexPath.section] -= 1
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        counts[sourceIndexPath.section] -= 1
        counts[destinationIndexPath.section] += 1
        commits.append("move \(sourceIndexPath.section).\(sourceIndexPath.row) → \(destinationIndexPath.section).\(destinationIndexPath.row)")
    }
}

/// A delegate that records what it hears and answers heights and selection as told.
@MainActor
final class RecordingTableDelegate: NSObject, UITableViewDelegate {
    var log: [String] = []
    var rowHeights: [IndexPath: CGFloat] = [:]
    var headerHeight: CGFloat = UITableView.automaticDimension
    var footerHeight: CGFloat = UITableView.automaticDimension
    var redirectSelection: [IndexPath: IndexPath?] = [:]

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        rowHeights[indexPath] ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { headerHeight }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { footerHeight }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.section).\(indexPath.row)")
        if let redirected = redirectSelection[indexPath] { return redirected }
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(indexPath.section).\(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        log.append("didHighlight \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        log.append("didUnhighlight \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.append("willDisplay \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.append("didEndDisplaying \(indexPath.section).\(indexPath.row)")
    }
}

/// A table of `style` and `size` (390 × 844 unless given), with the `cell` identifier registered and `dataSource`
/// set, laid out once.
@MainActor
func makeTable(_ style: UITableView.Style = .plain, _ dataSource: CountsDataSource,
               delegate: (any UITableViewDelegate)? = nil, rowHeight: CGFloat? = nil,
               size: CGSize = CGSize(width: 390, height: 844)) -> UITableView {
    let table = UITableView(frame: CGRect(origin: .zero, size: size), style: style)
    table.register(dataSource.cellClass, forCellReuseIdentifier: "cell")
    if let rowHeight { table.rowHeight = rowHeight }
    table.delegate = delegate
    table.dataSource = dataSource
    table.layoutIfNeeded()
    return table
}
