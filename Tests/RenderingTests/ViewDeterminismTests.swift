import Foundation
import LayoutRendering
import LayoutSnapshotTesting
import OpenCompositionalLayout
import Testing

/// A table of `count` rows with a title and a detail each.
@MainActor
final class FruitTable: NSObject, UITableViewDataSource {
    let fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape", "Honeydew", "Kiwi", "Lemon", "Mango", "Nectarine"]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = fruits[indexPath.row]
        content.secondaryText = "\(indexPath.row + 1) kg"
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

/// A grid of coloured tiles, each with its number.
@MainActor
final class TileGrid: NSObject, UICollectionViewDataSource {
    let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo, .systemPurple]

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 18 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        cell.contentView.backgroundColor = colors[indexPath.item % colors.count]
        cell.contentView.layer.cornerRadius = 12
        let label = UILabel(frame: CGRect(x: 8, y: 8, width: 60, height: 20))
        label.text = "\(indexPath.item + 1)"
        label.textColor = .white
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        cell.contentView.subviews.forEach { $0.removeFromSuperview() }
        cell.contentView.addSubview(label)
        return cell
    }
}

/// The same bytes everywhere: a few screens built in code (a list under a navigation bar, a form, a grid) drawn
/// as PNG and SVG on an iPhone 16 Pro give the same bytes twice and the hashes checked in at
/// `References/view-hashes.sha256` (see the guarantee in LayoutSnapshotTesting's documentation).
///
/// To re-record after a deliberate change to how views draw, with the example documents' hashes:
/// `scripts/update-reference-hashes.sh` (`OCLAYOUT_UPDATE_REFERENCES=1` on this suite and `DeterministicRenderTests`).
@Suite("Deterministic view pictures")
@MainActor
struct ViewDeterminismTests {
    nonisolated static let hashesFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("References/view-hashes.sha256")

    /// Each screen with what it needs kept alive (data sources are held weakly).
    static func screens() -> [(name: String, controller: UIViewController, keepAlive: [AnyObject])] {
        // A list: twelve rows under a navigation bar with a title.
        let table = UITableViewController(style: .insetGrouped)
        let fruits = FruitTable()
        table.tableView.dataSource = fruits
        table.title = "Fruit"
        let list = UINavigationController(rootViewController: table)

        // A form: a heading, a name field, a switch with its label and a button, placed by frames.
        let form = UIViewController()
        form.view.backgroundColor = .systemGroupedBackground
        let heading = UILabel(frame: CGRect(x: 20, y: 80, width: 362, height: 30))
        heading.text = "Account"
        heading.font = .systemFont(ofSize: 28, weight: .bold)
        let field = UITextField(frame: CGRect(x: 20, y: 130, width: 362, height: 44))
        field.placeholder = "Name"
        field.borderStyle = .roundedRect
        let toggleLabel = UILabel(frame: CGRect(x: 20, y: 194, width: 250, height: 31))
        toggleLabel.text = "Notifications"
        let toggle = UISwitch(frame: CGRect(x: 331, y: 194, width: 51, height: 31))
        toggle.isOn = true
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 250, width: 362, height: 50)
        button.setTitle("Save", for: .normal)
        button.backgroundColor = .systemBlue
        button.setTitleColor(.white, for: .normal)
        button.layer.cornerRadius = 12
        for view in [heading, field, toggleLabel, toggle, button] as [UIView] { form.view.addSubview(view) }

        // A grid: three columns of square tiles.
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)), subitems: [item])
        let gridController = UIViewController()
        let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        let tiles = TileGrid()
        grid.dataSource = tiles
        grid.backgroundColor = .systemBackground
        grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        gridController.view.addSubview(grid)
        grid.frame = gridController.view.bounds

        return [("list", list, [fruits, table]), ("form", form, []), ("grid", gridController, [tiles])]
    }

    /// Every screen on an iPhone 16 Pro as PNG (at 1×: the bytes are as fixed at any scale, and the suite stays fast in
    /// debug builds) and SVG: file name and bytes.
    static func render() throws -> [(name: String, data: Data)] {
        let configuration = DeviceConfiguration(device: try #require(DevicePreset.named("iPhone 16 Pro")))
        var files: [(name: String, data: Data)] = []
        for screen in screens() {
            let snapshot = configuration.capture(screen.controller)
            files.append(("\(screen.name).png", ViewPNGRenderer(scale: 1).render(snapshot)))
            files.append(("\(screen.name).svg", Data(ViewSVGRenderer().render(snapshot).utf8)))
            withExtendedLifetime(screen.keepAlive) {}
        }
        return files
    }

    @Test("three screens draw to the same bytes twice, and to the checked-in hashes")
    func sameBytes() throws {
        let first = try Self.render(), second = try Self.render()
        #expect(first.map(\.name) == ["list.png", "list.svg", "form.png", "form.svg", "grid.png", "grid.svg"])
        for (a, b) in zip(first, second) { #expect(a.data == b.data, "\(a.name) differs between two runs") }
        let lines = first.map { "\(SHA256.hex($0.data))  \($0.name)" }
        if ReferenceFiles.isUpdating {
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: Self.hashesFile)
            return
        }
        let expected = try String(contentsOf: Self.hashesFile, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.count == expected.count, "\(lines.count) files drawn, \(expected.count) hashes checked in; \(ReferenceFiles.updateHint)")
        for line in lines where !expected.contains(line) {
            Issue.record("\(line.split(separator: " ").last ?? "") is not as checked in; \(ReferenceFiles.updateHint)")
        }
    }
}
