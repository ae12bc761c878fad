import OpenCompositionalLayout

extension LayoutSnapshot {
    /// Captures a table view as renderers draw a collection view: its rows, section headers and footers, and
    /// table header and footer views over the whole content (or `queryRect`), each section as a list of the
    /// table's style (separators as `separatorStyle` says), and what the rows and headers on screen show.
    ///
    /// The table is laid out first (`layoutIfNeeded()`), so the floating headers and footers of a `.plain` table
    /// are where the table shows them at its current content offset (a footer pinned to the bottom of the visible
    /// area, say): a header or footer on screen is captured at its view's frame, one off screen at the layout's.
    ///
    /// - Complexity: O(r log r) for the r rows in the captured area, plus the sections.
    @MainActor
    public init(capturing tableView: UITableView, title: String, queryRect: CGRect? = nil) {
        tableView.layoutIfNeeded()
        let contentSize = tableView.contentSize
        let viewport = tableView.bounds
        let rect = queryRect ?? CGRect(origin: .zero, size: contentSize).union(viewport)
        let appearance: UICollectionLayoutListConfiguration.Appearance = switch tableView.style {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        }
        let style = ListStyle(appearance: appearance, showsSeparators: tableView.separatorStyle != .none)
        var elements: [Element] = []
        var sections: [Section] = []
        for section in 0..<tableView.numberOfSections {
            let frame = tableView.rect(forSection: section)
            sections.append(Section(index: section, frame: frame == .zero ? nil : frame, list: style))
            let header = tableView.rectForHeader(inSection: section)
            if header != .zero, header.intersects(rect) {
                let shownHeader = tableView.shownSectionView(section, isFooter: false)?.frame ?? header
                elements.append(Element(category: .supplementaryView, elementKind: UICollectionView.elementKindSectionHeader,
                                        section: section, item: 0, frame: shownHeader, zIndex: 1))
            }
            let footer = tableView.rectForFooter(inSection: section)
            let shownFooter = tableView.shownSectionView(section, isFooter: true)?.frame ?? footer
            if footer != .zero, footer.intersects(rect) || shownFooter.intersects(rect) {
                elements.append(Element(category: .supplementaryView, elementKind: UICollectionView.elementKindSectionFooter,
                                        section: section, item: 0, frame: shownFooter, zIndex: 1))
            }
        }
        for indexPath in tableView.indexPathsForRows(in: rect) ?? [] {
            elements.append(Element(category: .cell, elementKind: nil, section: indexPath.section, item: indexPath.row,
                                    frame: tableView.rectForRow(at: indexPath), zIndex: 0))
        }
        self.init(title: title, viewport: viewport, contentSize: contentSize, elements: elements, sections: sections)
        safeAreaInsets = tableView.safeAreaInsets
        isRightToLeft = tableView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        captureContent(of: tableView, separatorsShown: style.showsSeparators)
    }

