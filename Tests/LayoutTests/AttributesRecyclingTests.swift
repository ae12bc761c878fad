#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// Rect queries may hand out the same attributes objects again, but never change one a caller still holds.
@MainActor
@Suite struct AttributesRecyclingTests {
    /// Rows of 50 points: the rows in 0…100 are 0, 1 and 2 (row 2 touches at y 100).
    @Test func heldAttributesNeverChange() throws {
        let view = layOut(rowSection(height: 50), items: 1_000, size: phone390)
        let held = try #require(view.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 100)))
        let before = held.map(\.description)
        for step in 0..<500 {
            let y = CGFloat((step * 7_919) % 49_000)
            let fresh = view.layout.layoutAttributesForElements(in: CGRect(x: 0, y: y, width: 390, height: 844)) ?? []
            #expect(fresh.allSatisfy { $0.frame.maxY >= y && $0.frame.minY <= y + 844 })
        }
        #expect(held.map(\.description) == before)
        #expect(held.map(\.indexPath.item) == [0, 1, 2])
    }

    /// Objects a caller let go come back, describing whatever the next query finds.
    @Test func releasedAttributesDescribeTheNextQuery() {
        let view = layOut(rowSection(height: 50), items: 1_000, size: phone390)
        for step in 0..<50 {
            let y = CGFloat(step * 500)
            let attributes = view.layout.layoutAttributesForElements(in: CGRect(x: 0, y: y + 1, width: 390, height: 40)) ?? []
            // Rows of 50 meeting y+1…y+41, y a multiple of 500: row y/50 only (y…y+50 holds the rect, no edge touches).
            #expect(attributes.map(\.indexPath.item) == [step * 10])
            #expect(attributes.first?.frame == CGRect(x: 0, y: y, width: 390, height: 50))
            #expect(attributes.first?.alpha == 1)
        }
    }
}
