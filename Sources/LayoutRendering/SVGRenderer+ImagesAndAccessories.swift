import OpenCompositionalLayout
import Raster

/// The images and accessories of configured cells: pictures load no images, so an image is a neutral
/// placeholder of its size, named on hover; accessories are the list cells' glyphs (``AccessoryGlyph``).
extension SVGRenderer {
    /// The image placeholder's metrics, kept here for the view pictures' renderers (the layout pictures' are
    /// ``LayoutPicture``'s).
    static let imagePlaceholderCornerRadius = LayoutPicture.imagePlaceholderCornerRadius
    static let imagePlaceholderOpacity = LayoutPicture.imagePlaceholderOpacity
    static let imagePlaceholderColor = LayoutPicture.imagePlaceholderColor

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