    /// What the table's rows and headers on screen show.
    @MainActor
    private mutating func captureContent(of tableView: UITableView, separatorsShown: Bool) {
        backgroundColor = tableView.backgroundColor.map { Color($0, traits: tableView.traitCollection) }
        let isRightToLeft = tableView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        var contents: [CellContent] = []
        var supplementaries: [CellContent] = []
        for element in elements {
            let indexPath = IndexPath(item: element.item, section: element.section)
            switch element.category {
            case .cell:
                guard let cell = tableView.cellForRow(at: indexPath) else { continue }
                let traits = cell.traitCollection
                let listContent = cell.contentConfiguration as? UIListContentConfiguration
                let background = (cell.backgroundConfiguration?.resolvedBackgroundColor(for: cell.tintColor) ?? cell.backgroundColor)
                    .map { Color($0, traits: traits) }
                let textLeading = cell.contentView.frame.minX + (listContent.map { max(0, $0.directionalLayoutMargins.leading) } ?? 0)
                let legacy = cell.contentConfiguration == nil ? [cell.existingTextLabel, cell.existingDetailTextLabel] : []
                guard var content = Self.content(listContent: listContent, background: background, textLeading: textLeading,
                                                  at: indexPath, traits: traits, isRightToLeft: isRightToLeft)
                    ?? Self.legacyContent(of: cell, labels: legacy, background: background, at: indexPath, isRightToLeft: isRightToLeft)
                else { continue }
                // Every row but a section's last has a separator at the table's inset (UIKit's default).
                let isLastRow = element.item == tableView.numberOfRows(inSection: element.section) - 1
                if separatorsShown, !isLastRow {
                    let inset = cell.separatorInset
                    content.separator = CellContent.Separator(
                        leadingInset: inset.left.isFinite ? max(0, inset.left) : 0, trailingInset: inset.right.isFinite ? max(0, inset.right) : 0,
                        color: Color(tableView.separatorColor ?? .separator, traits: traits))
                }
                contents.append(content)
            case .supplementaryView:
                let view = element.elementKind == UICollectionView.elementKindSectionFooter
                    ? tableView.footerView(forSection: element.section) : tableView.headerView(forSection: element.section)
                guard let view, let kind = element.elementKind else { continue }
                let listContent = view.contentConfiguration as? UIListContentConfiguration
                let background = view.backgroundConfiguration.map {
                    Color($0.resolvedBackgroundColor(for: view.tintColor), traits: view.traitCollection)
                }
                // A view without a configuration shows its legacy labels, styled as the table styles its titles.
                let legacy = view.contentConfiguration == nil ? [view.existingTextLabel, view.existingDetailTextLabel] : []
                guard var content = Self.content(listContent: listContent, background: background,
                                                  textLeading: listContent.map { max(0, $0.directionalLayoutMargins.leading) } ?? 0,
                                                  at: indexPath, traits: view.traitCollection, isRightToLeft: isRightToLeft)
                    ?? Self.legacyContent(of: view, labels: legacy, background: background, at: indexPath, isRightToLeft: isRightToLeft,
                                          style: view.defaultContentConfiguration())
                else { continue }
                content.elementKind = kind
                supplementaries.append(content)
            case .decorationView:
                continue
            }
        }
        cellContents = contents
        supplementaryContents = supplementaries
    }

    /// What a view without a content configuration shows through its legacy labels (`labels`: the text label and the
    /// detail label; a cell's of any of the four `UITableViewCell.CellStyle`s, or a header's or footer's): their
    /// texts, fonts, colours and alignments, at the frames the view gave them (in its bounds); nil when no label has
    /// text. With a `style` (a header's or footer's default configuration), the texts take its fonts and colours,
    /// as the table gives its titles the header and footer text styles.
    @MainActor
    private static func legacyContent(of view: UIView, labels: [UILabel?], background: Color?, at indexPath: IndexPath,
                                      isRightToLeft: Bool, style: UIListContentConfiguration? = nil) -> CellContent? {
        let shown = labels.map { label in label.flatMap { $0.text?.isEmpty == false ? $0 : nil } }
        guard shown.contains(where: { $0 != nil }) else { return nil }
        view.layoutIfNeeded()
        var content = CellContent(section: indexPath.section, item: indexPath.item, isRightToLeft: isRightToLeft, backgroundColor: background)
        let traits = view.traitCollection
        if let label = shown.first ?? nil {
            content.text = label.text
            content.textColor = Color(style?.textProperties.resolvedColor() ?? label.textColor, traits: traits)
            content.textFontSize = style?.textProperties.font.pointSize ?? label.font.pointSize
            content.textFrame = label.convert(label.bounds, to: view)
            content.textAlignment = label.textAlignment
        }
        if shown.count > 1, let label = shown[1] {
            content.secondaryText = label.text
            content.secondaryTextColor = Color(style?.secondaryTextProperties.resolvedColor() ?? label.textColor, traits: traits)
            content.secondaryTextFontSize = style?.secondaryTextProperties.font.pointSize ?? label.font.pointSize
            content.secondaryTextFrame = label.convert(label.bounds, to: view)
            content.secondaryTextAlignment = label.textAlignment
        }
        content.textLeadingInset = content.textFrame.map { isRightToLeft ? view.bounds.width - $0.maxX : $0.minX } ?? 0
        return content
    }
}
