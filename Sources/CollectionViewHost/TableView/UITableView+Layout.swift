import CollectionGeometry
import LayoutCore

extension UITableView {
    // MARK: - Counts

    /// The number of sections the table believes in (read from the data source when needed).
    public var numberOfSections: Int { loadRowCounts().count }

    /// The number of rows the table believes `section` has; 0 for a section it does not have.
    public func numberOfRows(inSection section: Int) -> Int {
        let counts = loadRowCounts()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The counts, read from the data source when the table holds none (negative counts read as 0).
    @discardableResult
    func loadRowCounts() -> [Int] {
        if let counts = tableLayout.rowCounts { return counts }
        guard let dataSource else {
            tableLayout.rowCounts = []
            return []
        }
        let sections = max(dataSource.numberOfSections(in: self), 0)
        let counts = (0..<sections).map { max(dataSource.tableView(self, numberOfRowsInSection: $0), 0) }
        tableLayout.rowCounts = counts
        return counts
    }

    /// Whether `indexPath` names a row the table holds.
    func containsRow(_ indexPath: IndexPath) -> Bool {
        let counts = loadRowCounts()
        return indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < counts.count
            && indexPath.row >= 0 && indexPath.row < counts[indexPath.section]
    }

    // MARK: - Solving

    /// Marks the layout for solving again at the next pass; measurements of rows survive unless the rule for
    /// their lengths changed.
    func setNeedsTableLayout(keepingMeasurements: Bool = true) {
        tableLayout.needsSolve = true
        tableLayout.needsDecorations = true
        if !keepingMeasurements { tableLayout.keepsMeasurements = false }
    }

    /// The estimate of a row before it is measured (rows are estimated when a delegate may give each its height,
    /// or when they size themselves): the table's `estimatedRowHeight`; with ``automaticDimension`` there, the
    /// table's own choice — its fixed `rowHeight` when it has one, else 44 pt.
    var rowEstimate: CGFloat {
        if estimatedRowHeight > 0 { return estimatedRowHeight }
        if rowHeight > 0 { return rowHeight }
        return TableCellMetrics.defaultRowHeight
    }

    /// Solves the layout when it is marked: the sections as list sections with the table's heights, the table's
    /// header and footer views as the layout's own header and footer.
    func solveLayoutIfNeeded() {
        guard tableLayout.needsSolve else { return }
        tableLayout.needsSolve = false
        let counts = loadRowCounts()
        let width = bounds.width
        let appearance: ListAppearance = switch style {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        }
        // Rows: fixed when nothing can vary them per row (no delegate, no drop placeholder with its own height);
        // estimated otherwise, and each row is measured (or given its delegate height) when it first appears.
        let rowDimension: DimensionSpec = rowHeight >= 0 && delegate == nil && tableDragDrop.placeholders.isEmpty
            ? .absolute(rowHeight) : .estimated(rowEstimate)
        let asksDecorations = tableLayout.needsDecorations || tableLayout.sections.count != counts.count
        if asksDecorations { providedSectionViews = [:] }
        tableLayout.needsDecorations = false
        var decorations: [TableLayoutState.SectionDecoration] = []
        decorations.reserveCapacity(counts.count)
        var specs: [SectionSpec?] = []
        specs.reserveCapacity(counts.count)
        let padding: CGFloat? = sectionHeaderTopPadding >= 0 ? sectionHeaderTopPadding : nil
        for section in counts.indices {
            let decoration = asksDecorations ? sectionDecoration(section) : tableLayout.sections[section]
            decorations.append(decoration)
            let list = ListSectionSpec(appearance: appearance, hasSupplementaryHeader: decoration.hasHeader,
                                       hasSupplementaryFooter: decoration.hasFooter, headerTopPadding: padding)
            let headerEstimate = estimatedSectionHeaderHeight > 0 ? estimatedSectionHeaderHeight : list.supplementaryEstimate
            let footerEstimate = estimatedSectionFooterHeight > 0 ? estimatedSectionFooterHeight : list.supplementaryEstimate
            let header: DimensionSpec = decoration.headerHeight.map { .absolute($0) } ?? .estimated(headerEstimate)
            let footer: DimensionSpec = decoration.footerHeight.map { .absolute($0) } ?? .estimated(footerEstimate)
            var spec = list.sectionSpec(containerWidth: width, layoutMargins: directionalLayoutMargins, rowHeight: rowDimension,
                                        headerHeight: header, footerHeight: footer)
            // A plain table floats its section footers as it floats its headers (Apple's documentation of
            // `UITableView.Style.plain`): a footer stays at the bottom of the visible area while its section is on
            // screen, never below its own place and never above its section's floating header. Grouped styles
            // do not float.
            if style == .plain {
                for index in spec.boundaryItems.indices where spec.boundaryItems[index].elementKind == TableLayoutState.footerKind {
                    spec.boundaryItems[index].pinToVisibleBounds = true
                }
            }
            specs.append(spec)
        }
        tableLayout.sections = decorations
        var globals: [BoundarySpec] = []
        if let tableHeaderView {
            globals.append(BoundarySpec(size: SizeSpec(width: .fractionalWidth(1), height: .absolute(max(tableHeaderView.frame.height, 0))),
                                        elementKind: TableLayoutState.tableHeaderKind, alignment: .top, offset: .zero,
                                        extendsBoundary: true, pinToVisibleBounds: false, zIndex: 0, contentInsets: .zero))
        }
        if let tableFooterView {
            globals.append(BoundarySpec(size: SizeSpec(width: .fractionalWidth(1), height: .absolute(max(tableFooterView.frame.height, 0))),
                                        elementKind: TableLayoutState.tableFooterKind, alignment: .bottom, offset: .zero,
                                        extendsBoundary: true, pinToVisibleBounds: false, zIndex: 0, contentInsets: .zero))
        }
        var input = LayoutInput(viewSize: bounds.size, scrollAxis: .vertical, interSectionSpacing: 0,
                                contentInsetsReference: .automatic,
                                referenceInsets: ReferenceInsets(safeArea: safeAreaInsets, layoutMargins: layoutMargins, viewWidth: width),
                                globalBoundaryItems: globals, sections: specs, itemCounts: counts)
        if tableLayout.keepsMeasurements {
            input.measuredItemSizes = tableLayout.carriedMeasurements ?? tableLayout.result.measuredItemSizes
            input.measuredSupplementarySizes = tableLayout.measuredSupplementarySizes
        } else {
            tableLayout.measuredSupplementarySizes = [:]
        }
        tableLayout.keepsMeasurements = true
        tableLayout.carriedMeasurements = nil
        tableLayout.result = .empty
        tableLayout.result = LayoutResult(solving: input, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        input.measuredItemSizes = [:]  // the result keeps them
        tableLayout.input = input
        let size = tableLayout.result.contentSize
        if contentSize != size { contentSize = size }
    }

    /// What `section` shows above and below its rows: the data source's titles, the delegate's views and
    /// explicit heights. A header exists when it has a title, a view, or a positive explicit height (UIKit's
    /// rule); a view is asked for only when there is no title and the height is automatic.
    private func sectionDecoration(_ section: Int) -> TableLayoutState.SectionDecoration {
        var decoration = TableLayoutState.SectionDecoration()
        decoration.headerTitle = dataSource?.tableView(self, titleForHeaderInSection: section)
        decoration.footerTitle = dataSource?.tableView(self, titleForFooterInSection: section)
        let delegate = self.delegate
        let headerHeight = delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        let footerHeight = delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        decoration.headerHeight = headerHeight.isFinite && headerHeight >= 0 ? headerHeight : nil
        decoration.footerHeight = footerHeight.isFinite && footerHeight >= 0 ? footerHeight : nil
        // The views are kept until shown (the delegate is asked once per solve, as UIKit asks before display).
        if decoration.headerHeight != 0, let view = delegate?.tableView(self, viewForHeaderInSection: section) {
            decoration.hasHeaderView = true
            providedSectionViews[SectionViewKey(section: section, isFooter: false)] = view
        }
        if decoration.footerHeight != 0, let view = delegate?.tableView(self, viewForFooterInSection: section) {
            decoration.hasFooterView = true
            providedSectionViews[SectionViewKey(section: section, isFooter: true)] = view
        }
        return decoration
    }

    // MARK: - Geometry queries

    /// The frame of the row at `indexPath` in the table's content; `.zero` for a row the table does not hold.
    ///
    /// - Complexity: O(log n) for a table of self-sizing rows.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard containsRow(indexPath) else { return .zero }
        solveLayoutIfNeeded()
        return tableLayout.result.cell(at: indexPath)?.frame ?? .zero
    }

    /// The frame of `section`'s header; `.zero` when it has none.
    public func rectForHeader(inSection section: Int) -> CGRect {
        solveLayoutIfNeeded()
        return tableLayout.result.supplementaryElement(ofKind: TableLayoutState.headerKind,
                                                       at: IndexPath(item: 0, section: section))?.frame ?? .zero
    }

    /// The frame of `section`'s footer; `.zero` when it has none.
    public func rectForFooter(inSection section: Int) -> CGRect {
        solveLayoutIfNeeded()
        return tableLayout.result.supplementaryElement(ofKind: TableLayoutState.footerKind,
                                                       at: IndexPath(item: 0, section: section))?.frame ?? .zero
    }

    /// The frame of `section`: its header, rows and footer; `.zero` for a section the table does not have.
    public func rect(forSection section: Int) -> CGRect {
        let counts = loadRowCounts()
        guard counts.indices.contains(section) else { return .zero }
        var frame = CGRect.null
        for part in [rectForHeader(inSection: section), rectForFooter(inSection: section)] where part != .zero {
            frame = frame.union(part)
        }
        if counts[section] > 0 {
            frame = frame.union(rectForRow(at: IndexPath(row: 0, section: section)))
            frame = frame.union(rectForRow(at: IndexPath(row: counts[section] - 1, section: section)))
        }
        return frame.isNull ? .zero : frame
    }

    /// The row whose frame contains `point` (content coordinates), or nil.
    ///
    /// - Complexity: O(log n).
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        solveLayoutIfNeeded()
        var found: IndexPath?
        tableLayout.result.forEachElement(in: CGRect(x: point.x, y: point.y, width: 0, height: 0)) { element in
            if found == nil, element.category == .cell, element.frame.contains(point) { found = element.indexPath }
        }
        return found
    }

    /// The rows whose frames meet `rect`, in order.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return [] }
        solveLayoutIfNeeded()
        var paths: [IndexPath] = []
        tableLayout.result.forEachElement(in: rect) { element in
            if element.category == .cell, element.frame.sharesArea(with: rect) { paths.append(element.indexPath) }
        }
        return paths.sorted()
    }
}
