#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// A cell that prefers a height it is told (nil: UIKit's default measurement), counting how often it is asked.
@MainActor
final class SizedCell: UICollectionViewCell {
    var preferredHeight: CGFloat?
    var preferredWidth: CGFloat?
    var measureCount = 0
    /// When set, each measurement prefers `growth` more than the previous one and every applied frame
    /// invalidates the cell again (a cell that never settles).
    var growth: CGFloat?

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        measureCount += 1
        let attributes = layoutAttributes.copy()
        if let growth { attributes.size.height = 44 + growth * CGFloat(measureCount) }
        if let preferredHeight { attributes.size.height = preferredHeight }
        if let preferredWidth { attributes.size.width = preferredWidth }
        return attributes
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        if growth != nil { invalidateIntrinsicContentSize() }
    }
}

/// A header that prefers a height it is told, counting how often it is asked.
@MainActor
final class SizedHeader: UICollectionReusableView {
    var preferredHeight: CGFloat = 80
    var measureCount = 0

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        measureCount += 1
        let attributes = layoutAttributes.copy()
        attributes.size.height = preferredHeight
        return attributes
    }
}

/// A data source of `SizedCell`s preferring `heights[item]` (one section), with `SizedHeader` headers.
@MainActor
final class HeightSource: NSObject, UICollectionViewDataSource {
    var heights: [CGFloat?]
    var headerHeight: CGFloat = 80
    var growth: CGFloat?
    /// Preferred widths by item, when set.
    var widths: [CGFloat?] = []

    init(_ heights: [CGFloat?]) { self.heights = heights }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { heights.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "sized", for: indexPath)
        (cell as? SizedCell)?.preferredHeight = heights[indexPath.item]
        (cell as? SizedCell)?.growth = growth
        (cell as? SizedCell)?.preferredWidth = indexPath.item < widths.count ? widths[indexPath.item] : nil
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        (view as? SizedHeader)?.preferredHeight = headerHeight
        return view
    }
}

/// Records display callbacks.
@MainActor
final class DisplayRecorder: NSObject, UICollectionViewDelegate {
    var willDisplay: [IndexPath] = []
    var didEndDisplaying: [IndexPath] = []

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        willDisplay.append(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath) {
        didEndDisplaying.append(indexPath)
    }
}

/// A one-section list: full-width rows estimated at `estimate` points.
@MainActor
func estimatedListLayout(estimate: CGFloat = 44) -> UICollectionViewCompositionalLayout {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimate))
    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

/// A `width` × `height` collection view over `source` with `layout`, `SizedCell`s and `SizedHeader`s registered.
@MainActor
func makeSizingView(_ source: any UICollectionViewDataSource, layout: UICollectionViewLayout = estimatedListLayout(),
                    width: CGFloat = 320, height: CGFloat = 300) -> UICollectionView {
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    view.register(SizedCell.self, forCellWithReuseIdentifier: "sized")
    view.register(SizedHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                  withReuseIdentifier: "header")
    view.dataSource = source
    return view
}
