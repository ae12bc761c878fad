import Foundation
import LayoutDocument
import OpenCompositionalLayout
import Testing

/// A document's flow section lays out the frames of a `UICollectionViewFlowLayout` given the same properties: over
/// configurations drawn from a fixed seed (sizes, listed sizes answered by the flow delegate, spacings, insets and
/// their references, headers, footers, pinning, both scroll directions, right to left, views with safe areas and
/// margins), the flow layout, the document's objects and the document's lowering give every element one frame.
@Suite("Flow documents against UICollectionViewFlowLayout")
@MainActor
struct FlowLoweringTests {
    /// A deterministic generator (a 64-bit linear congruential one): the same configurations on every run.
    struct Generator {
        var state: UInt64

        mutating func next(_ range: ClosedRange<Int>) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + Int((state >> 33) % UInt64(range.count))
        }

        mutating func chance(_ percent: Int) -> Bool { next(0...99) < percent }
    }

    /// A flow layout's data source and delegate: counts, plain views, and the listed sizes repeating when there are any.
    final class FlowSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        let counts: [Int]
        let sizes: [CGSize]

        init(counts: [Int], sizes: [CGSize]) {
            self.counts = counts
            self.sizes = sizes
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            UICollectionViewCell(frame: .zero)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            UICollectionReusableView(frame: .zero)
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize {
            sizes.isEmpty ? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero : sizes[indexPath.item % sizes.count]
        }
    }

    /// One configuration: the document's flow section and scroll direction, and the view.
    struct Case: CustomStringConvertible {
        var flow: LayoutDocument.FlowSection
        var direction: LayoutDocument.ScrollDirection
        var view: LayoutDocument.ViewEnvironment
        var counts: [Int]

        var description: String { "\(direction) \(view.size) rtl \(view.isRightToLeft) \(counts) \(flow)" }

        /// The flow layout with the same properties (the listed sizes are its delegate's answers).
        @MainActor func flowLayout() -> UICollectionViewFlowLayout {
            let layout = UICollectionViewFlowLayout()
            let configuration = flow.makeFlowConfiguration()
            layout.itemSize = configuration.itemSize
            layout.estimatedItemSize = configuration.estimatedItemSize
            layout.minimumLineSpacing = configuration.minimumLineSpacing
            layout.minimumInteritemSpacing = configuration.minimumInteritemSpacing
            layout.sectionInset = configuration.sectionInset
            layout.sectionInsetReference = configuration.sectionInsetReference
            layout.headerReferenceSize = configuration.headerReferenceSize
            layout.footerReferenceSize = configuration.footerReferenceSize
            layout.sectionHeadersPinToVisibleBounds = configuration.sectionHeadersPinToVisibleBounds
            layout.sectionFootersPinToVisibleBounds = configuration.sectionFootersPinToVisibleBounds
            layout.scrollDirection = direction == .vertical ? .vertical : .horizontal
            return layout
        }

        /// A document of the flow section alone, standing for every section; a flow layout has no inter-section spacing.
        var document: LayoutDocument {
            LayoutDocument(configuration: .init(scrollDirection: direction, interSectionSpacing: 0), sections: [.flow(flow)])
        }
    }

    static func makeCases() -> [Case] {
        var random = Generator(state: 0x5EED_F10F)
        let views: [LayoutDocument.ViewEnvironment] = [
            .init(size: CGSize(width: 390, height: 844)),
            .init(size: CGSize(width: 393, height: 852), safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                  isRightToLeft: true),
            .init(size: CGSize(width: 844, height: 390), safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
                  layoutMargins: UIEdgeInsets(top: 8, left: 60, bottom: 8, right: 60)),
            .init(size: CGSize(width: 320, height: 568), safeAreaInsets: UIEdgeInsets(top: 20, left: 10, bottom: 0, right: 30),
                  layoutMargins: UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 24), isRightToLeft: true),
        ]
        func size(_ width: ClosedRange<Int>, _ height: ClosedRange<Int>) -> LayoutDocument.PointSize {
            .init(width: Double(random.next(width)), height: Double(random.next(height)))
        }
        var cases: [Case] = []
        for number in 0..<48 {
            var flow = LayoutDocument.FlowSection(itemSize: size(10...220, 10...160))
            if random.chance(40) { flow.itemSizes = (0..<random.next(1...5)).map { _ in size(10...260, 10...120) } }
            if flow.itemSizes.isEmpty, random.chance(15) { flow.estimatedItemSize = random.chance(50) ? .automatic : .size(size(20...120, 20...120)) }
            flow.minimumLineSpacing = Double(random.next(0...24))
            flow.minimumInteritemSpacing = Double(random.next(0...24)) + (random.chance(20) ? 0.5 : 0)
            if random.chance(70) {
                flow.sectionInset = .init(top: Double(random.next(0...30)), leading: Double(random.next(0...40)),
                                          bottom: Double(random.next(0...30)), trailing: Double(random.next(0...40)))
            }
            flow.sectionInsetReference = [.fromContentInset, .fromSafeArea, .fromLayoutMargins][random.next(0...2)]
            if random.chance(60) { flow.headerReferenceSize = size(0...80, 0...80) }
            if random.chance(40) { flow.footerReferenceSize = size(0...60, 0...60) }
            flow.sectionHeadersPinToVisibleBounds = random.chance(30)
            flow.sectionFootersPinToVisibleBounds = random.chance(20)
            let direction: LayoutDocument.ScrollDirection = random.chance(30) ? .horizontal : .vertical
            let counts = (0..<random.next(1...3)).map { _ in random.next(0...30) }
            cases.append(Case(flow: flow, direction: direction, view: views[number % views.count], counts: counts))
        }
        return cases
    }

    /// Every element's line (category, kind, index path, frame to 1/1000 pt, zIndex), sorted, and the content size.
    static func elements(of layout: UICollectionViewLayout, in view: LayoutDocument.ViewEnvironment,
                         source: FlowSource) -> (lines: [String], contentSize: CGSize, visible: CGRect) {
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: view.size), collectionViewLayout: layout)
        collectionView.dataSource = source
        collectionView.delegate = source
        collectionView.overrideSafeAreaInsets = view.safeAreaInsets
        collectionView.layoutMargins = view.layoutMargins
        if view.isRightToLeft { collectionView.semanticContentAttribute = .forceRightToLeft }
        collectionView.layoutIfNeeded()
        let everywhere = CGRect(x: -100_000, y: -100_000, width: 1_000_000, height: 1_000_000)
        let lines = (layout.layoutAttributesForElements(in: everywhere) ?? []).map {
            LoweringTests.line("\($0.representedElementCategory)", $0.representedElementCategory == .cell ? nil : $0.representedElementKind,
                               $0.indexPath, $0.frame, $0.zIndex)
        }.sorted()
        // The region pinned headers and footers keep to: the bounds less the adjusted content inset.
        let (bounds, inset) = (collectionView.bounds, collectionView.adjustedContentInset)
        let visible = CGRect(x: bounds.minX + inset.left, y: bounds.minY + inset.top, width: bounds.width - inset.left - inset.right,
                             height: bounds.height - inset.top - inset.bottom)
        return (lines, layout.collectionViewContentSize, visible)
    }

    @Test("48 configurations: the flow layout, the document's objects and its lowering give the same frames")
    func sameFrames() throws {
        for testCase in Self.makeCases() {
            let sizes = testCase.flow.estimatedItemSize == nil ? testCase.flow.itemSizes.map(\.cgSize) : []
            let flowSource = FlowSource(counts: testCase.counts, sizes: sizes)
            let flowLayout = testCase.flowLayout()
            let viaFlowLayout = Self.elements(of: flowLayout, in: testCase.view, source: flowSource)

            // The document's objects: a compositional layout whose sections are `NSCollectionLayoutSection.flow`.
            let documentSource = FlowSource(counts: testCase.counts, sizes: [])
            let viaObjects = Self.elements(of: try testCase.document.makeLayout(), in: testCase.view, source: documentSource)
            #expect(viaObjects.lines == viaFlowLayout.lines, "\(testCase)")
            #expect(viaObjects.contentSize == viaFlowLayout.contentSize, "\(testCase)")

            // The document lowered to the layout core, no UIKit-named object involved.
            let result = try testCase.document.lowered(in: testCase.view, itemCounts: testCase.counts).solve()
            let everywhere = CGRect(x: -100_000, y: -100_000, width: 1_000_000, height: 1_000_000)
            let viaCore = result.elements(in: everywhere, visibleRegion: viaFlowLayout.visible).map {
                LoweringTests.line("\($0.category)", $0.elementKind, $0.indexPath, $0.frame, $0.zIndex)
            }.sorted()
            #expect(viaCore == viaFlowLayout.lines, "\(testCase)")
            #expect(result.contentSize == viaFlowLayout.contentSize, "\(testCase)")
            #expect(!viaFlowLayout.lines.isEmpty || testCase.counts.allSatisfy { $0 == 0 })
        }
    }

    @Test("the flow-grid example as a document: the built-in UICollectionViewFlowLayout's frames, worked by hand")
    func flowGridExample() throws {
        // Examples/Documents/flow.json's first section is the flow-grid example's layout: 120 × 120 items, spacing 2
        // between items and 5 between lines, insets of 10, a 44-point header. Room 390 − 20 = 370: three items take
        // 3 · 120 + 2 · 2 = 364 ≤ 370, and the 10 left over gives gaps of 5: x = 10, 135, 260. Lines at 44 + 10 = 54
        // and 54 + 120 + 5 = 179; with 4 items the fourth sits at (10, 179). The section ends at 179 + 120 + 10 = 309.
        let document = try LayoutDocument(jsonData: Data(contentsOf: Repository.examplesFolder.appendingPathComponent("flow.json")))
        guard case .flow(let flow) = document.sections[0] else { throw CancellationError() }
        let single = LayoutDocument(configuration: document.configuration, sections: [.flow(flow)])
        let view = LayoutDocument.ViewEnvironment(size: CGSize(width: 390, height: 844))
        let result = try single.lowered(in: view, itemCounts: [4]).solve()
        #expect((0..<4).map { result.cell(at: IndexPath(item: $0, section: 0))?.frame } == [
            CGRect(x: 10, y: 54, width: 120, height: 120), CGRect(x: 135, y: 54, width: 120, height: 120),
            CGRect(x: 260, y: 54, width: 120, height: 120), CGRect(x: 10, y: 179, width: 120, height: 120),
        ])
        #expect(result.contentSize == CGSize(width: 390, height: 309))
        // The flow-grid example's flow layout, property for property.
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 120)
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 5
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        let example = Self.elements(of: layout, in: view, source: FlowSource(counts: [4], sizes: []))
        #expect(Self.elements(of: try single.makeLayout(), in: view, source: FlowSource(counts: [4], sizes: [])).lines == example.lines)
        #expect(example.contentSize == CGSize(width: 390, height: 309))
    }
}
