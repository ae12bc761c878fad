import Foundation
import LayoutDocument
import OpenCompositionalLayout
import Testing

/// Layouts written in Swift with the UIKit-named API become documents that build the same layout.
@Suite("Swift objects to documents")
@MainActor
struct SwiftObjectsTests {
    static let kinds = ["header", "footer", "badge", "background", "layout-header"]

    /// A layout exercising most of the API: nested and counted groups, badges, edge spacing, headers,
    /// a background, an orthogonal section, a custom group and a list section.
    static func makeObjects() -> LayoutObjects {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)),
            itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading], absoluteOffset: CGPoint(x: 2, y: 0)))
        badge.zIndex = 5
        let big = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.6), heightDimension: .fractionalHeight(1)),
                                         supplementaryItems: [badge])
        big.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.45)))
        small.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: .fixed(2), trailing: nil, bottom: .flexible(0))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.4), heightDimension: .fractionalHeight(1)),
            repeatingSubitem: small, count: 2)
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(160)), subitems: [big, column])
        row.interItemSpacing = .flexible(0)  // 0.6 + 0.4 of the width: no room for fixed spacing
        let first = NSCollectionLayoutSection(group: row)
        first.interGroupSpacing = 10
        first.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
            elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
            elementKind: "footer", alignment: .bottom, absoluteOffset: CGPoint(x: 0, y: 4))
        footer.extendsBoundary = false
        first.boundarySupplementaryItems = [header, footer]
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        first.decorationItems = [background]

        let card = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let cards = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)), subitem: card, count: 2)
        let second = NSCollectionLayoutSection(group: cards)
        second.orthogonalScrollingBehavior = .groupPaging
        second.interGroupSpacing = 8

        let staircase = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(90))) { _ in
            [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 100, height: 40)),
             NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 110, y: 45, width: 100, height: 40), zIndex: 2)]
        }
        let third = NSCollectionLayoutSection(group: staircase)
        third.contentInsetsReference = .none
        third.supplementariesFollowContentInsets = false

        var list = UICollectionLayoutListConfiguration(appearance: .grouped)
        list.headerMode = .supplementary
        list.headerTopPadding = 12

        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 16
        configuration.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            elementKind: "layout-header", alignment: .top)]
        return LayoutObjects(configuration: configuration, sections: [.section(first), .section(second), .section(third), .list(list)])
    }

    @Test("objects → document → objects lay out the same frames")
    func sameFrames() throws {
        let objects = Self.makeObjects()
        let document = LayoutDocument(objects)
        let rebuilt = try document.makeObjects()
        let items = [5, 6, 4, 3]
        let original = frames(of: objects.makeLayout(), items: items, kinds: Self.kinds)
        let fromDocument = frames(of: rebuilt.makeLayout(), items: items, kinds: Self.kinds)
        // 18 cells; the layout's header; section 0's header and footer, one badge per large item (items 0 and 3 of
        // its three-item groups) and its background; the list section's header.
        #expect(original.count == 18 + 1 + 2 + 2 + 1 + 1, "\(original.filter { $0.category != "cell" })")
        #expect(fromDocument == original)
    }

    @Test("the document reads back every property that was set")
    func readsProperties() throws {
        let document = LayoutDocument(Self.makeObjects())
        #expect(document.configuration.interSectionSpacing == 16)
        #expect(document.configuration.contentInsetsReference == .safeArea)  // UIKit's default
        guard case .compositional(let first) = document.sections[0], case .compositional(let second) = document.sections[1],
              case .compositional(let third) = document.sections[2], case .list(let list) = document.sections[3] else {
            Issue.record("unexpected section kinds: \(document.sections)")
            return
        }
        #expect(first.group.interItemSpacing == .flexible(0))
        guard case .item(let big) = first.group.subitems[0], case .group(let column) = first.group.subitems[1] else {
            Issue.record("unexpected subitems")
            return
        }
        #expect(big.supplementaryItems == [LayoutDocument.SupplementaryItem(
            elementKind: "badge", size: .init(width: .absolute(20), height: .absolute(20)),
            containerAnchor: .init(edges: [.top, .trailing], offset: .fractional(.init(x: 0.3, y: -0.3))),
            itemAnchor: .init(edges: [.leading, .bottom], offset: .absolute(.init(x: 2, y: 0))), zIndex: 5)])
        #expect(column.kind == .vertical && column.count == 2 && column.divideEvenly == false)
        guard case .item(let small) = column.subitems[0] else { return }
        #expect(small.edgeSpacing == LayoutDocument.EdgeSpacing(top: .fixed(2), bottom: .flexible(0)))
        #expect(first.boundarySupplementaryItems.map(\.pinToVisibleBounds) == [true, false])
        #expect(first.boundarySupplementaryItems[1].extendsBoundary == false)
        #expect(first.boundarySupplementaryItems[1].offset == LayoutDocument.Point(x: 0, y: 4))
        #expect(first.decorationItems == [.init(elementKind: "background", contentInsets: .init(top: 2, leading: 2, bottom: 2, trailing: 2))])
        #expect(second.group.count == 2 && second.group.divideEvenly)
        #expect(second.orthogonalScrollingBehavior == .groupPaging)
        #expect(third.group.frames == [.init(x: 0, y: 0, width: 100, height: 40), .init(x: 110, y: 45, width: 100, height: 40, zIndex: 2)])
        #expect(third.contentInsetsReference == LayoutDocument.ContentInsetsReference.none)
        #expect(third.supplementariesFollowContentInsets == false)
        #expect(list == LayoutDocument.ListSection(appearance: .grouped, headerMode: .supplementary, headerTopPadding: 12))
    }
}
