import OpenCompositionalLayout
import Raster

extension ViewSnapshot {
    /// The glyph size of each accessory, in points (a custom view's is its own).
    static func accessorySize(_ kind: Accessory.Kind) -> CGSize {
        switch kind {
        case .disclosureIndicator: CGSize(width: 8, height: 14)
        case .checkmark: CGSize(width: 14, height: 12)
        case .detail, .delete, .insert, .multiselect: CGSize(width: 22, height: 22)
        case .reorder: CGSize(width: 18, height: 12)
        case .outlineExpanded, .outlineCollapsed: CGSize(width: 12, height: 12)
        case .popUpMenu: CGSize(width: 9, height: 15)
        case .label, .customView: .zero
        }
    }

    /// The space between two accessories on one side, and between the content and the first of them.
    static let accessorySpacing: CGFloat = 10

    /// The accessories a list cell shows in its editing state, placed as UIKit places them: delete, insert and
    /// multiselect (and custom views placed leading) from the leading layout margin towards the middle; the
    /// others from the trailing layout margin towards the middle, system accessories in UIKit's order (reorder
    /// outermost, then a chevron, checkmark, detail, label), custom views after them in their order; each centred
    /// vertically. (Apple's documentation of `accessories`: the order of system accessories in the array does not
    /// affect their placement.)
    @MainActor
    static func accessories(of cell: UICollectionViewListCell, traits: UITraitCollection) -> [Accessory] {
        let state = cell.configurationState
        // UIKit's list content takes its margins from the cell's, so a row's text and its accessories share them;
        // headless, a list content configuration holds the margins its text is placed by, and the accessories
        // follow them too (a cell without one keeps its own layout margins).
        let listMargins = (cell.contentConfiguration as? UIListContentConfiguration)?.directionalLayoutMargins
        let margins = listMargins.flatMap { $0.leading.isFinite && $0.trailing.isFinite ? $0 : nil } ?? cell.directionalLayoutMargins
        let rightToLeft = cell.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let bounds = cell.bounds
        var leading: [(Accessory.Kind, CGSize, String?, UIColor?)] = []
        var trailing: [(Accessory.Kind, CGSize, String?, UIColor?)] = []
        for accessory in cell.accessories where !accessory.isHidden && accessory.displayedState.isDisplayed(isEditing: state.isEditing) {
            let kind: Accessory.Kind
            var isLeading = false
            var size: CGSize?
            switch accessory.accessoryType {
            case .disclosureIndicator: kind = .disclosureIndicator
            case .detail: kind = .detail
            case .checkmark: kind = .checkmark
            case .delete: (kind, isLeading) = (.delete, true)
            case .insert: (kind, isLeading) = (.insert, true)
            case .reorder: kind = .reorder
            case .multiselect: (kind, isLeading) = (.multiselect, true)
            case .outlineDisclosure: kind = state.isExpanded ? .outlineExpanded : .outlineCollapsed
            case .popUpMenu: kind = .popUpMenu
            case .label:
                kind = .label
                let font = UIFont.preferredFont(forTextStyle: .body)
                let width = TextMeasuringRegistry.global.measure(accessory.text ?? "", font: font, constrainedToWidth: .infinity,
                                                                 numberOfLines: 1, lineBreakMode: .byClipping).size.width
                size = CGSize(width: width, height: font.lineHeight)
            case .customView(let view):
                kind = .customView
                size = view.bounds.size
                if case .leading = accessory.customViewConfiguration?.placement { isLeading = true }
            }
            let entry = (kind, size ?? accessorySize(kind), accessory.text, accessory.tintColor)
            if isLeading { leading.append(entry) } else { trailing.append(entry) }
        }
        // UIKit places system accessories in an order of its own, whatever their order in the array: on the trailing
        // side the reorder control is outermost, then the chevrons, the checkmark, the detail button and the label;
        // custom views follow, in their order.
        trailing = trailing.enumerated().sorted { (trailingRank($0.element.0), $0.offset) < (trailingRank($1.element.0), $1.offset) }
            .map(\.element)
        var placed: [Accessory] = []
        // Leading accessories run from the leading margin inwards; trailing ones from the trailing margin.
        var edge = margins.leading
        for (kind, size, text, tint) in leading {
            let x = rightToLeft ? bounds.width - edge - size.width : edge
            placed.append(Accessory(kind: kind, rect: CGRect(x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height),
                                    paint: accessoryPaint(kind, tint: tint, cell: cell, traits: traits), text: text))
            edge += size.width + accessorySpacing
        }
        edge = margins.trailing
        for (kind, size, text, tint) in trailing {
            let x = rightToLeft ? edge : bounds.width - edge - size.width
            placed.append(Accessory(kind: kind, rect: CGRect(x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height),
                                    paint: accessoryPaint(kind, tint: tint, cell: cell, traits: traits), text: text))
            edge += size.width + accessorySpacing
        }
        return placed
    }

    /// A trailing accessory's place counted from the trailing edge inwards (see ``accessories(of:traits:)``).
    private static func trailingRank(_ kind: Accessory.Kind) -> Int {
        switch kind {
        case .reorder: 0
        case .disclosureIndicator, .outlineCollapsed, .outlineExpanded, .popUpMenu: 1
        case .checkmark: 2
        case .detail: 3
        case .label: 4
        case .customView, .delete, .insert, .multiselect: 5
        }
    }

    /// An accessory's colour: its tint, else UIKit's: tertiary label grey for the chevrons and reorder bars,
    /// red for delete, green for insert, the cell's tint for the others.
    @MainActor
    static func accessoryPaint(_ kind: Accessory.Kind, tint: UIColor?, cell: UIView,
                               traits: UITraitCollection) -> LayoutSnapshot.Paint {
        let color: UIColor
        if let tint {
            color = tint
        } else {
            switch kind {
            case .disclosureIndicator, .reorder, .popUpMenu: color = .tertiaryLabel
            case .delete: color = .systemRed
            case .insert: color = .systemGreen
            case .label: color = .secondaryLabel
            case .multiselect: color = .tertiaryLabel
            default: color = cell.tintColor ?? .systemBlue
            }
        }
        return paint(color, traits: traits) ?? LayoutSnapshot.Paint(rgb: RGBColor(red: 128, green: 128, blue: 128))
    }
}
