import OpenCompositionalLayout
import Raster

extension LayoutPicture {
    /// Colours and stroke of one element category.
    struct CategoryStyle {
        let fill: RGBColor
        let stroke: RGBColor
        /// The border's dashes and gaps, in points; empty for a solid border.
        let dash: [CGFloat]
        let labelColor: RGBColor
    }

    /// Every colour of a picture, as colour values (only the SVG back end writes them as `#rrggbb`).
    struct Palette {
        let background: RGBColor
        let contentFill: RGBColor
        let contentStroke: RGBColor
        let orthogonalStroke: RGBColor
        let veil: RGBColor
        let viewport: RGBColor
        let title: RGBColor
        let subtitle: RGBColor
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

        /// `0xrrggbb` as a colour.
        private static func rgb(_ value: UInt32) -> RGBColor {
            RGBColor(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
        }

        static let light = Palette(
            background: rgb(0xffffff), contentFill: rgb(0xfbfbfd), contentStroke: rgb(0x9a9aa6), orthogonalStroke: rgb(0x8e6cc4),
            veil: rgb(0xffffff), viewport: rgb(0xd62f6a), title: rgb(0x111111), subtitle: rgb(0x444444),
            cell: CategoryStyle(fill: rgb(0xd6e6fb), stroke: rgb(0x2f6db5), dash: [], labelColor: rgb(0x17375e)),
            supplementary: CategoryStyle(fill: rgb(0xfde2b6), stroke: rgb(0xc06f00), dash: [], labelColor: rgb(0x5e3600)),
            decoration: CategoryStyle(fill: rgb(0xdedee8), stroke: rgb(0x8b8b9c), dash: [5, 3], labelColor: rgb(0x55556a)))

        static let dark = Palette(
            background: rgb(0x1c1c1e), contentFill: rgb(0x232326), contentStroke: rgb(0x8e8e93), orthogonalStroke: rgb(0xb79cf0),
            veil: rgb(0x000000), viewport: rgb(0xff5c8f), title: rgb(0xf2f2f7), subtitle: rgb(0xc7c7cc),
            cell: CategoryStyle(fill: rgb(0x1f3a5f), stroke: rgb(0x6ea8ff), dash: [], labelColor: rgb(0xdbe9ff)),
            supplementary: CategoryStyle(fill: rgb(0x5a3a10), stroke: rgb(0xffb340), dash: [], labelColor: rgb(0xffe7c2)),
            decoration: CategoryStyle(fill: rgb(0x34343c), stroke: rgb(0x9a9aac), dash: [5, 3], labelColor: rgb(0xd0d0dc)))
    }
}
