#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import TestSupport

/// Random but reproducible layouts for property tests: the same seed always builds the same layout,
/// so a layout can be built twice (LTR and RTL) or re-run when a case fails.
///
/// They mix the features whose geometry is well defined in both directions: fractional and absolute
/// items, asymmetric item/group/section insets, edge spacing, fixed and flexible spacing, `count:`
/// groups, nested groups, custom groups, boundary items of every top/bottom alignment, item badges
/// and backgrounds. `allowOrthogonal` adds orthogonal sections.
@MainActor
struct RandomLayoutRecipe {
    let seed: UInt64
    let allowOrthogonal: Bool
    var scrollDirection: UICollectionView.ScrollDirection = .vertical

    /// Builds the layout and the item counts per section.
    func make() -> (layout: UICollectionViewCompositionalLayout, itemCounts: [Int]) {
        var random = SplitMix64(seed: seed)
        let sectionCount = Int.random(in: 1...4, using: &random)
        var sections: [NSCollectionLayoutSection] = []
        var counts: [Int] = []
        for _ in 0..<sectionCount {
            sections.append(randomSection(&random))
            counts.append(Int.random(in: 0...24, using: &random))
        }
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = scrollDirection
        configuration.interSectionSpacing = pick([0, 8, 13.5], &random)
        if Bool.random(using: &random) {
            configuration.boundarySupplementaryItems = [
                boundaryItem(Kind.layoutHeader, .fractionalWidth(pick([1, 0.5], &random)), .absolute(30), pick([.top, .topLeading, .topTrailing], &random)),
            ]
        }
        let frozen = sections
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in frozen[index] },
                                                         configuration: configuration)
        return (layout, counts)
    }

    private func pick<T>(_ choices: [T], _ random: inout SplitMix64) -> T {
        choices[Int.random(in: 0..<choices.count, using: &random)]
    }

    private func randomInsets(_ random: inout SplitMix64, upTo limit: CGFloat) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: CGFloat(Int.random(in: 0...Int(limit), using: &random)),
                                leading: CGFloat(Int.random(in: 0...Int(limit), using: &random)),
                                bottom: CGFloat(Int.random(in: 0...Int(limit), using: &random)),
                                trailing: CGFloat(Int.random(in: 0...Int(limit), using: &random)))
    }

    private func randomItem(_ random: inout SplitMix64) -> NSCollectionLayoutItem {
        let width: NSCollectionLayoutDimension = Bool.random(using: &random)
            ? .fractionalWidth(pick([0.2, 0.25, 1.0 / 3.0, 0.5, 1], &random))
            : .absolute(CGFloat(Int.random(in: 30...150, using: &random)))
        let height: NSCollectionLayoutDimension = Bool.random(using: &random)
            ? .fractionalHeight(pick([1, 0.5], &random))
            : .absolute(CGFloat(Int.random(in: 20...60, using: &random)))
        var supplementaries: [NSCollectionLayoutSupplementaryItem] = []
        if Int.random(in: 0..<4, using: &random) == 0 {
            let edges: NSDirectionalRectEdge = pick([[.top, .leading], [.top, .trailing], [.bottom, .trailing], [.leading], []], &random)
            let anchor = Bool.random(using: &random)
                ? NSCollectionLayoutAnchor(edges: edges, absoluteOffset: CGPoint(x: 3, y: -4))
                : NSCollectionLayoutAnchor(edges: edges, fractionalOffset: CGPoint(x: 0.5, y: -0.5))
            supplementaries.append(NSCollectionLayoutSupplementaryItem(
                layoutSize: size(.absolute(12), .absolute(12)), elementKind: Kind.badge, containerAnchor: anchor))
        }
        let item = NSCollectionLayoutItem(layoutSize: size(width, height), supplementaryItems: supplementaries)
        if Bool.random(using: &random) { item.contentInsets = randomInsets(&random, upTo: 4) }
        if Int.random(in: 0..<4, using: &random) == 0 {
            item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
                leading: .fixed(CGFloat(Int.random(in: 0...6, using: &random))), top: nil,
                trailing: Bool.random(using: &random) ? .flexible(2) : nil, bottom: nil)
        }
        return item
    }

    private func randomGroup(_ random: inout SplitMix64) -> NSCollectionLayoutGroup {
        let height = NSCollectionLayoutDimension.absolute(CGFloat(Int.random(in: 40...120, using: &random)))
        let width: NSCollectionLayoutDimension = pick([.fractionalWidth(1), .fractionalWidth(0.8), .absolute(250)], &random)
        let group: NSCollectionLayoutGroup
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
            group = .horizontal(layoutSize: size(width, height), subitem: randomItem(&random),
                                count: Int.random(in: 1...4, using: &random))
        case 1:
            let inner = NSCollectionLayoutGroup.vertical(
                layoutSize: size(.fractionalWidth(pick([0.25, 0.5], &random)), .fractionalHeight(1)),
                subitems: [item(.fractionalWidth(1), .fractionalHeight(pick([0.5, 1.0 / 3.0], &random)))])
            group = .horizontal(layoutSize: size(width, height), subitems: [inner, randomItem(&random)])
        case 2:
            let frames = [CGRect(x: 0, y: 0, width: 60, height: 30),
                          CGRect(x: CGFloat(Int.random(in: 60...150, using: &random)), y: 10, width: 40, height: 25)]
            group = .custom(layoutSize: size(width, height)) { _ in
                frames.map { NSCollectionLayoutGroupCustomItem(frame: $0) }
            }
        default:
            group = .horizontal(layoutSize: size(width, height), subitems: [randomItem(&random), randomItem(&random)])
        }
        if Bool.random(using: &random) {
            group.interItemSpacing = Bool.random(using: &random)
                ? .fixed(CGFloat(Int.random(in: 0...10, using: &random))) : .flexible(CGFloat(Int.random(in: 0...6, using: &random)))
        }
        if Bool.random(using: &random) { group.contentInsets = randomInsets(&random, upTo: 6) }
        return group
    }

    private func randomSection(_ random: inout SplitMix64) -> NSCollectionLayoutSection {
        let group = randomGroup(&random)
        if Int.random(in: 0..<5, using: &random) == 0 {
            group.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(CGFloat(Int.random(in: 0...8, using: &random))),
                                                              top: .fixed(CGFloat(Int.random(in: 0...8, using: &random))),
                                                              trailing: nil, bottom: nil)
        }
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = randomInsets(&random, upTo: 20)
        section.interGroupSpacing = CGFloat(Int.random(in: 0...12, using: &random))
        var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if Bool.random(using: &random) {
            boundary.append(boundaryItem(Kind.header, .fractionalWidth(pick([1, 0.6], &random)), .absolute(36),
                                         pick([.top, .topLeading, .topTrailing], &random)))
        }
        if Bool.random(using: &random) {
            boundary.append(boundaryItem(Kind.footer, .fractionalWidth(pick([1, 0.4], &random)), .absolute(24),
                                         pick([.bottom, .bottomLeading, .bottomTrailing], &random)))
        }
        section.boundarySupplementaryItems = boundary
        if Int.random(in: 0..<3, using: &random) == 0 {
            let background = NSCollectionLayoutDecorationItem.background(elementKind: Kind.background)
            background.contentInsets = randomInsets(&random, upTo: 6)
            section.decorationItems = [background]
        }
        if allowOrthogonal, Int.random(in: 0..<4, using: &random) == 0 {
            section.orthogonalScrollingBehavior = pick([.continuous, .groupPaging, .paging], &random)
        }
        return section
    }
}

/// A key that names one element of a layout: category, kind and index path.
struct ElementKey: Hashable, CustomStringConvertible {
    let category: UInt
    let kind: String?
    let indexPath: IndexPath

    @MainActor
    init(_ attributes: UICollectionViewLayoutAttributes) {
        category = attributes.representedElementCategory.rawValue
        kind = attributes.representedElementKind
        indexPath = attributes.indexPath
    }

    var description: String { "\(kind ?? "cell") [\(indexPath.section), \(indexPath.item)]" }
}
