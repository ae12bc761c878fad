import Foundation
import OpenCompositionalLayout

func nanoseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

/// Writes `count` rects in a loop: the floor any placement of that many frames is measured against (the same
/// loop as LayoutBenchmark's).
func fillFloor(count: Int) -> Double {
    var frames = [CGRect](repeating: .zero, count: count)
    let time = nanoseconds {
        for index in 0..<count {
            frames[index] = CGRect(x: CGFloat(index & 1) * 195, y: CGFloat(index) * 10, width: 195, height: CGFloat(index & 63) + 40)
        }
    }
    if frames[count / 2].height < 0 { print(frames[count / 2]) }
    return time
}

/// The document both benchmarks lay out: a grid of fifths under a pinned section header with 16-pt insets (a
/// photo-library page).
let gridDocument = """
{ "formatVersion": "1.0",
  "sections": [ {
    "group": { "type": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalWidth": 0.2 } },
               "subitems": [ { "type": "item", "size": { "width": { "fractionalWidth": 0.2 }, "height": { "fractionalHeight": 1 } },
                               "contentInsets": { "top": 1, "leading": 1, "bottom": 1, "trailing": 1 } } ] },
    "contentInsets": { "top": 0, "leading": 16, "bottom": 16, "trailing": 16 },
    "boundarySupplementaryItems": [ { "elementKind": "UICollectionElementKindSectionHeader", "alignment": "top",
                                      "pinToVisibleBounds": true,
                                      "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 44 } } } ] } ] }
"""
