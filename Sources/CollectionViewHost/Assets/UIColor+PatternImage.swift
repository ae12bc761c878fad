import CollectionGeometry

extension UIColor {
    /// A colour that paints with an image (UIKit's `init(patternImage:)`). Headless, pictures paint the
    /// image's average colour: its pixels' colours averaged by their opacity, and their mean opacity. An
    /// image without pixels (a symbol, a placeholder, a JPEG) gives clear.
    ///
    /// - Complexity: O(pixels).
    public convenience init(patternImage image: UIImage) {
        guard let bitmap = image.bitmap, bitmap.width > 0, bitmap.height > 0 else {
            self.init(white: 0, alpha: 0)
            return
        }
        var red = 0, green = 0, blue = 0, alpha = 0
        let bytes = bitmap.rgba
        var index = 0
        // Sums of at most 50 million pixels × 255 × 255 fit in an Int.
        while index + 3 < bytes.count {
            let opacity = Int(bytes[index + 3])
            red += Int(bytes[index]) * opacity
            green += Int(bytes[index + 1]) * opacity
            blue += Int(bytes[index + 2]) * opacity
            alpha += opacity
            index += 4
        }
        guard alpha > 0 else {
            self.init(white: 0, alpha: 0)
            return
        }
        let pixels = CGFloat(bitmap.width * bitmap.height)
        self.init(red: CGFloat(red) / CGFloat(alpha) / 255, green: CGFloat(green) / CGFloat(alpha) / 255,
                  blue: CGFloat(blue) / CGFloat(alpha) / 255, alpha: CGFloat(alpha) / pixels / 255)
    }
}
