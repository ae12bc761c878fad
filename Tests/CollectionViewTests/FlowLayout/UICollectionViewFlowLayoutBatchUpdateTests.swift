#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// Batch updates on a `UICollectionViewFlowLayout`: the lines broken again after inserts, deletes and moves, the
/// cells following their items, and the flow layout's appearing and disappearing attributes. Every frame is worked
/// out by hand in the comment above its test.
///
/// The grid throughout: 100 × 100 items in a 320 × 480 view, three a line (3·100 + 2·10 = 320), item i at
/// x 110·(i mod 3), y 110·⌊i / 3⌋ — a short last line keeps to the columns of a full one.
@MainActor
@Suite struct UICollectionViewFlowLayoutBatchUpdateTests {
    private func makeView(_ stub: Stub, layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout()) -> UICollectionView {
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(TrackingCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = stub
        view.layoutIfNeeded()
        return view
    }

    /// Item `item`'s place in the grid.
    private func gridFrame(_ item: Int) -> CGRect {
        CGRect(x: CGFloat(item % 3) * 110, y: CGFloat(item / 3) * 110, width: 100, height: 100)
    }

    private func cell(_ view: UICollectionView, _ item: Int) -> UICollectionViewCell? {
        view.cellForItem(at: IndexPath(item: item, section: 0))
    }

    /// Seven items (lines 0–2, 3–5, 6); 99 inserted at 1 makes eight: 99 at (110, 0), the old items 1 to 6 one
    /// place on — old item 2 goes from the end of line 1, (220, 0), to the start of line 2, (0, 110), and old item
    /// 6 from (0, 220) to (110, 220). The content grows to three lines, still 320 tall. The cell that showed 2 shows
    /// it at item 3.
    @Test func anInsertBreaksTheLinesAgain() {
        let stub = Stub([Array(0..<7)])
        let view = makeView(stub)
        let cellOfTwo = cell(view, 2)
        view.performBatchUpdates {
            stub.sections[0].insert(99, at: 1)
            view.insertItems(at: [IndexPath(item: 1, section: 0)])
        }
        view.layoutIfNeeded()
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 110, y: 0, width: 100, height: 100))
        #expect(cell(view, 3) === cellOfTwo)
        #expect(cell(view, 3)?.frame == CGRect(x: 0, y: 110, width: 100, height: 100))
        #expect((cell(view, 7) as? TrackingCell)?.value == 6)
        #expect(cell(view, 7)?.frame == CGRect(x: 110, y: 220, width: 100, height: 100))
        #expect(view.collectionViewLayout.collectionViewContentSize == CGSize(width: 320, height: 320))
        #expect(shownValues(view) == [0: 0, 1: 99, 2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 7: 6].reduce(into: [:]) {
            $0[IndexPath(item: $1.key, section: 0)] = $1.value
        })
    }

    /// Deleting item 0 of seven: the six left fill two lines, each one place back — old item 3 from (0, 110) to
    /// (220, 0), old item 6 from (0, 220) to (220, 110); the content shrinks to 2·100 + 10 = 210. The cell that
    /// showed 3 follows it to item 2.
    @Test func aDeleteBreaksTheLinesAgain() {
        let stub = Stub([Array(0..<7)])
        let view = makeView(stub)
        let cellOfThree = cell(view, 3)
        view.performBatchUpdates {
            stub.sections[0].remove(at: 0)
            view.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
        view.layoutIfNeeded()
        #expect(cell(view, 2) === cellOfThree)
        #expect(cell(view, 2)?.frame == CGRect(x: 220, y: 0, width: 100, height: 100))
        #expect((cell(view, 5) as? TrackingCell)?.value == 6)
        #expect(cell(view, 5)?.frame == CGRect(x: 220, y: 110, width: 100, height: 100))
        #expect(cell(view, 6) == nil)
        #expect(view.collectionViewLayout.collectionViewContentSize == CGSize(width: 320, height: 210))
    }

    /// Moving item 0 of seven to the end: items 1 to 6 step one place back (old 1 to (0, 0), old 3 to (220, 0)) and
    /// the moved item takes the last place, (0, 220). Its cell goes with it.
    @Test func aMoveTakesItsCellToTheNewPlace() {
        let stub = Stub([Array(0..<7)])
        let view = makeView(stub)
        let cellOfZero = cell(view, 0)
        view.performBatchUpdates {
            stub.sections[0].append(stub.sections[0].removeFirst())
            view.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 6, section: 0))
        }
        view.layoutIfNeeded()
        #expect(cell(view, 6) === cellOfZero)
        #expect(cell(view, 6)?.frame == gridFrame(6))
        #expect((cell(view, 0) as? TrackingCell)?.value == 1)
        #expect(cell(view, 0)?.frame == gridFrame(0))
        #expect((cell(view, 2) as? TrackingCell)?.value == 3)
        #expect(cell(view, 2)?.frame == CGRect(x: 220, y: 0, width: 100, height: 100))
    }

    /// Insert, delete and move in one batch, on seven items: delete 0 (old index), move old 6 to new 0, insert 99 at
    /// new 3. After: [6, 1, 2, 99, 3, 4, 5] — seven items again, lines 6 1 2 / 99 3 4 / 5: old 6 at (0, 0), 99 at
    /// (0, 110), old 3 at (110, 110), old 5 at (0, 220).
    @Test func aMixedBatchPlacesEveryItem() {
        let stub = Stub([Array(0..<7)])
        let view = makeView(stub)
        let cellOfSix = cell(view, 6)
        view.performBatchUpdates {
            stub.sections[0] = [6, 1, 2, 99, 3, 4, 5]
            view.deleteItems(at: [IndexPath(item: 0, section: 0)])
            view.moveItem(at: IndexPath(item: 6, section: 0), to: IndexPath(item: 0, section: 0))
            view.insertItems(at: [IndexPath(item: 3, section: 0)])
        }
        view.layoutIfNeeded()
        #expect(cell(view, 0) === cellOfSix)
        #expect(cell(view, 0)?.frame == gridFrame(0))
        #expect((cell(view, 3) as? TrackingCell)?.value == 99)
        #expect(cell(view, 3)?.frame == CGRect(x: 0, y: 110, width: 100, height: 100))
        #expect((cell(view, 4) as? TrackingCell)?.value == 3)
        #expect(cell(view, 4)?.frame == CGRect(x: 110, y: 110, width: 100, height: 100))
        #expect((cell(view, 6) as? TrackingCell)?.value == 5)
        #expect(cell(view, 6)?.frame == CGRect(x: 0, y: 220, width: 100, height: 100))
    }

    #if !canImport(UIKit)
    // MARK: Update animations (beyond UIKit: the manual animation clock and the running animations)

    /// A flow layout whose appearing items start 300 points to the left of where the flow layout starts them and
    /// whose disappearing items end 300 points to the right: it calls `super` and moves a copy, as apps do.
    final class SlideInLayout: UICollectionViewFlowLayout {
        override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            guard let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)?.copy() else { return nil }
            attributes.frame.origin.x -= 300
            return attributes
        }

        override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            guard let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)?.copy() else { return nil }
            attributes.frame.origin.x += 300
            return attributes
        }
    }

    /// UIKit's flow layout fades an inserted item in at its place: its initial attributes are its final ones with
    /// alpha 0. Inserting 99 at 1: it appears at (110, 0), alpha 0 → 1; old item 2 moves from (220, 0) to (0, 110).
    /// Deleting item 0 afterwards: it disappears where it was, (0, 0), fading to alpha 0. Once the update is
    /// finalized the layout keeps no frames from before it.
    @Test func anInsertedItemFadesInAtItsPlace() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let stub = Stub([Array(0..<7)])
            let view = makeView(stub)
            let layout = view.collectionViewLayout
            view.performBatchUpdates {
                stub.sections[0].insert(99, at: 1)
                view.insertItems(at: [IndexPath(item: 1, section: 0)])
            }
            let second = IndexPath(item: 1, section: 0)
            let appearing = view.runningUpdateAnimations.first { $0.kind == .appearing && $0.indexPath == second }
            #expect(appearing?.initialAttributes.frame == CGRect(x: 110, y: 0, width: 100, height: 100))
            #expect(appearing?.initialAttributes.alpha == 0)
            #expect(appearing?.finalAttributes.alpha == 1)
            let moving = view.runningUpdateAnimations.first { $0.kind == .moving && $0.indexPath == IndexPath(item: 3, section: 0) }
            #expect(moving?.initialAttributes.frame == CGRect(x: 220, y: 0, width: 100, height: 100))
            #expect(moving?.finalAttributes.frame == CGRect(x: 0, y: 110, width: 100, height: 100))
            // The layout's own answer, asked directly.
            let initial = layout.initialLayoutAttributesForAppearingItem(at: second)
            #expect(initial?.frame == CGRect(x: 110, y: 0, width: 100, height: 100))
            #expect(initial?.alpha == 0)
            clock.advance(by: 1)
            view.performBatchUpdates {
                stub.sections[0].remove(at: 0)
                view.deleteItems(at: [IndexPath(item: 0, section: 0)])
            }
            let disappearing = view.runningUpdateAnimations.first { $0.kind == .disappearing }
            #expect(disappearing?.indexPath == IndexPath(item: 0, section: 0))
            #expect(disappearing?.finalAttributes.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
            #expect(disappearing?.finalAttributes.alpha == 0)
            #expect(layout.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 0, section: 0)) == nil)
            clock.advance(by: 1)
        }
    }

    /// A subclass that moves what `super` returns: the inserted item starts at 110 − 300 = −190, alpha 0. Deleting
    /// item 4 (then at (110, 110)) afterwards, it ends at 110 + 300 = 410, alpha 0: `super` answers the frame the
    /// item had before the update.
    @Test func aSubclassMovesTheAttributesSuperReturns() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let stub = Stub([Array(0..<7)])
            let view = makeView(stub, layout: SlideInLayout())
            view.performBatchUpdates {
                stub.sections[0].insert(99, at: 1)
                view.insertItems(at: [IndexPath(item: 1, section: 0)])
            }
            let appearing = view.runningUpdateAnimations.first { $0.kind == .appearing }
            #expect(appearing?.initialAttributes.frame == CGRect(x: -190, y: 0, width: 100, height: 100))
            #expect(appearing?.initialAttributes.alpha == 0)
            clock.advance(by: 1)
            view.performBatchUpdates {
                stub.sections[0].remove(at: 4)
                view.deleteItems(at: [IndexPath(item: 4, section: 0)])
            }
            let disappearing = view.runningUpdateAnimations.first { $0.kind == .disappearing }
            #expect(disappearing?.indexPath == IndexPath(item: 4, section: 0))
            #expect(disappearing?.finalAttributes.frame == CGRect(x: 410, y: 110, width: 100, height: 100))
            #expect(disappearing?.finalAttributes.alpha == 0)
            clock.advance(by: 1)
        }
    }
    #endif
}
