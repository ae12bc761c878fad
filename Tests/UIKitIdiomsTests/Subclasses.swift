#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif

// Subclasses as apps write them: a collection view that builds its own layout, cells with their own stored
// properties and initialisers, a view with a convenience initialiser.

final class GalleryCollectionView: UICollectionView {
    init() {
        super.init(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class BadgeCell: UICollectionViewCell {
    static let reuseIdentifier = "BadgeCell"
    let badge = UILabel()
    var count = 0 {
        didSet { badge.text = "\(count)" }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(badge)
        badge.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            badge.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class TitledView: UIView {
    let title: String

    init(title: String) {
        self.title = title
        super.init(frame: .zero)
    }

    convenience init() {
        self.init(title: "Untitled")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
