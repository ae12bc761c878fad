import OpenCompositionalLayout
import Raster

/// The images and accessories of configured cells: pictures load no images, so an image is a neutral
/// placeholder of its size, named on hover; accessories are the list cells' glyphs (``AccessoryGlyph``).
extension SVGRenderer {
    /// The corner radius of an image placeholder, in points (a symbol's rounded square, roughly).
    static let imagePlaceholderCornerRadius: CGFloat = 4
    /// The opacity of an image placeholder's grey.
    static let imagePlaceholderOpacity: CGFloat = 0.35
    /// The neutral grey of an image placeholder (UIKit's `systemGray`, `#8e8e93`).
    static let imagePlaceholderColor = RGBColor(red: 142, green: 142, blue: 147)

    /// The image placeholder and accessories of a cell or supplementary view whose content was captured, in
    /// content coordinates (the content's rectangles are in the element's own, from its `frame`'s origin).
    ///
    /// - Complexity: O(a) for a accessories (plus their texts' lengths).
    func imageAndAccessories(_ content: LayoutSnapshot.CellContent, frame: CGRect) -> String {
        var output = ""
        if let image = content.image {
            output += Self.imagePlaceholder(image, in: frame, number: n)
        }
        for var accessory in content.accessories {
            accessory.rect = accessory.rect.offsetBy(dx: frame.minX, dy: frame.minY)
            output += AccessoryGlyph.svg(accessory, number: n)
        }
        return output
    }

    /// A placeholder for an image the picture cannot load: a rounded grey square of the image's frame (offset by
    /// the element's `frame` origin), whose `<title>` names the symbol.
    static func imagePlaceholder(_ image: LayoutSnapshot.CellContent.Image, in frame: CGRect, number n: (CGFloat) -> String) -> String {
        let rect = image.frame.standardized.offsetBy(dx: frame.minX, dy: frame.minY)
        guard rect.isDrawable else { return "" }
        return "<rect class=\"image-placeholder\" x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\""
            + " height=\"\(n(rect.height))\" rx=\"\(n(imagePlaceholderCornerRadius))\" fill=\"\(imagePlaceholderColor)\""
            + " fill-opacity=\"\(n(imagePlaceholderOpacity))\"><title>\(MarkupEscaping.xml(image.name))</title></rect>\n"
    }
}
