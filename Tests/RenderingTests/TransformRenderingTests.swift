import Foundation
import LayoutRendering
import OpenCompositionalLayout
import Testing

/// Transforms that a visible-items handler sets (a carousel's scale by distance from the centre) reach the
/// pictures: captured per element, drawn about each element's centre as UIKit displays a view's transform.
@Suite("element transforms in pictures")
@MainActor
struct TransformRenderingTests {
    /// Rows of 100 × 100 points, each scaled to half by the section's visible-items handler.
    func makeHalfScaledSnapshot() -> LayoutSnapshot {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.visibleItemsInvalidationHandler = { items, _, _ in
            for item in items { item.transform = CGAffineTransform(scaleX: 0.5, y: 0.5) }
        }
        let (view, dataSource) = makeCollectionView(size: CGSize(width: 100, height: 300),
                                                    layout: UICollectionViewCompositionalLayout(section: section), itemCounts: [2])
        defer { _ = dataSource }
        return LayoutSnapshot(capturing: view, title: "half")
    }

    @Test("the handler's transforms are captured for the elements it touched")
    func transformsAreCaptured() throws {
        let snapshot = makeHalfScaledSnapshot()
        let first = try #require(snapshot.elements.first { $0.category == .cell && $0.item == 0 })
        #expect(snapshot.transform(of: first) == CGAffineTransform(scaleX: 0.5, y: 0.5))
        // The layout's frame stays (0, 0, 100, 100); it is displayed at half size about its centre (50, 50).
        #expect(first.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(snapshot.displayedFrame(of: first) == CGRect(x: 25, y: 25, width: 50, height: 50))
    }

    @Test("the SVG draws a transformed element with the transform about its centre")
    func svgCarriesTheMatrix() {
        let svg = SVGRenderer().render(makeHalfScaledSnapshot())
        // Item 0 is (0, 0, 100, 100): centre (50, 50), so tx = ty = 50 − 0.5 · 50 = 25.
        #expect(svg.contains("transform=\"matrix(0.5 0 0 0.5 25 25)\""))
        // Item 1 is (0, 100, 100, 100): centre (50, 150): tx = 25, ty = 150 − 75 = 75.
        #expect(svg.contains("transform=\"matrix(0.5 0 0 0.5 25 75)\""))
    }

    @Test("a quarter turn is displayed in the bounding box of the turned rectangle")
    func rotationsUseTheirBoundingBox() {
        var snapshot = LayoutSnapshot(title: "turn", viewport: CGRect(x: 0, y: 0, width: 200, height: 200),
                                      contentSize: CGSize(width: 200, height: 200),
                                      elements: [LayoutSnapshot.Element(category: .cell, section: 0, item: 0,
                                                                        frame: CGRect(x: 0, y: 0, width: 100, height: 50))])
        let element = snapshot.elements[0]
        snapshot.elementTransforms[LayoutSnapshot.ElementID(element)] = CGAffineTransform(rotationAngle: .pi / 2)
        // 100 × 50 about its centre (50, 25) turned a quarter: 50 wide, 100 high, centred there.
        let displayed = snapshot.displayedFrame(of: element)
        #expect(abs(displayed.minX - 25) < 1e-9 && abs(displayed.minY - -25) < 1e-9)
        #expect(abs(displayed.width - 50) < 1e-9 && abs(displayed.height - 100) < 1e-9)
    }
}
