// An item estimated in both dimensions takes the size its content asks for: a cell whose content view holds a
// symbol image pinned to the content view's layout margins measures image size + 8 + 8 on each axis (a view's
// default layout margins are 8 pt), not the 44 × 44 estimate.
import OpenCompositionalLayout
import Testing

@MainActor
private final class SymbolCell: UICollectionViewCell {
    let imageView = UIImageView(image: UIImage(systemName: "star"))

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(imageView)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: margins.topAnchor),
            imageView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            imageView.bottomAnchor.constraint(equalTo: margins.bottomAnchor)])
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor
private final class SymbolSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "symbol", for: indexPath)
    }
}

@MainActor
@Suite struct EstimatedBothSelfSizingTests {
    @Test func cellEstimatedInBothDimensionsTakesItsContentSize() {
        let size = NSCollectionLayoutSize(widthDimension: .estimated(44), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(SymbolCell.self, forCellWithReuseIdentifier: "symbol")
        let source = SymbolSource()
        view.dataSource = source
        view.layoutIfNeeded()
        let image = UIImage(systemName: "star")?.size ?? .zero
        let expected = CGSize(width: image.width + 16, height: image.height + 16)
        let frame = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame ?? .zero
        #expect(abs(frame.width - expected.width) < 0.01)
        #expect(abs(frame.height - expected.height) < 0.01)
        _ = source
    }
}
