import LayoutDocument
import OpenCompositionalLayout

/// How a preview's content entry (``PreviewDocument/Content``) configures a list cell, as an app would: a list
/// content configuration with the texts and the symbol image, the accessories (shown whatever the editing state,
/// since a picture has no editing mode to switch them on), and a background colour.
@MainActor
enum PreviewContentConfiguring {
    /// The side of a custom-view accessory's box, in points (a preview names no view, so it gets a small square).
    static let customViewSide: CGFloat = 24

    /// Configures `cell` with `entry` over the configuration `base` (the style of the cell's place: a list
    /// row, a header, a footer); `text` is a sample text used when the entry has none.
    static func configure(_ cell: UICollectionViewListCell, with entry: PreviewDocument.Content?, text: String?,
                          base: UIListContentConfiguration) {
        var content = base
        content.text = entry?.text ?? text
        content.secondaryText = entry?.secondaryText
        content.image = entry?.image.flatMap { UIImage(systemName: $0) }
        cell.contentConfiguration = content
        cell.accessories = entry?.accessories.map(accessory) ?? []
        if let color = entry?.backgroundColor {
            var background = cell.backgroundConfiguration ?? .listPlainCell()
            background.backgroundColor = uiColor(color)
            cell.backgroundConfiguration = background
        }
    }

    /// The colour a document's `#RRGGBBAA` names.
    static func uiColor(_ color: PreviewDocument.Color) -> UIColor {
        UIColor(red: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255, blue: CGFloat(color.blue) / 255,
                alpha: CGFloat(color.alpha) / 255)
    }

    /// UIKit's accessory for a document's accessory.
    static func accessory(_ accessory: PreviewDocument.Accessory) -> UICellAccessory {
        switch accessory.kind {
        case .disclosureIndicator: .disclosureIndicator()
        case .outlineDisclosure: .outlineDisclosure()
        case .checkmark: .checkmark()
        case .delete: .delete(displayed: .always)
        case .insert: .insert(displayed: .always)
        case .reorder: .reorder(displayed: .always)
        case .multiselect: .multiselect(displayed: .always)
        case .label: .label(text: accessory.text ?? "")
        case .detail: .detail()
        case .popUpMenu: .popUpMenu(UIMenu(children: []))
        case .customView:
            .customView(configuration: .init(customView: UIView(frame: CGRect(x: 0, y: 0, width: customViewSide, height: customViewSide)),
                                             placement: .trailing()))
        }
    }
}
