// Any bytes: decode as a layout document; when it decodes, build the UIKit-named objects and a compositional
// layout, lay it out in a collection view with bounded item counts, and query a few rects. Nothing may trap
// or hang (libFuzzer reports a crash or a timeout).
import Foundation
import LayoutDocument
import OpenCompositionalLayout

/// Item counts per section: bounded, so that one input stays fast, and varied by the input's length.
@MainActor
final class FuzzDataSource: NSObject, UICollectionViewDataSource {
    let counts: [Int]
    init(counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
    }
}

/// One fuzz input (libFuzzer's `LLVMFuzzerTestOneInput` contract).
func fuzzLayout(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let data = Data(bytes: start, count: count)
    MainActor.assumeIsolated {
        let result = LayoutDocument.decode(jsonData: data)
        guard let document = result.document, let layout = try? document.makeLayout() else { return }
        let sections = max(1, min(document.sections.count, 8))
        let counts = (0..<sections).map { (count &+ $0 &* 7) % 40 }
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        view.dequeueFailurePolicy = .record
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = FuzzDataSource(counts: counts)
        view.dataSource = source
        view.layoutIfNeeded()
        let size = view.collectionViewLayout.collectionViewContentSize
        for rect in [CGRect(x: 0, y: 0, width: 390, height: 844), CGRect(x: 0, y: size.height / 2, width: 390, height: 844),
                     CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)] {
            _ = view.collectionViewLayout.layoutAttributesForElements(in: rect)
        }
        view.contentOffset = CGPoint(x: 0, y: max(0, min(size.height - 844, 500)))
        view.layoutIfNeeded()
        withExtendedLifetime(source) {}
    }
    return 0
}
