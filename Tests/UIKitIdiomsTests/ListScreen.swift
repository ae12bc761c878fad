#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif

// A list screen as Apple's "Implementing Modern Collection Views" sample writes one: a list layout, a cell
// registration with a content configuration, a diffable data source and a selection delegate.

struct Contact: Hashable {
    let id: Int
    let name: String
    let phone: String
}

final class ContactsViewController: UIViewController, UICollectionViewDelegate {
    enum Section { case main }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Contact>!
    var selectedNames: [String] = []

    let contacts = (0..<40).map { Contact(id: $0, name: "Contact \($0)", phone: "555-01\($0 % 10)\($0 % 7)") }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Contacts"
        configureHierarchy()
        configureDataSource()
    }

    func createLayout() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .none
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Contact> { cell, _, contact in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = contact.name
            content.secondaryText = contact.phone
            content.image = UIImage(systemName: "person.crop.circle")
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Contact>(collectionView: collectionView) {
            collectionView, indexPath, contact in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: contact)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Contact>()
        snapshot.appendSections([.main])
        snapshot.appendItems(contacts)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let contact = dataSource.itemIdentifier(for: indexPath) else { return }
        selectedNames.append(contact.name)
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}
