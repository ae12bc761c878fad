#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// `UICollectionViewFlowLayout`'s pinned headers and footers across three sections, at offsets before, inside, at
/// the hand-off between and past each section. Every frame is worked out by hand in the comment above its test.
@MainActor
@Suite struct UICollectionViewFlowLayoutPinningTests {
    private let header = UICollectionView.elementKindSectionHeader
    private let footer = UICollectionView.elementKindSectionFooter

    /// A 320 × 200 collection view over three sections of six 100 × 100 items (two lines of three each), laid out.
    private func makeView(_ layout: UICollectionViewFlowLayout) -> (UICollectionView, Stub) {
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        view.register(TrackingCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [header, footer] {
            view.register(HeaderView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
        }
        let stub = Stub([Array(0..<6), Array(6..<12), Array(12..<18)])
        view.dataSource = stub
        view.layoutIfNeeded()
        return (view, stub)
    }

    /// The top of the supplementary view of `kind` of each section, as the layout answers it now.
    private func tops(_ layout: UICollectionViewLayout, _ kind: String) -> [CGFloat?] {
        (0..<3).map { layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: $0))?.frame.minY }
    }

    /// Headers 40 tall over two lines of 100 with 10 between: each section is 40 + 210 = 250 long, starting at 0,
    /// 250 and 500 (content 750; offsets up to 750 − 200 = 550). A pinned header sits at the top of the visible
    /// area, but never above its place nor below its section's end less its height:
    /// `y = min(max(offset, start), start + 250 − 40)`.
    /// - 0: every header in its place, 0, 250, 500.
    /// - 100 (inside section 0): header 0 at 100; the others in their places.
    /// - 230 (the hand-off): header 0 is pushed up by header 1 to 250 − 40 = 210, its bottom on header 1's top.
    /// - 260 (past section 0): header 0 stays at 210, off screen; header 1 at 260.
    /// - 480 (the next hand-off): header 1 at 500 − 40 = 460; header 2 in its place, 500.
    /// - 550 (inside section 2): header 1 at 460; header 2 at 550.
    @Test func pinnedHeadersAtSeveralOffsets() {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.sectionHeadersPinToVisibleBounds = true
        let (view, stub) = makeView(layout)
        #expect(layout.collectionViewContentSize.height == 750)
        let expected: [(CGFloat, [CGFloat])] = [(0, [0, 250, 500]), (100, [100, 250, 500]), (230, [210, 250, 500]),
                                                (260, [210, 260, 500]), (480, [210, 460, 500]), (550, [210, 460, 550])]
        for (offset, headers) in expected {
            view.contentOffset = CGPoint(x: 0, y: offset)
            view.layoutIfNeeded()
            #expect(tops(layout, header) == headers, "offset \(offset)")
        }
        withExtendedLifetime(stub) {}
    }

    /// The header views on screen follow: at 230, header 0's view spans 210 to 250 and header 1's 250 to 290; the
    /// rect query of the visible area returns header 0 at 210 too.
    @Test func pinnedHeaderViewsFollowTheLayout() {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.sectionHeadersPinToVisibleBounds = true
        let (view, stub) = makeView(layout)
        view.contentOffset = CGPoint(x: 0, y: 230)
        view.layoutIfNeeded()
        #expect(view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 210, width: 320, height: 40))
        #expect(view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 250, width: 320, height: 40))
        let queried = layout.layoutAttributesForElements(in: view.bounds)?
            .first { $0.representedElementKind == header && $0.indexPath.section == 0 }
        #expect(queried?.frame == CGRect(x: 0, y: 210, width: 320, height: 40))
        withExtendedLifetime(stub) {}
    }

    /// Footers 30 tall under two lines of 100 with 10 between: each section is 210 + 30 = 240 long, starting at 0,
    /// 240 and 480, its footer in place at start + 210 (content 720; offsets up to 520). A pinned footer sits at the
    /// bottom of the visible area (offset + 200 − 30), but never below its place nor above its section's start —
    /// the header rule mirrored: `y = max(start, min(start + 210, offset + 170))`.
    /// - 0: footer 0 at 170 (its section runs off the bottom); footers 1 and 2 held at their sections' starts,
    ///   240 and 480, below the screen.
    /// - 20 (inside section 0): footer 0 at 190; footer 1 at 240.
    /// - 40 (the hand-off): footer 0 reaches its place, 210, its bottom on footer 1's top, 240.
    /// - 100 (past section 0): footer 0 in its place, 210; footer 1 at 270.
    /// - 260 (inside section 1, before the next hand-off): footer 1 at 430; footer 2 at its start, 480.
    /// - 520 (the end): footers 1 and 2 in their places, 450 and 690.
    @Test func pinnedFootersAtSeveralOffsets() {
        let layout = UICollectionViewFlowLayout()
        layout.footerReferenceSize = CGSize(width: 0, height: 30)
        layout.sectionFootersPinToVisibleBounds = true
        let (view, stub) = makeView(layout)
        #expect(layout.collectionViewContentSize.height == 720)
        let expected: [(CGFloat, [CGFloat])] = [(0, [170, 240, 480]), (20, [190, 240, 480]), (40, [210, 240, 480]),
                                                (100, [210, 270, 480]), (260, [210, 430, 480]), (520, [210, 450, 690])]
        for (offset, footers) in expected {
            view.contentOffset = CGPoint(x: 0, y: offset)
            view.layoutIfNeeded()
            #expect(tops(layout, footer) == footers, "offset \(offset)")
        }
        // On screen at 100, footer 1's view is at the bottom of the visible area.
        view.contentOffset = CGPoint(x: 0, y: 100)
        view.layoutIfNeeded()
        #expect(view.supplementaryView(forElementKind: footer, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 270, width: 320, height: 30))
        withExtendedLifetime(stub) {}
    }

    /// Pinned headers leave the cells where they are: at offset 100, item 3 (line 2 of section 0) is at its flow
    /// place, (0, 40 + 110) = (0, 150), and the header over it (at 100 to 140) does not move it.
    @Test func pinningMovesNoCell() {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.sectionHeadersPinToVisibleBounds = true
        let (view, stub) = makeView(layout)
        view.contentOffset = CGPoint(x: 0, y: 100)
        view.layoutIfNeeded()
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 0, y: 150, width: 100, height: 100))
        withExtendedLifetime(stub) {}
    }
}
