import Foundation
import LayoutRendering
import OpenCompositionalLayout
import Testing

/// A table view drawn as the tools draw a collection view.
@MainActor
@Suite("Table view pictures")
struct TableViewRenderingTests {
    final class Source: NSObject, UITableViewDataSource {
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 2 : 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Mountain \(indexPath.section).\(indexPath.row)"
            cell.contentConfiguration = content
            return cell
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            section == 0 ? "Visited" : "Bucket List"
        }
    }

    @Test("an inset-grouped table: rows, titled headers, list sections and the rows' text")
    func insetGroupedTable() {
        let source = Source()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        let snapshot = LayoutSnapshot(capturing: table, title: "Table")
        #expect(snapshot.elements.filter { $0.category == .cell }.count == 3)
        #expect(snapshot.elements.filter { $0.category == .supplementaryView }.count == 2)
        #expect(snapshot.sections.count == 2)
        #expect(snapshot.sections.allSatisfy { $0.list?.appearance == .insetGrouped })
        // Rows at the 16-pt margins of a 390-pt table.
        #expect(snapshot.elements.first { $0.category == .cell }?.frame.minX == 16)
        #expect(snapshot.cellContents.map(\.text) == ["Mountain 0.0", "Mountain 0.1", "Mountain 1.0"])
        // A section's rows but the last carry a separator.
        #expect(snapshot.cellContents.map { $0.separator != nil } == [true, false, false])
        let svg = SVGRenderer().render(snapshot)
        #expect(svg.contains("Mountain 0.1"))
        #expect(svg.contains("Bucket List") || svg.contains("BUCKET LIST"))
    }
}
