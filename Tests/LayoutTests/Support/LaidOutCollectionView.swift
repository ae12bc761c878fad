#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif

/// The iPhone 14 Pro Max / 13 Pro Max portrait size the tutorials use (428 pt wide).
let phone428 = CGSize(width: 428, height: 926)
/// The iPhone 14 / 13 portrait size most of Apple's samples are measured on (390 pt wide).
let phone390 = CGSize(width: 390, height: 844)

/// A collection view laid out with a compositional layout and a stub data source, kept together so
/// the (weak) data source stays alive for the test's duration.
@MainActor
struct LaidOutCollectionView {
    let collectionView: UICollectionView
    let layout: UICollectionViewCompositionalLayout
    let dataSource: StubDataSource

    /// The frame of item `item` in `section`, or nil when the layout has none.
    func frame(_ item: Int, section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// The attributes of item `item` in `section`.
    func attributes(_ item: Int, section: Int = 0) -> UICollectionViewLayoutAttributes? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))
    }

    /// The frame of the supplementary of `kind` at `(item, section)`.
    func supplementaryFrame(_ kind: String, item: Int = 0, section: Int = 0) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: item, section: section))?.frame
    }

    /// The content size the layout reports.
    var contentSize: CGSize { layout.collectionViewContentSize }

    /// Every element the layout has: a rect query far larger than any content these tests build.
    func allAttributes() -> [UICollectionViewLayoutAttributes] {
        layout.layoutAttributesForElements(in: everywhere) ?? []
    }

    /// The attributes of every element of `kind` (supplementary or decoration), ordered by position.
    func elements(ofKind kind: String) -> [UICollectionViewLayoutAttributes] {
        allAttributes().filter { $0.representedElementKind == kind }.sorted { lhs, rhs in
            (lhs.frame.minY, lhs.frame.minX) < (rhs.frame.minY, rhs.frame.minX)
        }
    }

    /// Moves the visible region and lets the layout react (pinning, visible-item handlers).
    func scroll(to offset: CGPoint) {
        collectionView.contentOffset = offset
        collectionView.layoutIfNeeded()
    }
}

/// A rectangle that contains every frame any test here produces (including orthogonal content and
/// badges that stick out above the content).
let everywhere = CGRect(x: -100_000, y: -100_000, width: 1_000_000, height: 1_000_000)

/// Lays `layout` out in a collection view of `size` with `itemCounts[s]` items in section `s`.
///
/// `configure` runs before the first layout pass (RTL, safe area, …).
@MainActor
func layOut(_ layout: UICollectionViewCompositionalLayout, items itemCounts: [Int], size: CGSize = phone428,
            configure: (UICollectionView) -> Void = { _ in }) -> LaidOutCollectionView {
    let dataSource = StubDataSource(itemCounts: itemCounts)
    let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: stubCellIdentifier)
    for kind in Kind.supplementaryKinds {
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
    }
    layout.register(UICollectionReusableView.self, forDecorationViewOfKind: Kind.background)
    configure(collectionView)
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    return LaidOutCollectionView(collectionView: collectionView, layout: layout, dataSource: dataSource)
}

/// Lays one section out: the most common shape of these tests.
@MainActor
func layOut(_ section: NSCollectionLayoutSection, items: Int, size: CGSize = phone428,
            configure: (UICollectionView) -> Void = { _ in }) -> LaidOutCollectionView {
    layOut(UICollectionViewCompositionalLayout(section: section), items: [items], size: size, configure: configure)
}

/// Gives the collection view safe-area insets, as a notch or home indicator would.
///
/// Headless, `overrideSafeAreaInsets` is the documented way (`Sources/CollectionViewHost/Views/UIView.swift`).
/// Under UIKit a view's safe area comes from its window and view controller, so a UIKit run of this suite
/// must host the view in a controller with `additionalSafeAreaInsets`; this is the one spot to change.
@MainActor
func simulateSafeArea(_ insets: UIEdgeInsets, on collectionView: UICollectionView) {
    #if canImport(UIKit)
    _ = insets  // Host the view in a view controller and set `additionalSafeAreaInsets` (see above).
    #else
    collectionView.overrideSafeAreaInsets = insets
    #endif
}
