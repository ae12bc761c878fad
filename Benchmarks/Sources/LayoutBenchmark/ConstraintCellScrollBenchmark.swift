import BenchmarkSupport
import Foundation
import OpenCompositionalLayout

/// A list cell built the way Apple's samples build one: an icon, a wrapping title, a subtitle and an accessory,
/// placed with constraints to the content view's layout margins. 17 constraints of its own, plus the intrinsic
/// sizes of the two labels.
@MainActor
final class ConstraintListCell: UICollectionViewCell {
    let icon = UIView(frame: .zero)
    let title = UILabel(frame: .zero)
    let subtitle = UILabel(frame: .zero)
    let accessory = UIView(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.numberOfLines = 0
        subtitle.font = .preferredFont(forTextStyle: .footnote)
        for view in [icon, title, subtitle, accessory] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            icon.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            icon.widthAnchor.constraint(equalToConstant: 24),
            icon.heightAnchor.constraint(equalToConstant: 24),
            icon.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
            title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 16),
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            title.trailingAnchor.constraint(lessThanOrEqualTo: accessory.leadingAnchor, constant: -8),
            subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 3),
            subtitle.trailingAnchor.constraint(lessThanOrEqualTo: accessory.leadingAnchor, constant: -8),
            subtitle.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            accessory.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            accessory.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            accessory.widthAnchor.constraint(equalToConstant: 12),
            accessory.heightAnchor.constraint(equalToConstant: 20),
            title.widthAnchor.constraint(greaterThanOrEqualToConstant: 40),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// Rows whose cells are `ConstraintListCell`s with texts of 1 to 40 words.
@MainActor
final class ConstraintCellSource: NSObject, UICollectionViewDataSource {
    let rows: Int
    var configuredCells = 0
    private let words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa",
                         "lambda", "mu", "nu", "xi", "omicron", "pi", "rho", "sigma", "tau", "upsilon"]
    private var registration: UICollectionView.CellRegistration<ConstraintListCell, Int>!
    /// Texts are made when first asked for and kept, as a model would hold them.
    private var texts: [Int: String] = [:]

    init(rows: Int) {
        self.rows = rows
        super.init()
        registration = UICollectionView.CellRegistration<ConstraintListCell, Int> { [unowned self] cell, _, item in
            self.configuredCells += 1
            cell.title.text = self.text(for: item)
            cell.subtitle.text = "Row \(item)"
        }
    }

    func text(for item: Int) -> String {
        if let text = texts[item] { return text }
        let count = 1 + (item &* 7919) % 40
        let text = (0..<count).map { words[(item &+ $0 &* 13) % words.count] }.joined(separator: " ")
        texts[item] = text
        return text
    }

    /// Makes the texts of `range` ahead of the timed run.
    func prepareTexts(_ range: Range<Int>) { for item in range { _ = text(for: item) } }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { rows }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
    }
}

/// One pass over a small constraint-cell list, unreported.
@MainActor
private func warmUpConstraintCellList() {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                                collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    let source = ConstraintCellSource(rows: 200)
    view.dataSource = source
    for index in 0...20 {
        view.contentOffset = CGPoint(x: 0, y: CGFloat(index) * 120)
        view.layoutIfNeeded()
    }
}

/// Scrolls lists of 10k, 1M and 10M rows of constraint-built cells (estimated 44 pt, measured as they appear
/// through `systemLayoutSizeFitting`) down 20 screens, 120 pt a step, and reports the cost per measured row:
/// dequeue, configuration, the constraint solve that measures the cell, and the relayout. Goal: ≤ 30 µs per row,
/// and 10M rows no more than 2× the 10k figure per row.
@MainActor
func runConstraintCellScrollBenchmark(runs: Int = 3, sizes: [Int] = [10_000, 1_000_000, 10_000_000]) {
    let floor = measuredFillFloor()
    print("constraint-built list cells (17 constraints + intrinsic sizes), estimated 44 pt, 390×844; 20 screens in 120-pt steps")
    print(String(format: "fill floor: %.2f ms (1M CGRect writes)", floor / 1e6))
    print("rows        measured   first layout ms   scroll ms   µs/row (scroll)   µs/row (total)   floor-frames/row   goal")
    var tenThousand = 0.0
    // One unreported pass first: the process's one-time costs (type metadata, the cell class's template) are
    // not a row's.
    warmUpConstraintCellList()
    for rows in sizes {
        var totals: [Double] = [], scrolls: [Double] = [], firsts: [Double] = []
        var measured = 0
        for _ in 0..<runs {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
            let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                                        collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
            let source = ConstraintCellSource(rows: rows)
            source.prepareTexts(0..<min(rows, 2_000))
            view.dataSource = source
            let steps = Int(20 * 844 / 120)
            let first = nanoseconds { view.layoutIfNeeded() }
            let scroll = nanoseconds {
                for index in 1...steps {
                    view.contentOffset = CGPoint(x: 0, y: CGFloat(index) * 120)
                    view.layoutIfNeeded()
                }
            }
            measured = max(source.configuredCells, 1)
            firsts.append(first)
            scrolls.append(scroll)
            totals.append((first + scroll) / Double(measured))
        }
        let perRow = median(totals) / 1_000
        if rows == 10_000 { tenThousand = perRow }
        let goal = perRow <= 30 && (rows == 10_000 || perRow <= 2 * tenThousand)
        print(pad(String(rows), 12) + pad(String(measured), 11) + pad(String(format: "%.1f", median(firsts) / 1e6), 18)
              + pad(String(format: "%.1f", median(scrolls) / 1e6), 12)
              + pad(String(format: "%.2f", median(scrolls) / 1_000 / Double(measured)), 18)
              + pad(String(format: "%.2f", perRow), 17)
              + pad(String(format: "%.0f", median(totals) / (floor / 1_000_000)), 19)
              + (goal ? "✓ ≤ 30 µs" : "✗ ≤ 30 µs") + (rows == 10_000 ? "" : ", ≤ 2× 10k"))
    }
    // Memory: resident bytes per realised cell (fitted once), with its engine.
    guard runs > 1 else { return }
    let before = residentBytes()
    var cells: [ConstraintListCell] = []
    for index in 0..<2_000 {
        let cell = ConstraintListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        cell.title.text = "Row \(index) title"
        _ = cell.systemLayoutSizeFitting(CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
                                         verticalFittingPriority: .fittingSizeLevel)
        cells.append(cell)
    }
    let after = residentBytes()
    print("memory: \((after - before) / cells.count) bytes per realised cell (views, constraints and its engine), over \(cells.count) cells")
}
