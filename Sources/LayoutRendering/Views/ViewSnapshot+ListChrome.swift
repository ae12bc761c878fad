import OpenCompositionalLayout
import Raster

extension ViewSnapshot {
    /// The corner radius of an inset-grouped section: its first cell's top corners and its last cell's bottom ones
    /// (10 pt, the radius of iOS's inset-grouped lists and of UIKit's sidebar cell backgrounds).
    static let insetGroupedCornerRadius: CGFloat = 10

    /// What a table or a list's cell draws of the list's chrome (beyond the views' own backgrounds), or nil for
    /// another view: for a table without a background colour or view of its own, the background its style gives it
    /// (a list layout gives its collection view its background colour itself); for a table's header or footer view, its
    /// background configuration; for a cell, its background (see ``cellBackground(_:in:view:roundsTop:roundsBottom:traits:)``),
    /// its separators (see ``tableCellSeparators(_:in:traits:)`` and ``listCellSeparators(_:traits:)``) and its
    /// accessories.
    ///
    /// - Complexity: O(accessories), plus a look-up of the cell's index path among the visible cells.
    @MainActor
    static func listChrome(of view: UIView, traits: UITraitCollection) -> [Content]? {
        if let table = view as? UITableView {
            guard table.backgroundColor == nil, table.backgroundView == nil else { return [] }
            // UIKit's tables: the system background when plain, the grouped background when grouped or inset grouped.
            return listBackground(table.style == .plain ? .systemBackground : .systemGroupedBackground, size: table.bounds.size,
                                  traits: traits)
        }
        if let header = view as? UITableViewHeaderFooterView {
            // A header's or footer's background configuration (none by default: the grouped styles' are clear).
            guard let configuration = header.backgroundConfiguration else { return [] }
            let operations = cellBackground(configuration, in: header.bounds, view: header, roundsTop: false, roundsBottom: false, traits: traits)
            return operations.isEmpty ? [] : [.drawing(Drawing(operations))]
        }
        if let cell = view as? UITableViewCell { return tableCellChrome(cell, traits: traits) }
        if let cell = view as? UICollectionViewCell { return collectionCellChrome(cell, traits: traits) }
        return nil
    }

    /// A list's background over its visible area.
    private static func listBackground(_ color: UIColor, size: CGSize, traits: UITraitCollection) -> [Content] {
        guard let fill = paint(color, traits: traits) else { return [] }
        let rect = CGRect(x: 0, y: 0, width: drawableLength(size.width), height: drawableLength(size.height))
        return [.drawing(Drawing([.figure(DrawingFigure(.rect(rect), fill: DrawingPaint(fill), name: "list-background"))]))]
    }

    /// A table cell's chrome: its background (its background configuration, else the default of its table's style
    /// for its state: the system background in a plain table, the secondary grouped background in grouped ones, grey
    /// 4 while selected or highlighted unless its selection style is none; rounded at an inset-grouped section's
    /// ends), its separators, its accessory type's glyphs and, while editing, its editing and reorder controls.
    @MainActor
    static func tableCellChrome(_ cell: UITableViewCell, traits: UITraitCollection) -> [Content] {
        let table = ancestor(of: cell, as: UITableView.self)
        let position = table.flatMap { table in table.indexPath(for: cell).map { (table.numberOfRows(inSection: $0.section), $0.row) } }
        let isFirst = position.map { $0.1 == 0 } ?? false
        let isLast = position.map { $0.1 == $0.0 - 1 } ?? false
        let insetGrouped = table?.style == .insetGrouped
        var drawing = Drawing()
        if let configuration = cell.backgroundConfiguration {
            drawing.operations += cellBackground(configuration, in: cell.bounds, view: cell, roundsTop: insetGrouped && isFirst,
                                                 roundsBottom: insetGrouped && isLast, traits: traits)
        } else if cell.backgroundColor == nil, cell.backgroundView == nil {
            let base: UIBackgroundConfiguration = table?.style ?? .plain == .plain ? .listPlainCell() : .listGroupedCell()
            let configuration = cell.selectionStyle == .none ? base : base.updated(for: cell.configurationState)
            drawing.operations += cellBackground(configuration, in: cell.bounds, view: cell, roundsTop: insetGrouped && isFirst,
                                                 roundsBottom: insetGrouped && isLast, traits: traits)
        }
        if let table { drawing.operations += tableCellSeparators(cell, in: table, isFirst: isFirst, isLast: isLast, traits: traits) }
        var contents: [Content] = drawing.isEmpty ? [] : [.drawing(drawing)]
        contents += tableCellAccessories(cell, traits: traits).map(Content.accessory)
        return contents
    }

