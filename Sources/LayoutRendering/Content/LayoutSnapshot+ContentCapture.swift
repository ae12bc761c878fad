import OpenCompositionalLayout

extension LayoutSnapshot {
    /// Records the collection view's background colour, what each realized cell shows (see ``cellContents``)
    /// and what each realized supplementary view that is a cell shows (see ``supplementaryContents``). Views
    /// that show neither list content nor a background are left out: they are drawn as boxes.
    ///
    /// - Complexity: O(n) for n captured elements, each looked up among the visible views.
    @MainActor
    mutating func captureContent(of collectionView: UICollectionView) {
        backgroundColor = collectionView.backgroundColor.map { Color($0, traits: collectionView.traitCollection) }
        (cellContents, supplementaryContents) = contents(of: collectionView)
    }

    /// Adds what the realized cells and supplementary views of `collectionView` show to the elements whose
    /// content was not captured yet: scrolled through its content step by step, a collection view realizes every
    /// cell once, and a picture of the whole content (`oclayout render --full-height`) shows each as configured,
    /// not only those on the first screen.
    ///
    /// - Complexity: O(n log n) for n elements, each looked up among the visible views.
    @MainActor
    public mutating func addContent(of collectionView: UICollectionView) {
        let (cells, supplementaries) = contents(of: collectionView)
        let knownCells = Set(cellContents.map { IndexPath(item: $0.item, section: $0.section) })
        let knownSupplementaries = Set(supplementaryContents.map { "\($0.elementKind ?? "")|\($0.section)|\($0.item)" })
        let newCells = cells.filter { !knownCells.contains(IndexPath(item: $0.item, section: $0.section)) }
        let newSupplementaries = supplementaries.filter { !knownSupplementaries.contains("\($0.elementKind ?? "")|\($0.section)|\($0.item)") }
        if !newCells.isEmpty { cellContents += newCells }
        if !newSupplementaries.isEmpty { supplementaryContents += newSupplementaries }
    }

    /// What the realized cells and supplementary views among the snapshot's elements show.
    @MainActor
    private func contents(of collectionView: UICollectionView) -> (cells: [CellContent], supplementaries: [CellContent]) {
        let layout = collectionView.collectionViewLayout as? CoreSolvedCollectionViewLayout
        let isRightToLeft = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        var contents: [CellContent] = []
        var supplementaries: [CellContent] = []
        for element in elements {
            let indexPath = IndexPath(item: element.item, section: element.section)
            switch element.category {
            case .cell:
                guard let cell = collectionView.cellForItem(at: indexPath) else { continue }
                let list = layout?.listConfiguration(forSection: element.section)
                let isLastRow = element.item == collectionView.numberOfItems(inSection: element.section) - 1
                if let content = Self.content(of: cell, at: indexPath, list: list, isLastRow: isLastRow, isRightToLeft: isRightToLeft) {
                    contents.append(content)
                }
            case .supplementaryView:
                // A header or footer has no separator and keeps its own background: no list is passed.
                guard let kind = element.elementKind,
                      let view = collectionView.supplementaryView(forElementKind: kind, at: indexPath) as? UICollectionViewCell,
                      var content = Self.content(of: view, at: indexPath, list: nil, isLastRow: false, isRightToLeft: isRightToLeft)
                else { continue }
                content.elementKind = kind
                supplementaries.append(content)
            case .decorationView:
                continue
            }
        }
        return (contents, supplementaries)
    }

