import CollectionGeometry
import LayoutCore

extension UITableView {
    /// The cells on screen, in row order.
    public var visibleCells: [UITableViewCell] {
        visibleRowViews.cellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the rows on screen, in order (nil when there are none, as UIKit returns).
    public var indexPathsForVisibleRows: [IndexPath]? {
        let paths = visibleRowViews.cellsByIndexPath.keys.sorted()
        return paths.isEmpty ? nil : paths
    }

    /// The cell shown for the row at `indexPath`, or nil when the row is not on screen.
    ///
    /// - Complexity: O(1).
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        visibleRowViews.cell(at: indexPath)
    }

    /// The index path of `cell` when it is on screen.
    ///
    /// - Complexity: O(1).
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleRowViews.indexPath(of: cell)
    }

    /// The header view shown for `section`, when it is on screen and is a header–footer view.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleRowViews.supplementaryViews[SectionViewKey(section: section, isFooter: false)] as? UITableViewHeaderFooterView
    }

    /// The footer view shown for `section`, when it is on screen and is a header–footer view.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleRowViews.supplementaryViews[SectionViewKey(section: section, isFooter: true)] as? UITableViewHeaderFooterView
    }

    /// The view shown for `section`'s header or footer when it is on screen, whatever its class (a delegate's plain
    /// view too, which ``headerView(forSection:)`` and ``footerView(forSection:)`` leave out). Beyond UIKit, for
    /// pictures that draw the table as it shows itself.
    package func shownSectionView(_ section: Int, isFooter: Bool) -> UIView? {
        visibleRowViews.supplementaryViews[SectionViewKey(section: section, isFooter: isFooter)]
    }

    /// Shows what the visible area holds, measuring rows and headers that size themselves, until what is visible
    /// is stable (at most ``MeasuringLoop/maximumRounds`` rounds, the item views' one bound; past it the pass
    /// stops with a ``DiagnosticKind/selfSizingLoop`` diagnostic); then places the table's header and footer views
    /// and updates the content size. The delegate hears the net display changes of the whole pass at its end
    /// (``DisplayEvents``): `didEndDisplaying` for the rows, headers and footers that left, then `willDisplay`
    /// for those that entered; a row that appeared and left again within the pass is not reported.
    func realizeVisibleRows() {
        solveLayoutIfNeeded()
        measuringPass &+= 1
        var events = DisplayEvents()
        let wasRealizing = isRealizingRows
        isRealizingRows = true
        let settled = MeasuringLoop.run {
            let round = realizeVisibleRowsOnce()
            events.merge(round.events)
            guard round.changed else { return false }
            solveLayoutIfNeeded()
            return true
        }
        isRealizingRows = wasRealizing
        // The rows are at their final frames now: each cell added or resized in the pass lays its content out once.
        if !wasRealizing {
            for cell in visibleRowViews.cellsByIndexPath.values { cell.layOutShownContentIfNeeded() }
        }
        if !settled { note(kind: .selfSizingLoop, message: MeasuringLoop.stuckMessage(viewName: "UITableView")) }
        let result = tableLayout.result
        if let tableHeaderView,
           let frame = result.supplementaryElement(ofKind: TableLayoutState.tableHeaderKind, at: IndexPath(item: 0, section: 0))?.frame {
            tableHeaderView.frame = frame
        }
        if let tableFooterView,
           let frame = result.supplementaryElement(ofKind: TableLayoutState.tableFooterKind, at: IndexPath(item: 0, section: 0))?.frame {
            tableFooterView.frame = frame
        }
        let size = result.contentSize
        if contentSize != size { contentSize = size }
        sendDisplayEvents(events)
    }

    /// Tells the delegate `events` in the item views' order (see ``ItemDisplayEvents``): rows, headers, footers
    /// that ended, then those that started.
    func sendDisplayEvents(_ events: DisplayEvents) {
        guard let delegate, !events.isEmpty else { return }
        events.send(supplementaryOrder: Self.sectionViewOrder,
                    endedCell: { delegate.tableView(self, didEndDisplaying: $0, forRowAt: $1) },
                    endedSupplementary: { view, key in
                        if key.isFooter {
                            delegate.tableView(self, didEndDisplayingFooterView: view, forSection: key.section)
                        } else {
                            delegate.tableView(self, didEndDisplayingHeaderView: view, forSection: key.section)
                        }
                    },
                    startedCell: { delegate.tableView(self, willDisplay: $0, forRowAt: $1) },
                    startedSupplementary: { view, key in
                        if key.isFooter {
                            delegate.tableView(self, willDisplayFooterView: view, forSection: key.section)
                        } else {
                            delegate.tableView(self, willDisplayHeaderView: view, forSection: key.section)
                        }
                    })
    }

    /// One round: realizes what the layout puts in the visible rect and measures what appeared unmeasured.
    /// Returns the round's display events, unsent, and whether a measurement changed the layout (the caller runs
    /// another round).
    private func realizeVisibleRowsOnce() -> (events: DisplayEvents, changed: Bool) {
        let visible = bounds
        let insets = adjustedContentInset
        let pinRegion = CGRect(x: visible.minX, y: visible.minY + insets.top, width: visible.width,
                               height: max(visible.height - insets.top - insets.bottom, 0))
        // The rows in order with their frames, and their packed keys (IndexPathKey), sorted, for membership.
        var rows: [(indexPath: IndexPath, frame: CGRect)] = []
        var rowKeys: [UInt64] = []
        var headers: [Int: CGRect] = [:]
        var footers: [Int: CGRect] = [:]
        func collect(in visible: CGRect, pinRegion: CGRect) {
            rows.removeAll(keepingCapacity: true)
            rowKeys.removeAll(keepingCapacity: true)
            headers = [:]
            footers = [:]
            tableLayout.result.forEachElement(in: visible, visibleRegion: pinRegion) { element in
                guard element.frame.sharesArea(with: visible) else { return }
                switch element.category {
                case .cell:
                    rowKeys.append(IndexPathKey.key(section: element.section, item: element.item))
                    rows.append((element.indexPath, element.frame))
                case .supplementaryView where element.elementKind == TableLayoutState.headerKind: headers[element.section] = element.frame
                case .supplementaryView where element.elementKind == TableLayoutState.footerKind: footers[element.section] = element.frame
                default: break
                }
            }
            // Top to bottom: measured in this order, a row's change moves only the rows after it. (A query meets
            // each row once; keys sort as their index paths do.)
            if rowKeys.indices.dropFirst().contains(where: { rowKeys[$0] < rowKeys[$0 - 1] }) {
                let order = rowKeys.indices.sorted { rowKeys[$0] < rowKeys[$1] }
                rows = order.map { rows[$0] }
                rowKeys = order.map { rowKeys[$0] }
            }
        }
        collect(in: visible, pinRegion: pinRegion)
        // The delegate's heights need no cell (UIKit asks `heightForRowAt` before it makes a row's cell): the rows
        // entering take them first, so cells are made, and `willDisplay` told, only for the rows that show.
        var passes = 0
        while passes < Self.maximumDelegateHeightPasses, takeDelegateHeights(of: rows) {
            passes += 1
            solveLayoutIfNeeded()
            let moved = bounds
            collect(in: moved, pinRegion: CGRect(x: moved.minX, y: moved.minY + insets.top, width: moved.width,
                                                 height: max(moved.height - insets.top - insets.bottom, 0)))
        }
        // Leaving views go back to their queues first, so entering ones can reuse them.
        var (events, _) = visibleRowViews.removeViews(keepingCell: { IndexPathKey.contains(IndexPathKey.key($0), in: rowKeys) },
                                                      supplementary: { ($0.isFooter ? footers[$0.section] : headers[$0.section]) != nil },
                                                      decoration: { _ in false })
        enqueueViews(of: events)

        var changed = false
        for (indexPath, frame) in rows {
            let cell: UITableViewCell
            if let shown = visibleRowViews.cell(at: indexPath) {
                cell = shown
                if cell.frame != frame { cell.frame = frame }
            } else {
                guard let requested = requestCell(at: indexPath) else { continue }
                cell = requested
                cell.frame = frame
                prepare(cell, at: indexPath)
                addSubview(cell)
                visibleRowViews.showCell(cell, at: indexPath)
                events.startedCells.append((cell, indexPath))
            }
            if measureRowIfNeeded(cell, at: indexPath, frame: frame) { changed = true }
        }
        for section in headers.keys.sorted() {
            guard let frame = headers[section] else { continue }
            if show(sectionView: section, isFooter: false, frame: frame, events: &events) { changed = true }
        }
        for section in footers.keys.sorted() {
            guard let frame = footers[section] else { continue }
            if show(sectionView: section, isFooter: true, frame: frame, events: &events) { changed = true }
        }
        return (events, changed)
    }

    /// Asks the data source for the row's cell (at its own index path while drop placeholders are out); a drop
    /// placeholder's row gets a cell of the placeholder's reuse identifier, configured by its `cellUpdateHandler`.
    private func requestCell(at indexPath: IndexPath) -> UITableViewCell? {
        if let placeholder = tableDragDrop.placeholder(at: indexPath) {
            let cell = dequeueReusableCell(withIdentifier: placeholder.placeholder.reuseIdentifier, for: indexPath)
            placeholder.placeholder.cellUpdateHandler?(cell)
            return cell
        }
        guard let dataSourcePath = tableDragDrop.dataSourceIndexPath(forRowAt: indexPath) else { return nil }
        return dataSource?.tableView(self, cellForRowAt: dataSourcePath)
    }

    /// The height the delegate gives the row (the table's ``rowHeight`` without a delegate); a drop placeholder's
    /// row has the placeholder's height, and the delegate is asked at the data source's index path while
    /// placeholders are out.
    private func askedHeight(ofRowAt indexPath: IndexPath) -> CGFloat {
        if let placeholder = tableDragDrop.placeholder(at: indexPath) { return placeholder.placeholder.rowHeight }
        guard let delegate else { return rowHeight }
        return delegate.tableView(self, heightForRowAt: tableDragDrop.dataSourceIndexPath(forRowAt: indexPath) ?? indexPath)
    }

    /// Gives a cell about to be shown the table's state for its row: selection, editing, indentation (a drop
    /// placeholder's row asks the delegate and data source nothing).
    func prepare(_ cell: UITableViewCell, at indexPath: IndexPath) {
        let selected = selection.isSelected(indexPath)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        let dataSourcePath = tableDragDrop.dataSourceIndexPath(forRowAt: indexPath)
        cell.indentationLevel = dataSourcePath.flatMap { delegate?.tableView(self, indentationLevelForRowAt: $0) } ?? 0
        configureEditing(of: cell, at: indexPath)
        if !cell.hasCustomSeparatorInset {
            cell.separatorInset = separatorInset
            cell.hasCustomSeparatorInset = false
        }
    }

    /// Sets the cell's editing state and controls from the table and its delegate.
    func configureEditing(of cell: UITableViewCell, at indexPath: IndexPath) {
        guard let indexPath = tableDragDrop.dataSourceIndexPath(forRowAt: indexPath) else {
            // A drop placeholder's row: not editable.
            cell.editingStyle = .none
            cell.showsReorderControl = false
            if cell.isEditing { cell.setEditing(false, animated: false) }
            return
        }
        let delegate = self.delegate
        let canEdit = dataSource?.tableView(self, canEditRowAt: indexPath) ?? false
        let editing = editingFlag && canEdit
        cell.editingStyle = editing ? (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .none
        cell.shouldIndentWhileEditing = delegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
        cell.showsReorderControl = editing && (dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false)
        if cell.isEditing != editing { cell.setEditing(editing, animated: false) }
    }

    /// The most rounds of delegate heights one layout round takes before it makes the cells of what is visible.
    static var maximumDelegateHeightPasses: Int { 64 }

    /// Whether the row's height is an estimate not yet measured.
    private func rowNeedsMeasuring(_ indexPath: IndexPath) -> Bool {
        // A section's rows self-size when their height is estimated (the table estimates nothing else).
        let section = indexPath.section
        guard indexPath.count == 2, section >= 0, section < tableLayout.result.sections.count,
              tableLayout.result.sections[section].selfSizes else { return false }
        return tableLayout.result.measuredSize(section: section, item: indexPath.item) == nil
    }

    /// Gives the unmeasured rows among `rows` (their frames in this round) the delegate's heights, top to
    /// bottom, until the rows measured push the next one below the visible area. Rows whose delegate height is
    /// ``automaticDimension`` (or invalid) are left to their cells. Returns whether the layout changed.
    private func takeDelegateHeights(of rows: [(indexPath: IndexPath, frame: CGRect)]) -> Bool {
        guard delegate != nil else { return false }
        var shift: CGFloat = 0
        var changed = false
        for (indexPath, frame) in rows {
            guard rowNeedsMeasuring(indexPath) else { continue }
            let top = frame.minY + shift
            guard top < bounds.maxY else { break }
            let asked = askedHeight(ofRowAt: indexPath)
            guard asked.isFinite, asked >= 0 else { continue }
            if record(height: asked, ofRowAt: indexPath, width: frame.width) { changed = true }
            // What follows moved down by the change (the visible area with it when the row starts above the
            // top: `bounds` is read afresh).
            shift += asked - frame.height
        }
        return changed
    }

    /// Records `height` as the measured height of the row and keeps the pass's anchor still on screen (also under
    /// an animated scroll, whose path moves by as much). Returns whether the layout changed.
    private func record(height: CGFloat, ofRowAt indexPath: IndexPath, width: CGFloat) -> Bool {
        guard let input = tableLayout.input else { return false }
        captureMeasuringAnchorIfNeeded()
        guard height.isFinite, height >= 0 else { return false }
        // The way every item view hands LayoutCore a measurement (the compositional layout's too).
        let update = tableLayout.result.applyMeasuredSize(CGSize(width: width, height: height), section: indexPath.section,
                                                          item: indexPath.row, input: input,
                                                          isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        switch update {
        case .unchanged:
            return false
        case .applied(let groupStart, let shift):
            keepMeasuringAnchorStill(groupStart: groupStart, shift: shift)
        case .needsSolve:
            tableLayout.needsSolve = true
            keepMeasuringAnchorStill(groupStart: nil, shift: 0)
        }
        return true
    }

    /// Picks the row this layout pass keeps still (``ScrollAnchor``), unless it is picked already and the table has
    /// not scrolled since. Called before a measurement changes the layout.
    private func captureMeasuringAnchorIfNeeded() {
        if let anchor = measuringAnchor, anchor.holds(pass: measuringPass, boundsOrigin: bounds.origin) { return }
        measuringAnchor = ScrollAnchor.pick(in: tableLayout.result, bounds: bounds, insets: adjustedContentInset, pass: measuringPass)
    }

    /// After a measurement changed the layout: solves it at once when it must be solved again, then moves the
    /// offset by as far as the anchor moved. Without an anchor, what follows a group that starts above the visible
    /// area moves the offset by the group's `shift`.
    private func keepMeasuringAnchorStill(groupStart: CGFloat?, shift: CGFloat) {
        solveLayoutIfNeeded()
        if var anchor = measuringAnchor {
            guard let frame = tableLayout.result.item(at: anchor.indexPath)?.frame, frame.minY.isFinite else {
                measuringAnchor = nil
                return
            }
            let adjustment = anchor.adjustment(toFrame: frame, vertical: true, boundsOrigin: bounds.origin)
            measuringAnchor = anchor
            if adjustment != .zero { adjustContentOffsetAfterInvalidation(by: adjustment) }
            return
        }
        guard let groupStart, shift != 0 else { return }
        let adjustment = ScrollAnchor.adjustmentWithoutAnchor(groupStart: groupStart, shift: shift,
                                                              visibleStart: bounds.minY + adjustedContentInset.top,
                                                              visibleEnd: bounds.maxY - adjustedContentInset.bottom,
                                                              vertical: true, rightToLeft: false)
        if adjustment != .zero { adjustContentOffsetAfterInvalidation(by: adjustment) }
    }

    /// Measures the row when its height is not yet known: the delegate's height, or — for
    /// ``automaticDimension`` — the cell's own (`systemLayoutSizeFitting` at the row's width, the height
    /// free). Rows above the visible area that change length move the offset, so what is visible stays put.
    /// Returns whether the layout changed.
    private func measureRowIfNeeded(_ cell: UITableViewCell, at indexPath: IndexPath, frame: CGRect) -> Bool {
        guard rowNeedsMeasuring(indexPath) else { return false }
        let asked = askedHeight(ofRowAt: indexPath)
        let height: CGFloat
        if asked.isFinite && asked >= 0 {
            height = asked
        } else {
            if asked != UITableView.automaticDimension {
                note(kind: .invalidRowHeight, message: "The height of the row at \(indexPath) is \(asked); the cell measures itself.",
                     indexPath: indexPath)
            }
            height = cell.systemLayoutSizeFitting(CGSize(width: frame.width, height: UIView.layoutFittingCompressedSize.height),
                                                  withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height
        }
        return record(height: height, ofRowAt: indexPath, width: frame.width)
    }

    /// Shows `section`'s header or footer at `frame`: the delegate's view, or a header–footer view with the
    /// title; measures a self-sizing one. A view new on screen joins `events`. Returns whether its measurement
    /// changed the layout.
    private func show(sectionView section: Int, isFooter: Bool, frame: CGRect, events: inout DisplayEvents) -> Bool {
        let key = SectionViewKey(section: section, isFooter: isFooter)
        let view: UIView
        if let shown = visibleRowViews.supplementaryViews[key] {
            view = shown
        } else {
            if let provided = providedSectionViews.removeValue(forKey: key) {
                view = provided
            } else {
                let decoration = section < tableLayout.sections.count ? tableLayout.sections[section] : .init()
                let defaultView = dequeueDefaultHeaderFooterView()
                defaultView.isFooter = isFooter
                var configuration = defaultView.defaultContentConfiguration()
                configuration.text = isFooter ? decoration.footerTitle : decoration.headerTitle
                defaultView.contentConfiguration = configuration
                view = defaultView
            }
            (view as? UITableViewHeaderFooterView)?.tableStyle = style
            (view as? UITableViewHeaderFooterView)?.isFooter = isFooter
            addSubview(view)
            visibleRowViews.showSupplementaryView(view, for: key)
            view.frame = frame
            events.startedSupplementaries.append((view, key))
        }
        if view.frame != frame { view.frame = frame }
        // Measure an automatic header or footer once.
        let decoration = section < tableLayout.sections.count ? tableLayout.sections[section] : .init()
        let explicit = isFooter ? decoration.footerHeight : decoration.headerHeight
        let kind = isFooter ? TableLayoutState.footerKind : TableLayoutState.headerKind
        guard explicit == nil, tableLayout.measuredSupplementarySizes[section]?[kind] == nil else { return false }
        let size = view.systemLayoutSizeFitting(CGSize(width: frame.width, height: UIView.layoutFittingCompressedSize.height),
                                                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        guard abs(size.height - frame.height) > 1e-9 else {
            tableLayout.measuredSupplementarySizes[section, default: [:]][kind] = CGSize(width: frame.width, height: size.height)
            return false
        }
        captureMeasuringAnchorIfNeeded()
        tableLayout.measuredSupplementarySizes[section, default: [:]][kind] = CGSize(width: frame.width, height: size.height)
        tableLayout.needsSolve = true
        keepMeasuringAnchorStill(groupStart: nil, shift: 0)
        return true
    }

    /// The reuse identifier of the header–footer views the table makes for titles.
    static var titleViewIdentifier: String { "UITableViewHeaderFooterView.title" }

    private func dequeueDefaultHeaderFooterView() -> UITableViewHeaderFooterView {
        if let queued = tableReuse.dequeueHeaderFooterView(withIdentifier: Self.titleViewIdentifier) {
            queued.prepareForReuse()
            return queued
        }
        let view = UITableViewHeaderFooterView(reuseIdentifier: Self.titleViewIdentifier)
        view.tableStyle = style
        return view
    }

    /// Takes the cells, headers and footers `events` ended off screen, back to their queues (a header or footer
    /// when it is a reusable one).
    func enqueueViews(of events: DisplayEvents) {
        for (cell, _) in events.endedCells {
            cell.removeFromSuperview()
            tableReuse.enqueue(cell)
        }
        for (view, _) in events.endedSupplementaries {
            view.removeFromSuperview()
            if let reusable = view as? UITableViewHeaderFooterView { tableReuse.enqueue(reusable) }
        }
    }

    /// Orders section views headers first, then by section.
    static func sectionViewOrder(_ lhs: SectionViewKey, _ rhs: SectionViewKey) -> Bool {
        lhs.isFooter != rhs.isFooter ? !lhs.isFooter : lhs.section < rhs.section
    }

    /// Takes every cell, header and footer off screen (a reload shows them again).
    func enqueueAllVisibleViews() {
        let (events, _) = visibleRowViews.removeAllViews()
        enqueueViews(of: events)
        sendDisplayEvents(events)
    }
}