    /// Rounds a table cell that paints its own background (a `backgroundColor` or `backgroundView`) at the ends of an
    /// inset-grouped section, as UIKit rounds those cells' layers: the first cell's top corners and the last cell's
    /// bottom ones by ``insetGroupedCornerRadius``, clipping what the cell holds. A cell whose layer already has a
    /// corner radius keeps it; a cell drawing the default or a configured background is rounded by its chrome.
    @MainActor
    static func roundInsetGroupedCell(_ node: inout Node, view: UIView) {
        guard let cell = view as? UITableViewCell, cell.backgroundConfiguration == nil, node.cornerRadius == 0,
              cell.backgroundColor != nil || cell.backgroundView != nil,
              let table = ancestor(of: cell, as: UITableView.self), table.style == .insetGrouped,
              let indexPath = table.indexPath(for: cell) else { return }
        var corners: CACornerMask = []
        if indexPath.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if indexPath.row == table.numberOfRows(inSection: indexPath.section) - 1 {
            corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        }
        guard !corners.isEmpty else { return }
        node.cornerRadius = insetGroupedCornerRadius
        node.maskedCorners = corners
        node.clipsToBounds = true
    }

    /// A collection view cell's chrome: its background configuration (a list cell's follows its list; rounded at an
    /// inset-grouped section's ends), a list cell's separators and its accessories.
    @MainActor
    static func collectionCellChrome(_ cell: UICollectionViewCell, traits: UITraitCollection) -> [Content] {
        var drawing = Drawing()
        let listCell = cell as? UICollectionViewListCell
        if let configuration = cell.backgroundConfiguration {
            var roundsTop = false, roundsBottom = false
            if let listCell, listCell.listEnvironment == .insetGrouped, let collectionView = ancestor(of: cell, as: UICollectionView.self),
               let indexPath = collectionView.indexPath(for: cell) {
                roundsTop = indexPath.item == 0
                roundsBottom = indexPath.item == collectionView.numberOfItems(inSection: indexPath.section) - 1
            }
            drawing.operations += cellBackground(configuration, in: cell.bounds, view: cell, roundsTop: roundsTop, roundsBottom: roundsBottom,
                                                 traits: traits)
        }
        if let listCell { drawing.operations += listCellSeparators(listCell, traits: traits) }
        var contents: [Content] = drawing.isEmpty ? [] : [.drawing(drawing)]
        if let listCell, !listCell.accessories.isEmpty { contents += accessories(of: listCell, traits: traits).map(Content.accessory) }
        return contents
    }

    /// The nearest ancestor of `view` of type `type`.
    @MainActor
    static func ancestor<T: UIView>(of view: UIView, as type: T.Type) -> T? {
        var current = view.superview
        while let candidate = current {
            if let found = candidate as? T { return found }
            current = candidate.superview
        }
        return nil
    }

    /// What a background configuration draws in `bounds` of `view`: its colour (after its transformer; nil means the
    /// view's tint) over the bounds inset by its background insets (and by the view's layout margins on the edges
    /// it names), with its corner radius — or, when it has none, the inset-grouped section's radius on the top
    /// and/or bottom corners — and its stroke, inside the edge (moved out by its outset).
    @MainActor
    static func cellBackground(_ configuration: UIBackgroundConfiguration, in bounds: CGRect, view: UIView, roundsTop: Bool,
                               roundsBottom: Bool, traits: UITraitCollection) -> [DrawingOperation] {
        let tint: UIColor = view.tintColor ?? .systemBlue
        var insets = configuration.backgroundInsets
        let margins = view.directionalLayoutMargins
        let edges = configuration.edgesAddingLayoutMarginsToBackgroundInsets
        if edges.contains(.top) { insets.top += margins.top }
        if edges.contains(.leading) { insets.leading += margins.leading }
        if edges.contains(.bottom) { insets.bottom += margins.bottom }
        if edges.contains(.trailing) { insets.trailing += margins.trailing }
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let left = clean(rightToLeft ? insets.trailing : insets.leading), right = clean(rightToLeft ? insets.leading : insets.trailing)
        let width = drawableLength(bounds.width), height = drawableLength(bounds.height)
        let rect = CGRect(x: left, y: clean(insets.top), width: max(0, width - left - right),
                          height: max(0, height - clean(insets.top) - clean(insets.bottom)))
        let radius = clean(configuration.cornerRadius)
        let shape = radius > 0 ? DrawingShape.roundedRect(rect, cornerRadius: radius)
            : partlyRounded(rect, radius: insetGroupedCornerRadius, top: roundsTop, bottom: roundsBottom)
        var operations: [DrawingOperation] = []
        if let fill = paint(configuration.resolvedBackgroundColor(for: tint), traits: traits) {
            operations.append(.figure(DrawingFigure(shape, fill: DrawingPaint(fill), name: "cell-background")))
        }
        let strokeWidth = clean(configuration.strokeWidth)
        if strokeWidth > 0, let stroke = paint(configuration.resolvedStrokeColor(for: tint), traits: traits) {
            // The stroke lies inside the background's edge; the outset moves it out (a negative one, in).
            let inset = strokeWidth / 2 - clean(configuration.strokeOutset)
            let strokeRect = rect.insetBy(dx: min(inset, rect.width / 2), dy: min(inset, rect.height / 2))
            let strokeShape = radius > 0 ? DrawingShape.roundedRect(strokeRect, cornerRadius: max(0, radius - inset))
                : partlyRounded(strokeRect, radius: max(0, insetGroupedCornerRadius - inset), top: roundsTop, bottom: roundsBottom)
            operations.append(.figure(DrawingFigure(strokeShape, stroke: DrawingStroke(DrawingPaint(stroke), lineWidth: strokeWidth),
                                                    name: "cell-background-stroke")))
        }
        return operations
    }

