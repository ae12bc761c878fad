import CollectionGeometry

/// Realizing the elements in the visible rect, the display callbacks, and the queries about them.
extension UICollectionView {
    /// Prepares the layout and realizes every element whose frame intersects the visible rect
    /// (`bounds`): cells from the data source's `collectionView(_:cellForItemAt:)`, supplementary views
    /// from `collectionView(_:viewForSupplementaryElementOfKind:at:)`, decoration views from the classes
    /// the layout registered. Only elements that overlap the rect by Core Graphics' rule count (touching
    /// its edge is not enough). Views already on screen are kept and get their new attributes; views that
    /// left the rect go back to their reuse queues. Every view on screen gets `apply(_:)` of its attributes;
    /// new cells get their selection and highlight state.
    ///
    /// When the bookkeeping is done the delegate hears `didEndDisplaying` for every cell and supplementary
    /// view that left (in index-path order), then `willDisplay` for every one that entered (cells first);
    /// decoration views are not reported, as in UIKit.
    ///
    /// When the layout estimates sizes, the elements realized are measured and the pass repeats until
    /// what is visible is stable (see `layOutSelfSizingElements()` in `UICollectionView+SelfSizing.swift`);
    /// the display callbacks then report the net change of the whole pass.
    ///
    /// - Complexity: O(k) plus the layout's rect query, k = elements in the visible rect (times the
    ///   self-sizing rounds, at most ``maximumSelfSizingRounds``).
    func realizeVisibleElements() {
        guard let sizing = collectionViewLayout.capabilities.selfSizing else {
            sendDisplayEvents(realizeVisibleElementsOnce())
            return
        }
        sendDisplayEvents(layOutSelfSizingElements(sizing))
    }

    /// One round of ``realizeVisibleElements()``: realizes what the layout puts in the visible rect now and
    /// returns the display events, unsent.
    ///
    /// - Complexity: O(k) plus the layout's rect query, k = elements in the visible rect.
    func realizeVisibleElementsOnce() -> DisplayEvents {
        let counts = loadItemCountsIfNeeded()
        collectionViewLayout.prepareIfNeeded()
        // Orthogonal sections' items come at their on-screen frames (`displayedLayoutAttributes(in:)`).
        let attributes = displayedLayoutAttributes(in: bounds)

        // Cells by packed key (`IndexPathKey`): hashing a Foundation `IndexPath` costs far more than an integer.
        var cells: [UInt64: UICollectionViewLayoutAttributes] = [:]
        cells.reserveCapacity(attributes.count)
        var supplementaries: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        var decorations: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        // A rect query also returns elements that only touch the visible rect (`CGRect.meets`, as
        // `CGRectIntersectsRect`); only those with some area on screen are realized.
        for element in attributes where element.frame.sharesArea(with: bounds) {
            switch element.representedElementCategory {
            case .cell:
                guard Self.contains(element.indexPath, in: counts) else {
                    record(Diagnostic(kind: .attributesForMissingElement,
                                      message: "UICollectionView received layout attributes for a cell with an index path that does not exist: \(Self.describe(element.indexPath))"))
                    continue
                }
                cells[IndexPathKey.key(element.indexPath)] = element
            case .supplementaryView:
                supplementaries[ElementKey(kind: element.representedElementKind ?? "", indexPath: element.indexPath)] = element
            case .decorationView:
                decorations[ElementKey(kind: element.representedElementKind ?? "", indexPath: element.indexPath)] = element
            }
        }

        // The item moving interactively follows the touch, wherever its place in the layout is.
        if let moving = movement.active?.currentIndexPath, let attributes = interactiveMovementAttributes(for: moving) {
            cells[IndexPathKey.key(moving)] = attributes
        }

        // Leaving elements go back to their queues first, so entering ones can reuse them.
        let leaving = visibleElements.removeViews(keepingCell: { cells[IndexPathKey.key($0)] != nil },
                                                  supplementary: { supplementaries[$0] != nil },
                                                  decoration: { decorations[$0] != nil })
        enqueueViews(of: leaving.events, decorations: leaving.decorations)
        var events = leaving.events

        for key in cells.keys.sorted() {
            guard let element = cells[key] else { continue }
            if let cell = visibleElements.cell(atKey: key) {
                cell.applyLayoutAttributes(element)
            } else if let dataSource {
                let indexPath = element.indexPath
                requests.cellAttributes = element
                let cell = requestCell(at: indexPath, from: dataSource)
                requests.cellAttributes = nil
                show(cell, at: indexPath, attributes: element)
                events.startedCells.append((cell, indexPath))
            }
        }
        for key in supplementaries.keys.sorted(by: Self.elementOrder) {
            guard let element = supplementaries[key] else { continue }
            if let view = visibleElements.supplementaryViews[key] {
                view.applyLayoutAttributes(element)
            } else if let dataSource {
                // The attributes are applied while the view is dequeued, before the data source configures it
                // (UIKit's order), so what its handler sets (a badge's `isHidden`) stays.
                requests.supplementaryAttributes = element
                let view = requestSupplementaryView(ofKind: key.kind, at: key.indexPath, from: dataSource)
                requests.supplementaryAttributes = nil
                view.selfSizingRecord = nil
                view.applyLayoutAttributes(element)
                addSubview(view)
                visibleElements.showSupplementaryView(view, for: key)
                events.startedSupplementaries.append((view, key))
            }
        }
        for key in decorations.keys.sorted(by: Self.elementOrder) {
            guard let element = decorations[key] else { continue }
            if let view = visibleElements.decorationViews[key] {
                view.applyLayoutAttributes(element)
            } else {
                let queue = ReuseKey(category: .decorationView, kind: key.kind, identifier: key.kind)
                if let refused = collectionViewLayout.refusedDecorationViewClasses[key.kind] {
                    reportDequeueFailure(.invalidRegisteredClass, message: Self.refusedClassMessage("decoration view", expected: "UICollectionReusableView",
                                                                                                    className: refused))
                }
                let viewClass = collectionViewLayout.registeredDecorationViewClasses[key.kind] ?? UICollectionReusableView.self
                let view = dequeueFromQueue(queue) ?? makeView(viewClass, key: queue)
                view.applyLayoutAttributes(element)
                addSubview(view)
                visibleElements.showDecorationView(view, for: key)
            }
        }
        return events
    }

