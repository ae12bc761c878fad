import CollectionGeometry
import CollectionDiagnostics

/// Registration of classes and the reuse queues (UIKit's `register` / `dequeueReusable…` API).
extension UICollectionView {
    /// Registers a class for cells with `identifier`; `nil` removes the registration. A class that is not a
    /// `UICollectionViewCell` stops with UIKit's message (see ``dequeueFailurePolicy``; recorded, the registration
    /// is left as it was).
    ///
    /// - Complexity: O(1).
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        if let cellClass, !(cellClass is UICollectionViewCell.Type) {
            reportDequeueFailure(.invalidRegisteredClass, message: Self.refusedClassMessage("cell", expected: "UICollectionViewCell",
                                                                                            className: String(describing: cellClass)))
            return
        }
        reuseQueues.registerCellClass(cellClass as? UICollectionViewCell.Type, forIdentifier: identifier)
    }

    /// Registers a class for supplementary views of `elementKind` with `identifier`; `nil` removes it. A class that
    /// is not a `UICollectionReusableView` stops with UIKit's message (see ``dequeueFailurePolicy``; recorded, the
    /// registration is left as it was).
    ///
    /// - Complexity: O(1).
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                         withReuseIdentifier identifier: String) {
        if let viewClass, !(viewClass is UICollectionReusableView.Type) {
            reportDequeueFailure(.invalidRegisteredClass,
                                 message: Self.refusedClassMessage("supplementary view", expected: "UICollectionReusableView",
                                                                   className: String(describing: viewClass)))
            return
        }
        reuseQueues.registerSupplementaryClass(viewClass as? UICollectionReusableView.Type, kind: elementKind, identifier: identifier)
    }

    /// UIKit's exception text for registering a class of the wrong kind.
    static func refusedClassMessage(_ what: String, expected: String, className: String) -> String {
        "attempt to register a \(what) class which is not a subclass of \(expected) (\(className))"
    }

    /// A cell for `indexPath`: one from the reuse queue of `identifier` (after `prepareForReuse()`), or a
    /// new instance of the registered class, with the layout's attributes for `indexPath` already applied
    /// (as in UIKit, so a configuring closure sees the cell's frame and can override its alpha or hidden
    /// state). While the cell at `indexPath` is being reconfigured, the
    /// existing cell is handed back unchanged (UIKit's reconfigure contract).
    ///
    /// An identifier with no registered class stops with UIKit's message (see ``dequeueFailurePolicy``).
    ///
    /// - Complexity: O(1).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let reconfiguration = requests.reconfiguration, reconfiguration.indexPath == indexPath,
           reconfiguration.cell.reuseIdentifier == identifier {
            // A reconfigured row may have a new separator configuration (the handler reads the app's data).
            resolveSeparatorConfiguration(of: reconfiguration.cell, at: indexPath)
            return reconfiguration.cell
        }
        let key = ReuseKey(category: .cell, kind: Self.elementKindCell, identifier: identifier)
        let cell: UICollectionViewCell
        if let reused = dequeueFromQueue(key) as? UICollectionViewCell {
            cell = reused
        } else if let cellClass = reuseQueues.cellClass(forIdentifier: identifier) {
            cell = makeView(cellClass, key: key) as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
        } else {
            reportDequeueFailure(.unregisteredReuseIdentifier,
                                 message: Self.unregisteredMessage(kind: Self.elementKindCell, identifier: identifier))
            cell = makeView(UICollectionViewCell.self, key: key) as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
        }
        // UIKit applies the layout attributes while dequeueing, before the cell is configured; a list cell
        // learns which kind of list it is in, so that its default background matches.
        if let pending = requests.cellAttributes, pending.indexPath == indexPath {
            cell.applyLayoutAttributes(pending)
        } else if let attributes = layoutAttributesForItem(at: indexPath) {
            cell.applyLayoutAttributes(attributes)
        }
        // The cell shares the view's editing mode before it is configured, as in UIKit.
        if cell.hostState.isEditing != isEditing { cell.hostState.isEditing = isEditing }
        // A hierarchical data source's outline state (indentation, expansion) is set before the cell is
        // configured, so the registration handler reads it and may still override the indentation (our choice:
        // Apple says only that the level "sets automatically").
        if indexPath.count == 2 { applyOutlineItemState(to: cell, at: indexPath) }
        if let listCell = cell as? UICollectionViewListCell, indexPath.count == 2 {
            if let lists = collectionViewLayout.capabilities.listEnvironment {
                listCell.listEnvironment = lists.listEnvironment(forSection: indexPath.section)
            }
            // The list asks its `itemSeparatorHandler` for the row the cell now shows.
            resolveSeparatorConfiguration(of: listCell, at: indexPath)
        }
        return cell
    }

    /// A supplementary view of `elementKind` for `indexPath`, from its reuse queue or newly made, with the layout's
    /// attributes for it already applied (as in UIKit, before the view is configured).
    /// An unregistered kind/identifier pair stops with UIKit's message (see ``dequeueFailurePolicy``).
    ///
    /// - Complexity: O(1).
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        let key = ReuseKey(category: .supplementaryView, kind: elementKind, identifier: identifier)
        let view: UICollectionReusableView
        if let reused = dequeueFromQueue(key) {
            view = reused
        } else if let viewClass = reuseQueues.supplementaryClass(kind: elementKind, identifier: identifier) {
            view = makeView(viewClass, key: key)
        } else {
            reportDequeueFailure(.unregisteredReuseIdentifier,
                                 message: Self.unregisteredMessage(kind: elementKind, identifier: identifier))
            view = makeView(UICollectionReusableView.self, key: key)
        }
        // UIKit applies the layout attributes while dequeueing, before the view is configured: the ones the
        // layout pass is realizing (an item's supplementary items, which single-element queries may not find),
        // else the layout's answer for the element.
        if let pending = requests.supplementaryAttributes, pending.representedElementKind == elementKind,
           pending.indexPath == indexPath {
            view.applyLayoutAttributes(pending)
        } else if let attributes = layoutAttributesForSupplementaryElement(ofKind: elementKind, at: indexPath) {
            view.applyLayoutAttributes(attributes)
        }
        return view
    }

    /// UIKit's exception text for dequeueing an identifier nobody registered.
    static func unregisteredMessage(kind: String, identifier: String) -> String {
        "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class "
            + "for the identifier or connect a prototype cell in a storyboard"
    }

    /// Stops with `message`, or records it under the lenient policy.
    func reportDequeueFailure(_ kind: Diagnostic.Kind, message: String) {
        dequeueFailurePolicy.reject(message) { record(Diagnostic(kind: kind, message: $0)) }
    }

    /// Pops a view from `key`'s queue and prepares it for reuse.
    func dequeueFromQueue(_ key: ReuseKey) -> UICollectionReusableView? {
        guard let view = reuseQueues.dequeue(from: key) else { return nil }
        view.lastAppliedLayoutAttributes = nil
        (view as? UICollectionViewCell)?.resetCollectionViewStateForReuse()
        view.prepareForReuse()
        return view
    }

    /// Instantiates `viewClass` for `key`'s queue.
    func makeView(_ viewClass: UICollectionReusableView.Type, key: ReuseKey) -> UICollectionReusableView {
        let view = viewClass.init(reusableViewFrame: .zero)
        view.reuseIdentifier = key.identifier
        view.reuseKey = key
        return view
    }

    /// Takes a view off screen and puts it back in its reuse queue.
    func enqueue(_ view: UICollectionReusableView) {
        view.removeFromSuperview()
        guard let key = view.reuseKey else { return }
        reuseQueues.enqueue(view, in: key)
    }

    /// Puts every visible cell, supplementary and decoration view back in its queue; the delegate hears
    /// `didEndDisplaying` for the cells and supplementary views.
    func enqueueAllVisibleViews() {
        let (events, decorations) = visibleElements.removeAllViews()
        enqueueViews(of: events, decorations: decorations)
        sendDisplayEvents(events)
    }

    /// Puts the views that `events` ended, and `decorations`, back in their queues.
    func enqueueViews(of events: DisplayEvents, decorations: [UICollectionReusableView]) {
        for (cell, _) in events.endedCells { enqueue(cell) }
        for (view, _) in events.endedSupplementaries { enqueue(view) }
        for view in decorations { enqueue(view) }
    }

    /// Asks the data source for the cell at `indexPath`, counting the request as a cell-provider call.
    func requestCell(at indexPath: IndexPath, from dataSource: any UICollectionViewDataSource) -> UICollectionViewCell {
        Self.activeElementProviderCount += 1
        defer { Self.activeElementProviderCount -= 1 }
        // A drop placeholder's cell comes from its registration and handler, not from the data source.
        if let placeholder = dragDrop.placeholder(at: indexPath) {
            let cell = dequeueReusableCell(withReuseIdentifier: placeholder.placeholder.reuseIdentifier, for: indexPath)
            placeholder.placeholder.cellUpdateHandler?(cell)
            return cell
        }
        // While drop placeholders are out the data source does not count them: it is asked at its own index path.
        return dataSource.collectionView(self, cellForItemAt: dragDrop.dataSourceIndexPath(for: indexPath))
    }

    /// Asks the data source for a supplementary view, counting the request as a provider call.
    func requestSupplementaryView(ofKind kind: String, at indexPath: IndexPath,
                                  from dataSource: any UICollectionViewDataSource) -> UICollectionReusableView {
        Self.activeElementProviderCount += 1
        defer { Self.activeElementProviderCount -= 1 }
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        // Since iOS 15 UIKit raises when the view was dequeued under another element kind than the one it is
        // asked for; under the lenient policy the view is used as it came.
        if let dequeuedKind = view.reuseKey?.kind, dequeuedKind != kind {
            reportDequeueFailure(.supplementaryElementKindMismatch,
                                 message: Self.elementKindMismatchMessage(requested: kind, dequeued: dequeuedKind))
        }
        return view
    }

    /// UIKit's exception text for a supplementary view dequeued under another element kind than it is used for.
    static func elementKindMismatchMessage(requested: String, dequeued: String) -> String {
        "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: does not match the "
            + "element kind it is being used for. When asked for a view of element kind '\(requested)' the data "
            + "source dequeued a view registered for the element kind '\(dequeued)'."
    }
}
