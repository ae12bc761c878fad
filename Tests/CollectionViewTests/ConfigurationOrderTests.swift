#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// Full-width 100-pt rows whose first row's alpha the test can change.
@MainActor
final class AlphaRowLayout: UICollectionViewLayout {
    var firstRowAlpha: CGFloat = 1
    var firstRowHidden = false

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(count) * 100)
    }

    private var count: Int { collectionView.map { $0.numberOfSections > 0 ? $0.numberOfItems(inSection: 0) : 0 } ?? 0 }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { overlaps($0.frame, rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 100, width: collectionView?.bounds.width ?? 0, height: 100)
        if indexPath.item == 0 {
            attributes.alpha = firstRowAlpha
            attributes.isHidden = firstRowHidden
        }
        return attributes
    }
}

/// A data source whose registration handler hides one item and fades another, recording the frame it saw.
@MainActor
final class HidingSource: NSObject, UICollectionViewDataSource {
    var framesSeen: [IndexPath: CGRect] = [:]
    var hiddenItem = 1
    var fadedItem = 2
    // Registrations are made up front, as UIKit requires (not inside the cell provider).
    var registration: UICollectionView.CellRegistration<UICollectionViewListCell, Int>!
    var headerRegistration: UICollectionView.SupplementaryRegistration<UICollectionReusableView>!

    override init() {
        super.init()
        registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { [weak self] cell, indexPath, item in
            guard let self else { return }
            self.framesSeen[indexPath] = cell.frame
            if item == self.hiddenItem { cell.isHidden = true }
            if item == self.fadedItem { cell.alpha = 0.5 }
        }
        headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: UICollectionView.elementKindSectionHeader) { [weak self] view, _, indexPath in
            self?.framesSeen[IndexPath(item: -1, section: indexPath.section)] = view.frame
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
    }
}

@MainActor
@Suite struct ConfigurationOrderTests {
    @Test func handlersSeeTheLayoutFrame() {
        let source = HidingSource()
        let layout = FixedRowLayout()
        layout.headerHeight = 30
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 500), collectionViewLayout: layout)
        view.dataSource = source
        view.layoutIfNeeded()
        // Header 0…30, then rows of 100: item 1 at y 130.
        #expect(source.framesSeen[IndexPath(item: 1, section: 0)] == CGRect(x: 0, y: 130, width: 320, height: 100))
        #expect(source.framesSeen[IndexPath(item: -1, section: 0)] == CGRect(x: 0, y: 0, width: 320, height: 30))
        withExtendedLifetime(source) {}
    }

    @Test func handlerSetHiddenAndAlphaSurviveLayoutPasses() throws {
        let source = HidingSource()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 500), collectionViewLayout: FixedRowLayout())
        view.dataSource = source
        view.layoutIfNeeded()
        for _ in 0..<3 {
            view.collectionViewLayout.invalidateLayout()
            view.layoutIfNeeded()
        }
        view.bounds.origin.y = 10
        view.layoutIfNeeded()
        let hidden = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        let faded = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)))
        let plain = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(hidden.isHidden && hidden.alpha == 1)
        #expect(faded.alpha == 0.5 && !faded.isHidden)
        #expect(!plain.isHidden && plain.alpha == 1)
        withExtendedLifetime(source) {}
    }

    @Test func layoutChangesToAlphaAndHiddenStillApply() throws {
        let source = HidingSource()
        source.hiddenItem = -1
        source.fadedItem = -1
        let layout = AlphaRowLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 500), collectionViewLayout: layout)
        view.dataSource = source
        view.layoutIfNeeded()
        let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.alpha == 1)
        layout.firstRowAlpha = 0.25
        layout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(first.alpha == 0.25)
        // The app changes the alpha; an unchanged layout value leaves it.
        first.alpha = 0.9
        layout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(first.alpha == 0.9)
        withExtendedLifetime(source) {}
    }

    @Test func reusedCellsGetFreshAttributes() throws {
        // A cell the handler hid goes back to its queue; dequeued again for a row the handler leaves alone,
        // the layout's values apply again before configuration.
        let source = HidingSource()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 500), collectionViewLayout: FixedRowLayout())
        view.dataSource = source
        view.layoutIfNeeded()
        source.hiddenItem = -1
        view.reloadData()
        view.layoutIfNeeded()
        #expect(view.visibleCells.count == 3)
        #expect(view.visibleCells.allSatisfy { !$0.isHidden })
        withExtendedLifetime(source) {}
    }
}

@MainActor
@Suite struct ConfigurationOrderListLayoutTests {
    @Test func compositionalListKeepsHandlerSetHiddenAndShowsFramesFirst() throws {
        let source = HidingSource()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        view.dataSource = source
        view.layoutIfNeeded()
        // Before the handler ran, the cell already had the list's full-width frame (not .zero).
        let seen = try #require(source.framesSeen[IndexPath(item: 0, section: 0)])
        #expect(seen.width == 320 && seen.height > 0)
        for _ in 0..<2 {
            layout.invalidateLayout()
            view.layoutIfNeeded()
        }
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.isHidden == true)
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.alpha == 0.5)
        withExtendedLifetime(source) {}
    }
}