    /// What `cell` (or a supplementary view that is a cell) shows, or nil when it shows no list content and no
    /// background.
    @MainActor
    private static func content(of cell: UICollectionViewCell, at indexPath: IndexPath, list: UICollectionLayoutListConfiguration?,
                                isLastRow: Bool, isRightToLeft: Bool) -> CellContent? {
        let traits = cell.traitCollection
        let listContent = cell.contentConfiguration as? UIListContentConfiguration
        let background = backgroundColor(of: cell, list: list).map { Color($0, traits: traits) }
        let textLeading: CGFloat
        if let listCell = cell as? UICollectionViewListCell {
            textLeading = listCell.separatorLayoutGuide.layoutFrame.minX
        } else {
            textLeading = listContent.map { max(0, $0.directionalLayoutMargins.leading) } ?? 0
        }
        guard var content = Self.content(listContent: listContent, background: background, textLeading: textLeading,
                                          at: indexPath, traits: traits, isRightToLeft: isRightToLeft) else { return nil }
        if let listCell = cell as? UICollectionViewListCell {
            content.accessories = ViewSnapshot.accessories(of: listCell, traits: traits)
        }
        if let listView = cell.configuredContentView as? UIListContentView, let image = listView.imageView.image {
            // A headless cell lays its content view out on demand: the image view's frame is placed then.
            cell.layoutIfNeeded()
            listView.layoutIfNeeded()
            if !listView.imageView.frame.isEmpty {
                // The image view's frame in the cell: its content view sits where the cell's content view does.
                let frame = listView.convert(listView.imageView.frame, to: cell)
                content.image = CellContent.Image(name: image.systemName ?? "image", frame: frame)
            }
        }
        if let list, list.showsSeparators {
            // The configuration the list cell was given (the list's `itemSeparatorHandler` asked once, when the
            // collection view handed it the row); other cells ask the list.
            let separator = (cell as? UICollectionViewListCell)?.resolvedSeparatorConfiguration
                ?? list.separatorConfiguration(forItemAt: indexPath)
            // The last row of a section has no separator below it unless the configuration asks for one.
            let shows = isLastRow ? separator.bottomSeparatorVisibility == .visible : separator.bottomSeparatorVisibility != .hidden
            if shows {
                let automatic = UIListSeparatorConfiguration.automaticInsets
                let insets = separator.bottomSeparatorInsets
                let leading = insets.leading == automatic.leading || !insets.leading.isFinite ? content.textLeadingInset : max(0, insets.leading)
                let trailing = insets.trailing == automatic.trailing || !insets.trailing.isFinite ? 0 : max(0, insets.trailing)
                content.separator = CellContent.Separator(leadingInset: leading, trailingInset: trailing,
                                                          color: Color(separator.color, traits: traits))
            }
        }
        return content
    }

    /// What a cell, header or footer shows: its list content's texts (as its content view shows them), colours and
    /// insets, and its background; nil when it shows neither list content nor a background.
    @MainActor
    static func content(listContent: UIListContentConfiguration?, background: Color?, textLeading: CGFloat,
                        at indexPath: IndexPath, traits: UITraitCollection, isRightToLeft: Bool) -> CellContent? {
        guard listContent != nil || background.map({ !$0.light.isClear || !$0.dark.isClear }) == true else { return nil }
        var content = CellContent(section: indexPath.section, item: indexPath.item, isRightToLeft: isRightToLeft,
                                  backgroundColor: background)
        content.textLeadingInset = textLeading.isFinite ? textLeading : 0
        if let listContent {
            // The texts as the content view shows them: after the text properties' transform (a grouped header's
            // upper case, say).
            let shown = UIListContentView(configuration: listContent)
            content.text = listContent.text == nil ? nil : shown.textLabel.text
            content.secondaryText = listContent.secondaryText == nil ? nil : shown.secondaryTextLabel.text
            content.textColor = Color(listContent.textProperties.resolvedColor(), traits: traits)
            content.secondaryTextColor = Color(listContent.secondaryTextProperties.resolvedColor(), traits: traits)
            content.textFontSize = listContent.textProperties.font.pointSize
            content.secondaryTextFontSize = listContent.secondaryTextProperties.font.pointSize
            content.secondaryTextBesideText = listContent.prefersSideBySideTextAndSecondaryText
            let trailing = listContent.directionalLayoutMargins.trailing
            content.textTrailingInset = trailing.isFinite ? max(0, trailing) : 0
        }
        return content
    }

    /// The cell's background colour: its background configuration's, resolved for its state and tint, else its
    /// view background colour. A list cell that kept its default (plain-list) background takes the background
    /// of its section's list style, as UIKit's list cells follow the list they are in.
    @MainActor
    private static func backgroundColor(of cell: UICollectionViewCell, list: UICollectionLayoutListConfiguration?) -> UIColor? {
        guard var background = cell.backgroundConfiguration else { return cell.backgroundColor }
        let state = cell.configurationState
        if cell is UICollectionViewListCell, let list {
            let plain = UIBackgroundConfiguration.listPlainCell()
            if background == plain || background == plain.updated(for: state) {
                background = defaultBackground(for: list.appearance).updated(for: state)
            }
        }
        return background.resolvedBackgroundColor(for: cell.tintColor)
    }

    /// The cell background of a list appearance (UIKit's list cell styles).
    private static func defaultBackground(for appearance: UICollectionLayoutListConfiguration.Appearance) -> UIBackgroundConfiguration {
        switch appearance {
        case .plain: .listPlainCell()
        case .grouped, .insetGrouped: .listGroupedCell()
        case .sidebar, .sidebarPlain: .listSidebarCell()
        }
    }
}
