#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// A list's background colour becomes the collection view's background (UIKit's
/// `UICollectionLayoutListConfiguration.backgroundColor`: "the background color of the list"; nil means
/// the system background colour of the appearance: `systemGroupedBackground` for grouped and inset-grouped
/// lists and sidebars, `systemBackground` for plain lists and plain sidebars).
@MainActor
@Suite struct ListBackgroundTests {
    private func listLayout(_ appearance: UICollectionLayoutListConfiguration.Appearance,
                            configure: (inout UICollectionLayoutListConfiguration) -> Void = { _ in }) -> UICollectionViewCompositionalLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configure(&configuration)
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    /// Each appearance's default: the system colour UIKit's documentation names for it.
    @Test(arguments: [
        (UICollectionLayoutListConfiguration.Appearance.plain, UIColor.systemBackground),
        (.sidebarPlain, UIColor.systemBackground),
        (.grouped, UIColor.systemGroupedBackground),
        (.insetGrouped, UIColor.systemGroupedBackground),
        (.sidebar, UIColor.systemGroupedBackground),
    ])
    func appearanceDefaultBecomesTheViewsBackground(appearance: UICollectionLayoutListConfiguration.Appearance,
                                                    expected: UIColor) {
        let view = layOut(listLayout(appearance), items: [2])
        #expect(view.collectionView.backgroundColor == expected)
    }

    /// A configuration's own colour wins over the appearance's, and over a colour the app gave the view before
    /// the layout pass (as in UIKit, where the list's background is the one shown).
    @Test func configuredColourReplacesTheViewsBackground() {
        let view = layOut(listLayout(.insetGrouped) { $0.backgroundColor = .systemTeal }, items: [1]) { collectionView in
            collectionView.backgroundColor = .systemRed
        }
        #expect(view.collectionView.backgroundColor == UIColor.systemTeal)
    }

    /// A list section made by a section provider gives its background too; the first list section decides
    /// when sections disagree (the view has one background).
    @Test func firstListSectionDecides() {
        let layout = UICollectionViewCompositionalLayout { index, environment in
            if index == 0 {
                // A non-list section first: it has no say.
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                     heightDimension: .absolute(44)))
                return NSCollectionLayoutSection(group: .horizontal(layoutSize: item.layoutSize, subitems: [item]))
            }
            var configuration = UICollectionLayoutListConfiguration(appearance: index == 1 ? .grouped : .plain)
            if index == 2 { configuration.backgroundColor = .systemYellow }
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        let view = layOut(layout, items: [1, 1, 1])
        #expect(view.collectionView.backgroundColor == UIColor.systemGroupedBackground)
    }

    /// A layout without list sections leaves the view's background alone.
    @Test func nonListLayoutLeavesTheBackground() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .absolute(44)))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: item.layoutSize, subitems: [item]))
        let view = layOut(section, items: 3) { $0.backgroundColor = .systemRed }
        #expect(view.collectionView.backgroundColor == UIColor.systemRed)
    }

    /// A `list(using:)` layout colours the view even while it has no sections.
    @Test func emptyListLayoutStillColoursTheView() {
        let view = layOut(listLayout(.insetGrouped), items: [])
        #expect(view.collectionView.backgroundColor == UIColor.systemGroupedBackground)
    }

    /// A colour the app sets after the layout pass stays through later passes while the list's colour is
    /// unchanged; a new layout with another list colour gives its own.
    @Test func laterAppColourStaysUntilTheListChanges() {
        let view = layOut(listLayout(.grouped), items: [3])
        view.collectionView.backgroundColor = .systemRed
        view.collectionView.collectionViewLayout.invalidateLayout()
        view.collectionView.layoutIfNeeded()
        #expect(view.collectionView.backgroundColor == UIColor.systemRed)
        view.collectionView.setCollectionViewLayout(listLayout(.plain), animated: false)
        view.collectionView.layoutIfNeeded()
        #expect(view.collectionView.backgroundColor == UIColor.systemBackground)
    }

    /// The grouped background resolves per trait: light (242, 242, 247), dark black (Apple's published
    /// system colour values), so a dark-mode picture of the view is black behind the rows.
    @Test func groupedBackgroundResolvesForDarkMode() {
        let view = layOut(listLayout(.insetGrouped), items: [1])
        let color = view.collectionView.backgroundColor
        var red: CGFloat = -1, green: CGFloat = -1, blue: CGFloat = -1, alpha: CGFloat = -1
        color?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(red == 0 && green == 0 && blue == 0 && alpha == 1)
        color?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(abs(red - 242 / 255) < 1e-9 && abs(green - 242 / 255) < 1e-9 && abs(blue - 247 / 255) < 1e-9)
    }
}