    /// Display callbacks gathered while the views are updated, sent when the bookkeeping is done (the item
    /// views' shared ``ItemDisplayEvents``).
    typealias DisplayEvents = ItemDisplayEvents<UICollectionViewCell, UICollectionReusableView, ElementKey>

    /// Tells the delegate `didEndDisplaying` for the ended views (index-path order, cells first), then
    /// `willDisplay` for the started ones. While a batch update is being applied the events are held back
    /// and sent when it is done (so a delegate that updates the view from a callback finds it consistent).
    func sendDisplayEvents(_ events: DisplayEvents) {
        if updates.heldDisplayEvents != nil {
            updates.heldDisplayEvents?.append(events)
            return
        }
        guard let delegate else { return }
        events.send(supplementaryOrder: Self.elementOrder,
                    endedCell: { delegate.collectionView(self, didEndDisplaying: $0, forItemAt: $1) },
                    endedSupplementary: {
                        delegate.collectionView(self, didEndDisplayingSupplementaryView: $0, forElementOfKind: $1.kind, at: $1.indexPath)
                    },
                    startedCell: { delegate.collectionView(self, willDisplay: $0, forItemAt: $1) },
                    startedSupplementary: {
                        delegate.collectionView(self, willDisplaySupplementaryView: $0, forElementKind: $1.kind, at: $1.indexPath)
                    })
    }

    /// Puts `cell` on screen at `indexPath` with `attributes` and the item's selection and highlight state.
    /// The cell is new on screen, so a self-sizing pass measures it whatever it measured in an earlier life.
    func show(_ cell: UICollectionViewCell, at indexPath: IndexPath, attributes: UICollectionViewLayoutAttributes) {
        cell.selfSizingRecord = nil
        cell.applyLayoutAttributes(attributes)
        let selected = selection.selectedIndexPaths.contains(indexPath)
        if cell.isSelected != selected { cell.isSelected = selected }
        let highlighted = selection.highlightedIndexPath == indexPath
        if cell.isHighlighted != highlighted { cell.isHighlighted = highlighted }
        if cell.hostState.isEditing != isEditing {
            cell.hostState.isEditing = isEditing
            cell.setNeedsUpdateConfiguration()
        }
        addSubview(cell)
        visibleElements.showCell(cell, at: indexPath)
        // UIKit updates a cell's configuration before it first appears, with its state then (custom states and
        // the collection view's traits included), even when nothing asked for an update since it was dequeued.
        cell.updateConfigurationBeforeDisplayIfNeeded()
    }

