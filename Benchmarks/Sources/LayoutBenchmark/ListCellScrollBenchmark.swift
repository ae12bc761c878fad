import BenchmarkSupport
import Foundation
import OpenCompositionalLayout

/// A data source of list cells whose `UIListContentConfiguration` text varies in length from row to row
/// (one to several wrapped lines, some with a secondary text), counting the cells it configures.
@MainActor
final class VariedTextListSource: NSObject, UICollectionViewDataSource {
    let rows: Int
    var configuredCells = 0
    private let words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa",
                         "lambda", "mu", "nu", "xi", "omicron", "pi", "rho", "sigma", "tau", "upsilon"]
    private var registration: UICollectionView.CellRegistration<UICollectionViewListCell, Int>!

    /// The rows' texts, made up front as an app's model holds them: the benchmark times the collection
    /// view's work (dequeue, configure, measure, relayout), not the building of sample strings.
    private var texts: [String] = []

    init(rows: Int) {
        self.rows = rows
        super.init()
        texts = (0..<rows).map(makeText)
        registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { [unowned self] cell, _, item in
            self.configuredCells += 1
            var content = item % 3 == 0 ? UIListContentConfiguration.subtitleCell() : UIListContentConfiguration.cell()
            content.text = self.texts[item]
            if item % 3 == 0 { content.secondaryText = "Row \(item)" }
            cell.contentConfiguration = content
        }
    }

    /// 1 to 40 words, varying from row to row.
    func makeText(for item: Int) -> String {
        let count = 1 + (item &* 7919) % 40
        return (0..<count).map { words[(item &+ $0 &* 13) % words.count] }.joined(separator: " ")
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { rows }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
    }
}

/// Scrolls a 100,000-row list of `UICollectionViewListCell`s (estimated 44, measured by the collection view as
/// they appear) down `steps` steps of `step` points, with a layout pass after each, as a finger would.
/// Reports the cost per realized row: dequeue, configuration, measurement and relayout.
@MainActor
func runListCellScrollBenchmark(steps: Int = 2_000, step: CGFloat = 120, runs: Int = 3) {
    print("list cells with UIListContentConfiguration, 100,000 rows estimated 44 pt, 390×844;"
          + " \(steps) scroll steps of \(Int(step)) pt, every row measured as it appears")
    print("run   rows realized   total ms   µs/row")
    var perRow: [Double] = []
    for run in 0..<runs {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                                    collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        let source = VariedTextListSource(rows: 100_000)
        view.dataSource = source
        let time = nanoseconds {
            view.layoutIfNeeded()
            for index in 1...steps {
                view.contentOffset = CGPoint(x: 0, y: CGFloat(index) * step)
                view.layoutIfNeeded()
            }
        }
        let rows = max(source.configuredCells, 1)
        perRow.append(time / 1_000 / Double(rows))
        print("\(pad(String(run), 6))\(pad(String(rows), 16))\(pad(String(format: "%.1f", time / 1e6), 11))"
              + String(format: "%.2f", time / 1_000 / Double(rows)))
        if !view.diagnostics.isEmpty { print("  diagnostics: \(view.diagnostics.count), first: \(view.diagnostics[0])") }
    }
    let floor = measuredFillFloor()
    let rowFrames = floorFrames(median(perRow) * 1e3, floor: floor)
    print("median µs per realized row: " + String(format: "%.2f (%.0f floor-frames; fill floor %.2f ms)", median(perRow), rowFrames, floor / 1e6))
}
