#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// `UICollectionViewFlowLayout`: lines filled and spread as UIKit fills them, headers and footers by reference
/// size, the delegate's measures, the horizontal direction, pinned headers and a subclass that moves what `super`
/// returns. Every frame is worked out by hand from the rules in the layout's documentation.
@MainActor
@Suite struct UICollectionViewFlowLayoutTests {
    /// A `width` × `height` collection view over `stub` with `layout`, headers and footers registered, laid out.
    private func makeView(_ stub: Stub, layout: UICollectionViewFlowLayout, width: CGFloat = 320, height: CGFloat = 480)
        -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        view.register(TrackingCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            view.register(HeaderView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
        }
        view.dataSource = stub
        view.layoutIfNeeded()
        return view
    }

    private func frame(_ layout: UICollectionViewLayout, _ item: Int, _ section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func defaultsAreUIKits() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10)
        #expect(layout.minimumInteritemSpacing == 10)
        #expect(layout.estimatedItemSize == .zero)
        #expect(layout.scrollDirection == .vertical)
        #expect(layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero)
        #expect(layout.sectionInset == .zero)
        #expect(layout.sectionInsetReference == .fromContentInset)
        #expect(!layout.sectionHeadersPinToVisibleBounds && !layout.sectionFootersPinToVisibleBounds)
        // A flow layout is not a compositional one.
        #expect(!((layout as UICollectionViewLayout) is UICollectionViewCompositionalLayout))
    }

    /// Seven 100 × 100 items in 320 with spacing 10: three fill a line exactly (3·100 + 2·10 = 320), at x 0, 110,
    /// 220; lines 10 apart at y 0, 110, 220. The last line (items of one size) keeps to the columns: item 6 at x 0.
    /// Content 320 × 320.
    @Test func aGridOfOneSizeFillsLinesAndKeepsItsColumns() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = makeView(Stub([Array(0..<7)]), layout: layout)
        #expect(frame(layout, 0) == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(frame(layout, 2) == CGRect(x: 220, y: 0, width: 100, height: 100))
        #expect(frame(layout, 4) == CGRect(x: 110, y: 110, width: 100, height: 100))
        #expect(frame(layout, 6) == CGRect(x: 0, y: 220, width: 100, height: 100))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 320))
        #expect(view.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 110, y: 110, width: 100, height: 100))
    }

    /// 90-pt items in 320 with spacing 10: three fit (290; a fourth needs 390), and the 320 − 270 = 50 left over is
    /// shared by the two gaps, 25 each: x 0, 115, 230 — the spacing exceeds the minimum.
    @Test func aLineSpreadsWhatIsLeftOverBetweenItsItems() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 50)
        _ = makeView(Stub([Array(0..<3)]), layout: layout)
        #expect(frame(layout, 0)?.minX == 0)
        #expect(frame(layout, 1)?.minX == 115)
        #expect(frame(layout, 2)?.minX == 230)
    }

    /// A section with fewer items than a line holds keeps to the columns of a full line: two 100-pt items in 320
    /// (a full line holds three, 10 apart) at x 0 and 110, not spread to the edges.
    @Test func aShortSectionKeepsToTheColumnsOfAFullLine() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        _ = makeView(Stub([[0, 1]]), layout: layout)
        #expect(frame(layout, 0)?.minX == 0)
        #expect(frame(layout, 1)?.minX == 110)
    }

    /// Headers 40 tall and footers 30 tall (their widths ignored: they span the 320-pt view), inset 10 top and
    /// bottom and 20 each side, 80 × 40 items, spacing 10. Room 280: three fit (260), gaps (280 − 240) / 2 = 20, so
    /// x 20, 120, 220. Section 0: header y 0; line 1 at 40 + 10 = 50; line 2 (item 3, keeping to the columns) at
    /// 50 + 40 + 10 = 100, x 20; the inset ends at 100 + 40 + 10 = 150, the footer at 150 + 30 = 180. Section 1
    /// starts at 180: header y 180, first line 230. Content 320 × 360.
    @Test func headersAndFootersSpanTheViewOutsideTheInset() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 40)
        layout.headerReferenceSize = CGSize(width: 1, height: 40)
        layout.footerReferenceSize = CGSize(width: 999, height: 30)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        _ = makeView(Stub([Array(0..<4), Array(4..<8)]), layout: layout)
        let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 320, height: 40))
        #expect(frame(layout, 0) == CGRect(x: 20, y: 50, width: 80, height: 40))
        #expect(frame(layout, 2) == CGRect(x: 220, y: 50, width: 80, height: 40))
        #expect(frame(layout, 3) == CGRect(x: 20, y: 100, width: 80, height: 40))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: footer, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 150, width: 320, height: 30))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 180, width: 320, height: 40))
        #expect(frame(layout, 0, 1) == CGRect(x: 20, y: 230, width: 80, height: 40))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 360))
    }

    /// The delegate sizes each item and insets the section by 5 at the top; the spacings come from the layout (the
    /// protocol's defaults). Items 150 × 40, 100 × 80, 120 × 30 in 320: items 0 and 1 fill line 1 (150 + 10 + 100 =
    /// 260; the third would need 390), the 70 left over is their one gap, so item 1 at x 220; the line is 80 thick
    /// and item 0 is centred across it, y 5 + 20 = 25. Item 2 is the last line, its items of their own sizes
    /// packed at the leading edge: x 0, y 5 + 80 + 10 = 95.
    @Test func theDelegateGivesItemSizesAndInsets() {
        final class Sizes: NSObject, UICollectionViewDelegateFlowLayout {
            let sizes = [CGSize(width: 150, height: 40), CGSize(width: 100, height: 80), CGSize(width: 120, height: 30)]
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                sizeForItemAt indexPath: IndexPath) -> CGSize {
                sizes[indexPath.item]
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                insetForSectionAt section: Int) -> UIEdgeInsets {
                UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
            }
        }
        let delegate = Sizes()
        let layout = UICollectionViewFlowLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(TrackingCell.self, forCellWithReuseIdentifier: "cell")
        let stub = Stub([Array(0..<3)])
        view.dataSource = stub
        view.delegate = delegate
        view.layoutIfNeeded()
        #expect(frame(layout, 0) == CGRect(x: 0, y: 25, width: 150, height: 40))
        #expect(frame(layout, 1) == CGRect(x: 220, y: 5, width: 100, height: 80))
        #expect(frame(layout, 2) == CGRect(x: 0, y: 95, width: 120, height: 30))
        withExtendedLifetime((delegate, stub)) {}
    }

    /// With `automaticSize` the cells size themselves: 120 × 40, 80 × 60, 150 × 30 and 60 × 50 in 320 with spacing
    /// 10. Items 0 and 1 fill line 1 (210; the third would need 370), their one gap takes the 120 left over: item 1
    /// at x 240; the line is 60 thick, item 0 centred at y 10. Items 2 and 3 are the last line, of sizes that
    /// differ, packed from the leading edge: x 0 and 160, the line at 60 + 10 = 70 and 50 thick, item 2 at y 80.
    @Test func cellsSizeThemselvesWithAnEstimatedItemSize() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(SizedCell.self, forCellWithReuseIdentifier: "sized")
        let source = HeightSource([40, 60, 30, 50])
        source.widths = [120, 80, 150, 60]
        view.dataSource = source
        view.layoutIfNeeded()
        #expect(frame(layout, 0) == CGRect(x: 0, y: 10, width: 120, height: 40))
        #expect(frame(layout, 1) == CGRect(x: 240, y: 0, width: 80, height: 60))
        #expect(frame(layout, 2) == CGRect(x: 0, y: 80, width: 150, height: 30))
        #expect(frame(layout, 3) == CGRect(x: 160, y: 70, width: 60, height: 50))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 120))
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 240, y: 0, width: 80, height: 60))
        withExtendedLifetime(source) {}
    }

    /// Scrolling sideways, lines are columns down the 300-pt height: 100 × 90 items with spacing 10, three fit a
    /// column (290), spread by (300 − 270) / 2 = 15: y 0, 105, 210. The second column (items 3 and 4, keeping to
    /// the rows) starts at x 100 + 10 = 110. Content 210 × 300.
    @Test func aHorizontalFlowFillsColumns() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 90)
        _ = makeView(Stub([Array(0..<5)]), layout: layout, height: 300)
        #expect(frame(layout, 1) == CGRect(x: 0, y: 105, width: 100, height: 90))
        #expect(frame(layout, 2) == CGRect(x: 0, y: 210, width: 100, height: 90))
        #expect(frame(layout, 3) == CGRect(x: 110, y: 0, width: 100, height: 90))
        #expect(frame(layout, 4) == CGRect(x: 110, y: 105, width: 100, height: 90))
        #expect(layout.collectionViewContentSize == CGSize(width: 210, height: 300))
    }

    /// A pinned header stays at the top of the visible area while its section is on screen: scrolled to y 200, the
    /// 40-pt header of a 1,130-pt section (ten lines of 100 with 10 between, under the header) is at y 200.
    @Test func aPinnedHeaderStaysAtTheTop() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.sectionHeadersPinToVisibleBounds = true
        let view = makeView(Stub([Array(0..<30)]), layout: layout)
        #expect(layout.collectionViewContentSize.height == 1_130)
        // A scroll asks for neither the delegate's measures nor the attributes again.
        let scroll = layout.invalidationContext(forBoundsChange: CGRect(x: 0, y: 200, width: 320, height: 480))
        #expect((scroll as? UICollectionViewFlowLayoutInvalidationContext)?.invalidateFlowLayoutDelegateMetrics == false)
        view.contentOffset = CGPoint(x: 0, y: 200)
        view.layoutIfNeeded()
        let header = layout.layoutAttributesForElements(in: view.bounds)?
            .first { $0.representedElementKind == UICollectionView.elementKindSectionHeader }
        #expect(header?.frame == CGRect(x: 0, y: 200, width: 320, height: 40))
    }

    /// The left-aligned flow layout many apps carry: it calls `super`, copies the attributes and moves each cell to
    /// follow the previous one on its line at the minimum spacing. The collection view places its cells where the
    /// subclass says: 90-pt items at x 0, 100, 200 instead of the spread 0, 115, 230.
    @Test func aSubclassMovesWhatSuperReturns() {
        final class LeftAlignedLayout: UICollectionViewFlowLayout {
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                // `copy()` is `Any` in UIKit: read through `Any`, the cast compiles without a warning against both.
                func copied(_ value: Any) -> UICollectionViewLayoutAttributes? { value as? UICollectionViewLayoutAttributes }
                let attributes = super.layoutAttributesForElements(in: rect)?.compactMap { copied($0.copy()) }
                var x = sectionInset.left
                var lineY = -CGFloat.greatestFiniteMagnitude
                for item in attributes ?? [] where item.representedElementCategory == .cell {
                    if item.frame.minY >= lineY { x = sectionInset.left }
                    item.frame.origin.x = x
                    x += item.frame.width + minimumInteritemSpacing
                    lineY = max(lineY, item.frame.maxY)
                }
                return attributes
            }
        }
        let layout = LeftAlignedLayout()
        layout.itemSize = CGSize(width: 90, height: 50)
        let view = makeView(Stub([Array(0..<3)]), layout: layout)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 100, y: 0, width: 90, height: 50))
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 200, y: 0, width: 90, height: 50))
    }

    /// Right to left, the flow is mirrored: the 90-pt items of 320 at x 0, 115, 230 sit at 320 − 90 − x = 230,
    /// 115 and 0. A subclass whose `flipsHorizontallyInOppositeLayoutDirection` is `false` keeps 0, 115, 230.
    @Test func aRightToLeftFlowIsMirroredUnlessTheLayoutDoesNotFlip() {
        final class Unflipped: UICollectionViewFlowLayout {
            override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
        }
        for (layout, expected) in [(UICollectionViewFlowLayout(), [CGFloat(230), 115, 0]), (Unflipped(), [0, 115, 230])] {
            layout.itemSize = CGSize(width: 90, height: 50)
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            view.semanticContentAttribute = .forceRightToLeft
            view.register(TrackingCell.self, forCellWithReuseIdentifier: "cell")
            let stub = Stub([[0, 1, 2]])
            view.dataSource = stub
            view.layoutIfNeeded()
            #expect((0..<3).map { frame(layout, $0)?.minX } == expected)
            withExtendedLifetime(stub) {}
        }
    }

    /// The flow layout's contexts are `UICollectionViewFlowLayoutInvalidationContext`s, both flags `true`. One that
    /// asks for the delegate's measures again picks up the delegate's new size (60 → 80 wide); one with both flags
    /// cleared keeps the frames as they were.
    @Test func aFlowContextReadsTheDelegateAgainWhenItSaysSo() {
        final class Growing: NSObject, UICollectionViewDelegateFlowLayout {
            var width: CGFloat = 60
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                sizeForItemAt indexPath: IndexPath) -> CGSize {
                CGSize(width: width, height: 40)
            }
        }
        #expect(UICollectionViewFlowLayout.invalidationContextClass is UICollectionViewFlowLayoutInvalidationContext.Type)
        let fresh = UICollectionViewFlowLayoutInvalidationContext()
        #expect(fresh.invalidateFlowLayoutDelegateMetrics && fresh.invalidateFlowLayoutAttributes)
        let delegate = Growing()
        let layout = UICollectionViewFlowLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(TrackingCell.self, forCellWithReuseIdentifier: "cell")
        let stub = Stub([[0]])
        view.dataSource = stub
        view.delegate = delegate
        view.layoutIfNeeded()
        #expect(frame(layout, 0)?.width == 60)
        delegate.width = 80
        let keep = UICollectionViewFlowLayoutInvalidationContext()
        keep.invalidateFlowLayoutDelegateMetrics = false
        keep.invalidateFlowLayoutAttributes = false
        layout.invalidateLayout(with: keep)
        #expect(frame(layout, 0)?.width == 60)
        layout.invalidateLayout(with: UICollectionViewFlowLayoutInvalidationContext())
        #expect(frame(layout, 0)?.width == 80)
        withExtendedLifetime((delegate, stub)) {}
    }
}
