#if canImport(UIKit)
import UIKit
#else
import Foundation
import OpenCompositionalLayout
#endif
import Testing

/// A list's first screen rests exactly at minus its adjusted top inset: the status area plus the navigation bar, on
/// whole points, whatever the list. Written against UIKit's API.
@MainActor
@Suite struct FirstScreenRestingTests {
    final class Rows: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    final class Items: UICollectionViewController {
        var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
        override func viewDidLoad() {
            super.viewDidLoad()
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = "Item \(item)"
                cell.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<50))
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    #if !canImport(UIKit)
    /// A 402 × 874 phone window with a 62-pt status area and a 34-pt home indicator (set by hand beyond UIKit).
    func show(_ controller: UIViewController, largeTitles: Bool) -> UIWindow {
        controller.title = "Settings"
        let navigation = UINavigationController(rootViewController: controller)
        navigation.navigationBar.prefersLargeTitles = largeTitles
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 402, height: 874))
        window.overrideSafeAreaInsets = UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// 62 + 44 = 106 under a standard bar, 62 + 44 + 52 = 158 under an expanded large title.
    @Test(arguments: [(false, CGFloat(106)), (true, CGFloat(158))])
    func tablesRestAtTheirTop(largeTitles: Bool, top: CGFloat) {
        for style in [UITableView.Style.plain, .insetGrouped] {
            let rows = Rows(style: style)
            let window = show(rows, largeTitles: largeTitles)
            #expect(rows.tableView.adjustedContentInset.top == top)
            #expect(rows.tableView.contentOffset.y == -top)
            _ = window
        }
    }

    @Test(arguments: [(false, CGFloat(106)), (true, CGFloat(158))])
    func collectionViewsRestAtTheirTop(largeTitles: Bool, top: CGFloat) {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let items = Items(collectionViewLayout: layout)
        let window = show(items, largeTitles: largeTitles)
        #expect(items.collectionView.adjustedContentInset.top == top)
        #expect(items.collectionView.contentOffset.y == -top)
        _ = window
    }
    #endif
}
