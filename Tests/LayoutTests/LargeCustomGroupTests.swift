#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing
import TestSupport

/// A custom group of thousands of frames (the hand-computed waterfall many apps write) answers rect queries
/// with exactly the frames a brute-force scan finds, and keeps every frame its provider returns.
@MainActor
@Suite struct LargeCustomGroupTests {
    /// Three columns of 130 × (40…199) frames, each column stacked without gaps, 3,000 frames in all; one
    /// extra tall frame (item 0, 600 high) so that some frames reach far past their neighbours.
    private func waterfallFrames(count: Int, seed: UInt64) -> [CGRect] {
        var random = SplitMix64(seed: seed)
        var columnEnds: [CGFloat] = [0, 0, 0]
        return (0..<count).map { index in
            let column = index % 3
            let height: CGFloat = index == 0 ? 600 : CGFloat(40 + random.next() % 160)
            let frame = CGRect(x: CGFloat(column) * 130, y: columnEnds[column], width: 130, height: height)
            columnEnds[column] += height
            return frame
        }
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func rectQueriesMatchBruteForce(seed: UInt64) throws {
        let frames = waterfallFrames(count: 3_000, seed: seed)
        let contentHeight = frames.map(\.maxY).max() ?? 0
        let group = NSCollectionLayoutGroup.custom(layoutSize: size(.absolute(390), .absolute(contentHeight))) { _ in
            frames.map { NSCollectionLayoutGroupCustomItem(frame: $0) }
        }
        let view = layOut(NSCollectionLayoutSection(group: group), items: frames.count, size: phone390)
        // Every frame is kept.
        expectFrame(view.frame(2_999), frames[2_999], "last frame")
        var random = SplitMix64(seed: seed &+ 99)
        for _ in 0..<40 {
            // Fractional coordinates, so no query edge coincides with a frame edge.
            let y = CGFloat(Double(random.next() % UInt64(contentHeight)) + 0.25)
            let query = CGRect(x: 10.5, y: y, width: 200, height: 844)
            let expected = Set(frames.indices.filter { frames[$0].intersects(query) })
            let actual = (view.layout.layoutAttributesForElements(in: query) ?? []).map(\.indexPath.item)
            #expect(actual.count == Set(actual).count)
            #expect(Set(actual) == expected, "rect \(format(query))")
        }
    }
}
