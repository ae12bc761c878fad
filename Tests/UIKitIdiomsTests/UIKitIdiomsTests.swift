#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// The idioms of this target compile in the Swift 5 language mode, as app code written for UIKit does (the point of
/// the target), and they behave: these tests run them.
@MainActor
@Suite struct UIKitIdiomsTests {
    @Test func aNonisolatedSectionBuilderReadsTheEnvironment() {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 600, height: 800), collectionViewLayout: makeHomeLayout())
        final class Source: NSObject, UICollectionViewDataSource {
            func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                at indexPath: IndexPath) -> UICollectionReusableView {
                collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            }
        }
        let source = Source()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        // 600 pt wide: more than 500, so three columns of 200 pt in the grid section, each cell inset 2 pt on both
        // sides: 200 − 2 − 2 = 196.
        let cell = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))
        #expect(cell?.frame.width == 196)
        #expect(cell?.frame.minX == 2)
    }

    @Test func shorthandsReturningSelfBuildARow() {
        let layout = UICollectionViewCompositionalLayout(section: shorthandRowSection())
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
        let source = PlainCellSource(collectionView, items: 2)
        collectionView.layoutIfNeeded()
        // A quarter of 400 is 100 per item; fixed spacing of 8 puts the second item at 100 + 8 = 108.
        let second = collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
        #expect(second?.frame == CGRect(x: 108, y: 0, width: 100, height: 44))
        withExtendedLifetime(source) {}
    }

    @Test func aBuilderWithoutIsolationMakesTheLayout() {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                              collectionViewLayout: LayoutFactory.listLayout())
        let source = PlainCellSource(collectionView, items: 3)
        collectionView.layoutIfNeeded()
        // Rows of 44 under an 8-pt top inset, 1 pt apart: the second starts at 8 + 44 + 1 = 53.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 53, width: 320, height: 44))
        #expect(LayoutFactory.insetGroupedList() is UICollectionViewCompositionalLayout)
        withExtendedLifetime(source) {}
    }

    @Test func theListScreenShowsItsContactsAndHearsSelection() {
        let controller = ContactsViewController()
        let navigation = UINavigationController(rootViewController: controller)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(controller.collectionView.numberOfItems(inSection: 0) == 40)
        controller.collectionView.simulateTap(at: IndexPath(item: 2, section: 0))
        #expect(controller.selectedNames == ["Contact 2"])
    }
}

#if !canImport(UIKit)
/// The app template launched headless (beyond UIKit: iOS launches apps itself).
@MainActor
@Suite struct UIKitAppIdiomsTests {
    @Test func theTemplateLaunchesToItsFirstScreen() {
        UIApplication.resetHeadless()
        defer { UIApplication.resetHeadless() }
        let delegate = IdiomAppDelegate()
        let window = UIApplication.launchHeadless(delegate: delegate, sceneDelegate: { IdiomSceneDelegate() })
        #expect(delegate.launched)
        let navigation = window?.rootViewController as? UINavigationController
        #expect(navigation?.topViewController is ContactsViewController)
        // The default device is a 402-pt-wide phone, so large titles are on.
        #expect(screenWidth() == 402)
        #expect(navigation?.navigationBar.prefersLargeTitles == true)
        #expect(window?.isKeyWindow == true)
    }

    @Test func aConfirmationAlertRunsItsHandlerOnDelete() {
        let controller = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        var deleted = false
        controller.confirmDeletion(of: "Anna") { deleted = true }
        let alert = controller.presentedViewController as? UIAlertController
        #expect(alert?.actions.map(\.title) == ["Cancel", "Delete"])
        alert?.simulateTap(onActionTitled: "Delete", animated: false)
        #expect(deleted)
        #expect(controller.presentedViewController == nil)
    }

    @Test func requestsAreBuiltWithTheImportSwapped() {
        let request = makeContactsRequest(token: "abc")
        #expect(request.httpMethod == "GET")
        #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer abc")
    }
}
#endif

/// Subclasses written as for UIKit work: their initialisers are the ones the collection view calls.
@MainActor
@Suite struct UIKitSubclassIdiomsTests {
    @Test func aRegisteredCellSubclassIsMadeWithItsFrameInitialiser() {
        let collectionView = GalleryCollectionView()
        collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let registration = UICollectionView.CellRegistration<BadgeCell, Int> { cell, _, item in
            cell.count = item
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([7, 8, 9])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? BadgeCell
        #expect(cell?.badge.text == "8")
        #expect(cell?.badge.superview === cell?.contentView)
    }

    @Test func convenienceInitialisersOfViewSubclasses() {
        #expect(TitledView().title == "Untitled")
        #expect(TitledView(title: "Home").frame == .zero)
    }
}

/// A data source of plain cells in one section, registered and installed on a collection view by its initializer.
final class PlainCellSource: NSObject, UICollectionViewDataSource {
    let items: Int

    @MainActor init(_ collectionView: UICollectionView, items: Int) {
        self.items = items
        super.init()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}
