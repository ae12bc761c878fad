import BenchmarkSupport
import Foundation
import OpenCompositionalLayout

/// A table data source of `rows` rows whose cells are `.subtitle` list content (text of 1 to 12 words).
@MainActor
final class TableRowsSource: NSObject, UITableViewDataSource {
    let rows: Int
    var configuredCells = 0
    private let words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa", "lambda", "mu"]

    init(rows: Int) { self.rows = rows }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        configuredCells += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = UIListContentConfiguration.subtitleCell()
        let count = 1 + (indexPath.row &* 7919) % 12
        content.text = (0..<count).map { words[(indexPath.row &+ $0) % words.count] }.joined(separator: " ")
        content.secondaryText = "Row \(indexPath.row)"
        cell.contentConfiguration = content
        return cell
    }
}

/// A plain table of 10k, 1M and 10M self-sizing rows (estimated 44 pt), 390 × 844: the first layout (which
/// solves the table: O(1) in the row count) and 20 screens scrolled in 120-pt steps, each row measured as it
/// appears. Reports the first layout, the cost per measured row, and both as multiples of the fill floor.
@MainActor
func runTableRowsBenchmark(runs: Int = 3, sizes: [Int] = [10_000, 1_000_000, 10_000_000]) {
    let floor = measuredFillFloor()
    print("table view, self-sizing .subtitleCell rows estimated 44 pt, 390×844; 20 screens in 120-pt steps")
    print(String(format: "fill floor: %.2f ms (1M CGRect writes)", floor / 1e6))
    print("rows        measured   first layout µs   floor-frames   µs/measured row   floor-frames/row")
    for rows in sizes {
        var firsts: [Double] = [], perRow: [Double] = []
        var measured = 0
        for _ in 0..<runs {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.estimatedRowHeight = 44
            let source = TableRowsSource(rows: rows)
            // Setting the data source reloads lazily (as UIKit): the first layout pass reads it.
            let first = nanoseconds {
                table.dataSource = source
                table.layoutIfNeeded()
            }
            let steps = Int(20 * 844 / 120)
            let scroll = nanoseconds {
                for index in 1...steps {
                    table.contentOffset = CGPoint(x: 0, y: CGFloat(index) * 120)
                    table.layoutIfNeeded()
                }
            }
            measured = max(source.configuredCells, 1)
            firsts.append(first)
            perRow.append((first + scroll) / Double(measured))
        }
        let floorFrame = floor / 1_000_000
        print(pad(String(rows), 12) + pad(String(measured), 11) + pad(String(format: "%.0f", median(firsts) / 1_000), 18)
              + pad(String(format: "%.0f", median(firsts) / floorFrame), 15)
              + pad(String(format: "%.2f", median(perRow) / 1_000), 18)
              + String(format: "%.0f", median(perRow) / floorFrame))
    }
}
