import LayoutCore
import OpenCompositionalLayout

extension LayoutElement.Category {
    /// The name shown in tables and labels.
    public var displayName: String {
        switch self {
        case .cell: "cell"
        case .supplementaryView: "supplementary"
        case .decorationView: "decoration"
        }
    }

    /// Decorations paint first, supplementaries last, at equal zIndex.
    var paintingRank: Int {
        switch self {
        case .decorationView: 0
        case .cell: 1
        case .supplementaryView: 2
        }
    }

    /// The `class` attribute an element's SVG group carries (for styling or scripting a gallery), and its category
    /// in the frames JSON.
    var cssClass: String {
        switch self {
        case .cell: "cell"
        case .supplementaryView: "supplementary"
        case .decorationView: "decoration"
        }
    }
}
