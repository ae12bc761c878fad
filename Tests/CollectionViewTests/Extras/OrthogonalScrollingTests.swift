import Testing
import OpenCompositionalLayout

/// Orthogonal sections scroll (beyond UIKit: `orthogonalContentOffset(forSection:)`,
/// `setOrthogonalContentOffset(_:forSection:animated:)`, `simulateOrthogonalScroll(inSection:by:velocity:)`).
///
/// The vertical fixture, 390 wide: section 0 is `rows` rows of 44 (y 0..44·rows); section 1 is Apple's
/// Conference Video Sessions carousel (worked example #26): group 0.85 × 350 = 297.5 wide, 250 tall,
/// interGroupSpacing 20, insets 20 leading and trailing, 5 items. Item k of section 1 is laid out at
/// x = 20 + 317.5k (so shown at 20 + 317.5k − offset), y = 44·rows; its orthogonal content is
/// 20 + 5·297.5 + 4·20 + 20 = 1607.5 wide, so offsets rest in 0...1217.5.
@MainActor
@Suite struct OrthogonalScrollingTests {
    static func carousel(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(250)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 20
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        return section
    }

    static func rowSection() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    }

    /// A laid-out collection view over the fixture, with the data source that keeps it alive.
    struct Fixture {
        let view: UICollectionView
        let stub: Stub
    }

    static func makeFixture(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, rows: Int = 1,
                            carouselItems: Int = 5, height: CGFloat = 844, rightToLeft: Bool = false,
                            configure: (NSCollectionLayoutSection) -> Void = { _ in }) -> Fixture {
        let orthogonal = carousel(behavior)
        configure(orthogonal)
        let rowsSection = rowSection()
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? rowsSection : orthogonal }
        let stub = Stub([Array(0..<rows), Array(100..<100 + carouselItems)])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: height), collectionViewLayout: layout)
        view.register(TrackingCell.self, forCellWithReuseIdentifier: "cell")
        if rightToLeft { view.semanticContentAttribute = .forceRightToLeft }
        view.dataSource = stub
        view.layoutIfNeeded()
        return Fixture(view: view, stub: stub)
    }

    private static func path(_ item: Int, _ section: Int) -> IndexPath { IndexPath(item: item, section: section) }

    private func expectNear(_ actual: CGFloat?, _ expected: CGFloat, _ comment: Comment? = nil,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        guard let actual else {
            Issue.record("nil ≠ \(expected) \(comment?.rawValue ?? "")", sourceLocation: sourceLocation)
            return
        }
        #expect(abs(actual - expected) < 1e-6, "\(actual) ≠ \(expected) \(comment?.rawValue ?? "")", sourceLocation: sourceLocation)
    }

    @Test func offsetsExistOnlyForOrthogonalSections() {
        let fixture = Self.makeFixture(.continuous)
        #expect(fixture.view.orthogonalContentOffset(forSection: 0) == nil)
        #expect(fixture.view.orthogonalContentOffset(forSection: 1) == .zero)
        #expect(fixture.view.orthogonalContentOffset(forSection: 2) == nil)
        #expect(fixture.view.orthogonalContentOffset(forSection: -1) == nil)
    }

    /// One case: a behaviour, a drag and the offset it rests at (see the paging arithmetic).
    struct DragCase: Sendable, CustomTestStringConvertible {
        let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
        let drag: CGFloat
        let velocity: CGFloat
        let expected: CGFloat
        var testDescription: String { "\(behavior) drag \(drag) v \(velocity) → \(expected)" }
    }

    // continuous: release + v·499 (0.998/0.002). leading boundary: nearest of 0, 317.5, 635, … to that.
    // paging: multiples of 390. groupPaging: the boundaries, one at a time. groupPagingCentered: the group
    // centred, 20 + 317.5k (its content gains (390 − 297.5)/2 = 46.25 at each end).
    nonisolated static let dragCases: [DragCase] = [
        DragCase(behavior: .continuous, drag: 200, velocity: 0, expected: 200),
        DragCase(behavior: .continuous, drag: 200, velocity: 0.8, expected: 599.2),
        DragCase(behavior: .continuous, drag: 1000, velocity: 1, expected: 1217.5),
        DragCase(behavior: .continuousGroupLeadingBoundary, drag: 200, velocity: 0, expected: 317.5),
        DragCase(behavior: .continuousGroupLeadingBoundary, drag: 200, velocity: 0.8, expected: 635),
        DragCase(behavior: .continuousGroupLeadingBoundary, drag: 150, velocity: 0, expected: 0),
        DragCase(behavior: .paging, drag: 200, velocity: 0, expected: 390),
        DragCase(behavior: .paging, drag: 150, velocity: 0, expected: 0),
        DragCase(behavior: .paging, drag: 150, velocity: 0.5, expected: 390),
        DragCase(behavior: .paging, drag: 250, velocity: -0.5, expected: 0),
        DragCase(behavior: .groupPaging, drag: 200, velocity: 0, expected: 317.5),
        DragCase(behavior: .groupPaging, drag: 100, velocity: 0.5, expected: 317.5),
        DragCase(behavior: .groupPaging, drag: 200, velocity: -0.5, expected: 0),
        DragCase(behavior: .groupPaging, drag: 700, velocity: 2, expected: 317.5),
        DragCase(behavior: .groupPagingCentered, drag: 200, velocity: 0, expected: 337.5),
        DragCase(behavior: .groupPagingCentered, drag: 100, velocity: 0, expected: 20),
        DragCase(behavior: .groupPagingCentered, drag: 100, velocity: 0.5, expected: 337.5),
        DragCase(behavior: .groupPagingCentered, drag: 700, velocity: 2, expected: 337.5),
    ]

    @Test(arguments: dragCases)
    func dragComesToRestWhereTheBehaviourPutsIt(_ testCase: DragCase) {
        let fixture = Self.makeFixture(testCase.behavior)
        fixture.view.simulateOrthogonalScroll(inSection: 1, by: CGPoint(x: testCase.drag, y: 0),
                                              velocity: CGPoint(x: testCase.velocity, y: 0))
        let offset = fixture.view.orthogonalContentOffset(forSection: 1)
        expectNear(offset?.x, testCase.expected)
        #expect(offset?.y == 0)
        // The main scroll view did not move.
        #expect(fixture.view.contentOffset == .zero)
    }

    /// The same drags right to left: later groups lie to the left, so the drag and velocity are negated
    /// and the offsets rest at minus the left-to-right ones.
    @Test(arguments: dragCases)
    func rightToLeftDragComesToRestMirrored(_ testCase: DragCase) {
        let fixture = Self.makeFixture(testCase.behavior, rightToLeft: true)
        fixture.view.simulateOrthogonalScroll(inSection: 1, by: CGPoint(x: -testCase.drag, y: 0),
                                              velocity: CGPoint(x: -testCase.velocity, y: 0))
        expectNear(fixture.view.orthogonalContentOffset(forSection: 1)?.x, -testCase.expected)
    }

    /// The same drags in a horizontal layout 844 × 390, the carousel transposed: groups 250 wide and
    /// 0.85 × (390 − 40) = 297.5 tall, insets 20 top and bottom, spacing 20: the section scrolls
    /// vertically with the same numbers along y.
    @Test(arguments: dragCases)
    func horizontalLayoutDragComesToRest(_ testCase: DragCase) {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(250), heightDimension: .fractionalHeight(0.85)),
            subitems: [item])
        let carousel = NSCollectionLayoutSection(group: group)
        carousel.orthogonalScrollingBehavior = testCase.behavior
        carousel.interGroupSpacing = 20
        carousel.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 0, bottom: 20, trailing: 0)
        let columnSize = NSCollectionLayoutSize(widthDimension: .absolute(44), heightDimension: .fractionalHeight(1))
        let column = NSCollectionLayoutSection(group: .vertical(layoutSize: columnSize,
                                                                subitems: [NSCollectionLayoutItem(layoutSize: columnSize)]))
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in index == 0 ? column : carousel },
                                                         configuration: configuration)
        let stub = Stub([[0], Array(100..<105)])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 844, height: 390), collectionViewLayout: layout)
        view.register(TrackingCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = stub
        view.layoutIfNeeded()
        // Item 1 at y 20 + 317.5 = 337.5, plus (390 − 297.5)/2 = 46.25 when the groups are centred.
        let itemY: CGFloat = testCase.behavior == .groupPagingCentered ? 383.75 : 337.5
        #expect(view.layoutAttributesForItem(at: Self.path(1, 1))?.frame == CGRect(x: 44, y: itemY, width: 250, height: 297.5))
        view.simulateOrthogonalScroll(inSection: 1, by: CGPoint(x: 0, y: testCase.drag),
                                      velocity: CGPoint(x: 0, y: testCase.velocity))
        let offset = view.orthogonalContentOffset(forSection: 1)
        #expect(offset?.x == 0)
        expectNear(offset?.y, testCase.expected)
    }

    /// After `.groupPaging` rests at 317.5, group 1 is shown where group 0 was: at 20 + 317.5 − 317.5 = 20.
    /// Shown: item 1 (20..317.5) and item 2 (337.5..635 meets 0..390); item 0 (−297.5..0) only touches the
    /// edge. Attributes still report item 1 at x 337.5 (offset zero), as UIKit's do.
    @Test func visibleItemsFollowTheOffset() {
        let fixture = Self.makeFixture(.groupPaging)
        let view = fixture.view
        #expect(view.indexPathsForVisibleItems == [Self.path(0, 0), Self.path(0, 1), Self.path(1, 1)])
        view.simulateOrthogonalScroll(inSection: 1, by: CGPoint(x: 200, y: 0), velocity: CGPoint(x: 0.5, y: 0))
        #expect(view.indexPathsForVisibleItems == [Self.path(0, 0), Self.path(1, 1), Self.path(2, 1)])
        #expect(view.cellForItem(at: Self.path(1, 1))?.frame == CGRect(x: 20, y: 44, width: 297.5, height: 250))
        #expect(view.cellForItem(at: Self.path(2, 1))?.frame == CGRect(x: 337.5, y: 44, width: 297.5, height: 250))
        #expect(view.layoutAttributesForItem(at: Self.path(1, 1))?.frame.minX == 337.5)
        #expect(view.displayedFrame(forItemAt: Self.path(1, 1)) == CGRect(x: 20, y: 44, width: 297.5, height: 250))
        #expect(view.visibleCells.count == 3)
        // Hit testing where the items are shown.
        #expect(view.indexPathForItem(at: CGPoint(x: 100, y: 100)) == Self.path(1, 1))
        #expect(view.indexPathForItem(at: CGPoint(x: 400, y: 100)) == Self.path(2, 1))
        #expect(view.indexPathForItem(at: CGPoint(x: 327, y: 100)) == nil)  // the spacing 317.5..337.5
        #expect(view.indexPathForItem(at: CGPoint(x: 10, y: 20)) == Self.path(0, 0))
    }

    /// Display callbacks: the drag to 200 shows nothing new (item 0 at −180..117.5, item 1 at 137.5..435,
    /// item 2 at 455); coming to rest at 317.5 puts item 0 at −297.5..0 (gone) and item 2 at 337.5 (shown).
    @Test func displayCallbacksFollowTheOffset() {
        let fixture = Self.makeFixture(.groupPaging)
        let recorder = CollectionRecorder()
        fixture.view.delegate = recorder
        fixture.view.simulateOrthogonalScroll(inSection: 1, by: CGPoint(x: 200, y: 0), velocity: CGPoint(x: 0.5, y: 0))
        #expect(recorder.events == ["didEndDisplaying 1-0", "willDisplay 1-2"])
        // The section scrolled, not the collection view: no scroll-view callbacks.
    }

    /// Right to left: item k is laid out at 390 − (20 + 317.5k) − 297.5 = 72.5 − 317.5k; later groups lie
    /// to the left, so bringing them in moves the content right: a drag by −200 with velocity −0.5 pages
    /// one group, to offset −317.5. Item 1 is then shown at −245 + 317.5 = 72.5 (where item 0 was) and
    /// item 2 at −562.5 + 317.5 = −245..52.5; item 0 at 390..687.5 only touches the edge.
    @Test func rightToLeftScrollsTowardsTheLeft() {
        let fixture = Self.makeFixture(.groupPaging, rightToLeft: true)
        let view = fixture.view
        #expect(view.layoutAttributesForItem(at: Self.path(1, 1))?.frame.minX == -245)
        view.simulateOrthogonalScroll(inSection: 1, by: CGPoint(x: -200, y: 0), velocity: CGPoint(x: -0.5, y: 0))
        expectNear(view.orthogonalContentOffset(forSection: 1)?.x, -317.5)
        #expect(view.indexPathsForVisibleItems == [Self.path(0, 0), Self.path(1, 1), Self.path(2, 1)])
        #expect(view.cellForItem(at: Self.path(1, 1))?.frame.minX == 72.5)
        // A positive offset lies outside the content: clamped to 0.
        view.setOrthogonalContentOffset(CGPoint(x: 120, y: 0), forSection: 1, animated: false)
        #expect(view.orthogonalContentOffset(forSection: 1) == .zero)
    }

    /// A horizontal layout, 390 × 844: the orthogonal section scrolls vertically. Groups 300 × 200,
    /// interGroupSpacing 20, insets 10 top and bottom, 6 items: item k at y = 10 + 220k; content
    /// 10 + 6·200 + 5·20 + 10 = 1320 tall, offsets 0...476; boundaries 0, 220, 440, …. A drag down by 300
    /// with velocity 0.5 pages one group: 220. Shown: y = 10 + 220k − 220: item 0 at −210..−10 (gone),
    /// items 1 (10..210) to 4 (670..870), item 5 at 890 (below 844).
    @Test func horizontalLayoutScrollsOrthogonalSectionsVertically() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(200)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 20
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let stub = Stub([Array(0..<6)])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        view.register(TrackingCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = stub
        view.layoutIfNeeded()
        #expect(view.layoutAttributesForItem(at: Self.path(2, 0))?.frame == CGRect(x: 0, y: 450, width: 300, height: 200))
        #expect(view.indexPathsForVisibleItems == (0...3).map { Self.path($0, 0) })  // item 3 at 670..870

        view.simulateOrthogonalScroll(inSection: 0, by: CGPoint(x: 0, y: 300), velocity: CGPoint(x: 0, y: 0.5))
        #expect(view.orthogonalContentOffset(forSection: 0) == CGPoint(x: 0, y: 220))
        #expect(view.indexPathsForVisibleItems == (1...4).map { Self.path($0, 0) })
        #expect(view.cellForItem(at: Self.path(1, 0))?.frame == CGRect(x: 0, y: 10, width: 300, height: 200))
        // The horizontal component of a drag does not move a vertically scrolling section.
        view.simulateOrthogonalScroll(inSection: 0, by: CGPoint(x: 500, y: 0), velocity: CGPoint(x: 3, y: 0))
        #expect(view.orthogonalContentOffset(forSection: 0) == CGPoint(x: 0, y: 220))
    }

    /// Apple's scale-by-distance idiom (the Orthogonal Scrolling sample's handler): scale
    /// = max(1.1 − |item.midX − offset.x − 195| / 390, 0.7). At offset 0, item 1 (midX 20 + 317.5 +
    /// 148.75 = 486.25) is 291.25 from the centre: 1.1 − 0.7468 < 0.7 → 0.7; item 0 (midX 168.75) is 26.25
    /// away: 1.1 − 26.25/390 = 1.032692…. At offset 200, item 1 is 286.25 − 195 = 91.25 away:
    /// 1.1 − 91.25/390 = 0.866025…; item 0 (−31.25) is 226.25 away: 0.7.
    @Test func scaleByDistanceFromCentreHandler() {
        let recorded = OffsetLog()
        let fixture = Self.makeFixture(.continuous) { section in
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                recorded.offsets.append(offset)
                let width = environment.container.contentSize.width
                for item in items {
                    let distanceFromCenter = abs((item.frame.midX - offset.x) - width / 2.0)
                    let minScale: CGFloat = 0.7
                    let maxScale: CGFloat = 1.1
                    let scale = max(maxScale - (distanceFromCenter / width), minScale)
                    item.transform = CGAffineTransform(scaleX: scale, y: scale)
                }
            }
        }
        let view = fixture.view
        expectNear(view.layoutAttributesForItem(at: Self.path(0, 1))?.transform.a, 1.1 - 26.25 / 390)
        expectNear(view.layoutAttributesForItem(at: Self.path(1, 1))?.transform.a, 0.7)
        #expect(recorded.offsets.last == .zero)

        view.setOrthogonalContentOffset(CGPoint(x: 200, y: 0), forSection: 1, animated: false)
        #expect(recorded.offsets.last == CGPoint(x: 200, y: 0))
        expectNear(view.layoutAttributesForItem(at: Self.path(1, 1))?.transform.a, 1.1 - 91.25 / 390)
        expectNear(view.layoutAttributesForItem(at: Self.path(1, 1))?.transform.d, 1.1 - 91.25 / 390)
        expectNear(view.layoutAttributesForItem(at: Self.path(0, 1))?.transform.a, 0.7)
    }

    /// `setOrthogonalContentOffset` clamps to 0...1217.5 and shows what is there; animated, it passes
    /// through the items in between (each shown once), and is there when it returns.
    @Test func settingTheOffset() {
        let fixture = Self.makeFixture(.continuous)
        let view = fixture.view
        view.setOrthogonalContentOffset(CGPoint(x: 5000, y: 30), forSection: 1, animated: false)
        #expect(view.orthogonalContentOffset(forSection: 1) == CGPoint(x: 1217.5, y: 0))
        // Shown: item 4 at 1290 − 1217.5 = 72.5..370, item 3 at −245..52.5.
        #expect(view.indexPathsForVisibleItems == [Self.path(0, 0), Self.path(3, 1), Self.path(4, 1)])

        let recorder = CollectionRecorder()
        view.delegate = recorder
        view.setOrthogonalContentOffset(.zero, forSection: 1, animated: true)
        #expect(view.orthogonalContentOffset(forSection: 1) == .zero)
        // 1217.5 / 390 → 4 steps of 304.375: items 2, 1, 0 come in, 4 and 3 leave, each once.
        let shown = recorder.events.filter { $0.hasPrefix("willDisplay") }
        let ended = recorder.events.filter { $0.hasPrefix("didEndDisplaying") }
        #expect(Set(shown) == ["willDisplay 1-2", "willDisplay 1-1", "willDisplay 1-0"] && shown.count == 3)
        #expect(Set(ended) == ["didEndDisplaying 1-4", "didEndDisplaying 1-3", "didEndDisplaying 1-2"] && ended.count == 3)
    }

    /// `orthogonalScrollingProperties.decelerationRate`: `.fast` projects 99 ms of velocity (0.99/0.01)
    /// instead of the collection view's 499: 200 + 0.8·99 = 279.2.
    @Test func decelerationRateIsRespected() {
        let fixture = Self.makeFixture(.continuous) { $0.orthogonalScrollingProperties.decelerationRate = .fast }
        fixture.view.simulateOrthogonalScroll(inSection: 1, by: CGPoint(x: 200, y: 0), velocity: CGPoint(x: 0.8, y: 0))
        expectNear(fixture.view.orthogonalContentOffset(forSection: 1)?.x, 279.2)
        // Automatic follows the collection view's rate.
        let automatic = Self.makeFixture(.continuous)
        automatic.view.decelerationRate = .fast
        automatic.view.simulateOrthogonalScroll(inSection: 1, by: CGPoint(x: 200, y: 0), velocity: CGPoint(x: 0.8, y: 0))
        expectNear(automatic.view.orthogonalContentOffset(forSection: 1)?.x, 279.2)
    }

    /// `orthogonalScrollingProperties.bounce`: a drag by −100 from the start follows the finger to −100 when
    /// the section bounces and stops at 0 when it does not; both rest at 0. Content that fits (one item:
    /// 20 + 297.5 + 20 = 337.5 < 390) moves only with `.always`.
    @Test func bounceIsRespected() {
        for (bounce, lowest) in [(UICollectionLayoutSectionOrthogonalScrollingProperties.BounceMode.always, CGFloat(-100)),
                                 (.never, 0), (.automatic, -100)] {
            let log = OffsetLog()
            let fixture = Self.makeFixture(.continuous) { section in
                section.orthogonalScrollingProperties.bounce = bounce
                section.visibleItemsInvalidationHandler = { _, offset, _ in log.offsets.append(offset) }
            }
            fixture.view.simulateOrthogonalScroll(inSection: 1, by: CGPoint(x: -100, y: 0), velocity: .zero)
            #expect(log.offsets.map(\.x).min() == lowest, "\(bounce)")
            #expect(fixture.view.orthogonalContentOffset(forSection: 1) == .zero)
        }
        for (bounce, highest) in [(UICollectionLayoutSectionOrthogonalScrollingProperties.BounceMode.always, CGFloat(100)),
                                  (.automatic, 0)] {
            let log = OffsetLog()
            let fixture = Self.makeFixture(.continuous, carouselItems: 1) { section in
                section.orthogonalScrollingProperties.bounce = bounce
                section.visibleItemsInvalidationHandler = { _, offset, _ in log.offsets.append(offset) }
            }
            fixture.view.simulateOrthogonalScroll(inSection: 1, by: CGPoint(x: 100, y: 0), velocity: .zero)
            #expect(log.offsets.map(\.x).max() == highest, "\(bounce)")
            #expect(fixture.view.orthogonalContentOffset(forSection: 1) == .zero)
        }
        // `.automatic` follows the collection view's `bounces`.
        let log = OffsetLog()
        let fixture = Self.makeFixture(.continuous) { section in
            section.visibleItemsInvalidationHandler = { _, offset, _ in log.offsets.append(offset) }
        }
        fixture.view.bounces = false
        fixture.view.simulateOrthogonalScroll(inSection: 1, by: CGPoint(x: -100, y: 0), velocity: .zero)
        #expect(log.offsets.map(\.x).min() == 0)
    }

    /// Scrolling to an item of an orthogonal section: a 390 × 300 view, 10 rows (section 1 at y 440..690,
    /// content 690 tall, y offsets 0...390). Item 3 (x 972.5..1270, midX 1121.25) centred horizontally:
    /// offset 1121.25 − 195 = 926.25, shown at 46.25..343.75; centred vertically: 565 − 150 = 415 → 390.
    @Test func scrollToItemScrollsTheSection() {
        let fixture = Self.makeFixture(.continuous, rows: 10, height: 300)
        let view = fixture.view
        view.scrollToItem(at: Self.path(3, 1), at: [.centeredVertically, .centeredHorizontally], animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 390))
        #expect(view.orthogonalContentOffset(forSection: 1) == CGPoint(x: 926.25, y: 0))
        view.layoutIfNeeded()
        #expect(view.cellForItem(at: Self.path(3, 1))?.frame == CGRect(x: 46.25, y: 440, width: 297.5, height: 250))

        // `.left` for item 4 (x 1290): 1290 → clamped to 1217.5.
        view.scrollToItem(at: Self.path(4, 1), at: .left, animated: true)
        #expect(view.orthogonalContentOffset(forSection: 1) == CGPoint(x: 1217.5, y: 0))
        // `.right` for item 0 (maxX 317.5): 317.5 − 390 < 0 → 0.
        view.scrollToItem(at: Self.path(0, 1), at: .right, animated: false)
        #expect(view.orthogonalContentOffset(forSection: 1) == .zero)
        // No horizontal position: the least scroll that shows item 2 (655..952.5): 952.5 − 390 = 562.5.
        view.scrollToItem(at: Self.path(2, 1), at: .top, animated: false)
        #expect(view.orthogonalContentOffset(forSection: 1) == CGPoint(x: 562.5, y: 0))
        #expect(view.contentOffset == CGPoint(x: 0, y: 390))
        // Already shown: item 2 at 92.5..390 stays.
        view.scrollToItem(at: Self.path(2, 1), at: [], animated: false)
        #expect(view.orthogonalContentOffset(forSection: 1) == CGPoint(x: 562.5, y: 0))
    }

    /// Offsets follow their sections through batch updates: with a section inserted before it, the carousel
    /// (now section 2) keeps its 317.5; the new section has none; deleting the carousel forgets it.
    @Test func offsetsFollowTheirSectionsThroughBatchUpdates() {
        let orthogonal = Self.carousel(.groupPaging)
        let rows = Self.rowSection()
        let stub = Stub([[0], Array(100..<105)])
        // The carousel is the section whose values start at 100.
        let layout = UICollectionViewCompositionalLayout { index, _ in
            (stub.sections[index].first ?? 0) >= 100 ? orthogonal : rows
        }
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        view.register(TrackingCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = stub
        view.layoutIfNeeded()
        view.simulateOrthogonalScroll(inSection: 1, by: CGPoint(x: 200, y: 0), velocity: CGPoint(x: 0.5, y: 0))
        #expect(view.orthogonalContentOffset(forSection: 1) == CGPoint(x: 317.5, y: 0))

        stub.sections.insert([1], at: 0)
        view.performBatchUpdates({ view.insertSections(IndexSet(integer: 0)) })
        #expect(view.orthogonalContentOffset(forSection: 1) == nil)
        #expect(view.orthogonalContentOffset(forSection: 2) == CGPoint(x: 317.5, y: 0))

        stub.sections.remove(at: 2)
        stub.sections.append(Array(200..<205))
        view.performBatchUpdates({
            view.deleteSections(IndexSet(integer: 2))
            view.insertSections(IndexSet(integer: 2))
        })
        #expect(view.orthogonalContentOffset(forSection: 2) == .zero)
    }

    /// Bad input: a section that does not scroll orthogonally, one out of range, non-finite offsets and
    /// velocities: a diagnostic each, nothing changes, no trap.
    @Test func badInputRecordsADiagnosticAndChangesNothing() {
        let fixture = Self.makeFixture(.paging)
        let view = fixture.view
        view.simulateOrthogonalScroll(inSection: 0, by: CGPoint(x: 100, y: 0), velocity: .zero)
        view.simulateOrthogonalScroll(inSection: 7, by: CGPoint(x: 100, y: 0), velocity: .zero)
        view.simulateOrthogonalScroll(inSection: 1, by: CGPoint(x: 100, y: 0), velocity: CGPoint(x: CGFloat.nan, y: 0))
        view.simulateOrthogonalScroll(inSection: 1, by: CGPoint(x: CGFloat.infinity, y: 0), velocity: .zero)
        view.setOrthogonalContentOffset(CGPoint(x: CGFloat.nan, y: 0), forSection: 1, animated: false)
        view.setOrthogonalContentOffset(CGPoint(x: 100, y: 0), forSection: 0, animated: true)
        view.setOrthogonalContentOffset(CGPoint(x: 100, y: 0), forSection: -1, animated: false)
        #expect(view.diagnostics.count == 7)
        #expect(view.diagnostics.allSatisfy { $0.kind == .invalidOrthogonalScroll })
        #expect(view.orthogonalContentOffset(forSection: 1) == .zero)
        #expect(view.indexPathsForVisibleItems == [Self.path(0, 0), Self.path(0, 1), Self.path(1, 1)])
    }
}

/// Offsets a visible-items handler received (a class, so the handler can append from its closure).
@MainActor
final class OffsetLog {
    var offsets: [CGPoint] = []
}
