#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// A chip: a label-sized view 12 points in from each side, centred vertically.
@MainActor
final class ChipCell: UICollectionViewCell {
    let label = IntrinsicView(0, 20)
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
            label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }
    required init?(coder: NSCoder) { nil }
}

/// A section header: a title 10 points from the top and bottom.
@MainActor
final class TitleHeader: UICollectionReusableView {
    let title = IntrinsicView(100, 22)
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(title)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: topAnchor, constant: 10),
            title.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
        ])
    }
    required init?(coder: NSCoder) { nil }
}

@MainActor
final class ChipSource: NSObject, UICollectionViewDataSource {
    let widths: [CGFloat] = [40, 70, 100]
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { widths.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "chip", for: indexPath) as! ChipCell
        cell.label.size.width = widths[indexPath.item]
        cell.label.invalidateIntrinsicContentSize()
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
}

/// Cells and supplementary views built with constraints size themselves through the collection view: the
/// estimated axes are measured at the fitting priority, the others held.
@MainActor
@Suite struct AutoLayoutSelfSizingCollectionTests {
    @Test func chipsInAnOrthogonalSectionUnderAMeasuredHeader() throws {
        let itemSize = NSCollectionLayoutSize(widthDimension: .estimated(50), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: itemSize, subitems: [NSCollectionLayoutItem(layoutSize: itemSize)])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30))
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize, elementKind: "header", alignment: .top),
        ]
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                                              collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.register(ChipCell.self, forCellWithReuseIdentifier: "chip")
        collectionView.register(TitleHeader.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "header")
        let source = ChipSource()
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()

        // The header: 10 + 22 + 10 = 42 tall, full width.
        let header = try #require(collectionView.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 0)))
        #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 42))
        // The chips: 12 + label + 12 wide (64, 94, 124), side by side below the header, 44 tall (held).
        let frames = (0..<3).compactMap { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [CGRect(x: 0, y: 42, width: 64, height: 44), CGRect(x: 64, y: 42, width: 94, height: 44),
                           CGRect(x: 158, y: 42, width: 124, height: 44)])
        // The same pass placed the chips' labels by their constraints, at the cells' measured sizes.
        let labels = (0..<3).compactMap { (collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as? ChipCell)?.label.frame }
        #expect(labels == [CGRect(x: 12, y: 12, width: 40, height: 20), CGRect(x: 12, y: 12, width: 70, height: 20),
                           CGRect(x: 12, y: 12, width: 100, height: 20)])
        #expect((header as? TitleHeader)?.title.frame == CGRect(x: 16, y: 10, width: 100, height: 22))
    }
}
