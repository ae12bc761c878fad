import DocumentRendering
import BenchmarkSupport
import Foundation
import LayoutDocument
import LayoutRendering
import OpenCompositionalLayout

/// A 100,000-item document (the command-line tool's largest) on an iPhone 15 (393 × 852, 59/34-pt safe area):
/// its frames JSON through the layout core, its SVG of the resting screen, and, once, the same frames JSON
/// through a headless collection view for comparison.
func runCoreBenchmark(floor: Double) {
    let document: LayoutDocument
    do {
        document = try LayoutDocument(jsonData: Data(gridDocument.utf8))
    } catch {
        print("the benchmark document does not decode: \(error)")
        return
    }
    let view = LayoutDocument.ViewEnvironment(size: CGSize(width: 393, height: 852),
                                              safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let counts = [100_000]
    var bytes = 0, elements = 0, svgBytes = 0
    var framesTimes: [Double] = [], svgTimes: [Double] = []
    for _ in 0..<7 {
        framesTimes.append(nanoseconds {
            guard let layout = try? DocumentLayout(document: document, view: view, itemCounts: counts) else { return }
            let snapshot = layout.snapshot(title: "grid").snapshot
            let json = FramesJSONRenderer().render(snapshot)
            bytes = json.utf8.count
            elements = snapshot.elements.count
        })
        svgTimes.append(nanoseconds {
            // The resting screen: scrolled to minus the top safe-area inset, the screen only.
            guard let layout = try? DocumentLayout(document: document, view: view, itemCounts: counts,
                                                   contentOffset: CGPoint(x: 0, y: -59)) else { return }
            let svg = SVGRenderer().render(layout.snapshot(title: "grid", region: .screen).snapshot)
            svgBytes = svg.utf8.count
        })
    }
    let frames = median(framesTimes), svg = median(svgTimes)
    print("100,000-item document, iPhone 15, through the layout core (lower, solve, query, write)")
    print(String(format: "frames JSON, every element (%d, %.1f MB)      %10.2f ms   (%.0f× the floor)",
                 elements, Double(bytes) / 1e6, frames / 1e6, frames / floor))
    print(String(format: "SVG of the resting screen (%.0f kB)             %10.2f ms   (%.2f× the floor)",
                 Double(svgBytes) / 1e3, svg / 1e6, svg / floor))
    let headless = MainActor.assumeIsolated {
        nanoseconds {
            guard let layout = try? document.makeLayout() else { return }
            let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: view.size), collectionViewLayout: layout)
            let dataSource = Counts(counts)
            collectionView.dataSource = dataSource
            collectionView.overrideSafeAreaInsets = view.safeAreaInsets
            let snapshot = LayoutSnapshot(capturing: collectionView, title: "grid")
            _ = FramesJSONRenderer().render(snapshot)
            withExtendedLifetime(dataSource) {}
        }
    }
    print(String(format: "frames JSON through a headless collection view %8.2f ms   (one run, for comparison)", headless / 1e6))
}

/// Counts and plain cells, for the headless comparison.
@MainActor
final class Counts: NSObject, UICollectionViewDataSource {
    let counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
}