    /// The cells on screen, in index-path order.
    ///
    /// - Complexity: O(v log v), v = visible cells.
    public var visibleCells: [UICollectionViewCell] {
        visibleElements.cellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the cells on screen, in order.
    ///
    /// - Complexity: O(v log v), v = visible cells.
    public var indexPathsForVisibleItems: [IndexPath] {
        visibleElements.cellsByIndexPath.keys.sorted()
    }

    /// The cell on screen at `indexPath`, or nil when it is not visible (or does not exist).
    ///
    /// - Complexity: O(1).
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleElements.cell(at: indexPath)
    }

    /// The index path of a visible cell, or nil when the cell is not on screen.
    ///
    /// - Complexity: O(1).
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleElements.indexPath(of: cell)
    }

    /// The supplementary view of `elementKind` on screen at `indexPath`, or nil.
    ///
    /// - Complexity: O(1).
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleElements.supplementaryViews[ElementKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` on screen, in index-path order.
    ///
    /// - Complexity: O(s log s), s = visible supplementary views.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleElements.supplementaryViews.filter { $0.key.kind == elementKind }
            .sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    /// The index paths of the supplementary views of `elementKind` on screen, in order.
    ///
    /// - Complexity: O(s log s), s = visible supplementary views.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleElements.supplementaryViews.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// The decoration views on screen (not UIKit API; for tests and tools), in kind and index-path order.
    ///
    /// - Complexity: O(d log d), d = visible decoration views.
    public var visibleDecorationViews: [UICollectionReusableView] {
        visibleElements.decorationViews.sorted { Self.elementOrder($0.key, $1.key) }.map(\.value)
    }

    /// The layout attributes of the item at `indexPath`, or nil for an index path the view does not hold.
    ///
    /// - Complexity: the layout's item query (O(1) for the compositional layout) after preparing it.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard Self.contains(indexPath, in: loadItemCountsIfNeeded()) else { return nil }
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout attributes of the supplementary view of `kind` at `indexPath`, or nil.
    ///
    /// - Complexity: the layout's supplementary query after preparing it.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        let counts = loadItemCountsIfNeeded()
        guard indexPath.count >= 1, indexPath.section >= 0, indexPath.section < counts.count else { return nil }
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The index path of the item whose frame contains `point` (content coordinates), or nil. When frames
    /// overlap, the one drawn on top (highest `zIndex`, then the later index path) wins. Items of orthogonal
    /// sections are hit where they are shown: at their frame moved by the section's orthogonal offset.
    ///
    /// - Complexity: the layout's rect query for a 1×1 rect.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        let counts = loadItemCountsIfNeeded()
        collectionViewLayout.prepareIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: Self.hitProbeSize, height: Self.hitProbeSize)
        let hits = displayedLayoutAttributes(in: probe).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
                && Self.contains($0.indexPath, in: counts)
        }
        return hits.max { ($0.zIndex, $0.indexPath) < ($1.zIndex, $1.indexPath) }?.indexPath
    }

    /// The side of the rect used to probe the layout for hit testing.
    private static let hitProbeSize: CGFloat = 1

    /// Whether `indexPath` names an item among `counts`.
    static func contains(_ indexPath: IndexPath, in counts: [Int]) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < counts.count
            && indexPath.item >= 0 && indexPath.item < counts[indexPath.section]
    }

    /// Orders elements by kind, then index path.
    /// `paths` in ascending order. Two-index paths (the collection view's own) are compared as integer
    /// pairs read once each: `IndexPath`'s own comparison reads its storage on every comparison, and
    /// every layout pass sorts the visible cells.
    nonisolated static func sortedIndexPaths<Paths: Collection<IndexPath>>(_ paths: Paths) -> [IndexPath] {
        var pairs: [(section: Int, item: Int, path: IndexPath)] = []
        pairs.reserveCapacity(paths.count)
        for path in paths {
            guard path.count == 2 else { return paths.sorted() }
            pairs.append((path[0], path[1], path))
        }
        pairs.sort { $0.section != $1.section ? $0.section < $1.section : $0.item < $1.item }
        return pairs.map(\.path)
    }

    static func elementOrder(_ lhs: ElementKey, _ rhs: ElementKey) -> Bool {
        lhs.kind != rhs.kind ? lhs.kind < rhs.kind : lhs.indexPath < rhs.indexPath
    }

    /// An index path as UIKit prints it in exception messages, without the object address:
    /// `<NSIndexPath> {length = 2, path = 0 - 1}`.
    nonisolated static func describe(_ indexPath: IndexPath) -> String {
        "<NSIndexPath> {length = \(indexPath.count), path = \(indexPath.map(String.init).joined(separator: " - "))}"
    }
}