    /// `rect` with its top corners and/or its bottom ones rounded by `radius`, circular (the layer outline's shape, so
    /// a section's rounded ends and a layer's masked corners are drawn alike).
    static func partlyRounded(_ rect: CGRect, radius: CGFloat, top: Bool, bottom: Bool) -> DrawingShape {
        var corners: CACornerMask = []
        if top { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if bottom { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        return outline(of: rect, radius: radius, corners: corners, curve: .circular)
    }

    /// A table cell's accessory type's glyphs (or, while editing, its editing accessory type's) in the accessory's
    /// box (none when an accessory view replaces it): a chevron, a checkmark, a detail button, or a detail button and
    /// a chevron 10 pt apart. While the cell edits: a delete or insert control at the leading layout margin,
    /// centred vertically, and a reorder control at the trailing one.
    @MainActor
    static func tableCellAccessories(_ cell: UITableViewCell, traits: UITraitCollection) -> [Accessory] {
        let parts = cell.partFrames
        let editing = cell.isEditing
        let type = editing ? cell.editingAccessoryType : cell.accessoryType
        let view = editing ? (cell.editingAccessoryView ?? (cell.showsReorderControl ? nil : cell.accessoryView)) : cell.accessoryView
        let rightToLeft = cell.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let box = parts.accessory
        var placed: [Accessory] = []
        func add(_ kind: Accessory.Kind, _ rect: CGRect) {
            placed.append(Accessory(kind: kind, rect: rect, paint: accessoryPaint(kind, tint: nil, cell: cell, traits: traits)))
        }
        if view == nil, box.width > 0 {
            switch type {
            case .none: break
            case .disclosureIndicator: add(.disclosureIndicator, box)
            case .checkmark: add(.checkmark, box)
            case .detailButton: add(.detail, box)
            case .detailDisclosureButton:
                // The detail button at the inner end, the chevron at the outer end (8 × 13, centred).
                let detail = CGRect(x: rightToLeft ? box.maxX - 22 : box.minX, y: box.midY - 11, width: 22, height: 22)
                let chevron = CGRect(x: rightToLeft ? box.minX : box.maxX - 8, y: box.midY - 6.5, width: 8, height: 13)
                add(.detail, detail)
                add(.disclosureIndicator, chevron)
            }
        }
        if editing {
            let width = drawableLength(cell.bounds.width), height = drawableLength(cell.bounds.height)
            let margin = cell.partMargin
            let control = accessorySize(.delete)
            if cell.editingStyle == .delete || cell.editingStyle == .insert {
                let x = rightToLeft ? width - margin - control.width : margin
                add(cell.editingStyle == .delete ? .delete : .insert,
                    CGRect(x: x, y: (height - control.height) / 2, width: control.width, height: control.height))
            }
            if cell.showsReorderControl {
                let grip = accessorySize(.reorder)
                let x = rightToLeft ? margin : width - margin - grip.width
                add(.reorder, CGRect(x: x, y: (height - grip.height) / 2, width: grip.width, height: grip.height))
            }
        }
        return placed
    }
}
