import CollectionGeometry
import CollectionViewHost

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list section made with `configuration` (iOS 14).
    ///
    /// The collection view takes the list's background colour (see
    /// ``UICollectionLayoutListConfiguration/backgroundColor``), even before it has sections.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        layout.layoutListConfiguration = configuration
        return layout
    }
}
