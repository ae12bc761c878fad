#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// Bad input never traps (working agreement): the layout finishes, every frame it returns is finite,
/// and queries for things that are not there give nil or empty. What the layout *records* about the
/// offender is checked in `Extras/DiagnosticsTests.swift` (engine API beyond UIKit).
@MainActor
@Suite struct BadInputTests {
    /// Lays out and checks the universal guarantees.
    @discardableResult
    static func layOutSafely(_ layout: UICollectionViewCompositionalLayout, items: [Int],
                             size: CGSize = phone428, sourceLocation: SourceLocation = #_sourceLocation) -> LaidOutCollectionView {
        let view = layOut(layout, items: items, size: size)
        let content = view.contentSize
        #expect(content.width.isFinite && content.height.isFinite && content.width >= 0 && content.height >= 0,
                "content size \(content)", sourceLocation: sourceLocation)
        for attributes in view.allAttributes() {
            #expect(isFinite(attributes.frame), "\(ElementKey(attributes)) \(format(attributes.frame))",
                    sourceLocation: sourceLocation)
        }
        for section in items.indices {
            for index in 0..<min(items[section], 50) {
                if let frame = view.frame(index, section: section) {
                    #expect(isFinite(frame), "item \(index) \(format(frame))", sourceLocation: sourceLocation)
                }
            }
        }
        return view
    }

    static func single(_ cell: NSCollectionLayoutItem,
                       group groupSize: NSCollectionLayoutSize = size(.fractionalWidth(1), .absolute(44))) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group:
            .horizontal(layoutSize: groupSize, subitems: [cell])))
    }

    nonisolated static let badValues: [CGFloat] = [.nan, .infinity, -.infinity, -10, 0]

    @Test(arguments: badValues)
    func badItemWidth(value: CGFloat) {
        Self.layOutSafely(Self.single(item(.absolute(value), .absolute(44))), items: [5])
    }

    @Test(arguments: badValues)
    func badItemHeight(value: CGFloat) {
        Self.layOutSafely(Self.single(item(.fractionalWidth(0.5), .absolute(value))), items: [5])
    }

    @Test(arguments: badValues)
    func badFraction(value: CGFloat) {
        Self.layOutSafely(Self.single(item(.fractionalWidth(value), .fractionalHeight(value))), items: [5])
    }

    @Test(arguments: badValues)
    func badGroupSize(value: CGFloat) {
        Self.layOutSafely(Self.single(item(.fractionalWidth(0.5), .fractionalHeight(1)),
                                      group: size(.absolute(value), .estimated(value))), items: [5])
    }

    @Test(arguments: badValues)
    func badSpacingAndInsets(value: CGFloat) {
        let cell = item(.fractionalWidth(0.5), .fractionalHeight(1))
        cell.contentInsets = NSDirectionalEdgeInsets(top: value, leading: value, bottom: 0, trailing: 0)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [cell])
        group.interItemSpacing = .fixed(value)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = value
        section.contentInsets = NSDirectionalEdgeInsets(top: value, leading: 0, bottom: value, trailing: value)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = value
        Self.layOutSafely(UICollectionViewCompositionalLayout(section: section, configuration: configuration), items: [4, 4])
    }

    /// A group without subitems places nothing (UIKit raises; we record and skip).
    @Test func emptySubitems() {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [])
        let view = Self.layOutSafely(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
                                     items: [3])
        // Nothing can be placed: lookups answer nil and the content is empty.
        #expect(view.frame(0) == nil)
        #expect(view.contentSize.height == 0)
    }

    /// `count: 0` and negative counts (decision in the engine: 1 is used).
    @Test(arguments: [0, -1, -100])
    func badCount(count: Int) {
        let cell = item(.fractionalWidth(1), .fractionalHeight(1))
        Self.layOutSafely(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group:
            .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitem: cell, count: count))), items: [3])
        Self.layOutSafely(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group:
            .vertical(layoutSize: size(.fractionalWidth(1), .absolute(44)), repeatingSubitem: cell, count: count))), items: [3])
    }

    /// An item wider than its group is placed anyway, one per group, at its own size.
    @Test func itemWiderThanItsGroup() {
        let view = Self.layOutSafely(Self.single(item(.absolute(500), .absolute(44))), items: [3])
        expectFrame(view.frame(0), rect(0, 0, 500, 44), "item0")
        expectFrame(view.frame(1), rect(0, 44, 500, 44), "item1")
        expectFrame(view.frame(2), rect(0, 88, 500, 44), "item2")
    }

    /// The same on a vertical group: a 100-tall item in a 50-tall column, one per group; groups stay 50 apart.
    @Test func itemTallerThanItsVerticalGroup() {
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(80), .absolute(50)),
                                                     subitems: [item(.fractionalWidth(1), .absolute(100))])
        let view = Self.layOutSafely(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
                                     items: [2])
        expectFrame(view.frame(0), rect(0, 0, 80, 100), "item0")
        expectFrame(view.frame(1), rect(0, 50, 80, 100), "item1")
    }

    /// A custom group whose provider returns nothing, or frames that are not numbers.
    @Test func badCustomGroups() {
        let empty = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(50))) { _ in [] }
        Self.layOutSafely(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: empty)), items: [3])
        let nonsense = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(50))) { _ in
            [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)),
             NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 10, height: 10))]
        }
        Self.layOutSafely(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: nonsense)), items: [3])
    }

    /// Items so small that a group would hold millions of slots: the layout still finishes.
    @Test func vanishinglySmallItems() {
        Self.layOutSafely(Self.single(item(.absolute(1e-9), .absolute(44))), items: [10])
    }

    /// A provider returning nil for every section, under the recording policy (by default UIKit's stop;
    /// see `SectionProviderFailureTests`).
    @Test func allSectionsNil() {
        let layout = UICollectionViewCompositionalLayout { _, _ in nil }
        layout.sectionProviderFailurePolicy = .record
        let view = Self.layOutSafely(layout, items: [2, 2])
        #expect(view.allAttributes().isEmpty)
        #expect(view.attributes(0) == nil)
    }

    /// Queries for things that are not there give nil.
    @Test func unknownIndexPathsGiveNil() {
        let section = rowSection(height: 44)
        section.boundarySupplementaryItems = [boundaryItem(Kind.header, .fractionalWidth(1), .absolute(30), .top)]
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: Kind.background)]
        let view = layOut(section, items: 3)
        let layout = view.layout
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 99, section: 0)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 7)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: -1, section: 0)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: -1)) == nil)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "no-such-kind", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: Kind.header, at: IndexPath(item: 0, section: 4)) == nil)
        #expect(layout.layoutAttributesForDecorationView(ofKind: "no-such-kind", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.layoutAttributesForDecorationView(ofKind: Kind.background, at: IndexPath(item: 0, section: 3)) == nil)
    }

    /// Degenerate query rectangles.
    @Test func degenerateRects() {
        let view = layOut(rowSection(height: 44), items: 3)
        for query in [CGRect.null, CGRect.zero, CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
                      CGRect(x: 0, y: 0, width: -10, height: -10)] {
            for attributes in view.layout.layoutAttributesForElements(in: query) ?? [] {
                #expect(isFinite(attributes.frame))
            }
        }
        // An infinite rectangle finds everything.
        #expect((view.layout.layoutAttributesForElements(in: .infinite) ?? []).count == 3)
    }

    /// A zero-sized collection view (before its first layout on screen, say).
    @Test func zeroSizedView() {
        let cell = item(.fractionalWidth(0.25), .fractionalHeight(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.25)), subitems: [cell])
        Self.layOutSafely(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), items: [8],
                          size: .zero)
        Self.layOutSafely(UICollectionViewCompositionalLayout(section: rowSection(height: 44)), items: [8], size: .zero)
    }

    /// No data source at all: no sections, no elements.
    @Test func noDataSource() {
        let layout = UICollectionViewCompositionalLayout(section: rowSection(height: 44))
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: phone428), collectionViewLayout: layout)
        collectionView.layoutIfNeeded()
        #expect((layout.layoutAttributesForElements(in: everywhere) ?? []).isEmpty)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
    }

    /// A layout never attached to a collection view answers queries without crashing.
    @Test func detachedLayout() {
        let layout = UICollectionViewCompositionalLayout(section: rowSection(height: 44))
        #expect((layout.layoutAttributesForElements(in: everywhere) ?? []).isEmpty)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.collectionViewContentSize == .zero)
    }
}
