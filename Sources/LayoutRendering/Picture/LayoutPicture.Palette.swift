import OpenCompositionalLayout

extension LayoutPicture {
    /// Colours and stroke of one element category.
    struct CategoryStyle {
        let fill: String
        let stroke: String
        let dash: String?
        let labelColor: String
    }

    /// Every colour of a picture, as `#rrggbb` (the SVG writes them as they are; the PNG parses them).
    struct Palette {
        let background: String
        let contentFill: String
        let contentStroke: String
        let orthogonalStroke: String
        let veil: String
        let viewport: String
        let title: String
        let subtitle: String
        let cell: CategoryStyle
        let supplementary: CategoryStyle
        let decoration: CategoryStyle

        /// The palette of `appearance`.
        static func of(_ appearance: PictureAppearance) -> Palette { appearance == .dark ? .dark : .light }

        func style(for category: LayoutSnapshot.Element.Category) -> CategoryStyle {
            switch category {
            case .cell: cell
            case .supplementaryView: supplementary
            case .decorationView: decoration
            }
        }

        static let light = Palette(
            background: "#ffffff", contentFill: "#fbfbfd", contentStroke: "#9a9aa6", orthogonalStroke: "#8e6cc4",
            veil: "#ffffff", viewport: "#d62f6a", title: "#111111", subtitle: "#444444",
            cell: CategoryStyle(fill: "#d6e6fb", stroke: "#2f6db5", dash: nil, labelColor: "#17375e"),
            supplementary: CategoryStyle(fill: "#fde2b6", stroke: "#c06f00", dash: nil, labelColor: "#5e3600"),
            decoration: CategoryStyle(fill: "#dedee8", stroke: "#8b8b9c", dash: "5 3", labelColor: "#55556a"))

        static let dark = Palette(
            background: "#1c1c1e", contentFill: "#232326", contentStroke: "#8e8e93", orthogonalStroke: "#b79cf0",
            veil: "#000000", viewport: "#ff5c8f", title: "#f2f2f7", subtitle: "#c7c7cc",
            cell: CategoryStyle(fill: "#1f3a5f", stroke: "#6ea8ff", dash: nil, labelColor: "#dbe9ff"),
            supplementary: CategoryStyle(fill: "#5a3a10", stroke: "#ffb340", dash: nil, labelColor: "#ffe7c2"),
            decoration: CategoryStyle(fill: "#34343c", stroke: "#9a9aac", dash: "5 3", labelColor: "#d0d0dc"))
    }
}
