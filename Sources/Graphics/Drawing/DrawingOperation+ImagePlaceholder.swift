import CollectionGeometry
import Raster

extension DrawingOperation {
    /// The corner radius of an image placeholder, in points (a symbol's rounded square, roughly).
    public static let imagePlaceholderCornerRadius: CGFloat = 4
    /// The opacity of an image placeholder's grey (or tint).
    public static let imagePlaceholderOpacity: Double = 0.35
    /// The neutral grey of an image placeholder (UIKit's `systemGray`, `#8e8e93`).
    public static let imagePlaceholderColor = RGBColor(red: 142, green: 142, blue: 147)

    /// What an image without pixels headless (a symbol, a named image that is not in any catalog, a JPEG's
    /// placeholder) is drawn as (beyond UIKit): a rounded square of `rect` in `tint`, else in a neutral grey, at
    /// ``imagePlaceholderOpacity``, named `image-placeholder` with the image's name as its tooltip.
    public static func imagePlaceholder(_ rect: CGRect, name: String, tint: DrawingPaint? = nil) -> DrawingOperation {
        let paint = tint ?? DrawingPaint(imagePlaceholderColor)
        return .figure(DrawingFigure(.roundedRect(rect, cornerRadius: imagePlaceholderCornerRadius),
                                     fill: DrawingPaint(paint.color, opacity: paint.opacity * imagePlaceholderOpacity),
                                     name: "image-placeholder", title: name))
    }
}
