import Testing
import OpenCompositionalLayout

/// A 20 × 20 grid of 100-point cells (content 2000 × 2000) in a 320 × 300 view with contentInset
/// top 20, left 10, bottom 30, right 40: the visible area is 320 − 10 − 40 = 270 wide and
/// 300 − 20 − 30 = 250 tall; offsets rest within x −10…2000 + 40 − 320 = 1720 and y −20…2000 + 30 − 300 = 1730.
@MainActor
@Suite struct ScrollToItemTests {
    private let stub = Stub([Array(0..<400)])

    private func gridView() -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: GridLayout())
        view.register(TrackingCell.self, forCellWithReuseIdentifier: "cell")
        view.contentInset = UIEdgeInsets(top: 20, left: 10, bottom: 30, right: 40)
        view.dataSource = stub
        view.layoutIfNeeded()
        return view
    }

    /// Item 107 is row 5, column 7: x 700..<800, y 500..<600.
    private let item = IndexPath(item: 107, section: 0)

    /// A scroll position and the offset it leads to from (0, 0).
    struct PositionCase: Sendable, CustomTestStringConvertible {
        let position: UICollectionView.ScrollPosition
        let expected: CGPoint
        init(_ position: UICollectionView.ScrollPosition, x: CGFloat, y: CGFloat) {
            self.position = position
            expected = CGPoint(x: x, y: y)
        }
        var testDescription: String { "\(position.rawValue) → \(expected)" }
    }

    // .top: 500 − 20 = 480; .centeredVertically: 550 − 20 − 125 = 405; .bottom: 600 − 20 − 250 = 330.
    // .left: 700 − 10 = 690; .centeredHorizontally: 750 − 10 − 135 = 605; .right: 800 − 10 − 270 = 520.
    nonisolated static let positionCases: [PositionCase] = [
        PositionCase(.top, x: 0, y: 480),
        PositionCase(.centeredVertically, x: 0, y: 405),
        PositionCase(.bottom, x: 0, y: 330),
        PositionCase(.left, x: 690, y: 0),
        PositionCase(.centeredHorizontally, x: 605, y: 0),
        PositionCase(.right, x: 520, y: 0),
        PositionCase([.top, .left], x: 690, y: 480),
        PositionCase([.top, .centeredHorizontally], x: 605, y: 480),
        PositionCase([.top, .right], x: 520, y: 480),
        PositionCase([.centeredVertically, .left], x: 690, y: 405),
        PositionCase([.centeredVertically, .centeredHorizontally], x: 605, y: 405),
        PositionCase([.centeredVertically, .right], x: 520, y: 405),
        PositionCase([.bottom, .left], x: 690, y: 330),
        PositionCase([.bottom, .centeredHorizontally], x: 605, y: 330),
        PositionCase([.bottom, .right], x: 520, y: 330),
    ]

    @Test(arguments: positionCases)
    func everyScrollPosition(_ testCase: PositionCase) {
        let view = gridView()
        // Start from (0, 0): an axis without a position keeps 0.
        view.contentOffset = .zero
        view.scrollToItem(at: item, at: testCase.position, animated: false)
        #expect(view.contentOffset == testCase.expected)
    }

    /// `.none` leaves the offset alone.
    @Test func noPositionKeepsTheOffset() {
        let view = gridView()
        view.contentOffset = CGPoint(x: 33, y: 44)
        view.scrollToItem(at: item, at: [], animated: false)
        #expect(view.contentOffset == CGPoint(x: 33, y: 44))
    }

    /// Clamping: item 0 (0..<100) at .bottom/.right would need 100 − 20 − 250 = −170 and
    /// 100 − 10 − 270 = −180, clamped to −20 and −10; item 399 (1900..<2000) at .top/.left would need
    /// 1880 and 1890, clamped to 1730 and 1720.
    @Test func positionsAreClampedToTheContent() {
        let view = gridView()
        view.scrollToItem(at: IndexPath(item: 0, section: 0), at: [.bottom, .right], animated: false)
        #expect(view.contentOffset == CGPoint(x: -10, y: -20))
        view.scrollToItem(at: IndexPath(item: 399, section: 0), at: [.top, .left], animated: false)
        #expect(view.contentOffset == CGPoint(x: 1720, y: 1730))
        // The item ends up visible: its bottom-right corner (2000, 2000) sits at the visible area's
        // bottom-right (offset + size − trailing insets = 1720 + 320 − 40, 1730 + 300 − 30).
        view.layoutIfNeeded()
        #expect(view.cellForItem(at: IndexPath(item: 399, section: 0)) != nil)
    }

    /// The safe area joins the insets (`.automatic` adds top and bottom; left and right because the grid is
    /// wider than the view): top 20 + 47 = 67, so .top puts item 107 at 500 − 67 = 433.
    @Test func safeAreaCountsThroughAdjustedContentInset() {
        let view = gridView()
        view.overrideSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        view.scrollToItem(at: item, at: .top, animated: false)
        #expect(view.adjustedContentInset.top == 67)
        #expect(view.contentOffset.y == 433)
    }

    /// Animated: the delegate hears the scroll and the end of the animation before the call returns.
    @Test func animatedScrollCompletesBeforeReturning() {
        let view = gridView()
        let recorder = ScrollRecorder()
        view.delegate = recorder
        view.scrollToItem(at: item, at: .top, animated: true)
        #expect(recorder.events == ["didScroll", "didEndScrollingAnimation"])
    }

    /// The existing rows example: a list scrolls only vertically.
    @Test func listScrollsVertically() {
        let stub = Stub([Array(0..<20)])
        let view = makeCollectionView(stub)
        // Item 10 spans 1000..<1100; .centeredVertically: 1050 − 150 = 900. Horizontal positions clamp to 0
        // (the content is exactly as wide as the view).
        view.scrollToItem(at: IndexPath(item: 10, section: 0), at: [.centeredVertically, .right], animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 900))
    }

    /// UIKit raises for an item the view does not hold; the lenient policy records instead.
    @Test func invalidIndexPathIsRecordedUnderTheLenientPolicy() {
        let view = gridView()
        view.scrollFailurePolicy = .record
        view.contentOffset = CGPoint(x: 5, y: 5)
        view.scrollToItem(at: IndexPath(item: 400, section: 0), at: .top, animated: false)
        #expect(view.contentOffset == CGPoint(x: 5, y: 5))
        #expect(view.diagnostics.map(\.message)
                == ["attempt to scroll to invalid index path: <NSIndexPath> {length = 2, path = 0 - 400}"])
    }

    @Test func invalidIndexPathStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let stub = Stub([[0, 1]])
                let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300),
                                            collectionViewLayout: FixedRowLayout())
                view.register(TrackingCell.self, forCellWithReuseIdentifier: "cell")
                view.dataSource = stub
                view.scrollToItem(at: IndexPath(item: 2, section: 0), at: .top, animated: false)
            }
        }
    }
}

@MainActor
@Suite struct CollectionViewScrollStateTests {
    /// A content size set by the app holds until the layout is prepared again, then follows the layout.
    @Test func contentSizeFollowsTheLayoutAfterItIsPrepared() {
        let stub = Stub([Array(0..<20)])
        let view = makeCollectionView(stub)
        #expect(view.contentSize == CGSize(width: 320, height: 2000))
        view.contentSize = CGSize(width: 320, height: 50)
        #expect(view.contentSize == CGSize(width: 320, height: 50))
        view.collectionViewLayout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(view.contentSize == CGSize(width: 320, height: 2000))
    }

    /// NaN offsets (under `.record`; UIKit raises) and velocities change nothing on a collection view either.
    @Test func nonFiniteScrollingChangesNothing() {
        let stub = Stub([Array(0..<20)])
        let view = makeCollectionView(stub)
        view.scrollFailurePolicy = .record
        view.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
        view.simulateScroll(by: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: CGFloat.nan))
        view.setContentOffset(CGPoint(x: CGFloat.infinity, y: 0), animated: true)
        #expect(view.contentOffset == .zero)
        #expect(view.indexPathsForVisibleItems == (0...2).map { IndexPath(item: $0, section: 0) })
    }
}
