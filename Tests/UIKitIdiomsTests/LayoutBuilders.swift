#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif

// Idioms from Apple's compositional layout documentation and sample code, written as apps write them in the Swift 5
// language mode. A helper without isolation reads the layout environment, as UIKit's `@preconcurrency` protocols
// allow; the builders that make layout objects run on the main actor, where a view controller's methods run.

/// The number of columns for the container's width: a helper without isolation that reads the environment.
func columnCount(for environment: NSCollectionLayoutEnvironment) -> Int {
    let width = environment.container.effectiveContentSize.width
    return width > 800 ? 4 : width > 500 ? 3 : 2
}

/// A grid whose column count follows the container's width: the adaptive-columns idiom.
@MainActor
func adaptiveGridSection(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let columns = columnCount(for: environment)
    let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / CGFloat(columns)),
                                          heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)
    item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
    return NSCollectionLayoutSection(group: group)
}

/// A horizontally scrolling row of cards with a header: the "orthogonal section" idiom.
@MainActor
func carouselSection() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                         heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
        subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    section.interGroupSpacing = 10
    let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    section.boundarySupplementaryItems = [header]
    return section
}

/// A layout that picks a section per index, the section-provider idiom.
@MainActor
func makeHomeLayout() -> UICollectionViewLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 20
    return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
        sectionIndex == 0 ? carouselSection() : adaptiveGridSection(environment: environment)
    }, configuration: configuration)
}

/// Shorthands that return `Self`, as apps add them: they compile only because UIKit's dimension and spacing
/// factories return `Self` (`instancetype` in Objective-C).
extension NSCollectionLayoutDimension {
    static func full() -> Self { .fractionalWidth(1.0) }
    static func points(_ value: CGFloat) -> Self { .absolute(value) }
}

extension NSCollectionLayoutSpacing {
    static func standard() -> Self { .fixed(8) }
}

/// A row of two quarter-width, 44-point items 8 points apart, written with those shorthands.
@MainActor
func shorthandRowSection() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25),
                                                                         heightDimension: .points(44)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .full(), heightDimension: .points(44)), subitems: [item, item])
    group.interItemSpacing = .standard()
    return NSCollectionLayoutSection(group: group)
}

/// Layout builders in a type without isolation, as Swift 5 apps often write them: on iOS the layout classes are
/// imported `@preconcurrency`, so this compiles in the Swift 5 language mode.
enum LayoutFactory {
    static func listRowSection(height: CGFloat) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(height))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0)
        return section
    }

    static func listLayout() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 16
        return UICollectionViewCompositionalLayout(section: listRowSection(height: 44), configuration: configuration)
    }

    static func insetGroupedList() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.showsSeparators = true
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }
}
